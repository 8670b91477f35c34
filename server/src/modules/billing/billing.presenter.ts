import type { SubscriptionView } from '@shared/api';
import { isSubscriptionActive, type SubscriptionRow } from '../../repositories/subscriptions.repository';

/**
 * A subscription row as every answer shows it (the user's stats, the admin's user list, the sandbox portal): a row
 * still marked active whose paid period has ended reads 'expired' before the sweep catches up.
 */
export function presentSubscription(row: SubscriptionRow | undefined, now = new Date()): SubscriptionView | null {
  if (!row) return null;
  return {
    status: row.status === 'active' && !isSubscriptionActive(row, now) ? 'expired' : row.status,
    provider: row.provider,
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: !!row.cancel_at_period_end,
  };
}
