import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, DB_KINDS, ORIGIN, startTestApp, type TestApp } from './support/test-app';
import { authed, signUp } from './support/accounts';
import { storedPredictionRow } from '../../server/src/modules/predictions/fixtures.test-helpers';
import { newId } from '../../server/src/lib/ids';

const ADMIN = 'boss@example.com';
const at = (day: string, time = '12:00:00') => `2026-03-${day}T${time}.000Z`;

/**
 * GET /api/admin/analytics and /api/admin/predictions over data placed on known UTC days, on SQLite and PostgreSQL.
 * The free limit is 2, so an account "runs out" on the day of its second charged analysis.
 */
describe.each(DB_KINDS)('admin analytics (%s)', (kind) => {
  let t: TestApp;
  let admin: CookieJar;
  let plain: CookieJar;
  const ids: Record<string, string> = {};

  const get = (url: string, jar: CookieJar | null = admin) =>
    t.app.inject({ method: 'GET', url, headers: jar ? authed(jar) : { origin: ORIGIN } });

  async function addPrediction(
    user: string,
    createdAt: string,
    opts: { charged?: boolean; sport?: string; recommended?: string | null } = {},
  ) {
    const row = storedPredictionRow(ids[user]!, { createdAt });
    await t.db
      .insertInto('predictions')
      .values({
        ...row,
        charged_free: opts.charged === false ? 0 : 1,
        sport: opts.sport ?? 'football',
        recommended_option: opts.recommended === undefined ? 'home' : opts.recommended,
      })
      .execute();
  }

  async function addSubscription(user: string, createdAt: string, periodEnd: string) {
    await t.db
      .insertInto('subscriptions')
      .values({
        id: newId(),
        user_id: ids[user]!,
        provider: 'sandbox',
        provider_ref: newId(),
        provider_customer: null,
        status: 'active',
        current_period_end: periodEnd,
        cancel_at_period_end: 0,
        payment_method_ref: null,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute();
  }

  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: ADMIN });
    admin = await signUp(t, ADMIN);
    plain = await signUp(t, 'plain@example.com');
    await signUp(t, 'anna@example.com');
    await signUp(t, 'boris@example.com');
    await signUp(t, 'carl@example.org');
    for (const [name, email, day] of [
      ['admin', ADMIN, '01'],
      ['plain', 'plain@example.com', '01'],
      ['anna', 'anna@example.com', '01'],
      ['boris', 'boris@example.com', '02'],
      ['carl', 'carl@example.org', '02'],
    ] as const) {
      ids[name] = (await t.repos.users.findByEmail(email))!.id;
      await t.db
        .updateTable('users')
        .set({ created_at: at(day) })
        .where('id', '=', ids[name]!)
        .execute();
    }
    const limit = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: authed(admin),
      payload: { freePredictionLimit: 2 },
    });
    expect(limit.statusCode).toBe(200);

    // anna: charged on the 1st and 3rd -> runs out on the 3rd; one uncharged (subscriber) analysis on the 5th.
    await addPrediction('anna', at('01'));
    await addPrediction('anna', at('03', '23:59:59'), { recommended: 'no-bet' });
    await addPrediction('anna', at('05'), { charged: false, sport: 'tennis' });
    // boris: two charged on the 2nd -> runs out on the 2nd; a third charged one on the 6th is not a new exhaustion.
    await addPrediction('boris', at('02', '08:00:00'));
    await addPrediction('boris', at('02', '09:00:00'), { sport: 'hockey', recommended: 'no-bet' });
    await addPrediction('boris', at('06'), { recommended: null });
    // carl: one charged analysis only -> never runs out.
    await addPrediction('carl', at('04', '00:00:00'));
    // anna pays on the 4th and renews on the 6th (one conversion); carl pays on the 8th (outside the range below).
    await addSubscription('anna', at('04'), '2099-01-01T00:00:00.000Z');
    await addSubscription('anna', at('06'), '2099-01-01T00:00:00.000Z');
    await addSubscription('carl', at('08'), '2099-01-01T00:00:00.000Z');
  });
  afterAll(async () => t?.dispose());

  it('counts each series per UTC day, with every day of the range present', async () => {
    const res = await get('/api/admin/analytics?from=2026-03-01&to=2026-03-07');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ from: '2026-03-01', to: '2026-03-07', freePredictionLimit: 2 });
    const rows = body.days.map((d: Record<string, unknown>) => [d.date, d.analyses, d.signups, d.conversions, d.exhaustions]);
    expect(rows).toEqual([
      ['2026-03-01', 1, 3, 0, 0],
      ['2026-03-02', 2, 2, 0, 1],
      ['2026-03-03', 1, 0, 0, 1],
      ['2026-03-04', 1, 0, 1, 0],
      ['2026-03-05', 1, 0, 0, 0],
      ['2026-03-06', 1, 0, 0, 0],
      ['2026-03-07', 0, 0, 0, 0],
    ]);
    expect(body.totals).toEqual({ analyses: 7, signups: 5, conversions: 1, exhaustions: 2 });
  });

  it('follows the limit as it is set now: with a limit of 1 every charged account ran out on its first', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: authed(admin),
      payload: { freePredictionLimit: 1 },
    });
    const body = (await get('/api/admin/analytics?from=2026-03-01&to=2026-03-07')).json();
    expect(body.days.map((d: { exhaustions: number }) => d.exhaustions)).toEqual([1, 1, 0, 1, 0, 0, 0]);
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: authed(admin),
      payload: { freePredictionLimit: 2 },
    });
  });

  it('counts running out per allowance period: with a daily allowance only two charged on one day exhaust it', async () => {
    const setPeriod = (freePredictionPeriod: string) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: authed(admin), payload: { freePredictionPeriod } });
    expect((await setPeriod('day')).statusCode).toBe(200);
    const daily = (await get('/api/admin/analytics?from=2026-03-01&to=2026-03-07')).json();
    // anna's two charged analyses fall on different days; boris's two on the 2nd do exhaust that day's allowance.
    expect(daily.days.map((d: { exhaustions: number }) => d.exhaustions)).toEqual([0, 1, 0, 0, 0, 0, 0]);
    expect((await setPeriod('month')).statusCode).toBe(200);
    const monthly = (await get('/api/admin/analytics?from=2026-03-01&to=2026-03-07')).json();
    expect(monthly.days.map((d: { exhaustions: number }) => d.exhaustions)).toEqual([0, 1, 1, 0, 0, 0, 0]);
    expect((await setPeriod('lifetime')).statusCode).toBe(200);
  });

  it('defaults to the last 30 days and refuses bad ranges with coded errors', async () => {
    const def = (await get('/api/admin/analytics')).json();
    expect(def.days).toHaveLength(30);
    expect(def.to).toBe(new Date().toISOString().slice(0, 10));
    for (const q of [
      'from=2026-03-07&to=2026-03-01',
      'from=2024-01-01&to=2026-03-01',
      'from=2026-02-30',
      'from=yesterday',
      'x=1',
    ]) {
      const res = await get(`/api/admin/analytics?${q}`);
      expect([q, res.statusCode, res.json().code]).toEqual([q, 400, 'VALIDATION_FAILED']);
    }
  });

  it('lists predictions newest first, filtered by dates, email, verdict and sport, with paging', async () => {
    const list = async (q: string) => (await get(`/api/admin/predictions?${q}`)).json();
    const all = await list('');
    expect(all.total).toBe(7);
    expect(all.predictions.map((p: { createdAt: string }) => p.createdAt)).toEqual(
      [...all.predictions.map((p: { createdAt: string }) => p.createdAt)].sort().reverse(),
    );
    expect(all.sports).toEqual(['football', 'hockey', 'tennis']);
    expect(all.predictions[0]).toMatchObject({ userEmail: 'boris@example.com', verdict: null, sport: 'football' });
    expect(all.predictions[0].teams).toEqual(['Arsenal', 'Chelsea']);

    expect((await list('email=ANNA')).total).toBe(3);
    expect((await list('email=example.org')).predictions.map((p: { userEmail: string }) => p.userEmail)).toEqual([
      'carl@example.org',
    ]);
    // LIKE wildcards are literal characters in the search.
    expect((await list('email=%25')).total).toBe(0);
    expect((await list('verdict=no-stake')).total).toBe(2);
    expect((await list('verdict=stake')).total).toBe(4);
    expect((await list('sport=hockey')).predictions.map((p: { userEmail: string }) => p.userEmail)).toEqual([
      'boris@example.com',
    ]);
    const range = await list('from=2026-03-02&to=2026-03-03');
    expect(range.total).toBe(3);
    // The last second of the `to` day is inside the range.
    expect(range.predictions.map((p: { createdAt: string }) => p.createdAt)).toContain(at('03', '23:59:59'));
    const combined = await list('from=2026-03-02&email=boris&verdict=stake&sport=football');
    expect(combined.total).toBe(1);

    const page1 = await list('pageSize=3&page=1');
    const page3 = await list('pageSize=3&page=3');
    expect([page1.predictions.length, page3.predictions.length, page3.total]).toEqual([3, 1, 7]);
    expect(new Set([...page1.predictions, ...page3.predictions].map((p: { id: string }) => p.id)).size).toBe(4);

    for (const q of ['verdict=value', 'sport=Foot ball', 'pageSize=500', 'page=0', 'from=2026-03-05&to=2026-03-01']) {
      const res = await get(`/api/admin/predictions?${q}`);
      expect([q, res.statusCode, res.json().code]).toEqual([q, 400, 'VALIDATION_FAILED']);
    }
  });

  it('is for admins only', async () => {
    for (const url of ['/api/admin/analytics', '/api/admin/predictions']) {
      expect((await get(url, null)).json().code).toBe('UNAUTHORIZED');
      const denied = await get(url, plain);
      expect([denied.statusCode, denied.json().code]).toEqual([403, 'ADMIN_REQUIRED']);
    }
  });

  it('serves the premium referral link to subscribers and the default one to everyone else', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: authed(admin),
      payload: { referralLinks: JSON.stringify({ default: 'https://d.example/', premium: 'https://p.example/' }) },
    });
    expect(res.statusCode).toBe(200);
    expect((await get('/api/referral-link', plain)).json()).toEqual({ name: 'default', url: 'https://d.example/' });
    await addSubscription('plain', new Date().toISOString(), '2099-01-01T00:00:00.000Z');
    expect((await get('/api/referral-link', plain)).json()).toEqual({ name: 'premium', url: 'https://p.example/' });
  });
});
