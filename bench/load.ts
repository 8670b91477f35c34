/**
 * npm run bench:load — HTTP throughput of the main JSON endpoints and the landing page, as a ratio to a bare
 * Fastify hello-world measured in the same run on the same machine, plus p99 latency; and analysis throughput
 * per core with the in-process OCR pool and with two BullMQ workers (when Redis answers).
 * Loopback only, bounded in time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { machineInfo, percentile, repoRoot, waitFor, writeReport } from './lib/bench-common';

const DURATION_S = Number(process.env['BENCH_DURATION'] ?? 5);
const CONNECTIONS = 20;

interface Measure {
  name: string;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
}

/** What Chromium sends with a fetch() from the web app; the JSON endpoints are measured as the app calls them. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: '*/*' };

async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  target = false,
): Promise<Measure & { target: boolean; bytesPerResponse: number }> {
  // A short unrecorded run first, so every target is measured warm (JIT, caches, connections), as the baseline is.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return {
    name,
    target,
    requestsPerSec: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    bytesPerResponse: Math.round(r.throughput.total / Math.max(1, r.requests.total)),
  };
}

function startNode(args: string[], env: Record<string, string>): Promise<{ stop: () => void }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.stderr.on('data', (d: Buffer) => (out += d));
    child.once('exit', (code) => reject(new Error(`process exited ${code}: ${out}`)));
    resolve({ stop: () => child.kill('SIGTERM') });
  });
}

async function httpSection() {
  const helloPort = 3201;
  const appPort = 3202;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslens-bench-'));
  const hello = await startNode(['bench/lib/hello-fastify.mjs', String(helloPort)], {});
  const uncachedPort = 3203;
  const appEnv = (port: number) => ({
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret!',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    SIGNUP_RATE_LIMIT_MAX: '100000000',
    ANALYSIS_MAX_IN_FLIGHT: '100000',
    ANALYSIS_MAX_PER_MINUTE: '100000000',
  });
  const app = await startNode(['bin/oddslens.js', 'serve'], appEnv(appPort));
  let uncached: { stop: () => void } | null = null;
  try {
    await waitFor(`http://127.0.0.1:${helloPort}/`);
    await waitFor(`http://127.0.0.1:${appPort}/healthz`);
    // The same database served by a second process with the per-user caches off: what every cache miss costs.
    uncached = await startNode(['bin/oddslens.js', 'serve'], { ...appEnv(uncachedPort), USER_CACHE_MS: '0' });
    await waitFor(`http://127.0.0.1:${uncachedPort}/healthz`);
    const signup = await fetch(`http://127.0.0.1:${appPort}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password-1' }),
    });
    const cookie = (signup.headers.getSetCookie()[0] ?? '').split(';')[0]!;
    await seedHistory(dataDir, 'bench@example.com', 20);

    const app = `http://127.0.0.1:${appPort}`;
    const cold = `http://127.0.0.1:${uncachedPort}`;
    const results = [
      await measure('bare Fastify hello-world', `http://127.0.0.1:${helloPort}/`),
      await measure('GET /api/user/stats', `${app}/api/user/stats`, { ...BROWSER, cookie }, true),
      await measure('GET /api/predictions/history (20 items)', `${app}/api/predictions/history`, { ...BROWSER, cookie }, true),
      await measure('GET /api/predictions/history, no Accept-Encoding', `${app}/api/predictions/history`, { cookie }),
      await measure('GET /api/user/stats, caches off (every request a miss)', `${cold}/api/user/stats`, { ...BROWSER, cookie }),
      await measure('GET /api/predictions/history, caches off', `${cold}/api/predictions/history`, { ...BROWSER, cookie }),
      await measure('GET / (landing page)', `${app}/`, BROWSER),
    ];
    const base = results[0]!.requestsPerSec;
    return results.map((r) => ({ ...r, ratioToHello: Number((r.requestsPerSec / base).toFixed(3)) }));
  } finally {
    hello.stop();
    app.stop();
    uncached?.stop();
    await new Promise((r) => setTimeout(r, 300));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** History needs stored predictions: real engine output for synthetic matches, written through the repository. */
async function seedHistory(dataDir: string, email: string, count: number): Promise<void> {
  const { createDatabase } = await import('../server/src/db/database');
  const { predictionsRepository } = await import('../server/src/repositories/predictions.repository');
  const { storedPredictionRow } = await import('../server/src/modules/predictions/fixtures.test-helpers');
  const db = createDatabase({ kind: 'sqlite', file: path.join(dataDir, 'oddslens.sqlite') });
  try {
    const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const repo = predictionsRepository(db);
    // Some settled, so the stats card's track record has rows to count.
    for (let i = 0; i < count; i++)
      await repo.insert(storedPredictionRow(user.id, { variant: i, outcome: i % 3 === 0 ? 'home' : null }));
  } finally {
    await db.destroy();
  }
}

async function corpusImages(limit: number): Promise<Buffer[]> {
  const dir = path.resolve(repoRoot, '../shared/corpus/synthetic-dev');
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.png'))
    .sort()
    .slice(0, limit);
  return files.map((f) => fs.readFileSync(path.join(dir, f)));
}

async function analysisSection() {
  const images = await corpusImages(Number(process.env['BENCH_IMAGES'] ?? 20));
  const { createScreenshotAnalyzer } = await import('../server/src/pipeline/screenshot-analyzer');
  const cores = os.availableParallelism();
  const analyzer = createScreenshotAnalyzer({ workers: cores, langPath: '/usr/share/tesseract-ocr/5/tessdata' });
  await analyzer.warm();
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    images.map(async (img) => {
      const t0 = performance.now();
      await analyzer.analyze([img], 'en');
      latencies.push(performance.now() - t0);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await analyzer.close();
  latencies.sort((a, b) => a - b);
  const inProcess = {
    images: images.length,
    workers: cores,
    imagesPerSecond: Number((images.length / seconds).toFixed(2)),
    imagesPerSecondPerCore: Number((images.length / seconds / cores).toFixed(2)),
    p50Ms: Math.round(percentile(latencies, 50)),
    p95Ms: Math.round(percentile(latencies, 95)),
  };

  let bullmq: Record<string, number | string> | null = null;
  const redisUrl = process.env['BENCH_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
  try {
    const { Redis } = await import('ioredis');
    const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await probe.connect();
    await probe.quit();
    bullmq = await bullmqThroughput(redisUrl, images);
  } catch (err) {
    bullmq = { skipped: `Redis not reachable at ${redisUrl}: ${(err as Error).message}` };
  }
  return { inProcess, bullmq };
}

async function bullmqThroughput(redisUrl: string, images: Buffer[]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslens-bench-q-'));
  const { localStorage } = await import('../server/src/adapters/storage/local-storage');
  const { bullmqQueue } = await import('../server/src/adapters/queue/bullmq-queue');
  const { newId } = await import('../server/src/lib/ids');
  const storage = localStorage(path.join(dataDir, 'uploads'));
  const keys: string[] = [];
  for (const img of images) {
    const key = `uploads/${newId()}`;
    await storage.put(key, img, 'image/png');
    keys.push(key);
  }
  const env = { DATA_DIR: dataDir, REDIS_URL: redisUrl, OCR_WORKERS: '1', LOG_LEVEL: 'warn' };
  const workers = [await startNode(['bin/oddslens.js', 'worker'], env), await startNode(['bin/oddslens.js', 'worker'], env)];
  const queue = bullmqQueue(redisUrl);
  try {
    // Warm-up: the first job per worker pays for starting tesseract.
    await Promise.all([
      queue.run({ storageKeys: [keys[0]!], language: 'en' }),
      queue.run({ storageKeys: [keys[1]!], language: 'en' }),
    ]);
    const started = performance.now();
    await Promise.all(keys.map((k) => queue.run({ storageKeys: [k], language: 'en' })));
    const seconds = (performance.now() - started) / 1000;
    return {
      workers: 2,
      ocrWorkersEach: 1,
      images: keys.length,
      imagesPerSecond: Number((keys.length / seconds).toFixed(2)),
      imagesPerSecondPerCore: Number((keys.length / seconds / os.availableParallelism()).toFixed(2)),
    };
  } finally {
    await queue.close();
    for (const w of workers) w.stop();
    await new Promise((r) => setTimeout(r, 300));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const http = await httpSection();
  const analysis = process.env['BENCH_SKIP_ANALYSIS'] ? null : await analysisSection();
  const report = { machine: machineInfo(), durationSeconds: DURATION_S, connections: CONNECTIONS, http, analysis };
  const lines = [
    '# Load benchmark',
    '',
    `Machine: ${report.machine.cpus} cores (${report.machine.cpuModel}), Node ${report.machine.node}, ${report.machine.date}.`,
    `autocannon, ${CONNECTIONS} connections, 1 s warm-up then ${DURATION_S} s per target, loopback, load generator on the same cores.`,
    'Requests carry the session cookie and the headers Chromium sends from the web app (Accept-Encoding: gzip, deflate, br, zstd)',
    'unless a row says otherwise. Target: the JSON endpoints (marked *) at least 0.5 of bare Fastify.',
    '',
    '| target | req/s | ratio to hello-world | p50 ms | p99 ms | bytes/response | non-2xx |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...http.map(
      (r) =>
        `| ${r.name}${r.target ? ' *' : ''} | ${r.requestsPerSec} | ${r.ratioToHello} | ${r.p50Ms} | ${r.p99Ms} | ${r.bytesPerResponse} | ${r.non2xx} |`,
    ),
    '',
    `Target met: ${http.filter((r) => r.target).every((r) => r.ratioToHello >= 0.5) ? 'yes' : 'no'}.`,
    '',
  ];
  if (analysis) {
    const a = analysis.inProcess;
    lines.push('## Analysis throughput (synthetic-dev screenshots, full pipeline: preprocess, OCR, extraction, engine)', '');
    lines.push(
      `- In-process pool (${a.workers} workers): ${a.imagesPerSecond} images/s, ${a.imagesPerSecondPerCore} per core; p50 ${a.p50Ms} ms, p95 ${a.p95Ms} ms under full load.`,
    );
    const b = analysis.bullmq;
    if (b && 'imagesPerSecond' in b)
      lines.push(
        `- Two BullMQ worker processes (1 OCR worker each): ${b.imagesPerSecond} images/s, ${b.imagesPerSecondPerCore} per core.`,
      );
    else lines.push(`- BullMQ: ${String(b?.['skipped'] ?? 'not measured')}`);
  }
  const md = lines.join('\n');
  console.log(md);
  writeReport('load', report, md);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
