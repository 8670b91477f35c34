import type { HistoryItem, ProcessResponse } from '@shared/api';
import type { PredictionResult } from '@shared/prediction';
import { marketComplete } from './confirmed-match';
import { historyPick, verdictOf } from './pick';
import type { HistoryRow, PredictionRow } from '../../repositories/predictions.repository';

export function presentPrediction(row: PredictionRow): PredictionResult {
  const result = JSON.parse(row.result_json) as PredictionResult;
  return { ...result, id: row.id, createdAt: row.created_at };
}

/** A stored prediction as process answers it (also for a repeated Idempotency-Key). */
export function presentProcessed(row: PredictionRow): ProcessResponse {
  const result = JSON.parse(row.result_json) as PredictionResult & Partial<ProcessResponse>;
  return {
    ...result,
    id: row.id,
    createdAt: row.created_at,
    charged: row.charged_free === 1,
    complete: marketComplete(result),
    source: result.source ?? 'screenshots',
    userEdits: result.userEdits ?? [],
  };
}

/**
 * History cards read only these fields (spec section 3): from the summary stored with the prediction, or, for rows
 * stored before summaries existed, from the full result.
 */
export function presentHistoryItem(row: HistoryRow): HistoryItem {
  const outcome = (row.outcome as HistoryItem['outcome']) ?? null;
  if (row.summary_json) return { ...(JSON.parse(row.summary_json) as Omit<HistoryItem, 'outcome'>), outcome };
  if (row.result_json === null) throw new Error(`prediction ${row.id} has neither a summary nor a result`);
  return { ...historySummary(row.id, row.created_at, JSON.parse(row.result_json) as PredictionResult), outcome };
}

/** Everything of a history item that never changes after the prediction is stored (all but the outcome). */
export function historySummary(id: string, createdAt: string, r: PredictionResult): Omit<HistoryItem, 'outcome'> {
  const e = r.extractedData;
  const hasData = !!(e.teams || e.date || e.homeOdds || e.drawOdds || e.awayOdds);
  return {
    id,
    createdAt,
    overallConfidence: r.overallConfidence,
    confidence: r.overallConfidence,
    sport: r.sport,
    extractedData: hasData
      ? { teams: e.teams, date: e.date, odds: { home: e.homeOdds, draw: e.drawOdds, away: e.awayOdds } }
      : null,
    correctedTeams: r.correctedTeams,
    mainRecommendation: r.mainRecommendation,
    recommendation: r.mainRecommendation,
    bettingOptions: r.bettingOptions.map((o) => ({
      type: o.type,
      confidence: o.confidence,
      recommendation: o.recommendation,
      odds: o.odds,
      key: o.key,
      winProbability: o.winProbability,
    })),
    keyFactors: r.keyFactors,
    language: r.language,
    // Facts let the history card render in the reader's language (analysis-text); absent on older results.
    ...(r.facts ? { facts: r.facts } : {}),
    // The card names the verdict and the pick's probability, never the confidence as if it were a chance.
    verdict: verdictOf(r),
    pick: historyPick(r),
  };
}

/**
 * The history item as JSON text. Stored summaries are spliced with the current outcome instead of being parsed
 * and serialised again; the result is the same object presentHistoryItem would give.
 */
export function presentHistoryJson(row: HistoryRow): string {
  if (!row.summary_json) return JSON.stringify(presentHistoryItem(row));
  return `{"outcome":${JSON.stringify(row.outcome ?? null)},${row.summary_json.slice(1)}`;
}
