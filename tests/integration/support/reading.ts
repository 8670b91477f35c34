import crypto from 'node:crypto';
import { redisConnection, startAnalysisWorker } from '../../../server/src/adapters/queue/bullmq-queue';
import type { OcrEngine } from '../../../server/src/ocr/engine';
import { createScreenshotAnalyzer, type ScreenshotAnalyzer } from '../../../server/src/pipeline/screenshot-analyzer';
import { startTestApp, type TestApp } from './test-app';

/** The product's OCR engine, counted: how many times a screenshot was actually read. */
export function countingAnalyzer() {
  const { analyzer, counter } = failingAnalyzer();
  return { analyzer, counter };
}

const sha = (image: Buffer) => crypto.createHash('sha256').update(image).digest('hex');

/**
 * The product's OCR engine, counted per image, where chosen images fail: `failWith(sha256, makeError)` makes every
 * reading of the stored bytes with that hash (an upload's `sha256` column: uploads are re-encoded when stored) throw
 * what makeError returns (an OcrTimeoutError is the engine giving up on a slow page) until `heal(sha256)`. Every
 * other image is read for real.
 */
export function failingAnalyzer() {
  const counter = { calls: 0 };
  const perImage = new Map<string, number>();
  const failing = new Map<string, () => Error>();
  const analyzer = createScreenshotAnalyzer({
    workers: 2,
    langPath: '/usr/share/tesseract-ocr/5/tessdata',
    wrapEngine: (engine): OcrEngine => ({
      recognize: async (image, opts) => {
        counter.calls += 1;
        const key = sha(image);
        perImage.set(key, (perImage.get(key) ?? 0) + 1);
        const fail = failing.get(key);
        if (fail) throw fail();
        return engine.recognize(image, opts);
      },
      close: () => engine.close(),
    }),
  });
  return {
    analyzer,
    counter,
    failWith: (hash: string, makeError: () => Error) => void failing.set(hash, makeError),
    heal: (hash: string) => void failing.delete(hash),
    /** How many times the bytes with this hash went to OCR. */
    callsOf: (hash: string) => perImage.get(hash) ?? 0,
  };
}

export interface SseEvent {
  event: string;
  data: unknown;
}

/** A text/event-stream body as its events, in order. */
export function parseSse(body: string): SseEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => ({
      event: /^event: (.+)$/m.exec(block)?.[1] ?? '',
      data: JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? 'null') as unknown,
    }));
}

export interface AppWithWorker {
  t: TestApp;
  /** The worker's counted OCR. */
  ocr: { calls: number };
  dispose(): Promise<void>;
}

/**
 * An app on SQLite queueing to BullMQ (TEST_REDIS_URL) under a fresh key prefix, and one worker reading the app's own
 * storage (local disk), as `oddslens worker` would on another machine. Dispose removes the prefix's keys.
 */
export async function startAppWithWorker(
  name: string,
  env: Record<string, string> = {},
  /** The worker's analyzer (countingAnalyzer's by default); dispose closes it. */
  counted: { analyzer: ScreenshotAnalyzer; counter: { calls: number } } = countingAnalyzer(),
): Promise<AppWithWorker> {
  const redisUrl = process.env['TEST_REDIS_URL']!;
  const prefix = `${name}-${crypto.randomBytes(4).toString('hex')}`;
  const t = await startTestApp('sqlite', { ...env, REDIS_URL: redisUrl, BULLMQ_PREFIX: prefix });
  const worker = startAnalysisWorker(
    redisUrl,
    { storage: t.services.storage, analyzer: counted.analyzer },
    { concurrency: 1, prefix },
  );
  return {
    t,
    ocr: counted.counter,
    async dispose() {
      await worker.close();
      await counted.analyzer.close();
      await t.dispose();
      const redis = redisConnection(redisUrl);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    },
  };
}
