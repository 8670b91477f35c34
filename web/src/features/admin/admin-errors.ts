import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { useToast } from '../../components/toast';

export /** Spec section 8: a 401 toasts "Unauthorized" and sends the user to sign in after 500 ms. */
function useAdminErrorHandler() {
  const { t } = useTranslation(['admin', 'billing', 'home']);
  const toast = useToast();
  return (err: unknown, fallbackKey = 'toasts.failedText') => {
    if (err instanceof ApiError && (err.status === 401 || /^401: .*Unauthorized/.test(err.message))) {
      toast({ title: t('toasts.unauthorizedTitle'), description: t('toasts.unauthorizedText'), variant: 'destructive' });
      setTimeout(() => window.location.assign('/api/login?next=%2Fadmin'), 500);
      return;
    }
    const description =
      err instanceof ApiError && err.code === 'INVALID_REFERRAL_LINKS' && err.body?.message ? err.body.message : t(fallbackKey);
    toast({ title: t('common:toast.errorTitle'), description, variant: 'destructive' });
  };
}
