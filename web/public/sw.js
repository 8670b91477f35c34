/* global self, caches, fetch, URL */
// OddsLens service worker: the app shell only (the document, the built assets, the translation catalogs, the
// icons), so the installed app opens instantly and offline. API answers, uploaded screenshots and anything a
// user owns are never cached: those requests are not even intercepted. Bump SHELL when the strategy changes.
const SHELL = 'oddslens-shell-v1';
const PRECACHE = ['/', '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png'];
const NEVER = /^\/(?:api|objects|uploads|share-target|sandbox)(?:\/|$)|^\/(?:healthz|readyz)$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== SHELL).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

async function put(request, response) {
  if (response.ok && response.type === 'basic') {
    const cache = await caches.open(SHELL);
    await cache.put(request, response.clone());
  }
  return response;
}

/** Pages: the network first (a deploy shows at once); offline, the cached document renders the route. */
async function page(request) {
  try {
    const response = await fetch(request);
    if (response.ok && (response.headers.get('content-type') ?? '').includes('text/html')) await put('/', response);
    return response;
  } catch (err) {
    const cached = await caches.match('/');
    if (cached) return cached;
    throw err;
  }
}

/** Hashed build assets never change: the cache first. */
async function asset(request) {
  return (await caches.match(request)) ?? put(request, await fetch(request));
}

/**
 * Catalogs: the network first, since a new release's code expects its new keys; the cached copy offline.
 * Icons and the manifest: the cached copy now, a fresh one for next time.
 */
async function networkFirst(request) {
  try {
    return await put(request, await fetch(request));
  } catch (err) {
    const cached = await caches.match(request);
    if (cached) return cached;
    throw err;
  }
}

async function revalidated(request) {
  const cached = await caches.match(request);
  const fresh = fetch(request)
    .then((response) => put(request, response))
    .catch(() => cached);
  return cached ?? fresh;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER.test(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
  else if (url.pathname.startsWith('/locales/')) event.respondWith(networkFirst(request));
  else if (/^\/icons\/|^\/(?:favicon\.svg|manifest\.webmanifest)$/.test(url.pathname)) event.respondWith(revalidated(request));
});
