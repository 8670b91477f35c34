import type { Query } from '@tanstack/react-query';

/**
 * Query keys of the account. Each key starts with its endpoint's path, which is what isLanguageDependentKey
 * (lib/api.ts) reads to refetch server-localised texts when the language changes.
 */
export const authKeys = {
  user: () => ['/api/auth/user'] as const,
  providers: () => ['/api/auth/providers'] as const,
};

export const userKeys = {
  stats: () => ['/api/user/stats'] as const,
};

/** Every cached query but the current user: what a sign-in refetches and an account deletion drops. */
export function isNotAuthUserQuery(query: Pick<Query, 'queryKey'>): boolean {
  return query.queryKey[0] !== authKeys.user()[0];
}
