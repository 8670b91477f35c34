import { describe, expect, it } from 'vitest';
import { readMatch } from '@shared/reading.test-helpers';
import type { TableRow } from '../table/read-table';
import { calibratedNames, nameFeatures, NAME_WEIGHTS, type NameFeatures } from './calibrate';
import { logistic } from './logistic';

const base: NameFeatures = { raw: 0.95, known: 0, agree: 0, debris: 0, listRow: 1, chrome: 0, oneSided: 0, mangled: 0 };

describe('calibrated name confidence', () => {
  it('follows the evidence, not the OCR word confidence alone', () => {
    // What real pages showed: chrome and debris came back at 0.95 (issue 46). Alone, a raw 0.95 is no longer trusted.
    expect(calibratedNames(base)).toBeLessThan(0.8);
    // Two readers agreeing and the gazetteer knowing both sides lift it over the trust level; debris pulls it under.
    expect(calibratedNames({ ...base, agree: 1, known: 2 })).toBeGreaterThan(0.8);
    expect(calibratedNames({ ...base, debris: 1 })).toBeLessThan(0.6);
    expect(calibratedNames({ ...base, known: 2 })).toBeGreaterThan(calibratedNames(base));
    // A side OCR mangled ('Mal lor ca', 'олийникова') is not trusted even where the table model read it too.
    expect(calibratedNames({ ...base, agree: 1, mangled: 1 })).toBeLessThan(0.6);
  });

  it('is a logistic over the weighted features', () => {
    expect(logistic<'a'>({ a: 0 }, { intercept: 0, a: 5 })).toBe(0.5);
    expect(logistic<'a'>({ a: 1 }, { intercept: -1, a: 1 })).toBe(0.5);
    expect(calibratedNames({ ...base, chrome: 1 }, { ...NAME_WEIGHTS, chrome: -3 })).toBeLessThan(calibratedNames(base));
  });

  it('counts two looks only where a page reader and the table model read the same names', () => {
    const m = readMatch({ teams: ['Alpha Rovers', 'Beta United'], kind: 'list' });
    const rows = [{ teams: ['Alpha Rovers', 'Beta United'] } as TableRow];
    expect(nameFeatures(m, rows, undefined, ['Alpha Rovers', 'Beta United']).agree).toBe(1);
    // A row the table model alone read agrees with nothing but itself; so do names it put in place of a reader's.
    expect(nameFeatures(m, rows, undefined, null).agree).toBe(0);
    expect(nameFeatures(m, rows, undefined, ['Top leagues', 'Beta United']).agree).toBe(0);
  });
});
