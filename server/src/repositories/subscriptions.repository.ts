import type { Db } from '../db/database';
import type { SubscriptionsTable } from '../db/schema';
import { nowIso } from '../lib/ids';
import { precompile } from '../db/precompiled';

export type SubscriptionRow = SubscriptionsTable;

export function subscriptionsRepository(db: Db) {
  const forUser = precompile(db, 1, (userId: string) =>
    db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('updated_at', 'desc'),
  );
  return {
    /**
     * The record that decides the user's plan: an active one if any (a user may hold an old cancelled record
     * updated after the live one), otherwise the most recently updated.
     */
    async latestForUser(userId: string): Promise<SubscriptionRow | undefined> {
      const rows = await forUser(userId);
      return rows.find((r) => isSubscriptionActive(r)) ?? rows[0];
    },
    insert: (row: SubscriptionRow) => db.insertInto('subscriptions').values(row).execute(),
    update: (id: string, patch: Partial<Omit<SubscriptionRow, 'id' | 'user_id' | 'created_at'>>) =>
      db
        .updateTable('subscriptions')
        .set({ ...patch, updated_at: nowIso() })
        .where('id', '=', id)
        .execute(),
    async countActive(): Promise<number> {
      const r = await db
        .selectFrom('subscriptions')
        .select((eb) => eb.fn.count<string | number>('user_id').distinct().as('n'))
        .where('status', '=', 'active')
        .where((eb) => eb.or([eb('current_period_end', 'is', null), eb('current_period_end', '>', nowIso())]))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
  };
}
export type SubscriptionsRepository = ReturnType<typeof subscriptionsRepository>;

/**
 * A subscription grants Pro while it is active and its paid period has not ended.
 * A cancellation at period end keeps status 'active' with cancel_at_period_end=1 until the period runs out.
 */
export function isSubscriptionActive(row: SubscriptionRow | undefined, now: Date = new Date()): boolean {
  if (!row || row.status !== 'active') return false;
  return row.current_period_end === null || row.current_period_end > now.toISOString();
}
