import type { ReadMatch } from '@shared/reading';

/*
 * A bookmaker prints its decimal prices with one number of decimals ('1.85', '3.40'; or '1.850' on Russian lines).
 * A price with another count than the page's usual one lost or gained a digit in reading ('1,66' read as '1.6',
 * '4.950' as '14.950'): it is marked unsure, so it is flagged on review and never staked on.
 */

/** At least this many decimal prices under 10 on the page, and this share of them alike, make its usual count. */
const MIN_PRICES = 4;
const MIN_SHARE = 0.75;
/** The price confidence of a match holding an odd price: under the engine's trust threshold. */
const ODD_PRICE_CONFIDENCE = 0.5;

const decimalsOf = (price: string): number | null => {
  const m = /^\d+[.,](\d+)$/.exec(price.trim());
  return m && Number(price.replace(',', '.')) < 10 ? m[1]!.length : null;
};

const prices = (m: ReadMatch) =>
  m.oddsFormat === 'decimal' ? [m.odds.home, m.odds.draw, m.odds.away].filter((p): p is string => !!p) : [];

/** The page's usual number of decimals, or null when too few prices or no clear majority. */
export function usualDecimals(matches: ReadMatch[]): number | null {
  const counts = new Map<number, number>();
  let n = 0;
  for (const p of matches.flatMap(prices)) {
    const d = decimalsOf(p);
    if (d === null) continue;
    counts.set(d, (counts.get(d) ?? 0) + 1);
    n++;
  }
  if (n < MIN_PRICES) return null;
  const [best, count] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  return count / n >= MIN_SHARE ? best : null;
}

/** Lowers the price confidence of every match with a price printed unlike the page's others. */
export function markOddDecimalPlaces(matches: ReadMatch[]): ReadMatch[] {
  const usual = usualDecimals(matches);
  if (usual === null) return matches;
  return matches.map((m) => {
    const odd = prices(m).some((p) => {
      const d = decimalsOf(p);
      return d !== null && d !== usual;
    });
    return odd ? { ...m, confidence: { ...m.confidence, odds: Math.min(m.confidence.odds, ODD_PRICE_CONFIDENCE) } } : m;
  });
}
