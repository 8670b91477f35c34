import fs from 'node:fs';
import path from 'node:path';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  type Migration,
  type MigrationProvider,
  type SqliteDatabase,
} from 'kysely';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Database } from './schema';
import * as initial from './migrations/0001-initial';
import * as historySummary from './migrations/0002-history-summary';
import * as recommendedOption from './migrations/0003-recommended-option';
import * as housekeepingIndexes from './migrations/0004-housekeeping-indexes';
import * as uploadReadings from './migrations/0005-upload-readings';
import * as analysisSettings from './migrations/0007-analysis-settings';
import * as accountTrust from './migrations/0006-account-trust';
import * as adminAnalytics from './migrations/0010-admin-analytics';
import * as proFeatures from './migrations/0009-pro-features';
import * as freeAllowancePeriod from './migrations/0008-free-allowance-period';
import * as likeliestOutcome from './migrations/0011-likeliest-outcome';

export type Db = Kysely<Database>;
export type DatabaseTarget = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

/** Migrations are bundled in code (not read from a folder) so the CLI, tests and workers all see the same list. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-history-summary': historySummary,
  '0003-recommended-option': recommendedOption,
  '0004-housekeeping-indexes': housekeepingIndexes,
  '0005-upload-readings': uploadReadings,
  '0007-analysis-settings': analysisSettings,
  '0006-account-trust': accountTrust,
  '0010-admin-analytics': adminAnalytics,
  '0009-pro-features': proFeatures,
  '0008-free-allowance-period': freeAllowancePeriod,
  '0011-likeliest-outcome': likeliestOutcome,
};

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

export function createDatabase(target: DatabaseTarget): Db {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle pooled connection that the server closes (restart, failover, a dropped database) emits 'error' on
    // the pool; unhandled, that would crash the process. The pool replaces the client on the next checkout.
    const database = new URL(target.url).pathname.slice(1);
    pool.on('error', (err) => process.emitWarning(`PostgreSQL idle connection to ${database} closed: ${err.message}`));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (target.file !== ':memory:') fs.mkdirSync(path.dirname(target.file), { recursive: true });
  const sqlite = new SQLite(target.file);
  // WAL lets readers run beside the single writer; a busy timeout makes concurrent writers wait instead of failing.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query afresh; with better-sqlite3 preparing costs more than running a small query.
 * Statements are reusable, so they are cached by SQL text (bounded, least recently used evicted first).
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string) {
      let statement = cache.get(sqlText);
      if (statement) {
        cache.delete(sqlText);
      } else {
        statement = sqlite.prepare(sqlText);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      }
      cache.set(sqlText, statement);
      return statement;
    },
  };
}

/** Applies every pending migration, or those up to and including `target` (tests of a migration's data step). */
export async function migrateToLatest(db: Db, target?: string): Promise<string[]> {
  // Numbers are reserved per branch and branches merge in any order (0009 and 0010 reached main before 0008): a
  // database that already ran a later one still takes an earlier, independent migration instead of refusing to start.
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider(), allowUnorderedMigrations: true });
  const { error, results } = target ? await migrator.migrateTo(target) : await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
