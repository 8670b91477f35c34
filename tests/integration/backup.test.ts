import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './support/free-port';
import { startProcess, type ServerProcess } from './support/server-process';

const run = promisify(execFile);
const bin = path.resolve(import.meta.dirname, '../../bin/oddslens.js');

/**
 * `oddslens backup` while the server is under write load, then `oddslens restore`: every write the server had
 * acknowledged before the backup started is in the restored database.
 */
describe('backup and restore of the SQLite database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslens-backup-'));
  const backupFile = path.join(dataDir, 'snapshot.sqlite');
  let server: ServerProcess | null = null;
  afterAll(async () => {
    await server?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'process-test-secret-process-test-secret',
  };

  it('takes an online backup under write load and restores every acknowledged write', async () => {
    const port = await freePort();
    // Behind a "proxy" on loopback, each write comes from its own address: the contact form's per-address limit stays out of the way.
    server = await startProcess(
      'serve',
      { DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}`, RATE_LIMIT_MAX: '100000', TRUST_PROXY: '127.0.0.1' },
      port,
    );
    const acknowledged: string[] = [];
    let n = 0;
    let stop = false;
    // Contact messages: a plain insert per request, so the load is writes rather than password hashing.
    const writer = async () => {
      while (!stop) {
        const i = n++;
        const email = `writer-${i}@example.com`;
        const res = await fetch(`${server!.url}/api/contact`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
          },
          body: JSON.stringify({ name: 'Load', email, message: 'A write under load, numbered.' }),
        }).catch(() => null);
        if (res?.status === 201 || res?.status === 200) acknowledged.push(email);
      }
    };
    const writers = Promise.all([writer(), writer(), writer()]);
    while (acknowledged.length < 20) await new Promise((r) => setTimeout(r, 20));

    const before = [...acknowledged];
    const out = await run(process.execPath, [bin, 'backup', backupFile], { env });
    expect(out.stdout).toMatch(/Backed up .* to .*snapshot\.sqlite/);
    const duringBackup = acknowledged.length - before.length;
    stop = true;
    await writers;
    await server.kill();
    server = null;
    expect(duringBackup).toBeGreaterThan(0); // the backup really ran beside writes

    // Refuses to overwrite, and restores with the old database kept aside.
    await expect(run(process.execPath, [bin, 'backup', backupFile], { env })).rejects.toMatchObject({ code: 1 });
    const restored = await run(process.execPath, [bin, 'restore', backupFile], { env });
    expect(restored.stdout).toMatch(/Restored .* previous database is kept as .*before-restore-/);

    const db = new SQLite(path.join(dataDir, 'oddslens.sqlite'), { readonly: true });
    const emails = new Set((db.prepare('select email from contact_messages').all() as { email: string }[]).map((r) => r.email));
    db.close();
    const missing = before.filter((e) => !emails.has(e));
    expect(missing).toEqual([]);
    // And the restored database is one the app accepts.
    expect((await run(process.execPath, [bin, 'migrate'], { env })).stdout).toMatch(/up to date/);
  });

  it('points PostgreSQL deployments to pg_dump', async () => {
    const res = run(process.execPath, [bin, 'backup', path.join(dataDir, 'x.dump')], {
      env: { ...env, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/none' },
    });
    await expect(res).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/pg_dump/) });
  });

  it('refuses to restore a file that is not an OddsLens database', async () => {
    const junk = path.join(dataDir, 'junk.sqlite');
    fs.writeFileSync(junk, 'not a database');
    await expect(run(process.execPath, [bin, 'restore', junk], { env })).rejects.toMatchObject({ code: 1 });
  });
});
