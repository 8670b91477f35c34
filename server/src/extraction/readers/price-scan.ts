import { foldForPhrases, hasPhrase, median, type Row, type W } from '../page/words';
import { decimalCells, nearestColumn, rowLabels, rowPrices, type Candidate, type Column, type Priced } from '../grid/price-cells';
import { isPlausibleBook, lostSign } from '../grid/book';
import { BAD_MARKET, GOOD_MARKET, SLIP_WORDS } from '../locale/vocab';

/*
 * The shared state of one price scan (readers/prices.ts) and what its passes share: row facts, table edges, boards.
 */

/** A header row read: its columns' labels, and whether they name outcomes (a 1X2 grid) or markets (a board). */
export interface Header {
  cols: Column[];
  kind: 'outcomes' | 'markets';
  row: number;
}

/** A board's team row: the moneyline price, or the number whose sign OCR lost there ('270' for -270). */
export interface BoardRow {
  prices: Priced[];
  row: number;
  unsigned?: W;
}

/**
 * One scan of a page's rows for prices: what the page says once (its grid of price columns, whether it is a
 * correct-score grid), and what the rows read so far leave for the next (the market state, the header in force, a
 * board's team rows, the candidates).
 */
export interface PriceScan {
  rows: Row[];
  slip: boolean;
  scoreGrid: boolean;
  pricedRows: number;
  grid: number[];
  decimals: ReturnType<typeof decimalCells>;
  pitch: number;
  inNames: (l: Column) => boolean;
  state: 'neutral' | 'good' | 'bad';
  header: Header | null;
  boardRows: BoardRow[];
  /** The header row whose labels proved a column off: its table is read by the page's price columns. */
  misreadHeader: number | null;
  cands: Candidate[];
}

/** What the passes read of one row before any of them decides. */
export interface RowFacts {
  folded: string;
  outcomeEnd: number | null;
  tableEnd: number;
  provisional: Priced[];
  slipRow: boolean;
  goodKw: boolean;
  badKw: boolean;
  beyond: (w: { x0: number; x1: number }) => boolean;
  labels: Column[];
}

/** An American price's digits without its sign ('270' for -270): three or four, no leading zero. */
export const UNSIGNED_AMERICAN = /^[1-9]\d{2,3}$/;

/**
 * A handicap or total line, or a stray mark beside it: '-3.5', '+1.5', 'U50.5', 'O 46.5', ':'; a total whose point OCR
 * lost ('02995' for 'O 229.5').
 */
export const MARKET_LINE = /^(?:[.:,·•|]+|[OUОoу0]?\s?[+\-−]?\d{1,3}(?:[.,]\d)?|[OUОoу0]\d{2,4})$/;

/** A market line whose sign OCR read as a quote mark ('"5' for '+5', '“105' for '-105') is one still. */
export const isMarketLine = (text: string) => MARKET_LINE.test(text.replace(/^[“”"'‘’`]/, ''));

export const headerLeft = (cols: Column[]) => Math.min(...cols.map((c) => c.x0));

/** A column's centre: where its label, and the prices under it, stand (or a word's, across the page). */
export const centre = (c: { x0: number; x1: number }) => (c.x0 + c.x1) / 2;

/**
 * Where a header's 1X2 columns end: half a column's pitch right of the last outcome column (unread labels between
 * outcome columns count as columns); null without two outcome columns.
 */
export function outcomeColumnsEnd(cols: Column[]): number | null {
  const sorted = [...cols].sort((a, b) => a.x0 - b.x0);
  const isOutcome = (c: Column) => c.role === 'home' || c.role === 'draw' || c.role === 'away';
  const first = sorted.findIndex(isOutcome);
  const last = sorted.findLastIndex(isOutcome);
  if (first < 0 || last <= first) return null;
  const pitch = (centre(sorted[last]!) - centre(sorted[first]!)) / (last - first);
  return centre(sorted[last]!) + pitch / 2;
}

/** Where a table ends on the right: two text heights right of its header's last column. */
export function rightOfTable(headerRow: Row, cols: Column[]): number {
  return cols.length ? Math.max(...cols.map((c) => c.x1)) + 2 * headerRow.h : Infinity;
}

/** A glyph or two of no word and no number ('=F', '|', '.'): what OCR reads from a crest, an icon or a rule. */
export const DEBRIS = (w: W) => !/[\p{L}\d]{2,}/u.test(w.text);

/**
 * A board row's moneyline cell whose sign OCR lost ('400' for -400), or read as another mark ('“500' for -500): the
 * digits, in the moneyline column.
 */
export function unsignedMoneyline(row: Row, cols: Column[]): W | undefined {
  return row.words
    .map((w) => ({ ...w, text: w.text.replace(/^[^\p{L}\p{N}+-]/u, '') }))
    .find((w) => UNSIGNED_AMERICAN.test(w.text) && nearestColumn(cols, w)?.role === 'moneyline');
}

/**
 * A two-way board's moneyline whose sign OCR lost ('270' beside the other team's +220) takes the sign that makes one
 * book with the other price (-270), marked repaired: shown, never staked on. Neither or both signs: no price.
 */
function withSignsThatMakeBook<T extends { prices: Priced[]; unsigned?: W }>(rows: T[]): T[] {
  const [a, b] = rows as [T, T];
  const lone = a.unsigned && !a.prices.length ? a : b.unsigned && !b.prices.length ? b : null;
  const other = lone === a ? b : a;
  const known = other.prices[0];
  if (!lone || !known) return rows;
  const token = lostSign(lone.unsigned!.text, known.token.decimal, isPlausibleBook);
  if (!token) return rows;
  const price: Priced = { token, word: lone.unsigned! };
  return rows.map((r) => (r === lone ? { ...r, prices: [price] } : r));
}

/** Ends a board: its team rows so far make one candidate (home first, a 'Draw' row between when printed). */
export function flushBoard(s: PriceScan): void {
  if (s.boardRows.length === 2) s.boardRows = withSignsThatMakeBook(s.boardRows);
  if (s.boardRows.length >= 2) {
    const [r1, r2, r3] = s.boardRows;
    // Board rows: first team row = home (the layouts measured list home first), a 'Draw' row if present.
    const c: Candidate = { home: null, draw: null, away: null, layout: 'board', good: true, row: r1!.row };
    c.home = r1!.prices[0] ?? null;
    if (r3) {
      c.draw = r2!.prices[0] ?? null;
      c.away = r3.prices[0] ?? null;
    } else c.away = r2!.prices[0] ?? null;
    c.teamRows = s.boardRows.map((b) => b.row);
    if (c.home && c.away) s.cands.push(c);
  }
  s.boardRows = [];
}

/** What every pass asks of a row: its prices as first read, its labels, its keywords, where its table ends. */
export function rowFacts(s: PriceScan, row: Row): RowFacts {
  const { rows } = s;
  const folded = row.folded;
  // A wide grid prints other markets in columns right of its 1X2 columns ('1 X 2 | Total | Yes No'): their words
  // ('U 3.5') make the row no distractor, and their labels are no labels of the 1X2 prices.
  const outcomeEnd = s.header?.kind === 'outcomes' ? outcomeColumnsEnd(s.header.cols) : null;
  // A promotion printed right of a table's last column ('Bet £10 Get £30 in Free Bets') is not the row's money;
  // nor right of a 1X2 header's outcome columns, where a stray mark read as a label ('1 X 2  0') ends no table.
  const tableEnd = s.header ? (outcomeEnd ?? rightOfTable(rows[s.header.row]!, s.header.cols)) : Infinity;
  const tableText = row.words
    .filter((w) => w.x0 <= tableEnd)
    .map((w) => w.text)
    .join(' ');
  const provisional = rowPrices(row, false);
  // A currency sign in a glyph barely read and much smaller than the row's prices is a misread mark (a live
  // minute '5'' read as '5€'), not a stake; so is a sign with no amount that tesseract all but failed to read (a
  // card's '1' label read as '$' at 15).
  const priceHeight = median(provisional.map((p) => p.word.y1 - p.word.y0));
  // A sign with letters right after it and no digit ('$С' for a crest before 'Braga') is a glyph read as a sign, no
  // amount (a currency's letters stand before its sign: 'R$ 500,00').
  const misreadMark = (w: W) =>
    (w.conf < 60 && w.y1 - w.y0 < 0.6 * priceHeight) ||
    (w.conf < 30 && !/\d/.test(w.text)) ||
    (/[$€£₽]\p{L}/u.test(w.text) && !/\d/.test(w.text));
  const moneyText = row.words
    .filter((w) => w.x0 <= tableEnd && !misreadMark(w))
    .map((w) => w.text)
    .join(' ');
  const slipRow = hasPhrase(foldForPhrases(tableText), SLIP_WORDS) || /[$€£₽]|руб/.test(moneyText);
  const goodKw = hasPhrase(folded, GOOD_MARKET);
  const beyond = (w: { x0: number; x1: number }) => outcomeEnd !== null && (w.x0 + w.x1) / 2 > outcomeEnd;
  const badKw = hasPhrase(
    outcomeEnd === null
      ? folded
      : foldForPhrases(
          row.words
            .filter((w) => !beyond(w))
            .map((w) => w.text)
            .join(' '),
        ),
    BAD_MARKET,
  );
  // A side panel's glyph right of the table and of the row's last price ('n' beside 'Bet £10 Get £30', read as the
  // French draw) labels no cell: a label stands before its price.
  const lastPrice = Math.max(-Infinity, ...provisional.map((p) => p.word.x1));
  const labels = rowLabels(row).filter((l) => !beyond(l) && (l.x0 <= tableEnd || l.x0 < lastPrice));
  return { folded, outcomeEnd, tableEnd, provisional, slipRow, goodKw, badKw, beyond, labels };
}
