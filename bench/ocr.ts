/**
 * OCR + extraction benchmark (issue 10): every match the extractor returns, scored against labelled screenshots.
 *
 *   npm run bench:ocr -- [--set|--sets all|gen,synthetic-dev,real-dev,real-dev2,real-dev3,real-dev4] [--gen DIR]
 *                        [--no-cache] [--no-cli] [--no-lofo] [--verbose] [--latency-n 20] [--batch 20]
 *                        [--lofo-threads 2] [--engine hybrid|tesseract]
 *                        [--cached-only] [--dump FILE] [--rows-json FILE]
 *
 * --cached-only re-scores from the OCR cache alone: no OCR (an image not in the cache is named and left out), no
 * speed, no leave-one-family-out, bench/results untouched; the tables are printed. --dump FILE writes every reading
 * ({set: {file: ReadMatch[]}}) to FILE, to check a refactor reads the same; --rows-json FILE the row-level scores.
 * The real sets are also scored row by row, per part of their split (bench/lib/ocr-rows.ts, docs/decisions/0051).
 *
 * Sets: the generated corpus (--gen, default bench/corpus/out, from `npm run corpus:generate`) and
 * ../shared/corpus/{synthetic-dev,real-dev,real-dev2} (read by path, never copied). Labels: bench/lib/ocr-labels.ts;
 * scoring rules: bench/lib/ocr-score.ts.
 *
 * OCR runs once per image and is cached (bench/lib/ocr-cache.ts); extraction is re-run from the cache, so the
 * leave-one-family-out search over PARAM_GRID on the generated set costs milliseconds per combination. Real sets
 * are never used for tuning: they are scored with DEFAULT_PARAMS only.
 *
 * Speed, in the same run and always from fresh OCR: latency per image (preprocess + OCR + extract, images one at a
 * time through the warm pool) on an evenly spread sample of each set, beside the native tesseract CLI on the
 * original image; throughput per core with OCR_WORKERS (default 2) workers on a batch, against the CLI run
 * sequentially in one process. Writes bench/results/ocr.json and bench/results/ocr.md.
 *
 * Parts: bench/lib/ocr-args.ts (the command line), bench/lib/ocr-timing.ts (latency statistics, the CLI timed),
 * bench/lib/ocr-throughput.ts (throughput per core), bench/lib/ocr-report.ts (ocr.md and the console summary).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ScreenshotReading } from '@shared/reading';
import { loadGazetteer } from '../server/src/extraction/names/gazetteer';
import { extractMatches } from '../server/src/extraction/assemble/matches';
import { DEFAULT_PARAMS, PARAM_GRID, type ExtractionParams } from '../server/src/extraction/page/params';
import type { OcrPage } from '../server/src/ocr/engine';
import { createOcrEngine } from '../server/src/ocr/create-engine';
import { createTesseractPool } from '../server/src/ocr/tesseract-pool';
import { machineInfo, repoRoot, writeReport } from './lib/bench-common';
import { parseOcrArgs } from './lib/ocr-args';
import { cacheKey, ocrVersion, readCache, writeCache, type CachedOcr } from './lib/ocr-cache';
import { readGeneratedLabels, readSetLabels, type BenchImage } from './lib/ocr-labels';
import { createExtractPool } from './lib/ocr-extract-pool';
import { readRealSet, scoreReal, type RealImage } from './lib/ocr-rows';
import { partSummaries, printRows, type RealSetRows } from './lib/ocr-rows-report';
import { gapsOf, type Gap } from './lib/ocr-gaps';
import { isRealSet } from './lib/real-split';
import { gridCombos, leaveOneFamilyOut, type LofoResult } from './lib/ocr-lofo';
import {
  misreadsOf,
  ocrMarkdown,
  printSummary,
  type Failure,
  type LatencyRow,
  type OcrRun,
  type SetResult,
  type Stage,
} from './lib/ocr-report';
import { missText, scoreImage, summarise, type ImageScore, type Summary } from './lib/ocr-score';
import { measureThroughput } from './lib/ocr-throughput';
import { cliTime, limit, ms, round, spread, stats } from './lib/ocr-timing';

const args = process.argv.slice(2);
const {
  wanted,
  genDir,
  useCache,
  runCli,
  runLofo,
  verbose,
  cachedOnly,
  dumpFile,
  rowsJson,
  latencyN,
  batchN,
  workers,
  engineKind,
  langPath,
  languages,
  lofoThreads,
} = parseOcrArgs(args);
const corpus = path.resolve(repoRoot, '../shared/corpus');
/** Extraction over the whole grid is affordable up to this many seconds; beyond it, coordinate search. */
const GRID_BUDGET_S = 90;

const tRun = performance.now();
const loadStart = os.loadavg()[0]!;

// ---- sets -------------------------------------------------------------------------------------------------------

interface SetRun {
  name: string;
  images: BenchImage[];
  /** Generated and synthetic-dev screenshots: the 350 ms target; real ones: 1000 ms. */
  synthetic: boolean;
  /** Real sets: the labelled rows and the part of each file (bench/lib/ocr-rows.ts). */
  real: Map<string, RealImage> | null;
}

const sets: SetRun[] = [];
const skipped: string[] = [];
for (const name of wanted) {
  let images: BenchImage[] | null;
  if (name === 'gen') {
    images = readGeneratedLabels(genDir);
    if (!images) {
      const shown = genDir.startsWith(`${repoRoot}/`) ? path.relative(repoRoot, genDir) : genDir;
      const msg = `gen: no generated corpus at ${shown} (no labels.jsonl there nor in its family folders; run \`npm run corpus:generate\` or pass --gen DIR): skipped`;
      console.log(msg);
      skipped.push(msg);
      continue;
    }
  } else {
    const dir = path.join(corpus, name);
    if (!fs.existsSync(path.join(dir, 'labels.jsonl'))) {
      const msg = `${name}: no labels.jsonl in ${dir}: skipped`;
      console.log(msg);
      skipped.push(msg);
      continue;
    }
    images = readSetLabels(name, dir);
  }
  const missing = images.filter((i) => !fs.existsSync(i.path));
  if (missing.length)
    console.log(`${name}: ${missing.length} labelled image(s) missing on disk, left out (first: ${missing[0]!.file})`);
  const real = isRealSet(name) ? new Map(readRealSet(name, path.join(corpus, name)).map((r) => [r.file, r])) : null;
  sets.push({
    name,
    images: images.filter((i) => fs.existsSync(i.path)),
    synthetic: name === 'gen' || name === 'synthetic-dev',
    real,
  });
}
if (!sets.length) {
  console.log('nothing to measure');
  process.exit(1);
}

const gazetteer = loadGazetteer();
const version = ocrVersion(languages, engineKind);
const pool = createTesseractPool({ size: workers, langPath, languages, timeoutMs: 60_000 });
const engine = createOcrEngine(engineKind, pool);
const tWarm = performance.now();
if (!cachedOnly) await engine.warm();
const warmMs = round(ms(tWarm));
console.log(
  cachedOnly
    ? `cached only: no OCR; sets: ${sets.map((s) => `${s.name} (${s.images.length})`).join(', ')}`
    : `pool: ${workers} warm tesseract.js worker(s) in ${warmMs} ms; cache ${useCache ? 'on' : 'off (--no-cache)'}; CLI ${runCli ? 'on' : 'off'}; sets: ${sets.map((s) => `${s.name} (${s.images.length})`).join(', ')}`,
);

interface Ocred extends CachedOcr {
  img: BenchImage;
}

/** What went wrong outside scoring: an unreadable file is left out; an OCR or extraction error scores as nothing read. */
const failures = new Map<string, Failure>();
const fail = (img: BenchImage, stage: Stage, e: unknown) => {
  const key = `${img.set}/${img.file}/${stage}`;
  if (!failures.has(key)) {
    failures.set(key, { set: img.set, file: img.file, stage, error: e instanceof Error ? e.message : String(e) });
    console.log(`  ${img.set}/${img.file}: ${stage} failed: ${e instanceof Error ? e.message : String(e)}`);
  }
};
const emptyPage = (): OcrPage => ({ text: '', lines: [], words: [], width: 0, height: 0, confidence: 0 });

function extract(o: Ocred, params: ExtractionParams): ScreenshotReading {
  try {
    return extractMatches(o.page, { gazetteer, scale: o.scale, screenshot: 0, params });
  } catch (e) {
    fail(o.img, 'extract', e);
    return { width: 0, height: 0, matches: [], warnings: [] };
  }
}

/** The product's engine on the screenshot as uploaded; its preparation of the image is part of the OCR time. */
async function freshOcr(buf: Buffer): Promise<{ page: OcrPage; scale: number; ocr: number }> {
  const t0 = performance.now();
  const page = await engine.recognize(buf);
  return { page, scale: page.scale ?? 1, ocr: ms(t0) };
}

function readImage(img: BenchImage): Buffer | null {
  try {
    return fs.readFileSync(img.path);
  } catch (e) {
    fail(img, 'read', e);
    return null;
  }
}

let cacheHits = 0;
/** --cached-only: images left out because their OCR is not in the cache. */
const notCached: string[] = [];
let freshRuns = 0;

/** Latency sample (fresh, one at a time, with the CLI after each), then every other image from cache or fresh OCR. */
async function ocrSet(set: SetRun): Promise<{ pages: Ocred[]; latency: LatencyRow[] }> {
  const pages = new Array<Ocred | undefined>(set.images.length);
  const latency: LatencyRow[] = [];
  const sample = new Set(cachedOnly ? [] : spread(set.images.length, latencyN));
  for (const i of sample) {
    const img = set.images[i]!;
    const buf = readImage(img);
    if (!buf) continue;
    try {
      const t0 = performance.now();
      const o = await freshOcr(buf);
      const t2 = performance.now();
      pages[i] = { img, page: o.page, scale: o.scale };
      extract(pages[i]!, DEFAULT_PARAMS);
      const extractMs = ms(t2);
      const total = ms(t0);
      const cli = runCli ? await cliTime(img.path, languages, langPath).catch((e: unknown) => (fail(img, 'cli', e), null)) : null;
      freshRuns++;
      writeCache(cacheKey(buf, version), version, { page: o.page, scale: o.scale });
      latency.push({
        file: img.file,
        ocr: round(o.ocr),
        extract: round(extractMs),
        total: round(total),
        cli: cli == null ? null : round(cli),
      });
      if (verbose)
        console.log(`  ${set.name}/${img.file}: ${round(total)} ms fresh${cli != null ? `, CLI ${round(cli)} ms` : ''}`);
    } catch (e) {
      fail(img, 'ocr', e);
      pages[i] ??= { img, page: emptyPage(), scale: 1 };
    }
  }
  const rest = set.images.map((_, i) => i).filter((i) => !sample.has(i));
  await limit(rest, workers, async (i) => {
    const img = set.images[i]!;
    const buf = readImage(img);
    if (!buf) return;
    const key = cacheKey(buf, version);
    const hit = useCache ? readCache(key, version) : null;
    if (hit) {
      cacheHits++;
      pages[i] = { img, ...hit };
      return;
    }
    if (cachedOnly) {
      notCached.push(`${img.set}/${img.file}`);
      return;
    }
    try {
      const o = await freshOcr(buf);
      freshRuns++;
      writeCache(key, version, { page: o.page, scale: o.scale });
      pages[i] = { img, page: o.page, scale: o.scale };
    } catch (e) {
      fail(img, 'ocr', e);
      pages[i] = { img, page: emptyPage(), scale: 1 };
    }
  });
  return { pages: pages.filter((p): p is Ocred => !!p), latency };
}

function scoreAll(pages: Ocred[], params: ExtractionParams, timings?: number[], readings?: ScreenshotReading[]): ImageScore[] {
  return pages.map((o) => {
    const t0 = performance.now();
    const reading = extract(o, params);
    timings?.push(ms(t0));
    readings?.push(reading);
    return scoreImage(reading, o.img, gazetteer);
  });
}

function byFamily(scores: ImageScore[]): Record<string, Summary> {
  const fams = [...new Set(scores.map((s) => s.family))].sort();
  return Object.fromEntries(fams.map((f) => [f, summarise(scores.filter((s) => s.family === f))]));
}

// ---- run --------------------------------------------------------------------------------------------------------

const results: SetResult[] = [];
const realRows: RealSetRows[] = [];
const dump: Record<string, Record<string, ScreenshotReading['matches']>> = {};
const pagesBySet = new Map<string, Ocred[]>();
// --cached-only: every set's pages from the cache first, then one extraction pass spread over the cores.
const preRead = new Map<Ocred, ScreenshotReading>();
if (cachedOnly) {
  const all: Ocred[] = [];
  for (const set of sets) {
    const { pages } = await ocrSet(set);
    pagesBySet.set(set.name, pages);
    all.push(...pages);
  }
  const extractPool = createExtractPool(all, lofoThreads());
  try {
    const { readings, errors } = await extractPool.read(DEFAULT_PARAMS);
    for (const e of errors) fail(all.find((o) => o.img.file === e.file)!.img, 'extract', new Error(e.error));
    all.forEach((o, i) => preRead.set(o, { width: 0, height: 0, matches: readings[i] ?? [], warnings: [] }));
  } finally {
    await extractPool.close();
  }
}

for (const set of sets) {
  const t0 = performance.now();
  const { pages, latency } = cachedOnly ? { pages: pagesBySet.get(set.name)!, latency: [] } : await ocrSet(set);
  pagesBySet.set(set.name, pages);
  const timings: number[] = [];
  const readings: ScreenshotReading[] = [];
  const scores = cachedOnly
    ? pages.map((o) => {
        const reading = preRead.get(o)!;
        readings.push(reading);
        return scoreImage(reading, o.img, gazetteer);
      })
    : scoreAll(pages, DEFAULT_PARAMS, timings, readings);
  dump[set.name] = Object.fromEntries(pages.map((o, i) => [o.img.file, readings[i]!.matches]));
  if (set.real) {
    const realScores = pages.flatMap((o, i) => {
      const real = set.real!.get(o.img.file);
      return real ? [scoreReal(real, readings[i]!.matches, o.page.words.length ? o.page : null)] : [];
    });
    const gaps: Gap[] = [];
    for (const o of pages) {
      const real = set.real.get(o.img.file);
      const score = realScores.find((r) => r.file === o.img.file);
      if (real && score && o.page.words.length) gaps.push(...(await gapsOf(real, score, o.page)));
    }
    realRows.push({ name: set.name, scores: realScores, gaps });
  }
  if (verbose) for (const s of scores) console.log(`  ${set.name}/${s.file}: ${missText(s) || 'ok'}`);
  const targetMs = set.synthetic ? 350 : 1000;
  const total = stats(latency.map((r) => r.total));
  results.push({
    name: set.name,
    summary: summarise(scores),
    families: byFamily(scores),
    latency: {
      total,
      ocr: stats(latency.map((r) => r.ocr)),
      extract: stats(latency.map((r) => r.extract)),
      cli: runCli ? stats(latency.flatMap((r) => (r.cli == null ? [] : [r.cli]))) : null,
      targetMs,
      meetsTarget: total.p50 <= targetMs,
    },
    extractFromCacheMs: stats(timings),
    scores,
    latencyRows: latency,
  });
  console.log(`${set.name}: ${pages.length} images read in ${(ms(t0) / 1000).toFixed(1)} s`);
}

if (dumpFile) {
  fs.mkdirSync(path.dirname(dumpFile), { recursive: true });
  fs.writeFileSync(dumpFile, `${JSON.stringify(dump, null, 1)}\n`);
  console.log(`readings of ${Object.values(dump).reduce((a, d) => a + Object.keys(d).length, 0)} images written to ${dumpFile}`);
}
if (rowsJson) {
  fs.mkdirSync(path.dirname(rowsJson), { recursive: true });
  fs.writeFileSync(rowsJson, `${JSON.stringify(realRows, null, 1)}\n`);
  console.log(`row-level scores written to ${rowsJson}`);
}
if (cachedOnly) {
  await pool.close();
  if (notCached.length)
    console.log(
      `${notCached.length} image(s) not in the OCR cache, left out: ${notCached.slice(0, 5).join(', ')}${notCached.length > 5 ? ' ...' : ''}`,
    );
  console.log('');
  for (const r of results) {
    const s = r.summary;
    const p = (x: { rate: number | null }) => (x.rate == null ? 'n/a' : `${(x.rate * 100).toFixed(1)}%`);
    console.log(
      `${r.name.padEnd(13)} teams ${p(s.teams)}  odds ${p(s.oddsValues)}  date ${p(s.date)}  right ${p(s.rightMatch)}  (most prominent match)`,
    );
  }
  console.log('');
  printRows(realRows);
  console.log(`\nre-scored from cache in ${(ms(tRun) / 1000).toFixed(1)} s; bench/results untouched`);
  process.exit(0);
}

// Throughput per core: a batch through the pool with all workers busy, against the CLI sequentially.
const batchSet = sets.find((s) => s.name === 'gen') ?? sets.find((s) => s.name === 'synthetic-dev') ?? sets[0]!;
const batch = spread(batchSet.images.length, batchN).map((i) => batchSet.images[i]!);
const throughput = await measureThroughput({
  setName: batchSet.name,
  batch,
  workers,
  runCli,
  languages,
  langPath,
  readImage,
  ocrAndExtract: async (img, buf) => {
    const o = await freshOcr(buf);
    extract({ img, ...o }, DEFAULT_PARAMS);
  },
  fail,
});
await pool.close();

// Leave-one-family-out on the generated set; real sets are never tuned on.
let lofo: LofoResult | null = null;
const genResult = results.find((r) => r.name === 'gen');
const genPages = pagesBySet.get('gen');
let tuningNote = 'none (no generated set in this run): every set scored with DEFAULT_PARAMS';
if (runLofo && genPages && genResult) {
  const combos = gridCombos(PARAM_GRID).length;
  const threads = lofoThreads();
  const perPass = (genResult.extractFromCacheMs.mean * genPages.length) / threads;
  const mode = (perPass * combos) / 1000 <= GRID_BUDGET_S ? 'grid' : 'coordinate';
  const t0 = performance.now();
  const extractPool = createExtractPool(genPages, threads);
  try {
    lofo = await leaveOneFamilyOut(
      async (p) => {
        const r = await extractPool.score(p);
        for (const e of r.errors) fail(genPages.find((o) => o.img.file === e.file)!.img, 'extract', new Error(e.error));
        return r.scores;
      },
      PARAM_GRID,
      DEFAULT_PARAMS,
      mode,
    );
  } finally {
    await extractPool.close();
  }
  console.log(
    `LOFO: ${mode} search over ${threads} thread(s), ${lofo.combosEvaluated}/${combos} combinations evaluated in ${(ms(t0) / 1000).toFixed(1)} s`,
  );
  tuningNote = `gen only (leave-one-family-out over PARAM_GRID, ${mode} search); synthetic-dev and the real sets are scored with DEFAULT_PARAMS only (the real sets' tune parts are for rules, docs/decisions/0051)`;
} else if (genPages) tuningNote = 'none (--no-lofo): every set scored with DEFAULT_PARAMS';

const runSeconds = Math.round(ms(tRun) / 1000);
const loadEnd = os.loadavg()[0]!;
const loadText = `1-min load average ${loadStart.toFixed(1)} at start, ${loadEnd.toFixed(1)} at end on ${os.cpus().length} cores (timings above ~${os.cpus().length} are inflated by other work on the machine)`;

// ---- report -----------------------------------------------------------------------------------------------------

const run: OcrRun = {
  args,
  engineKind,
  workers,
  languages,
  latencyN,
  runSeconds,
  loadText,
  freshRuns,
  cacheHits,
  version,
  tuningNote,
  skipped,
  results,
  genResult,
  lofo,
  throughput,
  failures: [...failures.values()],
  realRows,
};
const allMisreads = misreadsOf(results);

writeReport(
  'ocr',
  {
    machine: machineInfo(),
    args,
    runSeconds,
    loadAverage: { start: loadStart, end: loadEnd },
    workers,
    warmMs,
    ocrVersion: version,
    cache: { fresh: freshRuns, hits: cacheHits },
    tuning: tuningNote,
    skipped,
    defaults: DEFAULT_PARAMS,
    sets: Object.fromEntries(results.map((r) => [r.name, r])),
    throughput,
    lofo,
    realRows: partSummaries(realRows),
    realRowScores: realRows,
    misreads: allMisreads,
    failures: [...failures.values()],
  },
  ocrMarkdown(run),
);

printSummary(run);
printRows(realRows);
