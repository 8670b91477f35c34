import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, startTestApp, type TestApp } from './support/test-app';
import { authed, signUp } from './support/accounts';
import { proCalls } from './support/pro';
import { newId } from '../../server/src/lib/ids';
import { BEARER_ROUTES } from '../../server/src/modules/api-keys/bearer-auth';

/**
 * Issue 14, "Pro that is worth paying for": API keys, where the API reference offers them, and their rate limit
 * across app processes.
 */
describe.each(DB_KINDS)('Pro features (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: `pro-admin-${kind}@example.com`, API_KEY_RATE_LIMIT: '5' });
  }, 60_000);
  afterAll(async () => t?.dispose());

  const { account, prediction, req } = proCalls(() => t, kind);

  describe('API keys', () => {
    const bearer = (token: string, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...extra });

    it('refuses a free user', async () => {
      const { jar } = await account(false);
      const res = await req(jar, 'POST', '/api/user/api-keys', { name: 'script' });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('PRO_REQUIRED');
    });

    it('creates a key shown once, stores only its hash, authenticates with it, and refuses it once revoked', async () => {
      const { jar, id } = await account(true);
      const created = await req(jar, 'POST', '/api/user/api-keys', { name: 'My script' });
      expect(created.statusCode).toBe(201);
      const { token, id: keyId, prefix } = created.json();
      expect(token).toMatch(/^olk_[\w-]{40,}$/);
      expect(token.startsWith(prefix)).toBe(true);
      const listed = (await req(jar, 'GET', '/api/user/api-keys')).json().keys;
      expect(listed).toEqual([expect.objectContaining({ id: keyId, name: 'My script', prefix })]);
      expect(JSON.stringify(listed)).not.toContain(token);
      const stored = await t.db.selectFrom('api_keys').selectAll().where('id', '=', keyId).executeTakeFirstOrThrow();
      expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(stored)).not.toContain(token.slice(prefix.length));

      // No cookie, no Origin: a script.
      const p = await prediction(id);
      const stats = await t.app.inject({ url: '/api/user/stats', headers: bearer(token) });
      expect(stats.statusCode).toBe(200);
      expect(stats.json().hasSubscription).toBe(true);
      // A write with a key passes the CSRF check, even from a foreign Origin: the key, not a cookie, authenticates it.
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/predictions/${p.id}/bet`,
        payload: { selection: 'away', stake: 1, odds: 4.5, result: 'pending' },
        headers: bearer(token, { origin: 'https://elsewhere.example' }),
      });
      expect(put.statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/user/analytics', headers: bearer(token) })).statusCode).toBe(200);

      const revoke = await req(jar, 'DELETE', `/api/user/api-keys/${keyId}`);
      expect(revoke.statusCode).toBe(204);
      const after = await t.app.inject({ url: '/api/user/stats', headers: bearer(token, { 'x-language': 'ru' }) });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toMatchObject({ code: 'API_KEY_INVALID', message: expect.stringMatching(/ключ/) });
      expect((await req(jar, 'GET', '/api/user/api-keys')).json().keys).toEqual([]);
    });

    it('never works for account, billing, admin or key routes, and never falls back to the cookie', async () => {
      const { jar } = await account(true);
      const { token } = (await req(jar, 'POST', '/api/user/api-keys', { name: 'k' })).json();
      const tries = [
        {
          method: 'POST' as const,
          url: '/api/account/password',
          payload: { currentPassword: 'longenough1', newPassword: 'evenlonger22' },
        },
        { method: 'POST' as const, url: '/api/billing/portal', payload: {} },
        { method: 'POST' as const, url: '/api/user/api-keys', payload: { name: 'more' } },
        { method: 'GET' as const, url: '/api/user/api-keys' },
        { method: 'GET' as const, url: '/api/admin/settings' },
      ];
      for (const { method, url, payload } of tries) {
        const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
        expect(res.statusCode, url).toBe(403);
        expect(res.json().code, url).toBe('API_KEY_NOT_ALLOWED');
      }
      // A wrong key beside a valid session cookie is refused, not served as the cookie's user.
      const mixed = await t.app.inject({ url: '/api/user/stats', headers: authed(jar, bearer('olk_wrong')) });
      expect(mixed.statusCode).toBe(401);
      expect(mixed.json().code).toBe('API_KEY_INVALID');
    });

    it('stops working when Pro ends, caps live keys at ten, and rate-limits each key', async () => {
      const { jar, id } = await account(true);
      const tokens: string[] = [];
      for (let i = 0; i < 10; i++) {
        const res = await req(jar, 'POST', '/api/user/api-keys', { name: `k${i}` });
        expect(res.statusCode).toBe(201);
        tokens.push(res.json().token);
      }
      const eleventh = await req(jar, 'POST', '/api/user/api-keys', { name: 'k10' });
      expect(eleventh.statusCode).toBe(409);
      expect(eleventh.json().code).toBe('API_KEY_LIMIT');

      // API_KEY_RATE_LIMIT=5 for this suite: the sixth call within the minute is refused, another key is not.
      for (let i = 0; i < 5; i++)
        expect((await t.app.inject({ url: '/api/user/stats', headers: bearer(tokens[0]!) })).statusCode).toBe(200);
      const limited = await t.app.inject({ url: '/api/user/stats', headers: bearer(tokens[0]!) });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('API_KEY_RATE_LIMITED');
      expect(limited.headers['retry-after']).toBe('60');
      expect((await t.app.inject({ url: '/api/user/stats', headers: bearer(tokens[1]!) })).statusCode).toBe(200);

      await t.db.updateTable('subscriptions').set({ status: 'cancelled' }).where('user_id', '=', id).execute();
      const lapsed = await t.app.inject({ url: '/api/user/stats', headers: bearer(tokens[2]!) });
      expect(lapsed.statusCode).toBe(403);
      expect(lapsed.json().code).toBe('PRO_REQUIRED');
    });
  });

  it('the API reference offers a key exactly where a key is accepted, and every listed route exists', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json?lang=en' })).json() as {
      paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
    };
    const documented = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(item))
        if (op.security?.some((s) => 'bearerAuth' in s))
          documented.add(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
    // The reference never promises a key where bearer-auth.ts refuses one.
    expect([...documented].filter((r) => !BEARER_ROUTES.has(r))).toEqual([]);
    for (const r of ['GET /api/user/analytics', 'PUT /api/predictions/:id/bet', 'GET /api/predictions/export.csv'])
      expect(documented.has(r), r).toBe(true);
    for (const r of ['GET /api/user/api-keys', 'POST /api/user/api-keys', 'DELETE /api/user/api-keys/:id'])
      expect(documented.has(r), r).toBe(false);
    for (const entry of BEARER_ROUTES) {
      const [method, url] = entry.split(' ') as ['GET', string];
      expect(t.app.hasRoute({ method, url }), entry).toBe(true);
    }
  });
});

/** With REDIS_URL every app process counts a key's calls in one place, so the limit holds across processes. */
describe.skipIf(!process.env['TEST_REDIS_URL'])('API key rate limit across app processes (Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = {
      REDIS_URL: process.env['TEST_REDIS_URL']!,
      BULLMQ_PREFIX: `keys-${newId().slice(0, 8)}`,
      API_KEY_RATE_LIMIT: '3',
    };
    a = await startTestApp('sqlite', env);
    // The second process shares the first one's database, as two app processes share one in production.
    b = await startTestApp('sqlite', env, { db: a.db, migrate: false });
  }, 60_000);
  afterAll(async () => {
    await b?.dispose();
    await a?.dispose();
  });

  it('refuses the fourth call of a minute even when the calls alternate between processes', async () => {
    const jar = await signUp(a, 'redis-keys@example.com');
    const id = (await a.repos.users.findByEmail('redis-keys@example.com'))!.id;
    const now = new Date().toISOString();
    await a.repos.subscriptions.insert({
      id: newId(),
      user_id: id,
      provider: 'sandbox',
      provider_ref: null,
      provider_customer: null,
      status: 'active',
      current_period_end: null,
      cancel_at_period_end: 0,
      payment_method_ref: null,
      created_at: now,
      updated_at: now,
    });
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/user/api-keys',
      payload: { name: 'r' },
      headers: authed(jar),
    });
    const headers = { authorization: `Bearer ${created.json().token}` };
    const codes: number[] = [];
    for (const app of [a, b, a, b]) codes.push((await app.app.inject({ url: '/api/user/stats', headers })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});
