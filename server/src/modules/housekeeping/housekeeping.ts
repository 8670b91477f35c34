import type { Logger } from '../../lib/logger';
import type { SessionsRepository } from '../../repositories/sessions.repository';
import type { UploadsService } from '../uploads';
import { runPeriodically } from '../../lib/periodic';

const INTERVAL_MS = 15 * 60_000;

/**
 * An upload lives this long without an analysis before it is deleted: signed upload URLs last minutes and an
 * analysis at most two, so an hour leaves room for a retry after a failed analysis while keeping the promise
 * that screenshots are not stored.
 */
export const ABANDONED_UPLOAD_AGE_MS = 60 * 60_000;

/**
 * Periodic clean-up in every app process (deletes are idempotent, so several processes may sweep at once):
 * expired session rows, and uploaded images no analysis consumed.
 */
export function createHousekeeping(deps: {
  sessions: Pick<SessionsRepository, 'deleteExpired'>;
  uploads: Pick<UploadsService, 'discardAbandoned'>;
  logger: Logger;
  runTimer: boolean;
}) {
  const { sessions, uploads, logger } = deps;

  async function run(now = new Date()) {
    const expiredSessions = await sessions.deleteExpired(now);
    const abandonedUploads = await uploads.discardAbandoned(new Date(now.getTime() - ABANDONED_UPLOAD_AGE_MS));
    if (expiredSessions || abandonedUploads) logger.info({ expiredSessions, abandonedUploads }, 'housekeeping');
    return { expiredSessions, abandonedUploads };
  }

  const stop = deps.runTimer
    ? runPeriodically(run, INTERVAL_MS, (err) => logger.error({ err }, 'housekeeping failed'))
    : () => {};

  return { run, stop };
}
