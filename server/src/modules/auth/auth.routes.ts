import type { FastifyInstance, FastifyRequest } from 'fastify';
import { credentialsSchema, passwordResetConfirmSchema, passwordResetRequestSchema, type AuthProviders } from '@shared/api';
import type { AppConfig } from '../../config/config';
import type { AuthService } from './auth.service';
import type { EmailFlows } from '../account';
import { parseInput } from '../../lib/validate';
import { requireUser } from './permissions';
import { clearSessionCookie, setSessionCookie } from './session';
import { AppError } from '../../errors';
import { requestLanguage } from '../../i18n/language';
import { authDocs, tokenSchema } from './auth.api';

function sessionMeta(req: FastifyRequest) {
  return { userAgent: req.headers['user-agent'] ?? null, ip: req.ip, previousToken: req.sessionToken };
}

/** Only same-site relative paths are accepted as a post-sign-in destination (no open redirects). */
export function safeNext(next: unknown): string {
  return typeof next === 'string' && /^\/(?![/\\])[\w\-./?=&%#]*$/.test(next) ? next : '/';
}

export async function authRoutes(
  app: FastifyInstance,
  deps: { config: AppConfig; auth: AuthService; emails: EmailFlows },
): Promise<void> {
  const { config, auth, emails } = deps;

  app.get('/api/auth/user', { config: { doc: authDocs.authUser } }, async (req) => requireUser(req));
  // The spec's client also refreshes /api/user on language change; it is the same record.
  app.get('/api/user', { config: { doc: authDocs.user } }, async (req) => requireUser(req));

  app.get('/api/auth/providers', { config: { doc: authDocs.providers } }, async (): Promise<AuthProviders> => ({
    password: !config.oidc?.only,
    oidc: config.oidc ? { name: config.oidc.name } : null,
    paymentsSandbox: config.paymentsSandbox,
  }));

  app.post(
    '/api/auth/signup',
    // Per address: accounts are cheap to make, and each one gets free predictions and a mail.
    {
      config: {
        doc: authDocs.signup,
        rateLimit: { max: config.signupMax, timeWindow: '1 hour', keyGenerator: (req) => `signup:${req.ip}` },
      },
    },
    async (req, reply) => {
      if (config.oidc?.only) throw new AppError('FORBIDDEN');
      const body = parseInput(credentialsSchema, req.body);
      const { user, token } = await auth.signUp(body, sessionMeta(req));
      // Unverified accounts still get their free predictions: the link only proves the address (admin, OIDC linking).
      await emails.sendVerification(user, requestLanguage(req));
      setSessionCookie(reply, config, token);
      return reply.code(201).send(user);
    },
  );

  app.post('/api/auth/verify-email', { config: { doc: authDocs.verifyEmail } }, async (req) => {
    const { token } = parseInput(tokenSchema, req.body);
    const { user, apiKeysRevoked } = await emails.verifyEmail(token);
    return { verified: true, email: user.email, apiKeysRevoked };
  });

  app.post(
    '/api/auth/verify-email/resend',
    {
      config: {
        doc: authDocs.verifyResend,
        rateLimit: { max: 5, timeWindow: '1 hour', keyGenerator: (req) => `verify-resend:${req.user?.id ?? req.ip}` },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      if (!user.emailVerified) await emails.sendVerification(user, requestLanguage(req));
      return reply.code(202).send({ sent: !user.emailVerified });
    },
  );

  app.post(
    '/api/auth/password-reset',
    {
      config: {
        doc: authDocs.passwordReset,
        rateLimit: { max: 5, timeWindow: '15 minutes', keyGenerator: (req) => `reset:${req.ip}` },
      },
    },
    async (req, reply) => {
      if (config.oidc?.only) throw new AppError('FORBIDDEN');
      const { email } = parseInput(passwordResetRequestSchema, req.body);
      // 202 whether or not the address has an account.
      await emails.requestPasswordReset(email, requestLanguage(req));
      return reply.code(202).send({ accepted: true });
    },
  );

  app.post(
    '/api/auth/password-reset/confirm',
    {
      config: {
        doc: authDocs.passwordResetConfirm,
        rateLimit: { max: 10, timeWindow: '15 minutes', keyGenerator: (req) => `reset-confirm:${req.ip}` },
      },
    },
    async (req, reply) => {
      const { token, password } = parseInput(passwordResetConfirmSchema, req.body);
      const revoked = await emails.confirmPasswordReset(token, password);
      // Every session of the account ended, this browser's included, and every API key.
      clearSessionCookie(reply, config);
      return { reset: true, apiKeysRevoked: revoked.apiKeys };
    },
  );

  app.post(
    '/api/auth/signin',
    {
      config: {
        doc: authDocs.signin,
        rateLimit: {
          max: config.rateLimit.signinMax,
          timeWindow: '1 minute',
          // After body parsing, so the key can include the account being tried.
          hook: 'preHandler',
          // Per address and per account, so one attacker cannot lock a user out from elsewhere by exhausting a shared key.
          keyGenerator: (req: FastifyRequest) => {
            const body = req.body as { email?: unknown } | undefined;
            const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase().slice(0, 254) : '';
            return `signin:${req.ip}:${email}`;
          },
        },
      },
    },
    async (req, reply) => {
      if (config.oidc?.only) throw new AppError('FORBIDDEN');
      const body = parseInput(credentialsSchema, req.body);
      const { user, token } = await auth.signIn(body, sessionMeta(req));
      setSessionCookie(reply, config, token);
      return user;
    },
  );

  app.post('/api/auth/signout', { config: { doc: authDocs.signout } }, async (req, reply) => {
    if (req.sessionToken) await auth.signOut(req.sessionToken);
    clearSessionCookie(reply, config);
    return reply.code(204).send();
  });

  app.post('/api/auth/signout-all', { config: { doc: authDocs.signoutAll } }, async (req, reply) => {
    const user = requireUser(req);
    const ended = await auth.signOutEverywhere(user.id);
    clearSessionCookie(reply, config);
    return { ended: ended.sessions, apiKeysRevoked: ended.apiKeys };
  });

  // Browser navigation endpoints from the spec.
  app.get('/api/login', { config: { doc: authDocs.login } }, async (req, reply) => {
    const next = safeNext((req.query as { next?: unknown }).next);
    if (config.oidc?.only) return reply.redirect(`/api/auth/oidc/start?next=${encodeURIComponent(next)}`);
    return reply.redirect(`/signin?next=${encodeURIComponent(next)}`);
  });

  app.get('/api/logout', { config: { doc: authDocs.logout } }, async (req, reply) => {
    // A navigation another site started (a link or an image pointing here) must not sign the user out: GET changes
    // state here only for our own pages or a typed address (issue 47, low). POST /api/auth/signout is the API's way.
    if (req.headers['sec-fetch-site'] === 'cross-site') return reply.redirect('/');
    if (req.sessionToken) await auth.signOut(req.sessionToken);
    clearSessionCookie(reply, config);
    return reply.redirect('/');
  });
}
