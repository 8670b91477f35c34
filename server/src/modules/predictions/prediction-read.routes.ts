import type { FastifyInstance } from 'fastify';
import { analysisSettingsSchema } from '@shared/analysis-settings';
import { requireUser } from '../auth';
import { parseInput } from '../../lib/validate';
import { requestLanguage } from '../../i18n/language';
import { AppError } from '../../errors';
import { UUID_PATTERN } from '../../lib/ids';
import { predictionsDocs as docs, readQuerySchema as readQuery } from './predictions.api';
import type { PredictionReadService } from './prediction-read.service';

/** GET /api/predictions/:id (one stored analysis, rendered in the reader's language) and the bankroll setting. */
export async function predictionReadRoutes(app: FastifyInstance, service: PredictionReadService): Promise<void> {
  app.get<{ Params: { id: string } }>('/api/predictions/:id', { config: { doc: docs.read } }, async (req) => {
    const user = requireUser(req);
    if (!UUID_PATTERN.test(req.params.id)) throw new AppError('NOT_FOUND');
    const { odds } = parseInput(readQuery, req.query ?? {});
    return service.read(user, req.params.id, requestLanguage(req), odds);
  });

  app.get('/api/user/analysis-settings', { config: { doc: docs.settingsGet } }, async (req) => {
    const user = requireUser(req);
    return service.settings(user.id, requestLanguage(req));
  });

  app.put('/api/user/analysis-settings', { config: { doc: docs.settingsPut } }, async (req) => {
    const user = requireUser(req);
    const body = parseInput(analysisSettingsSchema, req.body ?? {});
    return service.saveSettings(user.id, body);
  });
}
