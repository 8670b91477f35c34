import { z } from 'zod';
import type { PredictionResult } from '../../../shared/src/prediction';
import { STORAGE_KEY, type ObjectStorage } from '../adapters/storage/object-storage';
import type { ScreenshotAnalyzer } from './screenshot-analyzer';

/** One analysis job: typed payload, one handler, run inline or by a BullMQ worker. */
export const analysisJobSchema = z.object({
  storageKeys: z.array(z.string().regex(STORAGE_KEY)).min(1).max(5),
  language: z.enum(['en', 'ru']),
});
export type AnalysisJob = z.infer<typeof analysisJobSchema>;

/** An image vanished between the request and the job (e.g. a parallel request already analysed and deleted it). */
export class MissingObjectError extends Error {
  constructor(key: string) {
    super(`object ${key} is missing`);
    this.name = 'MissingObjectError';
  }
}

export interface AnalysisOutcome {
  result: PredictionResult;
  usable: boolean;
}

export async function runAnalysisJob(
  deps: { storage: ObjectStorage; analyzer: ScreenshotAnalyzer },
  payload: unknown,
): Promise<AnalysisOutcome> {
  const job = analysisJobSchema.parse(payload);
  const images: Buffer[] = [];
  for (const key of job.storageKeys) {
    const data = await deps.storage.get(key);
    if (!data) throw new MissingObjectError(key);
    images.push(data);
  }
  return deps.analyzer.analyze(images, job.language);
}

export interface AnalysisQueue {
  readonly kind: 'inline' | 'bullmq';
  run(job: AnalysisJob): Promise<AnalysisOutcome>;
  check(): Promise<void>;
  close(): Promise<void>;
}

/** The default: run in this process; concurrency is bounded by the OCR worker pool. */
export function inlineQueue(deps: { storage: ObjectStorage; analyzer: ScreenshotAnalyzer }): AnalysisQueue {
  return {
    kind: 'inline',
    run: (job) => runAnalysisJob(deps, job),
    check: async () => undefined,
    close: async () => undefined,
  };
}
