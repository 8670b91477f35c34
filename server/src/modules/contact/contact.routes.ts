import type { FastifyInstance } from 'fastify';
import { CONTACT_RATE_LIMIT, contactMessageSchema } from '@shared/api';
import { parseInput } from '../../lib/validate';
import { requestLanguage } from '../../i18n/language';
import { contactDocs } from './contact.api';
import type { ContactService } from './contact.service';

export async function contactRoutes(app: FastifyInstance, contact: ContactService): Promise<void> {
  app.post(
    '/api/contact',
    {
      config: {
        doc: contactDocs.send,
        rateLimit: {
          max: CONTACT_RATE_LIMIT.max,
          timeWindow: `${CONTACT_RATE_LIMIT.windowMinutes} minutes`,
          // Per account when signed in (several users may share one address), per address otherwise.
          keyGenerator: (req) => `contact:${req.user?.id ?? req.ip}`,
        },
      },
    },
    async (req, reply) => {
      const input = parseInput(contactMessageSchema, req.body ?? {});
      await contact.submit({ ...input, language: requestLanguage(req), userId: req.user?.id ?? null });
      return reply.code(201).send({ ok: true });
    },
  );
}
