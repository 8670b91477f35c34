import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Provider from 'oidc-provider';
import { startTestApp, type TestApp } from './support/test-app';
import { freePort } from './support/free-port';
import { BrowserLike } from './support/browser-fetch';
import { waitForToken } from './support/outbox';

/**
 * End-to-end sign-in through a real OpenID Connect provider (oidc-provider, in-process, on loopback):
 * authorization code + PKCE, state and nonce, then a session in OddsLens.
 */
/** IdP accounts whose address is also an OddsLens account's (issue 12, finding 4). */
const IDP_ACCOUNTS: Record<string, Record<string, unknown>> = {
  // The provider says nothing about verification: not a yes.
  silent: { sub: 'silent', email: 'victim@example.com', name: 'Silent' },
  // Verified at the provider, but the OddsLens account with that address was never verified.
  proved: { sub: 'proved', email: 'squatted@example.com', email_verified: true },
  // Both sides proved: linking is safe.
  both: { sub: 'both', email: 'owner@example.com', email_verified: true },
};

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
        claims: async () => IDP_ACCOUNTS[id] ?? { sub: id, email: `${id}@idp.example`, email_verified: true, name: `User ${id}` },
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
    expect(await res.json()).toEqual({ password: true, oidc: { name: 'TestID' }, paymentsSandbox: true });
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

  /** A password account whose owner followed the verification link. */
  async function signUp(_t: TestApp, email: string) {
    const headers = { origin: appUrl };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password: 'longenough1' },
      headers,
    });
    expect(res.statusCode).toBe(201);
    const token = await waitForToken(t.dataDir, email, 'verify-email');
    const ok = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token }, headers });
    expect(ok.statusCode).toBe(200);
  }

  async function idpSignIn(login: string) {
    const browser = new BrowserLike();
    const start = await browser.go(`${appUrl}/api/auth/oidc/start?next=/history`);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    let final = await browser.go(start.url.href, {
      method: 'POST',
      body: `prompt=login&login=${login}&password=x`,
      headers: form,
    });
    if (final.url.href.startsWith(`${issuer}/interaction/`)) {
      final = await browser.go(final.url.href, { method: 'POST', body: 'prompt=consent', headers: form });
    }
    const me = await fetch(`${appUrl}/api/auth/user`, { headers: { cookie: browser.cookieHeader(new URL(appUrl)) } });
    return { final, me };
  }

  it('never links to an existing account when the provider does not say email_verified: true', async () => {
    await signUp(t, 'victim@example.com');
    const { final, me } = await idpSignIn('silent');
    expect(final.res.status).toBe(409);
    expect((await final.res.json()).code).toBe('EMAIL_TAKEN');
    expect(me.status).toBe(401);
    expect((await t.repos.users.findByEmail('victim@example.com'))!.oidc_subject).toBeNull();
  });

  it('never links to an unverified password account (account pre-hijacking)', async () => {
    const pre = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'squatted@example.com', password: 'attacker-chose-this' },
      headers: { origin: appUrl },
    });
    expect(pre.statusCode).toBe(201);
    const { final, me } = await idpSignIn('proved');
    expect(final.res.status).toBe(409);
    expect(me.status).toBe(401);
    expect((await t.repos.users.findByEmail('squatted@example.com'))!.oidc_subject).toBeNull();
  });

  it('links when both the provider and the account have proved the address', async () => {
    await signUp(t, 'owner@example.com');
    const { me } = await idpSignIn('both');
    expect(me.status).toBe(200);
    const user = (await t.repos.users.findByEmail('owner@example.com'))!;
    expect(user.oidc_subject).toBe('both');
    expect((await me.json()).id).toBe(user.id);
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
