import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Language } from '@shared/prediction';
import { parseInput } from '../../lib/validate';
import { requestLanguage } from '../../i18n/language';
import { EncodedBody, preferredCoding } from '../encoded-body';
import { buildOpenApi, type RegisteredRoute } from './openapi';
import { routeDoc } from './route-doc';

/**
 * Records every route as Fastify registers it (child plugins included: onRoute hooks are inherited), so the
 * reference is built from what the server really serves. Must run before any route is added.
 */
export function collectRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (r) => {
    for (const method of Array.isArray(r.method) ? r.method : [r.method]) {
      routes.push({ method, url: r.url, doc: r.config?.doc });
    }
  });
  return routes;
}

const querySchema = z.object({ lang: z.enum(['en', 'ru']).optional() }).strict();

export async function openApiRoutes(app: FastifyInstance, routes: RegisteredRoute[], serverUrl: string): Promise<void> {
  // Built on first request, when every route is registered; the route table never changes after start.
  const cache = new Map<Language, EncodedBody>();
  app.get(
    '/api/openapi.json',
    {
      config: {
        doc: routeDoc({
          tag: 'system',
          summary: {
            en: 'This API reference as an OpenAPI 3.1 document',
            ru: 'Этот справочник API в виде документа OpenAPI 3.1',
          },
          auth: 'none',
          query: querySchema,
          response: { schema: z.object({ openapi: z.literal('3.1.0') }).loose() },
        }),
      },
    },
    async (req, reply) => {
      const { lang } = parseInput(querySchema, req.query ?? {});
      const language = lang ?? requestLanguage(req);
      let body = cache.get(language);
      if (!body) {
        body = new EncodedBody(JSON.stringify(buildOpenApi(routes, language, serverUrl)));
        cache.set(language, body);
      }
      // Each coding is made once and kept: the document is large and never changes (sizes: docs/decisions/0017).
      reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      const coding = preferredCoding(req.headers['accept-encoding']);
      if (!coding) return reply.send(body.text);
      return reply.header('content-encoding', coding).send(body.encode(coding));
    },
  );
}
