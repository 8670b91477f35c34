import { sql } from 'kysely';
import type { Db } from '../db/database';
import { nowIso, randomToken, sha256Hex } from '../lib/ids';
import { precompile } from '../db/precompiled';

/**
 * The session check's query: a session by its token hash, still valid at `now`, with its user. Exported so the
 * benchmark of the precompiled form (bench/kept-parts.ts) runs exactly this query through the builder.
 */
export function validSessionQuery(db: Db, hash: string, now: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as session_id',
      'sessions.expires_at',
      'sessions.last_seen_at',
      'users.id',
      'users.email',
      'users.name',
      'users.role',
      'users.banned',
      'users.created_at',
      'users.email_verified_at',
      // Whether the account has a password (an SSO-only one confirms account changes by typing its address).
      sql<number>`case when users.password_hash is null then 0 else 1 end`.as('has_password'),
    ])
    .where('sessions.id', '=', hash)
    .where('sessions.expires_at', '>', now);
}

export function sessionsRepository(db: Db) {
  // Checked on every signed-in request, so it skips Kysely's per-call build and compile.
  const validByHash = precompile(db, 2, (hash: string, now: string) => validSessionQuery(db, hash, now));
  return {
    /** Returns the cookie token; only its hash is stored. */
    async create(userId: string, ttlDays: number, meta: { userAgent?: string | null; ip?: string | null }): Promise<string> {
      const token = randomToken(32);
      const now = new Date();
      await db
        .insertInto('sessions')
        .values({
          id: sha256Hex(token),
          user_id: userId,
          created_at: nowIso(now),
          expires_at: nowIso(new Date(now.getTime() + ttlDays * 86_400_000)),
          last_seen_at: nowIso(now),
          user_agent: meta.userAgent?.slice(0, 512) ?? null,
          ip: meta.ip?.slice(0, 64) ?? null,
        })
        .execute();
      return token;
    },

    async findValid(token: string) {
      const [row] = await validByHash(sha256Hex(token), nowIso());
      return row;
    },

    async touch(sessionId: string): Promise<void> {
      await db.updateTable('sessions').set({ last_seen_at: nowIso() }).where('id', '=', sessionId).execute();
    },

    async deleteByToken(token: string): Promise<void> {
      await db.deleteFrom('sessions').where('id', '=', sha256Hex(token)).execute();
    },

    /** Removes sessions past their expiry (they no longer sign anyone in); returns how many. */
    async deleteExpired(now: Date): Promise<number> {
      const r = await db.deleteFrom('sessions').where('expires_at', '<=', nowIso(now)).executeTakeFirst();
      return Number(r.numDeletedRows);
    },

    async deleteAllForUser(userId: string): Promise<number> {
      const r = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>;
