import type { Db } from '../db/database';
import type { SubscriptionsTable } from '../db/schema';
import { nowIso } from '../lib/ids';

type SubscriptionRow = SubscriptionsTable;
type SubscriptionPatch = Partial<Omit<SubscriptionRow, 'id' | 'user_id' | 'created_at'>>;

/**
 * Subscription writes and webhook bookkeeping. Every write happens inside `inTransaction`, so recording a
 * provider event and the state change it causes commit together or not at all.
 */
function billingQueries(db: Db) {
  return {
    /** Records a provider event; false when it was already recorded (a replay), which makes the caller a no-op. */
    async recordEvent(provider: string, eventId: string, eventType: string): Promise<boolean> {
      const r = await db
        .insertInto('webhook_events')
        .values({ provider, event_id: eventId, event_type: eventType.slice(0, 64), received_at: nowIso() })
        .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
        .executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async hasEvent(provider: string, eventId: string): Promise<boolean> {
      const row = await db
        .selectFrom('webhook_events')
        .select('event_id')
        .where('provider', '=', provider)
        .where('event_id', '=', eventId)
        .executeTakeFirst();
      return !!row;
    },

    listForUser: (userId: string) =>
      db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('updated_at', 'desc').execute(),

    findByRef: (provider: string, ref: string) =>
      db
        .selectFrom('subscriptions')
        .selectAll()
        .where('provider', '=', provider)
        .where('provider_ref', '=', ref)
        .executeTakeFirst(),

    insert: (row: SubscriptionRow) => db.insertInto('subscriptions').values(row).execute(),

    update: (id: string, patch: SubscriptionPatch) =>
      db
        .updateTable('subscriptions')
        .set({ ...patch, updated_at: nowIso() })
        .where('id', '=', id)
        .execute(),

    /** Active subscriptions of `provider` whose paid period is over and that are meant to renew. */
    dueForRenewal: (provider: string, now: Date) =>
      db
        .selectFrom('subscriptions')
        .selectAll()
        .where('provider', '=', provider)
        .where('status', '=', 'active')
        .where('cancel_at_period_end', '=', 0)
        .where('payment_method_ref', 'is not', null)
        .where('current_period_end', '<=', nowIso(now))
        .execute(),

    /** Marks lapsed periods as expired for providers whose renewals we run ourselves (or that never renew). */
    async expireLapsed(providers: string[], now: Date): Promise<number> {
      if (providers.length === 0) return 0;
      const r = await db
        .updateTable('subscriptions')
        .set({ status: 'expired', updated_at: nowIso(now) })
        .where('provider', 'in', providers)
        .where('status', '=', 'active')
        .where('current_period_end', '<=', nowIso(now))
        .executeTakeFirst();
      return Number(r.numUpdatedRows);
    },
  };
}

export type BillingQueries = ReturnType<typeof billingQueries>;

export interface BillingRepository extends BillingQueries {
  /** Runs `fn` with the same queries bound to one transaction. */
  inTransaction<T>(fn: (tx: BillingQueries) => Promise<T>): Promise<T>;
}

export function billingRepository(db: Db): BillingRepository {
  return {
    ...billingQueries(db),
    inTransaction: (fn) => db.transaction().execute((trx) => fn(billingQueries(trx))),
  };
}
