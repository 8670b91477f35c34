import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type CookieJar } from './support/test-app';
import { authed, signUp } from './support/accounts';
import { ERROR_CODES } from '@shared/errors';

/**
 * Bad input of any kind gets a clear 4xx with a stable code and a message in the user's language; nothing
 * answers 500 and nothing is half-written.
 */
describe('bad input across the JSON API', () => {
  let t: TestApp;
  let user: CookieJar;
  let admin: CookieJar;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { ADMIN_EMAILS: 'root@example.com' });
    user = await signUp(t, 'plain@example.com');
    admin = await signUp(t, 'root@example.com');
  });
  afterAll(async () => t?.dispose());

  const endpoints: { method: 'POST' | 'PUT'; url: string; as: 'user' | 'admin' }[] = [
    { method: 'POST', url: '/api/auth/signup', as: 'user' },
    { method: 'POST', url: '/api/auth/signin', as: 'user' },
    { method: 'POST', url: '/api/predictions/process', as: 'user' },
    { method: 'POST', url: '/api/predictions/extract', as: 'user' },
    { method: 'POST', url: '/api/predictions/00000000-0000-0000-0000-000000000000/outcome', as: 'user' },
    { method: 'POST', url: '/api/contact', as: 'user' },
    { method: 'PUT', url: '/api/admin/settings', as: 'admin' },
  ];
  const payloads: [string, string][] = [
    [
      'wrong types',
      JSON.stringify({ email: 12, password: false, imageUrls: 'x', outcome: 7, name: [], freePredictionLimit: '3' }),
    ],
    ['a malformed match', JSON.stringify({ match: { teams: 'Arsenal', odds: [], oddsFormat: 1 }, imageUrls: [] })],
    ['an array', '[1,2,3]'],
    ['a bare string', '"hello"'],
    ['null', 'null'],
    ['broken JSON', '{"a": '],
    ['a __proto__ key', '{"__proto__": {"isAdmin": true}}'],
    ['a constructor.prototype key', '{"constructor": {"prototype": {"isAdmin": true}}}'],
    ['deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ];

  for (const e of endpoints) {
    for (const [name, payload] of payloads) {
      it(`${e.method} ${e.url} with ${name}: coded 4xx`, async () => {
        const jar = e.as === 'admin' ? admin : user;
        const res = await t.app.inject({
          method: e.method,
          url: e.url,
          payload,
          headers: authed(jar, { 'content-type': 'application/json', 'x-language': 'ru' }),
        });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        const body = res.json();
        expect(ERROR_CODES).toContain(body.code);
        expect(body.message).toMatch(/[а-яё]/i);
      });
    }
  }

  it('refuses an oversized JSON body with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/predictions/process',
      payload: JSON.stringify({ imageUrls: ['y'.repeat(300 * 1024)] }),
      headers: authed(user, { 'content-type': 'application/json' }),
    });
    expect([res.statusCode, res.json().code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });

  it('refuses a form or text body where JSON is expected with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: 'email=a@b.cc&password=x',
      headers: authed(user, { 'content-type': 'application/x-www-form-urlencoded' }),
    });
    expect([res.statusCode, res.json().code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
  });

  it('answers bad query strings with coded 400s', async () => {
    for (const url of [
      '/api/admin/users?page=-1',
      '/api/admin/users?page=abc',
      '/api/admin/users?pageSize=100000',
      '/api/billing/config?lang=xx',
    ]) {
      const res = await t.app.inject({ url, headers: authed(admin) });
      expect([url, res.statusCode < 500, ERROR_CODES.includes(res.json().code) || res.statusCode === 200]).toEqual([
        url,
        true,
        true,
      ]);
    }
  });

  it('left nothing half-written: the admin settings still hold the defaults', async () => {
    const res = await t.app.inject({ url: '/api/admin/settings', headers: authed(admin) });
    expect(res.json()).toMatchObject({ freePredictionLimit: 3, referralLinks: {} });
    expect(await t.repos.predictions.countAll()).toBe(0);
  });
});
