import type { Redis } from 'ioredis';

/** Requests per key per fixed one-minute window. true: allowed. */
export type KeyRateLimit = (keyId: string) => Promise<boolean>;

const WINDOW_MS = 60_000;

/**
 * A fixed window is enough here: the limit protects the service from one runaway script, not a precise budget.
 * With Redis (REDIS_URL) every app process counts in one place, like the other rate limits; otherwise per process.
 */
export function keyRateLimit(max: number, redis: Redis | null, prefix: string, now: () => number = Date.now): KeyRateLimit {
  if (redis) {
    return async (keyId) => {
      const window = Math.floor(now() / WINDOW_MS);
      const name = `${prefix}:api-key-rate:${keyId}:${window}`;
      const count = await redis.incr(name);
      if (count === 1) await redis.pexpire(name, WINDOW_MS * 2);
      return count <= max;
    };
  }
  const counts = new Map<string, { window: number; count: number }>();
  return async (keyId) => {
    const window = Math.floor(now() / WINDOW_MS);
    const entry = counts.get(keyId);
    if (!entry || entry.window !== window) {
      // Old windows are dropped as keys come back, and all at once when the map grows past any real key count.
      if (counts.size > 10_000) counts.clear();
      counts.set(keyId, { window, count: 1 });
      return max >= 1;
    }
    entry.count += 1;
    return entry.count <= max;
  };
}
