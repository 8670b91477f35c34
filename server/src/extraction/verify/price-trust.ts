import { parseOddsStrict } from '@shared/odds';
import { TRUSTED_PRICE_CONFIDENCE, type ReadMatch } from '@shared/reading';
import type { TableRow } from '../table/read-table';
import { logistic, type Weights } from './logistic';
import { bookOf, tableAgrees } from './table-arbiter';

/**
 * Calibrated price confidence (issue 46): the probability that every price of a match was read as printed, from
 * named evidence rather than the OCR glyph score alone (on real pages misread prices came back at 0.9 to 1.0). The
 * weights are fitted on the tune parts of the real sets (bench/calibrate.ts; docs/decisions/0056). A price under
 * the trust level is shown for the user to check and never staked on.
 */

export interface PriceFeatures {
  /** The reader's own confidence (the lowest glyph score, already capped where a book or a repair says so). */
  raw: number;
  /** Every price of the market was read and together they make one plausible book. */
  book: number;
  /** Every price of the market was read and they make no plausible book. */
  noBook: number;
  /** The table model read the same prices on the same line. */
  agree: number;
  /** That table row's columns stand under a header naming them (1 X 2). */
  headed: number;
  /** One price alone (a slip's pick): nothing to check it against. */
  single: number;
  /** Printed American or fractional, not decimal. */
  nonDecimal: number;
  /** The match is a row of a list or board (many rows of prices on the page), not one event's page or a slip. */
  listRow: number;
  /** The table model read rows on this page (a list of three rows or more, or a board's two sides). */
  tabled: number;
}

export const PRICE_FEATURES = ['raw', 'book', 'noBook', 'agree', 'headed', 'single', 'nonDecimal', 'listRow', 'tabled'] as const;

const flag = (b: boolean) => (b ? 1 : 0);

export function priceFeatures(m: ReadMatch, rows: readonly TableRow[], scale: number, height: number): PriceFeatures {
  const prices = [m.odds.home, m.odds.draw, m.odds.away].filter((p): p is string => !!p && parseOddsStrict(p) !== null);
  const book = bookOf(m);
  const row = tableAgrees(m, rows, scale, height);
  return {
    raw: m.confidence.odds,
    book: flag(book === true),
    noBook: flag(book === false),
    agree: flag(!!row),
    headed: flag(!!row?.headed),
    single: flag(prices.length === 1),
    nonDecimal: flag(m.oddsFormat !== 'decimal'),
    listRow: flag(m.kind === 'list' || m.kind === 'board'),
    tabled: flag(rows.length > 0),
  };
}

/**
 * Not adopted: the tune parts hold 4 wrong prices in 101, too few to learn from, and the fit trusted more wrong prices
 * on the check parts than the reader's own capped confidence does (decision 0056). `npm run bench:calibrate` refits.
 */
export const PRICE_WEIGHTS: Weights<keyof PriceFeatures> | null = null;

/** Price confidence for a list row only one reader read: just under the trust level, so shown and never staked on. */
const ONE_LOOK = TRUSTED_PRICE_CONFIDENCE - 0.01;

/**
 * Probability every price is right; the reader's own confidence while no weights are fitted. On a list, where a
 * neighbouring row's prices stand a line away, a row's prices are trusted only where the market's prices, all read,
 * make a plausible book (a market the book cannot check is for the user to check), and, where the table model read
 * the page's rows, only where it read the same prices on the same line: two readers agreeing, as the OCR's own two
 * looks must agree on a digit (decision 0021). Every trusted list price of the tune parts met both (decision 0058).
 */
export function calibratedPrices(f: PriceFeatures, w = PRICE_WEIGHTS): number {
  const p = w ? logistic(f, w) : f.raw;
  const checked = f.book && (f.agree || !f.tabled);
  return f.listRow && !checked ? Math.min(p, ONE_LOOK) : p;
}
