/**
 * A logistic model over named features: the probability that a reading is right. The weights are fitted by
 * bench/calibrate.ts on the tune parts of the real sets only (docs/decisions/0051); a feature is a number (a flag
 * is 0 or 1) so each weight reads as what that evidence is worth.
 */

export type Weights<K extends string> = { intercept: number } & Record<K, number>;

export function logistic<K extends string>(features: Record<K, number>, weights: Weights<K>): number {
  let z = weights.intercept;
  for (const k of Object.keys(features) as K[]) z += (weights[k] ?? 0) * features[k];
  return Math.round((1 / (1 + Math.exp(-z))) * 100) / 100;
}
