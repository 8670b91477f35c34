/** Query keys of the home and marketing pages; each starts with its endpoint's path (see isLanguageDependentKey). */
export const publicKeys = {
  stats: () => ['/api/stats/public'] as const,
};
