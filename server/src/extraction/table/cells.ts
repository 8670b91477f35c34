import type { OddsFormat } from '@shared/prediction';
import type { OcrPage, OcrWord } from '../../ocr/engine';
import { median, toW, type W } from '../page/words';
import { parseOddsToken, repairLostDecimalPoint, repairLostMarkAfterSecondDigit } from '../tokens/odds-token';
import { lostSign } from '../grid/book';
import { joinSplitDecimals } from '../grid/glued-labels';

/**
 * The table model's view of the page: every word as a cell with one role, and the page's visual lines. Roles live
 * here, keyed by cell; no flag is written onto a word (READER.md: tokens are a map of roles).
 */

export type CellRole = 'price' | 'dash' | 'counter' | 'time' | 'text';

export interface Cell {
  w: W;
  role: CellRole;
  /** Price cells: decimal value, printed text and format; repaired when a lost mark was put back. */
  price?: { decimal: number; text: string; format: OddsFormat; repaired: boolean };
  cx: number;
  cy: number;
}

export interface Line {
  cells: Cell[];
  y0: number;
  y1: number;
  cy: number;
}

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;
/** A '+N' more-markets counter: short, or long on a page that prints no American minus price. */
const COUNTER = /^\+\d{1,4}$/;
const DASH = /^[-–—‐‑−]$/;

const area = (w: W) => Math.max(0, w.x1 - w.x0) * Math.max(0, w.y1 - w.y0);
const overlapArea = (a: W, b: W) =>
  Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) * Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));

/**
 * One word per place: where OCR read a place twice (a second look, or a fragment of a crest over a name's first
 * letters: 'т' over 'Team'), the longer reading stays and the word mostly inside it goes. A second reading shares the
 * glyphs: a word of its own inside a box OCR drew too wide ('RUSH' inside 'Wolves', whose box took in the dash and the
 * next name) has a letter of its own and stays, unless it is a glyph or two.
 */
function withoutDoubleReadings(words: W[]): W[] {
  const lower = (t: string) => t.toLowerCase();
  const reread = (w: W, o: W) => w.text.length <= 2 || [...lower(w.text)].every((ch) => lower(o.text).includes(ch));
  return words.filter(
    (w) =>
      !/\p{L}/u.test(w.text) ||
      !words.some((o) => o !== w && o.text.length > w.text.length && overlapArea(w, o) > 0.7 * area(w) && reread(w, o)),
  );
}

/** The mean OCR confidence (0..1) of some cells. */
export const meanConfidence = (cs: readonly Cell[]) => cs.reduce((s, c) => s + c.w.conf, 0) / Math.max(1, cs.length) / 100;

/**
 * Each word's role; an American-looking '+275' is a counter unless the page prints American prices of both signs. A
 * price OCR split in two ('1,3' '8' for 1,38) is one word again, as the grid's readers see it (grid/glued-labels.ts).
 */
export function cellsOf(page: OcrPage): Cell[] {
  const lineWords = (ws: readonly OcrWord[]) => ws.map(toW).filter((w) => w.text.trim());
  // Pieces are joined within OCR's own lines; a page of loose words (no lines) keeps them as read.
  const ocrLines = page.lines.length ? page.lines.map((l) => joinSplitDecimals(lineWords(l.words))) : [lineWords(page.words)];
  const dates = new Set(ocrLines.flatMap(datesAmong));
  const words = withoutDoubleReadings(ocrLines.flat());
  const american = words.some((w) => /^[-−–]\d{3,4}$/.test(w.text.trim()));
  return words.map((w) => {
    const t = w.text.trim();
    const base = { w, cx: (w.x0 + w.x1) / 2, cy: (w.y0 + w.y1) / 2 };
    if (DASH.test(t)) return { ...base, role: 'dash' as const };
    if (COUNTER.test(t) && (!american || t.length <= 3)) return { ...base, role: 'counter' as const };
    if (TIME.test(t)) return { ...base, role: 'time' as const };
    if (dates.has(w)) return { ...base, role: 'text' as const };
    const tok = parseOddsToken(t);
    if (tok && tok.decimal > 1 && tok.decimal <= 1001 && (tok.format !== 'american' || american))
      return {
        ...base,
        role: 'price' as const,
        price: { decimal: tok.decimal, text: tok.text, format: tok.format, repaired: !!tok.repaired },
      };
    return { ...base, role: 'text' as const };
  });
}

const DAY_MONTH = /^(\d{1,2})\.(\d{2})$/;
const dayMonth = (t: string) => {
  const m = DAY_MONTH.exec(t.trim());
  if (!m) return null;
  const [d, mo] = [Number(m[1]), Number(m[2])];
  return d >= 1 && d <= 31 && mo >= 1 && mo <= 12 ? mo * 100 + d : null;
};

/**
 * Words of one OCR line that are dates though they read as decimal prices: a day.month before a kick-off time
 * ('10.03 / 19:45'), and a strip of three days or more in calendar order ('24.02  25.02  10.03  11.03', a date picker).
 */
function datesAmong(ws: readonly W[]): W[] {
  const out: W[] = [];
  ws.forEach((w, i) => {
    const next = ws[i + 1]?.text.trim() === '/' ? ws[i + 2] : ws[i + 1];
    if (dayMonth(w.text) !== null && next && TIME.test(next.text.trim())) out.push(w);
  });
  const strip = ws.filter((w) => dayMonth(w.text) !== null);
  const days = strip.map((w) => dayMonth(w.text)!);
  if (
    strip.length >= 3 &&
    strip.length === ws.filter((w) => /\d/.test(w.text)).length &&
    days.every((d, i) => !i || d > days[i - 1]!)
  )
    out.push(...strip);
  return out;
}

/**
 * What an integer in a column of decimal prices may be, for the row's book to choose among (each reading unsure,
 * marked repaired). A 3-digit one lost its mark after the first digit or the second ('196': 1.96 or 19.6); the first
 * is `taken` where no single book decides ('195' among '1.90's is 1.95; a stray dot after it, '410.', is no mark). A
 * 2-digit one is a long price printed without decimals or lost its mark ('30': 30 or 3.0; some books print 30, 17
 * and 11): only a book takes either.
 */
export function integerReadings(cell: Cell): { taken: Cell | null; others: Cell[] } {
  const as = (k: { decimal: number; text: string } | null): Cell[] =>
    k && k.decimal > 1
      ? [{ ...cell, role: 'price', price: { decimal: k.decimal, text: k.text, format: 'decimal', repaired: true } }]
      : [];
  const raw = cell.w.text;
  const lostPoint = repairLostDecimalPoint(raw);
  if (lostPoint) return { taken: as(lostPoint)[0] ?? null, others: as(repairLostMarkAfterSecondDigit(raw)) };
  const t = raw.trim();
  if (!/^[1-9]\d$/.test(t)) return { taken: null, others: [] };
  return {
    taken: null,
    others: [...as({ decimal: Number(t), text: t }), ...as({ decimal: Number(`${t[0]}.${t[1]}`), text: `${t[0]}.${t[1]}` })],
  };
}

/** Words grouped into visual lines by their vertical centres (OCR's own lines split a row at wide gaps). */
export function linesOf(cells: Cell[]): { lines: Line[]; height: number } {
  const height = median(cells.map((c) => c.w.y1 - c.w.y0)) || 10;
  const sorted = [...cells].sort((a, b) => a.cy - b.cy);
  const lines: Line[] = [];
  for (const c of sorted) {
    const last = lines[lines.length - 1];
    if (last && Math.abs(c.cy - last.cy) <= height * 0.45) {
      last.cells.push(c);
      last.y0 = Math.min(last.y0, c.w.y0);
      last.y1 = Math.max(last.y1, c.w.y1);
      last.cy = last.cells.reduce((s, x) => s + x.cy, 0) / last.cells.length;
    } else lines.push({ cells: [c], y0: c.w.y0, y1: c.w.y1, cy: c.cy });
  }
  for (const l of lines) l.cells.sort((a, b) => a.w.x0 - b.w.x0);
  return { lines, height };
}

/**
 * A two-way American market whose one price lost its sign ('310' beside +250, '108' beside -108): the sign under which
 * the two make a book with a bookmaker's margin (implied sum over 1.00, at most 1.20), where exactly one sign does.
 * Marked repaired, so shown and never trusted.
 */
export function signMakingBook(cell: Cell, other: Cell): Cell | null {
  const digits = cell.w.text.trim();
  if (!/^[1-9]\d{2,3}$/.test(digits) || other.price?.format !== 'american') return null;
  const withMargin = (ds: number[]) => {
    const sum = ds.reduce((s, d) => s + 1 / d, 0);
    return sum > 1.0 && sum <= 1.2;
  };
  const t = lostSign(digits, other.price.decimal, withMargin);
  if (!t) return null;
  return { ...cell, role: 'price', price: { decimal: t.decimal, text: t.text, format: 'american', repaired: true } };
}
