import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { buildApp, type AppHandle, type BuildOptions } from '../../../server/src/app';
import { loadConfig } from '../../../server/src/config/config';
import { buildRepositories, type Repositories } from '../../../server/src/repositories/repositories';

export type DbKind = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server (CI sets it to the local one). */
export const DB_KINDS: DbKind[] = process.env['TEST_DATABASE_URL'] ? ['sqlite', 'postgres'] : ['sqlite'];

async function createPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(process.env['TEST_DATABASE_URL']!);
  const name = `oddslens_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.href });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base.href);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const c = new pg.Client({ connectionString: base.href });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestApp extends AppHandle {
  dataDir: string;
  /** The test's own repositories over the app's database, to seed and inspect rows the API does not expose. */
  repos: Repositories;
  dispose(): Promise<void>;
}

/** A real app on a fresh, empty database and data directory, with the given extra environment. */
export async function startTestApp(
  kind: DbKind,
  env: Record<string, string> = {},
  extra: Partial<BuildOptions> = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslens-test-'));
  const pgDb = kind === 'postgres' ? await createPgDatabase() : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    OCR_WORKERS: '1',
    PUBLIC_URL: 'http://127.0.0.1:3999',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-123',
    // Suites sign many accounts up from one address; the per-address limit has its own test.
    SIGNUP_RATE_LIMIT_MAX: '10000',
    // And fail sign-ins from one address across many accounts; the per-address failure budget has its own test
    // (trust-round-two-low.test.ts).
    SIGNIN_FAILURES_PER_ADDRESS: '10000',
    // Likewise suites run many analyses per account; the per-user analysis limits have their own test.
    ANALYSIS_MAX_IN_FLIGHT: '1000',
    ANALYSIS_MAX_PER_MINUTE: '10000',
    // And uploads (the per-user upload budget has its own test, trust-round-two.test.ts).
    UPLOAD_MAX_IN_FLIGHT: '1000',
    UPLOAD_MAX_PER_MINUTE: '10000',
    // Monitoring's token for /readyz's details (READINESS_HEADERS below).
    READYZ_TOKEN: 'test-readiness-token-0123456789',
    // Suites count OCR runs and stub the reader: an upload is read when asked for. Reading at upload (the server's
    // default) has its own suite, read-ahead.test.ts, and the end-to-end suite runs with it on.
    READ_ON_UPLOAD: 'false',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...env,
  });
  const handle = await buildApp({ config, logger: false, ...extra });
  return {
    ...handle,
    dataDir,
    repos: buildRepositories(handle.db),
    async dispose() {
      await handle.close();
      if (pgDb) await pgDb.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Minimal cookie jar for app.inject: keeps what Set-Cookie says, sends it back. */
export class CookieJar {
  private cookies = new Map<string, string>();
  store(setCookie: string | string[] | undefined): void {
    for (const line of ([] as string[]).concat(setCookie ?? [])) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0/i.test(a) || /expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

export const ORIGIN = 'http://127.0.0.1:3999';

/** Monitoring's view of /readyz: with the token, the components' details. */
export const READINESS_HEADERS = { 'x-readiness-token': 'test-readiness-token-0123456789' };
