import type { FastifyInstance } from 'fastify';
import { apiKeyCreateSchema, MAX_API_KEYS } from '@shared/pro';
import { AppError } from '../../errors';
import { UUID_PATTERN } from '../../lib/ids';
import { parseInput } from '../../lib/validate';
import { requireUser } from '../auth';
import type { ApiKeysService } from './api-keys.service';
import { apiKeysDocs as docs } from './api-keys.api';

/** Managing keys is a signed-in browser action only: these routes are not in BEARER_ROUTES (bearer-auth.ts). */
export async function apiKeysRoutes(
  app: FastifyInstance,
  service: ApiKeysService,
  limits: { ratePerMinute: number },
): Promise<void> {
  // The limits come along so the account page states the real ones.
  app.get('/api/user/api-keys', { config: { doc: docs.list } }, async (req) => {
    const user = requireUser(req);
    return { keys: await service.list(user.id), max: MAX_API_KEYS, ratePerMinute: limits.ratePerMinute };
  });

  app.post('/api/user/api-keys', { config: { doc: docs.create } }, async (req, reply) => {
    const user = requireUser(req);
    const { name } = parseInput(apiKeyCreateSchema, req.body ?? {});
    return reply.code(201).send(await service.create(user, name));
  });

  app.delete<{ Params: { id: string } }>('/api/user/api-keys/:id', { config: { doc: docs.revoke } }, async (req, reply) => {
    const user = requireUser(req);
    if (!UUID_PATTERN.test(req.params.id)) throw new AppError('NOT_FOUND');
    await service.revoke(user.id, req.params.id);
    return reply.code(204).send();
  });
}
