import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, migrateToLatest, type Db } from './database';
import { precompile } from './precompiled';

describe('precompiled queries', () => {
  let db: Db;
  beforeAll(async () => {
    db = createDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(db);
    for (const [key, value] of [
      ['a', '1'],
      ['b', '2'],
      ['c', '3'],
    ]) {
      await db.insertInto('settings').values({ key: key!, value: value!, updated_at: '2026-01-01T00:00:00.000Z' }).execute();
    }
  });
  afterAll(async () => db.destroy());

  it('runs the compiled SQL with new arguments, keeping constant parameters', async () => {
    const byKey = precompile(db, 1, (key: string) =>
      db.selectFrom('settings').select(['key', 'value']).where('key', '=', key).where('updated_at', '<', '2030-01-01'),
    );
    expect(await byKey('b')).toEqual([{ key: 'b', value: '2' }]);
    expect(await byKey('c')).toEqual([{ key: 'c', value: '3' }]);
    expect(await byKey('nope')).toEqual([]);
  });

  it('binds limits too', async () => {
    const firstN = precompile(db, 1, (n: number) => db.selectFrom('settings').select('key').orderBy('key').limit(n));
    expect((await firstN(2)).map((r) => r.key)).toEqual(['a', 'b']);
  });

  it('refuses a builder that does not turn an argument into a parameter', () => {
    expect(() =>
      precompile(db, 2, (key: string, _table: string) => db.selectFrom('settings').selectAll().where('key', '=', key)),
    ).toThrow(/did not become/);
  });
});
