import { useQuery } from '@tanstack/react-query';
import { fetchOperator } from './api';
import { operatorKeys } from './keys';

/** The operator's details are fixed for the server's lifetime, so they are asked once per page load. */
export function useOperatorQuery() {
  return useQuery({ queryKey: operatorKeys.details(), queryFn: fetchOperator, staleTime: Infinity });
}
