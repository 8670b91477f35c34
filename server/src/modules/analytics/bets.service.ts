import type { PredictionResult } from '@shared/prediction';
import type { BetInput, BetView } from '@shared/pro';
import { AppError } from '../../errors';
import { nowIso } from '../../lib/ids';
import type { BetRow, BetsRepository } from '../../repositories/bets.repository';
import type { PredictionsRepository } from '../../repositories/predictions.repository';
import { closingLineValue } from './analytics-math';

export function presentBet(row: BetRow): BetView {
  return {
    predictionId: row.prediction_id,
    selection: row.selection,
    stake: Number(row.stake),
    currency: row.currency,
    odds: Number(row.odds),
    closingOdds: row.closing_odds === null ? null : Number(row.closing_odds),
    result: row.result,
    probability: row.probability === null ? null : Number(row.probability),
    clv: closingLineValue(Number(row.odds), row.closing_odds === null ? null : Number(row.closing_odds)),
    recordedAt: row.recorded_at,
    settledAt: row.settled_at,
  };
}

/** Recording what the user actually bet on an analysis: open to every user, it is their own history. */
export function betsService(deps: { bets: BetsRepository; predictions: PredictionsRepository }) {
  const { bets, predictions } = deps;

  async function ownedPrediction(userId: string, predictionId: string) {
    const row = await predictions.findById(predictionId);
    // Another user's prediction answers exactly like a missing one.
    if (!row || row.user_id !== userId) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    async get(userId: string, predictionId: string): Promise<BetView | null> {
      await ownedPrediction(userId, predictionId);
      const row = await bets.find(predictionId, userId);
      return row ? presentBet(row) : null;
    },

    async record(userId: string, predictionId: string, input: BetInput): Promise<BetView> {
      const prediction = await ownedPrediction(userId, predictionId);
      const result = JSON.parse(prediction.result_json) as PredictionResult;
      // The probability behind calibration is the one the analysis gave the option bet on; an option the analysis
      // did not price has none, so it is refused rather than stored without one.
      const option = result.bettingOptions.find((o) => o.key === input.selection);
      if (!option) throw new AppError('INVALID_SELECTION');
      const previous = await bets.find(predictionId, userId);
      const now = nowIso();
      const settledAt =
        input.result === 'pending'
          ? null
          : previous && previous.result === input.result && previous.settled_at
            ? previous.settled_at
            : now;
      const row: BetRow = {
        prediction_id: predictionId,
        user_id: userId,
        selection: input.selection,
        stake: input.stake,
        currency: input.currency ?? null,
        odds: input.odds,
        closing_odds: input.closingOdds ?? null,
        result: input.result,
        probability: option.winProbability / 100,
        recorded_at: previous?.recorded_at ?? now,
        settled_at: settledAt,
      };
      await bets.upsert(row);
      return presentBet(row);
    },

    async clear(userId: string, predictionId: string): Promise<void> {
      await ownedPrediction(userId, predictionId);
      await bets.remove(predictionId, userId);
    },

    async list(userId: string): Promise<BetView[]> {
      return (await bets.forUser(userId)).map(presentBet);
    },
  };
}
export type BetsService = ReturnType<typeof betsService>;
