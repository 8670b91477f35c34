import { CookieJar, ORIGIN, type TestApp } from './test-app';
import { waitForToken } from './outbox';

/** Follows the verification link mailed to `email` (from DATA_DIR/outbox), as its owner would. */
export async function verifyEmail(t: TestApp, email: string): Promise<void> {
  const token = await waitForToken(t.dataDir, email, 'verify-email');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token },
    headers: { origin: ORIGIN },
  });
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.statusCode} ${res.body}`);
}

/** Signs a new account up, confirms its address, and returns a cookie jar holding its session. */
export async function signUp(t: TestApp, email: string, password = 'longenough1'): Promise<CookieJar> {
  const jar = new CookieJar();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password },
    headers: { origin: ORIGIN },
  });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  jar.store(res.headers['set-cookie']);
  await verifyEmail(t, email);
  return jar;
}

export function authed(jar: CookieJar, extra: Record<string, string> = {}): Record<string, string> {
  return { cookie: jar.header(), origin: ORIGIN, ...extra };
}

/** Gets a signed upload URL and PUTs the bytes to it, as the web client does. */
export async function uploadImage(t: TestApp, jar: CookieJar, body: Buffer, contentType = 'image/png') {
  const grant = await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: authed(jar) });
  const uploadURL = grant.json().uploadURL as string;
  const url = new URL(uploadURL);
  const put = await t.app.inject({
    method: 'PUT',
    url: url.pathname + url.search,
    payload: body,
    headers: authed(jar, { 'content-type': contentType }),
  });
  return { uploadURL, put };
}
