import { describe, expect, it } from 'vitest';
import { formatLine, formatPrice, renderFact, teamNames, textContext } from './analysis-text';
import type { AnalysisFacts } from './prediction';

const facts = (over: Partial<AnalysisFacts> = {}): AnalysisFacts => ({
  v: 1,
  verdict: 'no-bet',
  threeWay: true,
  sport: 'football',
  names: { printed: ['ЦСКА', 'Зенит'], en: ['CSKA Moscow', 'Zenit'], ru: ['ЦСКА', 'Зенит'] },
  oddsFormat: 'decimal',
  source: 'market',
  method: 'shin',
  modelWeight: 0,
  minEdge: 0.02,
  stakeCapPercent: 2.5,
  screenshots: [0],
  headline: { code: 'headline.nothing' },
  factors: [],
  warnings: [],
  options: [],
  grid: [],
  model: null,
  ...over,
});

describe('analysis text', () => {
  it("a spread's line keeps its sign and printed decimals, with the decimal comma and typographic minus in Russian", () => {
    expect(formatLine('+14.5', 'en')).toBe('+14.5');
    expect(formatLine('+14.5', 'ru')).toBe('+14,5');
    expect(formatLine('-3', 'en')).toBe('−3');
    expect(formatLine('-0.25', 'ru')).toBe('−0,25');
    expect(formatLine('0', 'en')).toBe('0');
    expect(formatLine('+3.0', 'en')).toBe('+3.0');
    expect(formatLine('PK', 'en')).toBe('PK');
  });

  it('prices in every format, with the decimal comma in Russian', () => {
    expect(formatPrice(2.5, 'decimal', 'en')).toBe('2.50');
    expect(formatPrice(2.5, 'decimal', 'ru')).toBe('2,50');
    expect(formatPrice(2.5, 'fractional', 'ru')).toBe('6/4');
    expect(formatPrice(1.5, 'american', 'en')).toBe('\u2212200');
  });

  it('Russian plural forms and grouped numbers inside sentences', () => {
    const c = textContext(facts(), 'ru', 'decimal');
    const weight = (n: number) =>
      renderFact(
        {
          code: 'model-weight',
          p: { weight: 0, validationMatches: n, seasons: '2023–2025', lossMarket: 0.98, lossModel: 1.0028 },
        },
        c,
      );
    expect(weight(21051)).toContain('на 21\u00a0051 матче (');
    expect(weight(20370)).toContain('на 20\u00a0370 матчах (');
    expect(weight(20370)).toContain('1,0028');
    const en = renderFact(
      { code: 'model-weight', p: { weight: 0, validationMatches: 20370, seasons: 's', lossMarket: 0.98, lossModel: 1.0028 } },
      textContext(facts(), 'en', 'decimal'),
    );
    expect(en).toBe(
      'Our team-strength model is shown for interest only and does not move the probabilities: on 20,370 matches (s) it was less accurate than the market alone (log loss 1.0028 vs 0.9800).',
    );
  });

  it('names in the reader language; sides named by sport when not read', () => {
    expect(teamNames(facts(), 'en')).toEqual(['CSKA Moscow', 'Zenit']);
    expect(teamNames(facts(), 'ru')).toEqual(['ЦСКА', 'Зенит']);
    const tennis = facts({
      sport: 'tennis',
      threeWay: false,
      names: { printed: [null, null], en: [null, null], ru: [null, null] },
    });
    expect(teamNames(tennis, 'en')).toEqual(['Player 1', 'Player 2']);
    expect(teamNames(tennis, 'ru')).toEqual(['Игрок 1', 'Игрок 2']);
  });

  it('every fact code the engine emits has a sentence in both languages', () => {
    const codes = [
      'headline.nothing-read',
      'headline.value',
      'headline.small-edge',
      'headline.no-edge',
      'headline.partial',
      'headline.model-only',
      'headline.nothing',
      'margin',
      'fair',
      'best-prices',
      'model',
      'model-weight',
      'slip',
      'other-match',
      'high-margin',
      'inconsistent',
      'arbitrage',
      'unread',
      'low-ocr',
      'no-model',
      'different-countries',
      'team-unknown',
      'stale-ratings',
      'nothing-read',
      'responsible',
    ];
    for (const lang of ['en', 'ru'] as const) {
      const c = textContext(facts(), lang, 'decimal');
      for (const code of codes)
        expect(renderFact({ code, p: { key: 'home', price: 2, home: '2020-01-01', away: '2020-01-01' } }, c)).toBeTruthy();
    }
  });
});
