/** Query key of the service's readiness; it starts with its endpoint's path (see isLanguageDependentKey). */
export const statusKeys = {
  readiness: () => ['/readyz'] as const,
};
