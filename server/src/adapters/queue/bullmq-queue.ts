import { Queue, QueueEvents, UnrecoverableError, Worker } from 'bullmq';
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
import { JobFailedError, JobNotFinishedError, MissingObjectError, isReadingTimeout } from '../../pipeline/job-errors';
import type { ObjectStorage } from '../storage/object-storage';
import type { ScreenshotAnalyzer } from '../../pipeline/screenshot-analyzer';

export const ANALYSIS_QUEUE = 'oddslens-analysis';

/**
 * BullMQ gives a waiting producer only the failed job's message (failedReason). So the worker sends the failures the
 * app acts on as a code of ours, and the producer turns the code back into the typed error; any other message
 * becomes a JobFailedError. Both ends live in this file, so the protocol cannot drift.
 */
const MISSING_OBJECT = 'oddslens:missing-object:';
const READING_TIMEOUT = 'oddslens:reading-timeout:';

/**
 * Worker side: a vanished image is final (retrying cannot bring it back), so it skips BullMQ's retries; so does a
 * screenshot the OCR engine gave up on as too slow (three tries would keep the user waiting three timeouts; the
 * review screen lets them try again).
 */
function toWorkerFailure(err: unknown): unknown {
  if (err instanceof MissingObjectError) return new UnrecoverableError(`${MISSING_OBJECT}${err.key}`);
  if (isReadingTimeout(err)) return new UnrecoverableError(`${READING_TIMEOUT}${(err as Error).message}`);
  return err;
}

/** Producer side: a failed job's reason as the error the app acts on. */
function fromFailedReason(reason: string): Error {
  if (reason.startsWith(MISSING_OBJECT)) return new MissingObjectError(reason.slice(MISSING_OBJECT.length));
  if (reason.startsWith(READING_TIMEOUT)) return new JobFailedError(reason.slice(READING_TIMEOUT.length), { timedOut: true });
  return new JobFailedError(reason);
}

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
  // BullMQ leaves a waiter hanging until its timeout when the queue closes; ours are told at once.
  let announceClosed: (err: Error) => void = () => undefined;
  const closed = new Promise<never>((_, reject) => (announceClosed = reject));
  closed.catch(() => undefined);

  // Workers report progress through the job; the producer hears it on the queue events, per job id.
  const listeners = new Map<string, ProgressListener>();
  events.on('progress', ({ jobId, data }) => {
    const listener = listeners.get(jobId);
    if (listener && typeof data === 'object' && data !== null && 'stage' in data) listener(data as JobProgress);
  });

  async function enqueue<T>(name: 'analyze' | 'read', data: AnalysisJob | ReadJob, onProgress?: ProgressListener): Promise<T> {
    // The events stream is read from 'now' once its connection is up: a job finished before that would be missed
    // and wait out the timeout (seen with a queue made just before its first job).
    await events.waitUntilReady();
    const added = await queue.add(name, data, {
      attempts: 3,
      backoff: { type: 'fixed', delay: 500 },
      removeOnComplete: { age: 3600, count: 1000 },
      removeOnFail: { age: 86_400 },
    });
    if (onProgress && added.id) listeners.set(added.id, onProgress);
    // Our own timer tells a timeout from a failure without reading BullMQ's message; BullMQ's later one only frees
    // its listeners.
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new JobNotFinishedError(`no result after ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      return (await Promise.race([added.waitUntilFinished(events, timeoutMs + 1000), late, closed])) as T;
    } catch (err) {
      if (err instanceof JobNotFinishedError) throw err;
      throw fromFailedReason(err instanceof Error ? err.message : String(err));
    } finally {
      clearTimeout(timer);
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
      announceClosed(new JobNotFinishedError('the queue closed'));
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
    async (job) => {
      try {
        return await runJob(deps, job.data, (p) => void job.updateProgress(p).catch(() => undefined));
      } catch (err) {
        throw toWorkerFailure(err);
      }
    },
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
