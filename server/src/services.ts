import { nowIso } from './lib/ids';
import pino from 'pino';
import type { AppConfig } from './config/config';
import type { Db } from './db/database';
import type { Logger } from './lib/logger';
import { localStorage } from './adapters/storage/local-storage';
import type { ObjectStorage } from './adapters/storage/object-storage';
import { s3Storage } from './adapters/storage/s3-storage';
import { openAiCompatibleNarrator, type Narrator } from './adapters/llm/narrator';
import { bullmqQueue, redisConnection } from './adapters/queue/bullmq-queue';
import { redisChangeFeed } from './adapters/pubsub/redis-change-feed';
import { createMailer } from './adapters/mail/mailer';
import { localChangeFeed, type ChangeFeed } from './lib/change-feed';
import { createScreenshotAnalyzer, type ScreenshotAnalyzer } from './pipeline/screenshot-analyzer';
import { inlineQueue, type AnalysisQueue } from './pipeline/analysis-job';
import { buildRepositories } from './repositories/repositories';
import { authService } from './modules/auth/auth.service';
import { signinThrottle } from './modules/auth/signin-throttle';
import { attemptCounters } from './lib/attempt-counters';
import { withSessionCache } from './modules/auth/session-cache';
import { emailFlows } from './modules/account/email-flows';
import { accountService } from './modules/account/account.service';
import { emailChangeBudget } from './modules/account/email-change-budget';
import { uploadsService } from './modules/uploads/uploads.service';
import { platformSettings } from './modules/settings/platform-settings';
import { predictionsService } from './modules/predictions/predictions.service';
import { predictionReadService } from './modules/predictions/prediction-read.service';
import { readingLimiter } from './modules/predictions/reading-limiter';
import { readAhead } from './modules/predictions/read-ahead';
import { withIdempotentProcess } from './modules/limits/idempotent-process';
import { userViewCache } from './modules/views/user-view-cache';
import { createHousekeeping } from './modules/housekeeping/housekeeping';
import { billingService } from './modules/billing/billing.service';
import { billingProviders, billingMaintenanceTimer } from './modules/billing/billing-providers';
import { adminService } from './modules/admin/admin.service';
import { adminAnalyticsService } from './modules/admin/admin-analytics.service';
import { contactService } from './modules/contact/contact.service';
import { proAccess } from './modules/analytics/pro-access';
import { betsService } from './modules/analytics/bets.service';
import { analyticsService } from './modules/analytics/analytics.service';
import { historyExport } from './modules/analytics/history-export';
import { apiKeysService } from './modules/api-keys/api-keys.service';
import { keyRateLimit } from './modules/api-keys/key-rate-limit';
import { systemService } from './modules/system/system.service';

/**
 * The composition root (issue 15, point 1; docs/decisions/0020): the only place that chooses adapters from
 * configuration and hands each service the repositories and services it depends on. The app, the CLI and the
 * worker build what they run from here; repositories stay inside (tests build their own over the same database).
 */

export interface ServiceOverrides {
  /** The app passes Fastify's logger; the CLI gets a pino logger at LOG_LEVEL. */
  logger?: Logger;
  storage?: ObjectStorage;
  analyzer?: ScreenshotAnalyzer;
  queue?: AnalysisQueue;
  /** The time the free allowance's day or month is read from; tests move it across the UTC boundary. */
  clock?: () => Date;
}

export async function buildServices(config: AppConfig, db: Db, overrides: ServiceOverrides = {}) {
  const logger = overrides.logger ?? pino({ level: config.logLevel });
  const repos = buildRepositories(db);
  // Other app processes cache sessions for a moment; the change feed below tells them when to forget.
  const sessions = withSessionCache(repos.sessions, config.userCacheMs);
  const mailer = createMailer({ ...config.mail, logger });
  const { storage, analyzer } = buildPipeline(config, logger, overrides);
  const queue =
    overrides.queue ??
    (config.redisUrl ? bullmqQueue(config.redisUrl, { prefix: config.queuePrefix }) : inlineQueue({ storage, analyzer }));
  const rateLimitStore = config.redisUrl ? redisConnection(config.redisUrl) : null;
  const changes = changeFeedFor(config, logger);
  const views = userViewCache({ ttlMs: config.userCacheMs });
  changes.subscribe((target) => views.evict(target));
  changes.subscribe((target) => sessions.evict(target));

  // Password reset and change, a new address and sign-out everywhere end every API key too (issue 47, finding 2).
  const revokeApiKeys = (userId: string) => repos.apiKeys.revokeAllForUser(userId, nowIso());
  // Failed sign-ins and mails sent, counted across processes with Redis like the other limits (issue 47, low).
  const counters = attemptCounters(rateLimitStore, config.queuePrefix);
  const throttle = signinThrottle({ counters, failuresPerAddress: config.rateLimit.signinFailuresPerAddress });
  const auth = authService({ config, users: repos.users, sessions, revokeApiKeys, throttle });
  const emails = emailFlows({ config, users: repos.users, sessions, tokens: repos.tokens, mailer, logger, revokeApiKeys });
  emails.onUserChanged((userId) => changes.publish(userId));
  const settings = platformSettings({ config, settings: repos.settings });
  // Reading at upload has its own budget with the extract limits' numbers, so it never refuses an extract.
  const reader = readAhead({ queue, uploadsRepo: repos.uploads, limiter: readingLimiter(config.extract), logger });
  const uploads = uploadsService({
    config,
    storage,
    uploads: repos.uploads,
    ...(config.readOnUpload ? { onStored: reader.start } : {}),
  });
  const predictions = withIdempotentProcess(
    predictionsService({
      users: repos.users,
      predictions: repos.predictions,
      subscriptions: repos.subscriptions,
      uploadsRepo: repos.uploads,
      uploads,
      settings,
      queue,
      limiter: readingLimiter(config.extract),
      readAhead: reader,
      logger,
      ...(overrides.clock ? { clock: overrides.clock } : {}),
    }),
    repos.predictions,
  );
  const billing = billingService({
    config,
    billing: repos.billing,
    users: repos.users,
    settings,
    logger,
    changes,
    providers: billingProviders(config),
  });
  const access = proAccess(repos.subscriptions);

  // Timers run in every app process (idempotence keys and event records make that safe); tests drive them by hand.
  const runTimers = config.env !== 'test';
  const stopBillingTimer = runTimers ? billingMaintenanceTimer(billing, logger) : () => {};
  const housekeeping = createHousekeeping({ sessions, uploads, logger, runTimer: runTimers });

  return {
    config,
    logger,
    auth,
    emails,
    account: accountService({
      config,
      users: repos.users,
      sessions,
      emails,
      logger,
      data: repos.accountData,
      storage,
      announce: (userId) => changes.publish(userId),
      revokeApiKeys,
      emailChanges: emailChangeBudget(counters),
    }),
    settings,
    uploads,
    predictions,
    predictionRead: predictionReadService({ predictions: repos.predictions, settings: repos.analysisSettings }),
    billing,
    admin: adminService({
      users: repos.users,
      sessions,
      settings,
      audit: repos.audit,
      contact: repos.contact,
      adminUsers: repos.adminUsers,
      predictions: repos.predictions,
      subscriptions: repos.subscriptions,
      billing: repos.billing,
    }),
    adminAnalytics: adminAnalyticsService({ repo: repos.adminAnalytics, settings }),
    contact: contactService({ contact: repos.contact, pro: access }),
    /** The Pro features: recorded bets, analytics and export, personal API keys. */
    pro: {
      bets: betsService({ bets: repos.bets, predictions: repos.predictions }),
      analytics: analyticsService({ bets: repos.bets, pro: access }),
      exporter: historyExport({ bets: repos.bets, pro: access }),
      apiKeys: apiKeysService({ keys: repos.apiKeys, pro: access }),
    },
    system: systemService({ health: repos.health, predictions: repos.predictions, trackRecord: () => predictions.trackRecord() }),
    /** What the request hooks read before any route: the session behind a cookie, the key behind a bearer token. */
    hooks: {
      sessions,
      bearer: {
        keys: repos.apiKeys,
        pro: access,
        limit: keyRateLimit(config.apiKeyRateLimit, rateLimitStore, config.queuePrefix),
      },
    },
    storage,
    analyzer,
    queue,
    /** Set when REDIS_URL is configured, so rate limits are shared by every app process. */
    rateLimitStore,
    /** Announces data changes to this process's caches and, with Redis, to every other app process. */
    changes,
    /** Short-lived stats and history views per user (docs/decisions/0010-user-views.md). */
    views,
    housekeeping,
    async close() {
      stopBillingTimer();
      housekeeping.stop();
      await emails.flush();
      mailer.close();
      await changes.close();
      await reader.settle(); // readings under way finish (or fail) before their queue goes, within a few seconds
      await queue.close();
      await analyzer.close();
      rateLimitStore?.disconnect();
    },
  };
}

export type Services = Awaited<ReturnType<typeof buildServices>>;

/**
 * The screenshot pipeline alone: upload storage and the OCR analyzer. `oddslens worker` and `oddslens analyze` run
 * only this part, so they open no database, no extra Redis connection and start none of the app's timers.
 */
export function buildPipeline(
  config: AppConfig,
  logger: Pick<Logger, 'warn'>,
  overrides: Pick<ServiceOverrides, 'storage' | 'analyzer'> & { workers?: number } = {},
): { storage: ObjectStorage; analyzer: ScreenshotAnalyzer } {
  const storage = overrides.storage ?? (config.s3 ? s3Storage({ ...config.s3 }) : localStorage(config.uploads.dir));
  const analyzer =
    overrides.analyzer ??
    createScreenshotAnalyzer({
      workers: overrides.workers ?? config.ocr.workers,
      langPath: config.ocr.langPath,
      ocrEngine: config.ocr.engine,
      narrator: narratorFor(config, logger),
      oddsFeed: config.oddsFeed,
      dataDir: config.dataDir,
      onFeedError: (err) => logger.warn({ err }, 'odds feed unavailable; the analysis used the offline references'),
    });
  return { storage, analyzer };
}

/** The optional language-model summary, when LLM_API_URL, LLM_API_KEY and LLM_MODEL are all set. */
function narratorFor(config: AppConfig, logger: Pick<Logger, 'warn'>): Narrator | null {
  if (!config.llm) return null;
  return openAiCompatibleNarrator({ ...config.llm, onError: (err) => logger.warn({ err }, 'LLM summary skipped') });
}

/** The change feed over Redis pub/sub when REDIS_URL is set, so every app process hears of every write. */
function changeFeedFor(config: AppConfig, logger: Pick<Logger, 'warn'>): ChangeFeed {
  const onError = (err: unknown) => logger.warn({ err }, 'change feed');
  return config.redisUrl
    ? redisChangeFeed(config.redisUrl, { channel: `${config.queuePrefix}:changes`, onError })
    : localChangeFeed(onError);
}
