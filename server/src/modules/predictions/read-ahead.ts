import type { ScreenshotReading } from '@shared/reading';
import type { AnalysisQueue } from '../../pipeline/analysis-job';
import { MissingObjectError } from '../../pipeline/job-errors';
import type { UploadsRepository } from '../../repositories/uploads.repository';
import type { Logger } from '../../lib/logger';
import type { ReadingLimiter } from './reading-limiter';

export interface StoredUpload {
  objectId: string;
  userId: string;
  storageKey: string;
}

/**
 * Reading at upload (docs/decisions/0011, 2026-11-25): the moment an upload is stored its screenshot is read, so
 * the review screen's extract (or an API client's process) finds the reading done or under way instead of starting
 * OCR a round trip later. The reading is stored with the upload as any other, so OCR still runs once per upload.
 *
 * - It spends nothing: no quota is touched.
 * - It has its own per-user budget, the extract limits' numbers (`limiter`, a separate instance): an upload over
 *   that budget is simply not read ahead, and is read when extract or process asks, under their rules. So an
 *   explicit extract is never refused because of reading ahead, and a user's OCR stays bounded.
 * - A reading in flight is handed only to a caller that has already checked the upload is the user's (extract and
 *   process look it up by object id after their ownership check), so nobody waits on another user's reading.
 * - In flight is per app process: behind several processes an extract that lands elsewhere reads again.
 */
export function readAhead(deps: {
  queue: AnalysisQueue;
  uploadsRepo: UploadsRepository;
  limiter: ReadingLimiter;
  logger: Pick<Logger, 'warn'>;
}) {
  const { queue, uploadsRepo, limiter, logger } = deps;
  const inFlight = new Map<string, Promise<ScreenshotReading | null>>();

  return {
    /** Starts reading a freshly stored upload when the user's read-ahead budget allows; never throws. */
    start(upload: StoredUpload): void {
      let release: () => void;
      try {
        release = limiter.acquire(upload.userId);
      } catch {
        return; // over budget: the upload is read when asked for
      }
      const reading = queue
        .read({ kind: 'read', storageKeys: [upload.storageKey] })
        .then(async ({ readings }) => {
          const read = readings[0]!;
          // Stored before it leaves the in-flight map, so a caller always finds it in one place or the other.
          await uploadsRepo.saveReading(upload.objectId, JSON.stringify(read));
          return read;
        })
        .catch((err: unknown) => {
          // A caller that finds no reading reads the upload itself; an upload deleted meanwhile needs none.
          if (!(err instanceof MissingObjectError)) logger.warn({ err, objectId: upload.objectId }, 'reading ahead failed');
          return null;
        })
        .finally(() => {
          inFlight.delete(upload.objectId);
          release();
        });
      inFlight.set(upload.objectId, reading);
    },

    /**
     * The reading under way for an upload, or null when none is (never started, or finished and stored). Callers
     * take it before they load the upload's row and use it only once the row proved to be the user's: a reading
     * that finished in between is then in the row.
     */
    pending(objectId: string): Promise<ScreenshotReading | null> | null {
      return inFlight.get(objectId) ?? null;
    },

    /**
     * Waits for the readings under way, at most `maxMs` (shutdown, before the queue closes). Bounded because a
     * BullMQ job with no worker would otherwise hold shutdown for the queue's whole timeout; closing the queue then
     * ends the wait of those left, and they are dropped like any failed reading.
     */
    async settle(maxMs = 3000): Promise<void> {
      let timer: NodeJS.Timeout | undefined;
      const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, maxMs)));
      await Promise.race([Promise.all(inFlight.values()), bound]);
      clearTimeout(timer);
    },
  };
}
export type ReadAhead = ReturnType<typeof readAhead>;
