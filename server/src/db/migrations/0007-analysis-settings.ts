import type { Kysely } from 'kysely';

/**
 * Per-user analysis settings: the bankroll (and its currency) that turns suggested stakes from percentages into
 * amounts. Its own table rather than columns on users: it is optional, changes often and belongs to one feature.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('analysis_settings')
    .addColumn('user_id', 'varchar(36)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('bankroll', 'double precision')
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('analysis_settings').execute();
}
