import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, migrateToLatest, type Db } from '../database';
import { storedPredictionRow } from '../../modules/predictions/fixtures.test-helpers';

describe('migration 0003: recommended_option', () => {
  let db: Db;
  beforeAll(async () => {
    db = createDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(db, '0002-history-summary');
  });
  afterAll(async () => db.destroy());

  it('fills the column from each stored result, leaving unreadable rows empty', async () => {
    const now = new Date().toISOString();
    await db
      .insertInto('users')
      .values({ id: 'u1', email: 'a@b.cc', role: 'user', banned: 0, free_used: 0, created_at: now, updated_at: now })
      .execute();
    const rows = Array.from({ length: 3 }, (_, i) => {
      // The row as it stood before 0003 (and before the later columns of 0011).
      const { recommended_option: _omitted, likeliest_outcome: _later, ...row } = storedPredictionRow('u1', { variant: i * 40 });
      return row;
    });
    for (const row of rows) await db.insertInto('predictions').values(row).execute();
    const broken = { ...rows[0]!, id: 'ffffffff-0000-4000-8000-000000000000', result_json: '{not json' };
    await db.insertInto('predictions').values(broken).execute();

    await migrateToLatest(db);
    const filled = await db.selectFrom('predictions').select(['id', 'result_json', 'recommended_option']).execute();
    for (const row of filled) {
      if (row.id === broken.id) expect(row.recommended_option).toBeNull();
      else expect(row.recommended_option).toBe((JSON.parse(row.result_json) as { recommendedOption: string }).recommendedOption);
    }
    expect(filled.filter((r) => r.recommended_option).length).toBe(3);
  });
});
