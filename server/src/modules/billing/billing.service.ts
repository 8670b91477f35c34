import type { Logger } from '../../lib/logger';
import type { AuthUser, BillingConfig, CheckoutResponse } from '@shared/api';
import type { Language } from '@shared/prediction';
import type { AppConfig } from '../../config/config';
import { AppError } from '../../errors';
import { newId, nowIso } from '../../lib/ids';
import {
  addOneMonth,
  type BillingChange,
  type PaymentProvider,
  type ProviderName,
  type VerifiedNotice,
} from '../../adapters/payments/payment-provider';
import type { StripeProvider } from '../../adapters/payments/stripe-provider';
import type { YooKassaProvider } from '../../adapters/payments/yookassa-provider';
import type { SandboxProvider } from '../../adapters/payments/sandbox-provider';
import type { BillingRepository } from '../../repositories/billing.repository';
import type { UsersRepository } from '../../repositories/users.repository';
import { isSubscriptionActive, type SubscriptionRow } from '../../repositories/subscriptions.repository';
import type { PlatformSettings } from '../settings';
import { ALL_USERS, type ChangeFeed } from '../../lib/change-feed';

/** Which checkout the client asked for: the card route (non-Russian UI) or the Russian provider's route. */
export type CheckoutRoute = 'card' | 'ru';

/** refused: a payment that does not buy the plan (another amount or currency), logged and never applied. */
export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored' | 'refused';

export interface BillingProviders {
  stripe: StripeProvider | null;
  yookassa: YooKassaProvider | null;
  sandbox: SandboxProvider;
}

/** Thrown inside the transaction to undo the event's record along with everything else. */
class RefusedChange extends Error {}

/** Providers whose renewals this server runs (or that never renew): their lapsed periods are expired by a sweep. */
const LOCALLY_RENEWED: ProviderName[] = ['sandbox', 'yookassa'];

const laterIso = (a: string | null, b: string | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/** The row that speaks for the user: an active one if any, otherwise the most recently updated. */
export function currentSubscription(rows: SubscriptionRow[], now = new Date()): SubscriptionRow | undefined {
  return rows.find((r) => isSubscriptionActive(r, now)) ?? rows[0];
}

export function billingService(deps: {
  config: AppConfig;
  billing: BillingRepository;
  users: UsersRepository;
  settings: PlatformSettings;
  providers: BillingProviders;
  logger: Logger;
  /** Told of every subscription change, including those made outside a request (renewals, expiry). */
  changes: ChangeFeed;
}) {
  const { config, billing, users, settings, providers, logger, changes } = deps;
  const { stripe, yookassa, sandbox } = providers;
  // The sandbox checkout runs only where config says so (no real provider, or PAYMENTS_SANDBOX=true), never beside a
  // real provider and whatever NODE_ENV says: a language without its own provider uses the other real one.
  const sandboxEnabled = config.paymentsSandbox && !stripe && !yookassa;

  function providerFor(route: CheckoutRoute): PaymentProvider {
    const real = route === 'card' ? (stripe ?? yookassa) : (yookassa ?? stripe);
    if (real) return real;
    if (sandboxEnabled) return sandbox;
    throw new AppError('PAYMENTS_UNAVAILABLE');
  }

  async function priceFor(route: CheckoutRoute, provider: PaymentProvider) {
    const pricing = await settings.pricing();
    if (provider.name === 'stripe') return pricing.stripe;
    if (provider.name === 'yookassa') return pricing.yookassa;
    return route === 'ru' ? pricing.yookassa : pricing.stripe;
  }

  async function activeSubscription(userId: string, now = new Date()): Promise<SubscriptionRow | undefined> {
    return (await billing.listForUser(userId)).find((r) => isSubscriptionActive(r, now));
  }

  function providerNamed(name: string): PaymentProvider | null {
    if (name === 'stripe') return stripe;
    if (name === 'yookassa') return yookassa;
    // Always known: its signed events also manage YooKassa subscriptions from the local portal.
    if (name === 'sandbox') return sandbox;
    return null;
  }

  /**
   * Applies a re-fetched change exactly once: the event is recorded in the same transaction as the state
   * change, so a replay (or a concurrent duplicate delivery) finds it recorded and changes nothing.
   */
  async function applyChange(provider: ProviderName, notice: VerifiedNotice, change: BillingChange): Promise<WebhookOutcome> {
    // A YooKassa payment buys Pro only at the plan's price, in its currency: the payment is re-fetched, but what was
    // paid is whatever the payment says (issue 47, low). A mismatch is the operator's to refund or grant by hand.
    if (change.kind === 'payment' && provider === 'yookassa') {
      const price = (await settings.pricing()).yookassa;
      if (change.amount.minor !== price.amountMinor || change.amount.currency !== price.currency) {
        logger.error(
          { provider, payment: change.paymentId, userId: change.userId, paid: change.amount, price },
          'payment does not match the plan price; Pro not granted',
        );
        return 'refused';
      }
    }
    // Looked up before the transaction: SQLite serialises connections, so no query may run beside it.
    const user = change.userId ? await users.findById(change.userId) : undefined;

    const applied = billing.inTransaction(async (tx): Promise<WebhookOutcome> => {
      if (!(await tx.recordEvent(provider, notice.eventId, notice.type))) return 'duplicate';
      const now = nowIso();

      if (change.kind === 'subscription') {
        const existing = await tx.findByRef(provider, change.ref);
        const patch = {
          status: change.status,
          // State is re-fetched, but two deliveries can still race: a period end never moves backwards.
          current_period_end: laterIso(existing?.current_period_end ?? null, change.currentPeriodEnd),
          cancel_at_period_end: change.cancelAtPeriodEnd ? 1 : 0,
          provider_customer: change.customerRef ?? existing?.provider_customer ?? null,
        };
        if (existing) {
          await tx.update(existing.id, patch);
          return 'applied';
        }
        if (!user) return 'ignored';
        await tx.insert({
          id: newId(),
          user_id: user.id,
          provider,
          provider_ref: change.ref,
          payment_method_ref: null,
          created_at: now,
          updated_at: now,
          ...patch,
        });
        return 'applied';
      }

      if (!user) return 'ignored';
      // Locally renewed subscriptions keep one row per user and provider.
      const existing = await tx.findByRef(change.kind === 'cancelAtPeriodEnd' ? change.provider : provider, user.id);

      if (change.kind === 'cancelAtPeriodEnd') {
        if (!existing) return 'ignored';
        await tx.update(existing.id, { cancel_at_period_end: change.value ? 1 : 0 });
        return 'applied';
      }

      // A payment buys one month, from the end of a period still running or else from the payment itself;
      // payments therefore add up in any order.
      const running =
        existing && existing.status === 'active' && existing.current_period_end && existing.current_period_end > change.paidAt;
      // Where payments do not stack (the sandbox), a period that runs was bought by another checkout opened before
      // this one was paid: refused, and unrecorded, so that checkout keeps being refused while the period runs.
      if (running && !change.stacks) throw new RefusedChange();
      const periodEnd = addOneMonth(running ? existing.current_period_end! : change.paidAt);
      const patch = {
        status: 'active' as const,
        current_period_end: periodEnd,
        cancel_at_period_end: 0,
        payment_method_ref: change.paymentMethodRef ?? existing?.payment_method_ref ?? null,
      };
      if (existing) await tx.update(existing.id, patch);
      else
        await tx.insert({
          id: newId(),
          user_id: user.id,
          provider,
          provider_ref: user.id,
          provider_customer: null,
          created_at: now,
          updated_at: now,
          ...patch,
        });
      return 'applied';
    });
    const outcome = await applied.catch((err: unknown) => {
      if (err instanceof RefusedChange) return 'refused' as const;
      throw err;
    });
    // A row found by its provider reference may belong to someone other than change.userId.
    if (outcome === 'applied') changes.publish(ALL_USERS);
    return outcome;
  }

  async function expireLapsed(now = new Date()): Promise<number> {
    const expired = await billing.expireLapsed(LOCALLY_RENEWED, now);
    if (expired > 0) changes.publish(ALL_USERS);
    return expired;
  }

  /**
   * Charges saved YooKassa payment methods of subscriptions whose period ended. A succeeded charge extends the
   * period through the same idempotent path as a notification; a cancelled one expires the subscription; a
   * pending one waits for its notification. Call from a timer or CLI; safe to run on several processes.
   */
  async function renewDueYooKassaSubscriptions(now = new Date()) {
    const result = { renewed: 0, expired: 0, pending: 0, failed: 0 };
    if (!yookassa) return result;
    const pricing = await settings.pricing();
    for (const sub of await billing.dueForRenewal('yookassa', now)) {
      try {
        const { payment, change } = await yookassa.chargeSavedMethod({
          userId: sub.user_id,
          paymentMethodRef: sub.payment_method_ref!,
          amountMinor: pricing.yookassa.amountMinor,
          currency: 'RUB',
          idempotenceKey: `renew-${sub.id}-${sub.current_period_end}`,
        });
        if (change) {
          const outcome = await applyChange(
            'yookassa',
            { eventId: `payment:${payment.id}`, type: 'payment', objectId: payment.id },
            change,
          );
          if (outcome === 'refused') result.failed++;
          else result.renewed++;
        } else if (payment.status === 'canceled') {
          await billing.update(sub.id, { status: 'expired' });
          changes.publish(sub.user_id);
          result.expired++;
        } else result.pending++;
      } catch (err) {
        // A provider outage is retried next run with the same idempotence key; the user reads as expired meanwhile.
        logger.warn({ err, subscription: sub.id }, 'yookassa renewal failed');
        result.failed++;
      }
    }
    return result;
  }

  return {
    sandboxEnabled,
    sandbox,
    providerFor,
    activeSubscription,
    expireLapsed,
    renewDueYooKassaSubscriptions,

    async config(language: Language): Promise<BillingConfig> {
      const route: CheckoutRoute = language === 'ru' ? 'ru' : 'card';
      const provider = providerFor(route);
      const price = await priceFor(route, provider);
      return {
        provider: provider.name,
        currency: price.currency,
        price: price.amountMinor / 100,
        period: 'month',
        testMode: provider.testMode,
      };
    },

    async checkout(user: AuthUser, route: CheckoutRoute, language: Language): Promise<CheckoutResponse> {
      const rows = await billing.listForUser(user.id);
      if (rows.some((r) => isSubscriptionActive(r))) return { hasSubscription: true };
      const provider = providerFor(route);
      const price = await priceFor(route, provider);
      const customerRef = rows.find((r) => r.provider === provider.name && r.provider_customer)?.provider_customer ?? null;
      const session = await provider.createCheckout({
        userId: user.id,
        email: user.email,
        language,
        amountMinor: price.amountMinor,
        currency: price.currency,
        customerRef,
      });
      return {
        hasSubscription: false,
        url: session.url,
        ...(session.confirmationUrl ? { confirmationUrl: session.confirmationUrl } : {}),
      };
    },

    async portal(user: AuthUser, language: Language): Promise<{ url: string }> {
      const row = currentSubscription(await billing.listForUser(user.id));
      const provider = row ? providerNamed(row.provider) : null;
      if (!row || !provider) throw new AppError('NOT_FOUND');
      return provider.createPortal({ userId: user.id, customerRef: row.provider_customer, language });
    },

    /** The local subscription (sandbox or YooKassa) that the server-rendered portal manages. */
    async localSubscription(userId: string, provider: 'sandbox' | 'yookassa') {
      return billing.findByRef(provider, userId);
    },

    /** Every provider notification: verify, take the id, re-fetch, apply once. */
    async handleNotice(providerName: ProviderName, rawBody: Buffer, headers: Record<string, string | string[] | undefined>) {
      const provider = providerNamed(providerName);
      if (!provider) throw new AppError('NOT_FOUND');
      const notice = await provider.verifyNotice(rawBody, headers);
      if (await billing.hasEvent(providerName, notice.eventId)) return { received: true, outcome: 'duplicate' as const };
      let change = await provider.fetchChange(notice);
      // A sandbox checkout never buys Pro where the sandbox is switched off (production with a real provider).
      if (providerName === 'sandbox' && change?.kind === 'payment' && !sandboxEnabled) change = null;
      const outcome: WebhookOutcome = change ? await applyChange(providerName, notice, change) : 'ignored';
      logger.info({ provider: providerName, event: notice.eventId, type: notice.type, outcome }, 'billing notice');
      return { received: true, outcome };
    },

    /** Periodic upkeep: renew what is due, then mark lapsed local periods as expired. */
    async runMaintenance(now = new Date()) {
      const renewals = await renewDueYooKassaSubscriptions(now);
      const expired = await expireLapsed(now);
      return { ...renewals, swept: expired };
    },
  };
}

export type BillingService = ReturnType<typeof billingService>;
