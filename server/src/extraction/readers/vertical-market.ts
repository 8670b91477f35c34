import { hasPhrase, level, type Row } from '../page/words';
import { pricesOf, type Candidate, type Priced } from '../grid/price-cells';
import { isPlausibleBook } from '../grid/book';
import { BAD_MARKET, GOOD_MARKET } from '../locale/vocab';

/**
 * A market printed down the page, one outcome a row ('Match Winner | Home | 4.40', then Draw, then Away): consecutive
 * rows of one labelled price each, under the same market name, make one candidate when the market is the match
 * result (never a half, a total or a draw-no-bet) and, with a draw, the three make one book.
 */
export function mergeVerticalMarket(cands: Candidate[], rows: Row[]): Candidate[] {
  const single = (c: Candidate) => pricesOf(c).length === 1 && c.layout === 'event';
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

/**
 * One row of price buttons OCR read as two lines: a button whose label wraps ('Sparta / Rotterdam') prints its price
 * lower than the others ('+300  -120' then '+265'). Two incomplete grid candidates on neighbouring lines, under the
 * same columns, whose outcomes do not overlap and which together make one book, are one market. Its prices were not
 * read as one row, so the market is not trusted.
 * Prices labelled in their own cells ('1 3,35  X 3,7', then '2 2,1') join only where they stand level: OCR cut one
 * printed line in two (a kick-off below the names pulled its end into another line). Level, they stay trusted.
 */
export function joinStaggeredRow(cands: Candidate[], rows: Row[]): Candidate[] {
  const slots = (c: Candidate) => (['home', 'draw', 'away'] as const).filter((s) => c[s]);
  const out: Candidate[] = [];
  for (let i = 0; i < cands.length; i++) {
    const a = cands[i]!;
    const b = cands[i + 1];
    const near = !!b && b.row === a.row + 1 && rows[b.row]!.y0 - rows[a.row]!.y1 < rows[a.row]!.h;
    const level = !!b && near && levelPrices(a, b);
    const apart = !!b && slots(a).every((s) => !b[s]) && slots(a).length + slots(b).length >= 2;
    // A row priced on both sides is a two-way market of its own, unless the other line holds only a draw: the draw
    // column's button printed a line apart from the row's other two ('-135  +330' over 'A - B  +285').
    const loneDraw = (c: Candidate) => slots(c).length === 1 && !!c.draw;
    const twoWay = (c: Candidate, other: Candidate) => !!c.home && !!c.away && !loneDraw(other);
    const layouts = !!b && a.layout === b.layout && (a.layout === 'grid' || (level && a.layout !== 'board'));
    if (!b || !layouts || !near || !apart || twoWay(a, b) || twoWay(b, a)) {
      out.push(a);
      continue;
    }
    const unsure = (p: Priced | null) => (p && !level ? { ...p, token: { ...p.token, repaired: true } } : p);
    const joined: Candidate = {
      ...a,
      home: unsure(a.home ?? b.home),
      draw: unsure(a.draw ?? b.draw),
      away: unsure(a.away ?? b.away),
      threeWay: a.threeWay || b.threeWay,
    };
    const prices = [joined.home, joined.draw, joined.away].filter((p): p is Priced => !!p);
    if (!joined.home || !joined.away || !isPlausibleBook(prices.map((p) => p.token.decimal))) {
      out.push(a);
      continue;
    }
    out.push(joined);
    i++;
  }
  return out;
}

/** Every price of one candidate stands level with one of the other's: over half their height shared. */
function levelPrices(a: Candidate, b: Candidate): boolean {
  const words = (c: Candidate) => [c.home, c.draw, c.away].flatMap((p) => (p ? [p.word] : []));
  const [pa, pb] = [words(a), words(b)];
  return pa.length > 0 && pb.length > 0 && pb.every((q) => pa.some((p) => level(p, q)));
}
