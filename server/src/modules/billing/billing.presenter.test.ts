import { describe, expect, it } from 'vitest';
import type { SubscriptionRow } from '../../repositories/subscriptions.repository';
import { presentSubscription } from './billing.presenter';

const NOW = new Date('2026-03-01T00:00:00Z');
const row = (patch: Partial<SubscriptionRow>): SubscriptionRow => ({
  id: 's1',
  user_id: 'u1',
  provider: 'stripe',
  provider_ref: 'sub_1',
  provider_customer: 'cus_1',
  status: 'active',
  current_period_end: '2026-03-15T00:00:00.000Z',
  cancel_at_period_end: 0,
  payment_method_ref: null,
  created_at: '2026-02-15T00:00:00.000Z',
  updated_at: '2026-02-15T00:00:00.000Z',
  ...patch,
});

describe('presentSubscription', () => {
  it('shows no subscription as null', () => {
    expect(presentSubscription(undefined, NOW)).toBeNull();
  });

  it('shows a paid period as active, with the provider, the end and the cancellation flag as a boolean', () => {
    expect(presentSubscription(row({ cancel_at_period_end: 1 }), NOW)).toEqual({
      status: 'active',
      provider: 'stripe',
      currentPeriodEnd: '2026-03-15T00:00:00.000Z',
      cancelAtPeriodEnd: true,
    });
  });

  it('shows an active row whose period has ended as expired, and leaves other statuses as stored', () => {
    expect(presentSubscription(row({ current_period_end: '2026-02-28T23:59:59.000Z' }), NOW)?.status).toBe('expired');
    expect(presentSubscription(row({ current_period_end: null }), NOW)?.status).toBe('active');
    expect(presentSubscription(row({ status: 'cancelled' }), NOW)?.status).toBe('cancelled');
  });
});
