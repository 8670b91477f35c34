import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_KEY_PREFIX } from '@shared/pro';
import { sendError } from '../../http/error-handler';
import { nowIso, sha256Hex } from '../../lib/ids';
import type { ApiKeysRepository } from '../../repositories/api-keys.repository';
import type { ProAccess } from '../analytics';
import type { KeyRateLimit } from './key-rate-limit';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request authenticated with a personal API key instead of the session cookie. */
    apiKeyId: string | null;
  }
}

const BEARER = /^Bearer\s+(\S{1,200})\s*$/i;

/** The token of an `Authorization: Bearer` header, or null. */
export function bearerToken(req: Pick<FastifyRequest, 'headers'>): string | null {
  const header = req.headers.authorization;
  return typeof header === 'string' ? (BEARER.exec(header)?.[1] ?? null) : null;
}

/**
 * What a key may do: read and write the user's analyses, bets and analytics. Never the account (password, email,
 * deletion, keys themselves), billing, admin or sign-in routes: a leaked key must not be able to take the account
 * over or spend money. Listed by route pattern, so a new route is closed to keys until added here.
 */
export const BEARER_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/auth/user',
  'GET /api/user',
  'GET /api/user/stats',
  'GET /api/user/analytics',
  'GET /api/user/bets',
  'GET /api/user/analysis-settings',
  'GET /api/predictions',
  'GET /api/predictions/history',
  'GET /api/predictions/export.csv',
  'GET /api/predictions/:id',
  'GET /api/predictions/:id/bet',
  'PUT /api/predictions/:id/bet',
  'DELETE /api/predictions/:id/bet',
  'POST /api/predictions/:id/outcome',
  'POST /api/predictions/extract',
  'POST /api/predictions/process',
  'POST /api/objects/upload',
  'PUT /uploads/:id',
  'GET /objects/uploads/:id',
  'GET /api/teams/suggest',
]);

/**
 * Resolves `Authorization: Bearer olk_...` to the key's owner. Runs after the cookie resolver, which leaves a
 * request with a bearer token alone: such a request is authenticated by its key or not at all, never by a cookie
 * that happens to ride along. The CSRF check skips these requests (http/security.ts): a browser cannot attach an
 * Authorization header to a cross-site request without a CORS preflight, which this server never grants.
 */
export function registerBearerAuth(
  app: FastifyInstance,
  deps: { keys: ApiKeysRepository; pro: ProAccess; limit: KeyRateLimit },
): void {
  app.decorateRequest('apiKeyId', null);
  const lastTouched = new Map<string, number>();
  app.addHook('onRequest', async (req, reply) => {
    const token = bearerToken(req);
    if (token === null) return;
    if (!token.startsWith(API_KEY_PREFIX)) return sendError(req, reply, 'API_KEY_INVALID');
    const row = await deps.keys.findLiveByHash(sha256Hex(token));
    if (!row || row.banned) return sendError(req, reply, 'API_KEY_INVALID');
    if (!BEARER_ROUTES.has(`${req.method === 'HEAD' ? 'GET' : req.method} ${req.routeOptions.url ?? ''}`))
      return sendError(req, reply, 'API_KEY_NOT_ALLOWED');
    // A key outlives the subscription that allowed its creation; it works only while Pro lasts.
    if (!(await deps.pro.isPro(row.id))) return sendError(req, reply, 'PRO_REQUIRED');
    if (!(await deps.limit(row.key_id))) {
      reply.header('retry-after', '60');
      return sendError(req, reply, 'API_KEY_RATE_LIMITED');
    }
    req.apiKeyId = row.key_id;
    req.user = {
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      createdAt: row.created_at,
      emailVerified: !!row.email_verified_at,
      hasPassword: row.password_hash !== null,
    };
    // "Last used" to the minute is what the account page shows; writing it on every call would double the writes.
    const now = Date.now();
    if (now - (lastTouched.get(row.key_id) ?? 0) > 60_000) {
      lastTouched.set(row.key_id, now);
      await deps.keys.touch(row.key_id, nowIso());
    }
  });
}
