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
    /** A reading goes with its upload: deleting the upload clears it. */
    markDeleted: (ids: string[]) =>
      ids.length
        ? db.updateTable('uploads').set({ deleted_at: nowIso(), reading_json: null }).where('id', 'in', ids).execute()
        : Promise.resolve(),
    /** Keeps what OCR read, for the live upload only (a reading never outlives its image). */
    saveReading: (id: string, readingJson: string) =>
      db.updateTable('uploads').set({ reading_json: readingJson }).where('id', '=', id).where('deleted_at', 'is', null).execute(),
  };
}
export type UploadsRepository = ReturnType<typeof uploadsRepository>;
