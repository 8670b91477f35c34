import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, DB_KINDS, ORIGIN, startTestApp, type TestApp } from './support/test-app';

/** Issue 12, findings 5 and 7: TRUST_PROXY, router-level errors, control characters in addresses. */
describe.each(DB_KINDS)('TRUST_PROXY trusts hops, not every X-Forwarded-For (issue 12, finding 5) (%s)', (kind) => {
  let t: TestApp;
  let listed: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true', SIGNIN_RATE_LIMIT_MAX: '2' });
    listed = await startTestApp(kind, { TRUST_PROXY: '10.0.0.1' });
  });
  afterAll(async () => {
    await t?.dispose();
    await listed?.dispose();
  });

  it('keeps the sign-in limit when a client rotates a forged X-Forwarded-For', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: 'someone@example.com', password: `guess-${i}-xxxx` },
        // The proxy appends the address it saw; everything before it is whatever the client sent.
        headers: { origin: ORIGIN, 'x-forwarded-for': `198.51.100.${i + 1}, 203.0.113.7` },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 429, 429]);
  });

  it('takes the client address from a listed proxy only', async () => {
    const signUpFrom = async (email: string, remoteAddress: string) => {
      const res = await listed.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress,
        payload: { email, password: 'longenough1' },
        headers: { origin: ORIGIN, 'x-forwarded-for': '192.0.2.99, 198.51.100.20' },
      });
      expect(res.statusCode).toBe(201);
      const user = (await listed.repos.users.findByEmail(email))!;
      return (await listed.db.selectFrom('sessions').select('ip').where('user_id', '=', user.id).executeTakeFirstOrThrow()).ip;
    };
    expect(await signUpFrom('via-proxy@example.com', '10.0.0.1')).toBe('198.51.100.20');
    expect(await signUpFrom('direct@example.com', '10.0.0.2')).toBe('10.0.0.2');
  });
});

describe.each(DB_KINDS)('router errors, headers and address hygiene (issue 12, finding 7) (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.dispose());

  it('answers router-level errors (414, malformed URL) with the security headers and a coded, localized body', async () => {
    const long = await t.app.inject({ url: `/objects/uploads/${'a'.repeat(300)}`, headers: { 'x-language': 'ru' } });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ code: 'URI_TOO_LONG', message: 'Адрес запроса слишком длинный.' });
    const badUrl = await t.app.inject({ url: '/api/%E0%A4%A' });
    expect([badUrl.statusCode, badUrl.json().code]).toEqual([404, 'NOT_FOUND']);
    for (const res of [long, badUrl]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const page = await t.app.inject({ url: `/x/%E0%A4%A` });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('refuses control characters in the contact form address', async () => {
    const jar = new CookieJar();
    for (const email of ['ann\u0000@example.com', 'ann@exam\u007fple.com']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Ann', email, message: 'Hello there, a question.' },
        headers: { origin: ORIGIN, cookie: jar.header() },
      });
      expect([res.statusCode, res.json().code], JSON.stringify(email)).toEqual([400, 'VALIDATION_FAILED']);
    }
  });
});
