import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ExtractionParams } from '../../server/src/extraction/page/params';
import type { OcrLine } from '../../server/src/ocr/engine';
import { cacheKey, readCache, writeCache } from './ocr-cache';
import { gridCombos, leaveOneFamilyOut, searchCoordinate, searchGrid, type Grid } from './ocr-lofo';
import type { ImageScore } from './ocr-score';

const defaults: ExtractionParams = { cellGap: 1.3, rowMerge: 0.5, minNameConfidence: 40, lowConfidence: 0.6 };
const grid: Grid = {
  cellGap: [1.0, 1.3, 1.8],
  rowMerge: [0.35, 0.5, 0.7],
  minNameConfidence: [20, 40, 60],
  lowConfidence: [0.5, 0.6, 0.7],
};

/** One image per family, right exactly when cellGap is that family's favourite. */
function fakeScores(p: ExtractionParams, favourite: Record<string, number>): ImageScore[] {
  return Object.entries(favourite).map(([family, gap]) => {
    const ok = p.cellGap === gap;
    return {
      file: `${family}.png`,
      family,
      teams: ok,
      date: null,
      odds: [ok],
      rightMatch: ok,
      rows: { found: ok ? 1 : 0, total: 1 },
      negative: null,
      misreads: [],
      top: null,
      matches: 1,
    };
  });
}

describe('leave-one-family-out', () => {
  it('enumerates the grid', () => {
    expect(gridCombos(grid)).toHaveLength(81);
  });

  it('tunes on the other families only, so a family whose favourite nobody else shares scores zero held out', async () => {
    const fav = { a: 1.8, b: 1.8, c: 1.8, d: 1.0 };
    let calls = 0;
    const r = await leaveOneFamilyOut(
      (p) => {
        calls++;
        return fakeScores(p, fav);
      },
      grid,
      defaults,
      'grid',
    );
    expect(calls).toBe(81);
    const byFam = Object.fromEntries(r.folds.map((f) => [f.family, f]));
    expect(byFam['a']!.params.cellGap).toBe(1.8);
    expect(byFam['d']!.params.cellGap).toBe(1.8);
    expect(byFam['d']!.heldOut.rightMatch.rate).toBe(0);
    expect(byFam['a']!.heldOut.rightMatch.rate).toBe(1);
    // Only cellGap matters: ties on the others go to the defaults.
    expect(byFam['a']!.params).toEqual({ ...defaults, cellGap: 1.8 });
    expect(r.pooled.rightMatch).toMatchObject({ ok: 3, n: 4 });
  });

  it('coordinate search reaches the optimum of a separable objective', async () => {
    const target = { cellGap: 1.0, rowMerge: 0.7, minNameConfidence: 60, lowConfidence: 0.6 };
    const score = (p: ExtractionParams) =>
      -(Object.keys(target) as (keyof ExtractionParams)[]).filter((k) => p[k] !== target[k]).length;
    expect(await searchCoordinate(score, grid, defaults)).toEqual(target);
    expect(await searchGrid(score, grid, defaults)).toEqual(target);
  });

  it('keeps the defaults when nothing changes the score', async () => {
    expect(await searchGrid(() => 0.5, grid, defaults)).toEqual(defaults);
    expect(await searchCoordinate(() => 0.5, grid, defaults)).toEqual(defaults);
  });
});

describe('OCR cache', () => {
  it('round-trips a page, with each word one object in its line and in the flat list; another version misses', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ocr-cache-'));
    const w1 = { text: 'Arsenal', confidence: 91, bbox: { x0: 0, y0: 0, x1: 50, y1: 10 } };
    const w2 = { text: '2.10', confidence: 88, bbox: { x0: 60, y0: 0, x1: 80, y1: 10 } };
    const lines: OcrLine[] = [{ text: 'Arsenal 2.10', words: [w1, w2], bbox: { x0: 0, y0: 0, x1: 80, y1: 10 } }];
    const page = { text: 'Arsenal 2.10\n', lines, words: [w1, w2], width: 100, height: 20, confidence: 90 };
    const key = cacheKey(Buffer.from('image bytes'), 'v1');
    expect(key).not.toBe(cacheKey(Buffer.from('image bytes'), 'v2'));
    writeCache(key, 'v1', { page, scale: 2 }, dir);
    const got = readCache(key, 'v1', dir)!;
    expect(got.scale).toBe(2);
    expect(got.page.words.map((w) => w.text)).toEqual(['Arsenal', '2.10']);
    expect(got.page.words[0]).toBe(got.page.lines[0]!.words[0]);
    expect(readCache(key, 'v2', dir)).toBeNull();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
