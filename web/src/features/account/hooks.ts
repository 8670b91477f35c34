import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchAuthProviders, fetchAuthUser, fetchUserStats, signIn, type SignInMode } from './api';
import { authKeys, isNotAuthUserQuery, userKeys } from './keys';

/** Current user: a 401 means signed out (null), not an error, and is not retried. */
export function useAuth() {
  const q = useQuery({ queryKey: authKeys.user(), queryFn: fetchAuthUser });
  return { user: q.data ?? null, isLoading: q.isLoading, isAuthenticated: !!q.data };
}

export function useAuthProvidersQuery() {
  return useQuery({ queryKey: authKeys.providers(), queryFn: fetchAuthProviders });
}

export function useUserStats(enabled = true) {
  return useQuery({ queryKey: userKeys.stats(), queryFn: fetchUserStats, enabled });
}

/** Signs in or up, then stores the user and refetches everything else, which now answers for this user. */
export function useSignInMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ mode, credentials }: { mode: SignInMode; credentials: { email: string; password: string } }) => {
      const user = await signIn(mode, credentials);
      client.setQueryData(authKeys.user(), user);
      await client.invalidateQueries({ predicate: isNotAuthUserQuery });
    },
  });
}
