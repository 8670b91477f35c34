import { describe, expect, it } from 'vitest';
import {
  booksum,
  devigAdditive,
  devigAll,
  devigMultiplicative,
  devigPower,
  devigShin,
  impliedProbabilities,
  margin,
} from './devig';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('de-vig', () => {
  it('computes implied probabilities, booksum and margin', () => {
    expect(impliedProbabilities([2, 4])).toEqual([0.5, 0.25]);
    expect(booksum([1.9, 1.9])).toBeCloseTo(1.052632, 6);
    expect(margin([2.6, 2.4, 4.3])).toBeCloseTo(0.03384, 5);
  });

  it('multiplicative normalises by the booksum', () => {
    const p = devigMultiplicative([1.9, 1.9]);
    expect(p).toEqual([0.5, 0.5]);
    expect(devigMultiplicative([2.6, 2.4, 4.3])[0]).toBeCloseTo(0.372, 3);
  });

  it('Shin matches the published example and solves z', () => {
    const { probabilities, z } = devigShin([2.6, 2.4, 4.3]);
    expect(probabilities[0]).toBeCloseTo(0.373, 3);
    expect(probabilities[1]).toBeCloseTo(0.405, 3);
    expect(probabilities[2]).toBeCloseTo(0.222, 3);
    expect(z).toBeCloseTo(0.017, 3);
    expect(sum(probabilities)).toBeCloseTo(1, 12);
  });

  it('Shin equals additive for two outcomes', () => {
    const shin = devigShin([1.5, 2.6]).probabilities;
    const add = devigAdditive([1.5, 2.6]);
    expect(shin[0]).toBeCloseTo(add[0]!, 6);
    expect(add[0]).toBeCloseTo(0.641026, 5);
  });

  it('Shin without margin only normalises (z = 0)', () => {
    expect(devigShin([2.1, 2.1]).z).toBe(0);
  });

  it('additive clamps a negative long shot to 0 and keeps a probability vector', () => {
    // r = [0.9091, 0.3333, 0.0333], M = 0.2758: the long shot would be 0.0333 − 0.0919 < 0.
    const p = devigAdditive([1.1, 3, 30]);
    expect(p[2]).toBe(0);
    expect(sum(p)).toBeCloseTo(1, 12);
    expect(p[0]).toBeCloseTo(0.9091 - (0.9091 + 0.3333 - 1) / 2, 3);
  });

  it('power solves k > 1 for a book with margin and sums to 1', () => {
    const { probabilities, k } = devigPower([2.6, 2.4, 4.3]);
    expect(k).toBeGreaterThan(1);
    expect(sum(probabilities)).toBeCloseTo(1, 10);
    expect(probabilities[2]).toBeLessThan(devigMultiplicative([2.6, 2.4, 4.3])[2]!);
  });

  it('every method sums to 1 and rejects invalid prices', () => {
    for (const p of Object.values(devigAll([1.45, 4.5, 7.5]))) expect(sum(p)).toBeCloseTo(1, 9);
    expect(() => devigShin([1, 2])).toThrow(RangeError);
    expect(() => devigMultiplicative([2])).toThrow(RangeError);
  });
});
