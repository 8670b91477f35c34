/** Query keys of the analysis views; each starts with its endpoint's path (see isLanguageDependentKey in lib/api.ts). */
export const analysisKeys = {
  settings: () => ['/api/user/analysis-settings'] as const,
};
