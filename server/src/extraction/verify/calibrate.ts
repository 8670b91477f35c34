import { TRUSTED_TEAM_CONFIDENCE, type ReadMatch } from '@shared/reading';
import type { Gazetteer } from '../names/gazetteer-types';
import type { TableRow } from '../table/read-table';
import { foldName as fold } from '../tokens/name-words';
import { logistic, type Weights } from './logistic';
import { looksMangled } from './name-shape';
import { hasCompetitionWords, isChromeName } from './table-arbiter';

/**
 * Calibrated name confidence (issue 46): the reader's own word confidence did not follow correctness on real pages
 * (wrong names at 0.90 to 0.98). The names' confidence becomes the probability that they are right, from a few
 * named features, with weights fitted by logistic regression on the tune parts of the real sets (bench/calibrate.ts;
 * docs/decisions/0054 and 0056); the check parts are read only to report it.
 */

export interface NameFeatures {
  /** The reader's own confidence, 0..1. */
  raw: number;
  /** Sides the gazetteer knows (0, 1 or 2). */
  known: number;
  /**
   * Two readers read these names: a page reader returned them and the table model read the same (1), or not (0). A
   * row the table model alone read, or whose names it replaced, has one look only.
   */
  agree: number;
  /** A side mixes alphabets or holds a digit run or a lone letter: OCR debris in it. */
  debris: number;
  /** The match is a row of a list (or board), not a page of one event or a slip. */
  listRow: number;
  /** A side is page chrome (a menu's, a sport's or a market's words) or names a competition: a header, not a team. */
  chrome: number;
  /** Only one side was read. */
  oneSided: number;
  /** A side has a shape OCR leaves on a name it read badly (name-shape.ts): lower-case start, inner '…', fragments. */
  mangled: number;
}

export const NAME_FEATURES = ['raw', 'known', 'agree', 'debris', 'listRow', 'chrome', 'oneSided', 'mangled'] as const;

const mixedScript = (s: string) => /[A-Za-z]/.test(s) && /[\u0400-\u04ff]/.test(s);
const hasDebris = (s: string) => mixedScript(s) || /\d{3,}/.test(s) || /(^|\s)\p{Ll}(\s|$)/u.test(s);
const flag = (b: boolean) => (b ? 1 : 0);

/**
 * `readerTeams` are the names the page readers returned for this match before the table model's arbiter spoke (null
 * where the table model alone read the row).
 */
export function nameFeatures(
  m: ReadMatch,
  rows: readonly TableRow[],
  gazetteer: Gazetteer | undefined,
  readerTeams: ReadMatch['teams'],
): NameFeatures {
  const teams = (m.teams ?? [null, null]).map((t) => t ?? '');
  const sides = teams.filter(Boolean);
  const known = sides.filter((t) => (gazetteer?.matchTeam(t)?.score ?? 0) >= 0.85).length;
  const key = fold(teams.join(' '));
  const readersRead = !!readerTeams && fold(readerTeams.map((t) => t ?? '').join(' ')) === key;
  return {
    raw: m.confidence.teams,
    known,
    agree: flag(readersRead && rows.some((r) => fold(r.teams.join(' ')) === key)),
    debris: flag(sides.some(hasDebris)),
    listRow: flag(m.kind === 'list' || m.kind === 'board'),
    chrome: flag(sides.some((t) => isChromeName(t) || hasCompetitionWords(t))),
    oneSided: flag(sides.length < 2),
    mangled: flag(sides.some(looksMangled)),
  };
}

/**
 * Logistic weights over the features (intercept first); see decision 0056 for the fit and its figures. `mangled` was
 * fitted with the others held (decision 0058): a full refit trusted more names with more of them wrong.
 */
export const NAME_WEIGHTS: Weights<keyof NameFeatures> = {
  intercept: -0.76,
  raw: 0.42,
  known: 0.67,
  agree: 1.53,
  debris: -1.16,
  listRow: 0.95,
  chrome: 0,
  oneSided: 0,
  mangled: -3,
};

/** Names confidence for a side that is chrome: well under the trust level, so the review marks them. */
const CHROME_NAMES = TRUSTED_TEAM_CONFIDENCE - 0.2;

/**
 * Probability the names are right, from the features. A side that is chrome or names a competition ('Calcutta
 * Premier Division', 'Top leagues') is a header read as a team: never trusted, whatever the fit says (too few such
 * rows in the tune parts to weigh it; decision 0057).
 */
export const calibratedNames = (f: NameFeatures, w = NAME_WEIGHTS): number => {
  const p = logistic(f, w);
  return f.chrome ? Math.min(p, CHROME_NAMES) : p;
};
