import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, migrateToLatest, type Db } from '../database';
import { storedPredictionRow } from '../../modules/predictions/fixtures.test-helpers';
import { presentHistoryItem } from '../../modules/predictions/predictions.presenter';

describe('migration 0011: likeliest outcome and the pick on stored history', () => {
  let db: Db;
  beforeAll(async () => {
    db = createDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(db, '0010-admin-analytics');
  });
  afterAll(async () => db.destroy());

  it('fills the likeliest outcome from each stored result and gives old summaries the verdict and the pick', async () => {
    const now = new Date().toISOString();
    await db
      .insertInto('users')
      .values({ id: 'u1', email: 'a@b.cc', role: 'user', banned: 0, free_used: 0, created_at: now, updated_at: now })
      .execute();
    // Rows as stored before: no column, and summaries without the verdict, the pick or the options' probabilities.
    const current = [0, 40, 120].map((variant) => storedPredictionRow('u1', { variant }));
    for (const row of current) {
      const { likeliest_outcome: _omitted, ...old } = row;
      const summary = JSON.parse(row.summary_json!) as Record<string, unknown>;
      delete summary['verdict'];
      delete summary['pick'];
      summary['bettingOptions'] = (summary['bettingOptions'] as Record<string, unknown>[]).map(
        ({ winProbability: _p, ...o }) => o,
      );
      await db
        .insertInto('predictions')
        .values({ ...old, summary_json: JSON.stringify(summary) })
        .execute();
    }
    const broken = { ...current[0]!, id: 'ffffffff-0000-4000-8000-000000000000', result_json: '{not json' };
    const { likeliest_outcome: _l, ...brokenOld } = broken;
    await db.insertInto('predictions').values(brokenOld).execute();

    await migrateToLatest(db);
    const rows = await db.selectFrom('predictions').selectAll().execute();
    for (const row of rows) {
      if (row.id === broken.id) {
        expect(row.likeliest_outcome).toBeNull();
        continue;
      }
      const today = current.find((c) => c.id === row.id)!;
      expect(row.likeliest_outcome).toBe(today.likeliest_outcome);
      expect(row.likeliest_outcome).toMatch(/^(home|draw|away)$/);
      // The migrated summary is the one stored today: the card shows the same pick for old and new rows.
      expect(presentHistoryItem({ ...row, result_json: null })).toEqual(presentHistoryItem({ ...today, result_json: null }));
      expect(presentHistoryItem({ ...row, result_json: null }).pick?.probability).toBeGreaterThan(0);
    }
  });
});
