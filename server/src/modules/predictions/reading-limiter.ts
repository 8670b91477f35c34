import { AppError } from '../../errors';

/** READING_LIMITED with the seconds until a slot frees up, sent as Retry-After (the web app waits, then retries). */
export class ReadingLimitedError extends AppError {
  constructor(readonly retryAfter: number) {
    super('READING_LIMITED');
  }
}

/** An in-flight reading takes about this long: the wait said when every slot is busy reading. */
const IN_FLIGHT_WAIT_S = 3;

/**
 * Per-user bound on screenshot reading (POST /api/predictions/extract), which costs OCR time but no quota: at most
 * `maxInFlight` running at once and `perMinute` started in any sliding minute. Counted per app process; behind a
 * load balancer each process enforces its own bound, which still caps a user at a small multiple.
 */
export function readingLimiter(options: { maxInFlight: number; perMinute: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const inFlight = new Map<string, number>();
  const started = new Map<string, number[]>();
  let calls = 0;

  function prune(): void {
    const t = now();
    for (const [user, times] of started) {
      const recent = times.filter((at) => t - at < 60_000);
      if (recent.length) started.set(user, recent);
      else started.delete(user);
    }
  }

  return {
    /** Takes a slot or throws READING_LIMITED (ReadingLimitedError); the caller must call the returned release once. */
    acquire(userId: string): () => void {
      // Now and then, users who stopped reading are forgotten, so the windows cost memory only while they matter.
      if (++calls % 1000 === 0) prune();
      const t = now();
      const recent = (started.get(userId) ?? []).filter((at) => t - at < 60_000);
      const running = inFlight.get(userId) ?? 0;
      if (running >= options.maxInFlight || recent.length >= options.perMinute) {
        if (recent.length) started.set(userId, recent);
        else started.delete(userId);
        // Over the minute's budget: until the oldest start leaves the window; else until a running reading ends.
        const windowWait = recent.length >= options.perMinute ? Math.ceil((recent[0]! + 60_000 - t) / 1000) : 0;
        throw new ReadingLimitedError(Math.max(1, windowWait, running >= options.maxInFlight ? IN_FLIGHT_WAIT_S : 0));
      }
      recent.push(t);
      started.set(userId, recent);
      inFlight.set(userId, running + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (inFlight.get(userId) ?? 1) - 1;
        if (left > 0) inFlight.set(userId, left);
        else inFlight.delete(userId);
      };
    },
    /** Users with a live window (for tests). */
    tracked: () => started.size,
  };
}
export type ReadingLimiter = ReturnType<typeof readingLimiter>;
