import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PublicStats } from '@shared/api';
import type { AppConfig } from '../../config/config';
import type { ObjectStorage } from '../../adapters/storage/object-storage';
import type { AnalysisQueue } from '../../pipeline/analysis-job';
import type { ScreenshotAnalyzer } from '../../pipeline/screenshot-analyzer';
import { requestLanguage } from '../../i18n/language';
import { systemDocs } from './system.api';
import type { SystemService } from './system.service';
import type { ComponentState, Readiness, ReadinessCode } from '@shared/readiness';
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

export async function systemRoutes(
  app: FastifyInstance,
  deps: {
    config: AppConfig;
    system: SystemService;
    analyzer: Pick<ScreenshotAnalyzer, 'check'>;
    queue: Pick<AnalysisQueue, 'kind' | 'check'>;
    storage: Pick<ObjectStorage, 'kind' | 'check'>;
  },
): Promise<void> {
  const { config, system, analyzer, queue, storage } = deps;
  app.get('/healthz', { config: { rateLimit: false } }, async () => ({ status: 'ok' }));

  /**
   * The components' details (database kind, workers, queue, storage, payment and identity providers) tell an attacker
   * what runs here: only a signed-in admin or monitoring with READYZ_TOKEN reads them; everyone else gets each
   * component's status and code (issue 47, low).
   */
  const detailed = (req: FastifyRequest) => {
    if (req.user?.role === 'admin') return true;
    const given = req.headers['x-readiness-token'];
    if (!config.readyzToken || typeof given !== 'string') return false;
    const a = Buffer.from(given);
    const b = Buffer.from(config.readyzToken);
    return a.length === b.length && crypto.timingSafeEqual(a, b);
  };

  app.get('/readyz', { config: { rateLimit: false } }, async (req, reply) => {
    const components: Record<string, ComponentState> = {
      db: await probe(req.log, { code: 'DB_UNREACHABLE', detail: config.database.kind }, async () => {
        await system.pingDatabase();
        return config.database.kind;
      }),
      ocr: await probe(req.log, { code: 'OCR_UNAVAILABLE', detail: 'tesseract' }, async () => {
        const s = await analyzer.check();
        return `tesseract, ${s.workers} workers${s.started ? '' : ' (start on first use)'}`;
      }),
      queue: await probe(req.log, { code: 'QUEUE_UNREACHABLE', detail: queue.kind }, async () => {
        await queue.check();
        return queue.kind;
      }),
      storage: await probe(req.log, { code: 'STORAGE_UNREACHABLE', detail: storage.kind }, async () => {
        await storage.check();
        return storage.kind;
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
    if (!detailed(req)) for (const c of Object.values(components)) c.detail = '';
    const body: Readiness = { status: ready ? 'ready' : 'not-ready', components };
    return reply.code(ready ? 200 : 503).send(body);
  });

  // The same for everyone and fixed at start: shared caches may keep it for a few minutes.
  app.get('/api/operator', { config: { doc: systemDocs.operator } }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { operator: config.operator };
  });

  app.get('/api/locale', { config: { doc: systemDocs.locale } }, async (req) => ({ locale: requestLanguage(req) }));

  app.get('/api/stats/public', { config: { doc: systemDocs.publicStats } }, async (): Promise<PublicStats> =>
    system.publicStats(),
  );
}
