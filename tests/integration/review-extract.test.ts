import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, startTestApp, type TestApp } from './support/test-app';
import { authed, signUp, uploadImage } from './support/accounts';
import { countingAnalyzer, parseSse, startAppWithWorker, type AppWithWorker } from './support/reading';
import { EVENT, EVENT_RU, GRADIENT_SVG, reviewCalls, sample } from './support/review';
import type { ExtractResponse } from '@shared/reading';
import { extractResponseSchema } from '@shared/api-responses';

/**
 * The review step's extract call (issue 11): every match with boxes and sizes, each upload read once, progress
 * streamed; the per-user extract limits; the same calls through the BullMQ queue. Real OCR, real database.
 */
describe.each(DB_KINDS)('review before analysis (%s)', (kind) => {
  let t: TestApp;
  let ocr: { calls: number };

  beforeAll(async () => {
    const { analyzer, counter } = countingAnalyzer();
    ocr = counter;
    t = await startTestApp(kind, {}, { overrides: { analyzer } });
  }, 60_000);
  afterAll(async () => t?.dispose());

  const { upload, post, stats } = reviewCalls(() => t);

  it('extract answers every match with boxes and sizes, spends nothing, keeps the upload, and refuses foreign uploads', async () => {
    const jar = await signUp(t, `extract-${kind}@example.com`);
    const other = await signUp(t, `extract-other-${kind}@example.com`);
    const objectPath = await upload(jar, EVENT);
    const res = await post(jar, '/api/predictions/extract', { imageUrls: [objectPath] });
    expect(res.statusCode).toBe(200);
    const body = res.json() as ExtractResponse;
    expect(body.screenshots).toEqual([{ imageUrl: objectPath, width: 1280, height: 720 }]);
    expect(body.matches.length).toBeGreaterThanOrEqual(1);
    const m = body.matches[0]!;
    expect(m).toMatchObject({ id: 's0-m0', screenshot: 0, teams: ['Valencia', 'Sevilla'], odds: { home: '2.28' } });
    // The Russian names the analysis will use, so the review shows the clubs as the results page will (issue 50).
    expect(m.russianTeams).toEqual(['Валенсия', 'Севилья']);
    expect(typeof m.boxes).toBe('object');
    expect(m.confidence.odds).toBeGreaterThan(0);
    expect(Array.isArray(body.warnings)).toBe(true);
    // The schema the web app parses this answer with (docs/decisions/0022) accepts the real one.
    expect(extractResponseSchema.safeParse(body).error).toBeUndefined();

    expect(await stats(jar)).toMatchObject({ usedPredictions: 0, totalPredictions: 0 });
    // The image stays for the analysis that follows.
    expect((await t.app.inject({ url: objectPath, headers: authed(jar) })).statusCode).toBe(200);

    const foreign = await post(other, '/api/predictions/extract', { imageUrls: [objectPath] });
    expect([foreign.statusCode, foreign.json().code]).toEqual([400, 'NO_IMAGES']);
    const none = await post(jar, '/api/predictions/extract', { imageUrls: [] });
    expect([none.statusCode, none.json().code]).toEqual([400, 'NO_IMAGES']);
    // A gradient: not flat (a flat image is refused at upload), nothing to read, the same every run.
    const blank = await sharp(Buffer.from(GRADIENT_SVG)).png().toBuffer();
    const unreadable = await post(
      jar,
      '/api/predictions/extract',
      { imageUrls: [await upload(jar, blank)] },
      { 'x-language': 'ru' },
    );
    expect([unreadable.statusCode, unreadable.json().code]).toEqual([400, 'UNREADABLE_IMAGE']);
    expect(unreadable.json().message).toMatch(/[а-яё]/i);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/predictions/extract',
      payload: { imageUrls: [objectPath] },
    });
    expect(signedOut.statusCode).toBe(401);
  }, 60_000);

  it('reads each upload once: extract, extract again, then process reuse the stored reading', async () => {
    const jar = await signUp(t, `reuse-${kind}@example.com`);
    const objectPath = await upload(jar, EVENT);
    const before = ocr.calls;
    expect((await post(jar, '/api/predictions/extract', { imageUrls: [objectPath] })).statusCode).toBe(200);
    expect(ocr.calls - before).toBe(1);
    expect((await post(jar, '/api/predictions/extract', { imageUrls: [objectPath] })).statusCode).toBe(200);
    expect(ocr.calls - before).toBe(1);
    const processed = await post(jar, '/api/predictions/process', { imageUrls: [objectPath] });
    expect(processed.statusCode).toBe(200);
    expect(processed.json()).toMatchObject({ charged: true, complete: true, source: 'screenshots', userEdits: [] });
    expect(processed.json().extractedData.homeOdds).toBe('2.28');
    expect(ocr.calls - before).toBe(1);
    // The reading went with the upload.
    const row = await t.db.selectFrom('uploads').selectAll().where('id', '=', objectPath.split('/').pop()!).executeTakeFirst();
    expect(row?.deleted_at).not.toBeNull();
    expect(row?.reading_json).toBeNull();
  }, 60_000);

  it('extract streams real progress events in order, then the result', async () => {
    const jar = await signUp(t, `sse-${kind}@example.com`);
    const paths = [await upload(jar, EVENT), await upload(jar, EVENT_RU)];
    const res = await post(jar, '/api/predictions/extract', { imageUrls: paths }, { accept: 'text/event-stream' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = parseSse(res.body);
    expect(events.map((e) => e.event)).toEqual(['progress', 'progress', 'progress', 'result']);
    const progress = events.slice(0, 3).map((e) => e.data as { stage: string; done: number; total: number; screenshot?: number });
    expect(progress.map(({ stage, done, total }) => ({ stage, done, total }))).toEqual([
      { stage: 'reading', done: 0, total: 2 },
      { stage: 'reading', done: 1, total: 2 },
      { stage: 'reading', done: 2, total: 2 },
    ]);
    // A screenshot read is named where the server knows which (read ahead, or read alone), never wrongly.
    const named = progress.map((p) => p.screenshot).filter((i) => i !== undefined);
    expect(new Set(named).size).toBe(named.length);
    expect(named.every((i) => i === 0 || i === 1)).toBe(true);
    const result = events[3]!.data as ExtractResponse;
    expect(result.screenshots.map((s) => s.imageUrl)).toEqual(paths);
    expect(new Set(result.matches.map((m) => m.id)).size).toBe(result.matches.length);
    expect(new Set(result.matches.map((m) => m.screenshot))).toEqual(new Set([0, 1]));

    // An error before the stream opens is an ordinary coded answer; one after it is an `error` event.
    const foreign = await post(
      await signUp(t, `sse-other-${kind}@example.com`),
      '/api/predictions/extract',
      { imageUrls: paths },
      { accept: 'text/event-stream' },
    );
    expect([foreign.statusCode, foreign.json().code]).toEqual([400, 'NO_IMAGES']);
    // A gradient: not flat (a flat image is refused at upload), nothing to read, the same every run.
    const blank = await sharp(Buffer.from(GRADIENT_SVG)).png().toBuffer();
    const late = await post(
      jar,
      '/api/predictions/extract',
      { imageUrls: [await upload(jar, blank)] },
      { accept: 'text/event-stream', 'x-language': 'ru' },
    );
    const lateEvents = parseSse(late.body);
    expect(lateEvents.at(-1)).toMatchObject({ event: 'error', data: { code: 'UNREADABLE_IMAGE' } });
    expect((lateEvents.at(-1)!.data as { message: string }).message).toMatch(/[а-яё]/i);

    // process streams too: reading of the screenshot not read yet, then analysing, then the stored result.
    const fresh = await upload(jar, EVENT);
    const processed = await post(
      jar,
      '/api/predictions/process',
      { imageUrls: [paths[0], fresh] },
      { accept: 'text/event-stream' },
    );
    const pe = parseSse(processed.body);
    expect(pe.map((e) => e.event)).toEqual(['progress', 'progress', 'progress', 'progress', 'result']);
    expect(pe.slice(0, 4).map((e) => e.data)).toEqual([
      { stage: 'reading', done: 1, total: 2 },
      { stage: 'reading', done: 2, total: 2 },
      { stage: 'analysing', done: 0, total: 1 },
      { stage: 'analysing', done: 1, total: 1 },
    ]);
    expect((pe[4]!.data as { id: string; screenshotsAnalyzed: number }).screenshotsAnalyzed).toBe(2);
  }, 60_000);
});

describe('per-user extract limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { OCR_WORKERS: '1', EXTRACT_MAX_IN_FLIGHT: '2', EXTRACT_PER_MINUTE: '5' });
  }, 60_000);
  afterAll(async () => t?.dispose());

  it('refuses a third extract in flight and the sixth in a minute with 429 READING_LIMITED, per user', async () => {
    const jar = await signUp(t, 'limits@example.com');
    const paths = await Promise.all(
      [EVENT, EVENT_RU, 'dev-013-desktopEvent.png'].map(
        async (n) => (await uploadImage(t, jar, sample(n))).put.json().objectPath as string,
      ),
    );
    const extract = (p: string, extra: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/predictions/extract', payload: { imageUrls: [p] }, headers: authed(jar, extra) });
    const parallel = await Promise.all(paths.map((p) => extract(p)));
    expect(parallel.map((r) => r.statusCode).sort()).toEqual([200, 200, 429]);
    expect(parallel.find((r) => r.statusCode === 429)!.json().code).toBe('READING_LIMITED');
    // Three more fit in the minute (readings are reused, so these are quick), the sixth does not.
    for (let i = 0; i < 3; i++) expect((await extract(paths[0]!)).statusCode).toBe(200);
    const sixth = await extract(paths[0]!, { 'x-language': 'ru' });
    expect([sixth.statusCode, sixth.json().code]).toEqual([429, 'READING_LIMITED']);
    // It says when a slot frees up: the web app waits that long and retries by itself.
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(sixth.json().message).toMatch(/[а-яё]/i);
    // Another user is not affected.
    const other = await signUp(t, 'limits-other@example.com');
    const theirs = (await uploadImage(t, other, sample(EVENT))).put.json().objectPath as string;
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/predictions/extract',
      payload: { imageUrls: [theirs] },
      headers: authed(other),
    });
    expect(ok.statusCode).toBe(200);
  }, 60_000);
});

/** The same calls through BullMQ (REDIS_URL set): the work runs in a worker, progress comes back as job progress. */
describe.skipIf(!process.env['TEST_REDIS_URL'])('review through the BullMQ queue', () => {
  let t: TestApp;
  let queued: AppWithWorker;
  beforeAll(async () => {
    queued = await startAppWithWorker('review');
    t = queued.t;
  }, 60_000);
  afterAll(() => queued?.dispose());

  it('streams extract progress from the worker, and process reuses the reading', async () => {
    const jar = await signUp(t, 'bullmq@example.com');
    const paths = await Promise.all(
      [EVENT, EVENT_RU].map(async (n) => (await uploadImage(t, jar, sample(n))).put.json().objectPath as string),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/predictions/extract',
      payload: { imageUrls: paths },
      headers: authed(jar, { accept: 'text/event-stream' }),
    });
    const events = parseSse(res.body);
    expect(events.map((e) => e.event)).toEqual(['progress', 'progress', 'progress', 'result']);
    expect(events.slice(0, 3).map((e) => (e.data as { done: number }).done)).toEqual([0, 1, 2]);
    expect((events[3]!.data as ExtractResponse).matches.length).toBeGreaterThanOrEqual(2);
    expect(queued.ocr.calls).toBe(2);

    const processed = await t.app.inject({
      method: 'POST',
      url: '/api/predictions/process',
      payload: { imageUrls: [paths[0]] },
      headers: authed(jar),
    });
    expect(processed.statusCode).toBe(200);
    expect(processed.json()).toMatchObject({ charged: true, complete: true });
    expect(queued.ocr.calls).toBe(2);
  }, 60_000);
});
