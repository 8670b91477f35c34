import { readinessSchema, type Readiness } from '@shared/readiness';
import { parseResponse } from '../../lib/api';

/** /readyz answers 503 with the same body when something is down, so the body is read either way. */
export async function fetchReadiness(): Promise<Readiness> {
  const res = await fetch('/readyz', { credentials: 'include' });
  return parseResponse(readinessSchema, 'GET', '/readyz', await res.json());
}
