import { hasPhrase, type Row } from './layout';
import { isPlausibleBook, type Candidate, type Priced } from './price-cells';
import { BAD_MARKET, GOOD_MARKET } from './vocab';

/**
 * A market printed down the page, one outcome a row ('Match Winner | Home | 4.40', then Draw, then Away): consecutive
 * rows of one labelled price each, under the same market name, make one candidate when the market is the match
 * result (never a half, a total or a draw-no-bet) and, with a draw, the three make one book.
 */
export function mergeVerticalMarket(cands: Candidate[], rows: Row[]): Candidate[] {
  const single = (c: Candidate) => [c.home, c.draw, c.away].filter(Boolean).length === 1 && c.layout === 'event';
  const marketOf = (c: Candidate) => rows[c.row]!.phrases[0]?.text ?? '';
  const out: Candidate[] = [];
  for (let i = 0; i < cands.length; i++) {
    const group = [cands[i]!];
    while (
      i + group.length < cands.length &&
      single(group[0]!) &&
      single(cands[i + group.length]!) &&
      cands[i + group.length]!.row - group[group.length - 1]!.row <= 2 &&
      marketOf(cands[i + group.length]!) === marketOf(group[0]!)
    )
      group.push(cands[i + group.length]!);
    const merged: Candidate = { home: null, draw: null, away: null, layout: 'event', good: true, row: group[0]!.row };
    const distinct = group.every((c) => {
      const role = c.home ? 'home' : c.draw ? 'draw' : 'away';
      if (merged[role]) return false;
      merged[role] = c[role];
      return true;
    });
    const name = rows[group[0]!.row]!.folded;
    const result = hasPhrase(name, GOOD_MARKET) && !hasPhrase(name, BAD_MARKET);
    const prices = [merged.home, merged.draw, merged.away].filter((p): p is Priced => !!p);
    if (
      group.length >= 2 &&
      distinct &&
      result &&
      merged.home &&
      merged.away &&
      isPlausibleBook(prices.map((p) => p.token.decimal))
    ) {
      out.push({ ...merged, threeWay: !!merged.draw });
      i += group.length - 1;
    } else out.push(cands[i]!);
  }
  return out;
}
