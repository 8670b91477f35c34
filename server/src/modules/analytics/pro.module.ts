import type { CoreContext } from '../../context';
import { betsRepository } from '../../repositories/bets.repository';
import type { PredictionsRepository } from '../../repositories/predictions.repository';
import type { SubscriptionsRepository } from '../../repositories/subscriptions.repository';
import { analyticsService } from './analytics.service';
import { betsService } from './bets.service';
import { historyExport } from './history-export';
import { proAccess } from './pro-access';
import type { Redis } from 'ioredis';
import { apiKeysRepository } from '../../repositories/api-keys.repository';
import { apiKeysService, keyRateLimit } from '../api-keys';

/** The Pro features: recorded bets, analytics and export (analytics.routes.ts), personal API keys (api-keys/). */
export function createPro(
  ctx: CoreContext,
  deps: { predictions: PredictionsRepository; subscriptions: SubscriptionsRepository; redis: Redis | null },
) {
  const bets = betsRepository(ctx.db);
  const access = proAccess(deps.subscriptions);
  const keys = apiKeysRepository(ctx.db);
  return {
    access,
    keys,
    apiKeys: apiKeysService({ keys, pro: access }),
    keyLimit: keyRateLimit(ctx.config.apiKeyRateLimit, deps.redis, ctx.config.queuePrefix),
    bets: betsService({ bets, predictions: deps.predictions }),
    analytics: analyticsService({ bets, pro: access }),
    exporter: historyExport({ bets, pro: access }),
  };
}
