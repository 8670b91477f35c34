import { describe, expect, it } from 'vitest';
import { analyzeMatches } from '../../analysis/engine';
import { screenshot } from '../../analysis/fixtures.test-helpers';
import { historySummary, presentHistoryItem, presentHistoryJson } from './predictions.presenter';
import type { PredictionRow } from '../../repositories/predictions.repository';

const result = analyzeMatches([screenshot(['2.10', '3.40', '3.60'], { date: '--10-09', time: '15:30' })], { language: 'en' });

function row(outcome: string | null, withSummary: boolean): PredictionRow {
  const id = '11111111-2222-3333-4444-555555555555';
  const createdAt = '2026-11-22T10:00:00.000Z';
  return {
    id,
    user_id: 'u',
    created_at: createdAt,
    language: 'en',
    sport: 'football',
    overall_confidence: result.overallConfidence,
    result_json: JSON.stringify(result),
    content_hash: 'x',
    request_id: null,
    charged_free: 1,
    outcome,
    outcome_at: null,
    summary_json: withSummary ? JSON.stringify(historySummary(id, createdAt, result)) : null,
  };
}

describe('history presentation', () => {
  it('gives the same item from the stored summary as from the full result, with the current outcome', () => {
    for (const outcome of [null, 'home', 'void']) {
      expect(JSON.parse(presentHistoryJson(row(outcome, true)))).toEqual(presentHistoryItem(row(outcome, false)));
      expect(JSON.parse(presentHistoryJson(row(outcome, false)))).toEqual(presentHistoryItem(row(outcome, false)));
    }
  });

  it('keeps the fields the history page reads', () => {
    const item = presentHistoryItem(row('draw', false));
    expect(item).toMatchObject({ outcome: 'draw', sport: 'football', extractedData: { teams: ['Arsenal', 'Chelsea'] } });
    expect(item.mainRecommendation).toBe(result.mainRecommendation);
  });
});
