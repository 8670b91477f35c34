/**
 * Scoring rules for the OCR benchmark (bench/ocr.ts), shared with the offline dev loop.
 *
 * teams  : both sides right. A side is right when the read name equals the label after folding (case, diacritics,
 *          punctuation, Cyrillic transliteration), or one name's tokens are a subset of the other's (real-dev labels
 *          give 'Detroit Lions' where the slip prints 'Lions'), or both map to the same gazetteer club.
 *          A label of null teams expects null. A null side in the label is not scored.
 * date   : month and day equal (year not scored: synthetic labels carry none). time: 'HH:MM' equal.
 * odds   : per slot (home/draw/away): a null label expects null; otherwise the value read, converted to decimal,
 *          equals the label's decimal value to 2 dp. Synthetic labels are decimal values; real-dev labels are printed
 *          strings, converted the same way.
 * sport  : equal after mapping label synonyms (ice_hockey -> hockey).
 */
import { toDecimal } from '../../shared/src/odds';
import type { ExtractedMatch } from '../../shared/src/prediction';
import type { Gazetteer } from '../../server/src/extraction/gazetteer';
import { foldText } from '../../server/src/extraction/normalize';

export interface Label {
  file: string;
  sport: string | null;
  teams: [string | null, string | null] | null;
  date: { month: number; day: number; time?: string | null } | string | null;
  odds: { home: number | string | null; draw: number | string | null; away: number | string | null };
}

export interface Score {
  teams: boolean | null;
  date: boolean | null;
  time: boolean | null;
  sport: boolean | null;
  odds: { home: boolean; draw: boolean; away: boolean };
  oddsAll: boolean;
  /** Label has no odds and none were returned (negative sample handled). */
  negative: boolean | null;
}

function sideOk(read: string | null | undefined, corrected: string | null | undefined, label: string, gaz?: Gazetteer) {
  if (!read) return false;
  const a = foldText(read);
  const b = foldText(label);
  if (a === b) return true;
  const ta = a.split(' ');
  const tb = b.split(' ');
  if (ta.every((t) => tb.includes(t)) || tb.every((t) => ta.includes(t))) return true;
  if (gaz && corrected) return gaz.matchTeam(label)?.canonical === corrected;
  return false;
}

const SPORT_SYNONYMS: Record<string, string> = { ice_hockey: 'hockey', soccer: 'football' };

function oddsOk(got: string | null, want: number | string | null): boolean {
  if (want == null) return got == null;
  if (got == null) return false;
  const w = typeof want === 'number' ? want : toDecimal(want);
  return Math.abs(toDecimal(got) - w) < 0.0051;
}

export function scoreOne(m: ExtractedMatch, l: Label, gaz?: Gazetteer): Score {
  let teams: boolean | null;
  if (!l.teams) teams = m.teams == null;
  else {
    const sides = [0, 1].filter((i) => l.teams![i] != null);
    teams = sides.every((i) => sideOk(m.teams?.[i], m.correctedTeams?.[i], l.teams![i]!, gaz));
  }
  let date: boolean | null = null;
  let time: boolean | null = null;
  if (l.date && typeof l.date === 'object') {
    const md = m.date ? /(\d{2})-(\d{2})$/.exec(m.date) : null;
    date = !!md && Number(md[1]) === l.date.month && Number(md[2]) === l.date.day;
    time = l.date.time ? m.time === l.date.time : null;
  } else if (typeof l.date === 'string') {
    const [, mo, d] = /^\d{4}-(\d{2})-(\d{2})/.exec(l.date) ?? [];
    date = !!m.date && m.date.endsWith(`-${mo}-${d}`);
  }
  const sport = l.sport == null ? null : (SPORT_SYNONYMS[l.sport] ?? l.sport) === m.sport;
  const odds = {
    home: oddsOk(m.homeOdds, l.odds.home),
    draw: oddsOk(m.drawOdds, l.odds.draw),
    away: oddsOk(m.awayOdds, l.odds.away),
  };
  const noOdds = l.odds.home == null && l.odds.draw == null && l.odds.away == null;
  return {
    teams,
    date,
    time,
    sport,
    odds,
    oddsAll: odds.home && odds.draw && odds.away,
    negative: noOdds ? m.homeOdds == null && m.drawOdds == null && m.awayOdds == null : null,
  };
}

export function readLabels(file: string, text: string): Label[] {
  void file;
  return text
    .split('\n')
    .filter((s) => s.trim())
    .map((s) => JSON.parse(s) as Label);
}

const pct = (xs: (boolean | null)[]) => {
  const v = xs.filter((x): x is boolean => x !== null);
  return { n: v.length, ok: v.filter(Boolean).length, rate: v.length ? v.filter(Boolean).length / v.length : null };
};

export function summarise(scores: Score[]) {
  return {
    images: scores.length,
    teams: pct(scores.map((s) => s.teams)),
    date: pct(scores.map((s) => s.date)),
    time: pct(scores.map((s) => s.time)),
    sport: pct(scores.map((s) => s.sport)),
    oddsValues: pct(scores.flatMap((s) => [s.odds.home, s.odds.draw, s.odds.away])),
    oddsAllThree: pct(scores.map((s) => s.oddsAll)),
    negatives: pct(scores.map((s) => s.negative)),
  };
}
