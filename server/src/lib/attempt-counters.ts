import type { Redis } from 'ioredis';

/** A key's count in its current window and the milliseconds until that window ends (0 when there is none). */
export interface AttemptCount {
  count: number;
  resetInMs: number;
}

/**
 * Counters of attempts (failed sign-ins, mails sent) in windows that start with a key's first attempt and last a fixed
 * time: unlike a clock-aligned window, a burst at the end of one window cannot be followed at once by another. With
 * Redis (REDIS_URL) every app process counts in one place, like the other rate limits; otherwise per process.
 */
export interface AttemptCounters {
  /** Counts one attempt; a key with no running window opens one of `windowMs`. */
  hit(key: string, windowMs: number): Promise<AttemptCount>;
  /** The count without adding to it. */
  peek(key: string): Promise<AttemptCount>;
  /** Sets a key to one for exactly `ms` from now, whatever it held (a wait being imposed). */
  hold(key: string, ms: number): Promise<void>;
  clear(...keys: string[]): Promise<void>;
}

/** Past this many keys the in-process store drops the expired ones, then the oldest, so memory stays bounded. */
const MAX_KEYS = 100_000;

export function memoryAttemptCounters(now: () => number = Date.now): AttemptCounters {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const e = entries.get(key);
    if (e && e.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return e;
  };
  const trim = () => {
    if (entries.size < MAX_KEYS) return;
    const t = now();
    for (const [k, e] of entries) if (e.expiresAt <= t) entries.delete(k);
    for (const k of entries.keys()) {
      if (entries.size < MAX_KEYS * 0.9) break;
      entries.delete(k);
    }
  };
  const read = (key: string): AttemptCount => {
    const e = live(key);
    return e ? { count: e.count, resetInMs: e.expiresAt - now() } : { count: 0, resetInMs: 0 };
  };
  return {
    async hit(key, windowMs) {
      const e = live(key);
      if (e) e.count += 1;
      else {
        trim();
        entries.set(key, { count: 1, expiresAt: now() + windowMs });
      }
      return read(key);
    },
    async peek(key) {
      return read(key);
    },
    async hold(key, ms) {
      trim();
      entries.delete(key);
      entries.set(key, { count: 1, expiresAt: now() + ms });
    },
    async clear(...keys) {
      for (const k of keys) entries.delete(k);
    },
  };
}

// INCR and the window's expiry in one step, so a crash between them can never leave a counter that never expires.
const HIT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}
`;

/** The same counters in Redis, under the deployment's prefix. */
export function redisAttemptCounters(redis: Redis, prefix: string): AttemptCounters {
  const name = (key: string) => `${prefix}:attempts:${key}`;
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, name(key), String(windowMs))) as [number, number];
      return { count: Number(count), resetInMs: Math.max(0, Number(ttl)) };
    },
    async peek(key) {
      const [[, count], [, ttl]] = (await redis.multi().get(name(key)).pttl(name(key)).exec()) as [
        [unknown, string | null],
        [unknown, number],
      ];
      return count === null ? { count: 0, resetInMs: 0 } : { count: Number(count), resetInMs: Math.max(0, Number(ttl)) };
    },
    async hold(key, ms) {
      await redis.set(name(key), '1', 'PX', Math.max(1, Math.round(ms)));
    },
    async clear(...keys) {
      if (keys.length) await redis.del(...keys.map(name));
    },
  };
}

export function attemptCounters(redis: Redis | null, prefix: string): AttemptCounters {
  return redis ? redisAttemptCounters(redis, prefix) : memoryAttemptCounters();
}
