import { AppError } from '../../errors';

/**
 * Per-user bound on screenshot reading (POST /api/predictions/extract), which costs OCR time but no quota: at most
 * `maxInFlight` running at once and `perMinute` started in any sliding minute. Counted per app process; behind a
 * load balancer each process enforces its own bound, which still caps a user at a small multiple.
 */
export function readingLimiter(options: { maxInFlight: number; perMinute: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const inFlight = new Map<string, number>();
  const started = new Map<string, number[]>();

  return {
    /** Takes a slot or throws READING_LIMITED; the caller must call the returned release once. */
    acquire(userId: string): () => void {
      const t = now();
      const recent = (started.get(userId) ?? []).filter((at) => t - at < 60_000);
      const running = inFlight.get(userId) ?? 0;
      if (running >= options.maxInFlight || recent.length >= options.perMinute) {
        if (recent.length) started.set(userId, recent);
        else started.delete(userId);
        throw new AppError('READING_LIMITED');
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
    /** Forgets windows that have passed, so idle users cost no memory (called by the periodic sweep or tests). */
    prune(): void {
      const t = now();
      for (const [user, times] of started) {
        const recent = times.filter((at) => t - at < 60_000);
        if (recent.length) started.set(user, recent);
        else started.delete(user);
      }
    },
  };
}
export type ReadingLimiter = ReturnType<typeof readingLimiter>;
