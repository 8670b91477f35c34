import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Worker } from 'bullmq';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bullmqQueue, redisConnection, startAnalysisWorker } from '../../server/src/adapters/queue/bullmq-queue';
import type { ObjectStorage } from '../../server/src/adapters/storage/object-storage';
import { inlineQueue, type AnalysisQueue } from '../../server/src/pipeline/analysis-job';
import { JobFailedError, JobNotFinishedError, MissingObjectError } from '../../server/src/pipeline/job-errors';
import type { ScreenshotAnalyzer } from '../../server/src/pipeline/screenshot-analyzer';
import type { ScreenshotReading } from '@shared/reading';
import { authed, signUp, uploadImage } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Issue 15: both queues reject with the same typed errors, so predictions.service acts on the type; BullMQ carries
 * only a message between processes, and its adapter turns that back into the type.
 */

const REDIS = process.env['TEST_REDIS_URL'];
const SAMPLE = path.resolve(import.meta.dirname, '../../../shared/corpus/synthetic-dev/dev-001-desktopEvent.png');
const KEY = 'uploads/00000000-0000-4000-8000-000000000001';
const READING: ScreenshotReading = { width: 10, height: 10, matches: [], warnings: [] };

/** Storage holding exactly the given keys. */
function memoryStorage(keys: string[]): ObjectStorage {
  const objects = new Map<string, Buffer>(keys.map((k) => [k, Buffer.from('image')]));
  return {
    kind: 'local',
    put: async (key, data) => void objects.set(key, data),
    get: async (key) => objects.get(key) ?? null,
    delete: async (key) => void objects.delete(key),
    check: async () => undefined,
  };
}

/** An analyzer whose read answers, or fails with `failure`; it counts its calls. */
function stubAnalyzer(failure?: Error) {
  const calls = { read: 0 };
  const analyzer: ScreenshotAnalyzer = {
    analyze: () => Promise.reject(new Error('not used')),
    read: async () => {
      calls.read += 1;
      if (failure) throw failure;
      return READING;
    },
    analyzeReadings: () => Promise.reject(new Error('not used')),
    analyzeConfirmed: () => Promise.reject(new Error('not used')),
    warm: async () => undefined,
    check: async () => ({ workers: 1, started: true }),
    close: async () => undefined,
  };
  return { analyzer, calls };
}

describe('inline queue failures', () => {
  it('a missing image rejects with MissingObjectError naming the key', async () => {
    const queue = inlineQueue({ storage: memoryStorage([]), analyzer: stubAnalyzer().analyzer });
    const err = await queue.read({ kind: 'read', storageKeys: [KEY] }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MissingObjectError);
    expect((err as MissingObjectError).key).toBe(KEY);
    await expect(queue.run({ storageKeys: [KEY], language: 'en' })).rejects.toBeInstanceOf(MissingObjectError);
  });

  it('any other failure rejects with JobFailedError keeping the original as its cause', async () => {
    const boom = new Error('tesseract exploded');
    const queue = inlineQueue({ storage: memoryStorage([KEY]), analyzer: stubAnalyzer(boom).analyzer });
    const err = await queue.read({ kind: 'read', storageKeys: [KEY] }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(JobFailedError);
    expect((err as Error).cause).toBe(boom);
    expect((err as Error).message).toContain('tesseract exploded');
  });

  it('a job that works still answers', async () => {
    const queue = inlineQueue({ storage: memoryStorage([KEY]), analyzer: stubAnalyzer().analyzer });
    expect(await queue.read({ kind: 'read', storageKeys: [KEY] })).toEqual({ readings: [READING] });
  });
});

describe.skipIf(!REDIS)('BullMQ queue failures', () => {
  const prefix = `qerr-${crypto.randomBytes(4).toString('hex')}`;
  const open: { close(): Promise<unknown> }[] = [];

  function start(storage: ObjectStorage, analyzer: ScreenshotAnalyzer, timeoutMs = 20_000) {
    const queue = bullmqQueue(REDIS!, { prefix, timeoutMs });
    const worker = startAnalysisWorker(REDIS!, { storage, analyzer }, { concurrency: 1, prefix });
    const failed: string[] = [];
    worker.on('failed', (_job, err) => failed.push(err.message));
    open.push(worker, queue);
    return { queue, worker, failed };
  }

  afterEach(async () => {
    for (const c of open.splice(0)) await c.close();
  });
  afterAll(async () => {
    const redis = redisConnection(REDIS!);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('a missing image in the worker reaches the producer as MissingObjectError, without retries', async () => {
    const { queue, failed } = start(memoryStorage([]), stubAnalyzer().analyzer);
    const err = await queue.read({ kind: 'read', storageKeys: [KEY] }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MissingObjectError);
    expect((err as MissingObjectError).key).toBe(KEY);
    await expect(queue.run({ storageKeys: [KEY], language: 'ru' })).rejects.toBeInstanceOf(MissingObjectError);
    // One attempt per job: a vanished image cannot come back, so BullMQ's three attempts are skipped. The worker's
    // 'failed' event may land after the producer heard of the failure; a retry would come after the 500 ms backoff.
    await vi.waitFor(() => expect(failed.length).toBeGreaterThanOrEqual(2));
    await new Promise((r) => setTimeout(r, 800));
    expect(failed).toHaveLength(2);
  });

  it('any other failure reaches the producer as JobFailedError with the reason, after the retries', async () => {
    const stub = stubAnalyzer(new Error('tesseract exploded'));
    const { queue } = start(memoryStorage([KEY]), stub.analyzer);
    const err = await queue.read({ kind: 'read', storageKeys: [KEY] }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(JobFailedError);
    expect((err as Error).message).toContain('tesseract exploded');
    expect(stub.calls.read).toBe(3);
  });

  it('a job nobody finishes in time rejects with JobNotFinishedError', async () => {
    // A queue of its own with no worker listening.
    const queue: AnalysisQueue = bullmqQueue(REDIS!, { prefix: `${prefix}-idle`, timeoutMs: 300 });
    open.push(queue);
    const started = Date.now();
    await expect(queue.read({ kind: 'read', storageKeys: [KEY] })).rejects.toBeInstanceOf(JobNotFinishedError);
    expect(Date.now() - started).toBeLessThan(1_200);
  });

  it('a job still waiting when the queue closes rejects with JobNotFinishedError', async () => {
    const queue = bullmqQueue(REDIS!, { prefix: `${prefix}-idle`, timeoutMs: 20_000 });
    const pending = queue.read({ kind: 'read', storageKeys: [KEY] }).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 200));
    const closedAt = Date.now();
    await queue.close();
    expect(await pending).toBeInstanceOf(JobNotFinishedError);
    // At once, not when the 20 s wait runs out.
    expect(Date.now() - closedAt).toBeLessThan(2_000);
  });

  it('a job that works still answers', async () => {
    const { queue } = start(memoryStorage([KEY]), stubAnalyzer().analyzer);
    expect(await queue.read({ kind: 'read', storageKeys: [KEY] })).toEqual({ readings: [READING] });
  });
});

/** The user's side: an upload whose image vanished answers NO_IMAGES and spends nothing, through either queue. */
const QUEUES: [string, boolean][] = [['inline', false], ...(REDIS ? [['bullmq', true] as [string, boolean]] : [])];
describe.each(QUEUES)('an image gone before the job, %s queue', (_name, bullmq) => {
  const prefix = `qerr-app-${crypto.randomBytes(4).toString('hex')}`;
  let t: TestApp;
  let worker: Worker | null = null;

  beforeAll(async () => {
    t = await startTestApp('sqlite', bullmq ? { REDIS_URL: REDIS!, BULLMQ_PREFIX: prefix } : {});
    if (bullmq) {
      worker = startAnalysisWorker(
        REDIS!,
        { storage: t.services.storage, analyzer: stubAnalyzer(new Error('the image was read')).analyzer },
        { concurrency: 1, prefix },
      );
    }
  }, 60_000);
  afterAll(async () => {
    await worker?.close();
    await t?.dispose();
    if (bullmq) {
      const redis = redisConnection(REDIS!);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
  });

  it('answers NO_IMAGES in the user language and keeps the allowance', async () => {
    const jar = await signUp(t, `gone-${bullmq ? 'q' : 'i'}@example.com`);
    const objectPath = (await uploadImage(t, jar, fs.readFileSync(SAMPLE))).put.json().objectPath as string;
    await t.services.storage.delete(objectPath.replace(/^\/objects\//, ''));
    const before = (await t.app.inject({ url: '/api/user/stats', headers: authed(jar) })).json();

    const read = await t.app.inject({
      method: 'POST',
      url: '/api/predictions/extract',
      payload: { imageUrls: [objectPath] },
      headers: authed(jar, { 'x-language': 'ru' }),
    });
    expect([read.statusCode, read.json().code]).toEqual([400, 'NO_IMAGES']);
    expect(read.json().message).toMatch(/[а-яё]/i);
    const processed = await t.app.inject({
      method: 'POST',
      url: '/api/predictions/process',
      payload: { imageUrls: [objectPath] },
      headers: authed(jar),
    });
    expect([processed.statusCode, processed.json().code]).toEqual([400, 'NO_IMAGES']);
    const after = (await t.app.inject({ url: '/api/user/stats', headers: authed(jar) })).json();
    expect(after.usedPredictions).toBe(before.usedPredictions);
    expect(after.totalPredictions).toBe(before.totalPredictions);
  });
});
