import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, ORIGIN, startTestApp, type CookieJar, type TestApp } from './support/test-app';
import { authed, signUp } from './support/accounts';

/**
 * Issue 14: the free allowance renews per UTC day or month when an admin says so, the count stays atomic, and the
 * stats and the public allowance say which period applies and when it renews. Manual entry (a confirmed match, no
 * screenshot) is charged like any complete analysis and needs no OCR, so these runs are fast.
 */
const ADMIN = 'period-admin@example.com';
const MATCH = {
  sport: 'football',
  teams: ['Arsenal', 'Chelsea'],
  odds: { home: '2.10', draw: '3.40', away: '3.60' },
  oddsFormat: 'decimal',
};

describe.each(DB_KINDS)('free allowance period (%s)', (kind) => {
  let t: TestApp;
  let admin: CookieJar;
  // The clock the allowance reads; each test sets it.
  let now = new Date('2026-11-24T23:58:00.000Z');

  beforeAll(async () => {
    // No stats caching, so a moved clock is seen by the very next read.
    t = await startTestApp(kind, { ADMIN_EMAILS: ADMIN, USER_CACHE_MS: '0' }, { overrides: { clock: () => now } });
    admin = await signUp(t, ADMIN);
  }, 60_000);
  afterAll(async () => t?.dispose());

  const setAllowance = async (body: { freePredictionLimit?: number; freePredictionPeriod?: string }) => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', payload: body, headers: authed(admin) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const analyse = (jar: CookieJar) =>
    t.app.inject({ method: 'POST', url: '/api/predictions/process', payload: { match: MATCH }, headers: authed(jar) });
  const stats = async (jar: CookieJar) => (await t.app.inject({ url: '/api/user/stats', headers: authed(jar) })).json();

  it('defaults to lifetime: no reset date, and the public allowance says so', async () => {
    const jar = await signUp(t, `lifetime-${kind}@example.com`);
    expect(await stats(jar)).toMatchObject({
      freePredictionLimit: 3,
      freePredictionPeriod: 'lifetime',
      freePredictionsResetAt: null,
      remainingPredictions: 3,
    });
    const pub = await t.app.inject({ url: '/api/free-allowance' });
    expect(pub.json()).toEqual({ limit: 3, period: 'lifetime' });
  });

  it('refuses an unknown period (400) and a non-admin (403), and keeps the old one', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { freePredictionPeriod: 'week' },
      headers: authed(admin),
    });
    expect(res.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/free-allowance' })).json().period).toBe('lifetime');
    const user = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { freePredictionPeriod: 'day' },
      headers: { origin: ORIGIN, cookie: (await signUp(t, `nosy-${kind}@example.com`)).header() },
    });
    expect(user.statusCode).toBe(403);
  });

  it('renews a day allowance at the UTC midnight, and a reservation from yesterday never counts today', async () => {
    expect(await setAllowance({ freePredictionLimit: 2, freePredictionPeriod: 'day' })).toMatchObject({
      freePredictionLimit: 2,
      freePredictionPeriod: 'day',
    });
    expect((await t.app.inject({ url: '/api/free-allowance' })).json()).toEqual({ limit: 2, period: 'day' });
    const jar = await signUp(t, `daily-${kind}@example.com`);
    now = new Date('2026-11-24T23:58:00.000Z');
    expect((await analyse(jar)).statusCode).toBe(200);
    expect((await analyse(jar)).statusCode).toBe(200);
    const over = await analyse(jar);
    expect([over.statusCode, over.json().code]).toEqual([403, 'QUOTA_EXHAUSTED']);
    expect(await stats(jar)).toMatchObject({
      freePredictionPeriod: 'day',
      freePredictionsResetAt: '2026-11-25T00:00:00.000Z',
      usedPredictions: 2,
      remainingPredictions: 0,
    });

    now = new Date('2026-11-24T23:59:59.999Z');
    expect((await analyse(jar)).statusCode).toBe(403);

    now = new Date('2026-11-25T00:00:00.000Z');
    expect(await stats(jar)).toMatchObject({
      usedPredictions: 0,
      remainingPredictions: 2,
      freePredictionsResetAt: '2026-11-26T00:00:00.000Z',
    });
    expect((await analyse(jar)).statusCode).toBe(200);
    expect(await stats(jar)).toMatchObject({ usedPredictions: 1, remainingPredictions: 1 });

    // A reservation made on the 25th and given back on the 26th leaves the 26th's allowance whole.
    const id = (await t.repos.users.findByEmail(`daily-${kind}@example.com`))!.id;
    expect(await t.repos.users.reserveFreePrediction(id, 2, 'd:2026-11-25')).toBe(true);
    now = new Date('2026-11-26T08:00:00.000Z');
    expect((await analyse(jar)).statusCode).toBe(200);
    await t.repos.users.releaseFreePrediction(id, 'd:2026-11-25');
    expect(await stats(jar)).toMatchObject({ usedPredictions: 1, remainingPredictions: 1 });
  });

  it('renews a month allowance on the 1st (UTC), not at the end of a day', async () => {
    await setAllowance({ freePredictionLimit: 1, freePredictionPeriod: 'month' });
    const jar = await signUp(t, `monthly-${kind}@example.com`);
    now = new Date('2026-12-30T12:00:00.000Z');
    expect((await analyse(jar)).statusCode).toBe(200);
    now = new Date('2026-12-31T23:59:59.000Z');
    expect((await analyse(jar)).statusCode).toBe(403);
    expect(await stats(jar)).toMatchObject({
      freePredictionPeriod: 'month',
      freePredictionsResetAt: '2027-01-01T00:00:00.000Z',
      remainingPredictions: 0,
    });
    now = new Date('2027-01-01T00:00:00.000Z');
    expect((await stats(jar)).remainingPredictions).toBe(1);
    expect((await analyse(jar)).statusCode).toBe(200);
    expect((await analyse(jar)).statusCode).toBe(403);
  });

  it('a zero limit grants nothing, even on the first request of a new period', async () => {
    await setAllowance({ freePredictionLimit: 0, freePredictionPeriod: 'day' });
    const jar = await signUp(t, `zero-${kind}@example.com`);
    now = new Date('2027-02-01T10:00:00.000Z');
    expect((await analyse(jar)).statusCode).toBe(403);
    expect((await stats(jar)).remainingPredictions).toBe(0);
  });

  it('lets exactly `limit` of 50 parallel requests through at a period boundary', async () => {
    await setAllowance({ freePredictionLimit: 4, freePredictionPeriod: 'day' });
    const jar = await signUp(t, `racer-${kind}@example.com`);
    now = new Date('2027-03-01T10:00:00.000Z');
    expect((await analyse(jar)).statusCode).toBe(200);
    // The next day: the first request of the period resets the count, the rest race it.
    now = new Date('2027-03-02T00:00:00.000Z');
    const responses = await Promise.all(Array.from({ length: 50 }, () => analyse(jar)));
    const codes = responses.map((r) => r.statusCode);
    expect(responses.find((r) => r.statusCode !== 200 && r.statusCode !== 403)?.body).toBeUndefined();
    expect(codes.filter((c) => c === 200)).toHaveLength(4);
    expect(responses.filter((r) => r.statusCode === 403).every((r) => r.json().code === 'QUOTA_EXHAUSTED')).toBe(true);
    expect(await stats(jar)).toMatchObject({ usedPredictions: 4, remainingPredictions: 0 });
    const row = await t.repos.users.findByEmail(`racer-${kind}@example.com`);
    // free_used keeps the lifetime total: one yesterday, four today.
    expect(row).toMatchObject({ free_used: 5, free_period_used: 4, free_period_key: 'd:2027-03-02' });
  }, 60_000);

  it('back on lifetime, the lifetime total counts again', async () => {
    await setAllowance({ freePredictionLimit: 3, freePredictionPeriod: 'lifetime' });
    const jar = await signUp(t, `back-${kind}@example.com`);
    expect((await analyse(jar)).statusCode).toBe(200);
    expect(await stats(jar)).toMatchObject({
      freePredictionPeriod: 'lifetime',
      freePredictionsResetAt: null,
      usedPredictions: 1,
    });
  });
});
