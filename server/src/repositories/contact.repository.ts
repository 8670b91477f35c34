import type { Db } from '../db/database';
import type { ContactMessagesTable } from '../db/schema';
import { monotonicClock } from './monotonic-clock';

export type ContactMessageRow = ContactMessagesTable;

export function contactRepository(db: Db) {
  const clock = monotonicClock();
  return {
    /** created_at is set here, so messages list in arrival order. */
    insert: (row: Omit<ContactMessageRow, 'created_at'>) =>
      db
        .insertInto('contact_messages')
        .values({ ...row, created_at: clock() })
        .execute(),
    /** Priority (Pro) messages first, then newest first. */
    listRecent: (limit: number) =>
      db
        .selectFrom('contact_messages')
        .selectAll()
        .orderBy('priority', 'desc')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
  };
}

export type ContactRepository = ReturnType<typeof contactRepository>;
