import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Indexes for the housekeeping sweep (modules/housekeeping): expired sessions by expiry, and live uploads by age.
 * The uploads index is partial: deleted rows stay as a record and would otherwise make up most of it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();
  await db.schema
    .createIndex('uploads_live_created')
    .on('uploads')
    .column('created_at')
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('uploads_live_created').execute();
  await db.schema.dropIndex('sessions_expires_at').execute();
}
