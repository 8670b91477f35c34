import { parseOddsToken } from '../tokens/odds-token';
import type { Row } from '../page/words';
import {
  candidateFrom,
  harmonised,
  withRepairMakingBook,
  nearestColumn,
  nearestIndex,
  resolveUnknown,
  rowPrices,
  type Candidate,
  type Column,
  type Priced,
} from '../grid/price-cells';
import { isPlausibleBook } from '../grid/book';
import type { OutcomeRole } from '../tokens/labels';

/* Prices whose outcome labels were not read: what a row's shape, a header's gaps and the book still tell. */

/**
 * Big display digits (match preview graphics) often lose their decimal comma: '21  35  355' under 'Home Draw Away'
 * for 2,1  3,5  3,55. Right under an outcome header, a row of nothing but one 2- or 3-digit integer per outcome column
 * is read with the point restored after the first digit, only when the result is one bookmaker's book. Every such
 * price is marked repaired, so the analysis treats it as unsure and never stakes on it.
 */
export function lostPointRow(row: Row, cols: Column[], ri: number): Candidate | null {
  const outcomes = resolveUnknown(
    cols.map((c) => c.role),
    cols.some((c) => c.role === 'draw'),
  );
  const roles = outcomes.filter((r): r is OutcomeRole => r === 'home' || r === 'draw' || r === 'away');
  if (roles.length !== cols.length || (roles.length !== 2 && roles.length !== 3)) return null;
  if (row.words.length !== roles.length || !row.words.every((w) => /^[1-9]\d{1,2}$/.test(w.text))) return null;
  const words = [...row.words].sort((a, b) => a.x0 - b.x0);
  const priced: Priced[] = [];
  for (const [i, w] of words.entries()) {
    const text = `${w.text[0]}.${w.text.slice(1)}`;
    const token = parseOddsToken(text);
    if (!token) return null;
    priced.push({ token: { ...token, repaired: true }, word: w, role: roles[i] });
  }
  if (!isPlausibleBook(priced.map((p) => p.token.decimal))) return null;
  return candidateFrom(priced, 'event', true, ri);
}

/**
 * A 1X2 header with one outer label unread ('Bookmaker  x  2', its '1' lost): the missing column stands one pitch
 * beyond the draw, on the other side from the read one, and takes the price there.
 */
export function withUnreadOutcomeColumn(cols: Column[]): Column[] {
  const find = (role: string) => cols.filter((c) => c.role === role);
  const [home, draw, away] = [find('home'), find('draw'), find('away')];
  if (draw.length !== 1 || home.length + away.length !== 1) return cols;
  const known = (home[0] ?? away[0])!;
  const pitch = (draw[0]!.x0 + draw[0]!.x1) / 2 - (known.x0 + known.x1) / 2;
  // The read outer label must stand beside the draw on its own side: home left of it, away right of it.
  if (home.length ? pitch <= 0 : pitch >= 0) return cols;
  const missing: Column = { x0: draw[0]!.x0 + pitch, x1: draw[0]!.x1 + pitch, role: home.length ? 'away' : 'home' };
  return [...cols, missing].sort((a, b) => a.x0 - b.x0);
}

/**
 * A header whose draw column was read but whose home and away labels were not ('м Х 0' for 'П1 X П2'): in a 1X2 grid
 * home is the price column just left of the draw and away the one just right, so the page's price columns decide,
 * over whatever the unread labels were guessed to be.
 */
export function fillBesideDraw(assigned: Priced[], prices: Priced[], grid: number[]): void {
  const draw = assigned.find((p) => p.role === 'draw');
  if (!draw || grid.length < 3) return;
  const colOf = (p: Priced) => nearestIndex(grid, (p.word.x0 + p.word.x1) / 2);
  const d = colOf(draw);
  const at = (i: number) => prices.find((p) => p !== draw && colOf(p) === i);
  const home = at(d - 1);
  const away = at(d + 1);
  if (!home || !away) return;
  assigned.splice(0, assigned.length, draw, { ...home, role: 'home' }, { ...away, role: 'away' });
}

/** Sum of implied probabilities: a real 1X2 or moneyline book is a little over 1 (the margin). */
/**
 * A '1 ... 2' header whose 'X' was not read, over three prices: the one standing between the home and the away
 * columns, clear of both, is the draw's, when the three make one bookmaker's book.
 */
export function drawBetween(cols: Column[], prices: Priced[]): ((row: number, good: boolean) => Candidate) | null {
  const outcomes = cols.filter((c) => c.role === 'home' || c.role === 'draw' || c.role === 'away');
  const home = outcomes.find((c) => c.role === 'home');
  const away = outcomes.find((c) => c.role === 'away');
  if (outcomes.length !== 2 || !home || !away || prices.length !== 3) return null;
  const mid = (x0: number, x1: number) => (x0 + x1) / 2;
  const [h, d, a] = [...prices].sort((p, q) => p.word.x0 - q.word.x0) as [Priced, Priced, Priced];
  const [hx, ax] = [mid(home.x0, home.x1), mid(away.x0, away.x1)];
  if (hx >= ax || nearestColumn(outcomes, h.word) !== home || nearestColumn(outcomes, a.word) !== away) return null;
  const dx = mid(d.word.x0, d.word.x1);
  const pitch = (ax - hx) / 2;
  if (Math.abs(dx - hx) < pitch / 2 || Math.abs(ax - dx) < pitch / 2) return null;
  if (!isPlausibleBook([h, d, a].map((p) => p.token.decimal))) return null;
  return (row, good) => ({
    home: { ...h, role: 'home' },
    draw: { ...d, role: 'draw' },
    away: { ...a, role: 'away' },
    layout: 'grid',
    good,
    row,
    threeWay: true,
  });
}

export function gridCandidate(prices: Priced[], grid: number[], row: number, lost: readonly number[] = []): Candidate | null {
  const sorted = [...prices].sort((a, b) => a.word.x0 - b.word.x0);
  let cols: (Priced | null)[];
  if (grid.length >= 2) {
    // Each price in its page column; a suspended price ('-') leaves its column empty instead of shifting the rest.
    const colOf = (p: Priced) => nearestIndex(grid, (p.word.x0 + p.word.x1) / 2);
    // So does a number in a column that reads as no price ('18.' for 1.8): the row's prices start there, unread.
    const pitch = Math.min(...grid.slice(1).map((g, i) => g - grid[i]!));
    const lostCol = (x: number) => {
      const i = nearestIndex(grid, x);
      return Math.abs(grid[i]! - x) <= pitch / 3 ? i : -1;
    };
    const first = grid.findIndex((_, i) => sorted.some((p) => colOf(p) === i) || lost.some((x) => lostCol(x) === i));
    cols = [0, 1, 2].map((k) => sorted.find((p) => colOf(p) === first + k) ?? null);
  } else cols = [sorted[0] ?? null, sorted[1] ?? null, sorted[2] ?? null];
  const [a, b, c] = withRepairMakingBook(cols);
  const dec = (p: Priced | null) => p?.token.decimal ?? 0;
  const make = (home: Priced | null, draw: Priced | null, away: Priced | null, threeWay: boolean): Candidate => {
    const [h, d, w] = harmonised([home, draw, away].filter((p): p is Priced => !!p));
    const pick = (p: Priced | null) => (p ? ([h, d, w].find((x) => x?.word === p.word) ?? null) : null);
    return { home: pick(home), draw: pick(draw), away: pick(away), layout: 'list', good: false, row, threeWay, byOrder: true };
  };
  if (a && b && c && isPlausibleBook([dec(a), dec(b), dec(c)])) return make(a, b, c, true);
  // Two-way only where the page's grid has two columns (or none was found): a row missing its third price in a
  // three-column grid is an incomplete 1X2, not a moneyline.
  if (a && b && !c && grid.length <= 2 && isPlausibleBook([dec(a), dec(b)])) return make(a, null, b, false);
  // A suspended draw: home and away of the result columns, no draw; incomplete, for the reader to finish.
  if (a && !b && c && grid.length >= 3) return make(a, null, c, true);
  return null;
}

/**
 * A full two-sided market whose prices leave a third of the book missing ('1.343 ... 8.400', implied 0.86) lacks its
 * draw. On a match graphic the draw's cell may print its price a line higher or lower than the sides' (its label is
 * shorter): a lone price between the two columns, within three lines, with nothing else on its line, is the draw when
 * the three make one book.
 */
export function drawOnNearbyLine(c: Candidate, rows: Row[]): Candidate {
  if (!c.home || !c.away || c.draw) return c;
  const [home, away] = [c.home.word, c.away.word];
  if (home.x1 >= away.x0 || 1 / c.home.token.decimal + 1 / c.away.token.decimal >= 0.97) return c;
  const row = rows[c.row]!;
  const cy = (row.y0 + row.y1) / 2;
  const lone = rows
    // Alone between the two columns: words of the sides' wrapped labels may stand on its line, beyond them.
    .filter(
      (r) =>
        r !== row &&
        Math.abs((r.y0 + r.y1) / 2 - cy) <= 3 * row.h &&
        r.words.filter((w) => w.x1 > home.x1 && w.x0 < away.x0).length === 1 &&
        rowPrices(r, false).length === 1,
    )
    .map((r) => ({ r, p: rowPrices(r, false)[0] }))
    .filter((x): x is { r: Row; p: Priced } => {
      if (!x.p) return false;
      const px = (x.p.word.x0 + x.p.word.x1) / 2;
      return px > home.x1 && px < away.x0;
    })
    .sort((a, b) => Math.abs((a.r.y0 + a.r.y1) / 2 - cy) - Math.abs((b.r.y0 + b.r.y1) / 2 - cy));
  const draw = lone[0]?.p;
  if (!draw || !isPlausibleBook([c.home, draw, c.away].map((p) => p.token.decimal))) return c;
  return { ...c, draw: { ...draw, role: 'draw' }, threeWay: true };
}
