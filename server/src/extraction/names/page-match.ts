import type { ExtractedMatch, OddsFormat } from '@shared/prediction';
import type { DateHit, TimeHit } from '../tokens/dates';
import type { Gazetteer } from './gazetteer-types';
import type { Row, W } from '../page/words';
import { editDistance, foldText } from '../page/normalize';
import type { Candidate, Priced } from '../grid/price-cells';
import { detectSport } from './sport';
import type { TeamPair } from '../page/team-pair';
import type { Market, ReadKind } from '@shared/reading';
import { cyrFold } from '../page/glyphs';
import { kindOf } from '../kind/page-kind';
import { resolveSides } from './resolve-sides';
import { sectionHeadingAbove } from '../tokens/section-heading';

/* One match read on a page: built from its prices, teams and date, then named (gazetteer, sport, league). */

/** One match read on a page, with the words each field came from (for boxes and confidence). */
export interface PageMatch {
  match: ExtractedMatch;
  kind: ReadKind;
  market: Market | null;
  /** A spread pick's line ('+14.5'), with market 'spread'. */
  line?: string;
  words: { home: W[]; away: W[]; homeOdds?: W; drawOdds?: W; awayOdds?: W; date: W[] };
  /** A price was repaired (lost decimal point, doubled glyph). */
  repaired: boolean;
  /**
   * The teams were joined to prices from another line of a page that names several matches: the pairing is a
   * guess, so the prices are not trusted enough to stake on.
   */
  looseTeams?: boolean;
  /** Teams and prices came from one row of a list. */
  rowLocal: boolean;
  /** The bookmaker whose row of an odds comparison the prices are. */
  bookmaker?: string;
  /** Order of preference when the user picks none: lower first. */
  rank: number;
}

// ---------------------------------------------------------------- main

export function sameName(a: string, b: string): boolean {
  const fa = foldText(a);
  const fb = foldText(b);
  if (!fa || !fb) return false;
  if (fa === fb) return true;
  const ta = fa.split(' ');
  const tb = fb.split(' ');
  // 'Lions' vs 'Detroit Lions', 'NY Knicks' vs 'Knicks'.
  if (ta.every((t) => tb.includes(t)) || tb.every((t) => ta.includes(t))) return true;
  // OCR noise and Cyrillic read as Latin look-alikes ('Ak Bapc' for 'Ак Барс').
  // At most a fifth of the letters differ, never more than 3: the early exit of editDistance must not pass a bound
  // above its own (it answered 4 for any pair of very different long names, which a bound of 4 let through).
  const close = (x: string, y: string) => {
    const bound = Math.min(3, Math.max(1, Math.floor(Math.max(x.length, y.length) * 0.2)));
    return x.length >= 3 && editDistance(x, y, bound) <= bound;
  };
  // Read in Cyrillic only where every letter has a Cyrillic look-alike: folding drops the others, and 'Ajuda' and
  // 'Ufa' would both fold to almost nothing.
  const whole = (s: string) => cyrFold(s).length === s.replace(/[^\p{L}\d]/gu, '').length;
  return close(fa.replace(/ /g, ''), fb.replace(/ /g, '')) || (whole(a) && whole(b) && close(cyrFold(a), cyrFold(b)));
}

/**
 * Whether two printed names are one team: the same name as printed, or one club in the gazetteer. Two clubs the
 * gazetteer knows apart are never one, however alike ('Dundee United' and 'Dundee').
 */
export function sameTeam(a: string, b: string, gaz?: Gazetteer): boolean {
  const ca = gaz?.matchTeam(a)?.canonical ?? null;
  const cb = gaz?.matchTeam(b)?.canonical ?? null;
  if (ca && cb) return ca === cb;
  return sameName(a, b);
}

export function emptyMatch(): ExtractedMatch {
  return {
    sport: null,
    league: null,
    teams: null,
    correctedTeams: null,
    date: null,
    time: null,
    homeOdds: null,
    drawOdds: null,
    awayOdds: null,
    oddsFormat: null,
    pickedOutcome: null,
    ocrConfidence: null,
    layout: null,
  };
}

export const isoDate = (d: DateHit) => {
  const mm = String(d.month).padStart(2, '0');
  const dd = String(d.day).padStart(2, '0');
  return d.year ? `${d.year}-${mm}-${dd}` : `--${mm}-${dd}`;
};

export const rowOf = (rows: Row[], w: W) => rows.findIndex((r) => r.words.includes(w));

export const dateWordsOf = (rows: Row[], row: number) => rows[row]?.words.filter((w) => w.dt) ?? [];

/** A match's date and time from the hits found for it, with the words they were read from. */
export function whenOf(rows: Row[], d: DateHit | null | undefined, t: TimeHit | null | undefined) {
  return {
    date: d ? isoDate(d) : null,
    time: t?.time ?? null,
    words: [...(d ? dateWordsOf(rows, d.row) : []), ...(t && t.row !== d?.row ? dateWordsOf(rows, t.row) : [])],
  };
}

export function formatOf(parts: (Priced | null)[]): OddsFormat | null {
  const formats = parts.filter(Boolean).map((p) => p!.token.format);
  if (!formats.length) return null;
  return formats.includes('american') ? 'american' : formats.includes('fractional') ? 'fractional' : 'decimal';
}

export function buildMatch(
  rows: Row[],
  c: Candidate | null,
  pair: TeamPair | null,
  when: { date: string | null; time: string | null; words: W[] },
  rank: number,
  rowLocal: boolean,
  isList: boolean,
): PageMatch {
  const m = emptyMatch();
  const words: PageMatch['words'] = { home: [], away: [], date: when.words };
  if (pair) {
    m.teams = [pair.home, pair.away];
    words.home = pair.homeWords;
    words.away = pair.awayWords;
  }
  m.date = when.date;
  m.time = when.time;
  let repaired = false;
  if (c) {
    m.homeOdds = c.home?.token.text ?? null;
    m.drawOdds = c.draw?.token.text ?? null;
    m.awayOdds = c.away?.token.text ?? null;
    m.oddsFormat = formatOf([c.home, c.draw, c.away]);
    m.layout = c.layout;
    words.homeOdds = c.home?.word;
    words.drawOdds = c.draw?.word;
    words.awayOdds = c.away?.word;
    repaired = [c.home, c.draw, c.away].some((p) => p?.token.repaired);
  } else m.layout = m.teams ? 'no-odds' : 'unknown';
  const priced = !!(m.homeOdds || m.drawOdds || m.awayOdds);
  const threeWay = !!(m.drawOdds || c?.threeWay || c?.layout === 'grid');
  const market: Market | null = !priced ? null : threeWay ? '1x2' : 'moneyline';
  return {
    match: m,
    kind: kindOf(m.layout, isList, [m.homeOdds, m.drawOdds, m.awayOdds].filter(Boolean).length),
    market,
    words,
    repaired,
    rowLocal,
    rank,
  };
}

/** Gazetteer names, sport and league, confidence: the same for every match of the page. */
export function finishMatch(pm: PageMatch, rows: Row[], gaz?: Gazetteer) {
  const result = pm.match;
  /** The sport of both clubs where the gazetteer knows both, and they play one. */
  let correctedSport: string | null = null;
  if (result.teams && gaz) {
    const cutShort = [pm.words.home, pm.words.away].map((ws) => !!ws[ws.length - 1]?.cut) as [boolean, boolean];
    const sides = resolveSides(result.teams, cutShort, gaz);
    result.teams = [sides[0]!.name, sides[1]!.name];
    const [h, a] = [sides[0]!.hit, sides[1]!.hit];
    correctedSport = h && a && h.sport === a.sport ? h.sport : null;
    result.correctedTeams = [sides[0]!.hit?.canonical ?? null, sides[1]!.hit?.canonical ?? null];
  } else if (result.teams) result.correctedTeams = [null, null];
  const { sport, league: pageLeague } = detectSport(rows, correctedSport, result.teams);
  // A list groups its rows under league headings, a coupon its legs under league lines: a match's league is the
  // nearest one above its names (or on their line).
  // Elsewhere the league line stands just above the names: a coupon's legs are leagues apart, so a slip leg without
  // one of its own takes none rather than another leg's.
  const nameWords = [...pm.words.home, ...pm.words.away];
  const top = nameWords.length ? Math.min(...nameWords.map((w) => rowOf(rows, w))) : -1;
  // A list's section starts at its heading, the line naming the market's columns ('Liga Premier de Rusia  1 X 2'): a
  // league found further up is another section's, so a section whose league the reader does not know has none.
  const heading = pm.rowLocal && top >= 0 ? sectionHeadingAbove(rows, top) : -1;
  const scope = pm.rowLocal ? rows.slice(Math.max(0, heading), top + 1) : rows.slice(Math.max(0, top - 2), top + 1);
  const near = top >= 0 ? detectSport(scope.reverse(), null, null).league : null;
  // A list row found no league from the top of the page down to it: a league further down heads another section.
  const league = near ?? (pm.kind === 'slip' || pm.rowLocal ? null : pageLeague);
  result.sport = sport;
  result.league = league;
  if (result.correctedTeams && sport && gaz) {
    // A club of another sport is no reading of this one: an NHL 'Boston' is not the English club.
    const sportOf = (c: string | null) => (c ? (gaz.get(c)?.sport ?? 'football') : null);
    result.correctedTeams = result.correctedTeams.map((c) => (sportOf(c) === sport ? c : null)) as [string | null, string | null];
  }
  if (!result.league && correctedSport && result.correctedTeams?.[0] && gaz) {
    const lh = gaz.get(result.correctedTeams[0])?.league ?? null;
    const la = result.correctedTeams[1] ? gaz.get(result.correctedTeams[1])?.league : null;
    if (lh && lh === la) result.league = lh;
  }
  const w = pm.words;
  const used = [...w.home, ...w.away, ...[w.homeOdds, w.drawOdds, w.awayOdds].filter((x): x is W => !!x)];
  const confWords = used.length ? used : rows.flatMap((r) => r.words);
  result.ocrConfidence = confWords.length ? Math.round(confWords.reduce((s, x) => s + x.conf, 0) / confWords.length) : null;
}
