import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { PublicStats } from '../../../../shared/src/api';
import type { CoreContext } from '../../context';
import type { FeatureContext } from '../../features';
import { requestLanguage } from '../../i18n/language';
import { systemDocs } from './system.api';
import { measuredFigures } from './public-stats';
import type { ComponentState, Readiness, ReadinessCode } from '../../../../shared/src/readiness';
import type { Logger } from '../../lib/logger';

/** A component's check: its detail when it works; when it fails, its code and backend kind, the error only logged. */
async function probe(
  log: Pick<Logger, 'warn'>,
  failure: { code: ReadinessCode; detail: string },
  fn: () => Promise<string>,
): Promise<ComponentState> {
  try {
    return { status: 'ok', detail: await fn() };
  } catch (err) {
    log.warn({ err, code: failure.code }, 'readiness check failed');
    return { status: 'error', ...failure };
  }
}

export async function systemRoutes(app: FastifyInstance, ctx: CoreContext, features: FeatureContext): Promise<void> {
  app.get('/healthz', { config: { rateLimit: false } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { config: { rateLimit: false } }, async (req, reply) => {
    const { config } = ctx;
    const components: Record<string, ComponentState> = {
      db: await probe(req.log, { code: 'DB_UNREACHABLE', detail: config.database.kind }, async () => {
        await sql`select 1`.execute(ctx.db);
        return config.database.kind;
      }),
      ocr: await probe(req.log, { code: 'OCR_UNAVAILABLE', detail: 'tesseract' }, async () => {
        const s = await features.analyzer.check();
        return `tesseract, ${s.workers} workers${s.started ? '' : ' (start on first use)'}`;
      }),
      queue: await probe(req.log, { code: 'QUEUE_UNREACHABLE', detail: features.queue.kind }, async () => {
        await features.queue.check();
        return features.queue.kind;
      }),
      storage: await probe(req.log, { code: 'STORAGE_UNREACHABLE', detail: features.storage.kind }, async () => {
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
        ? await probe(req.log, { code: 'IDENTITY_PROVIDER_UNREACHABLE', detail: 'oidc' }, async () => {
            await app.oidcReady?.();
            return `oidc: ${config.oidc!.issuer}`;
          })
        : { status: 'disabled', detail: 'email and password only' },
    };
    const ready = Object.values(components).every((c) => c.status !== 'error');
    const body: Readiness = { status: ready ? 'ready' : 'not-ready', components };
    return reply.code(ready ? 200 : 503).send(body);
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
