import type { Db } from '../db/database';
import type { UploadsTable } from '../db/schema';
import { nowIso } from '../lib/ids';

export function uploadsRepository(db: Db) {
  return {
    insert: (row: UploadsTable) => db.insertInto('uploads').values(row).execute(),
    /** Undoes an insert whose bytes could not be stored. */
    remove: (id: string) => db.deleteFrom('uploads').where('id', '=', id).execute(),
    findLive: (id: string) =>
      db.selectFrom('uploads').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst(),
    exists: async (id: string) => !!(await db.selectFrom('uploads').select('id').where('id', '=', id).executeTakeFirst()),
    /** Live uploads stored before `before`: images nobody analysed (an abandoned page, a failed analysis). */
    liveStoredBefore: (before: string, limit: number) =>
      db
        .selectFrom('uploads')
        .select(['id', 'storage_key'])
        .where('deleted_at', 'is', null)
        .where('created_at', '<', before)
        .orderBy('created_at')
        .limit(limit)
        .execute(),
    markDeleted: (ids: string[]) =>
      ids.length ? db.updateTable('uploads').set({ deleted_at: nowIso() }).where('id', 'in', ids).execute() : Promise.resolve(),
  };
}
export type UploadsRepository = ReturnType<typeof uploadsRepository>;
