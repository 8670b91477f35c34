import { describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { keyRateLimit } from './key-rate-limit';

describe('per-key rate limit', () => {
  it('allows max calls per key per minute, keys apart, and again in the next minute (in process)', async () => {
    let now = 120_000;
    const limit = keyRateLimit(2, null, 'p', () => now);
    expect([await limit('a'), await limit('a'), await limit('a')]).toEqual([true, true, false]);
    expect(await limit('b')).toBe(true);
    now += 60_000;
    expect(await limit('a')).toBe(true);
  });

  it('counts in Redis under the deployment prefix, with an expiry on the first call of a window', async () => {
    const counts = new Map<string, number>();
    const expiries: string[] = [];
    const redis = {
      incr: async (k: string) => {
        counts.set(k, (counts.get(k) ?? 0) + 1);
        return counts.get(k)!;
      },
      pexpire: async (k: string) => {
        expiries.push(k);
        return 1;
      },
    } as unknown as Redis;
    const limit = keyRateLimit(1, redis, 'oddslens', () => 60_000 * 7 + 5);
    expect([await limit('k1'), await limit('k1')]).toEqual([true, false]);
    expect([...counts.keys()]).toEqual(['oddslens:api-key-rate:k1:7']);
    expect(expiries).toEqual(['oddslens:api-key-rate:k1:7']);
  });
});
