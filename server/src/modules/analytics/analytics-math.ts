import {
  ANALYTICS_MIN_SETTLED,
  type BetResult,
  type CalibrationBucket,
  type CurrencyReturn,
  type UserAnalytics,
} from '@shared/pro';

/** One recorded bet, as the analytics need it. */
export interface BetFact {
  stake: number;
  currency: string | null;
  odds: number;
  closingOdds: number | null;
  result: BetResult;
  probability: number | null;
  settledAt: string | null;
  recordedAt: string;
}

/** Closing-line value of one bet: how much better the price taken was than the later price, as a fraction. */
export function closingLineValue(odds: number, closingOdds: number | null): number | null {
  return closingOdds ? odds / closingOdds - 1 : null;
}

/** Profit of a decided bet in its own money: a win returns stake × (odds − 1), a loss costs the stake. */
export function betProfit(bet: Pick<BetFact, 'stake' | 'odds' | 'result'>): number {
  if (bet.result === 'won') return bet.stake * (bet.odds - 1);
  if (bet.result === 'lost') return -bet.stake;
  return 0;
}

const decided = (b: BetFact) => b.result === 'won' || b.result === 'lost';
const byTime = (a: BetFact, b: BetFact) => (a.settledAt ?? a.recordedAt).localeCompare(b.settledAt ?? b.recordedAt);

/**
 * Hit rate and return per currency, with the running figures after each decided bet. Stakes in different
 * currencies are never added together; stakes without one are units. Void bets return the stake and count nowhere.
 */
export function returnsByCurrency(bets: BetFact[], minimum = ANALYTICS_MIN_SETTLED): CurrencyReturn[] {
  const groups = new Map<string | null, BetFact[]>();
  for (const bet of bets.filter(decided).sort(byTime)) {
    const list = groups.get(bet.currency) ?? [];
    list.push(bet);
    groups.set(bet.currency, list);
  }
  return [...groups]
    .map(([currency, list]) => {
      let staked = 0;
      let profit = 0;
      let won = 0;
      const series = list.map((bet, i) => {
        staked += bet.stake;
        profit += betProfit(bet);
        if (bet.result === 'won') won += 1;
        return { at: bet.settledAt ?? bet.recordedAt, bets: i + 1, hitRate: won / (i + 1), roi: profit / staked };
      });
      const enough = list.length >= minimum;
      return {
        currency,
        bets: list.length,
        staked,
        profit,
        roi: enough ? profit / staked : null,
        hitRate: enough ? won / list.length : null,
        series: enough ? series : [],
      };
    })
    .sort((a, b) => b.bets - a.bets);
}

/** Ten equal probability buckets; only those holding bets are returned. */
export function calibrationBuckets(points: { p: number; won: boolean }[]): CalibrationBucket[] {
  const buckets = Array.from({ length: 10 }, (_, i) => ({ from: i / 10, to: (i + 1) / 10, count: 0, sumP: 0, wins: 0 }));
  for (const { p, won } of points) {
    const b = buckets[Math.min(9, Math.max(0, Math.floor(p * 10)))]!;
    b.count += 1;
    b.sumP += p;
    if (won) b.wins += 1;
  }
  return buckets
    .filter((b) => b.count > 0)
    .map((b) => ({ from: b.from, to: b.to, count: b.count, meanProbability: b.sumP / b.count, observed: b.wins / b.count }));
}

/** Mean squared difference between the analysed probability and what happened (1 won, 0 lost): 0 is perfect. */
export function brierScore(points: { p: number; won: boolean }[]): number | null {
  if (points.length === 0) return null;
  return points.reduce((sum, { p, won }) => sum + (p - (won ? 1 : 0)) ** 2, 0) / points.length;
}

export function computeAnalytics(bets: BetFact[], minimum = ANALYTICS_MIN_SETTLED): UserAnalytics {
  const settled = bets.filter(decided);
  const points = settled.filter((b) => b.probability !== null).map((b) => ({ p: b.probability!, won: b.result === 'won' }));
  const withClose = bets.filter((b) => b.closingOdds !== null && b.result !== 'void');
  const clvs = withClose.map((b) => closingLineValue(b.odds, b.closingOdds)!);
  const enoughCalibration = points.length >= minimum;
  const enoughClv = clvs.length >= minimum;
  return {
    minimum,
    settled: settled.length,
    pending: bets.filter((b) => b.result === 'pending').length,
    void: bets.filter((b) => b.result === 'void').length,
    returns: returnsByCurrency(bets, minimum),
    calibration: {
      count: points.length,
      brier: enoughCalibration ? brierScore(points) : null,
      buckets: enoughCalibration ? calibrationBuckets(points) : [],
    },
    clv: {
      count: clvs.length,
      average: enoughClv ? clvs.reduce((a, b) => a + b, 0) / clvs.length : null,
      beatRate: enoughClv ? clvs.filter((v) => v > 0).length / clvs.length : null,
    },
  };
}
