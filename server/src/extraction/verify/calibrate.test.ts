import { describe, expect, it } from 'vitest';
import { calibratedNames, type NameFeatures } from './calibrate';

const base: NameFeatures = { raw: 0.95, known: 0, agree: false, debris: false, listRow: true };

describe('calibrated name confidence', () => {
  it('follows the evidence, not the OCR word confidence alone', () => {
    // What real pages showed: chrome and debris came back at 0.95 (issue 46). Alone, a raw 0.95 is no longer trusted.
    expect(calibratedNames(base)).toBeLessThan(0.8);
    // Two readers agreeing and the gazetteer knowing both sides lift it over the trust level; debris pulls it under.
    expect(calibratedNames({ ...base, agree: true, known: 2 })).toBeGreaterThan(0.8);
    expect(calibratedNames({ ...base, debris: true })).toBeLessThan(0.6);
    expect(calibratedNames({ ...base, known: 2 })).toBeGreaterThan(calibratedNames(base));
  });

  it('is the identity while unfitted', () => {
    expect(calibratedNames(base, { intercept: 0, raw: 1, known: 0, agree: 0, debris: 0, listRow: 0 })).toBe(0.95);
  });
});
