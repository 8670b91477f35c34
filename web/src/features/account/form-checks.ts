import type * as z from 'zod/mini';
import { isWeakPassword } from '@shared/limits';

export type FormProblem = 'common:errors.VALIDATION_FAILED' | 'common:errors.WEAK_PASSWORD';

/**
 * What an account form refuses before asking the server, worded as the server's answer would be (its stable error
 * code's text from the web catalog): the body schema the server validates with (VALIDATION_FAILED), then, for a
 * form that sets a password, the server's strength rule (WEAK_PASSWORD), in the order the server checks them.
 */
export function bodyProblem(schema: z.ZodMiniType, body: unknown, newPassword?: string): FormProblem | null {
  if (!schema.safeParse(body).success) return 'common:errors.VALIDATION_FAILED';
  if (newPassword !== undefined && isWeakPassword(newPassword)) return 'common:errors.WEAK_PASSWORD';
  return null;
}
