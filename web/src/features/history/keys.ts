/**
 * Query keys of stored analyses. Each key starts with its endpoint's path, which is what isLanguageDependentKey
 * (lib/api.ts) reads: analyses carry server-localised texts and are refetched when the language changes.
 */
export const predictionKeys = {
  history: () => ['/api/predictions/history'] as const,
  /** One stored analysis; the main and review screens seed it with a fresh result before opening its page. */
  detail: (id: string) => [`/api/predictions/${id}`] as const,
  /** The bet recorded on one analysis (Pro). */
  bet: (id: string) => [`/api/predictions/${id}/bet`] as const,
};
