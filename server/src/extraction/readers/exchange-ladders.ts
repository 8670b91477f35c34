import { level, median, type Row } from '../page/words';
import { repairLostDecimalComma } from '../tokens/odds-token';
import { rowPrices, type Priced } from '../grid/price-cells';

/*
 * An exchange's ladders: each runner's row of back and then lay prices, rising left to right, without the matched
 * amounts OCR put beside or under them.
 */

const THREE_DECIMALS = /[.,]\d{3}$/;

/** An exchange prices in steps of at least 0.01: three decimals are an amount read with a point ('6.279' for 6,279). */
const decimals = (row: Row) =>
  withoutReadTwice(
    withoutAmounts(rowPrices(row, false).filter((p) => p.token.format === 'decimal' && !THREE_DECIMALS.test(p.word.text))),
  );

/**
 * A ladder's cells without a word OCR read over them a second time: one box spanning two cells ('|2.26' across '2.26'
 * and '2.28'), less sure than the cells it covers.
 */
function withoutReadTwice(prices: Priced[]): Priced[] {
  const overlaps = (a: Priced, b: Priced) => Math.min(a.word.x1, b.word.x1) - Math.max(a.word.x0, b.word.x0) > 0;
  return prices.filter((p) => {
    const under = prices.filter((q) => q !== p && overlaps(p, q) && q.word.x1 - q.word.x0 < p.word.x1 - p.word.x0);
    return !(under.length >= 2 && under.every((q) => q.word.conf > p.word.conf));
  });
}

/** Prices, left to right, each above the one before it: a ladder's back and then lay prices. */
export const rising = (ps: readonly Priced[]) => ps.every((p, i) => i === 0 || p.token.decimal > ps[i - 1]!.token.decimal);

/** A row's prices left to right when they are at least four decimals rising: one runner's back and lay prices. */
function ladderOf(row: Row): Priced[] | null {
  const ps = decimals(row).sort((a, b) => a.word.x0 - b.word.x0);
  return ps.length >= 4 && rising(ps) ? ps : null;
}

/**
 * A ladder's best back read by its shape alone, with no 'Back' header to say where it stands: an even run of four
 * prices or more, rising left to right, holds as many back prices as lay, the best back last of the first half. Null
 * for any other run of prices.
 */
export function ladderMiddle(prices: readonly Priced[]): Priced | null {
  return prices.length >= 4 && prices.length % 2 === 0 && rising(prices) ? prices[prices.length / 2 - 1]! : null;
}

export const isLadder = (row: Row) => !!ladderOf(row);

/**
 * An exchange's ladder: each price one tick above the one before it. A tick is at most a tenth of the price on every
 * exchange's price table (0.01 under 2 up to 10 over 100), so a row of rising prices further apart is something else
 * (a wide grid's markets, a comparison's bookmakers).
 */
export const isTightLadder = (row: Row) =>
  ladderOf(row)?.every((p, i, ps) => i === 0 || p.token.decimal <= 1.1 * ps[i - 1]!.token.decimal) ?? false;

/**
 * A runner's ladder, left to right: the row's prices, and any OCR put on a line of its own at the same height (one
 * cell read apart, '3.6' beside '3.5  3.55 _ 3.65').
 */
export function ladderPrices(rows: Row[], ri: number): { prices: Priced[]; apart: number[]; odd: boolean } {
  const row = rows[ri]!;
  const own = withLostPoints(row, decimals(row));
  const clear = (p: Priced) => own.every((q) => p.word.x1 < q.word.x0 || p.word.x0 > q.word.x1);
  // Level with the ladder's own prices, whatever else shares its line (a sidebar's 'Eishockey' beside '3.25' makes
  // that line taller than the price).
  const joins = (p: Priced) => clear(p) && own.some((q) => level(p.word, q.word));
  // The next line or the one beyond it, where a side panel's line came between.
  const near = [ri - 1, ri + 1, ri - 2, ri + 2];
  const apart = own.length >= 2 ? near.filter((i) => rows[i] && decimals(rows[i]!).some(joins)) : [];
  const extra = apart.flatMap((i) => decimals(rows[i]!).filter(joins));
  const prices = [...own, ...extra].sort((a, b) => a.word.x0 - b.word.x0);
  // A three-decimal number among the ladder's cells (not an amount beside them) is a glyph read as a price: the
  // ladder is not read surely.
  const inside = (w: { x0: number; x1: number }) =>
    prices.length > 1 && (w.x0 + w.x1) / 2 > prices[0]!.word.x1 && (w.x0 + w.x1) / 2 < prices[prices.length - 1]!.word.x0;
  const odd = [ri, ...apart].some((i) =>
    // An amount grouped with a comma ('4,382') stands beside the prices, not among them.
    rowPrices(rows[i]!, false).some(
      (p) => THREE_DECIMALS.test(p.word.text) && GROUPED.exec(p.word.text)?.[1] !== ',' && inside(p.word),
    ),
  );
  return { prices, apart, odd };
}

/**
 * A ladder's cells whose point OCR lost ('4.0  41  4.2  43  44  45', one-decimal prices in small type): two digits
 * alone among two decimal prices or more, inside the ladder's span, are such a price, marked repaired. Whether they
 * make a ladder at all, rising, is for the caller to check.
 */
function withLostPoints(row: Row, own: Priced[]): Priced[] {
  if (own.length < 2) return own;
  const [x0, x1] = [own[0]!.word.x0, own[own.length - 1]!.word.x1];
  const pitch = median(own.slice(1).map((p, i) => p.word.x0 - own[i]!.word.x0));
  const lost = row.words.flatMap((w) => {
    if (w.dt || !/^[1-9]\d$/.test(w.text) || w.x1 < x0 - pitch || w.x0 > x1 + pitch) return [];
    // Level with the ladder's prices: two digits under them are the end of an amount ('€3,72' read as '72').
    if (!own.some((p) => level(p.word, w))) return [];
    // Marked repaired by the repair itself.
    const token = repairLostDecimalComma(w.text);
    return token ? [{ token, word: w }] : [];
  });
  return lost.length ? [...own, ...lost].sort((a, b) => a.word.x0 - b.word.x0) : own;
}

/** A number grouped in thousands ('8,966' beside prices written '2.46', or '8.966' beside '2,46'). */
const GROUPED = /^\d{1,3}([.,])\d{3}$/;

/**
 * A ladder's prices without the matched amounts OCR put on the same line: an amount is grouped in thousands with the
 * separator the row's prices do not use as their decimal point.
 */
function withoutAmounts(prices: Priced[]): Priced[] {
  const separator = (p: Priced) => /[.,]/.exec(p.word.text)?.[0];
  const decimalSeps = prices.filter((p) => !GROUPED.test(p.word.text)).map(separator);
  const point = decimalSeps.filter((s) => s === '.').length;
  const comma = decimalSeps.filter((s) => s === ',').length;
  if (point === comma) return prices;
  const decimal = point > comma ? '.' : ',';
  return prices.filter((p) => {
    const m = GROUPED.exec(p.word.text);
    return !m || m[1] === decimal;
  });
}
