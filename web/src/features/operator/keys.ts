/** Query key of the legal operator's details; it starts with its endpoint's path (see isLanguageDependentKey). */
export const operatorKeys = {
  details: () => ['/api/operator'] as const,
};
