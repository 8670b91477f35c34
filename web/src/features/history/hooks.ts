import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MutationCallbacks } from '../../lib/mutation-callbacks';
import { userKeys } from '../account/keys';
import { fetchHistory, fetchPrediction, recordOutcome, type RecordedOutcome } from './api';
import { predictionKeys } from './keys';

export function useHistoryQuery() {
  return useQuery({ queryKey: predictionKeys.history(), queryFn: fetchHistory });
}

export function usePredictionQuery(id: string) {
  return useQuery({ queryKey: predictionKeys.detail(id), queryFn: () => fetchPrediction(id), enabled: !!id });
}

/** Records a match's result; the history and the track record in the user's stats change with it. */
export function useOutcomeMutation(predictionId: string, callbacks: MutationCallbacks<void, RecordedOutcome> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (outcome: RecordedOutcome) => recordOutcome(predictionId, outcome),
    onSuccess: (_data, outcome) => {
      callbacks.onSuccess?.(undefined, outcome);
      void client.invalidateQueries({ queryKey: predictionKeys.history() });
      void client.invalidateQueries({ queryKey: userKeys.stats() });
    },
    onError: callbacks.onError,
  });
}
