import { z } from 'zod';
import type { PredictionResult } from '@shared/prediction';
import type { ConfirmedMatch, ScreenshotReading } from '@shared/reading';
import { STORAGE_KEY, type ObjectStorage } from '../adapters/storage/object-storage';
import { JobFailedError, MissingObjectError, isReadingTimeout } from './job-errors';
import type { ScreenshotAnalyzer } from './screenshot-analyzer';

/**
 * Two kinds of job, run inline or by a BullMQ worker:
 * - 'read' (POST /api/predictions/extract): every screenshot into a ScreenshotReading, no analysis;
 * - 'analyze' (POST /api/predictions/process): readings (given ones reused, missing ones read), then the engine on
 *   the confirmed match when there is one, else on the most prominent match of each screenshot.
 * The readings of both go back to the app, which stores them with their uploads, so OCR runs once per upload.
 */

/** Stored readings come from our own database: checked for shape loosely, never trusted as user input. */
const knownReadings = z.array(
  z.custom<ScreenshotReading>((v) => v === null || (typeof v === 'object' && 'matches' in v!)).nullable(),
);

export const readJobSchema = z.object({
  kind: z.literal('read'),
  storageKeys: z.array(z.string().regex(STORAGE_KEY)).min(1).max(5),
});
export type ReadJob = z.infer<typeof readJobSchema>;

export const analysisJobSchema = z.object({
  kind: z.literal('analyze').default('analyze'),
  storageKeys: z.array(z.string().regex(STORAGE_KEY)).max(5),
  language: z.enum(['en', 'ru']),
  /** Per storage key: the reading stored with the upload, or null to read it now. */
  known: knownReadings.optional(),
  /** The user's confirmed values; the analysis uses exactly these (validated by the app before enqueueing). */
  match: z.custom<ConfirmedMatch>((v) => typeof v === 'object' && v !== null).optional(),
  /** Which screenshots must be read even with a confirmed match (the one the match came from, for the edits). */
  readOnly: z.array(z.number().int().min(0).max(4)).optional(),
});
export type AnalysisJob = z.input<typeof analysisJobSchema>;

export interface AnalysisOutcome {
  result: PredictionResult;
  /** Something was read at all (a team or a price). */
  usable: boolean;
  /** Readings per storage key (null where a confirmed match made reading unnecessary). */
  readings?: (ScreenshotReading | null)[];
}

export interface ReadOutcome {
  readings: ScreenshotReading[];
}

/** What a running job reports: one event per screenshot read, then the analysis. */
export interface JobProgress {
  stage: 'reading' | 'analysing';
  done: number;
  total: number;
}
export type ProgressListener = (progress: JobProgress) => void;

type Deps = { storage: ObjectStorage; analyzer: ScreenshotAnalyzer };

async function load(deps: Deps, key: string): Promise<Buffer> {
  const data = await deps.storage.get(key);
  if (!data) throw new MissingObjectError(key);
  return data;
}

/** Reads the screenshots whose reading is not known yet, concurrently (the OCR pool bounds it), reporting each. */
async function readAll(
  deps: Deps,
  keys: string[],
  known: (ScreenshotReading | null)[],
  wanted: (i: number) => boolean,
  onProgress?: ProgressListener,
): Promise<(ScreenshotReading | null)[]> {
  const todo = keys.map((_, i) => i).filter((i) => !known[i] && wanted(i));
  let done = 0;
  const total = todo.length;
  const readings = [...known];
  if (total > 0) onProgress?.({ stage: 'reading', done, total });
  await Promise.all(
    todo.map(async (i) => {
      readings[i] = await deps.analyzer.read(await load(deps, keys[i]!), i);
      done += 1;
      onProgress?.({ stage: 'reading', done, total });
    }),
  );
  return readings;
}

export async function runReadJob(deps: Deps, payload: unknown, onProgress?: ProgressListener): Promise<ReadOutcome> {
  const job = readJobSchema.parse(payload);
  const readings = await readAll(
    deps,
    job.storageKeys,
    job.storageKeys.map(() => null),
    () => true,
    onProgress,
  );
  return { readings: readings as ScreenshotReading[] };
}

export async function runAnalysisJob(deps: Deps, payload: unknown, onProgress?: ProgressListener): Promise<AnalysisOutcome> {
  const job = analysisJobSchema.parse(payload);
  const known = job.storageKeys.map((_, i) => job.known?.[i] ?? null);
  const wanted = job.match ? (i: number) => job.readOnly?.includes(i) ?? false : () => true;
  const readings = await readAll(deps, job.storageKeys, known, wanted, onProgress);
  onProgress?.({ stage: 'analysing', done: 0, total: 1 });
  const outcome = job.match
    ? await deps.analyzer.analyzeConfirmed(
        job.match,
        job.language,
        // The confirmed reading replaces its own screenshot's; the others may show the same match at other books.
        readings.filter((_, i) => !(job.readOnly ?? []).includes(i)),
        readings.flatMap((r) => r?.matches ?? []).find((m) => m.id === job.match!.fromMatch) ?? null,
      )
    : await deps.analyzer.analyzeReadings(readings as ScreenshotReading[], job.language);
  onProgress?.({ stage: 'analysing', done: 1, total: 1 });
  return { ...outcome, readings };
}

/** Runs either kind of job by its payload (BullMQ workers get both on one queue). */
export function runJob(deps: Deps, payload: unknown, onProgress?: ProgressListener): Promise<AnalysisOutcome | ReadOutcome> {
  const kind = (payload as { kind?: unknown } | null)?.kind;
  return kind === 'read' ? runReadJob(deps, payload, onProgress) : runAnalysisJob(deps, payload, onProgress);
}

/**
 * Where jobs run. run and read reject with MissingObjectError when an image is gone, JobNotFinishedError when no
 * result came in time, and JobFailedError for any other failure of the job.
 */
export interface AnalysisQueue {
  readonly kind: 'inline' | 'bullmq';
  run(job: AnalysisJob, onProgress?: ProgressListener): Promise<AnalysisOutcome>;
  read(job: ReadJob, onProgress?: ProgressListener): Promise<ReadOutcome>;
  check(): Promise<void>;
  close(): Promise<void>;
}

/** The inline queue's failures in the types every queue rejects with (the original error kept as the cause). */
function asJobError(err: unknown): never {
  if (err instanceof MissingObjectError) throw err;
  throw new JobFailedError(err instanceof Error ? err.message : String(err), { cause: err, timedOut: isReadingTimeout(err) });
}

/** The default: run in this process; concurrency is bounded by the OCR worker pool. */
export function inlineQueue(deps: Deps): AnalysisQueue {
  return {
    kind: 'inline',
    run: (job, onProgress) => runAnalysisJob(deps, job, onProgress).catch(asJobError),
    read: (job, onProgress) => runReadJob(deps, job, onProgress).catch(asJobError),
    check: async () => undefined,
    close: async () => undefined,
  };
}
