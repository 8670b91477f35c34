import { RELATIVE_DAYS, WEEKDAYS } from '../locale/vocab';
import { monthFromWord } from '../tokens/months';
import { isMatchStatus, withoutTrailingStatus } from '../tokens/name-words';
import type { Cell, Line } from './cells';

/**
 * A table row's names: the text of that record in the names column the other records share, left of its prices,
 * inside the same panel. Dates, times and icons beside the names are not names; a sidebar's words stand off the
 * names by a gap wider than any gap inside a name, and a word left of the column the other rows' names start in
 * is never a name.
 */

export interface NameRun {
  cells: Cell[];
  x0: number;
}

const RELATIVE = new Set(RELATIVE_DAYS);
const CONNECTORS = new Set(['at', 'в', 'a', 'à', 'um', 'às', 'alle']);
const SEPARATORS = /^(?:[-–—‐‑−]+_?|vs\.?|v\.?|x|:)$/i;

/** A month's word or abbreviation ('Nov', 'мая'), never a name that starts like one ('Novak', 'Манчестер'). */
const isMonth = (t: string) => monthFromWord(t) !== null;

/** A word that dates or times the row, or an icon read as letters: never part of a name. */
export function isDateOrIcon(cell: Cell): boolean {
  const t = cell.w.text.trim();
  if (cell.role !== 'text') return cell.role !== 'dash';
  if (!/\p{L}/u.test(t)) return !SEPARATORS.test(t);
  const s = t.toLowerCase().replace(/[.,]$/, '');
  // A connector is printed lower case ('at', 'a'); a capital is a name's initial ('Kovermans A.').
  const connector = CONNECTORS.has(s) && t.replace(/[.,]$/, '') === s;
  if (RELATIVE.has(s) || WEEKDAYS.has(s) || connector || isMonth(s)) return true;
  // A time glued to its connector or day ('at15:00', 'April1at').
  return /\d{1,2}:\d{2}/.test(s) || /^(?:at|в)\d/.test(s) || /\d(?:at)$/.test(s);
}

/** A club's number inside its name ('Байер 04 (SHELDY)', 'Hannover 96 II'): two digits between two words. */
const clubNumber = (cells: Cell[], i: number) =>
  /^\d{2}$/.test(cells[i]!.w.text.trim()) &&
  [cells[i - 1], cells[i + 1]].every((c) => !!c && c.role === 'text' && /\p{L}{2,}/u.test(c.w.text));

/**
 * The name words of a line left of `limit` (the main market's left edge): the nearest run of words whose gaps stay
 * under `maxGap`, dates and icons left out. Null when no letter stands there.
 */
export function nameRun(line: Line, limit: number, maxGap: number): NameRun | null {
  const runs = nameRuns(line, limit, maxGap);
  // A short word between the names and the prices ('uve', a live mark read badly) is a run of its own; where a run
  // further left holds the match's two sides ('Canberra Olympic - Cooma Tigers'), that run is the names.
  const nearest = runs[0] ?? null;
  if (!nearest || splitPair(nearest)) return nearest;
  return runs.find((r) => splitPair(r)) ?? nearest;
}

/** The line's runs of name words left of `limit`, nearest the prices first (see nameRun). */
function nameRuns(line: Line, limit: number, maxGap: number): NameRun[] {
  const all = line.cells.filter((c) => c.w.x1 <= limit).sort((a, b) => a.w.x0 - b.w.x0);
  const left = all.filter((c, i) => !isDateOrIcon(c) || clubNumber(all, i));
  // Debris between the names and the prices ('а!' read off a clock icon) does not start a run; a lone capital
  // ('RUSH B') does.
  const startsRun = (c: Cell) => /\p{L}{2,}/u.test(c.w.text) || /^\p{Lu}$/u.test(c.w.text.trim());
  const runs: NameRun[] = [];
  const close = (cells: Cell[]) => {
    if (cells.some((c) => /\p{L}{2,}/u.test(c.w.text))) runs.push({ cells, x0: cells[0]!.w.x0 });
  };
  let run: Cell[] = [];
  for (let i = left.length - 1; i >= 0; i--) {
    const c = left[i]!;
    const next = run[0];
    if (!next && !startsRun(c)) continue;
    if (next && next.w.x0 - c.w.x1 > maxGap) {
      // A match's state in a column of its own between the names and the prices ('Не начался') is no name: the
      // names are the run before it.
      if (!isMatchStatus(run.map((r) => r.w.text).join(' '))) close(run);
      run = startsRun(c) ? [c] : [];
      continue;
    }
    run.unshift(c);
  }
  if (run.length && !isMatchStatus(run.map((r) => r.w.text).join(' '))) close(run);
  return runs;
}

const CYR = /[\u0400-\u04ff]/;
const LAT = /[A-Za-z]/;

/**
 * Debris beside a name: a lone lower-case letter (a crest or an icon read as 'у', 'м'), or a word of one or two
 * letters in the other alphabet than the rest of the name's.
 */
function isDebris(cell: Cell, all: Cell[]): boolean {
  const t = cell.w.text.replace(/[^\p{L}\p{N}]/gu, '');
  if (/^\p{Ll}$/u.test(t)) return true;
  // An icon before a capitalised name, read as one or two small letters ('wy Elias Ymer').
  if (cell === all[0] && /^\p{Ll}{2}$/u.test(t) && all.length > 1 && /^\p{Lu}/u.test(all[1]!.w.text)) return true;
  if (t.length > 2) return false;
  const rest = all
    .filter((c) => c !== cell)
    .map((c) => c.w.text)
    .join('');
  return (CYR.test(t) && !CYR.test(rest) && LAT.test(rest)) || (LAT.test(t) && !LAT.test(rest) && CYR.test(rest));
}

const text = (cells: Cell[]) =>
  withoutTrailingStatus(cells.filter((c, _, all) => !isDebris(c, all)).map((c) => c.w.text))
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/^[^\p{L}\p{N}(]+|[^\p{L}\p{N}.)…]+$/gu, '')
    .trim();

/** A run split at its separator ('A — B', 'A vs B', 'A - B'); null where it holds none or a side is empty. */
export function splitPair(run: NameRun): { home: Cell[]; away: Cell[] } | null {
  const cells = run.cells;
  for (let i = 1; i < cells.length - 1; i++) {
    if (!SEPARATORS.test(cells[i]!.w.text.trim())) continue;
    const home = cells.slice(0, i);
    const away = cells.slice(i + 1);
    if (text(home).length >= 2 && text(away).length >= 2) return { home, away };
  }
  return null;
}

export const nameText = text;
