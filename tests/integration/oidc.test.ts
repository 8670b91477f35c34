import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Provider from 'oidc-provider';
import { startTestApp, type TestApp } from './support/test-app';
import { freePort } from './support/free-port';
import { BrowserLike } from './support/browser-fetch';

/**
 * End-to-end sign-in through a real OpenID Connect provider (oidc-provider, in-process, on loopback):
 * authorization code + PKCE, state and nonce, then a session in OddsLens.
 */
describe('sign-in with an external identity provider (OIDC)', () => {
  let idp: http.Server;
  let t: TestApp;
  let appUrl: string;
  let issuer: string;

  beforeAll(async () => {
    const idpPort = await freePort();
    const appPort = await freePort();
    issuer = `http://127.0.0.1:${idpPort}`;
    appUrl = `http://127.0.0.1:${appPort}`;
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: 'oddslens',
          client_secret: 'oddslens-test-secret',
          redirect_uris: [`${appUrl}/api/auth/oidc/callback`],
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      cookies: { keys: ['test-cookie-key'] },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      pkce: { required: () => true },
      findAccount: async (_ctx: unknown, id: string) => ({
        accountId: id,
        claims: async () => ({ sub: id, email: `${id}@idp.example`, email_verified: true, name: `User ${id}` }),
      }),
    });
    idp = http.createServer(provider.callback());
    await new Promise<void>((resolve) => idp.listen(idpPort, '127.0.0.1', resolve));

    t = await startTestApp('sqlite', {
      PUBLIC_URL: appUrl,
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: 'oddslens',
      OIDC_CLIENT_SECRET: 'oddslens-test-secret',
      OIDC_NAME: 'TestID',
      OIDC_ALLOW_INSECURE: 'true',
    });
    await t.app.listen({ host: '127.0.0.1', port: appPort });
  });

  afterAll(async () => {
    await t?.dispose();
    await new Promise((resolve) => idp?.close(resolve));
  });

  it('advertises the provider', async () => {
    const res = await fetch(`${appUrl}/api/auth/providers`);
    expect(await res.json()).toEqual({ password: true, oidc: { name: 'TestID' } });
  });

  it('signs a new user in through the provider and lands on next', async () => {
    const browser = new BrowserLike();
    // 1. Start: OddsLens redirects to the IdP, which shows its login interaction.
    const start = await browser.go(`${appUrl}/api/auth/oidc/start?next=/history`);
    expect(start.url.href).toMatch(new RegExp(`^${issuer}/interaction/`));
    const authRequest = start.visited.find((u) => u.startsWith(`${issuer}/auth?`))!;
    const params = new URL(authRequest).searchParams;
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();

    // 2. Log in at the IdP, 3. consent; the IdP redirects back to our callback, which sets a session.
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const login = await browser.go(start.url.href, {
      method: 'POST',
      body: 'prompt=login&login=alice&password=x',
      headers: form,
    });
    let final = login;
    if (login.url.href.startsWith(`${issuer}/interaction/`)) {
      final = await browser.go(login.url.href, { method: 'POST', body: 'prompt=consent', headers: form });
    }
    expect(final.url.href).toBe(`${appUrl}/history`);

    const me = await fetch(`${appUrl}/api/auth/user`, { headers: { cookie: browser.cookieHeader(new URL(appUrl)) } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'alice@idp.example', name: 'User alice', role: 'user' });
  });

  it('refuses a callback whose state does not match', async () => {
    const browser = new BrowserLike();
    await browser.go(`${appUrl}/api/auth/oidc/start`).catch(() => undefined);
    const res = await fetch(`${appUrl}/api/auth/oidc/callback?code=forged&state=wrong`, {
      headers: { cookie: browser.cookieHeader(new URL(appUrl)) },
      redirect: 'manual',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('OIDC_FAILED');
  });

  it('refuses a callback with no flow cookie', async () => {
    const res = await fetch(`${appUrl}/api/auth/oidc/callback?code=x&state=y`, { redirect: 'manual' });
    expect(res.status).toBe(400);
  });

  it('reports the identity provider as ready', async () => {
    const body = (await (await fetch(`${appUrl}/readyz`)).json()) as { components: Record<string, { status: string }> };
    expect(body.components['identityProvider']!.status).toBe('ok');
  });
});
