import type { HistoryPick } from '@shared/api';
import type { Outcome, PredictionResult } from '@shared/prediction';

/**
 * The outcome the analysis found likeliest: the highest of its final probabilities (home, then draw, then away on a
 * tie), or null when it had none (no prices, nothing recognised). The track record scores it against the recorded
 * result, whatever the verdict was.
 */
export function likeliestOutcome(r: Pick<PredictionResult, 'probabilities'>): { key: Outcome; probability: number } | null {
  const p = r.probabilities;
  if (!p) return null;
  let best: { key: Outcome; probability: number } | null = null;
  for (const key of ['home', 'draw', 'away'] as const) {
    const probability = p[key];
    if (typeof probability !== 'number' || !Number.isFinite(probability)) continue;
    if (!best || probability > best.probability) best = { key, probability };
  }
  return best;
}

/**
 * The option a history card names with its probability: the one a stake was suggested on, else the likeliest
 * outcome. Never the confidence figure, which is about the reading and not a chance of anything.
 */
export function historyPick(r: PredictionResult): HistoryPick | null {
  const own = r.facts ? r.facts.source : r.probabilities ? (r.model && r.model.weight > 0 ? 'blend' : 'market') : null;
  // A second opinion (issue 49) is a market's price with its margin removed: the sharp book's, or the other screenshots'.
  const source = own === 'reference' ? 'market' : own;
  const staked = r.bettingOptions.find((o) => o.key === r.recommendedOption && o.suggestedStakePercent > 0);
  if (staked) return { key: staked.key, probability: staked.winProbability, staked: true, source };
  const likeliest = likeliestOutcome(r);
  return likeliest ? { key: likeliest.key, probability: likeliest.probability, staked: false, source } : null;
}

/** The verdict code of a result; results stored before facts have only the recommendation to go by. */
export function verdictOf(r: Pick<PredictionResult, 'facts' | 'recommendedOption'>): string {
  return r.facts?.verdict ?? (r.recommendedOption && r.recommendedOption !== 'no-bet' ? 'value' : 'no-bet');
}
