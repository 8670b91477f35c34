import { describe, expect, it } from 'vitest';
import { betProfit, brierScore, calibrationBuckets, closingLineValue, computeAnalytics, type BetFact } from './analytics-math';

let clock = 0;
function bet(b: Partial<BetFact> & Pick<BetFact, 'result'>): BetFact {
  clock += 1;
  const at = new Date(Date.UTC(2026, 0, 1, 0, clock)).toISOString();
  return { stake: 10, currency: null, odds: 2, closingOdds: null, probability: 0.5, settledAt: at, recordedAt: at, ...b };
}

describe('analytics math', () => {
  it('closing-line value is taken / closing − 1', () => {
    expect(closingLineValue(2.2, 2)).toBeCloseTo(0.1, 12);
    expect(closingLineValue(1.9, 2)).toBeCloseTo(-0.05, 12);
    expect(closingLineValue(2, null)).toBeNull();
  });

  it('profit: a win pays stake × (odds − 1), a loss costs the stake, void and pending nothing', () => {
    expect(betProfit({ stake: 10, odds: 2.5, result: 'won' })).toBe(15);
    expect(betProfit({ stake: 10, odds: 2.5, result: 'lost' })).toBe(-10);
    expect(betProfit({ stake: 10, odds: 2.5, result: 'void' })).toBe(0);
  });

  it('Brier score and buckets', () => {
    const points = [
      { p: 0.7, won: true },
      { p: 0.75, won: false },
      { p: 0.2, won: false },
    ];
    expect(brierScore(points)).toBeCloseTo((0.09 + 0.5625 + 0.04) / 3, 12);
    expect(brierScore([])).toBeNull();
    const buckets = calibrationBuckets(points);
    expect(buckets).toHaveLength(2);
    expect(buckets[0]).toMatchObject({ from: 0.2, count: 1, observed: 0 });
    expect(buckets[1]!.from).toBeCloseTo(0.7, 12);
    expect(buckets[1]).toMatchObject({ count: 2, observed: 0.5 });
    expect(buckets[1]!.meanProbability).toBeCloseTo(0.725, 12);
    // A probability of exactly 1 goes to the top bucket, not an eleventh.
    expect(calibrationBuckets([{ p: 1, won: true }])[0]).toMatchObject({ from: 0.9, to: 1 });
  });

  it('gives no figures below the minimum and keeps currencies apart', () => {
    const four = [bet({ result: 'won' }), bet({ result: 'lost' }), bet({ result: 'won' }), bet({ result: 'lost' })];
    const a = computeAnalytics([...four, bet({ result: 'won', currency: 'RUB', stake: 1000 })]);
    expect(a.settled).toBe(5);
    expect(a.returns).toHaveLength(2);
    expect(a.returns[0]).toMatchObject({ currency: null, bets: 4, roi: null, hitRate: null, series: [] });
    expect(a.returns[1]).toMatchObject({ currency: 'RUB', bets: 1, profit: 1000, roi: null });
    // Calibration pools every currency: five decided bets with a probability are enough.
    expect(a.calibration.brier).toBeCloseTo(0.25, 12);
  });

  it('running hit rate and return follow settlement order', () => {
    const bets = [
      bet({ result: 'lost' }),
      bet({ result: 'won', odds: 3 }),
      bet({ result: 'void' }),
      bet({ result: 'pending', settledAt: null }),
      bet({ result: 'won' }),
      bet({ result: 'lost' }),
      bet({ result: 'won', stake: 20 }),
    ];
    const a = computeAnalytics(bets);
    expect(a).toMatchObject({ settled: 5, pending: 1, void: 1 });
    const units = a.returns[0]!;
    expect(units.series.map((p) => p.bets)).toEqual([1, 2, 3, 4, 5]);
    expect(units.series.map((p) => p.hitRate)).toEqual([0, 0.5, 2 / 3, 0.5, 0.6]);
    // −10, +20, +10, −10, +20 on stakes 10, 10, 10, 10, 20.
    expect(units.series.map((p) => p.roi)).toEqual([-1, 0.5, 20 / 30, 10 / 40, 30 / 60]);
    expect(units.roi).toBe(0.5);
  });

  it('averages closing-line value over bets with a closing price, void ones left out', () => {
    const bets = [2.1, 1.9, 2, 2.5, 1.6].map((closing) => bet({ result: 'pending', settledAt: null, closingOdds: closing }));
    const a = computeAnalytics([...bets, bet({ result: 'void', closingOdds: 1.1 })]);
    const expected = [2 / 2.1, 2 / 1.9, 1, 2 / 2.5, 2 / 1.6].map((r) => r - 1);
    expect(a.clv.count).toBe(5);
    expect(a.clv.average).toBeCloseTo(expected.reduce((s, v) => s + v, 0) / 5, 12);
    expect(a.clv.beatRate).toBeCloseTo(2 / 5, 12);
    expect(computeAnalytics(bets.slice(0, 4)).clv).toEqual({ count: 4, average: null, beatRate: null });
  });
});
