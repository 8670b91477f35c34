import { describe, expect, it } from 'vitest';
import type { Logger } from '../../lib/logger';
import { ABANDONED_UPLOAD_AGE_MS, createHousekeeping } from './housekeeping';

/** A service takes any Logger (issue 15: not fastify's); this one records what it is told. */
function recordingLogger() {
  const lines: [string, object, string][] = [];
  const logger: Logger = {
    info: (fields, message) => void lines.push(['info', fields, message]),
    warn: (fields, message) => void lines.push(['warn', fields, message]),
    error: (fields, message) => void lines.push(['error', fields, message]),
  };
  return { logger, lines };
}

describe('housekeeping', () => {
  it('sweeps uploads older than the abandoned age and logs what it removed through the plain logger', async () => {
    const { logger, lines } = recordingLogger();
    let cutoff: Date | null = null;
    const housekeeping = createHousekeeping({
      sessions: { deleteExpired: async () => 2 },
      uploads: {
        discardAbandoned: async (before: Date) => {
          cutoff = before;
          return 1;
        },
      },
      logger,
      runTimer: false,
    });
    const now = new Date('2026-01-01T12:00:00Z');
    expect(await housekeeping.run(now)).toEqual({ expiredSessions: 2, abandonedUploads: 1 });
    expect(cutoff!.getTime()).toBe(now.getTime() - ABANDONED_UPLOAD_AGE_MS);
    expect(lines).toEqual([['info', { expiredSessions: 2, abandonedUploads: 1 }, 'housekeeping']]);
  });

  it('logs nothing when there was nothing to sweep', async () => {
    const { logger, lines } = recordingLogger();
    const housekeeping = createHousekeeping({
      sessions: { deleteExpired: async () => 0 },
      uploads: { discardAbandoned: async () => 0 },
      logger,
      runTimer: false,
    });
    await housekeeping.run();
    expect(lines).toEqual([]);
  });
});
