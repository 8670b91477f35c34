import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/api';
import { errorMessage } from '../../lib/errors';
import { useToast } from '../../components/toast';
import {
  CheckoutWithoutUrlError,
  fetchBillingConfig,
  fetchBillingPortalUrl,
  fetchFreeAllowance,
  fetchReferralLink,
  startCheckout,
} from './api';
import { billingKeys } from './keys';

export function useBillingConfig() {
  const lang = currentLanguage();
  return useQuery({ queryKey: billingKeys.config(lang), queryFn: () => fetchBillingConfig(lang) });
}

export function useReferralLink(enabled = true) {
  return useQuery({ queryKey: billingKeys.referralLink(), queryFn: fetchReferralLink, enabled });
}

/**
 * The free allowance as the admin set it (limit and period). Every text that mentions it goes through
 * lib/allowance.ts, so no page states a number or a renewal the server does not apply.
 */
export function useFreeAllowance() {
  return useQuery({ queryKey: billingKeys.freeAllowance(), queryFn: fetchFreeAllowance, staleTime: 60_000 });
}

/**
 * Starts a checkout and opens the payment page. `busy` stays on while the browser leaves for that page, so the
 * button cannot start a second checkout; an existing subscription or a failure is told in a toast.
 */
export function useCheckout(onAlreadySubscribed: () => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const checkout = useMutation({
    mutationFn: startCheckout,
    onSuccess: (start) => {
      if (start.kind === 'redirect') {
        window.location.assign(start.url);
        return;
      }
      toast({ title: t('checkout.alreadyTitle'), description: t('checkout.alreadyText') });
      onAlreadySubscribed();
    },
    onError: (err) => {
      const description = err instanceof CheckoutWithoutUrlError ? t('checkout.noUrl') : errorMessage(t, err, 'checkout.failed');
      toast({ title: t('toast.errorTitle'), description, variant: 'destructive' });
    },
  });
  const busy = checkout.isPending || checkout.data?.kind === 'redirect';
  return { busy, start: () => checkout.mutate() };
}

/** Opens the provider's billing portal; like checkout, busy until the browser has left. */
export function usePortalMutation() {
  const { t } = useTranslation('billing');
  const toast = useToast();
  const portal = useMutation({
    mutationFn: fetchBillingPortalUrl,
    onSuccess: (url) => window.location.assign(url),
    onError: (err) => toast({ title: t('common:toast.errorTitle'), description: errorMessage(t, err), variant: 'destructive' }),
  });
  return { busy: portal.isPending || portal.isSuccess, open: () => portal.mutate() };
}
