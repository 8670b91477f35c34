import type { AnalysisFacts, Fact, ModelAnalysis } from '@shared/prediction';
import { round1, round2 } from '../format';
import { modelCoverage, predictMatch, type RatingsModel, type TeamPrediction } from '../team-model';

/**
 * Stage 2, the team-strength model: football 1X2 only, both clubs recognised and rated in one country. Its weight
 * comes from the ratings artifact's backtest (often 0: the market was more accurate), and that record travels with
 * the facts so the interface can say it in words instead of drawing the model as if it were an edge.
 */

export interface ModelStageInput {
  sport: string | null;
  threeWay: boolean;
  /** Canonical (gazetteer) names, [home, away]. */
  corrected: [string | null, string | null];
  /** Names as printed, [home, away]. */
  printed: [string | null, string | null];
  /** Match date as read, 'YYYY-MM-DD' when the year is known. */
  date: string | null;
  ratings: RatingsModel | null;
  now: Date;
}

export interface ModelStage {
  prediction: TeamPrediction | null;
  weight: number;
  /** Whether the market is one the model covers at all (football 1X2). */
  applies: boolean;
  analysis: ModelAnalysis | null;
  record: AnalysisFacts['model'];
  factors: Fact[];
  warnings: Fact[];
}

export function modelStage(input: ModelStageInput): ModelStage {
  const { sport, threeWay, corrected, printed, ratings } = input;
  const factors: Fact[] = [];
  const warnings: Fact[] = [];
  const applies = sport === 'football' || sport === 'soccer' || (sport === null && threeWay);
  const readTeams = printed[0] || printed[1] || corrected[0] || corrected[1];
  let prediction: TeamPrediction | null = null;
  if (applies && threeWay && readTeams) {
    const coverage = modelCoverage(corrected[0], corrected[1], ratings);
    if (!ratings) warnings.push({ code: 'no-model' });
    else if (coverage === 'different-countries') warnings.push({ code: 'different-countries' });
    else if (coverage !== 'ok') {
      const names = [
        coverage !== 'unknown-away' ? (printed[0] ?? corrected[0]) : null,
        coverage !== 'unknown-home' ? (printed[1] ?? corrected[1]) : null,
      ].filter((x): x is string => !!x);
      warnings.push({ code: 'team-unknown', p: { names } });
    } else {
      const dateRead = input.date && /^\d{4}-\d{2}-\d{2}$/.test(input.date) ? new Date(`${input.date}T12:00:00Z`) : null;
      prediction = predictMatch(corrected[0]!, corrected[1]!, dateRead ?? input.now, ratings);
    }
  }
  if (!prediction || !ratings) return { prediction: null, weight: 0, applies, analysis: null, record: null, factors, warnings };

  const weight = round2(ratings.file.blend.weight * prediction.freshness);
  const v = ratings.file.blend.validationLogLoss;
  const probs = [prediction.home, prediction.draw, prediction.away];
  factors.push(
    {
      code: 'model',
      p: {
        matches: prediction.matchesUsed,
        homeRating: Math.round(prediction.homeRating),
        awayRating: Math.round(prediction.awayRating),
        probs,
      },
    },
    {
      code: 'model-weight',
      p: {
        weight,
        validationMatches: ratings.file.blend.validationMatches,
        seasons: ratings.file.blend.validationSeasons,
        lossMarket: v.market,
        lossModel: v.model,
      },
    },
  );
  const today = input.now.getTime();
  const stale = [prediction.lastMatch.home, prediction.lastMatch.away].some((d) => today - Date.parse(d) > 365 * 86_400_000);
  if (stale) warnings.push({ code: 'stale-ratings', p: { home: prediction.lastMatch.home, away: prediction.lastMatch.away } });
  return {
    prediction,
    weight,
    applies,
    analysis: {
      home: round1(prediction.home * 100),
      draw: round1(prediction.draw * 100),
      away: round1(prediction.away * 100),
      homeRating: prediction.homeRating,
      awayRating: prediction.awayRating,
      weight,
      matchesUsed: prediction.matchesUsed,
    },
    record: {
      probabilities: probs,
      weight,
      validationMatches: ratings.file.blend.validationMatches,
      logLossMarket: v.market,
      logLossModel: v.model,
    },
    factors,
    warnings,
  };
}
