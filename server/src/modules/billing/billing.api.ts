import { z } from 'zod';
import type { BillingConfig, CheckoutResponse } from '@shared/api';
import { routeDoc, type RouteDoc } from '../../http/api-docs/route-doc';

export const configQuerySchema = z.object({ lang: z.enum(['en', 'ru']).optional() });

const checkoutResponse = z.object({
  hasSubscription: z.boolean().describe('true: already subscribed, nothing to pay'),
  url: z.url().optional().describe('card checkout page to open'),
  confirmationUrl: z.url().optional().describe('YooKassa payment page to open'),
}) satisfies z.ZodType<CheckoutResponse>;

const checkoutErrors: RouteDoc['errors'] = ['PAYMENTS_UNAVAILABLE', 'PAYMENT_PROVIDER_ERROR'];

function webhook(name: string): RouteDoc {
  return routeDoc({
    tag: 'webhooks',
    summary: { en: `${name} payment notification`, ru: `Уведомление об оплате от ${name}` },
    auth: 'signature',
    body: z.string().describe("the provider's signed notification"),
    bodyType: 'application/json',
    response: {
      schema: z.object({ received: z.literal(true), outcome: z.enum(['applied', 'duplicate', 'ignored', 'refused']) }),
    },
    errors: ['NOT_FOUND', 'WEBHOOK_SIGNATURE_INVALID', 'PAYMENT_PROVIDER_ERROR'],
  });
}

export const billingDocs = {
  checkout: routeDoc({
    tag: 'billing',
    summary: { en: 'Start a Pro checkout by card (Stripe)', ru: 'Оформить Pro с оплатой картой (Stripe)' },
    auth: 'user',
    response: { schema: checkoutResponse },
    errors: checkoutErrors,
  }),
  yookassa: routeDoc({
    tag: 'billing',
    summary: { en: 'Start a Pro checkout in roubles (YooKassa)', ru: 'Оформить Pro с оплатой в рублях (ЮKassa)' },
    auth: 'user',
    response: { schema: checkoutResponse },
    errors: checkoutErrors,
  }),
  config: routeDoc({
    tag: 'billing',
    summary: { en: 'Price and payment provider for a language', ru: 'Цена и платёжный провайдер для языка' },
    auth: 'none',
    query: configQuerySchema,
    response: {
      schema: z.object({
        provider: z.enum(['stripe', 'yookassa', 'sandbox']),
        currency: z.string(),
        price: z.number().describe('major units, e.g. 9.99'),
        period: z.literal('month'),
        testMode: z.boolean(),
      }) satisfies z.ZodType<BillingConfig>,
    },
  }),
  portal: routeDoc({
    tag: 'billing',
    summary: { en: 'Open the subscription management page', ru: 'Открыть страницу управления подпиской' },
    auth: 'user',
    response: { schema: z.object({ url: z.string() }) },
    errors: ['NOT_FOUND', 'PAYMENT_PROVIDER_ERROR'],
  }),
  stripeWebhook: webhook('Stripe'),
  yookassaWebhook: webhook('YooKassa'),
  sandboxWebhook: webhook('Sandbox'),
};
