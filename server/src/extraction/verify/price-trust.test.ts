import { describe, expect, it } from 'vitest';
import { TRUSTED_PRICE_CONFIDENCE } from '@shared/reading';
import { calibratedPrices, type PriceFeatures } from './price-trust';

const row: PriceFeatures = {
  raw: 0.97,
  book: 1,
  noBook: 0,
  agree: 1,
  headed: 0,
  single: 0,
  nonDecimal: 0,
  listRow: 1,
  tabled: 1,
};

describe('price trust', () => {
  it("trusts a list row's prices where they make a book and the table model read them alike", () => {
    expect(calibratedPrices(row)).toBeGreaterThanOrEqual(TRUSTED_PRICE_CONFIDENCE);
  });

  it('shows a list row one reader read, or whose market the book cannot check, for the user to check', () => {
    expect(calibratedPrices({ ...row, agree: 0 })).toBeLessThan(TRUSTED_PRICE_CONFIDENCE);
    expect(calibratedPrices({ ...row, book: 0 })).toBeLessThan(TRUSTED_PRICE_CONFIDENCE);
  });

  it('asks no agreement where the table model read no rows on the page, nor of one event or a slip', () => {
    expect(calibratedPrices({ ...row, agree: 0, tabled: 0 })).toBeGreaterThanOrEqual(TRUSTED_PRICE_CONFIDENCE);
    expect(calibratedPrices({ ...row, agree: 0, listRow: 0 })).toBe(row.raw);
    expect(calibratedPrices({ ...row, book: 0, single: 1, listRow: 0 })).toBe(row.raw);
  });
});
