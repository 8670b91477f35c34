import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { UsersTable } from '../db/schema';
import { newId, nowIso } from '../lib/ids';
import { precompile } from '../db/precompiled';

export type UserRow = UsersTable;

export function usersRepository(db: Db) {
  const byId = precompile(db, 1, (id: string) => db.selectFrom('users').selectAll().where('id', '=', id));
  return {
    findById: async (id: string) => (await byId(id))[0],
    findByEmail: (email: string) =>
      db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst(),
    findByOidcSubject: (subject: string) =>
      db.selectFrom('users').selectAll().where('oidc_subject', '=', subject).executeTakeFirst(),

    async create(input: {
      email: string;
      passwordHash: string | null;
      name?: string | null;
      role?: 'user' | 'admin';
      oidcSubject?: string | null;
      emailVerified?: boolean;
    }): Promise<UserRow> {
      const now = nowIso();
      const row: UserRow = {
        id: newId(),
        email: input.email.toLowerCase(),
        password_hash: input.passwordHash,
        name: input.name ?? null,
        role: input.role ?? 'user',
        banned: 0,
        ban_reason: null,
        oidc_subject: input.oidcSubject ?? null,
        free_used: 0,
        created_at: now,
        updated_at: now,
        email_verified_at: input.emailVerified ? now : null,
        failed_signins: 0,
        signin_blocked_until: null,
      };
      await db.insertInto('users').values(row).execute();
      return row;
    },

    async update(id: string, patch: Partial<Omit<UserRow, 'id' | 'created_at'>>): Promise<void> {
      await db
        .updateTable('users')
        .set({ ...patch, updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Reserves one free prediction if the user is under the limit, in one conditional UPDATE: concurrent requests
     * can never push a count past the limit, on SQLite or PostgreSQL. With a period key (day or month allowance) the
     * same statement starts the period's count afresh when the stored key names an earlier period; free_used keeps
     * counting every free prediction either way. Returns whether one was reserved.
     */
    async reserveFreePrediction(id: string, limit: number, periodKey: string | null = null): Promise<boolean> {
      // A zero limit grants nothing, even on the first request of a new period (the key test alone would let it in).
      if (limit <= 0) return false;
      if (periodKey === null) {
        const result = await db
          .updateTable('users')
          .set({ free_used: sql<number>`free_used + 1` })
          .where('id', '=', id)
          .where('free_used', '<', limit)
          .executeTakeFirst();
        return Number(result.numUpdatedRows) === 1;
      }
      const result = await db
        .updateTable('users')
        .set({
          free_used: sql<number>`free_used + 1`,
          free_period_used: sql<number>`CASE WHEN free_period_key = ${periodKey} THEN free_period_used + 1 ELSE 1 END`,
          free_period_key: periodKey,
        })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('free_period_key', '<>', periodKey), eb('free_period_used', '<', limit)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Gives back a reservation. The period count is lowered only while it still counts the period the reservation
     * was made in: one reserved before midnight and released after must not add to the new day's allowance.
     */
    async releaseFreePrediction(id: string, periodKey: string | null = null): Promise<void> {
      await db
        .updateTable('users')
        .set({
          free_used: sql<number>`CASE WHEN free_used > 0 THEN free_used - 1 ELSE 0 END`,
          ...(periodKey === null
            ? {}
            : {
                free_period_used: sql<number>`CASE WHEN free_period_key = ${periodKey} AND free_period_used > 0 THEN free_period_used - 1 ELSE free_period_used END`,
              }),
        })
        .where('id', '=', id)
        .execute();
    },

    async count(): Promise<number> {
      const r = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
