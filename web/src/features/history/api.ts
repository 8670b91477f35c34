import type { HistoryItem } from '@shared/api';
import { historyListSchema, predictionResultSchema } from '@shared/api-responses';
import type { PredictionResult } from '@shared/prediction';
import { apiRequest, getParsed } from '../../lib/api';

export type RecordedOutcome = NonNullable<HistoryItem['outcome']>;

export function fetchHistory(): Promise<HistoryItem[]> {
  return getParsed(historyListSchema, '/api/predictions/history');
}

/**
 * One stored analysis. Its headline fields are checked (predictionResultSchema); the engine's breakdowns, which the
 * schema checks as objects only, keep their PredictionResult types.
 */
export async function fetchPrediction(id: string): Promise<PredictionResult> {
  return (await getParsed(predictionResultSchema, `/api/predictions/${encodeURIComponent(id)}`)) as PredictionResult;
}

/** The real result of the match, which the user's track record counts. */
export async function recordOutcome(predictionId: string, outcome: RecordedOutcome): Promise<void> {
  await apiRequest('POST', `/api/predictions/${encodeURIComponent(predictionId)}/outcome`, { outcome });
}
