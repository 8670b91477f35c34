import type { Db } from '../db/database';
import type { PredictionsTable } from '../db/schema';
import { precompile } from '../db/precompiled';

export type PredictionRow = PredictionsTable;
/** A history card's columns; result_json only when summary_json is missing (rows older than migration 0002). */
export type HistoryRow = Pick<PredictionRow, 'id' | 'created_at' | 'outcome' | 'summary_json'> & { result_json: string | null };
/** Predictions with a recorded result, counted by what the analysis advised, what it found likeliest and the result. */
export interface SettledCount {
  recommendedOption: string | null;
  likeliestOutcome: string | null;
  outcome: string;
  count: number;
}
/** The user's recorded bets (their picks), counted by selection, the bet's own result and the match result. */
export interface PickCount {
  selection: string;
  result: string;
  outcome: string | null;
  count: number;
}

/** Predictions are append-only: there is an insert and an outcome mark, never an update of the result. */
export function predictionsRepository(db: Db) {
  // The history list and the stats card are the hottest reads; they skip Kysely's per-call build and compile.
  const settled = () =>
    db
      .selectFrom('predictions')
      .select((eb) => ['recommended_option', 'likeliest_outcome', 'outcome', eb.fn.countAll<string | number>().as('n')])
      .where('outcome', 'is not', null)
      .groupBy(['recommended_option', 'likeliest_outcome', 'outcome']);
  const settledOfUser = precompile(db, 1, (userId: string) => settled().where('user_id', '=', userId));
  // A pick is settled by its own result (won, lost) or, while that is pending, by the match result recorded.
  const picks = () =>
    db
      .selectFrom('bets')
      .innerJoin('predictions', 'predictions.id', 'bets.prediction_id')
      .select((eb) => ['bets.selection', 'bets.result', 'predictions.outcome', eb.fn.countAll<string | number>().as('n')])
      .where((eb) => eb.or([eb('bets.result', 'in', ['won', 'lost']), eb('predictions.outcome', 'is not', null)]))
      .groupBy(['bets.selection', 'bets.result', 'predictions.outcome']);
  const picksOfUser = precompile(db, 1, (userId: string) => picks().where('bets.user_id', '=', userId));
  // Only what a history card shows: the full result is read only for rows stored before summaries existed.
  const historyOfUser = precompile(db, 2, (userId: string, limit: number) =>
    db
      .selectFrom('predictions')
      .select((eb) => [
        'id',
        'created_at',
        'outcome',
        'summary_json',
        eb.case().when('summary_json', 'is', null).then(eb.ref('result_json')).else(null).end().as('result_json'),
      ])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(limit),
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
    historyForUser: (userId: string, limit = 100): Promise<HistoryRow[]> => historyOfUser(userId, limit),
    async setOutcome(id: string, userId: string, outcome: string, at: string): Promise<boolean> {
      const r = await db
        .updateTable('predictions')
        .set({ outcome, outcome_at: at })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    /** Predictions with a recorded result, optionally of one user: the track record's input. */
    async settledCounts(userId?: string): Promise<SettledCount[]> {
      const rows = userId ? await settledOfUser(userId) : await settled().execute();
      return rows.map((r) => ({
        recommendedOption: r.recommended_option ?? null,
        likeliestOutcome: r.likeliest_outcome ?? null,
        outcome: r.outcome!,
        count: Number(r.n),
      }));
    },
    /** Recorded bets that are settled, optionally of one user: the picks of the track record. */
    async pickCounts(userId?: string): Promise<PickCount[]> {
      const rows = userId ? await picksOfUser(userId) : await picks().execute();
      return rows.map((r) => ({ selection: r.selection, result: r.result, outcome: r.outcome ?? null, count: Number(r.n) }));
    },
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
