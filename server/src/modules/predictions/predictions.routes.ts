import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { outcomeSchema, processPredictionSchema } from '../../../../shared/src/api';
import { requireUser } from '../auth/permissions';
import { parseInput } from '../../lib/validate';
import { requestLanguage } from '../../i18n/language';
import type { PredictionsService } from './predictions.service';
import { presentHistoryJson } from './predictions.presenter';
import { AppError } from '../../errors';
import { sha256Hex, UUID_PATTERN } from '../../lib/ids';

const IDEMPOTENCY_KEY = /^[\w-]{8,64}$/;

export async function predictionsRoutes(app: FastifyInstance, service: PredictionsService): Promise<void> {
  app.get('/api/user/stats', async (req) => service.stats(requireUser(req).id));

  app.post('/api/predictions/process', async (req) => {
    const user = requireUser(req);
    const body = parseInput(processPredictionSchema, req.body ?? {});
    const key = req.headers['idempotency-key'];
    const requestId = typeof key === 'string' && IDEMPOTENCY_KEY.test(key) ? sha256Hex(`${user.id}:${key}`) : null;
    return service.process({ userId: user.id, imageUrls: body.imageUrls, language: requestLanguage(req), requestId });
  });

  const history = async (req: FastifyRequest, reply: FastifyReply) => {
    const user = requireUser(req);
    const rows = await service.history(user.id);
    return reply.type('application/json; charset=utf-8').send(`[${rows.map(presentHistoryJson).join(',')}]`);
  };
  app.get('/api/predictions/history', history);
  // The spec's client also refetches /api/predictions on language change.
  app.get('/api/predictions', history);

  app.post<{ Params: { id: string } }>('/api/predictions/:id/outcome', async (req) => {
    const user = requireUser(req);
    if (!UUID_PATTERN.test(req.params.id)) throw new AppError('NOT_FOUND');
    const { outcome } = parseInput(outcomeSchema, req.body ?? {});
    await service.recordOutcome(user.id, req.params.id, outcome);
    return { ok: true };
  });
}
