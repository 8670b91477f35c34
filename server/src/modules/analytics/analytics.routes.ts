import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { betInputSchema } from '@shared/pro';
import { AppError } from '../../errors';
import { requestLanguage } from '../../i18n/language';
import { UUID_PATTERN } from '../../lib/ids';
import { parseInput } from '../../lib/validate';
import { requireUser } from '../auth';
import type { AnalyticsService } from './analytics.service';
import type { BetsService } from './bets.service';
import type { HistoryExport } from './history-export';
import { analyticsDocs as docs } from './analytics.api';

const exportQuery = z.object({ lang: z.enum(['en', 'ru']).optional() }).strict();

function predictionId(req: FastifyRequest<{ Params: { id: string } }>): string {
  if (!UUID_PATTERN.test(req.params.id)) throw new AppError('NOT_FOUND');
  return req.params.id;
}

/** Recorded bets (every user), personal analytics and the CSV export of history (Pro). */
export async function analyticsRoutes(
  app: FastifyInstance,
  deps: { bets: BetsService; analytics: AnalyticsService; exporter: HistoryExport },
): Promise<void> {
  app.get<{ Params: { id: string } }>('/api/predictions/:id/bet', { config: { doc: docs.betGet } }, async (req) => {
    const user = requireUser(req);
    return { bet: await deps.bets.get(user.id, predictionId(req)) };
  });

  app.put<{ Params: { id: string } }>('/api/predictions/:id/bet', { config: { doc: docs.betPut } }, async (req) => {
    const user = requireUser(req);
    const id = predictionId(req);
    const body = parseInput(betInputSchema, req.body ?? {});
    return { bet: await deps.bets.record(user.id, id, body) };
  });

  app.delete<{ Params: { id: string } }>('/api/predictions/:id/bet', { config: { doc: docs.betDelete } }, async (req, reply) => {
    const user = requireUser(req);
    await deps.bets.clear(user.id, predictionId(req));
    return reply.code(204).send();
  });

  app.get('/api/user/bets', { config: { doc: docs.bets } }, async (req) => {
    const user = requireUser(req);
    return { bets: await deps.bets.list(user.id) };
  });

  app.get('/api/user/analytics', { config: { doc: docs.analytics } }, async (req) => {
    const user = requireUser(req);
    return deps.analytics.forUser(user.id);
  });

  // ?lang= lets a plain download link pick the format; otherwise the request's language decides.
  app.get('/api/predictions/export.csv', { config: { doc: docs.export } }, async (req, reply) => {
    const user = requireUser(req);
    const { lang } = parseInput(exportQuery, req.query ?? {});
    const language = lang ?? requestLanguage(req);
    const csv = await deps.exporter.csv(user.id, language);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="oddslens-history-${day}.csv"`)
      .send(csv);
  });
}
