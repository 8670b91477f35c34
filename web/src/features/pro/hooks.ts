import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiKeyCreated, BetInput, BetView } from '@shared/pro';
import type { MutationCallbacks } from '../../lib/mutation-callbacks';
import { predictionKeys } from '../history/keys';
import { createApiKey, deleteBet, fetchApiKeys, fetchBet, fetchBets, fetchUserAnalytics, revokeApiKey, saveBet } from './api';
import { proKeys } from './keys';

export function useBetsQuery() {
  return useQuery({ queryKey: proKeys.bets(), queryFn: fetchBets });
}

export function useBetQuery(predictionId: string) {
  return useQuery({ queryKey: predictionKeys.bet(predictionId), queryFn: () => fetchBet(predictionId) });
}

export function useUserAnalyticsQuery() {
  return useQuery({ queryKey: proKeys.analytics(), queryFn: fetchUserAnalytics, retry: false });
}

/** A recorded bet feeds the analytics and the bets shown in the history. */
function refreshBetViews(client: QueryClient) {
  void client.invalidateQueries({ queryKey: proKeys.analytics() });
  void client.invalidateQueries({ queryKey: proKeys.bets() });
}

export function useSaveBetMutation(predictionId: string, callbacks: MutationCallbacks<{ bet: BetView | null }, BetInput> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BetInput) => saveBet(predictionId, body),
    onSuccess: (data, body) => {
      client.setQueryData(predictionKeys.bet(predictionId), data);
      refreshBetViews(client);
      callbacks.onSuccess?.(data, body);
    },
    onError: callbacks.onError,
  });
}

export function useDeleteBetMutation(predictionId: string, callbacks: MutationCallbacks<void, void> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteBet(predictionId),
    onSuccess: () => {
      client.setQueryData(predictionKeys.bet(predictionId), { bet: null });
      refreshBetViews(client);
      callbacks.onSuccess?.(undefined, undefined);
    },
    onError: callbacks.onError,
  });
}

export function useApiKeysQuery() {
  return useQuery({ queryKey: proKeys.apiKeys(), queryFn: fetchApiKeys });
}

export function useCreateApiKeyMutation(callbacks: MutationCallbacks<ApiKeyCreated, string> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: (key, name) => {
      callbacks.onSuccess?.(key, name);
      void client.invalidateQueries({ queryKey: proKeys.apiKeys() });
    },
    onError: callbacks.onError,
  });
}

export function useRevokeApiKeyMutation(callbacks: MutationCallbacks<void, string> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: (_data, id) => {
      callbacks.onSuccess?.(undefined, id);
      void client.invalidateQueries({ queryKey: proKeys.apiKeys() });
    },
    onError: callbacks.onError,
  });
}
