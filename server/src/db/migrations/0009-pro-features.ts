import type { Kysely } from 'kysely';

/**
 * Pro features (issue 14). Bets are their own table, one per prediction, because predictions are append-only
 * (their content hash covers the result) while a bet is edited as the match is settled. The analysed probability
 * of the selection is copied in at record time so analytics never parse result JSON. API keys keep only a SHA-256
 * of the token. Contact messages gain a priority flag set when a Pro user writes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bets')
    .addColumn('prediction_id', 'varchar(36)', (c) => c.primaryKey().references('predictions.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('selection', 'varchar(8)', (c) => c.notNull())
    .addColumn('stake', 'double precision', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)')
    .addColumn('odds', 'double precision', (c) => c.notNull())
    .addColumn('closing_odds', 'double precision')
    .addColumn('result', 'varchar(8)', (c) => c.notNull())
    .addColumn('probability', 'double precision')
    .addColumn('recorded_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('settled_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('bets_user_idx').on('bets').columns(['user_id', 'settled_at']).execute();

  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('prefix', 'varchar(16)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_used_at', 'varchar(32)')
    .addColumn('revoked_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('api_keys_user_idx').on('api_keys').column('user_id').execute();

  await db.schema
    .alterTable('contact_messages')
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contact_messages').dropColumn('priority').execute();
  await db.schema.dropTable('api_keys').execute();
  await db.schema.dropTable('bets').execute();
}
