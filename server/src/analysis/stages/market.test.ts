import { describe, expect, it } from 'vitest';
import { buildOddsScreen } from '../odds-screen';
import { screenshot } from '../fixtures.test-helpers';
import { marketStage, readingWarnings } from './market';

describe('market stage', () => {
  it('fair probabilities, margin per screenshot and a best-price grid only when several screenshots show the match', () => {
    const one = [screenshot(['2.00', '3.40', '3.90'])];
    const single = marketStage(buildOddsScreen(one), ['home', 'draw', 'away'], 'multiplicative', one);
    const b = 1 / 2 + 1 / 3.4 + 1 / 3.9;
    expect(single.fair![0]).toBeCloseTo(0.5 / b, 10);
    expect(single.meanMargin).toBeCloseTo(b - 1, 10);
    expect(single.grid).toEqual([]);
    expect(single.factors.map((f) => f.code)).toEqual(['margin', 'fair']);

    const two = [screenshot(['2.00', '3.40', '3.90']), screenshot(['2.10', '3.30', '3.70'], { oddsFormat: 'decimal' })];
    const s = marketStage(buildOddsScreen(two), ['home', 'draw', 'away'], 'shin', two);
    expect(s.grid.map((g) => g.screenshot)).toEqual([0, 1]);
    expect(s.grid[1]!.prices.home).toBe(2.1);
    expect(s.factors.map((f) => f.code)).toContain('best-prices');
    expect(s.analysis!.bestOdds).toEqual({ home: 2.1, draw: 3.4, away: 3.9 });
  });

  it('flags high margins and misreads as facts', () => {
    const high = [screenshot(['1.70', '3.20', '4.00'])];
    expect(marketStage(buildOddsScreen(high), ['home', 'draw', 'away'], 'shin', high).warnings.map((w) => w.code)).toEqual([
      'high-margin',
    ]);
    const bad = [screenshot(['3.20', '3.40', '4.00'])];
    expect(marketStage(buildOddsScreen(bad), ['home', 'draw', 'away'], 'shin', bad).warnings.map((w) => w.code)).toContain(
      'inconsistent',
    );
  });

  it('reading warnings name the unread prices per screenshot', () => {
    const m = [screenshot(['2.00', null, '3.90'], { ocrConfidence: 40 })];
    const r = readingWarnings(buildOddsScreen(m), ['home', 'draw', 'away'], m, false);
    expect(r.warnings).toEqual([
      { code: 'unread', p: { screenshot: 0, keys: ['draw'] } },
      { code: 'low-ocr', p: { score: 40 } },
    ]);
  });
});
