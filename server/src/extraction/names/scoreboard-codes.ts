import type { Outcome } from '@shared/prediction';
import type { Gazetteer } from './gazetteer-types';
import type { Row, W } from '../page/words';
import { US_TEAMS, type UsLeague } from './us-leagues';

export interface ScoreboardOpponent {
  /** The opponent's full name: its code alone ('NYG') says little to a reader. */
  opponent: string;
  opponentWords: W[];
  /** The pick's side: a scoreboard lists the visitors first, left of or above the home side. */
  pickSide: Extract<Outcome, 'home' | 'away'>;
}

const CODE = /^[A-Z]{2,4}$/;

/**
 * The opponent of a pick known only by its club ('Cowboys  TO WIN  -145'), from a scoreboard elsewhere on the slip
 * that prints both clubs by their league codes ('NYG 37  Final Score  40 DAL'). Codes are read only in the pick's
 * league and only on a line that also holds the pick's own code: 'MIN' or 'WAS' alone are words.
 */
export function scoreboardOpponent(rows: Row[], pick: string, gaz?: Gazetteer): ScoreboardOpponent | null {
  const hit = gaz?.matchTeam(pick);
  if (!hit || !hit.league || !(hit.league in US_TEAMS)) return null;
  const codes = new Map<string, string>();
  for (const [code, name] of US_TEAMS[hit.league as UsLeague]) for (const c of code.split('/')) codes.set(c, name);
  const words = rows.flatMap((r) => r.words).filter((w) => CODE.test(w.text) && codes.has(w.text));
  const cy = (w: W) => (w.y0 + w.y1) / 2;
  const theirs = (w: W) => codes.get(w.text) !== hit.canonical;
  const found = (opp: W, pickAfter: boolean): ScoreboardOpponent => {
    const printed = [opp, ...clubWordsAfter(rows, opp, codes.get(opp.text)!)];
    return {
      // As printed where the club's name follows its code ('BUF Sabres'); the code alone stands for the full name.
      opponent: printed.length > 1 ? printed.map((w) => w.text).join(' ') : codes.get(opp.text)!,
      opponentWords: printed,
      pickSide: pickAfter ? 'home' : 'away',
    };
  };
  for (const own of words.filter((w) => !theirs(w))) {
    const h = own.y1 - own.y0;
    // Side by side on one line, visitors left; else stacked in one column, visitors above.
    const beside = words.filter((w) => theirs(w) && Math.abs(cy(w) - cy(own)) < h / 2);
    if (beside.length === 1) return found(beside[0]!, own.x0 > beside[0]!.x0);
    if (beside.length) continue;
    const stacked = words.filter((w) => theirs(w) && Math.abs(cy(w) - cy(own)) < 2.5 * h && Math.abs(w.x0 - own.x0) < h);
    if (stacked.length === 1) return found(stacked[0]!, own.y0 > stacked[0]!.y0);
  }
  return null;
}

/** The words right after a club's code on its line that are its name's own words ('Sabres' after 'BUF'). */
function clubWordsAfter(rows: Row[], code: W, name: string): W[] {
  const own = new Set(name.toLowerCase().split(' '));
  const line = rows.find((r) => r.words.includes(code));
  if (!line) return [];
  const after = line.words.filter((w) => w.x0 > code.x0).sort((a, b) => a.x0 - b.x0);
  const out: W[] = [];
  let prev = code;
  for (const w of after) {
    const h = w.y1 - w.y0;
    if (w.x0 - prev.x1 > h * 1.5 || !own.has(w.text.toLowerCase())) break;
    out.push(w);
    prev = w;
  }
  return out;
}
