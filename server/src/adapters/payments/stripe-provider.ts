import Stripe from 'stripe';
import type { SubscriptionStatus } from '@shared/api';
import { AppError } from '../../errors';
import {
  headerValue,
  type BillingChange,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentProvider,
  type PortalRequest,
  type VerifiedNotice,
} from './payment-provider';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  priceId: string | null;
  /** Tests point the SDK at a local fake API (http://127.0.0.1:port). */
  apiBase: string | null;
  publicUrl: string;
}

const SUBSCRIPTION_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
]);

export function mapStripeStatus(status: string): SubscriptionStatus {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'canceled':
      return 'cancelled';
    case 'incomplete_expired':
      return 'expired';
    default:
      // past_due, unpaid, incomplete, paused: no access until Stripe says the invoice is paid.
      return 'inactive';
  }
}

function sdkOptions(apiBase: string | null): ConstructorParameters<typeof Stripe>[1] {
  if (!apiBase) return { maxNetworkRetries: 2, timeout: 20_000 };
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: Number(url.port || (protocol === 'http' ? 80 : 443)),
    protocol,
    maxNetworkRetries: 0,
    timeout: 10_000,
  };
}

/** Any failure talking to Stripe becomes one coded 502; details go to the log, never to the client. */
async function call<T>(what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('PAYMENT_PROVIDER_ERROR', undefined, `stripe ${what}: ${err instanceof Error ? err.message : err}`);
  }
}

const idOf = (v: unknown): string | null =>
  typeof v === 'string'
    ? v
    : v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'string'
      ? (v as { id: string }).id
      : null;

export function stripeProvider(opts: StripeProviderOptions): PaymentProvider & { readonly sdk: Stripe } {
  const stripe = new Stripe(opts.secretKey, sdkOptions(opts.apiBase));

  async function subscriptionChange(subscriptionId: string, userIdHint: string | null): Promise<BillingChange> {
    const sub = await call('subscriptions.retrieve', () => stripe.subscriptions.retrieve(subscriptionId));
    // Since API 2025-03-31 the period lives on the items; older accounts still send it on the subscription.
    const itemEnds = (sub.items?.data ?? []).map((i) => i.current_period_end).filter((n): n is number => typeof n === 'number');
    const legacyEnd = (sub as unknown as { current_period_end?: number }).current_period_end;
    const end = itemEnds.length ? Math.max(...itemEnds) : typeof legacyEnd === 'number' ? legacyEnd : null;
    return {
      kind: 'subscription',
      ref: sub.id,
      customerRef: idOf(sub.customer),
      userId: userIdHint ?? sub.metadata?.['userId'] ?? null,
      status: mapStripeStatus(sub.status),
      currentPeriodEnd: end === null ? null : new Date(end * 1000).toISOString(),
      cancelAtPeriodEnd: !!sub.cancel_at_period_end,
    };
  }

  return {
    name: 'stripe',
    testMode: opts.secretKey.startsWith('sk_test_'),
    sdk: stripe,

    async createCheckout(req: CheckoutRequest): Promise<CheckoutSession> {
      const lineItem: Stripe.Checkout.SessionCreateParams.LineItem = opts.priceId
        ? { price: opts.priceId, quantity: 1 }
        : {
            quantity: 1,
            price_data: {
              currency: req.currency.toLowerCase(),
              unit_amount: req.amountMinor,
              recurring: { interval: 'month' },
              product_data: { name: 'OddsLens Pro' },
            },
          };
      const session = await call('checkout.sessions.create', () =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [lineItem],
          client_reference_id: req.userId,
          ...(req.customerRef ? { customer: req.customerRef } : { customer_email: req.email }),
          subscription_data: { metadata: { userId: req.userId } },
          metadata: { userId: req.userId },
          locale: req.language,
          success_url: `${opts.publicUrl}/?success=true`,
          cancel_url: `${opts.publicUrl}/?canceled=true`,
        }),
      );
      if (!session.url) throw new AppError('PAYMENT_PROVIDER_ERROR', undefined, 'stripe checkout session without url');
      return { url: session.url };
    },

    async createPortal(req: PortalRequest): Promise<{ url: string }> {
      if (!req.customerRef) throw new AppError('NOT_FOUND');
      const portal = await call('billingPortal.sessions.create', () =>
        stripe.billingPortal.sessions.create({
          customer: req.customerRef!,
          return_url: `${opts.publicUrl}/`,
          locale: req.language,
        }),
      );
      return { url: portal.url };
    },

    async verifyNotice(rawBody, headers): Promise<VerifiedNotice> {
      const signature = headerValue(headers, 'stripe-signature');
      if (!signature) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, opts.webhookSecret);
      } catch {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      }
      const object = event.data.object as unknown as Record<string, unknown>;
      let objectId: string | null = null;
      if (event.type === 'invoice.paid') {
        const parent = object['parent'] as { subscription_details?: { subscription?: unknown } } | null | undefined;
        objectId = idOf(parent?.subscription_details?.subscription) ?? idOf(object['subscription']);
      } else {
        objectId = idOf(object['id']);
      }
      return { eventId: event.id, type: event.type, objectId };
    },

    async fetchChange(notice): Promise<BillingChange | null> {
      if (!SUBSCRIPTION_EVENTS.has(notice.type) || !notice.objectId) return null;
      if (notice.type === 'checkout.session.completed') {
        const session = await call('checkout.sessions.retrieve', () => stripe.checkout.sessions.retrieve(notice.objectId!));
        const subscriptionId = idOf(session.subscription);
        if (session.mode !== 'subscription' || !subscriptionId) return null;
        return subscriptionChange(subscriptionId, session.client_reference_id ?? null);
      }
      return subscriptionChange(notice.objectId, null);
    },
  };
}

export type StripeProvider = ReturnType<typeof stripeProvider>;
