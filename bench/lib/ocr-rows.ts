/**
 * Row-level scoring of the real sets (issue 46; rules in docs/decisions/0051): every labelled row of a real
 * screenshot against every match the reader returned, strictly, plus where each lost row was lost.
 *
 *   rows       : each item of a label's `events`, else its one top-level match and a parlay's legs of a side to
 *                win or to cover (legRows); only rows that print a 1X2 /
 *                moneyline price. Exchanges: the best back prices (`odds`). Comparisons: every book's tuple
 *                (`books`, `bookmaker_rows`) is another right reading of the event's row.
 *   read right : both sides ARE the labelled team (folded compare, '…' prefix), a null label side read as nothing,
 *                every printed price equal and no price where none is printed; a two-way row may be swapped whole.
 *   precision  : returned priced matches that are their aligned row read right, or whose wrong fields are marked
 *                unsure (teams < NAMES_UNSURE, prices < TRUSTED_PRICE_CONFIDENCE; a missing price is marked).
 *   misreads   : a trusted returned price that differs from the aligned row's slot; a trusted price aligned to no
 *                row is a stray.
 *   losses     : ocr / structure / names / prices (see lossOf).
 *
 * No import from server/src/extraction: the reader is being rebuilt, and this scoring must not move with it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { TRUSTED_PRICE_CONFIDENCE, TRUSTED_TEAM_CONFIDENCE, type ReadMatch } from '@shared/reading';
import type { OcrPage } from '../../server/src/ocr/engine';
import { isPrice, labelPrice, SLOTS, type LabelPrice, type Slot } from './ocr-labels';
import { parseJsonl } from './ocr-labels';
import { priceOk } from './ocr-score';
import { splitFiles, type RealPart } from './real-split';

/** Team confidence under which the review screen marks the names as unsure. */
export const NAMES_UNSURE = TRUSTED_TEAM_CONFIDENCE;
/** Each side's similarity from which a returned match is aligned to a labelled row by its teams. */
const ALIGN_SIM = 0.6;
/** A name counts as present in the OCR words from this similarity (fuzzy: OCR's own slips allowed). */
const OCR_NAME_SIM = 0.75;

export type Tuple = Record<Slot, LabelPrice>;

export interface Row {
  teams: [string | null, string | null];
  /** The printed prices; `alts` are other right tuples of the same event (a comparison's books). */
  prices: Tuple;
  alts: Tuple[];
  /** No draw printed: the row may be read with its sides (and their prices) swapped. */
  twoWay: boolean;
}

export interface RealImage {
  set: string;
  file: string;
  path: string;
  part: RealPart;
  kind: string | null;
  rows: Row[];
}

type Raw = Record<string, unknown>;

const sideOf = (x: unknown) => (typeof x === 'string' && x.trim() ? x.trim() : null);
const teamsOf = (v: unknown): [string | null, string | null] | null => {
  if (!Array.isArray(v) || v.length !== 2) return null;
  const t: [string | null, string | null] = [sideOf(v[0]), sideOf(v[1])];
  return t[0] || t[1] ? t : null;
};
const tupleOf = (o: Raw, keys: [string, string, string]): Tuple => ({
  home: labelPrice(o[keys[0]]),
  draw: labelPrice(o[keys[1]]),
  away: labelPrice(o[keys[2]]),
});
const priced = (t: Tuple) => SLOTS.some((s) => isPrice(t[s]));
const EVENT_KEYS: [string, string, string] = ['1', 'X', '2'];

function row(teams: [string | null, string | null], prices: Tuple, alts: Tuple[]): Row {
  return { teams, prices, alts: alts.filter(priced), twoWay: !isPrice(prices.draw) };
}

/** The labelled rows of one real label line (see the header). */
export function rowsOfLabel(r: Raw): Row[] {
  const events = Array.isArray(r['events']) ? (r['events'] as Raw[]) : [];
  const rows: Row[] = [];
  if (events.length) {
    for (const e of events) {
      const teams = teamsOf(e['teams']);
      const prices = tupleOf(e, EVENT_KEYS);
      if (!teams || !priced(prices)) continue;
      const books = e['books'] && typeof e['books'] === 'object' ? Object.values(e['books'] as Record<string, Raw>) : [];
      rows.push(
        row(
          teams,
          prices,
          books.map((b) => tupleOf(b, EVENT_KEYS)),
        ),
      );
    }
    return rows;
  }
  const teams = teamsOf(r['teams']);
  const prices = tupleOf((r['odds'] ?? {}) as Raw, ['home', 'draw', 'away']);
  const legs = legRows(r);
  if (!teams || !priced(prices)) return legs;
  const books = Array.isArray(r['bookmaker_rows']) ? (r['bookmaker_rows'] as Raw[]) : [];
  const top = row(
    teams,
    prices,
    books.map((b) => tupleOf(b, EVENT_KEYS)),
  );
  // The top-level match of a parlay's label is its first leg again, named in full.
  return [top, ...legs.filter((leg) => !sameLeg(top, leg))];
}

/**
 * A parlay's legs ({ pick, game, price }, the game 'Away @ Home' or 'Home v Away'): a leg that picks a side to win or
 * to cover a spread ('Lions TO WIN', 'Ohio State (-13.5) ALTERNATE SPREAD') is a row the reader must read, priced on
 * the picked side. A total, a both-teams-to-score or a player's prop is no such row, nor a leg with no price.
 */
export function legRows(r: Raw): Row[] {
  const rows: Row[] = [];
  for (const leg of Array.isArray(r['legs']) ? (r['legs'] as unknown[]) : []) {
    if (!leg || typeof leg !== 'object') continue;
    const { pick, game, price } = leg as Raw;
    if (typeof pick !== 'string' || typeof game !== 'string' || typeof price !== 'string') continue;
    const m = /^(.+?)\s+(@|v|vs\.?)\s+(.+)$/i.exec(game.trim());
    if (!m || !/\b(to win|moneyline|spread)\b/i.test(pick)) continue;
    const [home, away] = m[2] === '@' ? [m[3]!, m[1]!] : [m[1]!, m[3]!];
    const starts = (name: string) => pick.toLowerCase().startsWith(name.toLowerCase());
    const side: Slot | null = starts(home) ? 'home' : starts(away) ? 'away' : null;
    if (!side) continue;
    const prices: Tuple = { home: null, draw: null, away: null };
    prices[side] = labelPrice(price);
    if (priced(prices)) rows.push(row([home, away], prices, []));
  }
  return rows;
}

/** A leg that is the row of the label's top-level match: the same price on the same side, a word of a name shared. */
function sameLeg(top: Row, leg: Row): boolean {
  const side = SLOTS.find((s) => isPrice(leg.prices[s]));
  if (!side || JSON.stringify(top.prices[side]) !== JSON.stringify(leg.prices[side])) return false;
  const words = (t: string | null) => (t ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const mine = new Set(top.teams.flatMap(words));
  return leg.teams.flatMap(words).some((w) => mine.has(w));
}

/** A real set folder's screenshots with their rows and parts. */
export function readRealSet(set: string, dir: string): RealImage[] {
  const raws = parseJsonl(fs.readFileSync(path.join(dir, 'labels.jsonl'), 'utf8'));
  const parts = splitFiles(raws.map((r) => String(r['file'])));
  return raws.map((r) => {
    const file = String(r['file']);
    return {
      set,
      file,
      path: path.join(dir, file),
      part: parts.get(file)!,
      kind: typeof r['kind'] === 'string' ? r['kind'] : null,
      rows: rowsOfLabel(r),
    };
  });
}

// ---- names ------------------------------------------------------------------------------------------------------

/** Cyrillic letters and the Latin letters drawn the same ('Рома' and 'Poma' look alike on screen): one skeleton. */
const LOOKALIKE: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
};

/**
 * Lower case, accents and punctuation removed, spaces collapsed; ё is е; a Cyrillic letter drawn like a Latin one
 * becomes that Latin letter (a name read in the other script's look-alike glyphs reads the same to the user).
 */
export function fold(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/[авекмнорстухі]/g, (c) => LOOKALIKE[c]!);
}

const TRUNCATED = /(?:…|\.\.\.)\s*$/;
/** Spaces do not tell names apart ('UnionSantaFe' is 'Union Santa Fe'); letters do. */
const tight = (s: string) => fold(s).replace(/ /g, '');

/** The read name IS the labelled team: folded equal; a label cut with '…' matches a name starting with its text. */
export function nameIs(read: string | null | undefined, label: string | null): boolean {
  if (label == null) return read == null || !fold(read);
  if (!read) return false;
  const a = tight(read);
  if (TRUNCATED.test(label)) {
    const head = tight(label.replace(TRUNCATED, ''));
    return !!head && a.startsWith(head);
  }
  return !!a && a === tight(label);
}

function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]!;
}

/** 0..1: one minus the edit distance over the longer folded length; a '…' label is compared with the read's head. */
export function similarity(read: string | null | undefined, label: string): number {
  if (!read) return 0;
  const b = fold(label.replace(TRUNCATED, ''));
  const a = TRUNCATED.test(label) ? fold(read).slice(0, b.length) : fold(read);
  if (!a || !b || a.length > 3 * b.length || b.length > 3 * a.length) return 0;
  return 1 - levenshtein(a, b) / Math.max(a.length, b.length);
}

// ---- one returned match against one row ---------------------------------------------------------------------------

type Orientation = 'straight' | 'swapped';

const readSide = (m: ReadMatch, i: 0 | 1, o: Orientation) => m.teams?.[o === 'straight' ? i : 1 - i] ?? null;
/** The club's full name the gazetteer gave the side: the name the review shows for a nickname ('Lions'). */
const canonicalSide = (m: ReadMatch, i: 0 | 1, o: Orientation) => m.canonicalTeams?.[o === 'straight' ? i : 1 - i] ?? null;
/**
 * The side is the labelled team: as printed, or by the full name the reader resolved it to, which the review shows in
 * its place (a slip prints 'Lions'; its label, and the review, say 'Detroit Lions'). A label names a team either way.
 */
const sideIs = (m: ReadMatch, i: 0 | 1, o: Orientation, label: string | null): boolean => {
  if (nameIs(readSide(m, i, o), label)) return true;
  const full = canonicalSide(m, i, o);
  return label != null && full != null && nameIs(full, label);
};
const sideSimilarity = (m: ReadMatch, i: 0 | 1, o: Orientation, label: string) =>
  Math.max(similarity(readSide(m, i, o), label), similarity(canonicalSide(m, i, o), label));
const readSlot = (m: ReadMatch, s: Slot, o: Orientation): string | null =>
  o === 'straight' || s === 'draw' ? m.odds[s] : m.odds[s === 'home' ? 'away' : 'home'];
const orientations = (r: Row): Orientation[] => (r.twoWay ? ['straight', 'swapped'] : ['straight']);

export interface Fit {
  orientation: Orientation;
  tuple: Tuple;
  names: [boolean, boolean];
  /** Slots whose returned price is not the tuple's (a wrong number, or a number where none is printed). */
  wrongPrices: Slot[];
  /** Printed slots the match returns no price for. */
  missingPrices: Slot[];
  namesRight: boolean;
  pricesRight: boolean;
  right: boolean;
}

function fitIn(m: ReadMatch, r: Row, o: Orientation, tuple: Tuple): Fit {
  const names: [boolean, boolean] = [sideIs(m, 0, o, r.teams[0]), sideIs(m, 1, o, r.teams[1])];
  const wrongPrices: Slot[] = [];
  const missingPrices: Slot[] = [];
  for (const s of SLOTS) {
    const read = readSlot(m, s, o);
    const want = tuple[s];
    if (read == null) {
      if (isPrice(want)) missingPrices.push(s);
    } else if (!isPrice(want) || !priceOk(read, want)) wrongPrices.push(s);
  }
  const namesRight = names[0] && names[1];
  const pricesRight = !wrongPrices.length && !missingPrices.length;
  return { orientation: o, tuple, names, wrongPrices, missingPrices, namesRight, pricesRight, right: namesRight && pricesRight };
}

/** The best reading of a row a match gives: right if any orientation and tuple is right, else the closest. */
export function fit(m: ReadMatch, r: Row): Fit {
  let best: Fit | null = null;
  let bestScore = -Infinity;
  for (const o of orientations(r))
    for (const t of [r.prices, ...r.alts]) {
      const f = fitIn(m, r, o, t);
      const score = (f.right ? 100 : 0) + f.names.filter(Boolean).length * 3 - f.wrongPrices.length * 2 - f.missingPrices.length;
      if (score > bestScore) [best, bestScore] = [f, score];
    }
  return best!;
}

/** How strongly a returned match reads this row, or null when it does not align (see decision 0051). */
function alignment(m: ReadMatch, r: Row): number | null {
  let best: number | null = null;
  for (const o of orientations(r)) {
    const sims = ([0, 1] as const).filter((i) => r.teams[i] != null).map((i) => sideSimilarity(m, i, o, r.teams[i]!));
    const teamSim = sims.length ? Math.min(...sims) : 0;
    const printed = SLOTS.filter((s) => isPrice(r.prices[s])).length;
    let equal = 0;
    for (const t of [r.prices, ...r.alts]) {
      const n = SLOTS.filter((s) => {
        const read = readSlot(m, s, o);
        return read != null && isPrice(t[s]) && priceOk(read, t[s]);
      }).length;
      equal = Math.max(equal, n);
    }
    const byPrices = equal >= 2 || (printed === 1 && equal === 1);
    if (teamSim < ALIGN_SIM && !byPrices) continue;
    const score = teamSim + equal / 3;
    if (best == null || score > best) best = score;
  }
  return best;
}

// ---- one screenshot ---------------------------------------------------------------------------------------------

export type Loss = 'ocr' | 'structure' | 'names' | 'prices';

export interface RowScore {
  teams: [string | null, string | null];
  printed: string[];
  right: boolean;
  loss: Loss | null;
  /** Labelled values the OCR words do not hold (names and prices), for the OCR-loss list. */
  notInOcr: string[];
}

export interface MatchScore {
  teams: ReadMatch['teams'];
  odds: ReadMatch['odds'];
  confidence: { teams: number; odds: number };
  /** Index into the screenshot's rows, or null when the match reads no labelled row. */
  row: number | null;
  right: boolean;
  namesRight: boolean;
  /** Every returned price is the row's. */
  pricesRight: boolean;
  /** Right, or every wrong field marked unsure. */
  honest: boolean;
  /** Slots holding a trusted price that is not the aligned row's. */
  trustedWrong: Slot[];
  /** A trusted price on a match aligned to no labelled row. */
  stray: boolean;
}

export interface RealScore {
  set: string;
  file: string;
  part: RealPart;
  rows: RowScore[];
  matches: MatchScore[];
  /** No labelled row: clean when no returned match carries a price. Null where the screenshot has rows. */
  negative: boolean | null;
}

const hasPrice = (m: ReadMatch) => SLOTS.some((s) => m.odds[s] != null);
const trusted = (m: ReadMatch) => m.confidence.odds >= TRUSTED_PRICE_CONFIDENCE;

const printedOf = (t: Tuple) =>
  SLOTS.flatMap((s) => {
    const p = t[s];
    return isPrice(p) ? [p.printed] : [];
  });

export function scoreReal(img: RealImage, matches: readonly ReadMatch[], page: OcrPage | null): RealScore {
  const pricedMatches = matches.filter(hasPrice);
  const aligned = pricedMatches.map((m) => {
    let best: number | null = null;
    let bestScore = -Infinity;
    img.rows.forEach((r, i) => {
      const a = alignment(m, r);
      if (a != null && a > bestScore) [best, bestScore] = [i, a];
    });
    return best as number | null;
  });

  const matchScores: MatchScore[] = pricedMatches.map((m, k) => {
    const ri = aligned[k]!;
    const confidence = { teams: m.confidence.teams, odds: m.confidence.odds };
    if (ri == null) {
      const namesUnsure = confidence.teams < NAMES_UNSURE;
      return {
        teams: m.teams,
        odds: { ...m.odds },
        confidence,
        row: null,
        right: false,
        namesRight: false,
        pricesRight: false,
        honest: namesUnsure && !trusted(m),
        trustedWrong: [],
        stray: trusted(m),
      };
    }
    const f = fit(m, img.rows[ri]!);
    const honest = f.right || ((f.namesRight || confidence.teams < NAMES_UNSURE) && (!f.wrongPrices.length || !trusted(m)));
    return {
      teams: m.teams,
      odds: { ...m.odds },
      confidence,
      row: ri,
      right: f.right,
      namesRight: f.namesRight,
      pricesRight: !f.wrongPrices.length,
      honest,
      trustedWrong: trusted(m) ? f.wrongPrices : [],
      stray: false,
    };
  });

  const words = page ? ocrText(page) : null;
  const rowScores: RowScore[] = img.rows.map((r, i) => {
    const right = matches.some((m) => fit(m, r).right);
    const notInOcr = words ? missingFromOcr(r, words) : [];
    let loss: Loss | null = null;
    if (!right) {
      if (words && notInOcr.length) loss = 'ocr';
      else {
        const fits = pricedMatches.filter((_, k) => aligned[k] === i).map((m) => fit(m, r));
        const best = fits.find((f) => f.namesRight) ?? fits.find((f) => f.pricesRight) ?? fits[0];
        loss = !best ? 'structure' : best.namesRight ? 'prices' : best.pricesRight ? 'names' : 'structure';
      }
    }
    return { teams: r.teams, printed: printedOf(r.prices), right, loss, notInOcr };
  });

  return {
    set: img.set,
    file: img.file,
    part: img.part,
    rows: rowScores,
    matches: matchScores,
    negative: img.rows.length ? null : !pricedMatches.length,
  };
}

// ---- what the OCR words hold ------------------------------------------------------------------------------------

interface OcrText {
  /** Each line's words, folded. */
  lines: string[][];
  /** Each word's text with comma decimals as dots, lower case. */
  raw: string[];
}

function ocrText(page: OcrPage): OcrText {
  return {
    lines: page.lines.map((l) => l.words.map((w) => fold(w.text)).filter(Boolean)),
    raw: page.words.map((w) => w.text.replace(/,/g, '.').toLowerCase()),
  };
}

/** A price is in the words when a word holds it as printed (glued parts allowed) or a number in a word equals it. */
function priceInOcr(p: { printed: string; decimal: number }, t: OcrText): boolean {
  const printed = p.printed.replace(/,/g, '.').replace(/\s+/g, '').toLowerCase();
  const digits = printed.replace(/^[+-]/, '');
  for (const w of t.raw) {
    if (w.includes(printed) || (/^[+-]\d{3,}$/.test(printed) && w.replace(/[^\d]/g, '') === digits)) return true;
    for (const tok of w.match(/[+-]?\d+(?:\.\d+)?(?:\/\d+)?/g) ?? [])
      if (priceOk(tok, p) && tok.replace(/^[+-]/, '').length >= digits.replace(/\.?0+$/, '').length - 1) return true;
  }
  return false;
}

/** A name is in the words when a window of one line's words is within OCR_NAME_SIM of it, or a line holds it. */
function nameInOcr(name: string, t: OcrText): boolean {
  const want = fold(name.replace(TRUNCATED, ''));
  if (!want) return true;
  const n = want.split(' ').length;
  for (const line of t.lines) {
    if (line.join(' ').includes(want) || line.join('').includes(want.replace(/ /g, ''))) return true;
    for (let k = Math.max(1, n - 1); k <= n + 1; k++)
      for (let i = 0; i + k <= line.length; i++)
        if (similarity(line.slice(i, i + k).join(' '), name) >= OCR_NAME_SIM) return true;
  }
  return false;
}

function missingFromOcr(r: Row, t: OcrText): string[] {
  const out: string[] = [];
  for (const name of r.teams) if (name && !nameInOcr(name, t)) out.push(name);
  for (const s of SLOTS) {
    const p = r.prices[s];
    if (isPrice(p) && !priceInOcr(p, t) && !r.alts.some((a) => isPrice(a[s]) && priceInOcr(a[s], t))) out.push(p.printed);
  }
  return out;
}

// ---- summaries --------------------------------------------------------------------------------------------------

export interface Count {
  n: number;
  ok: number;
}

export interface Band {
  band: string;
  n: number;
  right: number;
}

export interface RowSummary {
  images: number;
  rows: Count;
  precision: Count;
  trustedMisreads: number;
  trustedStrays: number;
  negatives: Count;
  losses: Record<Loss, number>;
  calibration: { teams: Band[]; odds: Band[] };
}

export const BANDS: [string, number, number][] = [
  ['<0.6', -Infinity, 0.6],
  ['0.6-0.8', 0.6, 0.8],
  ['0.8-0.9', 0.8, 0.9],
  ['0.9-0.95', 0.9, 0.95],
  ['>=0.95', 0.95, Infinity],
];

function bands(xs: { c: number; right: boolean }[]): Band[] {
  return BANDS.map(([band, lo, hi]) => {
    const inBand = xs.filter((x) => x.c >= lo && x.c < hi);
    return { band, n: inBand.length, right: inBand.filter((x) => x.right).length };
  });
}

export function summariseReal(scores: readonly RealScore[]): RowSummary {
  const rows = scores.flatMap((s) => s.rows);
  const ms = scores.flatMap((s) => s.matches);
  const negs = scores.filter((s) => s.negative != null);
  const losses: Record<Loss, number> = { ocr: 0, structure: 0, names: 0, prices: 0 };
  for (const r of rows) if (r.loss) losses[r.loss]++;
  return {
    images: scores.length,
    rows: { n: rows.length, ok: rows.filter((r) => r.right).length },
    precision: { n: ms.length, ok: ms.filter((m) => m.honest).length },
    trustedMisreads: ms.filter((m) => m.trustedWrong.length).length,
    trustedStrays: ms.filter((m) => m.stray).length,
    negatives: { n: negs.length, ok: negs.filter((s) => s.negative).length },
    losses,
    calibration: {
      teams: bands(ms.map((m) => ({ c: m.confidence.teams, right: m.namesRight }))),
      odds: bands(ms.map((m) => ({ c: m.confidence.odds, right: m.pricesRight && m.row != null }))),
    },
  };
}
