import type { BillingConfig, FreeAllowance, ReferralLink } from '@shared/api';
import { freeAllowanceSchema } from '@shared/api';
import { billingConfigSchema, billingPortalSchema, checkoutResponseSchema, referralLinkSchema } from '@shared/api-responses';
import { currentLanguage, getParsed, requestParsed } from '../../lib/api';

export function fetchBillingConfig(lang: string): Promise<BillingConfig> {
  return getParsed(billingConfigSchema, `/api/billing/config?lang=${lang}`);
}

export function fetchReferralLink(): Promise<ReferralLink> {
  return getParsed(referralLinkSchema, '/api/referral-link');
}

export function fetchFreeAllowance(): Promise<FreeAllowance> {
  return getParsed(freeAllowanceSchema, '/api/free-allowance');
}

/** A checkout answer that neither says "already subscribed" nor names a payment page. */
export class CheckoutWithoutUrlError extends Error {
  constructor() {
    super('checkout answer without a payment page');
    this.name = 'CheckoutWithoutUrlError';
  }
}

export type CheckoutStart = { kind: 'subscribed' } | { kind: 'redirect'; url: string };

/** Checkout (spec section 4): Russian UI pays through YooKassa, any other language through the card provider. */
export async function startCheckout(): Promise<CheckoutStart> {
  const endpoint = currentLanguage() === 'ru' ? '/api/yookassa/create-payment' : '/api/create-checkout-session';
  const res = await requestParsed(checkoutResponseSchema, 'POST', endpoint, {});
  if (res.hasSubscription) return { kind: 'subscribed' };
  const url = res.url ?? res.confirmationUrl ?? res.confirmation_url;
  if (!url) throw new CheckoutWithoutUrlError();
  return { kind: 'redirect', url };
}

/** The payment provider's page where a subscriber manages the plan. */
export async function fetchBillingPortalUrl(): Promise<string> {
  return (await requestParsed(billingPortalSchema, 'POST', '/api/billing/portal', {})).url;
}
