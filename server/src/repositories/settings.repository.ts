import type { Db } from '../db/database';
import { nowIso } from '../lib/ids';
import { precompile } from '../db/precompiled';

/** Platform settings are a small key/value table of JSON values; the admin service owns their validation. */
export function settingsRepository(db: Db) {
  const valueOf = precompile(db, 1, (key: string) => db.selectFrom('settings').select('value').where('key', '=', key));
  return {
    async get<T>(key: string): Promise<T | undefined> {
      const [row] = await valueOf(key);
      return row ? (JSON.parse(row.value) as T) : undefined;
    },
    async set(key: string, value: unknown): Promise<void> {
      const json = JSON.stringify(value);
      await db
        .insertInto('settings')
        .values({ key, value: json, updated_at: nowIso() })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: nowIso() }))
        .execute();
    },
  };
}

export type SettingsRepository = ReturnType<typeof settingsRepository>;
