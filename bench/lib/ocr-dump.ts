// Dev helper: OCR every corpus image once and cache the OcrPage JSON, so extraction rules can be iterated offline.
// Usage: npx tsx bench/lib/ocr-dump.ts <outDir> [set...]
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './bench-common';
import { createTesseractPool } from '../../server/src/ocr/tesseract-pool';
import { preprocessForOcr } from '../../server/src/ocr/preprocess';

const out = process.argv[2] ?? '/tmp/ocrdev';
const sets = process.argv.slice(3).length ? process.argv.slice(3) : ['synthetic-dev', 'real-dev'];
const corpus = path.resolve(repoRoot, '../shared/corpus');
const pool = createTesseractPool({ size: 2 });
fs.mkdirSync(out, { recursive: true });
for (const set of sets) {
  const files = fs.readdirSync(path.join(corpus, set)).filter((f) => /\.(png|jpe?g|webp)$/i.test(f));
  await Promise.all(
    files.map(async (f) => {
      const img = fs.readFileSync(path.join(corpus, set, f));
      const pre = await preprocessForOcr(img);
      const t = performance.now();
      const page = await pool.recognize(pre.buffer);
      fs.writeFileSync(
        path.join(out, `${set}__${f}.json`),
        JSON.stringify({ ...page, scale: pre.scale, inverted: pre.inverted }),
      );
      console.log(set, f, Math.round(performance.now() - t), 'ms');
    }),
  );
}
await pool.close();
