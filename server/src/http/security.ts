import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config/config';
import { sendError } from './error-handler';
import { bearerToken } from '../modules/api-keys/bearer-auth';

/** Methods that must not change state: no CSRF check, no change announcement. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * How a route relaxes the CSRF check, declared on the route itself (`config: { csrf: ... }`), so the exemption
 * moves with the route and a new route is checked unless it says otherwise:
 * - 'provider-signed': payment providers call it server to server, with no Origin; it verifies their signature.
 * - 'share-target': the installed app's share target, which the browser may post with an opaque origin (below).
 */
export type CsrfRule = 'provider-signed' | 'share-target';

declare module 'fastify' {
  interface FastifyContextConfig {
    csrf?: CsrfRule;
  }
}

/** Runs helmet once against a stand-in response and keeps the headers it sets. */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  let failure: unknown = null;
  helmet(options)({} as IncomingMessage, res, (err?: unknown) => {
    failure = err ?? null;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/** JSON, uploads, signed objects and probes: never rendered as a page by our web app. */
const API_PATH = /^\/(?:api|objects|uploads)\/|^\/(?:healthz|readyz)(?:[?#]|$)/;

export function isApiPath(url: string): boolean {
  return API_PATH.test(url);
}

/**
 * The path a request is handled as: the matched route's pattern, else (no route matched: the not-found handler, or a
 * router error) the decoded pathname the router would have matched. Never the raw URL: the router decodes
 * `/api/predictions/%70rocess` to the process route, so a check on the raw text skipped its limits and headers
 * (issue 47, finding 3).
 */
export function handledPath(req: { url: string; routeOptions?: { url?: string | undefined } }): string {
  const route = req.routeOptions?.url;
  if (route) return route;
  const raw = req.url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Responses that are not documents get the short set the OWASP REST Security Cheat Sheet recommends instead of the
 * page policy: nothing may load, frame or sniff them, and private data is never stored by a cache (routes that may
 * be cached set their own cache-control). The page headers (script, style, font sources, referrer and opener
 * policies) only mean something for HTML, and at about 900 bytes they were most of every small JSON response.
 */
export function apiSecurityHeaders(config: Pick<AppConfig, 'secureCookies'>): Record<string, string> {
  return {
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(config.secureCookies ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** The two header sets (documents and API responses), computed once at start-up. */
export function securityHeaderSets(config: AppConfig): { document: Record<string, string>; api: Record<string, string> } {
  const documentHeaders = computeSecurityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React writes style attributes (e.g. chart bar widths); no inline scripts are allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    // Not no-referrer: with it Chromium sends "Origin: null" on our own form posts (sandbox checkout pages).
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  return { document: documentHeaders, api: apiSecurityHeaders(config) };
}

/** The headers a response to `path` (handledPath) carries; router-level errors (414, bad URLs) set them through this too. */
export function securityHeadersFor(sets: ReturnType<typeof securityHeaderSets>, path: string): Record<string, string> {
  return isApiPath(path) ? sets.api : sets.document;
}

export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  const sets = securityHeaderSets(config);
  // Each header set is the same for every response (no nonces), so it is computed once at start-up instead of
  // rebuilding helmet's middleware on every request as @fastify/helmet does.
  app.addHook('onRequest', async (req, reply) => {
    reply.headers(securityHeadersFor(sets, handledPath(req)));
  });

  const allowedOrigins = new Set([new URL(config.publicUrl).origin]);

  // CSRF: cookies are SameSite=Lax, and every state-changing request from a browser must come from our own origin.
  app.addHook('onRequest', async (req, reply) => {
    if (SAFE_METHODS.has(req.method)) return;
    const rule = req.routeOptions.config.csrf;
    if (rule === 'provider-signed') return;
    // A bearer request is authenticated by its key, never by the cookie (bearer-auth.ts), and a browser cannot add
    // an Authorization header to a cross-site request without a CORS preflight this server never answers.
    if (bearerToken(req) !== null) return;
    const origin = req.headers.origin;
    const fetchSite = req.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site') return sendError(req, reply, 'CSRF_REJECTED');
    if (origin === undefined) return;
    // The browser itself vouches for same-origin requests; "null" origins then come from privacy settings.
    if (origin === 'null' && fetchSite === 'same-origin') return;
    // The one relaxation: the installed app's share target is a navigation the browser itself starts from the
    // system share sheet ("Sec-Fetch-Site: none"), which may carry an opaque origin. Cross-site and same-site posts
    // stay refused above and below. What it can do is narrow: store images as the signed-in user's uploads, which
    // spends nothing and is swept if never analysed; and a forged cross-site form post carries no session anyway
    // (SameSite=Lax), so it lands signed out.
    if (origin === 'null' && fetchSite === 'none' && rule === 'share-target') return;
    const hostOrigin = `${req.protocol}://${req.headers.host ?? ''}`;
    if (origin !== hostOrigin && !allowedOrigins.has(origin)) return sendError(req, reply, 'CSRF_REJECTED');
  });
}
