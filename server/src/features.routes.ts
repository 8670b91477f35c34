import type { FastifyInstance } from 'fastify';
import type { CoreContext } from './context';
import type { FeatureContext } from './features';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { predictionsRoutes } from './modules/predictions/predictions.routes';

export async function featureRoutes(app: FastifyInstance, _ctx: CoreContext, features: FeatureContext): Promise<void> {
  await uploadsRoutes(app, features.uploads);
  await predictionsRoutes(app, features.predictions);
}
