import { describe, expect, it } from 'vitest';
import type { PredictionResult } from '@shared/prediction';
import { presentHistoryItem, presentHistoryJson } from './predictions.presenter';
import { storedPredictionRow } from './fixtures.test-helpers';

const ID = '11111111-2222-3333-4444-555555555555';
const row = (outcome: string | null, withSummary: boolean) =>
  storedPredictionRow('u', { id: ID, createdAt: '2026-11-22T10:00:00.000Z', outcome, withSummary, variant: 30 });
const result = JSON.parse(row(null, false).result_json) as PredictionResult;

describe('history presentation', () => {
  it('gives the same item from the stored summary as from the full result, with the current outcome', () => {
    for (const outcome of [null, 'home', 'void']) {
      expect(JSON.parse(presentHistoryJson(row(outcome, true)))).toEqual(presentHistoryItem(row(outcome, false)));
      expect(JSON.parse(presentHistoryJson(row(outcome, false)))).toEqual(presentHistoryItem(row(outcome, false)));
      expect(presentHistoryItem(row(outcome, true))).toEqual(presentHistoryItem(row(outcome, false)));
    }
  });

  it('keeps the fields the history page reads', () => {
    const item = presentHistoryItem(row('draw', false));
    expect(item).toMatchObject({ outcome: 'draw', sport: 'football', extractedData: { teams: ['Arsenal', 'Chelsea'] } });
    expect(item.mainRecommendation).toBe(result.mainRecommendation);
  });
});
