import { describe, expect, it } from 'vitest';
import { periodKey, periodResetAt, usedInPeriod } from './free-allowance';

describe('free allowance periods (UTC)', () => {
  it('names the UTC day and month a moment falls in, whatever the local clock says', () => {
    const lateEvening = new Date('2026-11-30T23:59:59.999Z');
    expect(periodKey('day', lateEvening)).toBe('d:2026-11-30');
    expect(periodKey('month', lateEvening)).toBe('m:2026-11');
    expect(periodKey('day', new Date('2026-12-01T00:00:00.000Z'))).toBe('d:2026-12-01');
    expect(periodKey('lifetime', lateEvening)).toBeNull();
  });

  it('resets at the next UTC midnight for a day and on the 1st for a month, across year ends', () => {
    expect(periodResetAt('day', new Date('2026-12-31T12:00:00Z'))?.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(periodResetAt('month', new Date('2026-12-31T12:00:00Z'))?.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(periodResetAt('month', new Date('2026-02-01T00:00:00Z'))?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(periodResetAt('lifetime', new Date())).toBeNull();
  });

  it('counts only the current period for day and month, the lifetime total otherwise', () => {
    const user = { free_used: 7, free_period_used: 2, free_period_key: 'd:2026-11-24' };
    expect(usedInPeriod('day', new Date('2026-11-24T10:00:00Z'), user)).toBe(2);
    expect(usedInPeriod('day', new Date('2026-11-25T00:00:00Z'), user)).toBe(0);
    expect(usedInPeriod('month', new Date('2026-11-24T10:00:00Z'), user)).toBe(0);
    expect(usedInPeriod('lifetime', new Date('2026-11-24T10:00:00Z'), user)).toBe(7);
  });
});
