import type { FastifyInstance } from 'fastify';
import type { CoreContext } from './context';
import type { FeatureContext } from './features';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { predictionsRoutes } from './modules/predictions/predictions.routes';
import { predictionReadRoutes } from './modules/predictions/prediction-read.routes';
import { predictionReadService } from './modules/predictions/prediction-read.service';
import { analysisSettingsRepository } from './repositories/analysis-settings.repository';
import { billingRoutes } from './modules/billing/billing.routes';
import { sandboxRoutes } from './modules/billing/sandbox.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { adminAnalyticsService } from './modules/admin/admin-analytics.service';
import { adminAnalyticsRepository } from './repositories/admin-analytics.repository';
import { contactRoutes } from './modules/contact/contact.routes';
import { teamsRoutes } from './modules/teams/teams.routes';
import { shareTargetRoutes } from './modules/uploads/share-target.routes';
import { accountRoutes } from './modules/account/account.routes';
import { accountService } from './modules/account/account.service';
import { accountDataRepository } from './repositories/account-data.repository';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes';
import { settingsRoutes } from './modules/settings/settings.routes';

export async function featureRoutes(app: FastifyInstance, ctx: CoreContext, features: FeatureContext): Promise<void> {
  await uploadsRoutes(app, features.uploads);
  await predictionsRoutes(app, features.predictions, features.views);
  await predictionReadRoutes(
    app,
    predictionReadService({ predictions: features.repos.predictions, settings: analysisSettingsRepository(ctx.db) }),
  );
  await billingRoutes(app, features.billing);
  await sandboxRoutes(app, features.billing);
  await adminRoutes(
    app,
    features.admin,
    adminAnalyticsService({ repo: adminAnalyticsRepository(ctx.db), settings: features.settings }),
  );
  await settingsRoutes(app, features.settings);
  await contactRoutes(app, features.contact);
  await analyticsRoutes(app, features.pro);
  await apiKeysRoutes(app, features.pro.apiKeys, { ratePerMinute: ctx.config.apiKeyRateLimit });
  await teamsRoutes(app);
  await shareTargetRoutes(app, features.uploads);
  await accountRoutes(
    app,
    ctx,
    accountService({
      ctx,
      data: accountDataRepository(ctx.db),
      storage: features.storage,
      announce: (userId) => features.changes.publish(userId),
    }),
  );
}
