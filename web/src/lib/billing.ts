import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BillingConfig, CheckoutResponse, ReferralLink } from '@shared/api';
import { apiRequest, currentLanguage } from './api';
import { errorMessage } from './errors';
import { useToast } from '../components/toast';

export function useBillingConfig() {
  const lang = currentLanguage();
  return useQuery<BillingConfig>({
    queryKey: ['/api/billing/config', lang],
    queryFn: () => apiRequest('GET', `/api/billing/config?lang=${lang}`),
  });
}

export function useReferralLink(enabled = true) {
  return useQuery<ReferralLink>({ queryKey: ['/api/referral-link'], enabled });
}

export function formatPrice(config: Pick<BillingConfig, 'price' | 'currency'>, lang: string): string {
  try {
    return new Intl.NumberFormat(lang === 'ru' ? 'ru-RU' : 'en-US', {
      style: 'currency',
      currency: config.currency.toUpperCase(),
      maximumFractionDigits: Number.isInteger(config.price) ? 0 : 2,
    }).format(config.price);
  } catch {
    return `${config.price} ${config.currency}`;
  }
}

/** Checkout (spec section 4): Russian UI pays through YooKassa, any other language through the card provider. */
export function useCheckout(onAlreadySubscribed: () => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const endpoint = currentLanguage() === 'ru' ? '/api/yookassa/create-payment' : '/api/create-checkout-session';
      const res = await apiRequest<CheckoutResponse & { confirmation_url?: string }>('POST', endpoint, {});
      if (res.hasSubscription) {
        toast({ title: t('checkout.alreadyTitle'), description: t('checkout.alreadyText') });
        setBusy(false);
        onAlreadySubscribed();
        return;
      }
      const url = res.url ?? res.confirmationUrl ?? res.confirmation_url;
      if (!url) throw new Error(t('checkout.noUrl'));
      window.location.assign(url);
    } catch (err) {
      const description =
        err instanceof Error && err.message === t('checkout.noUrl') ? err.message : errorMessage(t, err, 'checkout.failed');
      toast({ title: t('toast.errorTitle'), description, variant: 'destructive' });
      setBusy(false);
    }
  };
  return { busy, start };
}

export function providerNoteKey(config: BillingConfig | undefined): string {
  if (!config) return 'billing.providerNote.stripe';
  return `billing.providerNote.${config.provider}`;
}
