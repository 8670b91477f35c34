import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';

/**
 * The analysis routes, by the pattern the router matched (never the raw URL, which '/api/predictions/%70rocess'
 * spells differently; issue 47, finding 3): each one keeps an OCR worker busy for seconds, whatever its outcome.
 */
const ANALYSIS_ROUTES: ReadonlySet<string> = new Set(['/api/predictions/process', '/api/predictions/extract']);
const WINDOW_MS = 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    releaseAnalysisSlot: (() => void) | null;
  }
}

/**
 * Per-user bounds on analyses (issue 12, finding 3): at most `inFlight` running at once and `perMinute` started in any
 * minute, failed ones included (a refunded failure still cost the OCR pool its time). Excess requests get a coded 429
 * before any work starts. Counters live in this process: with several app processes each enforces its own share.
 */
export function registerAnalysisLimits(app: FastifyInstance, limits: { inFlight: number; perMinute: number }): void {
  const running = new Map<string, number>();
  const started = new Map<string, number[]>();

  app.decorateRequest('releaseAnalysisSlot', null);

  app.addHook('preHandler', async (req: FastifyRequest, reply) => {
    if (req.method !== 'POST' || !req.user || !ANALYSIS_ROUTES.has(req.routeOptions.url ?? '')) return;
    const userId = req.user.id;
    const now = Date.now();
    const recent = (started.get(userId) ?? []).filter((t) => t > now - WINDOW_MS);
    const busy = running.get(userId) ?? 0;
    if (busy >= limits.inFlight || recent.length >= limits.perMinute) {
      const wait = recent.length >= limits.perMinute ? Math.ceil((recent[0]! + WINDOW_MS - now) / 1000) : 5;
      reply.header('retry-after', String(Math.max(1, wait)));
      throw new AppError('ANALYSIS_LIMIT');
    }
    recent.push(now);
    started.set(userId, recent);
    running.set(userId, busy + 1);
    let released = false;
    req.releaseAnalysisSlot = () => {
      if (released) return;
      released = true;
      const left = (running.get(userId) ?? 1) - 1;
      if (left > 0) running.set(userId, left);
      else running.delete(userId);
    };
  });

  app.addHook('onResponse', async (req) => {
    req.releaseAnalysisSlot?.();
  });

  // Forget users idle for a minute, so the maps stay as small as the set of active users.
  const sweep = setInterval(() => {
    const cutoff = Date.now() - WINDOW_MS;
    for (const [userId, times] of started) if (!times.some((t) => t > cutoff)) started.delete(userId);
  }, WINDOW_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
