import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/**
 * `oddslens backup FILE` and `oddslens restore FILE` for the embedded SQLite database. The backup uses SQLite's online
 * backup API through its own connection, so the server keeps running and writing: the copy is a consistent snapshot
 * holding every write committed before it finished. PostgreSQL deployments use pg_dump / pg_restore instead.
 */

export const PG_BACKUP_ADVICE =
  'This deployment uses PostgreSQL: back it up with pg_dump (e.g. pg_dump --format=custom "$DATABASE_URL" > FILE) ' +
  'and restore with pg_restore (pg_restore --clean --dbname "$DATABASE_URL" FILE).';

function assertOddsLensDatabase(file: string): void {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const check = db.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`${file} failed SQLite's integrity check: ${String(check)}`);
    const tables = new Set(
      (db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map((r) => r.name),
    );
    for (const t of ['users', 'predictions', 'kysely_migration']) {
      if (!tables.has(t)) throw new Error(`${file} is not an OddsLens database (no ${t} table)`);
    }
  } finally {
    db.close();
  }
}

/** Copies the live database to `target` (written beside it first, then renamed, so a half copy never has its name). */
export async function backupSqlite(source: string, target: string): Promise<{ bytes: number }> {
  if (!fs.existsSync(source)) throw new Error(`no database at ${source}`);
  const out = path.resolve(target);
  if (fs.existsSync(out)) throw new Error(`${out} already exists; choose a new file name`);
  const partial = `${out}.partial`;
  fs.rmSync(partial, { force: true });
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // All remaining pages in each step: with a busy writer, small steps could keep restarting.
    await db.backup(partial, { progress: ({ remainingPages }) => Math.max(remainingPages, 100) });
  } finally {
    db.close();
  }
  assertOddsLensDatabase(partial);
  fs.renameSync(partial, out);
  return { bytes: fs.statSync(out).size };
}

/**
 * Replaces the database with a backup. The server must be stopped first; the database it replaces is kept beside
 * it (oddslens.sqlite.before-restore-<time>) so a mistaken restore can itself be undone.
 */
export function restoreSqlite(backup: string, target: string): { previous: string | null } {
  const from = path.resolve(backup);
  assertOddsLensDatabase(from);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  let previous: string | null = null;
  if (fs.existsSync(target)) {
    // Fold the live WAL into the old file before moving it aside, so the kept copy is complete.
    const old = new SQLite(target);
    old.pragma('wal_checkpoint(TRUNCATE)');
    old.close();
    previous = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    fs.renameSync(target, previous);
  }
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${target}${suffix}`, { force: true });
  const staging = `${target}.restoring`;
  fs.copyFileSync(from, staging);
  fs.renameSync(staging, target);
  return { previous };
}
