import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '@shared/api';
import type { AppConfig } from '../../config/config';
import type { SessionsRepository } from '../../repositories/sessions.repository';
import { bearerToken } from '../api-keys';

export const SESSION_COOKIE = 'oddslens_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie before any route runs. */
    user: AuthUser | null;
    sessionToken: string | null;
  }
}

export function sessionCookieOptions(config: AppConfig) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.secureCookies,
    maxAge: config.sessionTtlDays * 86_400,
  };
}

export function setSessionCookie(reply: FastifyReply, config: AppConfig, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(config));
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(SESSION_COOKIE, { ...sessionCookieOptions(config), maxAge: 0 });
}

const TOUCH_INTERVAL_MS = 5 * 60_000;

export function registerSessionResolver(app: FastifyInstance, deps: { sessions: SessionsRepository }): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (req: FastifyRequest) => {
    // A request carrying an API key is authenticated by the key alone (modules/api-keys/bearer-auth.ts).
    if (bearerToken(req) !== null) return;
    const token = req.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return;
    req.sessionToken = token;
    const row = await deps.sessions.findValid(token);
    // A banned user's sessions are deleted at ban time; the check here also covers a ban set directly in SQL.
    if (!row || row.banned) return;
    req.user = {
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      createdAt: row.created_at,
      emailVerified: !!row.email_verified_at,
      hasPassword: !!Number(row.has_password),
    };
    if (Date.now() - Date.parse(row.last_seen_at) > TOUCH_INTERVAL_MS) await deps.sessions.touch(row.session_id);
  });
}
