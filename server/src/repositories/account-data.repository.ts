import type { Db } from '../db/database';
import { newId, nowIso } from '../lib/ids';

/** Everything stored about one account, for the "export my data" file and for erasing it. */
export function accountDataRepository(db: Db) {
  return {
    async exportRows(userId: string) {
      const [user, predictions, subscriptions, uploads, bets, apiKeys] = await Promise.all([
        db
          .selectFrom('users')
          .select(['id', 'email', 'name', 'role', 'created_at', 'email_verified_at', 'free_used'])
          .where('id', '=', userId)
          .executeTakeFirst(),
        db
          .selectFrom('predictions')
          .select(['id', 'created_at', 'language', 'sport', 'overall_confidence', 'result_json', 'outcome', 'outcome_at'])
          .where('user_id', '=', userId)
          .orderBy('created_at', 'asc')
          .execute(),
        db
          .selectFrom('subscriptions')
          .select(['provider', 'status', 'current_period_end', 'cancel_at_period_end', 'created_at', 'updated_at'])
          .where('user_id', '=', userId)
          .execute(),
        db
          .selectFrom('uploads')
          .select(['id', 'content_type', 'size', 'width', 'height', 'created_at', 'deleted_at'])
          .where('owner_id', '=', userId)
          .execute(),
        db
          .selectFrom('bets')
          .select([
            'prediction_id',
            'selection',
            'stake',
            'currency',
            'odds',
            'closing_odds',
            'result',
            'recorded_at',
            'settled_at',
          ])
          .where('user_id', '=', userId)
          .execute(),
        // Key names and dates, never the token hash: the hash is a credential check, not data about the person.
        db
          .selectFrom('api_keys')
          .select(['name', 'prefix', 'created_at', 'last_used_at', 'revoked_at'])
          .where('user_id', '=', userId)
          .execute(),
      ]);
      return { user, predictions, subscriptions, uploads, bets, apiKeys };
    },

    /** Storage keys of the account's uploads still held, read before the rows go. */
    async liveUploadKeys(userId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('uploads')
        .select('storage_key')
        .where('owner_id', '=', userId)
        .where('deleted_at', 'is', null)
        .execute();
      return rows.map((r) => r.storage_key);
    },

    /**
     * Erases the account in one transaction: sessions, tokens, uploads, predictions and subscriptions go with the user
     * row (foreign keys cascade); what the accounts must keep of its payments is copied first to payment_records,
     * with no user, customer or card reference. Its contact messages go; audit entries by or about it keep the action,
     * not the address.
     */
    async eraseAccount(userId: string): Promise<void> {
      await db.transaction().execute(async (tx) => {
        const subs = await tx
          .selectFrom('subscriptions')
          .select(['provider', 'provider_ref', 'status', 'current_period_end', 'created_at'])
          .where('user_id', '=', userId)
          .execute();
        const now = nowIso();
        for (const s of subs) {
          await tx
            .insertInto('payment_records')
            .values({
              id: newId(),
              provider: s.provider,
              // Locally renewed subscriptions use the user id as their reference: that would point back at the person.
              provider_ref: s.provider_ref === userId ? null : s.provider_ref,
              status: s.status,
              current_period_end: s.current_period_end,
              created_at: s.created_at,
              detached_at: now,
            })
            .execute();
        }
        await tx.deleteFrom('contact_messages').where('user_id', '=', userId).execute();
        await tx.updateTable('audit_log').set({ actor_email: null }).where('actor_id', '=', userId).execute();
        // The same for entries about the account (a ban, an unban): their target is its address at the time, which
        // may be an earlier one, so they are found by the id their details name too (issue 47, low). The id is kept,
        // as the actor's is: it points at nothing once the row is gone.
        const current = await tx.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
        await tx
          .updateTable('audit_log')
          .set({ target: null })
          .where((eb) =>
            eb.or([
              // Ids are UUIDs (hex and '-'), so LIKE's wildcards cannot occur in them.
              eb('details', 'like', `%"userId":${JSON.stringify(userId)}%`),
              ...(current ? [eb('target', '=', current.email)] : []),
            ]),
          )
          .execute();
        await tx.deleteFrom('account_tokens').where('user_id', '=', userId).execute();
        await tx.deleteFrom('sessions').where('user_id', '=', userId).execute();
        await tx.deleteFrom('api_keys').where('user_id', '=', userId).execute();
        await tx.deleteFrom('bets').where('user_id', '=', userId).execute();
        await tx.deleteFrom('predictions').where('user_id', '=', userId).execute();
        await tx.deleteFrom('uploads').where('owner_id', '=', userId).execute();
        await tx.deleteFrom('subscriptions').where('user_id', '=', userId).execute();
        await tx.deleteFrom('users').where('id', '=', userId).execute();
      });
    },
  };
}

export type AccountDataRepository = ReturnType<typeof accountDataRepository>;
