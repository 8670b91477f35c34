import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { requireUser } from '../auth';
import { requestLanguage } from '../../i18n/language';
import { SANDBOX_SIGNATURE_HEADER, type SandboxEvent } from '../../adapters/payments/sandbox-provider';
import type { BillingService, WebhookOutcome } from './billing.service';
import { presentSubscription } from './billing.presenter';
import { renderCheckoutPage, renderPortalPage } from './sandbox-pages';

const TOKEN = /^[\w-]{20,160}\.[\w-]{43}$/;

/**
 * Pages served by this server instead of a provider's: the sandbox checkout, and the subscription portal for
 * subscriptions we renew ourselves (sandbox and YooKassa). Their buttons are plain same-origin form posts; each
 * one becomes a signed event delivered to POST /api/webhooks/sandbox, the same path real notices take.
 */
export async function sandboxRoutes(app: FastifyInstance, billing: BillingService): Promise<void> {
  const { sandbox } = billing;

  /** Posts the event to the webhook and answers its outcome. */
  async function deliver(event: SandboxEvent): Promise<WebhookOutcome> {
    const { body, signature } = sandbox.signEvent(event);
    const res = await app.inject({
      method: 'POST',
      url: '/api/webhooks/sandbox',
      payload: body,
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    });
    if (res.statusCode !== 200)
      throw new AppError('PAYMENT_PROVIDER_ERROR', undefined, `sandbox webhook answered ${res.statusCode}`);
    return (res.json() as { outcome: WebhookOutcome }).outcome;
  }

  const html = (reply: FastifyReply, page: string) =>
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);

  await app.register(async (scope) => {
    // Browsers post forms url-encoded; the forms carry no fields we read, so the body is accepted and ignored.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, _body, done) =>
      done(null, {}),
    );

    const session = (req: FastifyRequest<{ Params: { session: string } }>) => {
      if (!billing.sandboxEnabled || !TOKEN.test(req.params.session)) throw new AppError('NOT_FOUND');
      const s = sandbox.readSessionToken(req.params.session);
      if (!s) throw new AppError('NOT_FOUND');
      return s;
    };

    scope.get<{ Params: { session: string } }>('/sandbox/checkout/:session', async (req, reply) => {
      const s = session(req);
      return html(
        reply,
        renderCheckoutPage({
          lang: s.language,
          sessionPath: `/sandbox/checkout/${req.params.session}`,
          amountMinor: s.amountMinor,
          currency: s.currency,
          expired: sandbox.isExpired(s),
        }),
      );
    });

    scope.post<{ Params: { session: string } }>('/sandbox/checkout/:session/pay', async (req, reply) => {
      const user = requireUser(req);
      const s = session(req);
      if (s.userId !== user.id) throw new AppError('FORBIDDEN');
      if (sandbox.isExpired(s)) {
        const page = renderCheckoutPage({
          lang: s.language,
          sessionPath: '',
          amountMinor: s.amountMinor,
          currency: s.currency,
          expired: true,
        });
        return html(reply.code(410), page);
      }
      // A checkout opened before another one was paid buys nothing while that period runs (issue 47, low).
      if ((await deliver(sandbox.checkoutCompletedEvent(req.params.session))) === 'refused')
        throw new AppError('ALREADY_SUBSCRIBED');
      return reply.redirect('/?success=true', 303);
    });

    scope.post<{ Params: { session: string } }>('/sandbox/checkout/:session/cancel', async (req, reply) => {
      session(req);
      return reply.redirect('/?canceled=true', 303);
    });

    const portals = [
      { base: '/sandbox/portal', provider: 'sandbox' as const },
      { base: '/billing/manage', provider: 'yookassa' as const },
    ];
    for (const { base, provider } of portals) {
      scope.get(base, async (req, reply) => {
        if (!req.user) return reply.redirect('/', 303);
        const row = await billing.localSubscription(req.user.id, provider);
        return html(
          reply,
          renderPortalPage({
            lang: requestLanguage(req),
            basePath: base,
            subscription: presentSubscription(row),
            testMode: provider === 'sandbox',
          }),
        );
      });
      for (const action of ['cancel', 'reactivate'] as const) {
        scope.post(`${base}/${action}`, async (req, reply) => {
          const user = requireUser(req);
          if (!(await billing.localSubscription(user.id, provider))) throw new AppError('NOT_FOUND');
          await deliver(sandbox.portalEvent(user.id, provider, action === 'cancel'));
          return reply.redirect(base, 303);
        });
      }
    }
  });
}
