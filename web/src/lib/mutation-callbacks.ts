/**
 * What a screen adds to a feature's mutation hook: its own reaction (a toast, a note, a reset form), run after the
 * cache work the hook does on success. Passed to useMutation itself, so it fires for every call, as before hooks.
 */
export interface MutationCallbacks<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error) => void;
}
