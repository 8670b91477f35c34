import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import { parseInput } from '../../lib/validate';
import { requestLanguage } from '../../i18n/language';
import type { ProviderName } from '../../adapters/payments/payment-provider';
import { billingDocs as docs, configQuerySchema } from './billing.api';
import type { BillingService } from './billing.service';

/** Checkout, portal and price config for the web client; provider webhooks on their own raw-body scope. */
export async function billingRoutes(app: FastifyInstance, billing: BillingService): Promise<void> {
  app.post('/api/create-checkout-session', { config: { doc: docs.checkout } }, async (req) => {
    const user = requireUser(req);
    return billing.checkout(user, 'card', requestLanguage(req));
  });

  app.post('/api/yookassa/create-payment', { config: { doc: docs.yookassa } }, async (req) => {
    const user = requireUser(req);
    return billing.checkout(user, 'ru', requestLanguage(req));
  });

  app.get('/api/billing/config', { config: { doc: docs.config } }, async (req) => {
    const { lang } = parseInput(configQuerySchema, req.query ?? {});
    return billing.config(lang ?? requestLanguage(req));
  });

  app.post('/api/billing/portal', { config: { doc: docs.portal } }, async (req) => {
    const user = requireUser(req);
    return billing.portal(user, requestLanguage(req));
  });

  // Signatures are computed over the exact bytes sent, so these routes see the raw body, never parsed JSON.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 128 * 1024 }, (_req, body, done) => done(null, body));
    const handler = (provider: ProviderName) => async (req: FastifyRequest, reply: FastifyReply) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const result = await billing.handleNotice(provider, raw, req.headers);
      return reply.code(200).send(result);
    };
    // Providers post without an Origin; each notice is checked against the provider's signature instead.
    const signed = (doc: (typeof docs)[keyof typeof docs]) => ({ config: { doc, csrf: 'provider-signed' as const } });
    scope.post('/api/webhooks/stripe', signed(docs.stripeWebhook), handler('stripe'));
    scope.post('/api/stripe/webhook', signed(docs.stripeWebhook), handler('stripe'));
    scope.post('/api/webhooks/yookassa', signed(docs.yookassaWebhook), handler('yookassa'));
    scope.post('/api/yookassa/webhook', signed(docs.yookassaWebhook), handler('yookassa'));
    scope.post('/api/webhooks/sandbox', signed(docs.sandboxWebhook), handler('sandbox'));
  });
}
