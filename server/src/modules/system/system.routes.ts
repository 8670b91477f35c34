import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { PublicStats } from '../../../../shared/src/api';
import type { CoreContext } from '../../context';
import type { FeatureContext } from '../../features';
import { requestLanguage } from '../../i18n/language';
import { systemDocs } from './system.api';
import { measuredFigures } from './public-stats';

type ComponentState = { status: 'ok' | 'disabled' | 'error'; detail: string };

async function probe(fn: () => Promise<string>): Promise<ComponentState> {
  try {
    return { status: 'ok', detail: await fn() };
  } catch (err) {
    return { status: 'error', detail: err instanceof Error ? err.message.slice(0, 200) : 'failed' };
  }
}

export async function systemRoutes(app: FastifyInstance, ctx: CoreContext, features: FeatureContext): Promise<void> {
  app.get('/healthz', { config: { rateLimit: false } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { config: { rateLimit: false } }, async (_req, reply) => {
    const { config } = ctx;
    const components: Record<string, ComponentState> = {
      db: await probe(async () => {
        await sql`select 1`.execute(ctx.db);
        return config.database.kind;
      }),
      ocr: await probe(async () => {
        const s = await features.analyzer.check();
        return `tesseract, ${s.workers} workers${s.started ? '' : ' (start on first use)'}`;
      }),
      queue: await probe(async () => {
        await features.queue.check();
        return features.queue.kind;
      }),
      storage: await probe(async () => {
        await features.storage.check();
        return features.storage.kind;
      }),
      payments: {
        status: 'ok',
        detail:
          [config.stripe ? 'stripe' : null, config.yookassa ? 'yookassa' : null, config.paymentsSandbox ? 'sandbox' : null]
            .filter(Boolean)
            .join(', ') || 'off',
      },
      identityProvider: config.oidc
        ? await probe(async () => {
            await app.oidcReady?.();
            return `oidc: ${config.oidc!.issuer}`;
          })
        : { status: 'disabled', detail: 'email and password only' },
    };
    const ready = Object.values(components).every((c) => c.status !== 'error');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not-ready', components });
  });

  // The same for everyone and fixed at start: shared caches may keep it for a few minutes.
  app.get('/api/operator', { config: { doc: systemDocs.operator } }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { operator: ctx.config.operator };
  });

  app.get('/api/locale', { config: { doc: systemDocs.locale } }, async (req) => ({ locale: requestLanguage(req) }));

  app.get('/api/stats/public', { config: { doc: systemDocs.publicStats } }, async (): Promise<PublicStats> => ({
    totalPredictions: await features.repos.predictions.countAll(),
    trackRecord: await features.predictions.trackRecord(),
    ...measuredFigures(),
  }));
}
