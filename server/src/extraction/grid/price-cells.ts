import {
  harmonisePrecision,
  parseOddsToken,
  repairLostDecimalComma,
  repairedPrice,
  repairLostDecimalPoint,
  repairLostThirdDecimalPoint,
  repairSlashReadAsOne,
  repairLostSlash,
  repairStrayDot,
  repairLostMarkAfterSecondDigit,
  repairSlashLostAfterTwoDigits,
  TWO_DIGITS,
  type OddsToken,
} from '../tokens/odds-token';
import { DISAGREED_CONFIDENCE } from '../../ocr/engine';
import { horizontalOverlap, makePhrase, overlapShare, type Row, type W } from '../page/words';
import { isNameWord } from '../tokens/name-words';
import { classifyLabel, isOutcomeRole, OUTCOME_ORDER, type LabelRole, type OutcomeRole } from '../tokens/labels';
import type { TeamPair } from '../page/team-pair';
import { isPlausibleBook } from './book';

/* The prices and outcome labels of a row, the columns they stand in, and whether prices make one book. */

export interface Priced {
  token: OddsToken;
  word: W;
  role?: OutcomeRole | null;
}

export interface Candidate {
  home: Priced | null;
  draw: Priced | null;
  away: Priced | null;
  layout: string;
  good: boolean;
  row: number;
  teamRows?: number[];
  /** The market has a draw (1X2), even where the draw's price is missing (suspended, unread). */
  threeWay?: boolean;
  /** An exchange's event title, read from its runners' names where the page's separator rule read no match. */
  title?: TeamPair;
  /** Outcomes given by the prices' left-to-right order alone, no label or header naming them. */
  byOrder?: boolean;
}

export interface Column {
  x0: number;
  x1: number;
  role: LabelRole;
}

/**
 * A fraction followed by a lower-case word is a stage or a share ('1/2 финала', '1/8 de finale'), not a price. A lone
 * letter is no such word: an icon OCR read beside a price ('8/11 у').
 */
const fractionOfText = (tok: OddsToken, next: W | undefined, w: W) =>
  tok.format === 'fractional' && !!next && next.x0 - w.x1 < 2 * (w.y1 - w.y0) && /^\p{Ll}\p{L}/u.test(next.text);

/** Where decimal prices stand on the page: each one's x-extent and row (decimalColumns). */
export interface PriceCell {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** Every decimal price of the page's priced rows (two prices or more), for column-aware repairs. */
export function decimalCells(rows: readonly Row[]): PriceCell[] {
  return rows.flatMap((row) => {
    const ps = row.words.filter((w) => !w.dt && parseOddsToken(w.text)?.format === 'decimal');
    return ps.length >= 2 ? ps.map(({ x0, x1, y0, y1 }) => ({ x0, x1, y0, y1 })) : [];
  });
}

/**
 * A word standing under decimal prices of two other rows or more (sharing half its width with each): a cell of a
 * price column. A two-digit integer there is a price whose decimal mark OCR lost ('53' for 5,3 at the start of a
 * row, where no price stands before it), not a club's number beside its name.
 */
function inPriceColumn(w: W, cells: readonly PriceCell[]): boolean {
  // Digits the two looks read differently ('16' at 50 for 7,6) are no price to repair.
  if (w.conf <= DISAGREED_CONFIDENCE) return false;
  const under = cells.filter((c) => {
    const otherRow = c.y0 >= w.y1 || c.y1 <= w.y0;
    return otherRow && horizontalOverlap(c, w) >= 0.5 * Math.min(w.x1 - w.x0, c.x1 - c.x0);
  });
  return under.length >= 2;
}

export function rowPrices(row: Row, allowRepair: boolean, cells: readonly PriceCell[] = []): Priced[] {
  const out: Priced[] = [];
  // Each word read as a price once; a date or time word is none.
  const tokens = row.words.map((w) => (w.dt ? null : parseOddsToken(w.text)));
  // A row printing three decimals ('1.441  4350  8.550'): four digits alone are such a price whose point OCR lost.
  const threeDecimals = row.words.some((w, i) => !!tokens[i] && /^\d{1,2}[.,]\d{3}$/.test(w.text));
  // A row of fractions ('1 6/4  x 914  2 714'): a lost slash, not a lost point.
  const formats = tokens.map((t) => t?.format);
  const fractions = formats.includes('fractional') && !formats.includes('decimal');
  // A row of American prices ('+185  235  +140', a total's line '3.5' beside them): three digits there are a price whose sign OCR lost, which sign
  // unknown, not a decimal whose point it lost.
  const count = (f: string) => formats.filter((x) => x === f).length;
  // So are they in a row of one American price and nothing else ('205  +330  640' in a comparison's row): a market is
  // priced in one format.
  const american =
    (count('american') >= 2 && count('american') > count('decimal')) ||
    (count('american') >= 1 && !count('decimal') && !count('fractional'));
  // A '+275' in a row of decimal prices is a more-markets counter: a market is priced in one format.
  const decimalRow = count('decimal') >= 2 && count('decimal') > count('american');
  for (const [i, w] of row.words.entries()) {
    if (w.dt) continue;
    const tok = tokens[i] ?? null;
    if (tok && decimalRow && tok.format === 'american' && tok.text.startsWith('+')) continue;
    if (tok && fractionOfText(tok, row.words[i + 1], w)) continue;
    if (tok) out.push({ token: tok, word: w });
    else if (allowRepair && !overlapsReadPrice(w, row.words, tokens)) {
      const rep =
        (fractions ? repairSlashReadAsOne(w.text) : null) ??
        (fractions && besideFraction(row.words, i) ? repairLostSlash(w.text) : null) ??
        (american ? null : repairLostDecimalPoint(w.text)) ??
        repairStrayDot(w.text) ??
        (inPriceRun(row.words, i) || inPriceColumn(w, cells) ? repairLostDecimalComma(w.text) : null) ??
        (threeDecimals ? repairLostThirdDecimalPoint(w.text) : null);
      if (rep) out.push({ token: rep, word: w });
    }
  }
  return out;
}

/**
 * A word that is no price as read, its box running over a word read as a price ('|191' at 36 over a quarter of
 * '1,66'): OCR's second look at that cell, whose glyphs are the price's own, not a cell to repair into another price.
 * Cells of a row stand apart.
 */
function overlapsReadPrice(w: W, words: readonly W[], tokens: readonly (OddsToken | null)[]): boolean {
  return words.some((o, j) => o !== w && !!tokens[j] && overlapShare(o, w) > 0.25);
}

/** A word with a fraction right before or after it ('2/9  51  10/1'): a cell of a row of fractional prices. */
function besideFraction(ws: W[], i: number): boolean {
  const fraction = (w: W | undefined) => !!w && !w.dt && parseOddsToken(w.text)?.format === 'fractional';
  return fraction(ws[i - 1]) || fraction(ws[i + 1]);
}

/**
 * A two-digit integer between prices, in a run of cells one of which is a price beside it ('1,73  38  46  1,19'):
 * a price with one decimal whose mark OCR lost (3,8 and 4,6), not a count or a club's number beside its name.
 */
function inPriceRun(words: W[], at: number): boolean {
  // Cells printing their outcome's label before the price ('1 5.4  x 45  2 1.51'): the labels are no cells.
  const label = (w: W) => isOutcomeRole(classifyLabel(w.text));
  const ws = words.filter((w, j) => j === at || !label(w));
  const i = ws.indexOf(words[at]!);
  const price = (w: W | undefined) => !!w && !w.dt && parseOddsToken(w.text)?.format === 'decimal';
  const cell = (w: W | undefined) => price(w) || (!!w && TWO_DIGITS.test(w.text));
  const prev = ws[i - 1];
  const next = ws[i + 1];
  if (!cell(prev) || !cell(next)) return false;
  return price(prev) || price(next) || price(ws[i - 2]) || price(ws[i + 2]);
}

/**
 * Tesseract's confidence under which a short label of another market ('О', 'И' read as 'U', 'м') is a guess at a
 * glyph: a strip of icons or crests read as letters, not a header of totals.
 */
const SURE_LABEL = 60;
const guessed = (ws: W[]) => ws.every((w) => w.conf < SURE_LABEL);

/** Name words, the last of them perhaps the club's number ('Mainz 05', 'Hannover 96'). */
const isClubName = (ws: W[]) => {
  const number = ws.length >= 2 && /^\d{2}$/.test(ws[ws.length - 1]!.text);
  return (number ? ws.slice(0, -1) : ws).every((w) => isNameWord(w));
};

export function rowLabels(row: Row): Column[] {
  const cols: Column[] = [];
  // A date or time is never a label: the '1' of 'Oct 1, 7:00 PM' is not the home column.
  const phrases = row.phrases
    .map((p) => (p.words.some((w) => w.dt) ? p.words.filter((w) => !w.dt) : p.words))
    .filter((ws) => ws.length)
    // A mark a fraction of the line's height ('Г' boxed 1 by 5 px between two names in 60 px type) labels nothing.
    .filter((ws) => ws.length > 1 || ws[0]!.y1 - ws[0]!.y0 >= 0.25 * row.h)
    .map(makePhrase);
  for (const p of phrases) {
    let role = classifyLabel(p.text);
    if ((role === 'other-market' || role === 'dc') && guessed(p.words)) continue;
    // A lone letter guessed at and read as the draw only through a look-alike ('п', the П of a garbled 'П1') is an
    // unread label whose column its place decides; an X, or an 'N' read surely ('1 N 2'), is the draw.
    if (role === 'draw' && /^\p{L}$/u.test(p.text) && !/^[xх]$/i.test(p.text) && guessed(p.words)) role = 'unknown';
    if (role) {
      cols.push({ x0: p.x0, x1: p.x1, role });
      continue;
    }
    // A phrase may hold several labels when cells are close: 'Home Draw Away'. A digit inside words that are no
    // labels is the text's ('Лига 1', 'Ligue 1'), not the home or away column.
    // A lone letter right after such a word is the name's initial ('Боруссия М', 'Spartak M'), not 'М' (under).
    const prose = p.words.some((w) => /\p{L}{3,}/u.test(w.text) && !classifyLabel(w.text));
    for (const [i, w] of p.words.entries()) {
      if (prose && /^\d$/.test(w.text)) continue;
      const prev = p.words[i - 1];
      if (prose && /^\p{L}$/u.test(w.text) && !!prev && isNameWord(prev) && !classifyLabel(prev.text)) continue;
      const r = classifyLabel(w.text);
      if ((r === 'other-market' || r === 'dc') && guessed([w])) continue;
      if (r && r !== 'unknown') cols.push({ x0: w.x0, x1: w.x1, role: r });
    }
  }
  // Team names as outcome labels around the draw: 'Arsenal | Draw | Chelsea' (header or inline before prices).
  const draws = cols.filter((c) => c.role === 'draw');
  if (draws.length === 1 && !cols.some((c) => c.role === 'home' || c.role === 'away')) {
    const d = draws[0]!;
    const names = phrases.filter((p) => !cols.some((c) => c.x0 === p.x0) && isClubName(p.words) && (p.x1 < d.x0 || p.x0 > d.x1));
    // On a row labelling its own prices, the names nearest the draw: a sidebar's entry further left on the line
    // ('MMA', 'Tennis') labels nothing. A header must hold one name each side (garbled headers hold many).
    const lefts = names.filter((p) => p.x1 < d.x0);
    const rights = names.filter((p) => p.x0 > d.x1);
    const priced = rowPrices(row, false).length >= 2;
    const left = priced || lefts.length === 1 ? lefts.pop() : undefined;
    const right = priced || rights.length === 1 ? rights[0] : undefined;
    if (left && right) {
      for (const p of [left, right]) cols.push({ x0: p.x0, x1: p.x1, role: 'unknown' });
      cols.sort((a, b) => a.x0 - b.x0);
    }
  }
  return cols;
}

/** A candidate's prices that were read, home to away. */
export const pricesOf = (c: Candidate): Priced[] => [c.home, c.draw, c.away].filter((p): p is Priced => !!p);

/**
 * Resolves unlabelled cells by position: the outcomes not named explicitly, in home/draw/away order. With `inOrder`
 * (labels read on the prices' own row, 'x +245  2 +295  +147') a cell takes only an outcome that fits between its
 * labelled neighbours: cells run home, draw, away from left to right, and a number right of the away price (a
 * markets link) is no home price. A header's garbled labels are no such guide.
 */
export function resolveUnknown(roles: (LabelRole | null)[], threeWay: boolean, inOrder = false): (LabelRole | null)[] {
  const rank = (r: LabelRole | null) => OUTCOME_ORDER.indexOf(r as OutcomeRole);
  const named = new Set(roles.filter((r) => rank(r) >= 0));
  const wanted = (threeWay ? OUTCOME_ORDER : (['home', 'away'] as OutcomeRole[])).filter((r) => !named.has(r));
  return roles.map((r, i) => {
    if (r !== 'unknown' && r !== null) return r;
    if (!inOrder) return wanted.shift() ?? r;
    const after = Math.max(-1, ...roles.slice(0, i).map(rank));
    const before = Math.min(
      OUTCOME_ORDER.length,
      ...roles
        .slice(i + 1)
        .map(rank)
        .filter((k) => k >= 0),
    );
    const k = wanted.findIndex((w) => rank(w) > after && rank(w) < before);
    return k >= 0 ? wanted.splice(k, 1)[0]! : r;
  });
}

export function isHeaderRow(labels: Column[], prices: Priced[]): boolean {
  if (prices.length) return false;
  const strong = labels.filter((l) => l.role !== 'unknown');
  return strong.length >= 2 || (strong.length === 1 && labels.length >= 2);
}

export function nearestColumn(cols: Column[], w: W): Column | null {
  const cx = (w.x0 + w.x1) / 2;
  let best: Column | null = null;
  let bestD = Infinity;
  for (const c of cols) {
    const d = Math.min(Math.abs(cx - (c.x0 + c.x1) / 2), Math.abs(w.x0 - c.x0), Math.abs(w.x1 - c.x1));
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best;
}

export function candidateFrom(assigned: Priced[], layout: string, good: boolean, row: number): Candidate | null {
  const c: Candidate = { home: null, draw: null, away: null, layout, good, row };
  for (const p of assigned) {
    if (!p.role) continue;
    if (c[p.role]) return null; // the same outcome twice: not one market
    c[p.role] = p;
  }
  const [home, draw, away] = withRepairMakingBook([c.home, c.draw, c.away]);
  Object.assign(c, { home: home ?? null, draw: draw ?? null, away: away ?? null });
  return c.home || c.away || c.draw ? c : null;
}

/** Below this confidence a word's reading is a guess among others. */
const UNSURE_WORD = 60;

/**
 * The other reading of a price OCR's lost or doubled glyph made ambiguous, or null: '120' as 12.0 beside 1.20, '114'
 * as 11/4, '+1505' (unsure) as +150.
 */
function otherReading(p: Priced): OddsToken | null {
  // A four-digit American price OCR was unsure of ('+1505' at 50 for +150): a glyph read twice at its end.
  const american = /^([+-]\d{3})\d$/.exec(p.word.text);
  if (p.token.format === 'american' && american && p.word.conf < UNSURE_WORD) return repairedPrice(american[1]!);
  if (!p.token.repaired) return null;
  if (p.token.format === 'decimal' && /^\d{3}$/.test(p.word.text)) return repairLostMarkAfterSecondDigit(p.word.text);
  if (p.token.format === 'fractional') return repairSlashLostAfterTwoDigits(p.word.text);
  return null;
}

/**
 * Three prices that make no book where one was repaired from a word OCR lost a glyph of ('120' read as 1.20, '114'
 * as 1/4) make one with that word's other reading (12.0 beside 1.35 and 4.5; 11/4 beside 8/13 and 9/2): that is the
 * reading, still marked repaired. Only when exactly one such price moves the book into place.
 */
export function withRepairMakingBook(cols: (Priced | null)[]): (Priced | null)[] {
  const [a, b, c] = cols;
  if (!a || !b || !c || isPlausibleBook([a, b, c].map((p) => p.token.decimal))) return cols;
  const moved = [a, b, c].map((p, i) => {
    const token = otherReading(p);
    if (!token) return null;
    const next = [a, b, c].map((q, j) => (j === i ? { ...p, token } : q));
    return isPlausibleBook(next.map((q) => q.token.decimal)) ? next : null;
  });
  const books = moved.filter((m) => !!m);
  return books.length === 1 ? books[0]! : cols;
}

/** The x-range a header of read outcome labels covers, half a column's pitch beyond its outer columns; else null. */
export function headerSpan(cols: Column[]): [number, number] | null {
  const outcomes = cols.filter((c) => c.role === 'home' || c.role === 'draw' || c.role === 'away');
  if (outcomes.length < 2 || cols.some((c) => c.role === 'unknown')) return null;
  const centres = outcomes.map((c) => (c.x0 + c.x1) / 2).sort((a, b) => a - b);
  const pitch = (centres[centres.length - 1]! - centres[0]!) / (centres.length - 1);
  return [centres[0]! - pitch / 2, centres[centres.length - 1]! + pitch / 2];
}

export function nearestIndex(xs: number[], x: number): number {
  let best = -1;
  let bestD = Infinity;
  xs.forEach((g, i) => {
    const d = Math.abs(g - x);
    if (d < bestD) [best, bestD] = [i, d];
  });
  return best;
}

export function harmonised(ps: Priced[]): Priced[] {
  const toks = harmonisePrecision(ps.map((p) => p.token));
  return ps.map((p, i) => ({ ...p, token: toks[i]! }));
}

/** Price columns of a page: centres of price words on rows with two or more, clustered by x. */
export function priceColumns(rows: Row[]): number[] {
  const centres: number[] = [];
  const heights: number[] = [];
  for (const row of rows) {
    // A number whose point OCR would have lost, right before a word, numbers its row ('388  Сегодня 16:00  Аталанта'):
    // prices stand in cells of their own.
    const beforeWord = (p: Priced) => {
      const next = row.words.find((w) => w.x0 >= p.word.x1);
      return !!next && /\p{L}{3,}/u.test(next.text);
    };
    const ps = rowPrices(row, true).filter((p) => !p.token.repaired || !beforeWord(p));
    if (ps.length < 2) continue;
    for (const p of ps) centres.push((p.word.x0 + p.word.x1) / 2);
    heights.push(row.h);
  }
  if (heights.length < 2) return [];
  centres.sort((a, b) => a - b);
  const tol = 1.5 * heights.sort((a, b) => a - b)[Math.floor(heights.length / 2)]!;
  const clusters: number[][] = [];
  for (const c of centres) {
    const last = clusters[clusters.length - 1];
    if (last && c - last[last.length - 1]! <= tol) last.push(c);
    else clusters.push([c]);
  }
  return clusters.filter((k) => k.length >= 2).map((k) => k.reduce((a, b) => a + b, 0) / k.length);
}

/**
 * A price button prints its outcome label inside it ('1  1.90', '2  1.54'); OCR may read the pair as one number
 * ('11.90', '21.54'). When a full 1X2's prices make no bookmaker's book and dropping a leading '1' from the home
 * price or '2' from the away price makes exactly one book, that is the reading, marked repaired (never staked).
 */
export function unglueOutcomeDigits(c: Candidate): Candidate {
  if (!c.home || !c.draw || !c.away) return c;
  const prices = [c.home, c.draw, c.away];
  if (isPlausibleBook(prices.map((p) => p.token.decimal))) return c;
  // A fraction glues the same way ('1 3/1' read as '13/1', '2 9/4' as '29/4').
  const strip = (p: Priced, digit: string): Priced | null => {
    const { format, text } = p.token;
    const glued =
      (format === 'decimal' && new RegExp(`^${digit}\\d\\.\\d`).test(text)) ||
      (format === 'fractional' && new RegExp(`^${digit}\\d+/\\d+$`).test(text));
    const token = glued ? repairedPrice(text.slice(1)) : null;
    return token ? { ...p, token } : null;
  };
  const home = strip(c.home, '1');
  const away = strip(c.away, '2');
  const tries: (Candidate | null)[] = [home && { ...c, home }, away && { ...c, away }, home && away && { ...c, home, away }];
  const options = tries.filter(
    (o): o is Candidate => !!o && isPlausibleBook([o.home!, o.draw!, o.away!].map((p) => p.token.decimal)),
  );
  return options.length === 1 ? options[0]! : c;
}
