import type { FastifyInstance } from 'fastify';
import type { CoreContext } from './context';
import type { FeatureContext } from './features';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { predictionsRoutes } from './modules/predictions/predictions.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { sandboxRoutes } from './modules/billing/sandbox.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { teamsRoutes } from './modules/teams/teams.routes';
import { shareTargetRoutes } from './modules/uploads/share-target.routes';

export async function featureRoutes(app: FastifyInstance, _ctx: CoreContext, features: FeatureContext): Promise<void> {
  await uploadsRoutes(app, features.uploads);
  await predictionsRoutes(app, features.predictions, features.views);
  await billingRoutes(app, features.billing);
  await sandboxRoutes(app, features.billing);
  await adminRoutes(app, features.admin);
  await contactRoutes(app, features.contact);
  await teamsRoutes(app);
  await shareTargetRoutes(app, features.uploads);
}
