import { parseOddsStrict } from '@shared/odds';
import type { ExtractedMatch } from '@shared/prediction';
import { booksum, DEVIG_METHODS, devig, type DevigMethod } from './devig';

/**
 * Several screenshots of one match become an odds screen: per-screenshot prices and margins, the best price per
 * outcome, a consensus fair probability (mean of each complete screenshot's de-vigged probabilities) and an arbitrage
 * check. Screenshots of another match (other teams, another date, another sport) are set aside: see matchGroups.
 */

export type Side = 'home' | 'draw' | 'away';

/** Sports whose main market has a draw; a missing draw price there is an unread field, not a 2-way market. */
const DRAW_SPORTS = new Set([
  'football',
  'soccer',
  'hockey',
  'ice hockey',
  'handball',
  'rugby',
  'rugby union',
  'rugby league',
  'cricket',
]);
/** A single book below this booksum is almost surely a misread (no bookmaker prices at a loss); above the upper one too. */
export const PLAUSIBLE_BOOKSUM: readonly [number, number] = [0.98, 1.3];

export interface Quote {
  /** Index of the screenshot in the request. */
  index: number;
  prices: Record<Side, number | null>;
  /** All prices the market needs were read. */
  complete: boolean;
  booksum: number | null;
  plausible: boolean;
  /** Fair probabilities by each method ([home, away] or [home, draw, away]), when complete. */
  fair: Record<DevigMethod, number[]> | null;
  swapped: boolean;
}

export interface OddsScreen {
  /** Indexes of the screenshots analysed (the match most screenshots agree on). */
  used: number[];
  /** Indexes of screenshots that show a different match. */
  otherMatch: number[];
  /** Whether the market has a draw (1X2) or not (moneyline). */
  threeWay: boolean;
  quotes: Quote[];
  best: Record<Side, { price: number; index: number } | null>;
  /** Booksum of the best prices (all outcomes priced), else null. */
  bestBooksum: number | null;
  arbitrage: boolean;
  /** Guaranteed return 1/L − 1 when arbitrage, else 0. */
  arbitrageProfit: number;
  /** Mean fair probabilities over complete, plausible quotes, per method; null when none is complete. */
  consensus: Record<DevigMethod, number[]> | null;
  /** Largest difference (probability points, 0..1) between two quotes' fair probabilities for one outcome. */
  disagreement: number;
  /** Quotes with an implausible booksum (probable misread). */
  inconsistent: number[];
}

const norm = (s: string | null | undefined) =>
  (s ?? '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim() || null;

type Pair = [string | null, string | null];

/** The teams of a screenshot for matching: corrected names when present, else the names as read. */
function teamKey(m: ExtractedMatch): Pair {
  const c = m.correctedTeams;
  const t = m.teams;
  return [c?.[0] ?? norm(t?.[0]) ?? null, c?.[1] ?? norm(t?.[1]) ?? null];
}

/** Day and month of a date as read ('YYYY-MM-DD' or '--MM-DD'); the year only when both screenshots print one. */
function sameDay(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b; // a missing date is not agreement when the other has one
  const full = /^\d{4}-\d{2}-\d{2}$/;
  if (full.test(a) && full.test(b)) return a === b;
  return a.slice(-5) === b.slice(-5);
}

export type Agreement = 'same' | 'swapped' | 'different';
export type Disagreement = 'teams' | 'date' | 'sport' | 'market';

/**
 * Whether two screenshots show one match: both teams read and equal (either order), the same date (a missing date
 * agrees only with another missing date) and no conflicting sport (a sport not read does not split screenshots:
 * the extractor often leaves it empty). A spread pick is never one match with another screenshot (reason 'market').
 */
export function sameMatch(a: ExtractedMatch, b: ExtractedMatch): { agreement: Agreement; reason: Disagreement | null } {
  const ka = teamKey(a);
  const kb = teamKey(b);
  let agreement: Agreement = 'different';
  if (ka[0] && ka[1] && kb[0] && kb[1]) {
    if (ka[0] === kb[0] && ka[1] === kb[1]) agreement = 'same';
    else if (ka[0] === kb[1] && ka[1] === kb[0]) agreement = 'swapped';
  }
  if (agreement === 'different') return { agreement, reason: 'teams' };
  if (!sameDay(a.date, b.date)) return { agreement: 'different', reason: 'date' };
  if (a.sport && b.sport && a.sport.toLowerCase() !== b.sport.toLowerCase()) return { agreement: 'different', reason: 'sport' };
  // A spread pick's price is the price of covering its line: merged with the match result's prices it would enter
  // their margin, best prices and fair probabilities as a price of winning. It is analysed on its own, always (two
  // spread picks of one match may be of different lines or sides).
  if (a.market === 'spread' || b.market === 'spread') return { agreement: 'different', reason: 'market' };
  return { agreement, reason: null };
}

export interface MatchGroup {
  /** Screenshot indexes of this match, in request order. */
  indexes: number[];
  /** Screenshots that list the sides in the other order than the group's first screenshot. */
  swapped: Set<number>;
}

/**
 * Screenshots grouped into matches: a screenshot joins a group only when it shows the same match as every member.
 * The first group is the primary match: the most screenshots, then the most prices read, then the earliest.
 */
export function matchGroups(matches: readonly ExtractedMatch[]): MatchGroup[] {
  const groups: MatchGroup[] = [];
  matches.forEach((m, i) => {
    for (const g of groups) {
      const checks = g.indexes.map((j) => sameMatch(matches[j]!, m).agreement);
      if (checks.every((c) => c !== 'different')) {
        g.indexes.push(i);
        if (checks[0] === 'swapped') g.swapped.add(i); // relative to the group's first screenshot
        return;
      }
    }
    groups.push({ indexes: [i], swapped: new Set() });
  });
  const pricesRead = (g: MatchGroup) =>
    g.indexes.reduce(
      (acc, i) =>
        acc +
        [matches[i]!.homeOdds, matches[i]!.drawOdds, matches[i]!.awayOdds].filter((x) => parseOddsStrict(x) !== null).length,
      0,
    );
  return groups
    .map((g, k) => ({ g, k, size: g.indexes.length, read: pricesRead(g) }))
    .sort((a, b) => b.size - a.size || b.read - a.read || a.k - b.k)
    .map((x) => x.g);
}

/** Why a screenshot of another group is not the same match as the primary one (teams, date or sport). */
export function whyDifferent(matches: readonly ExtractedMatch[], a: number, b: number): Disagreement {
  return sameMatch(matches[a]!, matches[b]!).reason ?? 'teams';
}

/** Splits screenshots into the primary match and the rest. */
export function groupByMatch(matches: readonly ExtractedMatch[]): { used: number[]; otherMatch: number[]; swapped: Set<number> } {
  const [primary, ...rest] = matchGroups(matches);
  if (!primary) return { used: [], otherMatch: [], swapped: new Set() };
  return { used: primary.indexes, otherMatch: rest.flatMap((g) => g.indexes).sort((x, y) => x - y), swapped: primary.swapped };
}

export function isDrawSport(sport: string | null | undefined): boolean {
  return !!sport && DRAW_SPORTS.has(sport.toLowerCase());
}

function readPrices(m: ExtractedMatch, swapped: boolean): Record<Side, number | null> {
  const home = parseOddsStrict(m.homeOdds);
  const away = parseOddsStrict(m.awayOdds);
  return { home: swapped ? away : home, draw: parseOddsStrict(m.drawOdds), away: swapped ? home : away };
}

/**
 * The odds screen of one match: of the given group, else of the primary match. Prices are only ever compared within
 * one group, so no value or arbitrage is computed across different matches.
 */
export function buildOddsScreen(matches: readonly ExtractedMatch[], group?: MatchGroup): OddsScreen {
  const split = group
    ? {
        used: group.indexes,
        otherMatch: matches.map((_, i) => i).filter((i) => !group.indexes.includes(i)),
        swapped: group.swapped,
      }
    : groupByMatch(matches);
  const { used, otherMatch, swapped } = split;
  const priced = used.map((i) => ({ i, prices: readPrices(matches[i]!, swapped.has(i)) }));
  const sport = used.map((i) => matches[i]!.sport).find((s) => s != null) ?? null;
  // 3-way when any screenshot printed a draw, the sport has draws, or home+away alone would sum far below 1
  // (a 1X2 board whose draw price was not read).
  const twoWayBooksums = priced.filter((q) => q.prices.home && q.prices.away).map((q) => 1 / q.prices.home! + 1 / q.prices.away!);
  const threeWay =
    priced.some((q) => q.prices.draw !== null) ||
    isDrawSport(sport) ||
    (twoWayBooksums.length > 0 && twoWayBooksums.every((b) => b < PLAUSIBLE_BOOKSUM[0]));
  const sides: Side[] = threeWay ? ['home', 'draw', 'away'] : ['home', 'away'];

  const quotes: Quote[] = priced.map(({ i, prices }) => {
    if (!threeWay) prices.draw = null;
    const complete = sides.every((s) => prices[s] !== null);
    const odds = complete ? sides.map((s) => prices[s]!) : null;
    const b = odds ? booksum(odds) : null;
    const plausible = b === null || (b >= PLAUSIBLE_BOOKSUM[0] && b <= PLAUSIBLE_BOOKSUM[1]);
    const fair = odds
      ? (Object.fromEntries(DEVIG_METHODS.map((m) => [m, devig(odds, m)])) as Record<DevigMethod, number[]>)
      : null;
    return { index: i, prices, complete, booksum: b, plausible, fair, swapped: swapped.has(i) };
  });

  const inconsistent = quotes.filter((q) => !q.plausible).map((q) => q.index);
  // Misread screenshots do not set best prices or the consensus, unless nothing better exists.
  const trusted = quotes.some((q) => q.plausible && q.complete) ? quotes.filter((q) => q.plausible) : quotes;

  const best: OddsScreen['best'] = { home: null, draw: null, away: null };
  for (const q of trusted)
    for (const s of sides) {
      const p = q.prices[s];
      if (p !== null && (!best[s] || p > best[s]!.price)) best[s] = { price: p, index: q.index };
    }
  const bestBooksum = sides.every((s) => best[s]) ? sides.reduce((acc, s) => acc + 1 / best[s]!.price, 0) : null;
  const sources = new Set(sides.map((s) => best[s]?.index));
  // One screenshot below 1 is a misread, not an arbitrage; an arbitrage needs prices from different screenshots.
  const arbitrage = bestBooksum !== null && bestBooksum < 1 && sources.size > 1 && trusted.every((q) => q.plausible);

  const complete = trusted.filter((q) => q.complete && q.fair);
  let consensus: OddsScreen['consensus'] = null;
  let disagreement = 0;
  if (complete.length) {
    consensus = {} as Record<DevigMethod, number[]>;
    for (const m of DEVIG_METHODS) {
      const mean = sides.map((_, k) => complete.reduce((acc, q) => acc + q.fair![m][k]!, 0) / complete.length);
      const s = mean.reduce((a, b) => a + b, 0);
      consensus[m] = mean.map((x) => x / s);
    }
    for (let k = 0; k < sides.length; k++) {
      const vals = complete.map((q) => q.fair!.multiplicative[k]!);
      disagreement = Math.max(disagreement, Math.max(...vals) - Math.min(...vals));
    }
  }
  return {
    used,
    otherMatch,
    threeWay,
    quotes,
    best,
    bestBooksum,
    arbitrage,
    arbitrageProfit: arbitrage ? 1 / bestBooksum! - 1 : 0,
    consensus,
    disagreement,
    inconsistent,
  };
}
