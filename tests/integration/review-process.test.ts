import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, startTestApp, type TestApp } from './support/test-app';
import { authed, signUp } from './support/accounts';
import { countingAnalyzer } from './support/reading';
import { EVENT, reviewCalls, STATS_ONLY } from './support/review';
import type { ExtractResponse, ReadMatch } from '@shared/reading';

/**
 * The review step's process call (issue 11): a confirmed match, manual entry, incomplete readings uncharged, and
 * team suggestions. Real OCR, real database.
 */
describe.each(DB_KINDS)('review before analysis (%s)', (kind) => {
  let t: TestApp;
  let ocr: { calls: number };

  beforeAll(async () => {
    const { analyzer, counter } = countingAnalyzer();
    ocr = counter;
    t = await startTestApp(kind, {}, { overrides: { analyzer } });
  }, 60_000);
  afterAll(async () => t?.dispose());

  const { upload, post, stats, userId } = reviewCalls(() => t);

  it('process with a confirmed match analyses exactly the confirmed values and records what the user changed', async () => {
    const email = `confirm-${kind}@example.com`;
    const jar = await signUp(t, email);
    const objectPath = await upload(jar, EVENT);
    const extracted = (await post(jar, '/api/predictions/extract', { imageUrls: [objectPath] })).json() as ExtractResponse;
    const read = extracted.matches[0] as ReadMatch;
    expect(read.odds.home).toBe('2.28');
    const calls = ocr.calls;
    const res = await post(jar, '/api/predictions/process', {
      imageUrls: [objectPath],
      match: {
        sport: read.sport,
        ...(read.league ? { league: read.league } : {}),
        ...(read.date ? { date: read.date } : {}),
        teams: read.teams,
        odds: { home: '2,50', draw: read.odds.draw, away: read.odds.away },
        oddsFormat: 'decimal',
        fromMatch: read.id,
      },
    });
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result.extractedData.homeOdds).toBe('2.50');
    expect(result.extractedData.teams).toEqual(['Valencia', 'Sevilla']);
    expect(result.marketAnalysis.bestOdds.home).toBe(2.5);
    expect(result).toMatchObject({ userEdits: ['odds.home'], charged: true, source: 'screenshots' });
    expect(ocr.calls).toBe(calls);

    const stored = await t.repos.predictions.findById(result.id);
    expect(JSON.parse(stored!.result_json)).toMatchObject({ userEdits: ['odds.home'], extractedData: { homeOdds: '2.50' } });
    const history = (await t.app.inject({ url: '/api/predictions/history', headers: authed(jar) })).json();
    expect(history[0].extractedData.odds.home).toBe('2.50');
    expect(await stats(jar)).toMatchObject({ usedPredictions: 1 });
    expect(await t.repos.predictions.countForUser(await userId(email))).toBe(1);

    // Not extracted before: the screenshot the match names is read once, to know what the user changed.
    const fresh = await upload(jar, EVENT);
    const second = await post(jar, '/api/predictions/process', {
      imageUrls: [fresh],
      match: {
        sport: 'football',
        teams: ['Valencia', 'Real Betis'],
        odds: { home: '2.28', draw: '3.73', away: '2.97' },
        oddsFormat: 'decimal',
        fromMatch: 's0-m0',
      },
    });
    expect(second.statusCode).toBe(200);
    expect(ocr.calls).toBe(calls + 1);
    expect(second.json().userEdits).toContain('teams.away');
    expect(second.json().userEdits).not.toContain('odds.home');
    expect(second.json().extractedData.teams).toEqual(['Valencia', 'Real Betis']);
    const badFrom = await post(jar, '/api/predictions/process', {
      imageUrls: [await upload(jar, EVENT)],
      match: { teams: ['Valencia', 'Sevilla'], odds: { home: '2.28', away: '2.97' }, oddsFormat: 'decimal', fromMatch: 's3-m0' },
    });
    expect([badFrom.statusCode, badFrom.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await stats(jar)).toMatchObject({ usedPredictions: 2 });
  }, 60_000);

  it('manual entry: no screenshot, the same quota, Idempotency-Key keeps working', async () => {
    const email = `manual-${kind}@example.com`;
    const jar = await signUp(t, email);
    const calls = ocr.calls;
    const match = {
      sport: 'football',
      league: 'Premier League',
      teams: ['Arsenal', 'Chelsea'],
      date: '2026-12-26',
      odds: { home: '2.10', draw: '3.40', away: '3.60' },
      oddsFormat: 'decimal',
    };
    const res = await post(jar, '/api/predictions/process', { match }, { 'idempotency-key': 'manual-entry-0001' });
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({ source: 'manual', charged: true, complete: true, userEdits: [], screenshotsAnalyzed: 1 });
    expect(result.correctedTeams).toEqual(['Arsenal', 'Chelsea']);
    expect(result.extractedData).toMatchObject({ homeOdds: '2.10', drawOdds: '3.40', awayOdds: '3.60' });
    expect(ocr.calls).toBe(calls);
    const again = await post(jar, '/api/predictions/process', { match }, { 'idempotency-key': 'manual-entry-0001' });
    expect(again.json().id).toBe(result.id);
    expect(await stats(jar)).toMatchObject({ usedPredictions: 1, totalPredictions: 1 });

    // American and fractional prices are taken as such.
    const us = await post(jar, '/api/predictions/process', {
      match: {
        sport: 'basketball',
        teams: ['Boston Celtics', 'Miami Heat'],
        odds: { home: '-150', away: '130' },
        oddsFormat: 'american',
      },
    });
    expect(us.statusCode).toBe(200);
    expect(us.json().marketAnalysis.bestOdds.home).toBeCloseTo(1.667, 2);
    expect(us.json().marketAnalysis.bestOdds.away).toBeCloseTo(2.3, 5);
    const uk = await post(jar, '/api/predictions/process', {
      match: { teams: ['Arsenal', 'Chelsea'], odds: { home: '6/4', draw: '9/4', away: '2/1' }, oddsFormat: 'fractional' },
    });
    expect(uk.statusCode).toBe(200);
    expect(uk.json().marketAnalysis.bestOdds).toMatchObject({ home: 2.5, draw: 3.25, away: 3 });
    expect(await stats(jar)).toMatchObject({ usedPredictions: 3, remainingPredictions: 0 });
    const over = await post(jar, '/api/predictions/process', { match });
    expect([over.statusCode, over.json().code]).toEqual([403, 'QUOTA_EXHAUSTED']);
  }, 60_000);

  it('a spread pick is analysed for information only: its break-even, no verdict, no stake, no model', async () => {
    const jar = await signUp(t, `spread-${kind}@example.com`);
    const match = {
      sport: 'basketball',
      teams: ['Boston Celtics', 'Phoenix Suns'],
      odds: { away: '-105' },
      oddsFormat: 'american',
      pick: 'away',
      market: 'spread',
      line: '+14.5',
    };
    const res = await post(jar, '/api/predictions/process', { match });
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result.facts).toMatchObject({ verdict: 'cannot-judge', headline: { code: 'headline.spread' }, options: [] });
    expect(result.facts.headline.p).toMatchObject({ key: 'away', line: '+14.5' });
    expect(result.facts.headline.p.implied).toBeCloseTo(105 / 205, 10);
    expect(result).toMatchObject({ recommendedOption: 'no-bet', bettingOptions: [], probabilities: null, model: null });
    // Confirmed by the user, so charged as a slip's single pick is, though no market of the match result was complete.
    expect(result).toMatchObject({ charged: true, complete: false });
    expect(result.mainRecommendation).toContain('Phoenix Suns +14.5 at 1.95 breaks even if it covers 51.2% of the time');
    // Read again in Russian: the same facts, in Russian words and decimals.
    const ru = await t.app.inject({ url: `/api/predictions/${result.id}`, headers: { ...authed(jar), 'x-language': 'ru' } });
    expect(ru.statusCode).toBe(200);
    expect(ru.json().mainRecommendation).toMatch(
      /^Оценить перевес нельзя: фора «.+ \+14,5» по коэффициенту 1,95 окупается, если сыграет в 51,2/,
    );
  }, 60_000);

  it('bad manual input: 400 with its code and a Russian message, nothing spent, nothing stored', async () => {
    const email = `badmanual-${kind}@example.com`;
    const jar = await signUp(t, email);
    const good = {
      sport: 'football',
      teams: ['Arsenal', 'Chelsea'],
      odds: { home: '2.10', draw: '3.40', away: '3.60' },
      oddsFormat: 'decimal',
    };
    const cases: [string, unknown, string][] = [
      ['decimal at 1.0', { ...good, odds: { ...good.odds, home: '1.00' } }, 'INVALID_ODDS'],
      ['decimal below 1', { ...good, odds: { ...good.odds, away: '0.95' } }, 'INVALID_ODDS'],
      ['decimal text', { ...good, odds: { ...good.odds, home: 'abc' } }, 'INVALID_ODDS'],
      ['fractional in decimal', { ...good, odds: { ...good.odds, home: '6/4' } }, 'INVALID_ODDS'],
      ['American under 100', { ...good, oddsFormat: 'american', odds: { home: '+99', away: '-120' } }, 'INVALID_ODDS'],
      ['American -50', { ...good, oddsFormat: 'american', odds: { home: '-50', away: '+120' } }, 'INVALID_ODDS'],
      ['fractional zero', { ...good, oddsFormat: 'fractional', odds: { home: '0/4', away: '2/1' } }, 'INVALID_ODDS'],
      ['fractional over zero', { ...good, oddsFormat: 'fractional', odds: { home: '6/0', away: '2/1' } }, 'INVALID_ODDS'],
      ['a draw in tennis', { ...good, sport: 'tennis', teams: ['Sinner', 'Alcaraz'] }, 'INVALID_ODDS'],
      ['missing away price', { ...good, odds: { home: '2.10' } }, 'INVALID_ODDS'],
      ['same teams', { ...good, teams: ['Arsenal', 'arsenal'] }, 'INVALID_TEAMS'],
      ['one-letter team', { ...good, teams: ['A', 'Chelsea'] }, 'INVALID_TEAMS'],
      ['61-letter team', { ...good, teams: ['x'.repeat(61), 'Chelsea'] }, 'INVALID_TEAMS'],
      ['one team', { ...good, teams: ['Arsenal'] }, 'INVALID_TEAMS'],
      ['30 February', { ...good, date: '2026-02-30' }, 'INVALID_DATE'],
      ['a date in words', { ...good, date: 'tomorrow' }, 'INVALID_DATE'],
      ['a spread without its line', { ...good, odds: { away: '3.60' }, pick: 'away', market: 'spread' }, 'INVALID_SPREAD'],
      [
        'a spread on the draw',
        { ...good, odds: { draw: '3.40' }, pick: 'draw', market: 'spread', line: '+0.5' },
        'INVALID_SPREAD',
      ],
      ['a line on a match result', { ...good, line: '-1.5' }, 'INVALID_SPREAD'],
      ['a line in words', { ...good, odds: { away: '3.60' }, pick: 'away', market: 'spread', line: 'plus 1' }, 'INVALID_SPREAD'],
      ['an unknown field', { ...good, stake: 10 }, 'VALIDATION_FAILED'],
      ['an unknown odds format', { ...good, oddsFormat: 'hongkong' }, 'INVALID_ODDS'],
      ['not an object', 'Arsenal v Chelsea 2.10', 'VALIDATION_FAILED'],
    ];
    for (const [name, match, code] of cases) {
      const res = await post(jar, '/api/predictions/process', { match }, { 'x-language': 'ru' });
      expect([name, res.statusCode, res.json().code]).toEqual([name, 400, code]);
      expect(res.json().message).toMatch(/[а-яё]/i);
      expect(res.json().issues[0].path).toMatch(/^match/);
    }
    expect(await stats(jar)).toMatchObject({ usedPredictions: 0, totalPredictions: 0 });
    expect(await t.repos.predictions.countForUser(await userId(email))).toBe(0);
  }, 60_000);

  it('an analysis without a usable market (no prices read) is stored but spends no free prediction', async () => {
    const email = `incomplete-${kind}@example.com`;
    const jar = await signUp(t, email);
    const res = await post(jar, '/api/predictions/process', { imageUrls: [await upload(jar, STATS_ONLY)] });
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({ charged: false, complete: false });
    expect(result.extractedData.homeOdds).toBeNull();
    expect(await stats(jar)).toMatchObject({ usedPredictions: 0, remainingPredictions: 3, totalPredictions: 1 });
    expect((await t.repos.predictions.findById(result.id))?.charged_free).toBe(0);
  }, 60_000);

  it('suggests team names from the gazetteer, in Cyrillic for Russian where known', async () => {
    const jar = await signUp(t, `suggest-${kind}@example.com`);
    const get = (q: string, lang?: string) =>
      t.app.inject({ url: `/api/teams/suggest?q=${encodeURIComponent(q)}${lang ? `&lang=${lang}` : ''}`, headers: authed(jar) });
    const en = (await get('arsen', 'en')).json();
    expect(en.teams[0]).toEqual({ name: 'Arsenal', canonical: 'Arsenal' });
    expect(en.teams.length).toBeLessThanOrEqual(8);
    const ru = (await get('арсен', 'ru')).json();
    expect(ru.teams.some((s: { name: string; canonical: string }) => s.canonical === 'Arsenal' && /[а-я]/i.test(s.name))).toBe(
      true,
    );
    const ruByLatin = (await get('ajax', 'ru')).json();
    expect(ruByLatin.teams[0]).toEqual({ name: 'Аякс', canonical: 'Ajax' });
    expect((await get('united', 'en')).json().teams).toHaveLength(8);
    for (const q of ['a', 'x'.repeat(41)]) {
      const bad = await get(q);
      expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect((await t.app.inject({ url: '/api/teams/suggest?q=ars' })).statusCode).toBe(401);
  });
});
