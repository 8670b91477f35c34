import { analyzeMatches } from '../../analysis/engine';
import { screenshot } from '../../analysis/fixtures.test-helpers';
import { newId, nowIso, sha256Hex } from '../../lib/ids';
import type { PredictionRow } from '../../repositories/predictions.repository';
import { historySummary } from './predictions.presenter';
import { likeliestOutcome } from './pick';

/**
 * A prediction row as the app stores it, from real engine output for a synthetic Arsenal v Chelsea screenshot;
 * `variant` moves the home price so rows differ. For tests and benchmarks that need stored history.
 */
export function storedPredictionRow(
  userId: string,
  options: { variant?: number; outcome?: string | null; withSummary?: boolean; id?: string; createdAt?: string } = {},
): PredictionRow {
  const { variant = 0, outcome = null, withSummary = true, id = newId(), createdAt = nowIso() } = options;
  const result = analyzeMatches(
    [screenshot([(1.8 + variant / 100).toFixed(2), '3.60', '4.50'], { date: '--10-09', time: '15:30' })],
    { language: 'en' },
  );
  const json = JSON.stringify(result);
  return {
    id,
    user_id: userId,
    created_at: createdAt,
    language: 'en',
    sport: result.sport,
    overall_confidence: result.overallConfidence,
    result_json: json,
    content_hash: sha256Hex(json),
    request_id: null,
    charged_free: 1,
    outcome,
    outcome_at: outcome ? createdAt : null,
    summary_json: withSummary ? JSON.stringify(historySummary(id, createdAt, result)) : null,
    recommended_option: result.recommendedOption,
    likeliest_outcome: likeliestOutcome(result)?.key ?? null,
  };
}
