import { describe, expect, it } from 'vitest';
import { addOneMonth, minorUnits } from './payment-provider';
import { mapStripeStatus } from './stripe-provider';

describe('addOneMonth', () => {
  it('adds a calendar month in UTC and clamps to shorter months', () => {
    expect(addOneMonth('2030-01-15T10:00:00.000Z')).toBe('2030-02-15T10:00:00.000Z');
    expect(addOneMonth('2030-01-31T10:00:00.000Z')).toBe('2030-02-28T10:00:00.000Z');
    expect(addOneMonth('2032-01-31T00:00:00.000Z')).toBe('2032-02-29T00:00:00.000Z');
    expect(addOneMonth('2030-12-31T23:59:59.000Z')).toBe('2031-01-31T23:59:59.000Z');
    expect(addOneMonth('2030-03-31T12:00:00.000Z')).toBe('2030-04-30T12:00:00.000Z');
  });
});

describe('minorUnits', () => {
  it('reads a provider amount exactly, and nothing that is not one', () => {
    expect(['499.00', '499', '499.5', '0.01', '4.99'].map(minorUnits)).toEqual([49_900, 49_900, 49_950, 1, 499]);
    expect(['', '499.001', '-499.00', '4e2', '499,00', ' 499.00', '1'.repeat(13)].map(minorUnits)).toEqual(Array(7).fill(null));
  });
});

describe('mapStripeStatus', () => {
  it('maps Stripe statuses onto the product’s four', () => {
    expect(
      ['active', 'trialing', 'past_due', 'unpaid', 'incomplete', 'paused', 'canceled', 'incomplete_expired'].map(mapStripeStatus),
    ).toEqual(['active', 'active', 'inactive', 'inactive', 'inactive', 'inactive', 'cancelled', 'expired']);
  });
});
