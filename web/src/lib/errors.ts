import type { TFunction } from 'i18next';
import type { ValidationIssue } from '@shared/errors';
import { ApiError, NetworkError } from './api';

/**
 * A user-facing message for any thrown value. Known codes use our own `errors.<CODE>` translation (common
 * namespace); unknown ones fall back to the server's already-localized message, then to a generic text.
 */
export function errorMessage(t: TFunction, err: unknown, fallbackKey = 'common:errors.generic'): string {
  if (err instanceof NetworkError) return t('common:errors.network');
  if (err instanceof ApiError) {
    if (err.code) return t(`common:errors.${err.code}`);
    if (err.body?.message) return err.body.message;
    if (err.status === 429) return t('common:errors.RATE_LIMITED');
    if (err.status >= 500) return t('common:errors.server');
  }
  return t(fallbackKey);
}

/**
 * One field's problem from VALIDATION_FAILED, worded from our own catalog (`common:validation.<code>`, plural by the
 * bound); an issue without a code falls back to the server's text, which is then already in the user's language.
 */
export function issueMessage(t: TFunction, issue: ValidationIssue): string {
  if (!issue.code) return issue.message;
  return t(`common:validation.${issue.code}`, { count: issue.params?.count ?? 0 });
}
