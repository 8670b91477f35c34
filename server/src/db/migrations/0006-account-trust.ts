import type { Kysely } from 'kysely';

/**
 * Issue 12 (trust): verified email, one-time account tokens (verification, password reset), the per-account sign-in
 * backoff, and payment records that outlive a deleted account without pointing at it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'varchar(32)').execute();
  await db.schema
    .alterTable('users')
    .addColumn('failed_signins', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('signin_blocked_until', 'varchar(32)').execute();

  await db.schema
    .createTable('account_tokens')
    // sha256 of the emailed token: a leaked database does not leak usable links.
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    // The address a verification link confirms (an email change is applied only when its link is followed).
    .addColumn('email', 'varchar(254)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('account_tokens_user').on('account_tokens').columns(['user_id', 'purpose']).execute();

  await db.schema
    .createTable('payment_records')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('provider_ref', 'varchar(255)')
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('current_period_end', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('detached_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_records').execute();
  await db.schema.dropTable('account_tokens').execute();
  await db.schema.alterTable('users').dropColumn('signin_blocked_until').execute();
  await db.schema.alterTable('users').dropColumn('failed_signins').execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
}
