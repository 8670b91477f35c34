import { describe, expect, it } from 'vitest';
import { fitLogistic, type Sample } from './logistic-fit';

describe('fitLogistic', () => {
  it('finds the sign and rough size of a feature that predicts the outcome', () => {
    // y = 1 on 90% of the samples with f = 1, on 20% of those with f = 0.
    const samples: Sample<'f'>[] = [];
    for (let i = 0; i < 100; i++) samples.push({ x: { f: 1 }, y: i < 90 ? 1 : 0 }, { x: { f: 0 }, y: i < 20 ? 1 : 0 });
    const w = fitLogistic(samples, ['f'], 0);
    expect(w.intercept).toBeCloseTo(Math.log(0.2 / 0.8), 1);
    expect(w.f).toBeCloseTo(Math.log(0.9 / 0.1) - Math.log(0.2 / 0.8), 1);
    // The penalty shrinks the weight towards 0.
    expect(fitLogistic(samples, ['f'], 50).f).toBeLessThan(w.f);
  });
});
