import type { Db } from '../db/database';
import type { PredictionsTable } from '../db/schema';
import { precompile } from '../db/precompiled';

export type PredictionRow = PredictionsTable;

/** Predictions are append-only: there is an insert and an outcome mark, never an update of the result. */
export function predictionsRepository(db: Db) {
  // The history list and the stats card are the hottest reads; they skip Kysely's per-call build and compile.
  const recentForUser = precompile(db, 2, (userId: string, limit: number) =>
    db.selectFrom('predictions').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').limit(limit),
  );
  const settledForUser = precompile(db, 1, (userId: string) =>
    db
      .selectFrom('predictions')
      .select(['result_json', 'outcome'])
      .where('outcome', 'is not', null)
      .where('user_id', '=', userId),
  );
  const countOfUser = precompile(db, 1, (userId: string) =>
    db
      .selectFrom('predictions')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('user_id', '=', userId),
  );
  return {
    insert: (row: PredictionRow) => db.insertInto('predictions').values(row).execute(),
    findById: (id: string) => db.selectFrom('predictions').selectAll().where('id', '=', id).executeTakeFirst(),
    findByRequestId: (requestId: string) =>
      db.selectFrom('predictions').selectAll().where('request_id', '=', requestId).executeTakeFirst(),
    listForUser: (userId: string, limit = 100) => recentForUser(userId, limit),
    async setOutcome(id: string, userId: string, outcome: string, at: string): Promise<boolean> {
      const r = await db
        .updateTable('predictions')
        .set({ outcome, outcome_at: at })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    /** Settled predictions (an outcome was entered), optionally for one user: the input of the track record. */
    listSettled: (userId?: string) =>
      userId
        ? settledForUser(userId)
        : db.selectFrom('predictions').select(['result_json', 'outcome']).where('outcome', 'is not', null).execute(),
    async countForUser(userId: string): Promise<number> {
      const [r] = await countOfUser(userId);
      return Number(r?.n ?? 0);
    },
    async countAll(since?: string): Promise<number> {
      let q = db.selectFrom('predictions').select((eb) => eb.fn.countAll<string | number>().as('n'));
      if (since) q = q.where('created_at', '>=', since);
      return Number((await q.executeTakeFirstOrThrow()).n);
    },
  };
}
export type PredictionsRepository = ReturnType<typeof predictionsRepository>;
