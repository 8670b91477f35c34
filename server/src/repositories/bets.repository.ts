import type { Db } from '../db/database';
import type { BetsTable } from '../db/schema';

export type BetRow = BetsTable;

/** One bet per prediction: recording again replaces it. */
export function betsRepository(db: Db) {
  return {
    async upsert(row: BetRow): Promise<void> {
      const { prediction_id: _id, user_id: _user, recorded_at: _at, ...changes } = row;
      await db
        .insertInto('bets')
        .values(row)
        .onConflict((oc) => oc.column('prediction_id').doUpdateSet(changes))
        .execute();
    },
    find: (predictionId: string, userId: string) =>
      db
        .selectFrom('bets')
        .selectAll()
        .where('prediction_id', '=', predictionId)
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    async remove(predictionId: string, userId: string): Promise<boolean> {
      const r = await db
        .deleteFrom('bets')
        .where('prediction_id', '=', predictionId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
    /** Every prediction of the user with the bet recorded on it, oldest first: the CSV export's rows. */
    historyWithBets: (userId: string) =>
      db
        .selectFrom('predictions as p')
        .leftJoin('bets as b', 'b.prediction_id', 'p.id')
        .select([
          'p.created_at',
          'p.result_json',
          'p.outcome',
          'b.selection',
          'b.stake',
          'b.currency',
          'b.odds',
          'b.closing_odds',
          'b.result',
        ])
        .where('p.user_id', '=', userId)
        .orderBy('p.created_at', 'asc')
        .execute(),
    forUser: (userId: string) =>
      db.selectFrom('bets').selectAll().where('user_id', '=', userId).orderBy('recorded_at', 'asc').execute(),
  };
}
export type BetsRepository = ReturnType<typeof betsRepository>;
