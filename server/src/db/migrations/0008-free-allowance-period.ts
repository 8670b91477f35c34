import type { Kysely } from 'kysely';

/**
 * Issue 14: the free allowance can renew each UTC day or month. The period's own counter and the key of the period it
 * counts (`d:2026-11-24`, `m:2026-11`) sit beside the lifetime free_used, so one conditional UPDATE both starts a new
 * period and charges it (docs/decisions/0015-free-allowance-period.md). free_used keeps counting every free prediction.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('free_period_used', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('free_period_key', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('free_period_key').execute();
  await db.schema.alterTable('users').dropColumn('free_period_used').execute();
}
