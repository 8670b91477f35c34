import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { extractRequestSchema, outcomeSchema, processPredictionSchema } from '@shared/api';
import { answerWithProgress } from '../../http/event-stream';
import { requireUser } from '../auth';
import { parseInput } from '../../lib/validate';
import { requestLanguage } from '../../i18n/language';
import type { PredictionsService } from './predictions.service';
import { presentHistoryJson } from './predictions.presenter';
import { AppError } from '../../errors';
import { sha256Hex, UUID_PATTERN } from '../../lib/ids';
import type { UserViewCache } from '../views';
import { predictionsDocs as docs } from './predictions.api';
import { EncodedBody, preferredCoding } from '../../http/encoded-body';
import { ReadingLimitedError } from './reading-limiter';

const IDEMPOTENCY_KEY = /^[\w-]{8,64}$/;

const JSON_TYPE = 'application/json; charset=utf-8';

export async function predictionsRoutes(app: FastifyInstance, service: PredictionsService, views: UserViewCache): Promise<void> {
  // Every page asks for the stats card; the serialised answer is what the cache keeps.
  app.get('/api/user/stats', { config: { doc: docs.stats } }, async (req, reply) => {
    const userId = requireUser(req).id;
    const text = await views.read(userId, 'stats', async () => JSON.stringify(await service.stats(userId)));
    return reply.type(JSON_TYPE).send(text);
  });

  // JSON by default; server-sent progress events with Accept: text/event-stream (http/event-stream.ts).
  app.post('/api/predictions/process', { config: { doc: docs.process } }, async (req, reply) => {
    const user = requireUser(req);
    const body = parseInput(processPredictionSchema, req.body ?? {});
    const key = req.headers['idempotency-key'];
    const requestId = typeof key === 'string' && IDEMPOTENCY_KEY.test(key) ? sha256Hex(`${user.id}:${key}`) : null;
    return answerWithProgress(req, reply, (onProgress) =>
      service.process({
        userId: user.id,
        imageUrls: body.imageUrls,
        match: body.match,
        language: requestLanguage(req),
        requestId,
        onProgress,
      }),
    );
  });

  // The review step: what was read, before any analysis; spends no quota, limited per user.
  app.post('/api/predictions/extract', { config: { doc: docs.extract } }, async (req, reply) => {
    const user = requireUser(req);
    const body = parseInput(extractRequestSchema, req.body ?? {});
    try {
      return await answerWithProgress(req, reply, (onProgress) =>
        service.extract({ userId: user.id, imageUrls: body.imageUrls, language: requestLanguage(req), onProgress }),
      );
    } catch (err) {
      // Refused before any work: the answer says when a slot frees up, and the web app retries then by itself.
      if (err instanceof ReadingLimitedError) reply.header('retry-after', String(err.retryAfter));
      throw err;
    }
  });

  // A history of real analyses is tens of kilobytes of JSON: browsers get it compressed, once per cached view.
  const history = async (req: FastifyRequest, reply: FastifyReply) => {
    const userId = requireUser(req).id;
    const body = await views.read(userId, 'history', async () => {
      const rows = await service.history(userId);
      return new EncodedBody(`[${rows.map(presentHistoryJson).join(',')}]`);
    });
    reply.type(JSON_TYPE).header('vary', 'accept-encoding');
    const coding = body.compressible ? preferredCoding(req.headers['accept-encoding']) : null;
    if (!coding) return reply.send(body.text);
    return reply.header('content-encoding', coding).send(body.encode(coding));
  };
  app.get('/api/predictions/history', { config: { doc: docs.history } }, history);
  // The spec's client also refetches /api/predictions on language change.
  app.get('/api/predictions', { config: { doc: docs.predictions } }, history);

  app.post<{ Params: { id: string } }>('/api/predictions/:id/outcome', { config: { doc: docs.outcome } }, async (req) => {
    const user = requireUser(req);
    if (!UUID_PATTERN.test(req.params.id)) throw new AppError('NOT_FOUND');
    const { outcome } = parseInput(outcomeSchema, req.body ?? {});
    await service.recordOutcome(user.id, req.params.id, outcome);
    return { ok: true };
  });
}
