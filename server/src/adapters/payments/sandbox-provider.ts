import crypto from 'node:crypto';
import { z } from 'zod';
import type { Language } from '@shared/prediction';
import { AppError } from '../../errors';
import { newId, nowIso, randomToken, sha256Hex } from '../../lib/ids';
import {
  headerValue,
  type BillingChange,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentProvider,
  type VerifiedNotice,
} from './payment-provider';

/**
 * A provider that moves no money, for development, demos and tests. Its checkout and portal are pages served
 * by this server; their buttons produce HMAC-signed events that go through the same webhook path as real ones.
 */

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
const SESSION_TTL_MS = 60 * 60_000;

export interface SandboxSession {
  userId: string;
  currency: 'USD' | 'RUB';
  amountMinor: number;
  language: Language;
  expiresAt: number;
}

const eventSchema = z.discriminatedUnion('type', [
  z.object({ id: z.string().max(100), type: z.literal('checkout.completed'), session: z.string().max(200), created: z.string() }),
  z.object({
    id: z.string().max(100),
    type: z.enum(['subscription.cancel_at_period_end', 'subscription.reactivate']),
    userId: z.string().max(36),
    provider: z.enum(['sandbox', 'yookassa']),
    created: z.string(),
  }),
]);
export type SandboxEvent = z.infer<typeof eventSchema>;

export function sandboxProvider(opts: { sessionSecret: string; publicUrl: string }) {
  // A key of its own, derived from the session secret, so sandbox signatures never double as anything else.
  const key = crypto.createHash('sha256').update(`oddslens-sandbox-billing:${opts.sessionSecret}`).digest();
  const hmac = (data: string) => crypto.createHmac('sha256', key).update(data).digest();
  const safeEqual = (a: Buffer, b: Buffer) => a.length === b.length && crypto.timingSafeEqual(a, b);

  /**
   * A checkout's signed token. A random nonce makes each checkout its own: two opened in the same millisecond had
   * the same token, hence one payment event, so paying the second was taken for a replay of the first.
   */
  function createSessionToken(s: SandboxSession): string {
    const fields = [s.userId, s.currency, s.amountMinor, s.language, s.expiresAt, randomToken(9)];
    const payload = Buffer.from(fields.join('|')).toString('base64url');
    return `${payload}.${hmac(payload).toString('base64url')}`;
  }

  /** The session a token stands for, or null when it is forged; expiry is the caller's decision. */
  function readSessionToken(token: string): SandboxSession | null {
    const [payload, sig, extra] = token.split('.');
    if (!payload || !sig || extra !== undefined) return null;
    if (!safeEqual(Buffer.from(sig, 'base64url'), hmac(payload))) return null;
    const [userId, currency, amount, language, expiresAt] = Buffer.from(payload, 'base64url').toString('utf8').split('|');
    if (!userId || (currency !== 'USD' && currency !== 'RUB') || (language !== 'en' && language !== 'ru')) return null;
    return { userId, currency, amountMinor: Number(amount), language, expiresAt: Number(expiresAt) };
  }

  const sessionPaymentId = (token: string) => `sbx_${sha256Hex(token).slice(0, 40)}`;

  /** Serialises and signs an event the way a provider would; the signature covers the exact bytes sent. */
  function signEvent(event: SandboxEvent): { body: string; signature: string } {
    const body = JSON.stringify(event);
    return { body, signature: hmac(body).toString('hex') };
  }

  return {
    name: 'sandbox' as const,
    testMode: true,

    createSessionToken,
    readSessionToken,
    isExpired: (s: SandboxSession, now = Date.now()) => s.expiresAt < now,
    signEvent,

    checkoutCompletedEvent(token: string): SandboxEvent {
      // Derived from the session, so paying the same checkout twice is one event.
      return { id: `evt_checkout_${sessionPaymentId(token)}`, type: 'checkout.completed', session: token, created: nowIso() };
    },

    portalEvent(userId: string, provider: 'sandbox' | 'yookassa', cancel: boolean): SandboxEvent {
      return {
        id: `evt_portal_${newId()}`,
        type: cancel ? 'subscription.cancel_at_period_end' : 'subscription.reactivate',
        userId,
        provider,
        created: nowIso(),
      };
    },

    async createCheckout(req: CheckoutRequest): Promise<CheckoutSession> {
      const token = createSessionToken({
        userId: req.userId,
        currency: req.currency,
        amountMinor: req.amountMinor,
        language: req.language,
        expiresAt: Date.now() + SESSION_TTL_MS,
      });
      const url = `${opts.publicUrl}/sandbox/checkout/${token}`;
      return req.currency === 'RUB' ? { url, confirmationUrl: url } : { url };
    },

    async createPortal(): Promise<{ url: string }> {
      return { url: `${opts.publicUrl}/sandbox/portal` };
    },

    async verifyNotice(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<VerifiedNotice> {
      const signature = headerValue(headers, SANDBOX_SIGNATURE_HEADER) ?? '';
      if (!/^[0-9a-f]{64}$/.test(signature) || !safeEqual(Buffer.from(signature, 'hex'), hmac(rawBody.toString('utf8')))) {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      }
      const parsed = eventSchema.safeParse(JSON.parse(rawBody.toString('utf8')));
      if (!parsed.success) throw new AppError('VALIDATION_FAILED');
      const e = parsed.data;
      return { eventId: e.id, type: e.type, objectId: JSON.stringify(e) };
    },

    /** Re-derives the change from the signed event; a checkout is trusted only through its own signed session. */
    async fetchChange(notice: VerifiedNotice): Promise<BillingChange | null> {
      const e = eventSchema.parse(JSON.parse(notice.objectId ?? 'null'));
      if (e.type === 'checkout.completed') {
        const session = readSessionToken(e.session);
        if (!session) return null;
        return {
          kind: 'payment',
          paymentId: sessionPaymentId(e.session),
          userId: session.userId,
          paidAt: e.created,
          paymentMethodRef: null,
          amount: { minor: session.amountMinor, currency: session.currency },
          // A second checkout opened before the first was paid must not add another month (issue 47, low).
          stacks: false,
        };
      }
      return {
        kind: 'cancelAtPeriodEnd',
        userId: e.userId,
        provider: e.provider,
        value: e.type === 'subscription.cancel_at_period_end',
      };
    },
  } satisfies PaymentProvider & Record<string, unknown>;
}

export type SandboxProvider = ReturnType<typeof sandboxProvider>;
