export type ConfidenceTone = 'high' | 'medium' | 'low';

/** Spec thresholds: green at 80 or more, yellow 60–79, red below 60. */
export function confidenceTone(confidence: number): ConfidenceTone {
  if (confidence >= 80) return 'high';
  if (confidence >= 60) return 'medium';
  return 'low';
}

export const TONE_CLASSES: Record<ConfidenceTone, string> = {
  high: 'bg-green-100 text-green-900 dark:bg-green-900/60 dark:text-green-100',
  medium: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-900/60 dark:text-yellow-100',
  low: 'bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100',
};

/** History items may carry overallConfidence or only confidence. */
export function pickConfidence(item: { overallConfidence?: number | null; confidence?: number | null }): number {
  return Math.round(item.overallConfidence ?? item.confidence ?? 0);
}
