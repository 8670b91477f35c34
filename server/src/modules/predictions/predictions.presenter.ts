import type { HistoryItem } from '../../../../shared/src/api';
import type { PredictionResult } from '../../../../shared/src/prediction';
import type { PredictionRow } from '../../repositories/predictions.repository';

export function presentPrediction(row: PredictionRow): PredictionResult {
  const result = JSON.parse(row.result_json) as PredictionResult;
  return { ...result, id: row.id, createdAt: row.created_at };
}

/** History cards read only these fields (spec section 3); the stored result stays the single source. */
export function presentHistoryItem(row: PredictionRow): HistoryItem {
  const r = JSON.parse(row.result_json) as PredictionResult;
  const e = r.extractedData;
  const hasData = !!(e.teams || e.date || e.homeOdds || e.drawOdds || e.awayOdds);
  return {
    id: row.id,
    createdAt: row.created_at,
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
    })),
    keyFactors: r.keyFactors,
    outcome: (row.outcome as HistoryItem['outcome']) ?? null,
    language: r.language,
  };
}
