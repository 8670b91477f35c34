import crypto from 'node:crypto';
import path from 'node:path';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, startTestApp, type CookieJar, type TestApp } from './support/test-app';
import { authed, signUp, uploadImage } from './support/accounts';
import type { ExtractResponse } from '@shared/reading';
import { redisConnection } from '../../server/src/adapters/queue/bullmq-queue';
import { countingAnalyzer, parseSse, startAppWithWorker, type AppWithWorker } from './support/reading';

/**
 * Reading at upload (docs/decisions/0011, 2026-11-25): storing an upload starts its OCR, and extract and process
 * wait for that reading instead of starting another. Real OCR (counted), real database.
 */

const CORPUS = path.resolve(import.meta.dirname, '../../../shared/corpus/synthetic-dev');
const sample = (name: string) => fs.readFileSync(path.join(CORPUS, name));
const EVENT = 'dev-001-desktopEvent.png'; // Valencia - Sevilla, 2.28 / 3.73 / 2.97
const EVENT_RU = 'dev-007-desktopEvent.png';
const EVENT_3 = 'dev-013-desktopEvent.png';

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

function helpers(get: () => TestApp) {
  const upload = async (jar: CookieJar, name: string) =>
    (await uploadImage(get(), jar, sample(name))).put.json().objectPath as string;
  const post = (jar: CookieJar, url: string, payload: unknown, headers: Record<string, string> = {}) =>
    get().app.inject({ method: 'POST', url, payload: payload as object, headers: authed(jar, headers) });
  const stats = async (jar: CookieJar) => (await get().app.inject({ url: '/api/user/stats', headers: authed(jar) })).json();
  const storedReading = async (objectPath: string) =>
    (
      await get()
        .db.selectFrom('uploads')
        .select('reading_json')
        .where('id', '=', objectPath.split('/').pop()!)
        .executeTakeFirst()
    )?.reading_json ?? null;
  return { upload, post, stats, storedReading };
}

describe.each(DB_KINDS)('reading at upload (%s)', (kind) => {
  let t: TestApp;
  let ocr: { calls: number };
  const { upload, post, stats, storedReading } = helpers(() => t);

  beforeAll(async () => {
    const { analyzer, counter } = countingAnalyzer();
    ocr = counter;
    t = await startTestApp(kind, { READ_ON_UPLOAD: 'true' }, { overrides: { analyzer } });
  }, 60_000);
  afterAll(async () => t?.dispose());

  it('an upload is read on its own, once, and stored with it; extract then reads nothing and spends nothing', async () => {
    const jar = await signUp(t, `ahead-stored-${kind}@example.com`);
    const before = ocr.calls;
    const objectPath = await upload(jar, EVENT);
    // Nobody asked for a reading: it comes from the upload alone.
    await until(async () => (await storedReading(objectPath)) !== null);
    expect(ocr.calls - before).toBe(1);
    const res = await post(jar, '/api/predictions/extract', { imageUrls: [objectPath] });
    expect(res.statusCode).toBe(200);
    expect((res.json() as ExtractResponse).matches[0]).toMatchObject({ teams: ['Valencia', 'Sevilla'], odds: { home: '2.28' } });
    expect(ocr.calls - before).toBe(1);
    expect(await stats(jar)).toMatchObject({ usedPredictions: 0, totalPredictions: 0 });
  }, 60_000);

  it('extract right after the upload waits for the reading under way (progress 0 of 1, then 1 of 1) instead of reading again', async () => {
    const jar = await signUp(t, `ahead-extract-${kind}@example.com`);
    const before = ocr.calls;
    const objectPath = await upload(jar, EVENT);
    // OCR of a screenshot takes hundreds of ms: the reading is still under way when extract arrives.
    expect(await storedReading(objectPath)).toBeNull();
    const res = await post(jar, '/api/predictions/extract', { imageUrls: [objectPath] }, { accept: 'text/event-stream' });
    const events = parseSse(res.body);
    expect(events.map((e) => e.event)).toEqual(['progress', 'progress', 'result']);
    expect(events.slice(0, 2).map((e) => e.data)).toEqual([
      { stage: 'reading', done: 0, total: 1 },
      { stage: 'reading', done: 1, total: 1, screenshot: 0 },
    ]);
    expect((events[2]!.data as ExtractResponse).matches[0]).toMatchObject({ teams: ['Valencia', 'Sevilla'] });
    expect(ocr.calls - before).toBe(1);

    // The review's confirmed match reuses it too, and is charged as always.
    const read = (events[2]!.data as ExtractResponse).matches[0]!;
    const match = {
      sport: read.sport,
      ...(read.league ? { league: read.league } : {}),
      ...(read.date ? { date: read.date } : {}),
      teams: read.teams,
      odds: read.odds,
      oddsFormat: read.oddsFormat,
      fromMatch: read.id,
    };
    const processed = await post(jar, '/api/predictions/process', { imageUrls: [objectPath], match });
    expect(processed.statusCode).toBe(200);
    expect(processed.json()).toMatchObject({ charged: true, userEdits: [] });
    expect(ocr.calls - before).toBe(1);
    expect(await stats(jar)).toMatchObject({ usedPredictions: 1 });
  }, 60_000);

  it('process right after the upload (an API client) waits for the reading under way: one OCR, one charge', async () => {
    const jar = await signUp(t, `ahead-process-${kind}@example.com`);
    const before = ocr.calls;
    // Two uploads of one screenshot: the analysis finds the same match on both.
    const paths = [await upload(jar, EVENT), await upload(jar, EVENT)];
    const res = await post(jar, '/api/predictions/process', { imageUrls: paths });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ charged: true, complete: true, screenshotsAnalyzed: 2 });
    expect(ocr.calls - before).toBe(2);
    expect(await stats(jar)).toMatchObject({ usedPredictions: 1 });
  }, 60_000);

  it('screenshots shared into the app are read ahead too, all of them, once', async () => {
    const jar = await signUp(t, `ahead-share-${kind}@example.com`);
    const form = new FormData();
    for (const name of ['a.png', 'b.png'])
      form.append('screenshots', new Blob([new Uint8Array(sample(EVENT))], { type: 'image/png' }), name);
    const req = new Request('http://x/', { method: 'POST', body: form });
    const before = ocr.calls;
    const res = await t.app.inject({
      method: 'POST',
      url: '/share-target',
      payload: Buffer.from(await req.arrayBuffer()),
      headers: {
        cookie: jar.header(),
        'content-type': req.headers.get('content-type')!,
        'sec-fetch-site': 'none',
        origin: 'null',
      },
    });
    expect(res.statusCode).toBe(303);
    const images = new URL(res.headers.location as string, 'http://x').searchParams.get('images')!.split(',');
    await until(async () => (await storedReading(images[0]!)) !== null && (await storedReading(images[1]!)) !== null);
    expect(ocr.calls - before).toBe(2);
    expect((await post(jar, '/api/predictions/extract', { imageUrls: images })).statusCode).toBe(200);
    expect(ocr.calls - before).toBe(2);
  }, 60_000);

  it('another user can neither extract nor analyse an upload being read ahead, and spends nothing trying', async () => {
    const owner = await signUp(t, `ahead-owner-${kind}@example.com`);
    const other = await signUp(t, `ahead-other-${kind}@example.com`);
    const objectPath = await upload(owner, EVENT);
    expect(await storedReading(objectPath)).toBeNull(); // still under way
    const extract = await post(other, '/api/predictions/extract', { imageUrls: [objectPath] });
    expect([extract.statusCode, extract.json().code]).toEqual([400, 'NO_IMAGES']);
    const processed = await post(other, '/api/predictions/process', { imageUrls: [objectPath] });
    expect([processed.statusCode, processed.json().code]).toEqual([400, 'NO_IMAGES']);
    expect(await stats(other)).toMatchObject({ usedPredictions: 0, totalPredictions: 0 });
    // The owner's reading was not disturbed.
    const mine = await post(owner, '/api/predictions/extract', { imageUrls: [objectPath] });
    expect(mine.statusCode).toBe(200);
  }, 60_000);
});

describe('reading at upload: its own per-user budget', () => {
  let t: TestApp;
  let ocr: { calls: number };
  const { upload, post, storedReading } = helpers(() => t);

  beforeAll(async () => {
    const { analyzer, counter } = countingAnalyzer();
    ocr = counter;
    t = await startTestApp(
      'sqlite',
      { READ_ON_UPLOAD: 'true', EXTRACT_MAX_IN_FLIGHT: '5', EXTRACT_PER_MINUTE: '2' },
      { overrides: { analyzer } },
    );
  }, 60_000);
  afterAll(async () => t?.dispose());

  it('reads ahead at most the per-minute number of uploads; the rest are read when extract asks, and extract is not refused', async () => {
    const jar = await signUp(t, 'ahead-budget@example.com');
    const paths = [await upload(jar, EVENT), await upload(jar, EVENT_RU), await upload(jar, EVENT_3)];
    await until(async () => (await storedReading(paths[0]!)) !== null && (await storedReading(paths[1]!)) !== null);
    // Had the third been started it would be stored well within this wait (the other two took less).
    await new Promise((r) => setTimeout(r, 1500));
    expect(await storedReading(paths[2]!)).toBeNull();
    expect(ocr.calls).toBe(2);

    // Extract has its own budget (2 a minute here): the read-ahead used none of it.
    const first = await post(jar, '/api/predictions/extract', { imageUrls: paths });
    expect(first.statusCode).toBe(200);
    expect(ocr.calls).toBe(3);
    expect(await storedReading(paths[2]!)).not.toBeNull();
    expect((await post(jar, '/api/predictions/extract', { imageUrls: paths })).statusCode).toBe(200);
    const third = await post(jar, '/api/predictions/extract', { imageUrls: paths });
    expect([third.statusCode, third.json().code]).toEqual([429, 'READING_LIMITED']);
    expect(ocr.calls).toBe(3);
  }, 60_000);
});

describe('reading at upload turned off (READ_ON_UPLOAD=false)', () => {
  let t: TestApp;
  let ocr: { calls: number };
  const { upload, post, storedReading } = helpers(() => t);

  beforeAll(async () => {
    const { analyzer, counter } = countingAnalyzer();
    ocr = counter;
    t = await startTestApp('sqlite', { READ_ON_UPLOAD: 'false' }, { overrides: { analyzer } });
  }, 60_000);
  afterAll(async () => t?.dispose());

  it('an upload is not read until extract asks', async () => {
    const jar = await signUp(t, 'ahead-off@example.com');
    const objectPath = await upload(jar, EVENT);
    await new Promise((r) => setTimeout(r, 1000));
    expect([ocr.calls, await storedReading(objectPath)]).toEqual([0, null]);
    expect((await post(jar, '/api/predictions/extract', { imageUrls: [objectPath] })).statusCode).toBe(200);
    expect(ocr.calls).toBe(1);
  }, 60_000);
});

/** Through BullMQ (REDIS_URL set): the reading at upload runs on a worker, and the app still waits for it. */
describe.skipIf(!process.env['TEST_REDIS_URL'])('reading at upload through the BullMQ queue', () => {
  let t: TestApp;
  let queued: AppWithWorker;
  const { upload, post } = helpers(() => t);
  beforeAll(async () => {
    queued = await startAppWithWorker('read-ahead', { READ_ON_UPLOAD: 'true' });
    t = queued.t;
  }, 60_000);
  afterAll(() => queued?.dispose());

  it('extract right after the upload waits for the worker reading it, and process reuses it', async () => {
    const jar = await signUp(t, 'ahead-bullmq@example.com');
    const objectPath = await upload(jar, EVENT);
    const res = await post(jar, '/api/predictions/extract', { imageUrls: [objectPath] }, { accept: 'text/event-stream' });
    const events = parseSse(res.body);
    expect(events.map((e) => e.event)).toEqual(['progress', 'progress', 'result']);
    expect(queued.ocr.calls).toBe(1);
    const processed = await post(jar, '/api/predictions/process', { imageUrls: [objectPath] });
    expect(processed.statusCode).toBe(200);
    expect(processed.json()).toMatchObject({ charged: true, complete: true });
    expect(queued.ocr.calls).toBe(1);
  }, 60_000);
});

describe.skipIf(!process.env['TEST_REDIS_URL'])('reading at upload with no BullMQ worker running', () => {
  it('does not hold the app’s shutdown for the queue’s timeout', async () => {
    const prefix = `read-ahead-idle-${crypto.randomBytes(4).toString('hex')}`;
    const t = await startTestApp('sqlite', {
      READ_ON_UPLOAD: 'true',
      REDIS_URL: process.env['TEST_REDIS_URL']!,
      BULLMQ_PREFIX: prefix,
    });
    const jar = await signUp(t, 'ahead-idle@example.com');
    const put = (await uploadImage(t, jar, sample(EVENT))).put;
    expect(put.statusCode).toBe(200); // the reading waits for a worker that never comes
    const started = Date.now();
    await t.dispose();
    expect(Date.now() - started).toBeLessThan(10_000);
    const redis = redisConnection(process.env['TEST_REDIS_URL']!);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }, 60_000);
});
