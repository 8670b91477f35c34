import { parseOddsStrict } from '../../../shared/src/odds';
import type { ExtractedMatch } from '../../../shared/src/prediction';
import { booksum, DEVIG_METHODS, devig, type DevigMethod } from './devig';

/**
 * Several screenshots of one match become an odds screen: per-screenshot prices and margins, the best price per
 * outcome, a consensus fair probability (mean of each complete screenshot's de-vigged probabilities) and an arbitrage
 * check. Screenshots whose (corrected) teams name another match are set aside.
 */

export type Side = 'home' | 'draw' | 'away';
export const SIDES: readonly Side[] = ['home', 'draw', 'away'];

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

function compatible(a: Pair, b: Pair): 'same' | 'swapped' | 'different' {
  const eq = (x: string | null, y: string | null) => x === null || y === null || x === y;
  if (eq(a[0], b[0]) && eq(a[1], b[1])) return 'same';
  if (a[0] && a[1] && b[0] && b[1] && a[0] === b[1] && a[1] === b[0]) return 'swapped';
  return 'different';
}

/** Splits screenshots into the match most of them agree on and the rest. */
export function groupByMatch(matches: readonly ExtractedMatch[]): { used: number[]; otherMatch: number[]; swapped: Set<number> } {
  const keys = matches.map(teamKey);
  let anchor = -1;
  let bestVotes = -1;
  keys.forEach((k, i) => {
    if (!k[0] && !k[1]) return;
    const votes = keys.filter((o) => compatible(k, o) !== 'different').length + (k[0] && k[1] ? 0.5 : 0);
    if (votes > bestVotes) {
      bestVotes = votes;
      anchor = i;
    }
  });
  if (anchor < 0) return { used: matches.map((_, i) => i), otherMatch: [], swapped: new Set() };
  const used: number[] = [];
  const otherMatch: number[] = [];
  const swapped = new Set<number>();
  keys.forEach((k, i) => {
    const c = compatible(keys[anchor]!, k);
    if (c === 'different') otherMatch.push(i);
    else {
      used.push(i);
      if (c === 'swapped') swapped.add(i);
    }
  });
  return { used, otherMatch, swapped };
}

export function isDrawSport(sport: string | null | undefined): boolean {
  return !!sport && DRAW_SPORTS.has(sport.toLowerCase());
}

function readPrices(m: ExtractedMatch, swapped: boolean): Record<Side, number | null> {
  const home = parseOddsStrict(m.homeOdds);
  const away = parseOddsStrict(m.awayOdds);
  return { home: swapped ? away : home, draw: parseOddsStrict(m.drawOdds), away: swapped ? home : away };
}

export function buildOddsScreen(matches: readonly ExtractedMatch[]): OddsScreen {
  const { used, otherMatch, swapped } = groupByMatch(matches);
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
