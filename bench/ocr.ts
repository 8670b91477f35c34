/**
 * OCR + extraction benchmark (issue 10): every match the extractor returns, scored against labelled screenshots.
 *
 *   npm run bench:ocr -- [--set all|gen,synthetic-dev,real-dev,real-dev2] [--gen DIR] [--no-cache] [--no-cli]
 *                        [--no-lofo] [--verbose] [--latency-n 20] [--batch 20] [--lofo-threads 2]
 *                        [--engine hybrid|tesseract]
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
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ScreenshotReading } from '@shared/reading';
import { loadGazetteer } from '../server/src/extraction/gazetteer';
import { extractMatches } from '../server/src/extraction/matches';
import { DEFAULT_PARAMS, PARAM_GRID, type ExtractionParams } from '../server/src/extraction/params';
import type { OcrPage } from '../server/src/ocr/engine';
import { createOcrEngine, DEFAULT_OCR_ENGINE, OCR_ENGINES, type OcrEngineKind } from '../server/src/ocr/create-engine';
import { createTesseractPool } from '../server/src/ocr/tesseract-pool';
import { machineInfo, percentile, repoRoot, writeReport } from './lib/bench-common';
import { cacheKey, ocrVersion, readCache, writeCache, type CachedOcr } from './lib/ocr-cache';
import { readGeneratedLabels, readSetLabels, type BenchImage } from './lib/ocr-labels';
import { createExtractPool } from './lib/ocr-extract-pool';
import { gridCombos, leaveOneFamilyOut, type LofoResult } from './lib/ocr-lofo';
import { missText, objective, scoreImage, summarise, type ImageScore, type Summary } from './lib/ocr-score';

const execFileP = promisify(execFile);
const args = process.argv.slice(2);
const arg = (name: string, def: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : def;
};
const flag = (name: string) => args.includes(`--${name}`);
const ALL_SETS = ['gen', 'synthetic-dev', 'real-dev', 'real-dev2'];
const setArg = arg('set', 'all');
const wanted = setArg === 'all' ? ALL_SETS : setArg.split(',');
if (!wanted.every((w) => ALL_SETS.includes(w))) {
  console.error(`--set takes ${ALL_SETS.join(', ')} (comma-separated) or all`);
  process.exit(2);
}
const genDir = path.resolve(repoRoot, arg('gen', 'bench/corpus/out'));
const useCache = !flag('no-cache');
const runCli = !flag('no-cli');
const runLofo = !flag('no-lofo');
const verbose = flag('verbose');
const latencyN = Number(arg('latency-n', '20'));
const batchN = Number(arg('batch', '20'));
const workers = Number(process.env['OCR_WORKERS'] ?? 2);
const engineKind = arg('engine', DEFAULT_OCR_ENGINE) as OcrEngineKind;
if (!OCR_ENGINES.includes(engineKind)) {
  console.error(`--engine takes ${OCR_ENGINES.join(' or ')}`);
  process.exit(2);
}
const langPath = process.env['OCR_LANG_PATH'] ?? '/usr/share/tesseract-ocr/5/tessdata';
const languages = ['eng', 'rus'];
const corpus = path.resolve(repoRoot, '../shared/corpus');
/** Extraction over the whole grid is affordable up to this many seconds; beyond it, coordinate search. */
const GRID_BUDGET_S = 90;

const tRun = performance.now();
const loadStart = os.loadavg()[0]!;
const ms = (t0: number) => performance.now() - t0;
const round = (x: number) => Math.round(x);
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return {
    n: s.length,
    p50: round(percentile(s, 50)),
    p95: round(percentile(s, 95)),
    mean: round(s.reduce((a, b) => a + b, 0) / Math.max(1, s.length)),
  };
};
type Stats = ReturnType<typeof stats>;

async function limit<T>(items: T[], n: number, fn: (x: T) => Promise<void>) {
  let i = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, n) }, async () => {
      while (i < items.length) await fn(items[i++]!);
    }),
  );
}

/** The native CLI on the original image: `tesseract IMG stdout -l eng+rus --psm 3`, one thread. */
async function cliTime(file: string): Promise<number> {
  const t0 = performance.now();
  await execFileP('tesseract', [file, 'stdout', '-l', languages.join('+'), '--psm', '3', '--tessdata-dir', langPath], {
    env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    maxBuffer: 16 * 1024 * 1024,
  });
  return ms(t0);
}

/** Evenly spread indices: the latency sample. */
function spread(n: number, k: number): number[] {
  if (k >= n) return Array.from({ length: n }, (_, i) => i);
  return Array.from({ length: k }, (_, i) => Math.floor((i * n) / k));
}

// ---- sets -------------------------------------------------------------------------------------------------------

interface SetRun {
  name: string;
  images: BenchImage[];
  /** Generated and synthetic-dev screenshots: the 350 ms target; real ones: 1000 ms. */
  synthetic: boolean;
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
  sets.push({ name, images: images.filter((i) => fs.existsSync(i.path)), synthetic: name === 'gen' || name === 'synthetic-dev' });
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
await engine.warm();
const warmMs = round(ms(tWarm));
console.log(
  `pool: ${workers} warm tesseract.js worker(s) in ${warmMs} ms; cache ${useCache ? 'on' : 'off (--no-cache)'}; CLI ${runCli ? 'on' : 'off'}; sets: ${sets.map((s) => `${s.name} (${s.images.length})`).join(', ')}`,
);

interface Ocred extends CachedOcr {
  img: BenchImage;
}
interface LatencyRow {
  file: string;
  ocr: number;
  extract: number;
  total: number;
  cli: number | null;
}

type Stage = 'read' | 'ocr' | 'extract' | 'cli';
/** What went wrong outside scoring: an unreadable file is left out; an OCR or extraction error scores as nothing read. */
const failures = new Map<string, { set: string; file: string; stage: Stage; error: string }>();
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
let freshRuns = 0;

/** Latency sample (fresh, one at a time, with the CLI after each), then every other image from cache or fresh OCR. */
async function ocrSet(set: SetRun): Promise<{ pages: Ocred[]; latency: LatencyRow[] }> {
  const pages = new Array<Ocred | undefined>(set.images.length);
  const latency: LatencyRow[] = [];
  const sample = new Set(spread(set.images.length, latencyN));
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
      const cli = runCli ? await cliTime(img.path).catch((e: unknown) => (fail(img, 'cli', e), null)) : null;
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

function scoreAll(pages: Ocred[], params: ExtractionParams, timings?: number[]): ImageScore[] {
  return pages.map((o) => {
    const t0 = performance.now();
    const reading = extract(o, params);
    timings?.push(ms(t0));
    return scoreImage(reading, o.img, gazetteer);
  });
}

function byFamily(scores: ImageScore[]): Record<string, Summary> {
  const fams = [...new Set(scores.map((s) => s.family))].sort();
  return Object.fromEntries(fams.map((f) => [f, summarise(scores.filter((s) => s.family === f))]));
}

// ---- run --------------------------------------------------------------------------------------------------------

interface SetResult {
  name: string;
  summary: Summary;
  families: Record<string, Summary>;
  latency: {
    total: Stats;
    ocr: Stats;
    extract: Stats;
    cli: Stats | null;
    targetMs: number;
    meetsTarget: boolean;
  };
  extractFromCacheMs: Stats;
  scores: ImageScore[];
  latencyRows: LatencyRow[];
}

const results: SetResult[] = [];
const pagesBySet = new Map<string, Ocred[]>();
for (const set of sets) {
  const t0 = performance.now();
  const { pages, latency } = await ocrSet(set);
  pagesBySet.set(set.name, pages);
  const timings: number[] = [];
  const scores = scoreAll(pages, DEFAULT_PARAMS, timings);
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

// Throughput per core: a batch through the pool with all workers busy, against the CLI sequentially.
const batchSet = sets.find((s) => s.name === 'gen') ?? sets.find((s) => s.name === 'synthetic-dev') ?? sets[0]!;
const batch = spread(batchSet.images.length, batchN).map((i) => batchSet.images[i]!);
const bufs = batch.map((b) => readImage(b));
const tPool = performance.now();
await limit(
  bufs.map((_, i) => i),
  workers + 1,
  async (i) => {
    const buf = bufs[i];
    if (!buf) return;
    try {
      const o = await freshOcr(buf);
      extract({ img: batch[i]!, ...o }, DEFAULT_PARAMS);
    } catch (e) {
      fail(batch[i]!, 'ocr', e);
    }
  },
);
const poolWall = ms(tPool);
const batchRead = bufs.filter(Boolean).length;
let cliWall: number | null = null;
if (runCli) {
  const t = performance.now();
  for (const [i, b] of batch.entries()) if (bufs[i]) await cliTime(b.path).catch((e: unknown) => fail(b, 'cli', e));
  cliWall = ms(t);
}
await pool.close();
const perCore = (n: number, wall: number, cores: number) => n / (wall / 1000) / cores;
const throughput = {
  set: batchSet.name,
  images: batchRead,
  workers,
  poolWallMs: round(poolWall),
  poolImagesPerSecPerCore: Math.round(perCore(batchRead, poolWall, workers) * 100) / 100,
  cliWallMs: cliWall == null ? null : round(cliWall),
  cliImagesPerSecPerCore: cliWall == null ? null : Math.round(perCore(batchRead, cliWall, 1) * 100) / 100,
  ratio:
    cliWall == null ? null : Math.round((perCore(batchRead, poolWall, workers) / perCore(batchRead, cliWall, 1)) * 100) / 100,
};

// Leave-one-family-out on the generated set; real sets are never tuned on.
let lofo: LofoResult | null = null;
const genResult = results.find((r) => r.name === 'gen');
const genPages = pagesBySet.get('gen');
let tuningNote = 'none (no generated set in this run): every set scored with DEFAULT_PARAMS';
if (runLofo && genPages && genResult) {
  const combos = gridCombos(PARAM_GRID).length;
  const threads = Math.max(1, Number(arg('lofo-threads', String(os.availableParallelism()))));
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
  tuningNote = `gen only (leave-one-family-out over PARAM_GRID, ${mode} search); synthetic-dev, real-dev and real-dev2 are scored with DEFAULT_PARAMS only`;
} else if (genPages) tuningNote = 'none (--no-lofo): every set scored with DEFAULT_PARAMS';

const runSeconds = Math.round(ms(tRun) / 1000);
const loadEnd = os.loadavg()[0]!;
const loadText = `1-min load average ${loadStart.toFixed(1)} at start, ${loadEnd.toFixed(1)} at end on ${os.cpus().length} cores (timings above ~${os.cpus().length} are inflated by other work on the machine)`;

// ---- report -----------------------------------------------------------------------------------------------------

const pc = (r: { rate: number | null; ok: number; n: number }) =>
  r.rate == null ? 'n/a' : `${(r.rate * 100).toFixed(1)}% (${r.ok}/${r.n})`;
const pcShort = (r: { rate: number | null }) => (r.rate == null ? 'n/a' : `${(r.rate * 100).toFixed(1)}%`);
const accRow = (label: string, s: Summary) =>
  `| ${label} | ${s.images} | ${pc(s.teams)} | ${pc(s.oddsValues)} | ${pc(s.date)} | ${pc(s.rightMatch)} | ${pc(s.rowRecall)} | ${pc(s.negatives)} | ${s.misreads} (${s.trustedMisreads} trusted) |`;
const ACC_HEAD = [
  '| | images | teams | odds values | date | right match | row recall | negatives | misread prices (trusted) |',
  '|---|---|---|---|---|---|---|---|---|',
];
const paramText = (p: ExtractionParams) =>
  (Object.keys(DEFAULT_PARAMS) as (keyof ExtractionParams)[])
    .map((k) => `${k} ${p[k]}${p[k] === DEFAULT_PARAMS[k] ? '' : '*'}`)
    .join(', ');

const md: string[] = [
  '# OCR and extraction benchmark',
  '',
  `Machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}; node ${process.version}. OCR engine: ${engineKind}; pool: ${workers} warm tesseract.js worker(s) (${languages.join('+')}, LSTM). Generated by \`npm run bench:ocr${args.length ? ` -- ${args.join(' ')}` : ''}\`.`,
  '',
  `Run: ${runSeconds} s wall; ${loadText}. OCR fresh ${freshRuns}, from cache ${cacheHits} (bench/.cache/ocr, version ${version}).`,
  '',
  `**Sets used for tuning:** ${tuningNote}.`,
  ...skipped.map((s) => `\nSkipped: ${s}`),
  '',
  '## Accuracy (DEFAULT_PARAMS)',
  '',
  ...ACC_HEAD,
  ...results.map((r) => accRow(r.name, r.summary)),
  '',
];

for (const r of results.filter((x) => x.name === 'gen' || x.name === 'synthetic-dev' || x.name === 'real-dev2')) {
  md.push(
    `### ${r.name} per family (DEFAULT_PARAMS)`,
    '',
    ...ACC_HEAD,
    ...Object.entries(r.families).map(([f, s]) => accRow(f, s)),
    '',
  );
}

if (lofo) {
  md.push(
    '## Leave-one-family-out (generated set)',
    '',
    `For each family, PARAM_GRID searched (${lofo.mode}, ${lofo.combosEvaluated} combinations evaluated) on the other families, objective = mean of teams, odds values, date and right match; the family is then scored with the chosen params (* = differs from DEFAULT_PARAMS).`,
    '',
    '| held-out family | images | chosen params | train objective | teams | odds values | date | right match | row recall | negatives | misread |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...lofo.folds.map(
      (f) =>
        `| ${f.family} | ${f.images} | ${paramText(f.params)} | ${(f.trainObjective * 100).toFixed(1)}% | ${pc(f.heldOut.teams)} | ${pc(f.heldOut.oddsValues)} | ${pc(f.heldOut.date)} | ${pc(f.heldOut.rightMatch)} | ${pc(f.heldOut.rowRecall)} | ${pc(f.heldOut.negatives)} | ${f.heldOut.misreads} |`,
    ),
    `| **pooled LOFO** | ${lofo.pooled.images} | | ${(objective(lofo.pooled) * 100).toFixed(1)}% (held out) | ${pc(lofo.pooled.teams)} | ${pc(lofo.pooled.oddsValues)} | ${pc(lofo.pooled.date)} | ${pc(lofo.pooled.rightMatch)} | ${pc(lofo.pooled.rowRecall)} | ${pc(lofo.pooled.negatives)} | ${lofo.pooled.misreads} (${lofo.pooled.trustedMisreads} trusted) |`,
    genResult
      ? `| all families, DEFAULT_PARAMS | ${genResult.summary.images} | ${paramText(DEFAULT_PARAMS)} | ${(objective(genResult.summary) * 100).toFixed(1)}% | ${pc(genResult.summary.teams)} | ${pc(genResult.summary.oddsValues)} | ${pc(genResult.summary.date)} | ${pc(genResult.summary.rightMatch)} | ${pc(genResult.summary.rowRecall)} | ${pc(genResult.summary.negatives)} | ${genResult.summary.misreads} |`
      : '',
    '',
  );
}

md.push(
  '## Speed (fresh OCR, never the cache)',
  '',
  `Latency: an evenly spread sample of up to ${latencyN} images per set, one at a time through the warm pool; the native CLI (\`tesseract IMG stdout -l eng+rus --psm 3\`, OMP_THREAD_LIMIT=1, process start included) on the ORIGINAL image right after each.`,
  '',
  '| set | sample | total p50 | total p95 | OCR p50 (image preparation included) | extract p50 | CLI p50 | CLI p95 | target p50 | met |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...results.map((r) => {
    const l = r.latency;
    return `| ${r.name} | ${l.total.n} | ${l.total.p50} | ${l.total.p95} | ${l.ocr.p50} | ${l.extract.p50} | ${l.cli?.p50 ?? '-'} | ${l.cli?.p95 ?? '-'} | ${l.targetMs} | ${l.meetsTarget ? 'yes' : 'NO'} |`;
  }),
  '',
  `Throughput per core (${throughput.images} images of ${throughput.set}, all submitted at once): pool with OCR_WORKERS=${workers}: ${throughput.poolWallMs} ms wall = **${throughput.poolImagesPerSecPerCore} images/s per core**` +
    (throughput.cliWallMs != null
      ? `; native CLI sequential in one process: ${throughput.cliWallMs} ms = **${throughput.cliImagesPerSecPerCore} images/s per core**; pool / CLI = **${throughput.ratio}**.`
      : '.'),
  '',
  `Extraction alone from cached OCR (DEFAULT_PARAMS), p50 / p95 ms: ${results.map((r) => `${r.name} ${r.extractFromCacheMs.p50} / ${r.extractFromCacheMs.p95}`).join('; ')}.`,
  '',
  ...(failures.size
    ? [
        '## Failures',
        '',
        ...[...failures.values()].map(
          (f) =>
            `- ${f.set}/${f.file}: ${f.stage} failed (${f.error})${f.stage === 'read' ? ': left out' : f.stage === 'cli' ? ': no CLI time' : ': scored as nothing read'}`,
        ),
        '',
      ]
    : []),
  '## Misread prices (must be zero)',
  '',
);
const allMisreads = results.flatMap((r) => r.scores.flatMap((s) => s.misreads.map((m) => ({ set: r.name, ...m }))));
const oddsStr = (o: Record<string, string | null>) => `${o['home'] ?? '·'} / ${o['draw'] ?? '·'} / ${o['away'] ?? '·'}`;
md.push(
  ...(allMisreads.length
    ? allMisreads.map(
        (m) =>
          `- ${m.set}/${m.file}: ${m.teams?.join(' – ')} read ${oddsStr(m.read)}, printed ${m.label.map(oddsStr).join(' or ')}`,
      )
    : ['None.']),
  '',
  '## Misses (DEFAULT_PARAMS)',
  '',
);
const MAX_MISSES = 40;
for (const r of results) {
  const misses = r.scores.filter((s) => missText(s));
  md.push(`### ${r.name}: ${misses.length} of ${r.scores.length} images`, '');
  for (const s of misses.slice(0, MAX_MISSES)) {
    const top = s.top
      ? `${s.top.teams?.join(' – ') ?? 'no teams'}, ${oddsStr(s.top.odds)}${s.top.date ? `, ${s.top.date}` : ''}`
      : 'no match';
    md.push(`- ${s.file}: ${missText(s)}; ${s.matches} match(es), top: ${top}`);
  }
  if (misses.length > MAX_MISSES) md.push(`- ... ${misses.length - MAX_MISSES} more in ocr.json`);
  md.push('');
}
md.push(
  '## Scoring rules',
  '',
  "- names: equal after folding (case, diacritics, punctuation, Cyrillic transliteration), or one name's tokens a subset of the other's, or both the same gazetteer club; a null label side is not scored.",
  '- prices: compared as decimal values (comma decimals normalised, fractional and American converted), to 0.005.',
  '- teams / odds values / date: the primary event against the most prominent match (mostProminent). Odds values: every printed slot (a slip: the selection\'s); a printed "-" expects no price. Date: month and day, where printed.',
  "- right match: the most prominent match equals one labelled event: both teams, every printed price, and no price where none is printed (a slip: the selection's price).",
  "- row recall: labelled rows with a price found anywhere among the returned matches by the same rule (a comparison's other bookmaker rows are accepted readings, not counted).",
  '- negatives: images with no 1X2/moneyline price printed: no returned match carries a price.',
  "- misread prices: returned matches whose teams equal a labelled row but which return a price that row does not print (a missing price is not a misread). Trusted: the market is complete and its price confidence reaches the engine's trust threshold (MIN_TRUSTED_OCR), so a stake could rest on it; the others are shown as unsure and never staked.",
  '',
);

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
    misreads: allMisreads,
    failures: [...failures.values()],
  },
  md.join('\n'),
);

// ---- console summary --------------------------------------------------------------------------------------------
console.log('');
for (const r of results) {
  const s = r.summary;
  const l = r.latency;
  console.log(
    `${r.name.padEnd(13)} teams ${pcShort(s.teams)}  odds ${pcShort(s.oddsValues)}  date ${pcShort(s.date)}  right ${pcShort(s.rightMatch)}  rows ${pcShort(s.rowRecall)}  neg ${pcShort(s.negatives)}  misread ${s.misreads} (${s.trustedMisreads} trusted)  | p50 ${l.total.p50} ms (target ${l.targetMs}${l.meetsTarget ? ' met' : ' MISSED'}), p95 ${l.total.p95}${l.cli ? `, CLI p50 ${l.cli.p50}` : ''}`,
  );
}
if (lofo) {
  const p = lofo.pooled;
  console.log(
    `LOFO pooled (gen): teams ${pcShort(p.teams)}  odds ${pcShort(p.oddsValues)}  date ${pcShort(p.date)}  right ${pcShort(p.rightMatch)}`,
  );
}
console.log(
  `throughput per core: pool ${throughput.poolImagesPerSecPerCore} img/s${throughput.cliImagesPerSecPerCore != null ? `, CLI ${throughput.cliImagesPerSecPerCore} img/s, ratio ${throughput.ratio}` : ''}`,
);
console.log(`tuning: ${tuningNote}`);
if (failures.size) console.log(`${failures.size} failure(s): see ## Failures in ocr.md`);
console.log(`${loadText}`);
console.log(`run ${runSeconds} s; wrote bench/results/ocr.json and bench/results/ocr.md`);
