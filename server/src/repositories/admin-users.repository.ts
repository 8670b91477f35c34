import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Read models for the admin users table: search, paging, per-user prediction counts. */
export function adminUsersRepository(db: Db) {
  const searchFilter = (q: string | undefined) => {
    const term = q?.trim().toLowerCase();
    if (!term) return null;
    // Emails are stored lower-case, so a LIKE on the lower-cased term is case-insensitive on both databases.
    const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return sql<boolean>`email like ${pattern} escape '\\'`;
  };

  return {
    async search(input: { q?: string; limit: number; offset: number }) {
      const filter = searchFilter(input.q);
      let list = db
        .selectFrom('users')
        .select(['id', 'email', 'role', 'banned', 'ban_reason', 'free_used', 'created_at'])
        .select((eb) =>
          eb
            .selectFrom('predictions')
            .select((e) => e.fn.countAll<string | number>().as('n'))
            .whereRef('predictions.user_id', '=', 'users.id')
            .as('predictions_used'),
        )
        .orderBy('created_at', 'desc')
        .orderBy('id', 'asc')
        .limit(input.limit)
        .offset(input.offset);
      let count = db.selectFrom('users').select((eb) => eb.fn.countAll<string | number>().as('n'));
      if (filter) {
        list = list.where(filter);
        count = count.where(filter);
      }
      const [rows, total] = await Promise.all([list.execute(), count.executeTakeFirstOrThrow()]);
      return {
        rows: rows.map((r) => ({ ...r, predictions_used: Number(r.predictions_used ?? 0) })),
        total: Number(total.n),
      };
    },

    /** All subscription rows of the given users, newest first, to derive each user's status. */
    subscriptionsFor: (userIds: string[]) =>
      userIds.length === 0
        ? Promise.resolve([])
        : db.selectFrom('subscriptions').selectAll().where('user_id', 'in', userIds).orderBy('updated_at', 'desc').execute(),
  };
}

export type AdminUsersRepository = ReturnType<typeof adminUsersRepository>;
