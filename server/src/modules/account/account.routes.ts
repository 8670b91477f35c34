import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/config';
import { parseInput } from '../../lib/validate';
import { requestLanguage } from '../../i18n/language';
import { clearSessionCookie, requireUser, setSessionCookie } from '../auth';
import { accountDeleteSchema, emailChangeSchema, passwordChangeSchema } from '@shared/api';
import { accountDocs as docs } from './account.api';
import type { AccountService } from './account.service';

export async function accountRoutes(app: FastifyInstance, config: AppConfig, account: AccountService): Promise<void> {
  // Every route here proves the owner with a password: limited per account like sign-in.
  const limited = {
    rateLimit: {
      max: config.rateLimit.signinMax,
      timeWindow: '1 minute',
      keyGenerator: (req: { user: { id: string } | null; ip: string }) => `account:${req.user?.id ?? req.ip}`,
    },
  };

  app.post('/api/account/password', { config: { ...limited, doc: docs.password } }, async (req, reply) => {
    const user = requireUser(req);
    const body = parseInput(passwordChangeSchema, req.body);
    const { token, otherSessions, apiKeys } = await account.changePassword(user, body, {
      userAgent: req.headers['user-agent'] ?? null,
      ip: req.ip,
      previousToken: null,
    });
    setSessionCookie(reply, config, token);
    return { changed: true, sessionsEnded: otherSessions, apiKeysRevoked: apiKeys };
  });

  app.post('/api/account/email', { config: { ...limited, doc: docs.email } }, async (req, reply) => {
    const user = requireUser(req);
    const body = parseInput(emailChangeSchema, req.body);
    await account.changeEmail(user, body, requestLanguage(req));
    return reply.code(202).send({ pending: true });
  });

  app.get('/api/account/export', { config: { doc: docs.exportData } }, async (req, reply) => {
    const user = requireUser(req);
    const data = await account.exportData(user);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-disposition', `attachment; filename="oddslens-export-${day}.json"`)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data, null, 2));
  });

  app.post('/api/account/delete', { config: { ...limited, doc: docs.remove } }, async (req, reply) => {
    const user = requireUser(req);
    const body = parseInput(accountDeleteSchema, req.body);
    await account.deleteAccount(user, body);
    clearSessionCookie(reply, config);
    return { deleted: true };
  });
}
