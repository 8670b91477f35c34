import { z } from 'zod';
import type { ValidationIssue, ValidationIssueCode } from '@shared/errors';
import { AppError } from '../errors';

/** The value at a zod path, to tell a missing field (required) from a wrong one. */
function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let v = input;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

/**
 * One zod issue as a stable code and its bound: the client words it in the user's language from its own catalog,
 * so no validator text ("Too small: expected string to have >=1 characters") ever reaches a user.
 */
export function issueFromZod(issue: z.core.$ZodIssue, input: unknown): ValidationIssue {
  const path = issue.path.map(String).join('.') || '(body)';
  const at = (code: ValidationIssueCode, count?: number): ValidationIssue => ({
    path,
    code,
    message: code,
    ...(count === undefined ? {} : { params: { count } }),
  });
  const value = valueAt(input, issue.path);
  switch (issue.code) {
    case 'invalid_type':
      return at(value === undefined || value === null ? 'required' : 'invalid_type');
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? at('required') : at('too_short', min);
      if (issue.origin === 'array' || issue.origin === 'set') return at('too_few', min);
      return at('too_small', min);
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return at('too_long', max);
      if (issue.origin === 'array' || issue.origin === 'set') return at('too_many', max);
      return at('too_big', max);
    }
    case 'invalid_format':
      // The schemas check addresses with a pattern of their own; a field named email is an address whatever the check.
      return at(issue.format === 'email' || /(^|\.)email$/i.test(path) ? 'invalid_email' : 'invalid_format');
    case 'invalid_value':
      return at('invalid_choice');
    case 'unrecognized_keys':
      return {
        path: [...issue.path.map(String), issue.keys[0] ?? ''].filter(Boolean).join('.') || '(body)',
        code: 'unknown_field',
        message: 'unknown_field',
      };
    default:
      return at(/(^|\.)email$/i.test(path) ? 'invalid_email' : 'invalid');
  }
}

/**
 * Parses untrusted input with a zod schema (classic or mini: the shared schemas are zod/mini, docs/decisions/0022);
 * failures become VALIDATION_FAILED with coded field-level issues.
 */
export function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = z.safeParse(schema, input);
  if (!result.success) {
    throw new AppError('VALIDATION_FAILED', { issues: result.error.issues.map((i) => issueFromZod(i, input)) });
  }
  return result.data;
}
