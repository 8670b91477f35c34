/**
 * bench:web's timing of Analyse to review on real screenshots (issue 50), in Debian chromium, beside the pipeline's
 * own upload and reading of the same bytes in the same run. Run by bench/web.ts.
 *
 * Inside the limits a real user meets: the server under test keeps its per-user upload and reading budgets
 * (UPLOAD_MAX_PER_MINUTE 30, EXTRACT_PER_MINUTE 20 and reading at upload's own 20), and the screenshots go round a
 * few bench users, each taking at most SAMPLES_PER_USER_MINUTE of them in any minute (each costs two uploads, two
 * readings at upload and two extract calls: its own and the pipeline's). When every user has spent its minute the
 * bench waits before pressing Analyse, so the wait is not timed. If a limit is met anyway, what the app does is
 * timed as a user would live it: the review's amber waiting state retries by itself and its wait is counted in; an
 * upload refused with 429 is pressed again after its Retry-After, counted in too. A screenshot that does not reach
 * the review within the per-screenshot timeout is recorded as a failure and the run goes on.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page, type Response } from '@playwright/test';
import { repoRoot } from './bench-common';

const CORPUS = path.join(repoRoot, '..', 'shared', 'corpus');
const IMAGE = /\.(png|jpe?g|webp)$/i;
/** Screenshots one bench user takes in any minute: 4 uploads and readings per screenshot stay within a real budget. */
const SAMPLES_PER_USER_MINUTE = 6;
const USERS = 3;
/** An upload refused for a while (429) is pressed again, as a user would, at most this many times. */
const UPLOAD_RETRIES = 2;

export interface ReviewOptions {
  base: string;
  chromiumPath: string;
  flags: string[];
  /** Every n-th screenshot of the sets (sorted by set and name): a shorter run. */
  every?: number;
  /** Which sets of ../shared/corpus; default every real-dev* set. */
  sets?: string[];
  /** Per screenshot, for each side (the page, then the pipeline): beyond it the screenshot is a failure. */
  timeoutMs?: number;
}

export type Shown = 'form' | 'picker' | 'grid' | 'noOdds';

export interface ReviewSample {
  set: string;
  file: string;
  bytes: number;
  /** Pressing Analyse to the review showing the reading (its form, picker or grid, or that no odds were found). */
  uiMs: number;
  /** Of that: the press to the review page opening (the upload, the page's code ready)... */
  uploadMs: number;
  /** ...and the review page opening to the reading shown. */
  readMs: number;
  /** Time the page spent waiting out a limit (amber waiting state, or an upload pressed again after its 429). */
  waitedMs: number;
  shown: Shown;
  /** The pipeline alone on a fresh upload of the same bytes: the PUT's start to the extract answer. */
  pipelineMs: number;
  /** Of that, the PUT (the server starts reading the upload when it has stored it)... */
  putMs: number;
  /** ...and the extract call, from its request. */
  extractMs: number;
  /** Distinct progress texts the page showed between the press and the review. */
  progressSteps: number;
}

export interface ReviewFailure {
  set: string;
  file: string;
  side: 'page' | 'pipeline';
  reason: string;
}

interface Stats {
  p50: number;
  p95: number;
}

export interface ReviewTiming {
  sets: string[];
  every: number;
  images: number;
  users: number;
  samplesPerUserMinute: number;
  timeoutMs: number;
  loadAverage: number;
  loadAverageEnd: number;
  ui: Stats;
  pipeline: Stats;
  stages: { uploadMs: Stats; readMs: Stats; putMs: Stats; extractMs: Stats; progressSteps: Stats };
  /** p50 of each screenshot's own ratio (UI / pipeline), and the ratio of the two p50s. */
  p50Ratio: number;
  ratioOfMedians: number;
  /** Screenshots whose time includes a limit waited out, and that time in all. */
  waited: { samples: number; totalMs: number };
  failures: ReviewFailure[];
  samples: ReviewSample[];
  /** Pacing: time spent before presses waiting for a user's minute to free up (never timed). */
  pacedMs: number;
}

const pct = (xs: number[], p: number) => {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((s.length - 1) * p + 0.5))]!;
};
const stats = (xs: number[]): Stats => ({ p50: pct(xs, 0.5), p95: pct(xs, 0.95) });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The real-dev* sets' screenshots, by path (never copied into the repository). */
function screenshots(sets: string[], every: number) {
  return sets
    .flatMap((set) => {
      const dir = path.join(CORPUS, set);
      if (!fs.existsSync(dir)) return [];
      return fs
        .readdirSync(dir)
        .filter((f) => IMAGE.test(f))
        .sort()
        .map((file) => ({ set, file, full: path.join(dir, file) }));
    })
    .filter((_, i) => i % every === 0);
}

interface BenchUser {
  context: BrowserContext;
  page: Page;
  /** When each of its screenshots started, for the minute's budget. */
  starts: number[];
}

/** A signed-up user in a context of its own (its own cookies), English interface. */
async function newUser(browser: Awaited<ReturnType<typeof chromium.launch>>, base: string, n: number): Promise<BenchUser> {
  const context = await browser.newContext({ baseURL: base });
  await context.addInitScript(() => window.localStorage.setItem('oddslens-language', 'en'));
  const page = await context.newPage();
  await page.goto('/pricing');
  const email = `bench-review-${Date.now()}-${n}@example.com`;
  const status = await page.evaluate(async (address) => {
    const res = await fetch('/api/auth/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: address, password: 'bench-web-password' }),
    });
    return res.status;
  }, email);
  if (status !== 201) throw new Error(`bench user sign-up answered ${status}`);
  return { context, page, starts: [] };
}

/** The user with a screenshot left in its minute, waiting (untimed) until one has; returns how long it waited. */
async function nextUser(users: BenchUser[]): Promise<{ user: BenchUser; pacedMs: number }> {
  const started = Date.now();
  for (;;) {
    const now = Date.now();
    for (const u of users) u.starts = u.starts.filter((t) => now - t < 60_000);
    const free = users.filter((u) => u.starts.length < SAMPLES_PER_USER_MINUTE).sort((a, b) => a.starts.length - b.starts.length);
    if (free[0]) {
      free[0].starts.push(now);
      return { user: free[0], pacedMs: now - started };
    }
    const oldest = Math.min(...users.map((u) => u.starts[0]!));
    await sleep(Math.max(200, oldest + 60_000 - now + 50));
  }
}

interface PageTiming {
  t0: number;
  tRoute?: number;
  t1?: number;
  shown?: Shown;
  /** The error a reading ended with when it is worth another try (not a timing: a failure). */
  error?: string;
  waitStart?: number;
  waitedMs: number;
  steps: string[];
}

/** Installs the page's own clock: the press, the review route, the reading shown, waits and progress texts. */
async function watch(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __review: Record<string, unknown> };
    const r = { waitedMs: 0, steps: [] as string[] } as {
      t0?: number;
      tRoute?: number;
      t1?: number;
      shown?: string;
      error?: string;
      waitStart?: number;
      waitedMs: number;
      steps: string[];
    };
    w.__review = r as unknown as Record<string, unknown>;
    document.addEventListener('click', () => (r.t0 ??= performance.now()), { capture: true, once: true });
    // (No named functions in here: tsx would wrap them in a __name() the page does not have.)
    new MutationObserver(() => {
      const now = performance.now();
      for (const el of document.querySelectorAll('[data-testid="progress-text"], [data-testid="file-state"]')) {
        const text = el.textContent ?? '';
        if (text && r.steps[r.steps.length - 1] !== text) r.steps.push(text);
      }
      if (r.tRoute === undefined && location.pathname === '/review') r.tRoute = now;
      if (r.t1 !== undefined || r.error !== undefined) return;
      const failed = document.querySelector<HTMLElement>('[data-testid="read-failed"]');
      const state = failed?.dataset['state'];
      // The amber waiting state retries by itself: its time is counted in, the watch goes on.
      if (state === 'waiting') {
        r.waitStart ??= now;
        return;
      }
      if (r.waitStart !== undefined) {
        r.waitedMs += now - r.waitStart;
        r.waitStart = undefined;
      }
      if (state === 'retry') {
        r.error = document.querySelector('[data-testid="read-error"]')?.textContent ?? 'reading failed';
        return;
      }
      const shown = document.querySelector('[data-testid="comparison-grid"]')
        ? 'grid'
        : document.querySelector('[data-testid="match-picker"]')
          ? 'picker'
          : document.getElementById('review-form-title')
            ? 'form'
            : state === 'final'
              ? 'noOdds'
              : null;
      if (shown) {
        r.t1 = now;
        r.shown = shown;
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  });
}

const analyseButton = (page: Page) => page.locator('button.btn-primary.w-full', { hasText: /Analy[sz]e/ });

async function analyseEnabled(page: Page, timeoutMs: number): Promise<void> {
  await page.waitForFunction(
    () => {
      const b = [...document.querySelectorAll<HTMLButtonElement>('button.btn-primary.w-full')].find((x) =>
        /Analy[sz]e/.test(x.textContent ?? ''),
      );
      return !!b && !b.disabled;
    },
    null,
    { timeout: timeoutMs },
  );
}

/**
 * One screenshot through the page: chosen, Analyse pressed, stopped at the review. An upload refused with 429 leaves
 * the file on the upload view (the app says so on its tile): pressed again after its Retry-After, the wait counted.
 */
async function throughPage(page: Page, file: string, timeoutMs: number): Promise<PageTiming> {
  const deadline = Date.now() + timeoutMs;
  const left = () => Math.max(1, deadline - Date.now());
  await page.goto('/?upload=1', { timeout: left() });
  await page.locator('input[type=file]').setInputFiles(file);
  await analyseEnabled(page, left());
  await watch(page);
  const refused: number[] = [];
  const onResponse = (res: Response) => {
    if (res.request().method() === 'PUT' && new URL(res.url()).pathname.startsWith('/uploads/') && res.status() === 429)
      refused.push(Number(res.headers()['retry-after'] ?? 5));
  };
  page.on('response', onResponse);
  try {
    await analyseButton(page).click({ timeout: left() });
    let presses = 0;
    let extraWait = 0;
    for (;;) {
      const r = await page.evaluate(() => (window as unknown as { __review: PageTiming }).__review);
      if (r.t1 !== undefined || r.error !== undefined) return { ...r, waitedMs: r.waitedMs + extraWait };
      if (Date.now() >= deadline) throw new Error(`no review within ${timeoutMs} ms`);
      // Refused upload: back on the upload view with the file still there. Wait as told, then press again.
      if (refused.length > presses && r.tRoute === undefined) {
        if (presses >= UPLOAD_RETRIES) throw new Error('upload refused with 429 after retries');
        const wait = refused[presses]! * 1000;
        presses += 1;
        const waitStart = Date.now();
        await analyseEnabled(page, left());
        await sleep(Math.max(0, wait - (Date.now() - waitStart)));
        extraWait += Date.now() - waitStart;
        await analyseButton(page).click({ timeout: left() });
      }
      await sleep(50);
    }
  } finally {
    page.off('response', onResponse);
  }
}

/** The pipeline alone on a fresh upload of the same bytes, timed in the page: PUT, then extract. */
async function throughPipeline(page: Page, file: string, timeoutMs: number) {
  const bytes = fs.readFileSync(file);
  const mime = /\.png$/i.test(file) ? 'image/png' : /\.webp$/i.test(file) ? 'image/webp' : 'image/jpeg';
  const result = await page.evaluate(
    async ([data, type, ms]) => {
      const signal = AbortSignal.timeout(ms);
      const grant = await fetch('/api/objects/upload', { method: 'POST', signal });
      if (!grant.ok) return { error: `upload URL answered ${grant.status}` };
      const { uploadURL } = (await grant.json()) as { uploadURL: string };
      const start = performance.now();
      const put = await fetch(uploadURL, {
        method: 'PUT',
        headers: { 'content-type': type },
        body: new Uint8Array(data),
        signal,
      });
      if (!put.ok) return { error: `upload answered ${put.status}` };
      const { objectPath } = (await put.json()) as { objectPath: string };
      const asked = performance.now();
      const res = await fetch('/api/predictions/extract', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ imageUrls: [objectPath] }),
        signal,
      });
      await res.text();
      const end = performance.now();
      // A page with no odds is an answer (400 UNREADABLE_IMAGE), as the review's message is; a limit or an error is not.
      if (res.status !== 200 && res.status !== 400) return { error: `extract answered ${res.status}` };
      return { pipelineMs: end - start, putMs: asked - start, extractMs: end - asked };
    },
    [[...bytes], mime, timeoutMs] as [number[], string, number],
  );
  if ('error' in result) throw new Error(result.error);
  return { ...result, bytes: bytes.length };
}

export async function measureReview(opts: ReviewOptions): Promise<ReviewTiming | { skipped: string }> {
  const sets =
    opts.sets ??
    (fs.existsSync(CORPUS)
      ? fs
          .readdirSync(CORPUS)
          .filter((d) => /^real-dev\d*$/.test(d))
          .sort()
      : []);
  const every = opts.every ?? 1;
  const timeoutMs = opts.timeoutMs ?? 90_000;
  const files = screenshots(sets, every);
  if (files.length === 0) return { skipped: `no screenshots under ${CORPUS}/{${sets.join(',')}}` };
  const loadAverage = Number(os.loadavg()[0]!.toFixed(2));
  const browser = await chromium.launch({ executablePath: opts.chromiumPath, args: opts.flags });
  const samples: ReviewSample[] = [];
  const failures: ReviewFailure[] = [];
  let pacedMs = 0;
  try {
    const users = await Promise.all(Array.from({ length: USERS }, (_, n) => newUser(browser, opts.base, n)));
    // One warm-up first (OCR workers start lazily), not counted.
    for (const [i, f] of [files[0]!, ...files].entries()) {
      const picked = await nextUser(users);
      pacedMs += i === 0 ? 0 : picked.pacedMs;
      const { user } = picked;
      let ui: PageTiming;
      try {
        ui = await throughPage(user.page, f.full, timeoutMs);
      } catch (err) {
        if (i > 0) failures.push({ set: f.set, file: f.file, side: 'page', reason: (err as Error).message.split('\n')[0]! });
        console.error(`${f.set}/${f.file}: page FAILED (${(err as Error).message.split('\n')[0]})`);
        // A page left mid-way (a hung upload, a reading still under way) is replaced, not reused.
        await user.page.close().catch(() => undefined);
        user.page = await user.context.newPage();
        continue;
      }
      if (ui.error !== undefined) {
        if (i > 0) failures.push({ set: f.set, file: f.file, side: 'page', reason: ui.error });
        console.error(`${f.set}/${f.file}: page FAILED (${ui.error})`);
        continue;
      }
      let pipe: Awaited<ReturnType<typeof throughPipeline>>;
      try {
        pipe = await throughPipeline(user.page, f.full, timeoutMs);
      } catch (err) {
        if (i > 0) failures.push({ set: f.set, file: f.file, side: 'pipeline', reason: (err as Error).message.split('\n')[0]! });
        console.error(`${f.set}/${f.file}: pipeline FAILED (${(err as Error).message.split('\n')[0]})`);
        continue;
      }
      if (i === 0) continue; // warm-up
      const t1 = ui.t1!;
      const tRoute = ui.tRoute ?? t1;
      samples.push({
        set: f.set,
        file: f.file,
        bytes: pipe.bytes,
        uiMs: Math.round(t1 - ui.t0),
        uploadMs: Math.round(tRoute - ui.t0),
        readMs: Math.round(t1 - tRoute),
        waitedMs: Math.round(ui.waitedMs),
        shown: ui.shown!,
        pipelineMs: Math.round(pipe.pipelineMs),
        putMs: Math.round(pipe.putMs),
        extractMs: Math.round(pipe.extractMs),
        progressSteps: ui.steps.length,
      });
      const s = samples.at(-1)!;
      console.error(
        `[${i}/${files.length}] ${f.set}/${f.file}: ui ${s.uiMs} ms (upload ${s.uploadMs}, reading ${s.readMs}${s.waitedMs ? `, waited ${s.waitedMs}` : ''}), pipeline ${s.pipelineMs} ms (${s.shown})`,
      );
    }
    await Promise.all(users.map((u) => u.context.close()));
  } finally {
    await browser.close();
  }
  const ui = samples.map((s) => s.uiMs);
  const pipe = samples.map((s) => s.pipelineMs);
  const of = (k: keyof ReviewSample) => stats(samples.map((s) => s[k] as number));
  return {
    sets,
    every,
    images: samples.length,
    users: USERS,
    samplesPerUserMinute: SAMPLES_PER_USER_MINUTE,
    timeoutMs,
    loadAverage,
    loadAverageEnd: Number(os.loadavg()[0]!.toFixed(2)),
    ui: stats(ui),
    pipeline: stats(pipe),
    stages: {
      uploadMs: of('uploadMs'),
      readMs: of('readMs'),
      putMs: of('putMs'),
      extractMs: of('extractMs'),
      progressSteps: of('progressSteps'),
    },
    p50Ratio: Number(
      pct(
        samples.map((s) => s.uiMs / s.pipelineMs),
        0.5,
      ).toFixed(2),
    ),
    ratioOfMedians: Number((pct(ui, 0.5) / Math.max(1, pct(pipe, 0.5))).toFixed(2)),
    waited: { samples: samples.filter((s) => s.waitedMs > 0).length, totalMs: samples.reduce((a, s) => a + s.waitedMs, 0) },
    failures,
    samples,
    pacedMs,
  };
}

const UI_TARGET_MS = 2000;
const RATIO_TARGET = 1.3;

export function reviewMarkdown(r: ReviewTiming | { skipped: string }): string {
  if ('skipped' in r) return `## Analyse to review (real screenshots)\n\nNot measured: ${r.skipped}.`;
  const shown = (k: Shown) => r.samples.filter((s) => s.shown === k).length;
  const ms = (s: Stats) => `p50 ${s.p50} ms, p95 ${s.p95} ms`;
  return [
    '## Analyse to review (real screenshots)',
    '',
    `${r.images} real screenshots timed of ${r.images + r.failures.length} (../shared/corpus/{${r.sets.join(',')}}, read by path${r.every > 1 ? `, one in ${r.every} of the sets sorted by name` : ''}), one run each after a warm-up; load average ${r.loadAverage} at the start and ${r.loadAverageEnd} at the end.`,
    "The page's own clock, from pressing Analyse on the upload view to the review showing the reading (its form, picker",
    'or grid, or the message that no odds were found). Beside each, in the same run and page: the pipeline alone on a',
    "fresh upload of the same bytes, from the PUT's start to the extract answer (the server reads an upload when it is",
    `stored). Within a real user's limits: ${r.users} bench users, each at most ${r.samplesPerUserMinute} screenshots in any minute, the server's`,
    `default per-user upload and reading budgets; a limit's wait, had one been met, is counted in the time. Per screenshot`,
    `timeout ${Math.round(r.timeoutMs / 1000)} s (then a failure). Waited between screenshots for a user's minute: ${Math.round(r.pacedMs / 1000)} s (not timed).`,
    '',
    `- Analyse to review: ${ms(r.ui)} (target p50 <= ${UI_TARGET_MS} ms) ${r.ui.p50 <= UI_TARGET_MS ? 'PASS' : 'FAIL'}`,
    `- the pipeline's own upload and reading, same run: ${ms(r.pipeline)}`,
    `- ratio, p50 of each screenshot's own: ${r.p50Ratio}x; of the p50s: ${r.ratioOfMedians}x (target <= ${RATIO_TARGET}x) ${r.p50Ratio <= RATIO_TARGET ? 'PASS' : 'FAIL'}`,
    `- the page's stages: press to the review page open (upload) ${ms(r.stages.uploadMs)}; review page open to the reading shown ${ms(r.stages.readMs)}`,
    `- the pipeline's stages: PUT ${ms(r.stages.putMs)}; extract call ${ms(r.stages.extractMs)}`,
    `- progress texts shown before the review: p50 ${r.stages.progressSteps.p50}, p95 ${r.stages.progressSteps.p95} (each file's state on its tile, the upload's percentage, then the reading's step)`,
    `- limits waited out inside a timing: ${r.waited.samples} screenshots, ${r.waited.totalMs} ms in all`,
    `- shown: ${shown('form')} form, ${shown('picker')} picker, ${shown('grid')} grid, ${shown('noOdds')} "no odds found"`,
    `- failures: ${r.failures.length}${r.failures.length ? ` (${r.failures.map((f) => `${f.set}/${f.file} ${f.side}: ${f.reason}`).join('; ')})` : ''}`,
    '',
    '| set | file | kB | Analyse to review ms | upload ms | reading ms | waited ms | pipeline ms | PUT ms | extract ms | shown |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...r.samples.map(
      (s) =>
        `| ${s.set} | ${s.file} | ${Math.round(s.bytes / 1024)} | ${s.uiMs} | ${s.uploadMs} | ${s.readMs} | ${s.waitedMs} | ${s.pipelineMs} | ${s.putMs} | ${s.extractMs} | ${s.shown} |`,
    ),
  ].join('\n');
}
