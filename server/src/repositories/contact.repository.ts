import type { Db } from '../db/database';
import type { ContactMessagesTable } from '../db/schema';

export type ContactMessageRow = ContactMessagesTable;

export function contactRepository(db: Db) {
  return {
    insert: (row: ContactMessageRow) => db.insertInto('contact_messages').values(row).execute(),
    listRecent: (limit: number) =>
      db.selectFrom('contact_messages').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute(),
  };
}

export type ContactRepository = ReturnType<typeof contactRepository>;
