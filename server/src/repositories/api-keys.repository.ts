import type { Db } from '../db/database';
import type { ApiKeysTable } from '../db/schema';

export type ApiKeyRow = ApiKeysTable;

export function apiKeysRepository(db: Db) {
  return {
    insert: (row: ApiKeyRow) => db.insertInto('api_keys').values(row).execute(),
    listLive: (userId: string) =>
      db
        .selectFrom('api_keys')
        .select(['id', 'name', 'prefix', 'created_at', 'last_used_at'])
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .orderBy('created_at', 'desc')
        .execute(),
    async countLive(userId: string): Promise<number> {
      const r = await db
        .selectFrom('api_keys')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    async revoke(id: string, userId: string, at: string): Promise<boolean> {
      const r = await db
        .updateTable('api_keys')
        .set({ revoked_at: at })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    /**
     * Revokes every live key of the account (password reset or change, address change, sign-out everywhere: issue 47,
     * finding 2); answers how many were live.
     */
    async revokeAllForUser(userId: string, at: string): Promise<number> {
      const r = await db
        .updateTable('api_keys')
        .set({ revoked_at: at })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows);
    },
    /** The live key with this token hash and its owner, as the session resolver reads a session. */
    findLiveByHash: (tokenHash: string) =>
      db
        .selectFrom('api_keys as k')
        .innerJoin('users as u', 'u.id', 'k.user_id')
        .select([
          'k.id as key_id',
          'k.last_used_at',
          'u.id',
          'u.email',
          'u.name',
          'u.role',
          'u.banned',
          'u.created_at',
          'u.email_verified_at',
          'u.password_hash',
        ])
        .where('k.token_hash', '=', tokenHash)
        .where('k.revoked_at', 'is', null)
        .executeTakeFirst(),
    touch: (id: string, at: string) => db.updateTable('api_keys').set({ last_used_at: at }).where('id', '=', id).execute(),
  };
}
export type ApiKeysRepository = ReturnType<typeof apiKeysRepository>;
