import type { CoreContext } from '../../context';
import { betsRepository } from '../../repositories/bets.repository';
import type { PredictionsRepository } from '../../repositories/predictions.repository';
import type { SubscriptionsRepository } from '../../repositories/subscriptions.repository';
import { analyticsService } from './analytics.service';
import { betsService } from './bets.service';
import { historyExport } from './history-export';
import { proAccess } from './pro-access';

/** The Pro features built on recorded bets: the services behind analytics.routes.ts. */
export function createPro(
  ctx: CoreContext,
  deps: { predictions: PredictionsRepository; subscriptions: SubscriptionsRepository },
) {
  const bets = betsRepository(ctx.db);
  const access = proAccess(deps.subscriptions);
  return {
    access,
    bets: betsService({ bets, predictions: deps.predictions }),
    analytics: analyticsService({ bets, pro: access }),
    exporter: historyExport({ bets, pro: access }),
  };
}
