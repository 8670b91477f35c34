import { median } from '../page/words';
import { integerReadings, type Cell, type Line } from './cells';

/**
 * The table model's geometry: the price columns a list's rows share, the tables they form, and which columns hold
 * the main market (1X2 or moneyline). A list repeats one geometry row after row; a price that stands in no shared
 * column, or a row that shares too few of them, is not part of the table.
 */

export interface Column {
  cx: number;
  x0: number;
  x1: number;
  /** Lines (by index into the table's lines) with a price in this column. */
  support: number;
}

export interface Table {
  lines: Line[];
  columns: Column[];
  /** Main market columns, left to right: [1, X, 2] or [1, 2]; null where no market could be placed. */
  market: { columns: Column[]; threeWay: boolean; header: Line | null } | null;
}

const slotCells = (l: Line) => l.cells.filter((c) => c.role === 'price' || c.role === 'dash');
const priceCells = (l: Line) => l.cells.filter((c) => c.role === 'price');

/**
 * The cells that show where a line's price columns stand: its prices, and an integer of two or three digits between
 * two of them ('30  17' before '1.025': a long price printed without decimals, or a price whose mark OCR lost), so
 * such a price's column is a column of the table (the row's book reads it, slotsOf).
 */
function columnCells(l: Line): Cell[] {
  const prices = priceCells(l);
  if (prices.length < 2) return prices;
  const [from, to] = [prices[0]!.cx, prices[prices.length - 1]!.cx];
  const between = l.cells.filter((c) => c.role === 'text' && /^[1-9]\d{1,2}$/.test(c.w.text.trim()) && c.cx > from && c.cx < to);
  return [...prices, ...between].sort((a, b) => a.cx - b.cx);
}

/** Columns from the x-centres of the price cells of these lines, each kept when at least `minSupport` lines use it. */
export function columnsOf(lines: Line[], minSupport: number): Column[] {
  const cells = lines.flatMap((l, i) => columnCells(l).map((c) => ({ c, i })));
  if (!cells.length) return [];
  const width = median(cells.map(({ c }) => c.w.x1 - c.w.x0));
  const tol = Math.max(width * 0.6, 6);
  const sorted = [...cells].sort((a, b) => a.c.cx - b.c.cx);
  const groups: (typeof cells)[] = [];
  for (const x of sorted) {
    const g = groups[groups.length - 1];
    const centre = g ? g.reduce((s, y) => s + y.c.cx, 0) / g.length : 0;
    if (g && x.c.cx - centre <= tol) g.push(x);
    else groups.push([x]);
  }
  return groups
    .map((g) => ({
      cx: g.reduce((s, y) => s + y.c.cx, 0) / g.length,
      x0: Math.min(...g.map((y) => y.c.w.x0)),
      x1: Math.max(...g.map((y) => y.c.w.x1)),
      support: new Set(g.map((y) => y.i)).size,
    }))
    .filter((col) => col.support >= minSupport);
}

/** The cell of a line standing in a column (its centre within the column's span, widened a little), if any. */
export function cellIn(line: Line, col: Column, roles: Cell['role'][] = ['price', 'dash']): Cell | null {
  const pad = (col.x1 - col.x0) * 0.25 + 4;
  const inCol = line.cells.filter((c) => roles.includes(c.role) && c.cx >= col.x0 - pad && c.cx <= col.x1 + pad);
  return inCol.sort((a, b) => Math.abs(a.cx - col.cx) - Math.abs(b.cx - col.cx))[0] ?? null;
}

/**
 * Tables: runs of price lines (two or more prices or dashes) that share at least two price columns with the run,
 * no further apart than a few line heights (a league's header line may stand between two rows).
 */
export function tablesOf(lines: Line[], height: number): Table[] {
  const priced = lines.filter((l) => slotCells(l).length >= 2 && priceCells(l).length >= 1);
  const runs: Line[][] = [];
  for (const l of priced) {
    // Another panel's price lines (a bet slip's, a sidebar's) may stand between two rows of a list: the line goes on
    // the latest of the last few runs it continues, not only on the last one.
    const run = runs
      .slice(-OPEN_RUNS)
      .reverse()
      .find((r) => continues(r, l, height));
    if (run) run.push(l);
    else runs.push([l]);
  }
  // A row whose every price lost its mark ('280 320 270' over '3.40 3.25 2.20') joins a run of priced rows where its
  // integers stand in the run's columns, at either end or inside; it never starts one (a line of scores or ids would).
  for (const l of lines.filter((x) => !priceCells(x).length && unmarkedCells(x).length >= 2)) {
    const run = runs.find((r) => r.length >= 2 && standsInRun(r, l, height));
    if (run) run.splice(run.filter((x) => x.y0 < l.y0).length, 0, l);
  }
  return (
    runs
      // Three lines make a list; two make a table only as one event's two sides on a US board (a line each, American
      // prices in the same three columns or more: 'Portland Trail Blazers +115 +2.5 -110 O 230.5 -110' over the
      // Clippers'); two lines of a decimal list are two matches.
      .filter((run) => run.length >= 3 || (run.length === 2 && isUsBoardPair(run)))
      .sort((a, b) => a[0]!.y0 - b[0]!.y0)
      .map((run) => {
        const columns = columnsOf(run, Math.max(2, Math.ceil(run.length * 0.3)));
        return { lines: run, columns, market: null };
      })
      .filter((t) => t.columns.length >= 2)
  );
}

/** Runs still open to a new line: the current one and the two before it. */
const OPEN_RUNS = 3;

/**
 * Whether a line continues a run: near enough and sharing its columns. Rows of cards (names stacked over a status
 * line) stand further apart than a few lines: there the pitch the run has kept so far bounds the gap instead; and a
 * league's or section's header may stand between two rows anywhere, so a line that stands in three of the run's
 * price columns or more continues it across up to 20 line heights.
 */
function continues(run: Line[], l: Line, height: number): boolean {
  const prev = run[run.length - 1]!;
  const gap = l.y0 - prev.y1;
  if (gap <= height * 6) return sharesColumns(run, l);
  if (gap > height * 20) return false;
  const pitch = run.length >= 2 ? (prev.y0 - run[0]!.y0) / (run.length - 1) : 0;
  if (run.length < 2 || gap <= pitch * 1.5) return sharesColumns(run, l);
  return sharedPriceColumns(run, l) >= 3;
}

/** A line's integers of two or three digits, which may be decimal prices OCR read without their mark. */
const unmarkedCells = (l: Line) => l.cells.filter((c) => c.role === 'text' && /^[1-9]\d{1,2}\.?$/.test(c.w.text.trim()));

/**
 * Whether a line of integers only stands in a run: no further from it than a few line heights or one and a half of its
 * rows' pitch, two of them or more in its columns.
 */
function standsInRun(run: Line[], l: Line, height: number): boolean {
  const pitch = (run[run.length - 1]!.y0 - run[0]!.y0) / (run.length - 1);
  const reach = Math.max(height * 6, pitch * 1.5);
  if (l.y0 > run[run.length - 1]!.y1 + reach || l.y1 < run[0]!.y0 - reach) return false;
  const near = [...run].sort((a, b) => Math.abs(a.cy - l.cy) - Math.abs(b.cy - l.cy)).slice(0, 4);
  const cols = columnsOf(near, 2);
  const unmarked = unmarkedCells(l);
  const inCols = cols.filter((c) => {
    const cell = cellIn(l, c, ['text']);
    return !!cell && unmarked.includes(cell);
  });
  return inCols.length >= 2 && inCols.length >= unmarked.length - 1;
}

function isUsBoardPair([a, b]: Line[]): boolean {
  // A total's line (230.5) reads as a decimal price: the sides' own prices are American.
  const american = (l: Line) => priceCells(l).filter((c) => c.price!.format === 'american').length >= 2;
  return american(a!) && american(b!) && sharedPriceColumns([a!], b!) >= 3;
}

/** The columns the run's last lines and this line make, and how many of them hold a price of this line. */
function columnsWith(run: Line[], line: Line): { cols: Column[]; used: number } {
  const cols = columnsOf([...run.slice(-4), line], 2);
  return { cols, used: cols.filter((c) => cellIn(line, c, ['price'])).length };
}

const sharedPriceColumns = (run: Line[], line: Line) => columnsWith(run, line).used;

function sharesColumns(run: Line[], line: Line): boolean {
  const { cols, used } = columnsWith(run, line);
  return used >= 2 || (used >= 1 && slotCells(line).length >= 2 && cols.length >= 2);
}

/** Outcome labels a header prints over the main market's columns, folded (Latin and Cyrillic look-alikes). */
const HOME = new Set(['1', 'п1', 'w1', 'home', '1x2']);
const DRAW = new Set(['x', 'х', 'н', 'draw', 'ничья', 'empate', 'nul', 'tie']);
const AWAY = new Set(['2', 'п2', 'w2', 'away']);
const fold = (s: string) => s.trim().toLowerCase();

/** The header line over a table (or repeated inside it) naming its columns 1 X 2 or 1 2, nearest above its rows. */
function headerMarket(table: Table, lines: Line[], height: number): Table['market'] {
  const top = table.lines[0]!.y0;
  const bottom = table.lines[table.lines.length - 1]!.y1;
  const candidates = lines.filter((l) => l.y1 <= bottom && l.y0 >= top - height * 5 && !table.lines.includes(l));
  for (const l of candidates.sort((a, b) => Math.abs(a.cy - top) - Math.abs(b.cy - top))) {
    const labelled = (set: Set<string>) =>
      l.cells
        .filter((c) => set.has(fold(c.w.text)))
        .map((c) => table.columns.find((col) => Math.abs(col.cx - c.cx) <= Math.max(col.x1 - col.x0, height)))
        .filter((c): c is Column => !!c);
    const homes = labelled(HOME);
    const draws = labelled(DRAW);
    const aways = labelled(AWAY);
    for (const h of homes.sort((a, b) => a.cx - b.cx)) {
      const d = draws.filter((c) => c.cx > h.cx).sort((a, b) => a.cx - b.cx)[0];
      const a = aways.filter((c) => c.cx > (d ?? h).cx).sort((x, y) => x.cx - y.cx)[0];
      if (!a) continue;
      // The three (or two) columns must be neighbours in the table: no other price column between them.
      const between = table.columns.filter((c) => c.cx > h.cx && c.cx < a.cx && c !== d);
      if (between.length) continue;
      return { columns: d ? [h, d, a] : [h, a], threeWay: !!d, header: l };
    }
  }
  return null;
}

/**
 * Whether these decimal prices make one bookmaker's book: implied probabilities summing to 1.00 to 1.30 for a 1X2
 * market (a margin up to 30%), 0.98 to 1.20 for a two-way one. One rule for the table model and its arbiter.
 */
export function makesBook(decimals: readonly number[], threeWay: boolean): boolean {
  const sum = decimals.reduce((s, p) => s + 1 / p, 0);
  return threeWay ? sum >= 1.0 && sum <= 1.3 : sum >= 0.98 && sum <= 1.2;
}

/** A table of decimal prices: as many decimal price cells as lines at least (an American one has few or none). */
export const isDecimalTable = (table: Pick<Table, 'lines'>) =>
  table.lines.flatMap((l) => priceCells(l)).filter((c) => c.price!.format === 'decimal').length >= table.lines.length;

/** Share of the table's rows whose prices in these columns make one plausible book. */
function plausibleShare(table: Table, cols: Column[], threeWay: boolean): number {
  let ok = 0;
  for (const l of table.lines) {
    const ps = slotsOf(l, cols, isDecimalTable(table)).map((c) => c?.price?.decimal);
    if (ps.every((p): p is number => typeof p === 'number') && makesBook(ps, threeWay)) ok++;
  }
  return ok / table.lines.length;
}

/**
 * The main market: named by a header where one stands over the columns; else the leftmost three columns where
 * their prices make plausible 1X2 books (booksum 1.00 to 1.30) on most rows, else the leftmost two as a moneyline
 * (0.98 to 1.20). Booksum picks between the candidates: a handicap's or total's prices never make one book with
 * the match result's.
 */
export function placeMarket(table: Table, lines: Line[], height: number): Table['market'] {
  const header = headerMarket(table, lines, height);
  if (header) return header;
  const cols = [...table.columns].sort((a, b) => a.cx - b.cx);
  const three = cols.length >= 3 ? plausibleShare(table, cols.slice(0, 3), true) : 0;
  const two = plausibleShare(table, cols.slice(0, 2), false);
  if (three >= 0.5 && three >= two) return { columns: cols.slice(0, 3), threeWay: true, header: null };
  if (two >= 0.5) return { columns: cols.slice(0, 2), threeWay: false, header: null };
  return null;
}

/**
 * The price of a line in each main column: a price, a dash (suspended: null), or an integer OCR or the book printed
 * without its mark. Where a column holds such an integer, the row's book chooses its reading: the one combination of
 * readings that makes a plausible book is taken ('196 11 1.08' is 19.6, 11 and 1.08); where none or several do, a
 * 3-digit integer reads with its mark after the first digit and a 2-digit one is left out, as before.
 */
export function slotsOf(line: Line, cols: Column[], decimalTable: boolean): (Cell | null | undefined)[] {
  const options = cols.map((col): (Cell | null | undefined)[] => {
    const c = cellIn(line, col, ['price', 'dash']);
    if (c) return [c.role === 'dash' ? null : c];
    const text = decimalTable ? cellIn(line, col, ['text']) : null;
    const { taken, others } = text ? integerReadings(text) : { taken: null, others: [] };
    return [taken ?? undefined, ...others];
  });
  const first = options.map((o) => o[0]);
  if (options.every((o) => o.length === 1)) return first;
  const combos = options.reduce<(Cell | null | undefined)[][]>((acc, o) => acc.flatMap((a) => o.map((c) => [...a, c])), [[]]);
  const booked = combos.filter(
    (cs) =>
      cs.every((c) => c) &&
      makesBook(
        cs.map((c) => c!.price!.decimal),
        cols.length === 3,
      ),
  );
  return booked.length === 1 ? booked[0]! : first;
}
