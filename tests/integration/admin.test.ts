import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, DB_KINDS, ORIGIN, startTestApp, type TestApp } from './support/test-app';
import { authed, signUp } from './support/accounts';

const ADMIN = 'admin@example.com';

function storedResult(teams: [string, string]) {
  return JSON.stringify({
    language: 'en',
    sport: 'football',
    league: null,
    extractedData: {
      teams,
      date: '2030-05-01',
      time: null,
      homeOdds: '2.10',
      drawOdds: '3.40',
      awayOdds: '3.60',
      oddsFormat: 'decimal',
    },
    correctedTeams: null,
    overallConfidence: 64,
    mainRecommendation: `${teams[0]} to win`,
    recommendedOption: 'home',
    marketAnalysis: null,
    model: null,
    probabilities: null,
    bettingOptions: [
      { type: 'Home win', odds: '2.10', recommendation: 'Back', reasoning: 'r', confidence: 64, riskLevel: 'Medium' },
    ],
    keyFactors: ['a', 'b'],
    warnings: [],
    screenshotsAnalyzed: 1,
    engineVersion: 'test',
  });
}

describe.each(DB_KINDS)('admin API (%s)', (kind) => {
  let t: TestApp;
  let admin: CookieJar;
  let user: CookieJar;
  let userId: string;
  let adminId: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: ADMIN });
    admin = await signUp(t, ADMIN);
    user = await signUp(t, 'Plain.User@example.com');
    userId = (await t.repos.users.findByEmail('plain.user@example.com'))!.id;
    adminId = (await t.repos.users.findByEmail(ADMIN))!.id;
  });
  afterAll(async () => t?.dispose());

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, jar?: CookieJar, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: jar ? authed(jar) : { origin: ORIGIN },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const put = (payload: unknown) => call('PUT', '/api/admin/settings', admin, payload);
  const settings = async () => (await call('GET', '/api/admin/settings', admin)).json();

  it('allows every admin route to admins only: 401 signed out, 403 ADMIN_REQUIRED for users', async () => {
    const victim = await signUp(t, `perm-${kind}@example.com`);
    const victimId = (await t.repos.users.findByEmail(`perm-${kind}@example.com`))!.id;
    const routes: ['GET' | 'PUT' | 'POST', string, unknown?][] = [
      ['GET', '/api/admin/settings'],
      ['PUT', '/api/admin/settings', { freePredictionLimit: 3 }],
      ['GET', '/api/admin/user-stats'],
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${victimId}`],
      ['POST', `/api/admin/users/${victimId}/ban`, {}],
      ['POST', `/api/admin/users/${victimId}/unban`, {}],
      ['GET', '/api/admin/audit'],
      ['GET', '/api/admin/contact-messages'],
    ];
    for (const [method, url, body] of routes) {
      const out = await call(method, url, undefined, body);
      expect([method, url, out.statusCode, out.json().code]).toEqual([method, url, 401, 'UNAUTHORIZED']);
      const denied = await call(method, url, user, body);
      expect([method, url, denied.statusCode, denied.json().code]).toEqual([method, url, 403, 'ADMIN_REQUIRED']);
      expect(denied.json().message).toBe('Access denied. Admin privileges required.');
      const ok = await call(method, url, admin, body);
      expect([method, url, ok.statusCode]).toEqual([method, url, 200]);
    }
    expect(victim).toBeTruthy();
  });

  it('reads and updates the free prediction limit, which users see at once', async () => {
    expect(await settings()).toEqual({
      isAdmin: true,
      freePredictionLimit: 3,
      freePredictionPeriod: 'lifetime',
      referralLinks: {},
    });
    const res = await put({ freePredictionLimit: 5 });
    expect(res.json()).toMatchObject({ isAdmin: true, freePredictionLimit: 5 });
    expect((await call('GET', '/api/user/stats', user)).json()).toMatchObject({
      freePredictionLimit: 5,
      remainingPredictions: 5,
    });
    expect((await put({ freePredictionLimit: 0 })).json().freePredictionLimit).toBe(0);
    expect((await call('GET', '/api/user/stats', user)).json().remainingPredictions).toBe(0);
    await put({ freePredictionLimit: 3 });
  });

  it('rejects every bad free prediction limit and unknown keys, changing nothing', async () => {
    await put({ freePredictionLimit: 4 });
    const cases: [unknown, string][] = [
      [{ freePredictionLimit: '5' }, 'VALIDATION_FAILED'],
      [{ freePredictionLimit: 2.5 }, 'VALIDATION_FAILED'],
      [{ freePredictionLimit: -1 }, 'VALIDATION_FAILED'],
      [{ freePredictionLimit: null }, 'VALIDATION_FAILED'],
      [{ freePredictionLimit: 1e9 }, 'VALIDATION_FAILED'],
      [{ freePredictionLimit: 3, isAdmin: true }, 'VALIDATION_FAILED'],
      [{ referralLinks: { default: { url: 'https://x.example' } } }, 'VALIDATION_FAILED'],
      [{}, 'INVALID_SETTINGS'],
      [[], 'VALIDATION_FAILED'],
    ];
    for (const [body, code] of cases) {
      const res = await put(body);
      expect([JSON.stringify(body), res.statusCode, res.json().code]).toEqual([JSON.stringify(body), 400, code]);
      if (code === 'VALIDATION_FAILED' && !Array.isArray(body)) expect(res.json().issues.length).toBeGreaterThan(0);
    }
    const notJson = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: '{"freePredictionLimit": ',
      headers: authed(admin, { 'content-type': 'application/json' }),
    });
    expect([notJson.statusCode, notJson.json().code]).toEqual([400, 'INVALID_JSON']);
    expect((await settings()).freePredictionLimit).toBe(4);
    await put({ freePredictionLimit: 3 });
  });

  it('stores referral links typed as JSON text, normalised, and serves the default one to users', async () => {
    expect((await call('GET', '/api/referral-link', user)).json()).toEqual({ name: 'default', url: null });
    expect((await call('GET', '/api/referral-link')).statusCode).toBe(401);

    const text = '{"premium": "https://premium.example/offer", "default": {"url": "https://bk.example/ref?promo=ODDS"}}';
    const res = await put({ referralLinks: text });
    expect(res.statusCode).toBe(200);
    expect(res.json().referralLinks).toEqual({
      premium: { url: 'https://premium.example/offer' },
      default: { url: 'https://bk.example/ref?promo=ODDS' },
    });
    expect((await call('GET', '/api/referral-link', user)).json()).toEqual({
      name: 'default',
      url: 'https://bk.example/ref?promo=ODDS',
    });

    await put({ referralLinks: '{"partner": {"url": "https://partner.example/"}}' });
    expect((await call('GET', '/api/referral-link', user)).json()).toEqual({ name: 'partner', url: 'https://partner.example/' });

    // Empty text clears them.
    expect((await put({ referralLinks: '  ' })).json().referralLinks).toEqual({});
    expect((await call('GET', '/api/referral-link', user)).json().url).toBeNull();
  });

  it('rejects bad referral links with INVALID_REFERRAL_LINKS and writes nothing', async () => {
    await put({ referralLinks: '{"default": "https://keep.example/"}' });
    const tooMany = JSON.stringify(Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`l${i}`, `https://x${i}.example/`])));
    const bad = [
      'not json',
      '{"default": ',
      '[{"url": "https://x.example"}]',
      '"https://x.example"',
      'null',
      '42',
      '{"default": {"url": "http://insecure.example"}}',
      '{"default": "javascript:alert(1)"}',
      '{"default": {"url": "javascript:alert(1)//https://x"}}',
      '{"default": "data:text/html,hi"}',
      '{"default": "https://user:pass@x.example/"}',
      '{"default": "not a url"}',
      '{"bad name!": "https://x.example"}',
      `{"${'n'.repeat(41)}": "https://x.example"}`,
      '{"__proto__": "https://x.example"}',
      '{"default": {"link": "https://x.example"}}',
      '{"default": 123}',
      '{"default": ["https://x.example"]}',
      tooMany,
    ];
    for (const referralLinks of bad) {
      const res = await put({ referralLinks, freePredictionLimit: 9 });
      expect([referralLinks.slice(0, 40), res.statusCode, res.json().code]).toEqual([
        referralLinks.slice(0, 40),
        400,
        'INVALID_REFERRAL_LINKS',
      ]);
      expect(res.json().issues[0].path).toMatch(/^referralLinks/);
    }
    const ru = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { referralLinks: 'nope' },
      headers: authed(admin, { 'x-language': 'ru' }),
    });
    expect(ru.json().message).toMatch(/Партнёрские ссылки/);
    // Nothing was half-applied: the valid limit sent beside a bad link was not saved either.
    expect(await settings()).toMatchObject({
      freePredictionLimit: 3,
      referralLinks: { default: { url: 'https://keep.example/' } },
    });
    // 20 links is the maximum, and accepted.
    const twenty = JSON.stringify(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`l${i}`, `https://x${i}.example/`])));
    expect((await put({ referralLinks: twenty })).statusCode).toBe(200);
    await put({ referralLinks: '' });
  });

  it('counts users, active subscriptions, predictions and today’s predictions (UTC)', async () => {
    const before = (await call('GET', '/api/admin/user-stats', admin)).json();
    const now = new Date();
    const yesterday = new Date(now.getTime() - 86_400_000 * 2);
    for (const [createdAt, teams] of [
      [now, ['Arsenal', 'Chelsea']],
      [now, ['Spartak', 'CSKA']],
      [yesterday, ['Lakers', 'Celtics']],
    ] as [Date, [string, string]][]) {
      const result_json = storedResult(teams);
      await t.repos.predictions.insert({
        id: crypto.randomUUID(),
        user_id: userId,
        created_at: createdAt.toISOString(),
        language: 'en',
        sport: 'football',
        overall_confidence: 64,
        result_json,
        content_hash: crypto.createHash('sha256').update(result_json).digest('hex'),
        request_id: null,
        charged_free: 1,
        outcome: null,
        outcome_at: null,
      });
    }
    await t.repos.subscriptions.insert({
      id: crypto.randomUUID(),
      user_id: userId,
      provider: 'sandbox',
      provider_ref: userId,
      provider_customer: null,
      status: 'active',
      current_period_end: new Date(now.getTime() + 86_400_000 * 10).toISOString(),
      cancel_at_period_end: 0,
      payment_method_ref: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
    const after = (await call('GET', '/api/admin/user-stats', admin)).json();
    expect(after).toEqual({
      totalUsers: before.totalUsers,
      activeSubscriptions: before.activeSubscriptions + 1,
      totalPredictions: before.totalPredictions + 3,
      todaysPredictions: before.todaysPredictions + 2,
    });
  });

  it('lists users with case-insensitive search, paging and validated query', async () => {
    for (const n of [1, 2, 3]) await signUp(t, `pager${n}-${kind}@example.com`);
    const found = (await call('GET', `/api/admin/users?q=PAGER&pageSize=2`, admin)).json();
    expect(found).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(found.users).toHaveLength(2);
    const page2 = (await call('GET', `/api/admin/users?q=pager&page=2&pageSize=2`, admin)).json();
    expect(page2.users).toHaveLength(1);
    const all = new Set([...found.users, ...page2.users].map((u: { email: string }) => u.email));
    expect(all.size).toBe(3);

    const plain = (await call('GET', '/api/admin/users?q=plain.user', admin)).json();
    expect(plain.users).toEqual([
      {
        id: userId,
        email: 'plain.user@example.com',
        role: 'user',
        banned: false,
        banReason: null,
        createdAt: expect.any(String),
        predictionsUsed: 3,
        subscriptionStatus: 'active',
      },
    ]);
    // LIKE wildcards in the search are literal.
    expect((await call('GET', '/api/admin/users?q=%25', admin)).json().total).toBe(0);
    expect((await call('GET', '/api/admin/users?q=_', admin)).json().total).toBe(0);

    for (const query of ['page=abc', 'page=0', 'page=1.5', 'page=-1', 'pageSize=500', 'pageSize=0', 'sort=email']) {
      const res = await call('GET', `/api/admin/users?${query}`, admin);
      expect([query, res.statusCode, res.json().code]).toEqual([query, 400, 'VALIDATION_FAILED']);
    }
  });

  it('shows one user with their last predictions and subscription', async () => {
    const res = await call('GET', `/api/admin/users/${userId}`, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ id: userId, email: 'plain.user@example.com', predictionsUsed: 3, freeUsed: 0 });
    expect(body.predictions).toHaveLength(3);
    expect(body.predictions[0]).toMatchObject({
      overallConfidence: 64,
      confidence: 64,
      sport: 'football',
      mainRecommendation: expect.stringMatching(/to win$/),
      extractedData: { odds: { home: '2.10', draw: '3.40', away: '3.60' } },
      bettingOptions: [{ type: 'Home win', confidence: 64, recommendation: 'Back', odds: '2.10' }],
    });
    expect(Object.keys(body.predictions[0])).not.toContain('result_json');
    expect(body.subscription).toMatchObject({ status: 'active', provider: 'sandbox', cancelAtPeriodEnd: false });
    expect((await call('GET', `/api/admin/users/${crypto.randomUUID()}`, admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/users/not-an-id', admin)).statusCode).toBe(404);
  });

  it('bans: every session ends, sign-in is refused; unban restores access; self-ban is refused', async () => {
    const email = `banme-${kind}@example.com`;
    const a = await signUp(t, email);
    const b = new CookieJar();
    b.store((await call('POST', '/api/auth/signin', undefined, { email, password: 'longenough1' })).headers['set-cookie']);
    const id = (await t.repos.users.findByEmail(email))!.id;
    expect((await call('GET', '/api/auth/user', a)).statusCode).toBe(200);

    const ban = await call('POST', `/api/admin/users/${id}/ban`, admin, { reason: 'Chargeback abuse' });
    expect(ban.json()).toEqual({ ok: true, endedSessions: 2 });
    for (const jar of [a, b]) expect((await call('GET', '/api/auth/user', jar)).statusCode).toBe(401);
    const signin = await call('POST', '/api/auth/signin', undefined, { email, password: 'longenough1' });
    expect([signin.statusCode, signin.json().code]).toEqual([403, 'USER_BANNED']);
    const listed = (await call('GET', `/api/admin/users?q=${encodeURIComponent(email)}`, admin)).json().users[0];
    expect(listed).toMatchObject({ banned: true, banReason: 'Chargeback abuse' });

    const badReason = await call('POST', `/api/admin/users/${id}/ban`, admin, { reason: 'x'.repeat(501) });
    expect(badReason.statusCode).toBe(400);
    const extra = await call('POST', `/api/admin/users/${id}/ban`, admin, { reason: 'x', role: 'admin' });
    expect(extra.statusCode).toBe(400);

    expect((await call('POST', `/api/admin/users/${id}/unban`, admin, {})).json()).toEqual({ ok: true });
    expect((await call('POST', '/api/auth/signin', undefined, { email, password: 'longenough1' })).statusCode).toBe(200);

    const self = await call('POST', `/api/admin/users/${adminId}/ban`, admin, {});
    expect([self.statusCode, self.json().code]).toEqual([400, 'CANNOT_BAN_SELF']);
    expect((await call('GET', '/api/auth/user', admin)).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/users/${crypto.randomUUID()}/ban`, admin, {})).statusCode).toBe(404);
  });

  it('records every admin action in the audit log, newest first', async () => {
    await put({ freePredictionLimit: 7 });
    const target = `audited-${kind}@example.com`;
    await signUp(t, target);
    const id = (await t.repos.users.findByEmail(target))!.id;
    await call('POST', `/api/admin/users/${id}/ban`, admin, { reason: 'spam' });
    await call('POST', `/api/admin/users/${id}/unban`, admin, {});
    await put({ freePredictionLimit: 3 });

    const { entries } = (await call('GET', '/api/admin/audit', admin)).json();
    const [last, unban, ban, settingsChange] = entries;
    expect(last).toMatchObject({
      action: 'settings.update',
      actorEmail: ADMIN,
      details: { before: { freePredictionLimit: 7 }, after: { freePredictionLimit: 3 } },
    });
    expect(unban).toMatchObject({ action: 'user.unban', target, actorEmail: ADMIN });
    expect(ban).toMatchObject({ action: 'user.ban', target, details: { userId: id, reason: 'spam' } });
    expect(settingsChange).toMatchObject({ action: 'settings.update', details: { after: { freePredictionLimit: 7 } } });
    const times = entries.map((e: { createdAt: string }) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    // Rejected updates leave no trace.
    expect(entries.every((e: { details: unknown }) => !JSON.stringify(e.details).includes('javascript'))).toBe(true);
  });
});
