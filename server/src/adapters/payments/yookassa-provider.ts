import { z } from 'zod';
import type { Language } from '@shared/prediction';
import { messages } from '../../i18n/messages';
import { AppError } from '../../errors';
import { newId } from '../../lib/ids';
import {
  minorUnits,
  type BillingChange,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentProvider,
  type PortalRequest,
  type VerifiedNotice,
} from './payment-provider';

export interface YooKassaProviderOptions {
  shopId: string;
  secretKey: string;
  apiBase: string;
  publicUrl: string;
  /** Where subscribers manage a subscription we renew ourselves (YooKassa has no customer portal). */
  manageUrl: string;
}

const PAYMENT_ID = /^[\w-]{1,64}$/;

/** The fields of a YooKassa payment we read; anything else in the answer is ignored. */
const paymentSchema = z.object({
  id: z.string().regex(PAYMENT_ID),
  status: z.enum(['pending', 'waiting_for_capture', 'succeeded', 'canceled']),
  paid: z.boolean(),
  amount: z.object({ value: z.string(), currency: z.string() }),
  created_at: z.string().optional(),
  captured_at: z.string().optional(),
  confirmation: z.object({ type: z.string(), confirmation_url: z.string().optional() }).optional(),
  payment_method: z.object({ id: z.string(), saved: z.boolean().optional() }).optional(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
});
export type YooKassaPayment = z.infer<typeof paymentSchema>;

/** Notifications are not signed; only the payment id is taken from one, and the payment is re-fetched. */
const noticeSchema = z.object({
  event: z.string().max(64).optional(),
  object: z.object({ id: z.string().regex(PAYMENT_ID) }),
});

const formatAmount = (amountMinor: number) => (amountMinor / 100).toFixed(2);

export function yookassaProvider(opts: YooKassaProviderOptions) {
  const auth = `Basic ${Buffer.from(`${opts.shopId}:${opts.secretKey}`).toString('base64')}`;
  const base = opts.apiBase.replace(/\/$/, '');

  async function request(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    idempotenceKey?: string,
  ): Promise<YooKassaPayment> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: auth,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(idempotenceKey ? { 'idempotence-key': idempotenceKey } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(15_000),
      });
    } catch (err) {
      throw new AppError(
        'PAYMENT_PROVIDER_ERROR',
        undefined,
        `yookassa ${method} ${path}: ${err instanceof Error ? err.message : err}`,
      );
    }
    if (!res.ok) throw new AppError('PAYMENT_PROVIDER_ERROR', undefined, `yookassa ${method} ${path}: HTTP ${res.status}`);
    const parsed = paymentSchema.safeParse(await res.json().catch(() => null));
    if (!parsed.success) throw new AppError('PAYMENT_PROVIDER_ERROR', undefined, `yookassa ${method} ${path}: unexpected answer`);
    return parsed.data;
  }

  /** A payment that buys one period: succeeded, paid, and made for one of our users. */
  function toChange(p: YooKassaPayment): BillingChange | null {
    const userId = p.metadata?.['userId'];
    if (p.status !== 'succeeded' || !p.paid || typeof userId !== 'string') return null;
    return {
      kind: 'payment',
      paymentId: p.id,
      userId,
      paidAt: new Date(p.captured_at ?? p.created_at ?? Date.now()).toISOString(),
      paymentMethodRef: p.payment_method && p.payment_method.saved !== false ? p.payment_method.id : null,
      // Compared with the plan's price before Pro is granted (billing service).
      amount: { minor: minorUnits(p.amount.value), currency: p.amount.currency },
      stacks: true,
    };
  }

  const description = (lang: Language) => messages(lang).payments.yookassaDescription;

  return {
    name: 'yookassa' as const,
    testMode: opts.secretKey.startsWith('test_'),

    async createCheckout(req: CheckoutRequest): Promise<CheckoutSession> {
      const payment = await request(
        'POST',
        '/payments',
        {
          amount: { value: formatAmount(req.amountMinor), currency: req.currency },
          capture: true,
          save_payment_method: true,
          confirmation: {
            type: 'redirect',
            return_url: `${opts.publicUrl}/?success=true`,
            locale: req.language === 'ru' ? 'ru_RU' : 'en_US',
          },
          description: description(req.language),
          metadata: { userId: req.userId },
        },
        newId(),
      );
      const url = payment.confirmation?.confirmation_url;
      if (!url) throw new AppError('PAYMENT_PROVIDER_ERROR', undefined, 'yookassa payment without confirmation_url');
      return { url, confirmationUrl: url };
    },

    async createPortal(_req: PortalRequest): Promise<{ url: string }> {
      return { url: opts.manageUrl };
    },

    async verifyNotice(rawBody: Buffer): Promise<VerifiedNotice> {
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new AppError('INVALID_JSON');
      }
      const parsed = noticeSchema.safeParse(json);
      if (!parsed.success) throw new AppError('VALIDATION_FAILED');
      const id = parsed.data.object.id;
      // One payment buys one period however many notifications mention it.
      return { eventId: `payment:${id}`, type: 'payment', objectId: id };
    },

    async fetchChange(notice: VerifiedNotice): Promise<BillingChange | null> {
      if (!notice.objectId) return null;
      return toChange(await request('GET', `/payments/${encodeURIComponent(notice.objectId)}`));
    },

    /**
     * Charges a saved payment method for the next period. The idempotence key is derived from the period being
     * renewed, so a retried run never charges twice for the same period.
     */
    async chargeSavedMethod(input: {
      userId: string;
      paymentMethodRef: string;
      amountMinor: number;
      currency: 'RUB';
      idempotenceKey: string;
    }): Promise<{ payment: YooKassaPayment; change: BillingChange | null }> {
      const payment = await request(
        'POST',
        '/payments',
        {
          amount: { value: formatAmount(input.amountMinor), currency: input.currency },
          capture: true,
          payment_method_id: input.paymentMethodRef,
          description: description('ru'),
          metadata: { userId: input.userId, renewal: 'true' },
        },
        input.idempotenceKey,
      );
      return { payment, change: toChange(payment) };
    },
  } satisfies PaymentProvider & Record<string, unknown>;
}

export type YooKassaProvider = ReturnType<typeof yookassaProvider>;
