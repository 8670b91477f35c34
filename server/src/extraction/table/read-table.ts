import type { OddsFormat } from '@shared/prediction';
import type { OcrPage } from '../../ocr/engine';
import { median } from '../page/words';
import { cellsOf, linesOf, meanConfidence, signMakingBook, type Cell, type Line } from './cells';
import { cellIn, isDecimalTable, makesBook, placeMarket, slotsOf, tablesOf, type Column, type Table } from './columns';
import { nameRun, nameText, splitPair, type NameRun } from './names';
import { ladderRows } from './ladder';
import { facingNames, isStatus, recordNames } from './records';

/**
 * The table model (issue 46): a list page's rows repeat one geometry. Price lines that share columns form a table;
 * a header (or, without one, the booksum of the candidate columns) names the main market's columns; each row's
 * names are the text of that record in the names column the other rows share, left of its prices. Nothing outside
 * the table's span is a name, and no price outside its columns is the row's.
 */

export type Slot = 'home' | 'draw' | 'away';

export interface TableRow {
  teams: [string, string];
  nameCells: Cell[];
  prices: Record<Slot, Cell | null>;
  threeWay: boolean;
  format: OddsFormat;
  confidence: { teams: number; odds: number };
  /** Whether the prices make one plausible book. */
  plausible: boolean;
  line: Line;
  /** The names column the table's rows share (left edge, OCR pixels). */
  namesX0: number;
  /** The market's columns were named by a header over them (1 X 2), not only inferred from the booksum. */
  headed: boolean;
  /** Read only where no other reader read these lines (an exchange ladder: the event page's reader knows its title). */
  fillOnly?: boolean;
}

/**
 * A pair of names on a line just above or below a price line (names over the league line the prices stand on), read
 * from the names column the table's rows share: a sidebar's words on that line ('Inglaterra - Premier League') are no
 * pair of this row's.
 */
function pairNear(
  lines: Line[],
  line: Line,
  dir: 1 | -1,
  limit: number,
  h: number,
  namesX0: number,
): { home: Cell[]; away: Cell[] } | null {
  const other = lines[lines.indexOf(line) + dir];
  if (!other || other.cells.some((c) => c.role === 'price')) return null;
  const gap = dir === 1 ? other.y0 - line.y1 : line.y0 - other.y1;
  if (gap > h * 1.2) return null;
  const run = nameRun({ ...other, cells: other.cells.filter((c) => c.w.x1 >= namesX0 - h) }, limit, h * 2.5);
  return run ? splitPair(run) : null;
}

/** Scores a candidate pair of names (higher is likelier the match's); the caller's names arbiter supplies it. */
export type PairScorer = (teams: [string, string]) => number;

/** A name run on a line just above or below (stacked names), with no price of its own, starting near `x0`. */
function stacked(lines: Line[], line: Line, dir: 1 | -1, x0: number, limit: number, h: number): NameRun | null {
  const i = lines.indexOf(line);
  const other = lines[i + dir];
  if (!other) return null;
  const gap = dir === 1 ? other.y0 - line.y1 : line.y0 - other.y1;
  if (gap > h * 1.2 || other.cells.some((c) => c.role === 'price')) return null;
  const run = nameRun(other, limit, h * 2.5);
  // A card's status line under the names ('Not started') is no side's name.
  return run && Math.abs(run.x0 - x0) <= h * 2 && !isStatus(run) ? run : null;
}

interface Context {
  lines: Line[];
  height: number;
  score: PairScorer;
}

/** One table row from its names and the price cells of its market's slots, with its confidence and booksum. */
function rowOf(
  line: Line,
  names: { home: Cell[]; away: Cell[]; shape: number },
  slots: (Cell | null | undefined)[],
  threeWay: boolean,
  namesX0: number,
): Omit<TableRow, 'headed'> | null {
  const teams: [string, string] = [nameText(names.home), nameText(names.away)];
  if (teams[0].length < 2 || teams[1].length < 2) return null;
  const priced = slots.filter((s): s is Cell => !!s);
  if (priced.length < 2) return null;
  const [p1, p2, p3] = slots;
  const prices: Record<Slot, Cell | null> = threeWay
    ? { home: p1 ?? null, draw: p2 ?? null, away: p3 ?? null }
    : { home: p1 ?? null, draw: null, away: p2 ?? null };
  const plausible =
    slots.every((x) => x) &&
    makesBook(
      priced.map((c) => c.price!.decimal),
      threeWay,
    );
  let odds = Math.min(...priced.map((c) => c.w.conf)) / 100;
  if (priced.some((c) => c.price!.repaired) || !plausible) odds = Math.min(odds, 0.5);
  const cells = [...names.home, ...names.away];
  return {
    teams,
    nameCells: cells,
    prices,
    threeWay,
    format: priced[0]!.price!.format,
    confidence: { teams: Math.min(0.95, meanConfidence(cells) * names.shape), odds },
    plausible,
    line,
    namesX0,
  };
}

/** The names of a one-line row: its own pair or one beside it (scored), else names stacked over two lines. */
function namesOfLine(ctx: Context, line: Line, run: NameRun | null, namesX0: number, limit: number) {
  const { lines, height, score } = ctx;
  const candidates = [
    run ? splitPair(run) : null,
    pairNear(lines, line, -1, limit, height, namesX0),
    pairNear(lines, line, 1, limit, height, namesX0),
  ]
    .filter((p): p is { home: Cell[]; away: Cell[] } => !!p)
    .map((p) => ({ p, score: score([nameText(p.home), nameText(p.away)]) }));
  const pair = candidates.sort((a, b) => b.score - a.score)[0]?.p;
  if (pair) return { ...pair, shape: 1 };
  const below = stacked(lines, line, 1, run?.x0 ?? namesX0, limit, height);
  const above = stacked(lines, line, -1, run?.x0 ?? namesX0, limit, height);
  if (run && below) return { home: run.cells, away: below.cells, shape: 0.9 };
  if (!run && above && below) return { home: above.cells, away: below.cells, shape: 0.9 };
  if (run && above) return { home: above.cells, away: run.cells, shape: 0.9 };
  return null;
}

/** Rows of one line each: a list (names and the market's prices on one line, or names stacked beside them). */
function singleLineRows(ctx: Context, table: Table, market: NonNullable<Table['market']>, decimal: boolean): TableRow[] {
  const { height } = ctx;
  const limit = Math.min(...market.columns.map((c) => c.x0)) - height * 0.3;
  const runs = table.lines.map((l) => nameRun(l, limit, height * 2.5));
  const namesX0 = median(runs.filter((r): r is NameRun => !!r).map((r) => r.x0));
  const records = recordNames(table.lines, ctx.lines, limit, height, ctx.score);
  const facing = facingNames(table.lines, ctx.lines, height, ctx.score);
  return table.lines.flatMap((line, k) => {
    // A word left of the names column the other rows share is a sidebar's, not this row's; so is a glyph or two
    // standing out of it to the left (an icon column read as 'УЕ', 'VE').
    const icon = (c: Cell) => c.w.x0 < namesX0 - height && c.w.text.replace(/[^\p{L}\p{N}]/gu, '').length <= 2;
    const own = runs[k]?.cells.filter((c) => c.w.x1 >= namesX0 - height && !icon(c)) ?? [];
    const run = own.length ? { cells: own, x0: own[0]!.w.x0 } : null;
    const record = records[k] ?? facing[k];
    const names =
      namesOfLine(ctx, line, run, namesX0, limit) ??
      (record ? { home: record.home.cells, away: record.away.cells, shape: 0.85 } : null);
    const row = names && rowOf(line, names, slotsOf(line, market.columns, decimal), market.threeWay, namesX0);
    return row ? [{ ...row, headed: market.header !== null }] : [];
  });
}

/**
 * Rows of two lines, one side each (a comparison's or a US board's: 'David Onama  +118 +115 ...' over 'Steve Garcia
 * -138 -135 ...'): lines paired where the gap to the next line is the smaller of the page's two gaps, and the
 * market's column is the leftmost whose two prices make a plausible two-way book on most pairs.
 */
function pairedRows(ctx: Context, table: Table, decimal: boolean): TableRow[] {
  const { height } = ctx;
  const ls = table.lines;
  // Centre to centre: a tall decoration ('|' beside both lines of a fight) stretches a line's box, not its centre.
  const gaps = ls.slice(1).map((l, i) => l.cy - ls[i]!.cy);
  const cut = median(gaps);
  const pairs: [Line, Line][] = [];
  for (let i = 0; i + 1 < ls.length;) {
    if (gaps[i]! <= cut && (i + 2 >= ls.length || gaps[i]! < gaps[i + 1]! || gaps.length < 3)) {
      pairs.push([ls[i]!, ls[i + 1]!]);
      i += 2;
    } else i += 1;
  }
  const cols = [...table.columns].sort((a, b) => a.cx - b.cx);
  const col = cols.find((c) => {
    const ok = pairs.filter(([a, b]) => {
      const pa = cellIn(a, c, ['price'])?.price?.decimal;
      const pb = cellIn(b, c, ['price'])?.price?.decimal;
      return !!pa && !!pb && makesBook([pa, pb], false);
    });
    return (pairs.length >= 2 || ls.length === 2) && ok.length >= pairs.length * 0.6;
  });
  if (!col) return [];
  const limit = cols[0]!.x0 - height * 0.3;
  const namesX0 = median(ls.map((l) => nameRun(l, limit, height * 2.5)?.x0 ?? 0));
  return pairs.flatMap(([a, b]) => {
    const ra = nameRun(a, limit, height * 2.5);
    const rb = nameRun(b, limit, height * 2.5);
    if (!ra || !rb || splitPair(ra) || splitPair(rb)) return [];
    const slots = withLostSign([slotsOf(a, [col], decimal)[0], slotsOf(b, [col], decimal)[0]], [a, b], col);
    const row = rowOf(a, { home: ra.cells, away: rb.cells, shape: 0.9 }, slots, false, namesX0);
    return row ? [{ ...row, headed: false }] : [];
  });
}

/** The two sides' prices, one whose sign OCR lost given the sign that makes a book with the other's (signMakingBook). */
function withLostSign(slots: (Cell | null | undefined)[], lines: [Line, Line], col: Column): (Cell | null | undefined)[] {
  const lost = slots.findIndex((s) => s === undefined);
  const other = slots[1 - lost];
  if (lost < 0 || !other) return slots;
  const text = cellIn(lines[lost]!, col, ['text']);
  const signed = text ? signMakingBook(text, other) : null;
  return signed ? slots.map((s, i) => (i === lost ? signed : s)) : slots;
}

/** Whether most of a table's lines name one side each (no 'A — B' pair on a line): rows of two lines. */
function oneSidePerLine(ctx: Context, table: Table): boolean {
  const limit = Math.min(...table.columns.map((c) => c.x0)) - ctx.height * 0.3;
  const runs = table.lines.map((l) => nameRun(l, limit, ctx.height * 2.5));
  const single = runs.filter((r) => r && !splitPair(r)).length;
  return single >= table.lines.length * 0.8 && (table.lines.length >= 4 || table.lines.length === 2);
}

/**
 * Whether no line of a table holds two or three neighbouring prices that make a book: a table of figures (a stats
 * page's goals, shots and possession), not of prices.
 */
function figuresOnly(table: Table): boolean {
  return table.lines.every((l) => {
    const ds = l.cells.filter((c) => c.role === 'price').map((c) => c.price!.decimal);
    return ds.every((_, i) => !makesBook(ds.slice(i, i + 2), false) && !makesBook(ds.slice(i, i + 3), true));
  });
}

export interface PageTables {
  rows: TableRow[];
  height: number;
  /** Lines of tables of figures (no line's numbers make a book): whatever a reader read there is no price. */
  figures: Line[];
}

export function readTables(page: OcrPage, score: PairScorer = () => 0): PageTables {
  const { lines, height } = linesOf(cellsOf(page));
  const ctx: Context = { lines, height, score };
  const ladders = ladderRows(lines, height);
  const out: TableRow[] = [...ladders.rows];
  const figures: Line[] = [];
  const rest = lines.filter((l) => !ladders.used.has(l));
  for (const table of tablesOf(rest, height)) {
    const decimal = isDecimalTable(table);
    const paired = oneSidePerLine(ctx, table) ? pairedRows(ctx, table, decimal) : [];
    if (paired.length) {
      out.push(...paired);
      continue;
    }
    const market = placeMarket(table, lines, height);
    if (market) out.push(...singleLineRows(ctx, table, market, decimal));
    else if (decimal && figuresOnly(table)) figures.push(...table.lines);
  }
  return { rows: out, height, figures };
}
