import crypto from 'node:crypto';
import { redisConnection, startAnalysisWorker } from '../../../server/src/adapters/queue/bullmq-queue';
import type { OcrEngine } from '../../../server/src/ocr/engine';
import { createScreenshotAnalyzer } from '../../../server/src/pipeline/screenshot-analyzer';
import { startTestApp, type TestApp } from './test-app';

/** The product's OCR engine, counted: how many times a screenshot was actually read. */
export function countingAnalyzer() {
  const counter = { calls: 0 };
  const analyzer = createScreenshotAnalyzer({
    workers: 2,
    langPath: '/usr/share/tesseract-ocr/5/tessdata',
    wrapEngine: (engine): OcrEngine => ({
      recognize: (image, opts) => {
        counter.calls += 1;
        return engine.recognize(image, opts);
      },
      close: () => engine.close(),
    }),
  });
  return { analyzer, counter };
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
export async function startAppWithWorker(name: string, env: Record<string, string> = {}): Promise<AppWithWorker> {
  const redisUrl = process.env['TEST_REDIS_URL']!;
  const prefix = `${name}-${crypto.randomBytes(4).toString('hex')}`;
  const t = await startTestApp('sqlite', { ...env, REDIS_URL: redisUrl, BULLMQ_PREFIX: prefix });
  const counted = countingAnalyzer();
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
