import { sql } from 'kysely';
import type { Db } from '../db/database';

/** The readiness probe's round trip to the database. */
export function healthRepository(db: Db) {
  return {
    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },
  };
}

export type HealthRepository = ReturnType<typeof healthRepository>;
