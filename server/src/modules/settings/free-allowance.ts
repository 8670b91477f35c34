import type { FreePredictionPeriod } from '@shared/api';

/** The stored key of the period a moment falls in (UTC), or null for the lifetime allowance, which never renews. */
export function periodKey(period: FreePredictionPeriod, now: Date): string | null {
  const iso = now.toISOString();
  if (period === 'day') return `d:${iso.slice(0, 10)}`;
  if (period === 'month') return `m:${iso.slice(0, 7)}`;
  return null;
}

/** When the period holding `now` ends and a fresh allowance starts (UTC midnight), or null for lifetime. */
export function periodResetAt(period: FreePredictionPeriod, now: Date): Date | null {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  if (period === 'day') return new Date(Date.UTC(y, m, now.getUTCDate() + 1));
  if (period === 'month') return new Date(Date.UTC(y, m + 1, 1));
  return null;
}

/** Free predictions used in the current period: a stored count for an earlier period no longer counts. */
export function usedInPeriod(
  period: FreePredictionPeriod,
  now: Date,
  user: { free_used: number; free_period_used?: number; free_period_key?: string },
): number {
  const key = periodKey(period, now);
  if (key === null) return user.free_used;
  return user.free_period_key === key ? (user.free_period_used ?? 0) : 0;
}
