import { Queue, QueueEvents, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type {
  AnalysisJob,
  AnalysisOutcome,
  AnalysisQueue,
  JobProgress,
  ProgressListener,
  ReadJob,
  ReadOutcome,
} from '../../pipeline/analysis-job';
import { runJob } from '../../pipeline/analysis-job';
import type { ObjectStorage } from '../storage/object-storage';
import type { ScreenshotAnalyzer } from '../../pipeline/screenshot-analyzer';

export const ANALYSIS_QUEUE = 'oddslens-analysis';

/** BullMQ needs blocking commands to wait forever, hence maxRetriesPerRequest: null. */
export function redisConnection(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true });
}

/**
 * Producer side: the app enqueues a job and waits for its result. If a worker dies mid-job, BullMQ's stalled-job
 * check hands the job to another worker; the app stores the prediction once, when the result arrives.
 */
export function bullmqQueue(redisUrl: string, options: { timeoutMs?: number; prefix?: string } = {}): AnalysisQueue {
  const connection = redisConnection(redisUrl);
  const eventsConnection = redisConnection(redisUrl);
  const prefix = options.prefix ?? 'oddslens';
  const queue = new Queue(ANALYSIS_QUEUE, { connection, prefix });
  const events = new QueueEvents(ANALYSIS_QUEUE, { connection: eventsConnection, prefix });
  const timeoutMs = options.timeoutMs ?? 120_000;

  // Workers report progress through the job; the producer hears it on the queue events, per job id.
  const listeners = new Map<string, ProgressListener>();
  events.on('progress', ({ jobId, data }) => {
    const listener = listeners.get(jobId);
    if (listener && typeof data === 'object' && data !== null && 'stage' in data) listener(data as JobProgress);
  });

  async function enqueue<T>(name: 'analyze' | 'read', data: AnalysisJob | ReadJob, onProgress?: ProgressListener): Promise<T> {
    const added = await queue.add(name, data, {
      attempts: 3,
      backoff: { type: 'fixed', delay: 500 },
      removeOnComplete: { age: 3600, count: 1000 },
      removeOnFail: { age: 86_400 },
    });
    if (onProgress && added.id) listeners.set(added.id, onProgress);
    try {
      return (await added.waitUntilFinished(events, timeoutMs)) as T;
    } finally {
      if (added.id) listeners.delete(added.id);
    }
  }

  return {
    kind: 'bullmq',
    run: (job, onProgress) => enqueue<AnalysisOutcome>('analyze', job, onProgress),
    read: (job, onProgress) => enqueue<ReadOutcome>('read', job, onProgress),
    async check() {
      const pong = await connection.ping();
      if (pong !== 'PONG') throw new Error('redis did not answer');
    },
    async close() {
      await events.close();
      await queue.close();
      connection.disconnect();
      eventsConnection.disconnect();
    },
  };
}

/** Consumer side, run by `oddslens worker` on any machine that reaches Redis and the object storage. */
export function startAnalysisWorker(
  redisUrl: string,
  deps: { storage: ObjectStorage; analyzer: ScreenshotAnalyzer },
  options: { concurrency: number; lockDurationMs?: number; stalledIntervalMs?: number; prefix?: string },
): Worker {
  return new Worker(
    ANALYSIS_QUEUE,
    // Progress is best effort: a lost update must not fail the analysis.
    async (job) => runJob(deps, job.data, (p) => void job.updateProgress(p).catch(() => undefined)),
    {
      connection: redisConnection(redisUrl),
      prefix: options.prefix ?? 'oddslens',
      concurrency: options.concurrency,
      lockDuration: options.lockDurationMs ?? 30_000,
      stalledInterval: options.stalledIntervalMs ?? 30_000,
      maxStalledCount: 2,
    },
  );
}
