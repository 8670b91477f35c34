import pino from 'pino';
import type { AppConfig } from './config/config';
import { startAnalysisWorker } from './adapters/queue/bullmq-queue';
import { buildPipeline } from './services';

/** `oddslens worker`: OCR + analysis for jobs other processes enqueue. Any number of these may run. */
export async function runWorker(config: AppConfig): Promise<void> {
  const log = pino({ level: config.logLevel });
  if (!config.redisUrl) throw new Error('oddslens worker needs REDIS_URL');
  // Only the pipeline: a worker needs no database, sessions or billing (services.ts).
  const { storage, analyzer } = buildPipeline(config, log);
  await analyzer.warm();
  const worker = startAnalysisWorker(
    config.redisUrl,
    { storage, analyzer },
    {
      concurrency: config.ocr.workers,
      lockDurationMs: config.workerLockMs,
      stalledIntervalMs: config.workerLockMs,
      prefix: config.queuePrefix,
    },
  );
  worker.on('completed', (job) => log.info({ job: job.id }, 'analysis done'));
  worker.on('failed', (job, err) => log.warn({ job: job?.id, err: err.message }, 'analysis failed'));
  log.info({ concurrency: config.ocr.workers }, 'worker started');
  const stop = async () => {
    await worker.close();
    await analyzer.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}
