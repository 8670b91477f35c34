import type { Row } from '../page/words';
import { rowPrices, type Candidate, type Priced } from '../grid/price-cells';

/*
 * A line that prints the double chance beside the match result ('П1 X П2 1X 12 X2', a Russian line) says the 1X2
 * twice: 1X is home or draw, X2 draw or away, 12 home or away. A 1X2 price OCR misread with a sure glyph ('3,10' for
 * '3,70') disagrees with both double chances that hold its outcome, while the other two prices agree with theirs. Such
 * a price is kept as read but marked unsure, so no stake rests on it.
 */

type Pair = '1x' | '12' | 'x2';
type Outcome = 'home' | 'draw' | 'away';

/** How far (in implied probability, margins left in) an outcome may stand from what a double chance says of it. */
const TOLERANCE = 0.03;
/** How far above its prices a table's header may stand. */
const HEADER_REACH = 20;

/** The double chance a header word names ('1X', '1х', '12', 'X2', 'Х2'), or null. */
function pairOf(text: string): Pair | null {
  const t = text.toLowerCase().replace(/х/g, 'x');
  return t === '1x' ? '1x' : t === '12' ? '12' : t === 'x2' ? 'x2' : null;
}

/** Each double chance's centre on the nearest header above the row that names two of them, where it has no price. */
function doubleChanceColumns(rows: Row[], row: number): Map<Pair, number> | null {
  for (let ri = row - 1; ri >= Math.max(0, row - HEADER_REACH); ri--) {
    const r = rows[ri]!;
    const cols = new Map<Pair, number>();
    for (const w of r.words) {
      const p = pairOf(w.text);
      if (p && !cols.has(p)) cols.set(p, (w.x0 + w.x1) / 2);
    }
    if (cols.size >= 2 && !rowPrices(r, false).length) return cols;
  }
  return null;
}

/** The row's price standing under each double chance's label: the nearest, within half the columns' pitch. */
function doubleChancePrices(rows: Row[], c: Candidate): Map<Pair, number> {
  const out = new Map<Pair, number>();
  const cols = doubleChanceColumns(rows, c.row);
  if (!cols) return out;
  const centres = [...cols.values()].sort((a, b) => a - b);
  const pitch = Math.min(...centres.slice(1).map((x, i) => x - centres[i]!));
  const own = new Set([c.home, c.draw, c.away].map((p) => p?.word));
  const prices = rowPrices(rows[c.row]!, false).filter((p) => !own.has(p.word) && p.token.format === 'decimal');
  for (const [pair, cx] of cols) {
    const near = prices.map((p) => ({ p, d: Math.abs((p.word.x0 + p.word.x1) / 2 - cx) })).sort((a, b) => a.d - b.d)[0];
    if (near && near.d < pitch / 2) out.set(pair, 1 / near.p.token.decimal);
  }
  return out;
}

/** The two double chances holding each outcome, with the outcome beside it in that pair. */
const HOLDERS: Record<Outcome, [Pair, Outcome][]> = {
  home: [
    ['1x', 'draw'],
    ['12', 'away'],
  ],
  draw: [
    ['1x', 'home'],
    ['x2', 'away'],
  ],
  away: [
    ['x2', 'draw'],
    ['12', 'home'],
  ],
};

/** A complete decimal 1X2 whose outcome both its double chances contradict has that price marked unsure. */
export function crossCheckedByDoubleChance(c: Candidate, rows: Row[]): Candidate {
  if (!c.home || !c.draw || !c.away || [c.home, c.draw, c.away].some((p) => p.token.format !== 'decimal')) return c;
  const dc = doubleChancePrices(rows, c);
  if (dc.size < 2) return c;
  const implied: Record<Outcome, number> = {
    home: 1 / c.home.token.decimal,
    draw: 1 / c.draw.token.decimal,
    away: 1 / c.away.token.decimal,
  };
  const off = (o: Outcome) => {
    const gaps = HOLDERS[o].flatMap(([pair, other]) => {
      const p = dc.get(pair);
      return p === undefined ? [] : [implied[o] - (p - implied[other])];
    });
    return gaps.length === 2 && gaps.every((g) => Math.abs(g) > TOLERANCE) && Math.sign(gaps[0]!) === Math.sign(gaps[1]!);
  };
  const unsure = (p: Priced, o: Outcome): Priced => (off(o) ? { ...p, token: { ...p.token, repaired: true } } : p);
  return { ...c, home: unsure(c.home, 'home'), draw: unsure(c.draw, 'draw'), away: unsure(c.away, 'away') };
}
