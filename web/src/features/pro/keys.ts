/** Query keys of the Pro features; each starts with its endpoint's path (see isLanguageDependentKey in lib/api.ts). */
export const proKeys = {
  bets: () => ['/api/user/bets'] as const,
  analytics: () => ['/api/user/analytics'] as const,
  apiKeys: () => ['/api/user/api-keys'] as const,
};
