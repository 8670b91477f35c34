import type { FastifyInstance } from 'fastify';
import type { Services } from './services';
import { authRoutes } from './modules/auth/auth.routes';
import { oidcRoutes } from './modules/auth/oidc.routes';
import { systemRoutes } from './modules/system/system.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { predictionsRoutes } from './modules/predictions/predictions.routes';
import { predictionReadRoutes } from './modules/predictions/prediction-read.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { sandboxRoutes } from './modules/billing/sandbox.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { teamsRoutes } from './modules/teams/teams.routes';
import { shareTargetRoutes } from './modules/uploads/share-target.routes';
import { accountRoutes } from './modules/account/account.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes';
import { settingsRoutes } from './modules/settings/settings.routes';

/** Every route, each handed only the services it uses (the composition root, services.ts, built them). */
export async function registerRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const { config } = s;
  await authRoutes(app, { config, auth: s.auth, emails: s.emails });
  await oidcRoutes(app, { config, auth: s.auth });
  await systemRoutes(app, { config, system: s.system, analyzer: s.analyzer, queue: s.queue, storage: s.storage });
  await uploadsRoutes(app, s.uploads);
  await predictionsRoutes(app, s.predictions, s.views);
  await predictionReadRoutes(app, s.predictionRead);
  await billingRoutes(app, s.billing);
  await sandboxRoutes(app, s.billing);
  await adminRoutes(app, s.admin, s.adminAnalytics);
  await settingsRoutes(app, s.settings);
  await contactRoutes(app, s.contact);
  await analyticsRoutes(app, { bets: s.pro.bets, analytics: s.pro.analytics, exporter: s.pro.exporter });
  await apiKeysRoutes(app, s.pro.apiKeys, { ratePerMinute: config.apiKeyRateLimit });
  await teamsRoutes(app);
  await shareTargetRoutes(app, s.uploads);
  await accountRoutes(app, config, s.account);
}
