import { hasPhrase, median, type Row } from './layout';
import { rowPrices, type Candidate, type Priced } from './price-cells';
import { classifyLabel } from './vocab';

/*
 * Betting exchanges print one row per runner (home, away, the draw) with a ladder of prices: the best back prices
 * rising towards the 'Back | Lay' boundary, then the lay prices. The runner's price is the best back, the one under
 * the 'Back' header; every other number on the row is another depth of the same market, never another outcome.
 */

const BACK = ['back', 'a favor', 'за', 'apoiar', 'pour', 'dafür'];
const LAY = ['lay', 'en contra', 'против', 'contra', 'contre', 'dagegen'];

interface Runner {
  name: string;
  x0: number;
  price: Priced;
  row: number;
}

/** The row of an exchange's 'Back | Lay' header, or -1. */
export function exchangeHeaderRow(rows: Row[]): number {
  return rows.findIndex((r) => hasPhrase(r.folded, BACK) && hasPhrase(r.folded, LAY));
}

/**
 * The match read from an exchange's runner rows, or null when any runner row cannot be read whole (its name or its
 * best back price): two sides without the draw would turn a 1X2 market into a moneyline.
 */
export function findExchangeCandidate(rows: Row[], hi: number): Candidate | null {
  const backPhrase = rows[hi]!.phrases.find((p) => hasPhrase(` ${p.text.toLowerCase()} `, BACK));
  if (!backPhrase) return null;
  const backX = (backPhrase.x0 + backPhrase.x1) / 2;
  const runners: Runner[] = [];
  let ladders = 0;
  for (let ri = hi + 1; ri < rows.length && ladders < 3; ri++) {
    const row = rows[ri]!;
    const prices = rowPrices(row, false)
      .filter((p) => p.token.format === 'decimal')
      .sort((a, b) => a.word.x0 - b.word.x0);
    if (prices.length < 4) continue;
    // A ladder rises from left to right through the back and then the lay prices; the matched amounts printed
    // under it ('5,339  2,023', read as comma decimals) do not.
    if (prices.some((p, i) => i > 0 && p.token.decimal <= prices[i - 1]!.token.decimal)) continue;
    ladders++;
    const centres = prices.map((p) => (p.word.x0 + p.word.x1) / 2);
    const pitch = median(centres.slice(1).map((c, i) => c - centres[i]!));
    const nearest = prices.map((p, i) => ({ p, d: Math.abs(centres[i]! - backX) })).sort((a, b) => a.d - b.d)[0]!;
    if (nearest.d > pitch / 2) continue;
    const name = runnerName(rows, ri, prices[0]!.word.x0);
    if (!name) continue;
    runners.push({ ...name, price: nearest.p, row: ri });
  }
  if (runners.length !== ladders) return null;
  // Runner names stand in the market's panel, not in a sidebar left of it.
  const panelX = Math.min(...rows[hi]!.phrases.map((p) => p.x0)) - 2 * rows[hi]!.h;
  if (runners.some((r) => r.x0 < panelX)) return null;
  const draws = runners.filter((r) => classifyLabel(r.name) === 'draw' || /\b(the )?draw\b|ничья|empate|nul\b/i.test(r.name));
  const sides = runners.filter((r) => !draws.includes(r));
  // Without the draw's row a football market cannot be told from a two-way one: no reading rather than a wrong one.
  if (sides.length !== 2 || draws.length !== 1) return null;
  const [home, away] = sides as [Runner, Runner];
  return {
    home: { ...home.price, role: 'home' },
    draw: { ...draws[0]!.price, role: 'draw' },
    away: { ...away.price, role: 'away' },
    layout: 'exchange',
    good: true,
    row: home.row,
    threeWay: true,
  };
}

/** The runner's name: the text nearest left of the ladder on its row, or on the line OCR split off just below. */
function runnerName(rows: Row[], ri: number, firstPriceX: number): { name: string; x0: number } | null {
  const row = rows[ri]!;
  for (const r of [row, rows[ri + 1], rows[ri - 1]]) {
    if (!r || Math.abs((r.y0 + r.y1) / 2 - (row.y0 + row.y1) / 2) > 1.5 * row.h) continue;
    const left = r.phrases.filter((p) => p.x1 < firstPriceX && /\p{L}{3,}/u.test(p.text));
    const nearest = left.sort((a, b) => b.x1 - a.x1)[0];
    if (nearest) return { name: nearest.text, x0: nearest.x0 };
  }
  return null;
}
