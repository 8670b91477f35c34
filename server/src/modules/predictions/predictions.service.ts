import type { TrackRecord, UserStats } from '../../../../shared/src/api';
import { scoreTrackRecord } from './track-record';
import type { Language, PredictionResult } from '../../../../shared/src/prediction';
import { AppError } from '../../errors';
import { newId, nowIso, sha256Hex } from '../../lib/ids';
import { MissingObjectError, type AnalysisQueue } from '../../pipeline/analysis-job';
import type { PredictionsRepository } from '../../repositories/predictions.repository';
import type { UsersRepository } from '../../repositories/users.repository';
import { isSubscriptionActive, type SubscriptionsRepository } from '../../repositories/subscriptions.repository';
import type { PlatformSettings } from '../settings/platform-settings';
import type { UploadsService } from '../uploads/uploads.service';
import { objectIdFromUrl } from '../uploads/uploads.service';
import type { UploadsRepository } from '../../repositories/uploads.repository';
import { historySummary, presentPrediction } from './predictions.presenter';

export function predictionsService(deps: {
  users: UsersRepository;
  predictions: PredictionsRepository;
  subscriptions: SubscriptionsRepository;
  uploadsRepo: UploadsRepository;
  uploads: UploadsService;
  settings: PlatformSettings;
  queue: AnalysisQueue;
}) {
  const { users, predictions, subscriptions, uploadsRepo, uploads, settings, queue } = deps;

  async function hasSubscription(userId: string): Promise<boolean> {
    return isSubscriptionActive(await subscriptions.latestForUser(userId));
  }

  async function trackRecord(userId?: string): Promise<TrackRecord> {
    return scoreTrackRecord(await predictions.settledCounts(userId));
  }

  return {
    hasSubscription,

    trackRecord,

    async stats(userId: string): Promise<UserStats> {
      const [user, sub, limit, total, record] = await Promise.all([
        users.findById(userId),
        subscriptions.latestForUser(userId),
        settings.freePredictionLimit(),
        predictions.countForUser(userId),
        trackRecord(userId),
      ]);
      const active = isSubscriptionActive(sub);
      const used = user?.free_used ?? 0;
      return {
        remainingPredictions: active ? -1 : Math.max(0, limit - used),
        hasSubscription: active,
        freePredictionLimit: limit,
        usedPredictions: used,
        totalPredictions: total,
        subscription: sub
          ? {
              status: sub.status === 'active' && !active ? 'expired' : sub.status,
              provider: sub.provider,
              currentPeriodEnd: sub.current_period_end,
              cancelAtPeriodEnd: !!sub.cancel_at_period_end,
            }
          : null,
        trackRecord: record,
      };
    },

    /**
     * The product's main call. The free allowance is reserved atomically before the (slow) analysis and
     * given back if the analysis fails or reads nothing, so only a successful analysis consumes one.
     */
    async process(input: {
      userId: string;
      imageUrls: string[];
      language: Language;
      requestId: string | null;
    }): Promise<PredictionResult> {
      if (input.requestId) {
        const previous = await predictions.findByRequestId(input.requestId);
        if (previous && previous.user_id === input.userId) return presentPrediction(previous);
      }
      if (input.imageUrls.length === 0) throw new AppError('NO_IMAGES');
      const objectIds = [...new Set(input.imageUrls.map((url) => objectIdFromUrl(url)))];
      if (objectIds.some((id) => id === null)) throw new AppError('NO_IMAGES');
      const rows = await Promise.all((objectIds as string[]).map((id) => uploadsRepo.findLive(id)));
      // Another user's object is treated as missing: nobody can analyse (or probe) images they did not upload.
      if (rows.some((row) => !row || row.owner_id !== input.userId)) throw new AppError('NO_IMAGES');

      const subscribed = await hasSubscription(input.userId);
      let reserved = false;
      if (!subscribed) {
        reserved = await users.reserveFreePrediction(input.userId, await settings.freePredictionLimit());
        if (!reserved) throw new AppError('QUOTA_EXHAUSTED');
      }

      let stored = false;
      try {
        const outcome = await queue
          .run({ storageKeys: rows.map((r) => r!.storage_key), language: input.language })
          .catch((err: unknown) => {
            // BullMQ hands back only the message, so the missing-object case is recognised by its text too.
            if (
              err instanceof MissingObjectError ||
              (err instanceof Error && /^object uploads\/\S+ is missing$/.test(err.message))
            ) {
              throw new AppError('NO_IMAGES');
            }
            throw err;
          });
        if (!outcome.usable) throw new AppError('UNREADABLE_IMAGE');
        const id = newId();
        const createdAt = nowIso();
        const resultJson = JSON.stringify(outcome.result);
        await predictions.insert({
          id,
          user_id: input.userId,
          created_at: createdAt,
          language: input.language,
          sport: outcome.result.sport,
          overall_confidence: outcome.result.overallConfidence,
          result_json: resultJson,
          content_hash: sha256Hex(resultJson),
          request_id: input.requestId,
          charged_free: reserved ? 1 : 0,
          outcome: null,
          outcome_at: null,
          summary_json: JSON.stringify(historySummary(id, createdAt, outcome.result)),
          recommended_option: outcome.result.recommendedOption,
        });
        stored = true;
        await uploads.discard(objectIds as string[]);
        return { ...outcome.result, id, createdAt };
      } finally {
        if (reserved && !stored) await users.releaseFreePrediction(input.userId);
      }
    },

    history: (userId: string) => predictions.historyForUser(userId),

    async recordOutcome(userId: string, id: string, outcome: string): Promise<void> {
      if (!(await predictions.setOutcome(id, userId, outcome, nowIso()))) throw new AppError('NOT_FOUND');
    },
  };
}
export type PredictionsService = ReturnType<typeof predictionsService>;
