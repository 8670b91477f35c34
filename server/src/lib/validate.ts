import type { z } from 'zod';
import { AppError } from '../errors';

/** Parses untrusted input with a zod schema; failures become VALIDATION_FAILED with field-level issues. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new AppError('VALIDATION_FAILED', {
      issues: result.error.issues.map((i) => ({ path: i.path.join('.') || '(body)', message: i.message })),
    });
  }
  return result.data;
}
