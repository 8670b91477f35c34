import type { Gazetteer } from '../names/gazetteer-types';
import type { Row, W } from '../page/words';
import { rowOf } from '../names/page-match';
import { pricesOf, type Candidate } from '../grid/price-cells';
import { isPlausibleBook } from '../grid/book';
import type { TeamPair } from '../page/team-pair';
import { classifyLabel } from '../tokens/labels';

/*
 * An odds comparison: one match's prices as several bookmakers print them, a row each under the match's title
 * ('Lyon - Lens' over 'Betsson 2,40 3,30 3,15', 'Unibet 2,34 3,20 3,20', ...). Each row is a reading of the same
 * match, and the user may want any bookmaker's. Told apart from a list of matches whose names went unread by its
 * shape alone: the rows stand in one table (the same price columns, one after another), each row is labelled by a
 * name that is no club, and every row's prices make a book of the same match (implied probabilities within a few
 * points of each other), which the rows of different matches almost never do all at once.
 */

/** One bookmaker's row of a comparison. */
export interface ComparisonRow {
  cand: Candidate;
  bookmaker: string;
}

/** A row's label: the name, and whether the gazetteer knows it as a club (a bookmaker may share a club's name). */
interface RowLabel {
  name: string;
  club: boolean;
}

/** How far two bookmakers' de-vigged probabilities of one outcome may lie apart and still price one match. */
const SAME_MATCH = 0.07;

const centre = (w: W) => (w.x0 + w.x1) / 2;

/** The implied probabilities of a full book, its margin taken out in proportion. */
function fairBook(c: Candidate): number[] | null {
  const prices = pricesOf(c).map((p) => p.token.decimal);
  if (prices.length < 2 || !isPlausibleBook(prices)) return null;
  const implied = prices.map((d) => 1 / d);
  const sum = implied.reduce((s, x) => s + x, 0);
  return implied.map((x) => x / sum);
}

/** Both rows price the same outcomes in the same columns (a price's centre within its cell of the other's). */
function sameColumns(a: Candidate, b: Candidate): boolean {
  const cells = (['home', 'draw', 'away'] as const).map((k) => [a[k], b[k]] as const);
  return cells.every(([p, q]) => {
    if (!p || !q) return !p && !q;
    const width = Math.max(p.word.x1 - p.word.x0, q.word.x1 - q.word.x0);
    return Math.abs(centre(p.word) - centre(q.word)) <= width;
  });
}

/** The name labelling a row: its words left of its first price, when they are no market's label. */
function rowLabel(row: Row, c: Candidate, gaz?: Gazetteer): RowLabel | null {
  const firstPrice = Math.min(...pricesOf(c).map((p) => p.word.x0));
  // Digits belong to a bookmaker's name ('Bet 365', '1xBet'); marks beside it (a logo read as '©') do not. A name
  // read letter-split runs to more words ('Bet fir Sports bo ok').
  const words = row.words.filter((w) => w.x1 < firstPrice && /[\p{L}\p{N}]/u.test(w.text));
  if (!words.some((w) => /\p{L}/u.test(w.text)) || words.length > 6) return null;
  // As printed: a bookmaker's name keeps its brackets and short words ('PointsBet (AU)'), which a team's would lose.
  const name = words
    .map((w) => w.text)
    .join(' ')
    .replace(/^[^\p{L}\p{N}(]+|[^\p{L}\p{N})]+$/gu, '');
  if (name.replace(/[^\p{L}\p{N}]/gu, '').length < 2) return null;
  const role = classifyLabel(name);
  if (role && role !== 'unknown') return null;
  return { name, club: (gaz?.matchTeam(name)?.score ?? 0) >= 0.85 };
}

/**
 * The rows of the comparison that `chosen` heads, chosen first, or null when its table is no comparison: at least two
 * rows, each labelled by a bookmaker, all pricing one match. The title's teams must stand outside the table.
 */
export function comparisonRows(
  rows: Row[],
  chosen: Candidate,
  complete: Candidate[],
  pair: TeamPair,
  gaz?: Gazetteer,
): ComparisonRow[] | null {
  const ordered = [...complete].sort((a, b) => a.row - b.row);
  let at = ordered.indexOf(chosen);
  if (at < 0) return null;
  // The table runs up and down from the chosen row while rows follow one another in its columns (a line of debris
  // or a lost row between two may stand in the way).
  const near = (a: Candidate, b: Candidate) => Math.abs(a.row - b.row) <= 3 && a.layout === b.layout && sameColumns(a, b);
  while (at > 0 && near(ordered[at - 1]!, ordered[at]!)) at--;
  const table: Candidate[] = [ordered[at]!];
  for (let i = at + 1; i < ordered.length && near(ordered[i - 1]!, ordered[i]!); i++) table.push(ordered[i]!);
  if (table.length < 2) return null;
  const tableRows = new Set(table.map((c) => c.row));
  if (pair.words.some((w) => tableRows.has(rowOf(rows, w)))) return null;

  const reference = fairBook(chosen);
  if (!reference) return null;
  const out: ComparisonRow[] = [];
  let clubs = 0;
  for (const c of table) {
    const book = fairBook(c);
    if (!book || book.length !== reference.length) return null;
    if (book.some((p, i) => Math.abs(p - reference[i]!) > SAME_MATCH)) return null;
    const label = rowLabel(rows[c.row]!, c, gaz);
    if (!label) return null;
    if (label.club) clubs++;
    out.push({ cand: c, bookmaker: label.name });
  }
  // Rows labelled by clubs are a list's matches; a bookmaker named like a club ('Зенит') is one among others.
  if (clubs * 2 >= out.length) return null;
  // The chosen row leads: it is the one the analysis takes when the user picks none.
  return [out.find((r) => r.cand === chosen)!, ...out.filter((r) => r.cand !== chosen)];
}
