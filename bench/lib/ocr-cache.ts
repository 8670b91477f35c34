/**
 * OCR once per image: the OcrPage (and the preprocessing scale) of each screenshot cached as JSON under
 * bench/.cache/ocr/ (gitignored), so extraction can be re-run with other parameters in milliseconds.
 *
 * The key is the sha256 of the image bytes plus a version string made of what decides the OCR output: the
 * tesseract.js version, the languages, and the source of the preprocessing and the pool (a change to either
 * invalidates every entry). Cached pages are for accuracy only; latency always comes from fresh OCR.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { OcrLine, OcrPage } from '../../server/src/ocr/engine';
import { repoRoot } from './bench-common';

export const cacheDir = path.join(repoRoot, 'bench/.cache/ocr');

export interface CachedOcr {
  page: OcrPage;
  /** Factor from original pixels to the OCR image's pixels. */
  scale: number;
}

interface Stored {
  version: string;
  scale: number;
  page: { text: string; lines: OcrLine[]; width: number; height: number; confidence: number };
}

export function ocrVersion(languages: string[], engine: string): string {
  const read = (p: string) => {
    try {
      return fs.readFileSync(path.join(repoRoot, p));
    } catch {
      return Buffer.alloc(0);
    }
  };
  const tjs = JSON.parse(read('node_modules/tesseract.js/package.json').toString() || '{}') as { version?: string };
  const h = crypto.createHash('sha256');
  const sources = ['preprocess.ts', 'tesseract-pool.ts', 'tesseract-engine.ts'];
  if (engine === 'hybrid')
    sources.push(
      ...fs
        .readdirSync(path.join(repoRoot, 'server/src/ocr/paddle'))
        // Tests change no reading.
        .filter((f) => !f.endsWith('.test.ts'))
        .map((f) => `paddle/${f}`)
        .sort(),
    );
  for (const f of sources) h.update(read(`server/src/ocr/${f}`));
  return `ocr2-${engine}-tjs${tjs.version ?? '?'}-${languages.join('+')}-${h.digest('hex').slice(0, 12)}`;
}

export function cacheKey(image: Buffer, version: string): string {
  return crypto.createHash('sha256').update(image).update(version).digest('hex');
}

export function readCache(key: string, version: string, dir = cacheDir): CachedOcr | null {
  let stored: Stored;
  try {
    stored = JSON.parse(fs.readFileSync(path.join(dir, `${key}.json`), 'utf8')) as Stored;
  } catch {
    return null;
  }
  if (stored.version !== version) return null;
  // Words are stored once, inside their lines; the flat list is rebuilt so a word is one object in both places,
  // as pageFromTesseract returns it.
  const words = stored.page.lines.flatMap((l) => l.words);
  return { page: { ...stored.page, words }, scale: stored.scale };
}

export function writeCache(key: string, version: string, entry: CachedOcr, dir = cacheDir): void {
  fs.mkdirSync(dir, { recursive: true });
  const { text, lines, width, height, confidence } = entry.page;
  const stored: Stored = { version, scale: entry.scale, page: { text, lines, width, height, confidence } };
  const file = path.join(dir, `${key}.json`);
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(stored));
  fs.renameSync(tmp, file);
}
