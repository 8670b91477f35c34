import type { ReadMatch } from '@shared/reading';
import type { Gazetteer } from '../names/gazetteer-types';
import type { TableRow } from '../table/read-table';

/**
 * Calibrated name confidence (issue 46): the reader's own word confidence did not follow correctness on real pages
 * (wrong names at 0.90 to 0.98). The names' confidence becomes the probability that they are right, from a few
 * named features, with weights fitted by logistic regression on the tune parts of the real sets and the generated
 * set (docs/decisions/0054-table-model-and-calibrated-names.md); the check parts are read only to report it.
 */

export interface NameFeatures {
  /** The reader's own confidence, 0..1. */
  raw: number;
  /** Sides the gazetteer knows (0, 1 or 2). */
  known: number;
  /** The table model read the same names on the same line. */
  agree: boolean;
  /** A side mixes alphabets or holds a digit run or a lone letter: OCR debris in it. */
  debris: boolean;
  /** The match is a row of a list (or board), not a page of one event or a slip. */
  listRow: boolean;
}

const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const mixedScript = (s: string) => /[A-Za-z]/.test(s) && /[\u0400-\u04ff]/.test(s);
const hasDebris = (s: string) => mixedScript(s) || /\d{3,}/.test(s) || /(^|\s)\p{Ll}(\s|$)/u.test(s);

export function nameFeatures(m: ReadMatch, rows: readonly TableRow[], gazetteer: Gazetteer | undefined): NameFeatures {
  const teams = (m.teams ?? [null, null]).map((t) => t ?? '');
  const known = teams.filter((t) => t && (gazetteer?.matchTeam(t)?.score ?? 0) >= 0.85).length;
  const key = fold(teams.join(' '));
  return {
    raw: m.confidence.teams,
    known,
    agree: rows.some((r) => fold(r.teams.join(' ')) === key),
    debris: teams.some(hasDebris),
    listRow: m.kind === 'list' || m.kind === 'board',
  };
}

/** Logistic weights over the features (intercept first); see the decision for the fit and its figures. */
export const NAME_WEIGHTS = { intercept: -0.76, raw: 0.42, known: 0.67, agree: 1.53, debris: -1.16, listRow: 0.95 };

/** Probability the names are right, from the features; the identity on the raw confidence while unfitted. */
export function calibratedNames(f: NameFeatures, w = NAME_WEIGHTS): number {
  if (w.intercept === 0 && w.raw === 1 && !w.known && !w.agree && !w.debris && !w.listRow) return f.raw;
  const z =
    w.intercept +
    w.raw * f.raw +
    w.known * f.known +
    (f.agree ? w.agree : 0) +
    (f.debris ? w.debris : 0) +
    (f.listRow ? w.listRow : 0);
  return Math.round((1 / (1 + Math.exp(-z))) * 100) / 100;
}
