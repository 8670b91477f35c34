import type { ProcessResponse } from '@shared/api';
import { AppError } from '../../errors';
import type { PredictionsRepository } from '../../repositories/predictions.repository';
import { presentProcessed, type PredictionsService } from '../predictions';

/**
 * The Idempotency-Key race (issue 12, finding 6): two parallel process calls with one key used to answer 200 and 500
 * (the second insert broke the key's unique index). Now a call that finds its key already running in this process
 * waits for that run and answers with the same result; a call that loses the race on another process finds the stored
 * row and answers with it; a key still running elsewhere, or held by another account, is a coded 409. Never a 500.
 */
export function withIdempotentProcess(service: PredictionsService, predictions: PredictionsRepository): PredictionsService {
  const running = new Map<string, Promise<ProcessResponse>>();

  async function settle(input: Parameters<PredictionsService['process']>[0], err: unknown): Promise<ProcessResponse> {
    if (!input.requestId || err instanceof AppError) throw err;
    const stored = await predictions.findByRequestId(input.requestId).catch(() => undefined);
    if (stored && stored.user_id === input.userId) return presentProcessed(stored);
    if (stored) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
    throw err;
  }

  return {
    ...service,
    process(input) {
      if (!input.requestId) return service.process(input);
      const key = `${input.userId}\u0000${input.requestId}`;
      const current = running.get(key);
      if (current) return current;
      const run = service.process(input).catch((err: unknown) => settle(input, err));
      running.set(key, run);
      void run.finally(() => running.delete(key)).catch(() => undefined);
      return run;
    },
  };
}
