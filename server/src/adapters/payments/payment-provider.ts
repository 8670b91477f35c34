import type { SubscriptionStatus } from '@shared/api';
import type { Language } from '@shared/prediction';

export type ProviderName = 'stripe' | 'yookassa' | 'sandbox';

export interface CheckoutRequest {
  userId: string;
  email: string;
  language: Language;
  amountMinor: number;
  currency: 'USD' | 'RUB';
  /** The provider's customer id from an earlier subscription, so one person keeps one billing history. */
  customerRef: string | null;
}

export interface CheckoutSession {
  url: string;
  /** Set by redirect-confirmation providers (YooKassa and its sandbox stand-in). */
  confirmationUrl?: string;
}

export interface PortalRequest {
  userId: string;
  customerRef: string | null;
  language: Language;
}

/** A notification whose origin was checked (signature), reduced to the ids we are willing to take from it. */
export interface VerifiedNotice {
  eventId: string;
  type: string;
  /** Provider-specific id to re-fetch (subscription, payment, checkout session). */
  objectId: string | null;
}

/**
 * What the provider says now, fetched by us after a notice (never read from the notice body):
 * - subscription: the provider runs the subscription (Stripe); its state replaces ours.
 * - payment: a one-off confirmed payment that buys one period (YooKassa, sandbox checkout).
 * - cancelAtPeriodEnd: a subscriber's choice on a subscription we renew ourselves.
 */
export type BillingChange =
  | {
      kind: 'subscription';
      ref: string;
      customerRef: string | null;
      userId: string | null;
      status: SubscriptionStatus;
      currentPeriodEnd: string | null;
      cancelAtPeriodEnd: boolean;
    }
  | {
      kind: 'payment';
      paymentId: string;
      userId: string;
      paidAt: string;
      paymentMethodRef: string | null;
      /** What was paid, as the provider says: minor units (null when its amount cannot be read) and currency. */
      amount: { minor: number | null; currency: string };
      /**
       * true: each payment buys a month, after the end of a period still running (money moved each time). false: it
       * buys a month only when no period runs (the sandbox, where no money moves: checkouts opened before the first
       * was paid must not each add a month).
       */
      stacks: boolean;
    }
  | { kind: 'cancelAtPeriodEnd'; userId: string; provider: ProviderName; value: boolean };

/** One payment provider. Stripe, YooKassa and the local sandbox implement it; the billing service picks one. */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** True when no real money moves (sandbox, or a provider's test keys). */
  readonly testMode: boolean;
  createCheckout(req: CheckoutRequest): Promise<CheckoutSession>;
  createPortal(req: PortalRequest): Promise<{ url: string }>;
  /** Checks the notice's origin; throws AppError('WEBHOOK_SIGNATURE_INVALID') when it cannot be trusted. */
  verifyNotice(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<VerifiedNotice>;
  /** Re-fetches (or re-derives) the state the notice points at; null when there is nothing to apply. */
  fetchChange(notice: VerifiedNotice): Promise<BillingChange | null>;
}

export function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** A decimal amount as providers write it ('499.00', '499') in minor units; null for anything else. */
export function minorUnits(value: string): number | null {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value);
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
}

/** One calendar month later in UTC, clamped to the last day of a shorter month (Jan 31 -> Feb 28/29). */
export function addOneMonth(iso: string): string {
  const d = new Date(iso);
  const day = d.getUTCDate();
  const next = new Date(d.getTime());
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next.toISOString();
}
