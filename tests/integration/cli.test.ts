import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../server/src/db/database';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../..');
const bin = path.join(repoRoot, 'bin/oddslens.js');

describe('oddslens CLI', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslens-cli-'));
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('migrates, then says the database is up to date', async () => {
    expect((await run(process.execPath, [bin, 'migrate'], { env })).stdout).toMatch(/Applied: 0001-initial/);
    expect((await run(process.execPath, [bin, 'migrate'], { env })).stdout).toMatch(/up to date/);
  });

  it('creates an admin that can sign in, and promotes an existing account', async () => {
    const created = await run(
      process.execPath,
      [bin, 'create-admin', '--email', 'Root@Example.com', '--password', 'root-password-1'],
      { env },
    );
    expect(created.stdout).toMatch(/Created admin root@example.com/);
    const again = await run(process.execPath, [bin, 'create-admin', '--email', 'root@example.com'], { env });
    expect(again.stdout).toMatch(/Promoted root@example.com/);
    const db = createDatabase({ kind: 'sqlite', file: path.join(dataDir, 'oddslens.sqlite') });
    const row = await db
      .selectFrom('users')
      .select(['role', 'password_hash'])
      .where('email', '=', 'root@example.com')
      .executeTakeFirst();
    await db.destroy();
    expect(row?.role).toBe('admin');
    expect(row?.password_hash).toMatch(/^scrypt\$/);
  });

  it('refuses bad arguments and bad configuration with a clear message', async () => {
    await expect(run(process.execPath, [bin, 'create-admin'], { env })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/--email/),
    });
    await expect(
      run(process.execPath, [bin, 'create-admin', '--email', 'x@y.zz', '--password', 'short'], { env }),
    ).rejects.toMatchObject({ code: 1 });
    await expect(run(process.execPath, [bin, 'migrate'], { env: { ...env, PORT: 'eighty' } })).rejects.toMatchObject({
      stderr: expect.stringMatching(/Invalid configuration:[\s\S]*PORT/),
    });
  });

  it('runs billing maintenance on demand', async () => {
    const out = await run(process.execPath, [bin, 'billing:maintain'], { env });
    expect(JSON.parse(out.stdout)).toMatchObject({ renewed: 0, expired: 0, swept: 0 });
  });

  it('analyses a screenshot file and prints the same PredictionResult the API returns', async () => {
    const file = path.resolve(repoRoot, '../shared/corpus/synthetic-dev/dev-001-desktopEvent.png');
    const out = await run(process.execPath, [bin, 'analyze', file, '--lang', 'ru', '--json'], { env, timeout: 60_000 });
    const result = JSON.parse(out.stdout);
    expect(result).toMatchObject({
      language: 'ru',
      sport: 'football',
      extractedData: { homeOdds: '2.28', drawOdds: '3.73', awayOdds: '2.97' },
    });
    expect(result.marketAnalysis.margin).toBeGreaterThan(0);
    expect(result.warnings.join(' ')).toMatch(/[а-яё]/i);
    expect(typeof result.engineVersion).toBe('string');
  });

  it('exits non-zero when nothing can be read from the image', async () => {
    const blank = path.join(dataDir, 'blank.png');
    const sharp = (await import('sharp')).default;
    await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ffffff' } })
      .png()
      .toFile(blank);
    await expect(run(process.execPath, [bin, 'analyze', blank], { env, timeout: 60_000 })).rejects.toMatchObject({ code: 1 });
  });

  it('reads every match on each screenshot in one process: JSON per file, or the review screen as text', async () => {
    const file = path.resolve(repoRoot, '../shared/corpus/synthetic-dev/dev-001-desktopEvent.png');
    const notImage = path.join(dataDir, 'notes.txt');
    fs.writeFileSync(notImage, 'not a screenshot');
    // One unreadable file does not stop the others; it is named, and the exit status says so.
    const failed = await run(process.execPath, [bin, 'read', file, notImage, '--json'], { env, timeout: 120_000 }).then(
      () => null,
      (e: { code: number; stdout: string }) => e,
    );
    expect(failed?.code).toBe(1);
    const readings = JSON.parse(failed!.stdout) as { file: string; matches: unknown[]; error?: string }[];
    expect(readings.map((r) => r.file)).toEqual([file, notImage]);
    expect(readings[0]!.matches[0]).toMatchObject({
      teams: ['Valencia', 'Sevilla'],
      odds: { home: '2.28', draw: '3.73', away: '2.97' },
      market: '1x2',
    });
    expect(readings[1]).toEqual({ file: notImage, matches: [], error: 'UNSUPPORTED_IMAGE' });

    const text = await run(process.execPath, [bin, 'read', file, '--lang', 'ru'], { env, timeout: 120_000 });
    expect(text.stdout).toMatch(/dev-001-desktopEvent\.png: прочитан 1 матч/);
    expect(text.stdout).toMatch(/Valencia – Sevilla/);
    expect(text.stdout).toMatch(/Коэффициенты: 2,28 \/ 3,73 \/ 2,97 \(десятичные\)/);
    expect(text.stdout).toMatch(/Рынок: исход матча \(1X2\)/);

    await expect(run(process.execPath, [bin, 'read'], { env })).rejects.toMatchObject({ code: 2 });
  }, 300_000);

  it('prints usage for an unknown command', async () => {
    await expect(run(process.execPath, [bin, 'frobnicate'], { env })).rejects.toMatchObject({
      code: 2,
      stdout: expect.stringMatching(/Usage: oddslens/),
    });
  });
});
