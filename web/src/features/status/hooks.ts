import { useQuery } from '@tanstack/react-query';
import { fetchReadiness } from './api';
import { statusKeys } from './keys';

/** The readiness of each component, fetched afresh on every visit of the status page. */
export function useReadinessQuery() {
  return useQuery({ queryKey: statusKeys.readiness(), queryFn: fetchReadiness, staleTime: 0 });
}
