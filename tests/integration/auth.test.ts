import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, DB_KINDS, ORIGIN, READINESS_HEADERS, startTestApp, type TestApp } from './support/test-app';
import { waitForToken } from './support/outbox';

describe.each(DB_KINDS)('accounts and sessions (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: 'boss@example.com', SIGNIN_RATE_LIMIT_MAX: '5' });
  });
  afterAll(async () => t?.dispose());

  const post = (url: string, body: unknown, jar?: CookieJar, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: body as object,
      headers: { origin: ORIGIN, ...(jar ? { cookie: jar.header() } : {}), ...headers },
    });

  it('answers 401 with a coded body when signed out', async () => {
    const res = await t.app.inject({ url: '/api/auth/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
  });

  it('localizes errors for x-language: ru', async () => {
    const res = await t.app.inject({ url: '/api/auth/user', headers: { 'x-language': 'ru' } });
    expect(res.json().message).toBe('Войдите, чтобы продолжить.');
  });

  it('signs up, keeps the session, signs out, signs in again', async () => {
    const jar = new CookieJar();
    const signup = await post('/api/auth/signup', { email: 'Ann@Example.com', password: 'hunter2hunter2' }, jar);
    expect(signup.statusCode).toBe(201);
    expect(signup.json()).toMatchObject({ email: 'ann@example.com', role: 'user' });
    jar.store(signup.headers['set-cookie']);
    const cookieLine = ([] as string[]).concat(signup.headers['set-cookie'] ?? []).join(';');
    expect(cookieLine).toMatch(/HttpOnly/i);
    expect(cookieLine).toMatch(/SameSite=Lax/i);

    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: jar.header() } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('ann@example.com');

    const out = await t.app.inject({ url: '/api/logout', headers: { cookie: jar.header() } });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/');
    const oldCookie = jar.header();
    jar.store(out.headers['set-cookie']);
    // The old token is dead server-side, not merely forgotten by the browser.
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie: oldCookie } })).statusCode).toBe(401);

    const signin = await post('/api/auth/signin', { email: 'ann@example.com', password: 'hunter2hunter2' });
    expect(signin.statusCode).toBe(200);
    jar.store(signin.headers['set-cookie']);
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie: jar.header() } })).statusCode).toBe(200);
  });

  it('gives each bad input its own clear code', async () => {
    await post('/api/auth/signup', { email: 'bob@example.com', password: 'longenough1' });
    const cases: [unknown, string, number, string][] = [
      [{ email: 'not-an-email', password: 'longenough1' }, '/api/auth/signup', 400, 'INVALID_EMAIL'],
      [{ email: 'carl@example.com', password: 'short' }, '/api/auth/signup', 400, 'WEAK_PASSWORD'],
      [{ email: 'bob@example.com', password: 'longenough1' }, '/api/auth/signup', 409, 'EMAIL_TAKEN'],
      [{ email: 'bob@example.com', password: 'wrong-password' }, '/api/auth/signin', 401, 'INVALID_CREDENTIALS'],
      [{ email: 'nobody@example.com', password: 'whatever123' }, '/api/auth/signin', 401, 'INVALID_CREDENTIALS'],
      [{ email: 42, password: [] }, '/api/auth/signin', 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, url, status, code] of cases) {
      const res = await post(url, body);
      expect([url, res.statusCode, res.json().code]).toEqual([url, status, code]);
    }
  });

  it('rejects malformed JSON and prototype-pollution keys with INVALID_JSON', async () => {
    for (const payload of ['{"email": ', '{"__proto__": {"admin": true}, "email": "x@y.zz", "password": "abcdefgh1"}']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload,
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_JSON');
    }
  });

  it('refuses a cross-site POST (CSRF)', async () => {
    const res = await post('/api/auth/signup', { email: 'eve@example.com', password: 'longenough1' }, undefined, {
      origin: 'https://evil.example',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF_REJECTED');
  });

  it('accepts an opaque origin only when the browser says the request is same-origin', async () => {
    const same = await post('/api/auth/signup', { email: 'nullorigin@example.com', password: 'longenough1' }, undefined, {
      origin: 'null',
      'sec-fetch-site': 'same-origin',
    });
    expect(same.statusCode).toBe(201);
    const cross = await post('/api/auth/signup', { email: 'nullorigin2@example.com', password: 'longenough1' }, undefined, {
      origin: 'null',
    });
    expect(cross.json().code).toBe('CSRF_REJECTED');
  });

  it('rotates the session on sign-in (a fixed session id is not upgraded)', async () => {
    await post('/api/auth/signup', { email: 'dan@example.com', password: 'longenough1' });
    const fixed = 'attacker-chosen-token';
    const res = await post('/api/auth/signin', { email: 'dan@example.com', password: 'longenough1' }, undefined, {
      cookie: `oddslens_session=${fixed}`,
    });
    const jar = new CookieJar();
    jar.store(res.headers['set-cookie']);
    expect(jar.get('oddslens_session')).toBeTruthy();
    expect(jar.get('oddslens_session')).not.toBe(fixed);
  });

  it('makes an ADMIN_EMAILS account admin only once its address is verified (issue 12, finding 1)', async () => {
    const jar = new CookieJar();
    const res = await post('/api/auth/signup', { email: ' Boss@Example.com ', password: 'longenough1' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ role: 'user', emailVerified: false });
    jar.store(res.headers['set-cookie']);
    const signin = await post('/api/auth/signin', { email: 'boss@example.com', password: 'longenough1' });
    expect(signin.json().role).toBe('user');
    expect((await t.app.inject({ url: '/api/admin/user-stats', headers: { cookie: jar.header() } })).statusCode).toBe(403);

    const token = await waitForToken(t.dataDir, 'boss@example.com', 'verify-email');
    const verified = await post('/api/auth/verify-email', { token });
    expect(verified.json()).toEqual({ verified: true, email: 'boss@example.com', apiKeysRevoked: 0 });
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: jar.header() } });
    expect(me.json()).toMatchObject({ role: 'admin', emailVerified: true });
    // The link works once.
    expect((await post('/api/auth/verify-email', { token })).json().code).toBe('TOKEN_USED');
  });

  it('signs out everywhere', async () => {
    await post('/api/auth/signup', { email: 'eva@example.com', password: 'longenough1' });
    const a = new CookieJar();
    const b = new CookieJar();
    a.store((await post('/api/auth/signin', { email: 'eva@example.com', password: 'longenough1' })).headers['set-cookie']);
    b.store((await post('/api/auth/signin', { email: 'eva@example.com', password: 'longenough1' })).headers['set-cookie']);
    const res = await post('/api/auth/signout-all', {}, a);
    expect(res.json().ended).toBeGreaterThanOrEqual(2);
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie: b.header() } })).statusCode).toBe(401);
  });

  it('does not let a banned user sign in', async () => {
    await post('/api/auth/signup', { email: 'mallory@example.com', password: 'longenough1' });
    const user = await t.repos.users.findByEmail('mallory@example.com');
    await t.repos.users.update(user!.id, { banned: 1 });
    const res = await post('/api/auth/signin', { email: 'mallory@example.com', password: 'longenough1' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('USER_BANNED');
  });

  it('rate-limits sign-in attempts', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await post('/api/auth/signin', { email: 'brute@example.com', password: `guess-${i}-xx` });
      codes.push(res.statusCode);
      // The limit's headers come with the refusal only.
      if (res.statusCode === 401) expect(res.headers['x-ratelimit-remaining']).toBeUndefined();
    }
    expect(codes.slice(0, 5).every((c) => c === 401)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    const last = await post('/api/auth/signin', { email: 'brute@example.com', password: 'guess-x-xx' });
    expect(last.json().code).toBe('RATE_LIMITED');
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('/api/login sends the browser to the sign-in page with a safe next', async () => {
    const ok = await t.app.inject({ url: '/api/login?next=/history' });
    expect(ok.headers.location).toBe('/signin?next=%2Fhistory');
    const evil = await t.app.inject({ url: '/api/login?next=//evil.example' });
    expect(evil.headers.location).toBe('/signin?next=%2F');
  });

  it('sends the page policy on documents and the short API set on JSON and probes', async () => {
    for (const url of ['/no-such-path', '/history']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    for (const url of ['/healthz', '/api/auth/user', '/api/no-such-route', '/objects/not-an-id']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['referrer-policy']).toBeUndefined();
    }
  });

  it('reports health and readiness per component', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz', headers: READINESS_HEADERS });
    expect(ready.statusCode).toBe(200);
    const body = ready.json();
    expect(Object.keys(body.components).sort()).toEqual(['db', 'identityProvider', 'ocr', 'payments', 'queue', 'storage']);
    expect(body.components.db).toEqual({ status: 'ok', detail: kind });
  });
});
