import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, ORIGIN, startTestApp, type CookieJar, type TestApp } from './support/test-app';
import { authed, signUp } from './support/accounts';
import { newId } from '../../server/src/lib/ids';
import { storedPredictionRow } from '../../server/src/modules/predictions/fixtures.test-helpers';
import type { BetInput, UserAnalytics } from '@shared/pro';
import { BEARER_ROUTES } from '../../server/src/modules/api-keys/bearer-auth';

/** Issue 14, "Pro that is worth paying for": bets and analytics, the CSV export, API keys, priority support. */
describe.each(DB_KINDS)('Pro features (%s)', (kind) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: `pro-admin-${kind}@example.com`, API_KEY_RATE_LIMIT: '5' });
  }, 60_000);
  afterAll(async () => t?.dispose());

  async function account(pro: boolean): Promise<{ jar: CookieJar; id: string }> {
    const email = `pro-${kind}-${++n}@example.com`;
    const jar = await signUp(t, email);
    const id = (await t.repos.users.findByEmail(email))!.id;
    if (pro) await grantPro(id);
    return { jar, id };
  }
  async function grantPro(userId: string) {
    const now = new Date().toISOString();
    await t.repos.subscriptions.insert({
      id: newId(),
      user_id: userId,
      provider: 'sandbox',
      provider_ref: null,
      provider_customer: null,
      status: 'active',
      current_period_end: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      cancel_at_period_end: 0,
      payment_method_ref: null,
      created_at: now,
      updated_at: now,
    });
    t.services.changes.publish(userId);
  }
  async function prediction(userId: string, variant = 0) {
    const row = storedPredictionRow(userId, { variant });
    await t.repos.predictions.insert(row);
    return row;
  }
  const req = (jar: CookieJar, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object, headers = {}) =>
    t.app.inject({ method, url, headers: authed(jar, headers), ...(payload ? { payload } : {}) });

  describe('recorded bets and analytics', () => {
    it('records, replaces and clears a bet; its closing-line value is taken / closing − 1', async () => {
      const { jar, id } = await account(false);
      const p = await prediction(id);
      const bet: BetInput = { selection: 'home', stake: 10, currency: 'USD', odds: 2.1, result: 'pending', closingOdds: 2 };
      const put = await req(jar, 'PUT', `/api/predictions/${p.id}/bet`, bet);
      expect(put.statusCode).toBe(200);
      const view = put.json().bet;
      expect(view).toMatchObject({ selection: 'home', stake: 10, currency: 'USD', odds: 2.1, closingOdds: 2, settledAt: null });
      expect(view.clv).toBeCloseTo(0.05, 10);
      const option = (
        JSON.parse(p.result_json) as { bettingOptions: { key: string; winProbability: number }[] }
      ).bettingOptions.find((o) => o.key === 'home')!;
      expect(view.probability).toBeCloseTo(option.winProbability / 100, 10);

      const won = await req(jar, 'PUT', `/api/predictions/${p.id}/bet`, { ...bet, result: 'won', closingOdds: null });
      expect(won.json().bet).toMatchObject({ result: 'won', clv: null });
      expect(won.json().bet.settledAt).not.toBeNull();
      expect((await req(jar, 'GET', `/api/predictions/${p.id}/bet`)).json().bet.result).toBe('won');

      expect((await req(jar, 'DELETE', `/api/predictions/${p.id}/bet`)).statusCode).toBe(204);
      expect((await req(jar, 'GET', `/api/predictions/${p.id}/bet`)).json()).toEqual({ bet: null });
    });

    it("refuses a selection the analysis did not price, bad numbers, and another user's prediction", async () => {
      const { jar, id } = await account(false);
      const p = await prediction(id);
      const base = { selection: 'home', stake: 10, odds: 2.1, result: 'won' };
      const bad = await req(jar, 'PUT', `/api/predictions/${p.id}/bet`, { ...base, selection: 'X9' }, { 'x-language': 'ru' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'INVALID_SELECTION', message: expect.stringMatching(/вариант/) });
      for (const wrong of [{ stake: 0 }, { odds: 1 }, { result: 'maybe' }, { currency: 'usd' }, { closingOdds: 0.5 }]) {
        const res = await req(jar, 'PUT', `/api/predictions/${p.id}/bet`, { ...base, ...wrong });
        expect(res.json().code, JSON.stringify(wrong)).toBe('VALIDATION_FAILED');
      }
      const other = await account(false);
      const theirs = await req(other.jar, 'PUT', `/api/predictions/${p.id}/bet`, base);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().code).toBe('NOT_FOUND');
    });

    it('keeps analytics to Pro users', async () => {
      const { jar } = await account(false);
      const res = await req(jar, 'GET', '/api/user/analytics');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('PRO_REQUIRED');
    });

    it('says "not enough data" (no figures) below five decided bets, then computes them from the recorded bets', async () => {
      const { jar, id } = await account(true);
      const record = async (b: Partial<BetInput> & { result: BetInput['result'] }, variant: number) => {
        const p = await prediction(id, variant);
        const bet = { selection: 'home', stake: 10, currency: 'EUR', odds: 2, ...b };
        const res = await req(jar, 'PUT', `/api/predictions/${p.id}/bet`, bet);
        expect(res.statusCode).toBe(200);
        return res.json().bet as { probability: number };
      };
      const first = await record({ result: 'won', closingOdds: 1.9 }, 0);
      await record({ result: 'lost', closingOdds: 2.1 }, 1);
      await record({ result: 'won', closingOdds: 1.8 }, 2);
      await record({ result: 'void' }, 3);
      await record({ result: 'pending' }, 4);
      let a = (await req(jar, 'GET', '/api/user/analytics')).json() as UserAnalytics;
      expect(a).toMatchObject({ minimum: 5, settled: 3, pending: 1, void: 1 });
      expect(a.returns[0]).toMatchObject({ currency: 'EUR', bets: 3, roi: null, hitRate: null, series: [] });
      expect(a.calibration).toMatchObject({ count: 3, brier: null, buckets: [] });
      expect(a.clv).toMatchObject({ count: 3, average: null });

      await record({ result: 'lost', odds: 3, stake: 20, closingOdds: 2.5 }, 5);
      await record({ result: 'won', odds: 1.5, closingOdds: 1.5 }, 6);
      a = (await req(jar, 'GET', '/api/user/analytics')).json() as UserAnalytics;
      // Staked 10+10+10+20+10 = 60 on decided bets; profit +10 −10 +10 −20 +5 = −5.
      expect(a.settled).toBe(5);
      const eur = a.returns[0]!;
      expect(eur).toMatchObject({ currency: 'EUR', bets: 5, staked: 60, profit: -5 });
      expect(eur.roi).toBeCloseTo(-5 / 60, 10);
      expect(eur.hitRate).toBeCloseTo(3 / 5, 10);
      expect(eur.series).toHaveLength(5);
      expect(eur.series[4]!.roi).toBeCloseTo(-5 / 60, 10);
      // Every bet here is on "home" of nearly the same match, so probabilities are close to one value.
      expect(a.calibration.count).toBe(5);
      expect(a.calibration.brier).toBeGreaterThan(0);
      expect(a.calibration.buckets.reduce((s, b) => s + b.count, 0)).toBe(5);
      expect(first.probability).toBeGreaterThan(0);
      // CLV: 2/1.9−1, 2/2.1−1, 2/1.8−1, 3/2.5−1, 0 over five bets with a closing price.
      const clvs = [2 / 1.9 - 1, 2 / 2.1 - 1, 2 / 1.8 - 1, 3 / 2.5 - 1, 0];
      expect(a.clv.count).toBe(5);
      expect(a.clv.average).toBeCloseTo(clvs.reduce((s, v) => s + v, 0) / 5, 10);
      expect(a.clv.beatRate).toBeCloseTo(3 / 5, 10);
    });
  });

  describe('CSV export', () => {
    it('refuses a free user', async () => {
      const { jar, id } = await account(false);
      await prediction(id);
      const res = await req(jar, 'GET', '/api/predictions/export.csv');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('PRO_REQUIRED');
    });

    it('exports history with bets: BOM, CRLF, English commas and dots; Russian semicolons and decimal commas', async () => {
      const { jar, id } = await account(true);
      const p = await prediction(id, 3);
      await req(jar, 'PUT', `/api/predictions/${p.id}/bet`, {
        selection: 'home',
        stake: 12.5,
        odds: 1.83,
        result: 'won',
        closingOdds: 1.75,
      });
      const en = await req(jar, 'GET', '/api/predictions/export.csv');
      expect(en.statusCode).toBe(200);
      expect(en.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
      expect(en.headers['content-disposition']).toMatch(/^attachment; filename="oddslens-history-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(en.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const lines = en.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]!.split(',')[0]).toBe('Analysed at');
      const cells = lines[1]!.split(',');
      expect(cells).toContain('Arsenal');
      expect(cells).toContain('1.83');
      expect(cells).toContain('12.5');
      expect(cells).toContain('won');
      expect(cells.at(-1)).toBe(String(Number(((1.83 / 1.75 - 1) * 100).toFixed(4))));

      const ru = await req(jar, 'GET', '/api/predictions/export.csv?lang=ru');
      const ruLines = ru.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(ruLines[0]!.split(';')[0]).toBe('Дата анализа');
      const ruCells = ruLines[1]!.split(';');
      expect(ruCells).toContain('1,83');
      expect(ruCells).toContain('12,5');
      expect(ruCells).toContain('выигрыш');
    });

    it('guards text cells that a spreadsheet would run as formulas', async () => {
      const { jar, id } = await account(true);
      const row = storedPredictionRow(id);
      const result = JSON.parse(row.result_json);
      result.correctedTeams = null;
      result.extractedData.teams = ['=HYPERLINK("http://evil.example","x")', '@SUM(A1)'];
      result.league = '+cmd';
      row.result_json = JSON.stringify(result);
      await t.repos.predictions.insert(row);
      const res = await req(jar, 'GET', '/api/predictions/export.csv');
      const body = res.body;
      expect(body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
      expect(body).toContain(`'@SUM(A1)`);
      expect(body).toContain(`'+cmd`);
      expect(body).not.toMatch(/[,;]=HYPERLINK/);
    });
  });

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

  describe('account data', () => {
    it('exports bets with the account data, and deleting the account erases its bets and keys', async () => {
      const { jar, id } = await account(true);
      const p = await prediction(id);
      await req(jar, 'PUT', `/api/predictions/${p.id}/bet`, { selection: 'draw', stake: 3, odds: 3.6, result: 'lost' });
      const { token } = (await req(jar, 'POST', '/api/user/api-keys', { name: 'k' })).json();
      const exported = (await req(jar, 'GET', '/api/account/export')).json();
      expect(exported.bets).toEqual([
        expect.objectContaining({ predictionId: p.id, selection: 'draw', stake: 3, result: 'lost' }),
      ]);
      // Deleting the account is not something a key may do.
      const byKey = await t.app.inject({
        method: 'POST',
        url: '/api/account/delete',
        payload: { password: 'longenough1' },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(byKey.json().code).toBe('API_KEY_NOT_ALLOWED');
      const res = await req(jar, 'POST', '/api/account/delete', { password: 'longenough1' });
      expect(res.statusCode).toBe(200);
      expect(await t.db.selectFrom('bets').select('prediction_id').where('user_id', '=', id).execute()).toEqual([]);
      expect(await t.db.selectFrom('api_keys').select('id').where('user_id', '=', id).execute()).toEqual([]);
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

  describe('priority support', () => {
    it('marks messages from Pro users and lists them first in the admin inbox', async () => {
      const free = await account(false);
      const pro = await account(true);
      const send = (jar: CookieJar, name: string, ip: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/contact',
          remoteAddress: ip,
          payload: { name, email: `${name}@example.com`, message: 'Please help me with my account.' },
          headers: authed(jar),
        });
      expect((await send(pro.jar, 'pro-first', '10.1.0.1')).statusCode).toBe(201);
      expect((await send(free.jar, 'free-later', '10.1.0.2')).statusCode).toBe(201);
      const admin = await signUp(t, `pro-admin-${kind}@example.com`);
      const { messages } = (await t.app.inject({ url: '/api/admin/contact-messages', headers: authed(admin) })).json();
      const names = messages.map((m: { name: string }) => m.name);
      expect(names.indexOf('pro-first')).toBeLessThan(names.indexOf('free-later'));
      expect(messages.find((m: { name: string }) => m.name === 'pro-first').priority).toBe(true);
      expect(messages.find((m: { name: string }) => m.name === 'free-later').priority).toBe(false);
      // Newest first would have put the free message on top: priority is what moved the Pro one up.
      expect(messages[0].name).toBe('pro-first');
    });
  });
  void ORIGIN;
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
