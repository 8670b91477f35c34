import { describe, expect, it } from 'vitest';
import { analyzeMatches, hasUsableData, kellyStakePercent, riskLevel, STAKE_CAP_PERCENT } from './engine';
import { devigShin } from './devig';
import { fixtureRatings, screenshot } from './fixtures.test-helpers';
import type { ExtractedMatch } from '@shared/prediction';
import { renderResult } from '@shared/analysis-text';

const now = new Date('2026-06-10T00:00:00Z');
const CYRILLIC = /[а-яё]/i;

describe('staking and risk rules', () => {
  it('quarter Kelly, capped, zero without an edge', () => {
    expect(kellyStakePercent(0.52, 2.0)).toBeCloseTo(1, 10); // f* = 0.04 → 1%
    expect(kellyStakePercent(0.6, 3.0)).toBe(STAKE_CAP_PERCENT); // f* = 0.4 → 10%, capped
    expect(kellyStakePercent(0.4, 2.0)).toBe(0);
    expect(kellyStakePercent(0.5, 2.0)).toBe(0);
  });

  it('risk levels follow probability and price', () => {
    expect(riskLevel(0.7, 1.4)).toBe('Low');
    expect(riskLevel(0.5, 2.0)).toBe('Medium');
    expect(riskLevel(0.25, 4.0)).toBe('High');
    expect(riskLevel(0.65, 3.6)).toBe('High');
  });
});

describe('analyzeMatches', () => {
  it('one book alone: fair probabilities, every EV minus its margin, so no value call is possible (EN and RU)', () => {
    const en = analyzeMatches([screenshot(['2.00', '3.40', '3.90'])], { language: 'en', ratings: null, now });
    const fair = devigShin([2, 3.4, 3.9]).probabilities;
    expect(en.marketAnalysis!.method).toBe('shin');
    expect(en.marketAnalysis!.homeWinProbability).toBeCloseTo(Math.round(fair[0]! * 1000) / 10, 5);
    expect(en.marketAnalysis!.margin).toBeCloseTo((1 / 2 + 1 / 3.4 + 1 / 3.9 - 1) * 100, 1);
    expect(en.recommendedOption).toBe('no-bet');
    // Issue 49: one book de-vigged against itself cannot show value; the verdict says so and how to get a second opinion.
    expect(en.facts!.verdict).toBe('cannot-judge');
    expect(en.mainRecommendation).toMatch(
      /^Cannot judge value: one bookmaker's prices cannot show value.*another bookmaker.*odds feed/,
    );
    for (const o of en.bettingOptions) {
      expect(o.expectedValue).toBeLessThan(0);
      expect(o.isValue).toBe(false);
      expect(o.suggestedStakePercent).toBe(0);
    }
    const ru = analyzeMatches([screenshot(['2.00', '3.40', '3.90'])], { language: 'ru', ratings: null, now });
    expect(ru.mainRecommendation).toMatch(
      /^Оценить перевес нельзя: коэффициенты одного букмекера не могут показать перевес.*другого букмекера/,
    );
    expect(ru.bettingOptions.every((o) => CYRILLIC.test(o.type) && CYRILLIC.test(o.reasoning))).toBe(true);
    expect(ru.warnings.every((w) => CYRILLIC.test(w))).toBe(true);
  });

  it('finds value when one book beats the consensus, with EV and capped Kelly consistent', () => {
    const r = analyzeMatches(
      [screenshot(['2.00', '3.50', '3.80']), screenshot(['1.95', '3.60', '3.90']), screenshot(['2.30', '3.30', '3.40'])],
      { language: 'en', ratings: null, now },
    );
    expect(r.recommendedOption).toBe('home');
    const home = r.bettingOptions.find((o) => o.key === 'home')!;
    expect(home.odds).toBe('2.30');
    expect(home.isValue).toBe(true);
    expect(home.expectedValue).toBeCloseTo((home.winProbability / 100) * 2.3 * 100 - 100, 0);
    expect(home.expectedValue).toBeGreaterThan(2);
    // Issue 49: the stake is sized by the edge the screenshots' rule measured on history (its CLV), not by this EV.
    const edge = r.facts!.reference!.track!.clv;
    expect(r.facts!.reference!.advises).toBe(true);
    expect(home.suggestedStakePercent).toBeCloseTo(Math.min(2.5, (Math.min(edge, home.expectedValue / 100) / 1.3) * 25), 1);
    expect(r.mainRecommendation).toMatch(/^Value: .*2\.30/);
    expect(r.marketAnalysis!.bestOdds).toEqual({ home: 2.3, draw: 3.6, away: 3.9 });
  });

  it('no stake on a value price read at 0.75 confidence (a trend arrow glued to a price reads so), one at 0.95 may', () => {
    const books = (conf: number) => [
      screenshot(['2.00', '3.50', '3.80'], { ocrConfidence: 95 }),
      screenshot(['1.95', '3.60', '3.90'], { ocrConfidence: 95 }),
      screenshot(['2.30', '3.30', '3.40'], { ocrConfidence: conf }),
    ];
    const sure = analyzeMatches(books(95), { language: 'en', ratings: null, now });
    expect(sure.bettingOptions.find((o) => o.key === 'home')!.suggestedStakePercent).toBeGreaterThan(0);
    const unsure = analyzeMatches(books(75), { language: 'en', ratings: null, now });
    expect(unsure.bettingOptions.every((o) => o.suggestedStakePercent === 0)).toBe(true);
    // The user is told which reading to check: the least sure one's score, not the mean's.
    expect(unsure.facts?.warnings).toContainEqual({ code: 'low-ocr', p: { score: 75 } });
    expect(sure.facts?.warnings.some((w) => w.code === 'low-ocr')).toBe(false);
  });

  it('double chance prices are synthetic, derived from the shown 1X2 prices', () => {
    const r = analyzeMatches([screenshot(['2.00', '3.40', '3.90'])], { language: 'en', ratings: null, now });
    const keys = r.bettingOptions.map((o) => o.key);
    expect(keys).toEqual(['home', 'draw', 'away', '1X', '12', 'X2']);
    const oneX = r.bettingOptions.find((o) => o.key === '1X')!;
    expect(oneX.odds).toBe((1 / (1 / 2 + 1 / 3.4)).toFixed(2));
    expect(oneX.reasoning).toContain('Synthetic price');
    const home = r.bettingOptions.find((o) => o.key === 'home')!;
    const draw = r.bettingOptions.find((o) => o.key === 'draw')!;
    expect(oneX.winProbability).toBeCloseTo(home.winProbability + draw.winProbability, 0);
  });

  it('2-way moneyline: no draw, no double chance', () => {
    const r = analyzeMatches(
      [screenshot(['1.80', null, '2.05'], { sport: 'basketball', teams: ['Lakers', 'Celtics'], correctedTeams: null })],
      { language: 'en', ratings: fixtureRatings(), now },
    );
    expect(r.bettingOptions.map((o) => o.key)).toEqual(['home', 'away']);
    expect(r.probabilities!.draw).toBeNull();
    expect(r.marketAnalysis!.drawProbability).toBeNull();
    expect(r.probabilities!.home + r.probabilities!.away).toBeCloseTo(100, 0);
    expect(r.model).toBeNull();
    expect(r.warnings.some((w) => /not recognised/.test(w))).toBe(false);
  });

  it('blends market and model with the artifact weight when both teams are recognised', () => {
    const r = analyzeMatches([screenshot(['2.40', '3.40', '3.00'])], { language: 'en', ratings: fixtureRatings(0.3), now });
    expect(r.model).not.toBeNull();
    expect(r.model!.weight).toBe(0.3);
    const market = r.marketAnalysis!.homeWinProbability;
    const model = r.model!.home;
    const blended = r.probabilities!.home;
    expect(blended).toBeGreaterThan(Math.min(market, model));
    expect(blended).toBeLessThan(Math.max(market, model));
    expect(r.keyFactors.some((k) => k.includes('Team-strength model'))).toBe(true);
  });

  it('bet slip with recognised teams: the model informs, one price alone never makes a value call', () => {
    const r = analyzeMatches([screenshot(['2.60', null, null], { pickedOutcome: 'home', layout: 'bet-slip' })], {
      language: 'en',
      ratings: fixtureRatings(),
      now,
    });
    expect(r.marketAnalysis).toBeNull();
    expect(r.bettingOptions.map((o) => o.key)).toEqual(['home']);
    const home = r.bettingOptions[0]!;
    expect(home.winProbability).toBeCloseTo(r.model!.home, 5);
    expect(home.reasoning).toContain('team-strength model only');
    expect(home.isValue).toBe(false);
    expect(home.suggestedStakePercent).toBe(0);
    expect(r.facts!.verdict).toBe('cannot-judge');
    expect(r.facts!.options[0]!.status).toBe('information');
    expect(r.mainRecommendation).toContain('breaks even if it wins 38.5%');
    expect(r.keyFactors.some((k) => k.startsWith('Bet slip:'))).toBe(true);
  });

  it('bet slip with unknown teams: explains that the other prices are needed', () => {
    const r = analyzeMatches(
      [screenshot(['2.60', null, null], { pickedOutcome: 'home', teams: ['Foo United', 'Bar City'], correctedTeams: null })],
      { language: 'en', ratings: fixtureRatings(), now },
    );
    expect(r.bettingOptions).toEqual([]);
    expect(r.recommendedOption).toBe('no-bet');
    expect(r.mainRecommendation).toContain('One price alone cannot show value');
    expect(r.warnings.some((w) => w.includes('Team not recognised') && w.includes('Foo United'))).toBe(true);
  });

  describe('a spread pick: information only', () => {
    // Teams the model rates and a feed's fair price at hand: everything that would advise on a match-result price.
    const feed = { kind: 'odds-feed' as const, name: 'Pinnacle', fair: [0.3, 0, 0.7] as [number, number, number], asOf: null };
    const spread = (extra: Partial<ExtractedMatch> = {}) =>
      screenshot([null, null, '-105'], {
        sport: 'basketball',
        oddsFormat: 'american',
        pickedOutcome: 'away',
        market: 'spread',
        line: '+14.5',
        layout: 'confirmed',
        ocrConfidence: null,
        ...extra,
      });

    it('says the break-even of covering, and gives no verdict, stake, value, model or second opinion', () => {
      const r = analyzeMatches([spread()], { language: 'en', ratings: fixtureRatings(), now, references: [feed] });
      expect(r.facts!.verdict).toBe('cannot-judge');
      expect(r.facts!.headline).toEqual({
        code: 'headline.spread',
        p: { key: 'away', line: '+14.5', price: 1 + 100 / 105, implied: 1 / (1 + 100 / 105) },
      });
      expect(renderResult(r, 'en', 'american').mainRecommendation).toBe(
        "Cannot judge value: Chelsea +14.5 at \u2212105 breaks even if it covers 51.2% of the time. OddsLens analyses match-result and moneyline prices; a spread's chance of covering is not estimated, so there is no verdict or stake.",
      );
      expect(r.recommendedOption).toBe('no-bet');
      expect(r.bettingOptions).toEqual([]);
      expect(r.facts!.options).toEqual([]);
      expect(r.probabilities).toBeNull();
      expect(r.marketAnalysis).toBeNull();
      expect(r.model).toBeNull();
      expect(r.facts!.model).toBeNull();
      expect(r.facts!.reference).toBeUndefined();
      expect(r.facts!.threeWay).toBe(false);
      expect(r.keyFactors.some((k) => /Team-strength|Second opinion|Fair probabilities/.test(k))).toBe(false);
      expect(r.keyFactors).toContain(
        'Bet slip, spread: Chelsea +14.5 at 1.95. This is the price of covering the line, not of winning the match, so it is not compared with any probability of the match result.',
      );
      expect(r.warnings.at(-1)).toMatch(/^Betting carries a real risk/);
    });

    it("reads in Russian with decimal commas, and in the reader's odds format", () => {
      const r = analyzeMatches([spread({ teams: ['Boston Celtics', 'Phoenix Suns'], correctedTeams: null })], {
        language: 'ru',
        ratings: null,
        now,
      });
      expect(renderResult(r, 'ru', 'american').mainRecommendation).toBe(
        'Оценить перевес нельзя: фора «Phoenix Suns +14,5» по коэффициенту −105 окупается, если сыграет в 51,2\u00a0% случаев. OddsLens анализирует исходы матча и победителя; шанс, что фора сыграет, не оценивается, поэтому вердикта и ставки нет.',
      );
      expect(r.mainRecommendation).toContain('по коэффициенту 1,95 окупается');
      expect(renderResult(r, 'en').mainRecommendation).toContain('Phoenix Suns +14.5 at 1.95 breaks even if it covers 51.2%');
    });

    it('is never merged into the match result: a 1X2 screenshot of the same match is analysed apart', () => {
      const board = screenshot(['1.40', '5.00', '7.00'], { sport: 'basketball' });
      const r = analyzeMatches([spread(), board], { language: 'en', ratings: null, now, firstIsPrimary: true });
      expect(r.facts!.headline.code).toBe('headline.spread');
      expect(r.screenshotsAnalyzed).toBe(1);
      expect(r.otherMatches).toHaveLength(1);
      const other = r.otherMatches![0]!;
      // The board's market is its own three prices: the spread's -105 (1.95) is no best price of the away win.
      expect(other.bettingOptions.find((o) => o.key === 'away')!.odds).toBe('7.00');
      expect(other.facts!.screenshots).toEqual([1]);
      expect(r.facts!.warnings.find((w) => w.code === 'other-match')!.p!.reason).toBe('market');
      expect(r.warnings.some((w) => w.startsWith('Screenshot 2 shows this match in another market'))).toBe(true);
      // The board first: the spread is the other match, and the board's analysis is as it is alone.
      const alone = analyzeMatches([board], { language: 'en', ratings: null, now });
      const first = analyzeMatches([board, spread()], { language: 'en', ratings: null, now, firstIsPrimary: true });
      const prices = (x: typeof alone) => x.bettingOptions.map((o) => [o.key, o.odds, o.expectedValue, o.isValue]);
      expect(prices(first)).toEqual(prices(alone));
      expect(first.probabilities).toEqual(alone.probabilities);
      expect(first.otherMatches![0]!.facts!.headline.code).toBe('headline.spread');
    });

    it('the same slip pick without the spread market is a moneyline pick, analysed as before', () => {
      const r = analyzeMatches(
        [spread({ market: null, line: null, sport: 'football', oddsFormat: 'decimal', awayOdds: '2.60' })],
        {
          language: 'en',
          ratings: fixtureRatings(),
          now,
        },
      );
      expect(r.facts!.headline.code).toBe('headline.single-price');
      expect(r.mainRecommendation).toContain('breaks even if it wins 38.5%');
      // The model informs a match-result pick (for information): it never ran on the spread above.
      expect(r.model).not.toBeNull();
      expect(r.bettingOptions.map((o) => [o.key, o.suggestedStakePercent, o.isValue])).toEqual([['away', 0, false]]);
    });

    it('a spread whose price was not read says so, with no number', () => {
      const teams = { teams: ['Boston Celtics', 'Phoenix Suns'] as [string, string], correctedTeams: null };
      const r = analyzeMatches([spread({ awayOdds: null, ...teams })], {
        language: 'en',
        ratings: null,
        now,
      });
      expect(r.facts!.headline.p).toMatchObject({ price: null, implied: null });
      expect(r.mainRecommendation).toMatch(/^Cannot judge value: Phoenix Suns \+14\.5: its price was not read\. OddsLens/);
      expect(r.keyFactors).toEqual([]);
    });
  });

  it('warns about high margin, inconsistent odds, mismatched screenshots and always about responsible gambling', () => {
    const high = analyzeMatches([screenshot(['1.70', '3.20', '4.00'])], { language: 'en', ratings: null, now });
    expect(high.warnings.some((w) => w.startsWith('High bookmaker margin'))).toBe(true);
    expect(high.warnings.at(-1)).toMatch(/^Betting carries a real risk/);

    const bad = analyzeMatches([screenshot(['3.20', '3.40', '4.00'])], { language: 'en', ratings: null, now });
    expect(bad.warnings.some((w) => w.startsWith('Inconsistent odds'))).toBe(true);

    const mixed = analyzeMatches(
      [
        screenshot(['2.00', '3.40', '3.90']),
        screenshot(['2.05', '3.30', '3.80']),
        screenshot(['1.50', '4.00', '6.50'], { teams: ['Everton', 'Fulham'], correctedTeams: ['Everton', 'Fulham'] }),
      ],
      { language: 'en', ratings: null, now },
    );
    expect(mixed.warnings.some((w) => w.startsWith('Screenshots show different matches') && w.includes('screenshot 3'))).toBe(
      true,
    );
    expect(mixed.correctedTeams).toEqual(['Arsenal', 'Chelsea']);
    expect(mixed.marketAnalysis!.bestOdds.home).toBe(2.05);

    const unread = analyzeMatches([screenshot(['2.00', null, '3.90'])], { language: 'ru', ratings: null, now });
    expect(unread.warnings.some((w) => w.startsWith('Часть коэффициентов не прочитана'))).toBe(true);
  });

  it('arbitrage across screenshots is reported', () => {
    const r = analyzeMatches([screenshot(['2.30', '3.20', '3.40']), screenshot(['2.05', '3.60', '4.40'])], {
      language: 'en',
      ratings: null,
      now,
    });
    expect(r.marketAnalysis!.arbitrage).toBe(true);
    expect(r.warnings.some((w) => w.startsWith('Arbitrage'))).toBe(true);
  });

  it('nothing read: low confidence, no options, explicit message', () => {
    const empty = screenshot([null, null, null], { teams: null, correctedTeams: null, sport: null, league: null });
    expect(hasUsableData([empty])).toBe(false);
    expect(hasUsableData([screenshot(['2.00', null, null], { teams: null, correctedTeams: null })])).toBe(true);
    const r = analyzeMatches([empty], { language: 'en', ratings: null, now });
    expect(r.overallConfidence).toBeLessThan(10);
    expect(r.bettingOptions).toEqual([]);
    expect(r.recommendedOption).toBe('no-bet');
    expect(r.mainRecommendation).toContain('nothing could be read');
  });

  it('overall confidence rises with agreeing screenshots and a recognised model', () => {
    const one = analyzeMatches([screenshot(['2.00', '3.40', '3.90'])], { language: 'en', ratings: null, now });
    const two = analyzeMatches([screenshot(['2.00', '3.40', '3.90']), screenshot(['2.02', '3.40', '3.85'])], {
      language: 'en',
      ratings: fixtureRatings(),
      now,
    });
    expect(Number.isInteger(one.overallConfidence)).toBe(true);
    expect(two.overallConfidence).toBeGreaterThan(one.overallConfidence);
    expect(two.overallConfidence).toBeLessThanOrEqual(100);
    expect(two.screenshotsAnalyzed).toBe(2);
    expect(two.engineVersion).toMatch(/^analysis-/);
  });
});

describe('one match per sport, teams and date; one stake per match', () => {
  it('same teams on different dates are two matches: no cross-screenshot value or arbitrage, the user is told', () => {
    const feb = screenshot(['2.78', '3.10', '2.60'], { date: '2026-02-15' });
    const may = screenshot(['4.26', '3.60', '1.80'], { date: '2026-05-05' });
    const r = analyzeMatches([feb, may], { language: 'en', ratings: null, now });
    expect(r.screenshotsAnalyzed).toBe(1);
    expect(r.marketAnalysis!.arbitrage).toBe(false);
    expect(r.warnings.some((w) => w.startsWith('Arbitrage'))).toBe(false);
    expect(r.warnings.some((w) => w.startsWith('Screenshots show different matches') && w.includes('the dates differ'))).toBe(
      true,
    );
    expect(r.otherMatches).toHaveLength(1);
    // Each match is priced against its own screenshot only.
    expect(r.bettingOptions.find((o) => o.key === 'home')!.odds).toBe('2.78');
    expect(r.otherMatches![0]!.bettingOptions.find((o) => o.key === 'home')!.odds).toBe('4.26');
    expect(r.otherMatches![0]!.facts!.screenshots).toEqual([1]);
  });

  it('a missing date does not agree with a printed one; two missing dates do', () => {
    const a = screenshot(['2.00', '3.40', '3.90'], { date: '2026-02-15' });
    const b = screenshot(['2.05', '3.30', '3.80'], { date: null });
    expect(analyzeMatches([a, b], { language: 'en', ratings: null, now }).otherMatches).toHaveLength(1);
    const c = screenshot(['2.05', '3.30', '3.80'], { date: null });
    expect(analyzeMatches([b, c], { language: 'en', ratings: null, now }).otherMatches).toBeUndefined();
    const d = screenshot(['2.05', '3.30', '3.80'], { date: '--02-15' });
    expect(analyzeMatches([a, d], { language: 'en', ratings: null, now }).otherMatches).toBeUndefined();
  });

  it('never stakes on more than one option, even when several clear the minimum edge', () => {
    // A generous home price makes home, 1X and 12 all value against the consensus.
    const r = analyzeMatches(
      [screenshot(['2.00', '3.50', '3.80']), screenshot(['1.95', '3.60', '3.90']), screenshot(['2.60', '3.30', '3.40'])],
      { language: 'en', ratings: null, now },
    );
    const staked = r.bettingOptions.filter((o) => o.suggestedStakePercent > 0);
    expect(r.bettingOptions.filter((o) => o.isValue).length).toBeGreaterThan(1);
    expect(staked).toHaveLength(1);
    expect(staked[0]!.key).toBe(r.recommendedOption);
    expect(r.facts!.verdict).toBe('value');
    expect(r.facts!.options.filter((o) => o.status === 'value-not-staked').length).toBeGreaterThan(0);
  });

  it('every option carries its fair price, 1 / fair probability', () => {
    const r = analyzeMatches([screenshot(['2.00', '3.40', '3.90'])], { language: 'en', ratings: null, now });
    expect(r.bettingOptions.length).toBe(6);
    for (const o of r.bettingOptions) {
      expect(o.fairOdds).toBeCloseTo(100 / o.winProbability, 1);
    }
  });

  it('small edge is its own verdict, with no stake', () => {
    // Best home price 2.16 against the two-book consensus: EV just above 0, below the 2% minimum.
    const r = analyzeMatches([screenshot(['2.00', '3.50', '3.80']), screenshot(['2.16', '3.40', '3.70'])], {
      language: 'en',
      ratings: null,
      now,
    });
    const best = [...r.bettingOptions].sort((a, b) => b.expectedValue - a.expectedValue)[0]!;
    expect(best.expectedValue).toBeGreaterThan(0);
    expect(best.expectedValue).toBeLessThan(2);
    expect(r.facts!.verdict).toBe('small-edge');
    expect(r.bettingOptions.every((o) => o.suggestedStakePercent === 0)).toBe(true);
  });

  it('two-way sports name the sides, never Home or Draw', () => {
    const r = analyzeMatches(
      [screenshot(['1.80', null, '2.05'], { sport: 'tennis', teams: ['Sinner', 'Alcaraz'], correctedTeams: null })],
      { language: 'en', ratings: null, now },
    );
    expect(r.bettingOptions.map((o) => o.type)).toEqual(['Sinner to win', 'Alcaraz to win']);
    expect(r.keyFactors.join(' ')).not.toMatch(/Draw|Home/);
  });
});

describe('facts rendered when read', () => {
  it('an English result read in Russian has every sentence in Russian with decimal commas', async () => {
    const { renderResult } = await import('@shared/analysis-text');
    const en = analyzeMatches([screenshot(['2.00', '3.50', '3.80']), screenshot(['2.30', '3.30', '3.40'])], {
      language: 'en',
      ratings: null,
      now,
    });
    const ru = renderResult(JSON.parse(JSON.stringify(en)) as typeof en, 'ru');
    expect(ru.mainRecommendation.startsWith('Есть перевес:')).toBe(true);
    expect(ru.mainRecommendation).toContain('2,30');
    expect([...ru.keyFactors, ...ru.warnings, ...ru.bettingOptions.map((o) => o.reasoning)].every((t) => CYRILLIC.test(t))).toBe(
      true,
    );
    expect(ru.keyFactors.join(' ')).not.toMatch(/\d\.\d/);
    const american = renderResult(en, 'en', 'american');
    expect(american.mainRecommendation).toContain('+130');
  });

  it('Russian club names where the gazetteer knows both sides; otherwise the match as printed, never mixing scripts', async () => {
    const { renderResult } = await import('@shared/analysis-text');
    const r = analyzeMatches(
      [screenshot(['2.00', '3.40', '3.90'], { teams: ['CSKA Moscow', 'Foo FC'], correctedTeams: ['CSKA Moscow', null] })],
      { language: 'en', ratings: null, now },
    );
    expect(r.facts!.names.ru).toEqual(['ЦСКА', null]);
    const ru = renderResult(r, 'ru');
    // «ЦСКА — Foo FC» would mix alphabets inside one match (issue 50): both sides stay as printed.
    expect(ru.bettingOptions[0]!.type).toBe('Победа «CSKA Moscow» (П1)');
    expect(ru.bettingOptions[2]!.type).toBe('Победа «Foo FC» (П2)');
    const both = analyzeMatches([screenshot(['2.00', '3.40', '3.90'])], { language: 'en', ratings: null, now });
    expect(renderResult(both, 'ru').bettingOptions[0]!.type).toMatch(/^Победа «Арсенал/);
  });
});
