import type { UserAnalytics } from '@shared/pro';
import type { BetsRepository } from '../../repositories/bets.repository';
import { computeAnalytics } from './analytics-math';
import type { ProAccess } from './pro-access';

/** GET /api/user/analytics: the user's recorded bets turned into figures (analytics-math.ts), Pro only. */
export function analyticsService(deps: { bets: BetsRepository; pro: ProAccess }) {
  return {
    async forUser(userId: string): Promise<UserAnalytics> {
      await deps.pro.require(userId);
      const rows = await deps.bets.forUser(userId);
      return computeAnalytics(
        rows.map((r) => ({
          stake: Number(r.stake),
          currency: r.currency,
          odds: Number(r.odds),
          closingOdds: r.closing_odds === null ? null : Number(r.closing_odds),
          result: r.result,
          probability: r.probability === null ? null : Number(r.probability),
          settledAt: r.settled_at,
          recordedAt: r.recorded_at,
        })),
      );
    },
  };
}
export type AnalyticsService = ReturnType<typeof analyticsService>;
