import { devig } from '../../server/src/analysis/devig';
import type { HistoricalMatch, Price3 } from '../../server/src/analysis/reference/football-data';
import {
  DEFAULT_MARKET_PARAMS,
  MarketRatings,
  type MarketRatingParams,
} from '../../server/src/analysis/reference/market-ratings';
import { TEST_FIRST } from './model-fit';

/**
 * Proof on history for the reference sources (issue 49): bet the screenshot's price when it beats the reference's
 * fair price by at least the edge threshold, one bet per match (the option of highest EV, as the engine stakes one
 * option per match). Bets, hit rate, ROI at the price taken, CLV against Pinnacle's closing price (price × fair
 * closing probability − 1, margin removed by power), each with a bootstrap 95% interval over the bets.
 */

export const EDGE_THRESHOLDS = [0.02, 0.05] as const;
export const BOOTSTRAP_SAMPLES = 2000;
/** Fewer bets than this never earn a source weight, whatever their interval (a handful of long shots proves nothing). */
export const MIN_BETS_FOR_WEIGHT = 100;

export interface Interval {
  mean: number;
  low: number;
  high: number;
}

export interface RuleResult {
  source: string;
  /** The price taken: one bookmaker's ('single', Bet365) or the best of several ('best'). */
  priceKind: 'single' | 'best';
  price: string;
  reference: string;
  threshold: number;
  /** Test matches where the rule could look (both prices and Pinnacle's close present), first and last date. */
  matches: number;
  from: string;
  to: string;
  bets: number;
  hitRate: number;
  roi: Interval;
  clv: Interval;
  meanOdds: number;
  /** At least MIN_BETS_FOR_WEIGHT bets, and ROI's interval above 0 or CLV positive with its interval above 0. */
  earnsWeight: boolean;
}

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function bootstrapMean(values: readonly number[], samples = BOOTSTRAP_SAMPLES, seed = 49): Interval {
  const n = values.length;
  if (!n) return { mean: 0, low: 0, high: 0 };
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const rand = mulberry32(seed);
  const means = new Float64Array(samples);
  for (let s = 0; s < samples; s++) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += values[Math.floor(rand() * n)]!;
    means[s] = sum / n;
  }
  means.sort();
  return { mean, low: means[Math.floor(0.025 * samples)]!, high: means[Math.ceil(0.975 * samples) - 1]! };
}

export interface Candidate {
  match: HistoricalMatch;
  price: Price3;
  fair: [number, number, number] | number[];
}

export function evaluateRule(
  source: string,
  priceKind: 'single' | 'best',
  price: string,
  reference: string,
  candidates: readonly Candidate[],
  threshold: number,
): RuleResult {
  const roi: number[] = [];
  const clv: number[] = [];
  let wins = 0;
  let odds = 0;
  let matches = 0;
  let from = '';
  let to = '';
  for (const c of candidates) {
    if (!c.match.pinnacleClosing) continue;
    matches++;
    if (!from || c.match.date < from) from = c.match.date;
    if (c.match.date > to) to = c.match.date;
    let best = -1;
    let bestEv = -Infinity;
    for (let i = 0; i < 3; i++) {
      const ev = c.fair[i]! * c.price[i]! - 1;
      if (ev >= threshold && ev > bestEv) {
        best = i;
        bestEv = ev;
      }
    }
    if (best < 0) continue;
    const o = c.price[best]!;
    const won = ['H', 'D', 'A'][best] === c.match.result;
    const close = devig(c.match.pinnacleClosing, 'power');
    roi.push(won ? o - 1 : -1);
    clv.push(o * close[best]! - 1);
    if (won) wins++;
    odds += o;
  }
  const r = bootstrapMean(roi);
  const v = bootstrapMean(clv, BOOTSTRAP_SAMPLES, 50);
  return {
    source,
    priceKind,
    price,
    reference,
    threshold,
    matches,
    from,
    to,
    bets: roi.length,
    hitRate: roi.length ? wins / roi.length : 0,
    roi: r,
    clv: v,
    meanOdds: roi.length ? odds / roi.length : 0,
    earnsWeight: roi.length >= MIN_BETS_FOR_WEIGHT && (r.low > 0 || (v.mean > 0 && v.low > 0)),
  };
}

/** Walk-forward market ratings: each prediction uses only earlier matches' closing prices. */
export function walkMarketRatings(
  history: readonly HistoricalMatch[],
  params: MarketRatingParams,
  onPredict: (m: HistoricalMatch, p: [number, number, number]) => void,
  minMatches = 6,
): MarketRatings {
  const model = new MarketRatings(params);
  for (const m of history) {
    const p = model.predict(m, minMatches);
    if (p) onPredict(m, p.probabilities);
    model.update(m);
  }
  return model;
}

/**
 * Hyper-parameters chosen on seasons before the test seasons only: the grid point whose predictions come closest to
 * the next match's Pinnacle close (cross-entropy against the de-vigged closing probabilities).
 */
export function tuneMarketParams(history: readonly HistoricalMatch[]) {
  const before = history.filter((m) => m.season < TEST_FIRST);
  const grid: { params: MarketRatingParams; crossEntropy: number; matches: number }[] = [];
  for (const k of [0.1, 0.2, 0.3, 0.45])
    for (const seasonRegression of [0, 0.3])
      for (const newTeamOffset of [0.15, 0.35]) {
        const params = { ...DEFAULT_MARKET_PARAMS, k, seasonRegression, newTeamOffset };
        let loss = 0;
        let n = 0;
        walkMarketRatings(before, params, (m, p) => {
          if (!m.pinnacleClosing) return;
          const q = devig(m.pinnacleClosing, 'power');
          loss -= q.reduce((s, qi, i) => s + qi * Math.log(Math.max(p[i]!, 1e-9)), 0);
          n++;
        });
        grid.push({ params, crossEntropy: n ? loss / n : Infinity, matches: n });
      }
  grid.sort((a, b) => a.crossEntropy - b.crossEntropy);
  return { params: grid[0]!.params, grid };
}
