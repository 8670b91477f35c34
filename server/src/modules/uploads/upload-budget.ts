import { AppError } from '../../errors';

/** UPLOAD_LIMIT with the seconds until a slot frees up (sent as Retry-After). */
export class UploadLimitedError extends AppError {
  constructor(readonly retryAfter: number) {
    super('UPLOAD_LIMIT');
  }
}

const WINDOW_MS = 60_000;

/**
 * Per-user budget on receiving and decoding images (issue 47, finding 5), beside the analysis limits: at most
 * `inFlight` uploads being received or decoded at once and `perMinute` started in any sliding minute. A slot is taken
 * before the body is read, so a user cannot hold more than `inFlight` bodies in memory or decoders busy, whatever
 * their size. The web app sends one file after another, so a user never meets the in-flight bound; the minute's
 * budget is six analyses of five screenshots. Counted per app process, like the analysis limits.
 */
export function uploadBudget(options: { inFlight: number; perMinute: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const running = new Map<string, number>();
  const started = new Map<string, number[]>();
  let calls = 0;

  return {
    /** Takes a slot or throws UploadLimitedError; the caller calls the returned release once (extra calls are no-ops). */
    acquire(userId: string): () => void {
      const t = now();
      if (++calls % 1000 === 0) {
        for (const [user, times] of started) if (!times.some((at) => t - at < WINDOW_MS)) started.delete(user);
      }
      const recent = (started.get(userId) ?? []).filter((at) => t - at < WINDOW_MS);
      const busy = running.get(userId) ?? 0;
      if (busy >= options.inFlight || recent.length >= options.perMinute) {
        const wait = recent.length >= options.perMinute ? Math.ceil((recent[0]! + WINDOW_MS - t) / 1000) : 2;
        throw new UploadLimitedError(Math.max(1, wait));
      }
      recent.push(t);
      started.set(userId, recent);
      running.set(userId, busy + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (running.get(userId) ?? 1) - 1;
        if (left > 0) running.set(userId, left);
        else running.delete(userId);
      };
    },
  };
}
