import type { Db } from '../db/database';
import type { AccountTokensTable } from '../db/schema';
import { nowIso, randomToken, sha256Hex } from '../lib/ids';

export type TokenPurpose = AccountTokensTable['purpose'];
export type ConsumeResult = { ok: true; row: AccountTokensTable } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

/** One-time links sent by mail. Only the token's sha256 is stored; using one is a single conditional UPDATE. */
export function accountTokensRepository(db: Db) {
  return {
    /** Issues a token and retires the user's earlier unused ones of the same purpose (only the newest link works). */
    async issue(userId: string, purpose: TokenPurpose, ttlMs: number, email: string | null = null): Promise<string> {
      const token = randomToken(32);
      const now = new Date();
      await db
        .updateTable('account_tokens')
        .set({ used_at: nowIso(now) })
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute();
      await db
        .insertInto('account_tokens')
        .values({
          id: sha256Hex(token),
          user_id: userId,
          purpose,
          email,
          created_at: nowIso(now),
          expires_at: nowIso(new Date(now.getTime() + ttlMs)),
          used_at: null,
        })
        .execute();
      return token;
    },

    /** Marks the token used if it is live; two concurrent uses cannot both succeed (the UPDATE decides). */
    async consume(token: string, purpose: TokenPurpose, now = new Date()): Promise<ConsumeResult> {
      if (token.length < 20 || token.length > 100) return { ok: false, reason: 'invalid' };
      const id = sha256Hex(token);
      const r = await db
        .updateTable('account_tokens')
        .set({ used_at: nowIso(now) })
        .where('id', '=', id)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowIso(now))
        .executeTakeFirst();
      const row = await db.selectFrom('account_tokens').selectAll().where('id', '=', id).executeTakeFirst();
      if (Number(r.numUpdatedRows) === 1 && row) return { ok: true, row };
      if (!row || row.purpose !== purpose) return { ok: false, reason: 'invalid' };
      return { ok: false, reason: row.expires_at <= nowIso(now) && !row.used_at ? 'expired' : 'used' };
    },

    /**
     * Retires every unused link of the account (a pending address change, an older reset link): a reset that proves
     * the address ends every credential made before it (issue 47, finding 2).
     */
    async retireAllForUser(userId: string, at = new Date()): Promise<void> {
      await db
        .updateTable('account_tokens')
        .set({ used_at: nowIso(at) })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    },

    /** Test and operator aid: makes a token look older than it is. */
    async expireForUser(userId: string, purpose: TokenPurpose): Promise<void> {
      await db
        .updateTable('account_tokens')
        .set({ expires_at: nowIso(new Date(Date.now() - 1000)) })
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .execute();
    },
  };
}

export type AccountTokensRepository = ReturnType<typeof accountTokensRepository>;
