import { describe, expect, it } from 'vitest';
import { AppError, RetryLaterError } from '../../errors';
import { memoryAttemptCounters } from '../../lib/attempt-counters';
import { ADDRESS_WINDOW_MS, addressGroup, signinBackoffMs, signinThrottle } from './signin-throttle';

async function refusal(p: Promise<unknown>): Promise<[string, number] | null> {
  try {
    await p;
    return null;
  } catch (err) {
    if (!(err instanceof RetryLaterError)) throw err;
    return [err.code, err.retryAfter];
  }
}

describe('sign-in throttle', () => {
  const setup = (failuresPerAddress = 10) => {
    const clock = { now: 1_000_000 };
    const throttle = signinThrottle({ counters: memoryAttemptCounters(() => clock.now), failuresPerAddress });
    return { clock, throttle };
  };

  it('waits 30 s after five failures from one address at one account, doubling to 15 minutes', () => {
    expect([4, 5, 6, 7, 20].map(signinBackoffMs)).toEqual([0, 30_000, 60_000, 120_000, 15 * 60_000]);
  });

  it('holds back the failing address only, and forgets its count when the right password comes from it', async () => {
    const { clock, throttle } = setup();
    for (let i = 0; i < 5; i++) {
      expect(await refusal(throttle.admit('10.0.0.1', 'a@x.test', 'hash1'))).toBeNull();
      await throttle.failed('10.0.0.1', 'a@x.test', 'hash1');
    }
    expect(await refusal(throttle.admit('10.0.0.1', 'a@x.test', 'hash1'))).toEqual(['SIGNIN_LOCKED', 30]);
    expect(await refusal(throttle.admit('10.0.0.2', 'a@x.test', 'hash1'))).toBeNull();
    expect(await refusal(throttle.admit('10.0.0.1', 'b@x.test', 'hash2'))).toBeNull();
    // A new password (a reset) is a new count.
    expect(await refusal(throttle.admit('10.0.0.1', 'a@x.test', 'hash3'))).toBeNull();
    clock.now += 30_001;
    expect(await refusal(throttle.admit('10.0.0.1', 'a@x.test', 'hash1'))).toBeNull();
    // The sixth failure doubles the wait; a success from there starts again at zero.
    await throttle.failed('10.0.0.1', 'a@x.test', 'hash1');
    expect(await refusal(throttle.admit('10.0.0.1', 'a@x.test', 'hash1'))).toEqual(['SIGNIN_LOCKED', 60]);
    await throttle.succeeded('10.0.0.1', 'a@x.test', 'hash1');
    await throttle.failed('10.0.0.1', 'a@x.test', 'hash1');
    expect(await refusal(throttle.admit('10.0.0.1', 'a@x.test', 'hash1'))).toBeNull();
  });

  it('treats an unknown address (no password hash) like any account', async () => {
    const { throttle } = setup();
    for (let i = 0; i < 5; i++) await throttle.failed('10.0.0.1', 'ghost@x.test', null);
    expect(await refusal(throttle.admit('10.0.0.1', 'ghost@x.test', null))).toEqual(['SIGNIN_LOCKED', 30]);
  });

  it('gives an address a budget of failures across accounts per 15 minutes, IPv6 by /64', async () => {
    const { clock, throttle } = setup(3);
    for (let i = 0; i < 3; i++) await throttle.failed('2001:db8::1', `u${i}@x.test`, `h${i}`);
    const refused = await refusal(throttle.admit('2001:db8:0:0:ffff::2', 'new@x.test', 'h9'));
    expect(refused?.[0]).toBe('SIGNIN_ADDRESS_LIMITED');
    expect(refused?.[1]).toBe(ADDRESS_WINDOW_MS / 1000);
    expect(await refusal(throttle.admit('2001:db8:0:1::1', 'new@x.test', 'h9'))).toBeNull();
    clock.now += ADDRESS_WINDOW_MS;
    expect(await refusal(throttle.admit('2001:db8::1', 'new@x.test', 'h9'))).toBeNull();
  });

  it('refuses with a coded AppError that carries its wait', () => {
    const err = new RetryLaterError('SIGNIN_LOCKED', 12);
    expect(err).toBeInstanceOf(AppError);
    expect([err.status, err.code, err.retryAfter]).toEqual([429, 'SIGNIN_LOCKED', 12]);
  });
});

describe('address groups', () => {
  it('keeps IPv4 whole, maps IPv4-in-IPv6, and cuts IPv6 to its /64', () => {
    expect(addressGroup('203.0.113.9')).toBe('203.0.113.9');
    expect(addressGroup('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('2001:0db8:0000:0000:ffff:0000:0000:0002')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressGroup('2001:db8:1:2::')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('::')).toBe('0:0:0:0::/64');
  });
});
