import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryItem, PublicStats, UserStats } from '@shared/api';
import { DB_KINDS, startTestApp, type TestApp } from './support/test-app';
import { authed, signUp } from './support/accounts';

/**
 * Issue 48, "the track record never fills": after 8 recorded results it showed "-", because only suggested bets
 * counted and the analysis almost never suggests one. Every recorded result counts now: the analysis's likeliest
 * outcome against it, the suggested bets a part of it, and the user's own recorded bets (picks).
 */
describe.each(DB_KINDS)('the track record counts every recorded result (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { FREE_PREDICTION_LIMIT: '20' });
  }, 60_000);
  afterAll(async () => t?.dispose());

  // Typed in by hand (manual entry): one bookmaker's complete 1X2 market, a home favourite each time.
  const MATCHES: [string, string, [string, string, string]][] = [
    ['Arsenal', 'Sheffield United', ['1.30', '5.50', '9.00']],
    ['Liverpool', 'Burnley', ['1.25', '6.00', '11.00']],
    ['Chelsea', 'Luton Town', ['1.45', '4.75', '6.50']],
    ['Manchester City', 'Everton', ['1.20', '7.00', '13.00']],
    ['Tottenham Hotspur', 'Fulham', ['1.80', '3.80', '4.20']],
    ['Aston Villa', 'Brentford', ['1.70', '3.90', '4.60']],
    ['Newcastle United', 'Wolverhampton Wanderers', ['1.60', '4.10', '5.25']],
    ['Brighton', 'Crystal Palace', ['1.90', '3.60', '4.00']],
  ];
  // The real results: the favourite won five, one draw, two away wins; then one void match on top.
  const RESULTS = ['home', 'home', 'draw', 'home', 'away', 'home', 'away', 'home'] as const;

  it('shows 8 recorded results, the likeliest outcome right in 5 of them, and a recorded bet as a pick', async () => {
    const jar = await signUp(t, `record-${kind}@example.com`);
    const ids: string[] = [];
    for (const [home, away, [h, d, a]] of [...MATCHES, MATCHES[0]!]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/predictions/process',
        payload: {
          match: { sport: 'football', teams: [home, away], odds: { home: h, draw: d, away: a }, oddsFormat: 'decimal' },
        },
        headers: authed(jar),
      });
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json().id as string);
    }
    const history = (await t.app.inject({ url: '/api/predictions/history', headers: authed(jar) })).json() as HistoryItem[];
    // Every card names the likeliest outcome (the home favourite here) with its probability.
    for (const item of history) expect(item.pick).toMatchObject({ key: 'home', staked: false });

    for (const [i, outcome] of [...RESULTS, 'void'].entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/predictions/${ids[i]}/outcome`,
        payload: { outcome },
        headers: authed(jar),
      });
      expect(res.statusCode).toBe(200);
    }
    // The user's own bet on the draw of the third match, left pending: the recorded result settles it (won).
    const bet = await t.app.inject({
      method: 'PUT',
      url: `/api/predictions/${ids[2]}/bet`,
      payload: { selection: 'draw', stake: 5, odds: 4.75, result: 'pending' },
      headers: authed(jar),
    });
    expect(bet.statusCode, bet.body).toBe(200);

    const stats = (await t.app.inject({ url: '/api/user/stats', headers: authed(jar) })).json() as UserStats;
    const staked = history.filter((h) => h.pick?.staked).length;
    expect(staked).toBe(0);
    expect(stats.trackRecord).toEqual({
      results: 8,
      likeliestScored: 8,
      likeliestRight: 5,
      settled: 0,
      correct: 0,
      picks: 1,
      picksWon: 1,
    });
    const pub = (await t.app.inject({ url: '/api/stats/public' })).json() as PublicStats;
    expect(pub.trackRecord).toMatchObject({ results: 8, likeliestRight: 5, picks: 1 });
    expect(pub.backtest?.modelWeight).toBe(0);

    // Another user's record stays their own.
    const other = await signUp(t, `record-other-${kind}@example.com`);
    const theirs = (await t.app.inject({ url: '/api/user/stats', headers: authed(other) })).json() as UserStats;
    expect(theirs.trackRecord).toMatchObject({ results: 0, likeliestScored: 0, picks: 0 });
  });
});
