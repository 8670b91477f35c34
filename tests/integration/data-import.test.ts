import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createScreenshotAnalyzer } from '../../server/src/pipeline/screenshot-analyzer';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../..');
const bin = path.join(repoRoot, 'bin/oddslens.js');
const shipped = path.join(repoRoot, 'server/data/market-ratings.json');
const hash = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

// A football-data.co.uk season file in the site's own column layout, three Premier League matches after the shipped
// data ends: Chelsea priced as clear favourites away at Arsenal, so the market-implied ratings must move.
const CSV = [
  'Div,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG,FTR,B365H,B365D,B365A,PSH,PSD,PSA,MaxH,MaxD,MaxA,AvgH,AvgD,AvgA,PSCH,PSCD,PSCA',
  'E0,01/02/2026,15:00,Arsenal,Chelsea,1,2,A,3.60,3.70,2.05,3.70,3.75,2.08,3.80,3.80,2.12,3.55,3.65,2.02,3.90,3.80,2.02',
  'E0,08/02/2026,15:00,Liverpool,Arsenal,0,0,D,2.10,3.60,3.40,2.12,3.70,3.45,2.20,3.80,3.55,2.08,3.55,3.35,2.05,3.70,3.60',
  'E0,15/02/2026,17:30,Chelsea,Tottenham,3,0,H,1.60,4.20,5.25,1.62,4.30,5.40,1.66,4.40,5.60,1.58,4.10,5.10,1.55,4.40,5.90',
].join('\r\n');

describe('oddslens data import (issue 49)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslens-import-'));
  const csv = path.join(dataDir, '..', `E0_2526_test_${process.pid}.csv`);
  fs.writeFileSync(csv, '\ufeff' + CSV);
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(csv, { force: true });
  });

  it('adds the season file to DATA_DIR, refreshes the ratings there, and says how old the data is', async () => {
    const before = hash(shipped);
    const shippedFile = JSON.parse(fs.readFileSync(shipped, 'utf8')) as {
      dataTo: string;
      teams: Record<string, [number, string, number, string]>;
    };
    const { stdout } = await run(process.execPath, [bin, 'data', 'import', csv], { env });
    expect(stdout).toContain('3 matches (E0, 2026-02-01 to 2026-02-15)');
    expect(stdout).toContain('3 of them, with Pinnacle closing prices, moved the market-implied ratings');
    expect(stdout).toContain(`now runs to 2026-02-15 (before: ${shippedFile.dataTo})`);
    // The season file is kept in DATA_DIR, never in the repository; the shipped ratings are untouched.
    expect(fs.existsSync(path.join(dataDir, 'football-data', path.basename(csv)))).toBe(true);
    expect(hash(shipped)).toBe(before);
    const imported = JSON.parse(fs.readFileSync(path.join(dataDir, 'market-ratings.json'), 'utf8')) as typeof shippedFile;
    expect(imported.dataTo).toBe('2026-02-15');
    expect(imported.teams['Arsenal']![1]).toBe('2026-02-08');
    expect(imported.teams['Chelsea']![0]).toBeGreaterThan(shippedFile.teams['Chelsea']![0]);

    // The same file again adds nothing twice.
    const again = await run(process.execPath, [bin, 'data', 'import', csv], { env });
    expect(again.stdout).toContain('0 of them');

    // The analysis uses the refreshed ratings and names the date of their latest match, in both languages.
    const analyzer = createScreenshotAnalyzer({ workers: 1, langPath: '/usr/share/tesseract-ocr/5/tessdata', dataDir });
    const match = {
      teams: ['Arsenal', 'Chelsea'] as [string, string],
      sport: 'football',
      date: '2026-03-01',
      odds: { home: '2.60', draw: '3.50', away: '2.70' },
      oddsFormat: 'decimal' as const,
    };
    const en = await analyzer.analyzeConfirmed(match, 'en');
    expect(en.result.facts!.reference).toMatchObject({ kind: 'market-model', asOf: '2026-02-15', advises: false });
    expect(en.result.keyFactors.join(' ')).toMatch(/latest match in the data February 15, 2026/);
    const ru = await analyzer.analyzeConfirmed(match, 'ru');
    expect(ru.result.keyFactors.join(' ')).toMatch(/последний матч в данных — 15 февраля 2026/);
    await analyzer.close();
  }, 60_000);

  it('refuses a file that is not a football-data.co.uk season', async () => {
    const bad = path.join(dataDir, 'notes.csv');
    fs.writeFileSync(bad, 'a,b,c\n1,2,3\n');
    await expect(run(process.execPath, [bin, 'data', 'import', bad], { env })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('holds no football-data.co.uk matches'),
    });
  });
});
