import type { Db } from '../db/database';
import { newId } from '../lib/ids';
import { monotonicClock } from './monotonic-clock';

export interface AuditInput {
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  target: string | null;
  details?: unknown;
}

/** Append-only record of admin actions. */
export function auditRepository(db: Db) {
  const clock = monotonicClock();
  return {
    async append(entry: AuditInput): Promise<void> {
      await db
        .insertInto('audit_log')
        .values({
          id: newId(),
          actor_id: entry.actorId,
          actor_email: entry.actorEmail,
          action: entry.action,
          target: entry.target,
          details: entry.details === undefined ? null : JSON.stringify(entry.details),
          created_at: clock(),
        })
        .execute();
    },
    listRecent: (limit: number) =>
      db.selectFrom('audit_log').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute(),
  };
}

export type AuditRepository = ReturnType<typeof auditRepository>;
