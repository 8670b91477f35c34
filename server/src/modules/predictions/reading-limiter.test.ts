import { describe, expect, it } from 'vitest';
import { readingLimiter, ReadingLimitedError } from './reading-limiter';
import { AppError } from '../../errors';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return 'ok';
  } catch (err) {
    return err instanceof AppError ? err.code : String(err);
  }
};

describe('reading limiter', () => {
  it('bounds reads in flight per user, and frees a slot on release (once)', () => {
    const limiter = readingLimiter({ maxInFlight: 2, perMinute: 100 });
    const a = limiter.acquire('u1');
    limiter.acquire('u1');
    expect(codeOf(() => limiter.acquire('u1'))).toBe('READING_LIMITED');
    expect(codeOf(() => limiter.acquire('u2'))).toBe('ok');
    a();
    a();
    expect(codeOf(() => limiter.acquire('u1'))).toBe('ok');
    expect(codeOf(() => limiter.acquire('u1'))).toBe('READING_LIMITED');
  });

  it('bounds reads started in a sliding minute', () => {
    let t = 0;
    const limiter = readingLimiter({ maxInFlight: 10, perMinute: 3, now: () => t });
    for (let i = 0; i < 3; i++) limiter.acquire('u')();
    expect(codeOf(() => limiter.acquire('u'))).toBe('READING_LIMITED');
    t = 59_999;
    expect(codeOf(() => limiter.acquire('u'))).toBe('READING_LIMITED');
    t = 60_000;
    expect(codeOf(() => limiter.acquire('u'))).toBe('ok');
  });

  it('says when to retry: when the oldest start leaves the minute, or a few seconds while slots are busy', () => {
    let t = 0;
    const waitOf = (fn: () => unknown) => {
      try {
        fn();
        return null;
      } catch (err) {
        return err instanceof ReadingLimitedError ? err.retryAfter : -1;
      }
    };
    const limiter = readingLimiter({ maxInFlight: 1, perMinute: 2, now: () => t });
    const release = limiter.acquire('u');
    expect(waitOf(() => limiter.acquire('u'))).toBe(3);
    release();
    t = 20_000;
    limiter.acquire('u')();
    t = 45_500;
    expect(waitOf(() => limiter.acquire('u'))).toBe(15);
  });

  it('forgets users whose minute has passed', () => {
    let t = 0;
    const limiter = readingLimiter({ maxInFlight: 10, perMinute: 5000, now: () => t });
    for (let i = 0; i < 999; i++) limiter.acquire(`user-${i}`)();
    expect(limiter.tracked()).toBe(999);
    t = 120_000;
    limiter.acquire('late')();
    expect(limiter.tracked()).toBe(1);
  });
});
