import type { Kysely } from 'kysely';

/**
 * The admin analytics view counts sign-ups per day over a date range (GET /api/admin/analytics). Predictions and
 * subscriptions already have indexes that serve their ranges (predictions_created, subscriptions_user_id); users had
 * none on created_at, so a range would read the whole table.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('users_created').on('users').column('created_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_created').execute();
}
