import type { Db } from '../db/database';

/** The bankroll setting per user (migration 0007): one row, replaced on every save. */
export function analysisSettingsRepository(db: Db) {
  return {
    find: (userId: string) => db.selectFrom('analysis_settings').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    async save(userId: string, bankroll: number | null, currency: string, at: string): Promise<void> {
      await db
        .insertInto('analysis_settings')
        .values({ user_id: userId, bankroll, currency, updated_at: at })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ bankroll, currency, updated_at: at }))
        .execute();
    },
  };
}
export type AnalysisSettingsRepository = ReturnType<typeof analysisSettingsRepository>;
