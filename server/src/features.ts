import type { CoreContext } from './context';
import { localStorage } from './adapters/storage/local-storage';
import type { ObjectStorage } from './adapters/storage/object-storage';
import { s3Storage } from './adapters/storage/s3-storage';
import type { AppConfig } from './config/config';
import { uploadsRepository } from './repositories/uploads.repository';
import { predictionsRepository } from './repositories/predictions.repository';
import { subscriptionsRepository } from './repositories/subscriptions.repository';
import { uploadsService } from './modules/uploads/uploads.service';
import { platformSettings } from './modules/settings/platform-settings';
import { predictionsService } from './modules/predictions/predictions.service';
import { readingLimiter } from './modules/predictions/reading-limiter';
import { readAhead } from './modules/predictions/read-ahead';
import { createScreenshotAnalyzer, type ScreenshotAnalyzer } from './pipeline/screenshot-analyzer';
import { openAiCompatibleNarrator, type Narrator } from './adapters/llm/narrator';
import { inlineQueue, type AnalysisQueue } from './pipeline/analysis-job';
import { bullmqQueue, redisConnection } from './adapters/queue/bullmq-queue';
import { createBilling } from './modules/billing/billing.module';
import { createAdmin } from './modules/admin/admin.module';
import { localChangeFeed, type ChangeFeed } from './lib/change-feed';
import { redisChangeFeed } from './adapters/pubsub/redis-change-feed';
import { userViewCache } from './modules/views/user-view-cache';
import { createHousekeeping } from './modules/housekeeping/housekeeping';
import { withIdempotentProcess } from './modules/limits/idempotent-process';
import type { Logger } from './lib/logger';
import { createPro } from './modules/analytics/pro.module';

export interface FeatureOverrides {
  storage?: ObjectStorage;
  analyzer?: ScreenshotAnalyzer;
  queue?: AnalysisQueue;
  /** The time the free allowance's day or month is read from; tests move it across the UTC boundary. */
  clock?: () => Date;
}

/**
 * Product features built on the core context: storage, the screenshot pipeline, predictions, settings.
 * Adapters are chosen from configuration (local disk or S3, inline pool or BullMQ).
 */
export async function createFeatureContext(ctx: CoreContext, overrides: FeatureOverrides = {}) {
  const { config, db } = ctx;
  const storage = overrides.storage ?? storageFor(config);
  const uploadsRepo = uploadsRepository(db);
  const predictionsRepo = predictionsRepository(db);
  const subscriptionsRepo = subscriptionsRepository(db);
  const settings = platformSettings({ config, settings: ctx.repos.settings });
  const analyzer =
    overrides.analyzer ??
    createScreenshotAnalyzer({
      workers: config.ocr.workers,
      langPath: config.ocr.langPath,
      narrator: narratorFor(config, ctx.logger),
    });
  const queue =
    overrides.queue ??
    (config.redisUrl ? bullmqQueue(config.redisUrl, { prefix: config.queuePrefix }) : inlineQueue({ storage, analyzer }));
  // Reading at upload has its own budget with the extract limits' numbers, so it never refuses an extract.
  const reader = readAhead({ queue, uploadsRepo, limiter: readingLimiter(config.extract), logger: ctx.logger });
  const uploads = uploadsService({
    config,
    storage,
    uploads: uploadsRepo,
    ...(config.readOnUpload ? { onStored: reader.start } : {}),
  });
  const rateLimitStore = config.redisUrl ? redisConnection(config.redisUrl) : null;
  const changes = changeFeedFor(config, ctx.logger);
  const views = userViewCache({ ttlMs: config.userCacheMs });
  changes.subscribe((target) => views.evict(target));
  changes.subscribe((target) => ctx.repos.sessions.evict(target));
  const predictions = withIdempotentProcess(
    predictionsService({
      users: ctx.repos.users,
      predictions: predictionsRepo,
      subscriptions: subscriptionsRepo,
      uploadsRepo,
      uploads,
      settings,
      queue,
      limiter: readingLimiter(config.extract),
      readAhead: reader,
      ...(overrides.clock ? { clock: overrides.clock } : {}),
    }),
    predictionsRepo,
  );

  const { billing } = createBilling(ctx, settings, changes);
  // Tests run it themselves.
  const housekeeping = createHousekeeping({
    sessions: ctx.repos.sessions,
    uploads,
    logger: ctx.logger,
    runTimer: config.env !== 'test',
  });
  const { admin, contact } = createAdmin(ctx, { settings, predictions: predictionsRepo, subscriptions: subscriptionsRepo });

  const pro = createPro(ctx, { predictions: predictionsRepo, subscriptions: subscriptionsRepo, redis: rateLimitStore });

  return {
    billing,
    pro,
    admin,
    contact,
    storage,
    analyzer,
    queue,
    settings,
    uploads,
    predictions,
    repos: { uploads: uploadsRepo, predictions: predictionsRepo, subscriptions: subscriptionsRepo },
    /** Set when REDIS_URL is configured, so rate limits are shared by every app process. */
    rateLimitStore,
    /** Announces data changes to this process's caches and, with Redis, to every other app process. */
    changes,
    /** Short-lived stats and history views per user (docs/decisions/0010-user-views.md). */
    views,
    housekeeping,
    async close() {
      billing.stopTimer();
      housekeeping.stop();
      await changes.close();
      await reader.settle(); // readings under way finish (or fail) before their queue goes, within a few seconds
      await queue.close();
      await analyzer.close();
      rateLimitStore?.disconnect();
    },
  };
}

/** The optional language-model summary, when LLM_API_URL, LLM_API_KEY and LLM_MODEL are all set. */
export function narratorFor(config: AppConfig, logger: Pick<Logger, 'warn'>): Narrator | null {
  if (!config.llm) return null;
  return openAiCompatibleNarrator({ ...config.llm, onError: (err) => logger.warn({ err }, 'LLM summary skipped') });
}

/** The change feed over Redis pub/sub when REDIS_URL is set, so every app process hears of every write. */
export function changeFeedFor(config: AppConfig, logger: Pick<Logger, 'warn'>): ChangeFeed {
  const onError = (err: unknown) => logger.warn({ err }, 'change feed');
  return config.redisUrl
    ? redisChangeFeed(config.redisUrl, { channel: `${config.queuePrefix}:changes`, onError })
    : localChangeFeed(onError);
}

/** S3-compatible storage when S3_* is configured, local disk otherwise. */
export function storageFor(config: AppConfig): ObjectStorage {
  return config.s3 ? s3Storage({ ...config.s3 }) : localStorage(config.uploads.dir);
}

export type FeatureContext = Awaited<ReturnType<typeof createFeatureContext>>;
