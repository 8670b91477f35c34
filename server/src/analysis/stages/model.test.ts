import { describe, expect, it } from 'vitest';
import { fixtureRatings } from '../fixtures.test-helpers';
import { modelStage } from './model';

const now = new Date('2026-06-10T00:00:00Z');
const base = { sport: 'football', threeWay: true, date: null, now } as const;

describe('model stage', () => {
  it('runs for two rated clubs and carries its weight and backtest record', () => {
    const r = modelStage({
      ...base,
      corrected: ['Arsenal', 'Chelsea'],
      printed: ['Arsenal', 'Chelsea'],
      ratings: fixtureRatings(0),
    });
    expect(r.prediction).not.toBeNull();
    expect(r.weight).toBe(0);
    expect(r.record).toMatchObject({ weight: 0, validationMatches: 100, logLossMarket: 1.0, logLossModel: 1.02 });
    expect(r.record!.probabilities.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    expect(r.factors.map((f) => f.code)).toEqual(['model', 'model-weight']);
  });

  it('says why it did not run', () => {
    const unknown = modelStage({ ...base, corrected: ['Arsenal', null], printed: ['Arsenal', 'Foo'], ratings: fixtureRatings() });
    expect(unknown.warnings).toEqual([{ code: 'team-unknown', p: { names: ['Foo'] } }]);
    const countries = modelStage({
      ...base,
      corrected: ['Arsenal', 'Bayern Munich'],
      printed: ['Arsenal', 'Bayern'],
      ratings: fixtureRatings(),
    });
    expect(countries.warnings.map((w) => w.code)).toEqual(['different-countries']);
    const none = modelStage({ ...base, corrected: ['Arsenal', 'Chelsea'], printed: ['Arsenal', 'Chelsea'], ratings: null });
    expect(none.warnings.map((w) => w.code)).toEqual(['no-model']);
    const tennis = modelStage({
      ...base,
      sport: 'tennis',
      threeWay: false,
      corrected: [null, null],
      printed: ['A', 'B'],
      ratings: fixtureRatings(),
    });
    expect(tennis.applies).toBe(false);
    expect(tennis.warnings).toEqual([]);
  });

  it('warns when the ratings rest on old results', () => {
    const r = modelStage({ ...base, corrected: ['Stale', 'Chelsea'], printed: ['Stale', 'Chelsea'], ratings: fixtureRatings() });
    expect(r.warnings.map((w) => w.code)).toEqual(['stale-ratings']);
  });
});
