import { describe, expect, it } from 'vitest';
import { verdictNotes } from '@shared/analysis-text';
import { analyzeMatches } from '../engine';
import { fixtureRatings, screenshot } from '../fixtures.test-helpers';

const now = new Date('2026-06-10T00:00:00Z');
const LANGS = ['en', 'ru'] as const;
/** Three books of one match, the third with a price well above the consensus: a value call when all is known. */
const valueBooks = () => [
  screenshot(['2.00', '3.50', '3.80']),
  screenshot(['1.95', '3.60', '3.90']),
  screenshot(['2.30', '3.30', '3.40']),
];
const noStake = (r: ReturnType<typeof analyzeMatches>) =>
  r.bettingOptions.every((o) => !o.isValue && o.suggestedStakePercent === 0) && r.recommendedOption === 'no-bet';

describe('evidence: no value call the data cannot support (issue 48)', () => {
  it('the control: the same books, complete and surely read, make a value call', () => {
    const r = analyzeMatches(valueBooks(), { language: 'en', ratings: null, now });
    expect(r.facts!.verdict).toBe('value');
    expect(r.bettingOptions.some((o) => o.suggestedStakePercent > 0)).toBe(true);
  });

  for (const language of LANGS) {
    it(`a 1X2 market with the draw missing never gives a value call, even with a rated model (${language})`, () => {
      // The case users met: a misread 12.34 / - / 13.9 gave "EV +482.5%, stake 2.50%" from the model alone.
      const r = analyzeMatches([screenshot(['12.34', null, '13.90'])], { language, ratings: fixtureRatings(0.3), now });
      expect(r.model).not.toBeNull();
      expect(r.facts!.verdict).toBe('cannot-judge');
      expect(noStake(r)).toBe(true);
      expect(r.facts!.options.every((o) => o.status === 'information')).toBe(true);
      expect(r.facts!.headline).toMatchObject({ code: 'headline.incomplete', p: { missing: ['draw'], model: true } });
      expect(r.mainRecommendation).toContain(language === 'en' ? 'Missing: Draw' : 'Не хватает коэффициента');
    });

    it(`each outcome of 1X2 missing in turn: no value call (${language})`, () => {
      for (const odds of [
        [null, '3.30', '3.40'],
        ['2.30', null, '3.40'],
        ['2.30', '3.30', null],
      ] as [string | null, string | null, string | null][]) {
        const books = valueBooks();
        books[2] = screenshot(odds);
        const r = analyzeMatches([books[2]], { language, ratings: fixtureRatings(0.3), now });
        expect(r.facts!.verdict).toBe('cannot-judge');
        expect(noStake(r)).toBe(true);
      }
    });

    it(`a price marked unsure and not confirmed gives no value call and names the price (${language})`, () => {
      const books = valueBooks();
      books[2] = { ...books[2]!, unsurePrices: ['home'] };
      const r = analyzeMatches(books, { language, ratings: null, now });
      expect(r.facts!.verdict).toBe('cannot-judge');
      expect(noStake(r)).toBe(true);
      expect(r.facts!.headline).toMatchObject({ code: 'headline.unsure', p: { keys: ['home'], prices: [2.3] } });
      expect(r.mainRecommendation).toMatch(
        language === 'en' ? /may be misread: Arsenal to win 2\.30/ : /неверно: Победа «Арсенал Лондон» \(П1\) 2,30/,
      );
    });

    it(`the model alone (no prices at all) never yields a stake (${language})`, () => {
      const r = analyzeMatches([screenshot([null, null, null])], { language, ratings: fixtureRatings(0.3), now });
      expect(r.bettingOptions.every((o) => o.suggestedStakePercent === 0)).toBe(true);
      expect(r.facts!.verdict).toBe('cannot-judge');
    });

    it(`a slip's single price returns implied probability and break-even, and no stake (${language})`, () => {
      const r = analyzeMatches([screenshot([null, null, '2.50'], { pickedOutcome: 'away' })], { language, ratings: null, now });
      expect(r.facts!.headline).toEqual({ code: 'headline.single-price', p: { key: 'away', price: 2.5, implied: 0.4 } });
      expect(r.mainRecommendation).toContain(language === 'en' ? '40.0%' : '40,0');
      expect(noStake(r)).toBe(true);
      expect(r.facts!.verdict).toBe('cannot-judge');
    });

    it(`live prices: no value call, and the live warning stands beside the verdict (${language})`, () => {
      const books = valueBooks().map((m) => ({ ...m, live: true }));
      const r = analyzeMatches(books, { language, ratings: null, now });
      expect(r.facts!.verdict).toBe('cannot-judge');
      expect(noStake(r)).toBe(true);
      expect(r.facts!.headline.code).toBe('headline.live');
      expect(r.mainRecommendation).toMatch(language === 'en' ? /live prices/ : /коэффициенты лайва/);
      // Said once: the headline is the reason, so the same warning is not repeated beside it.
      expect(verdictNotes(r.facts!, language, 'decimal').some((n) => /^(Live prices|Коэффициенты лайва)/.test(n))).toBe(false);
      expect(r.facts!.warnings.some((w) => w.code === 'live')).toBe(true);
    });
  }

  it('a complete market the model joins with weight 0 still judges by the market alone', () => {
    const r = analyzeMatches(valueBooks(), { language: 'en', ratings: fixtureRatings(0), now });
    expect(r.facts!.source).toBe('market');
    expect(r.facts!.verdict).toBe('value');
  });

  it('the reading source: OCR confidence of the least sure price, or none for manual values', () => {
    const read = analyzeMatches([screenshot(['2.00', '3.40', '3.90'], { ocrConfidence: 91 })], {
      language: 'en',
      ratings: null,
      now,
    });
    expect(read.facts!.reading).toEqual({ source: 'screenshots', ocrConfidence: 91 });
    const manual = analyzeMatches([screenshot(['2.00', '3.40', '3.90'], { ocrConfidence: null, layout: 'manual' })], {
      language: 'en',
      ratings: null,
      now,
    });
    expect(manual.facts!.reading).toEqual({ source: 'manual', ocrConfidence: null });
  });
});
