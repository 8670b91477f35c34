import { operatorResponseSchema } from '@shared/api-responses';
import { getParsed } from '../../lib/api';

/** GET /api/operator: the legal operator's details, or null when none are configured. */
export function fetchOperator() {
  return getParsed(operatorResponseSchema, '/api/operator');
}
