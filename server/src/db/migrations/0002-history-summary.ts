import type { Kysely } from 'kysely';

/**
 * The history list's view of each prediction, serialised once when the prediction is stored, so listing history
 * does not parse every full result again. Rows stored before this migration are summarised on read.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('predictions').addColumn('summary_json', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('predictions').dropColumn('summary_json').execute();
}
