import type { HistoryItem } from '@shared/api';
import { historyListSchema } from '@shared/api-responses';
import { apiRequest, getParsed } from '../../lib/api';

export type RecordedOutcome = NonNullable<HistoryItem['outcome']>;

export function fetchHistory(): Promise<HistoryItem[]> {
  return getParsed(historyListSchema, '/api/predictions/history');
}

/** The real result of the match, which the user's track record counts. */
export async function recordOutcome(predictionId: string, outcome: RecordedOutcome): Promise<void> {
  await apiRequest('POST', `/api/predictions/${encodeURIComponent(predictionId)}/outcome`, { outcome });
}
