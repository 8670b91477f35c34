import type { TFunction } from 'i18next';
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
