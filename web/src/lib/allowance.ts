import type { TFunction } from 'i18next';
import type { FreeAllowance, UserStats } from '@shared/api';
import { formatDateTime } from './format';

/** "3 free predictions to start" / "… a day" / "… a month", with the language's plural forms. */
export function allowanceSummary(t: TFunction, a: FreeAllowance): string {
  return t(`common:allowance.summary.${a.period}`, { count: a.limit });
}

/** A sentence for pricing: who gets how many, and when they renew. */
export function allowanceNote(t: TFunction, a: FreeAllowance): string {
  return t(`common:allowance.note.${a.period}`, { count: a.limit });
}

/** The help answer to "How many free predictions do I get?". */
export function allowanceFaq(t: TFunction, a: FreeAllowance): string {
  return t(`common:allowance.faq.${a.period}`, { count: a.limit });
}

/** Why the user is out of free predictions, and for a day or month allowance when they get more (local time). */
export function allowanceExhausted(t: TFunction, stats: UserStats | undefined, lang: string): string {
  if (!stats || stats.freePredictionPeriod === 'lifetime' || !stats.freePredictionsResetAt) {
    return t('common:allowance.exhausted.lifetime');
  }
  return t(`common:allowance.exhausted.${stats.freePredictionPeriod}`, {
    when: formatDateTime(stats.freePredictionsResetAt, lang),
  });
}

/** The nav badge: what is left, and of which period. */
export function allowanceRemaining(t: TFunction, stats: UserStats): string {
  return t(`common:allowance.remaining.${stats.freePredictionPeriod}`, { count: Math.max(0, stats.remainingPredictions ?? 0) });
}
