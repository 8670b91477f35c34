import { authDocs } from './auth.api';
import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import type { AppConfig } from '../../config/config';
import type { AuthService } from './auth.service';
import { AppError } from '../../errors';
import { safeNext } from './auth.routes';
import { setSessionCookie } from './session';

const FLOW_COOKIE = 'oddslens_oidc';

interface FlowState {
  state: string;
  nonce: string;
  verifier: string;
  next: string;
}

/**
 * Sign-in through an external OpenID Connect provider: authorization code flow with PKCE, state and nonce.
 * The flow's secrets travel in a signed, httpOnly, 10-minute cookie, so any app process can finish the flow.
 */
export async function oidcRoutes(app: FastifyInstance, deps: { config: AppConfig; auth: AuthService }): Promise<void> {
  const { config: appConfig, auth } = deps;
  const oidc = appConfig.oidc;
  if (!oidc) return;
  const redirectUri = `${appConfig.publicUrl}/api/auth/oidc/callback`;
  let discovered: Promise<client.Configuration> | null = null;

  const configuration = (): Promise<client.Configuration> => {
    discovered ??= client
      .discovery(
        new URL(oidc.issuer),
        oidc.clientId,
        { client_secret: oidc.clientSecret, redirect_uris: [redirectUri], response_types: ['code'] },
        undefined,
        oidc.allowInsecure ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((err: unknown) => {
        discovered = null; // try again on the next sign-in rather than caching a failure forever
        throw err;
      });
    return discovered;
  };

  app.decorate('oidcReady', async () => {
    await configuration();
    return true;
  });

  app.get('/api/auth/oidc/start', { config: { doc: authDocs.oidcStart } }, async (req, reply) => {
    let config: client.Configuration;
    try {
      config = await configuration();
    } catch (err) {
      req.log.error({ err }, 'OIDC discovery failed');
      throw new AppError('SERVICE_UNAVAILABLE');
    }
    const flow: FlowState = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      verifier: client.randomPKCECodeVerifier(),
      next: safeNext((req.query as { next?: unknown }).next),
    };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), {
      path: '/api/auth/oidc',
      httpOnly: true,
      sameSite: 'lax',
      secure: appConfig.secureCookies,
      maxAge: 600,
      signed: true,
    });
    return reply.redirect(url.href);
  });

  app.get('/api/auth/oidc/callback', { config: { doc: authDocs.oidcCallback } }, async (req, reply) => {
    const raw = req.cookies[FLOW_COOKIE];
    const unsigned = raw ? req.unsignCookie(raw) : null;
    if (!unsigned?.valid || !unsigned.value) throw new AppError('OIDC_FAILED');
    let flow: FlowState;
    try {
      flow = JSON.parse(unsigned.value) as FlowState;
    } catch {
      throw new AppError('OIDC_FAILED');
    }
    reply.clearCookie(FLOW_COOKIE, { path: '/api/auth/oidc' });
    try {
      const config = await configuration();
      const currentUrl = new URL(req.url, appConfig.publicUrl);
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no id_token claims');
      const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      const { token } = await auth.signInWithOidc(
        {
          sub: claims.sub,
          email: (info.email ?? claims.email) as string | undefined,
          emailVerified: (info.email_verified ?? claims.email_verified) as boolean | undefined,
          name: (info.name ?? claims.name) as string | undefined,
        },
        { userAgent: req.headers['user-agent'] ?? null, ip: req.ip, previousToken: req.sessionToken },
      );
      setSessionCookie(reply, appConfig, token);
      return reply.redirect(flow.next);
    } catch (err) {
      if (err instanceof AppError) throw err;
      req.log.warn({ err }, 'OIDC callback failed');
      throw new AppError('OIDC_FAILED');
    }
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    oidcReady?: () => Promise<boolean>;
  }
}
