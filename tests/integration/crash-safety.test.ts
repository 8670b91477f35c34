import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './support/free-port';
import { startProcess, type ServerProcess } from './support/server-process';

/**
 * A server process killed with SIGKILL in the middle of a stream of writes must not lose any write it
 * acknowledged: every sign-up that got its 201 exists after a restart (SQLite WAL, committed before replying).
 */
describe('crash safety of acknowledged writes (SQLite)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslens-crash-'));
  let server: ServerProcess | null = null;
  afterAll(async () => {
    await server?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged sign-up after a SIGKILL', async () => {
    const port = await freePort();
    const env = {
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_MAX: '100000',
      SIGNUP_RATE_LIMIT_MAX: '100000',
    };
    server = await startProcess('serve', env, port);
    const acknowledged: string[] = [];
    let n = 0;
    const writer = async () => {
      for (;;) {
        const email = `crash-${n++}@example.com`;
        try {
          const res = await fetch(`${server!.url}/api/auth/signup`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password: 'longenough1' }),
          });
          if (res.status === 201) acknowledged.push(email);
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = Promise.all([writer(), writer(), writer(), writer()]);
    // Kill mid-stream once a few writes are acknowledged (not after a fixed time: on a loaded machine password
    // hashing makes sign-ups slow), while the four writers still have requests in flight.
    const started = Date.now();
    while (acknowledged.length < 8 && Date.now() - started < 30_000) await new Promise((r) => setTimeout(r, 50));
    await server.kill('SIGKILL');
    await writers;
    expect(acknowledged.length).toBeGreaterThan(5);

    server = await startProcess('serve', env, port);
    for (const email of acknowledged) {
      const res = await fetch(`${server.url}/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'longenough1' }),
      });
      expect([email, res.status]).toEqual([email, 200]);
    }
  });
});
