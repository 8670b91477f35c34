import { useTranslation } from 'react-i18next';
import { Crown } from 'lucide-react';
import { CheckList } from '../../components/check-list';
import { currentLanguage, queryClient } from '../../lib/api';
import { allowanceExhausted } from '../../lib/allowance';
import { useUserStats } from '../account/hooks';
import { formatPrice, providerNoteKey } from '../billing/format';
import { useBillingConfig, useCheckout, useReferralLink } from '../billing/hooks';
import { userKeys } from '../account/keys';

export function Paywall({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('home');
  const config = useBillingConfig();
  const link = useReferralLink();
  const checkout = useCheckout(() => {
    void queryClient.invalidateQueries({ queryKey: userKeys.stats() });
    onBack();
  });
  const lang = currentLanguage();
  const stats = useUserStats();
  return (
    <section className="card mx-auto max-w-lg space-y-4 text-center" aria-labelledby="paywall-title">
      <Crown aria-hidden="true" className="mx-auto h-12 w-12 text-amber-500" />
      <h1 id="paywall-title" className="text-2xl font-bold">
        {t('paywall.title')}
      </h1>
      <p className="muted" data-testid="paywall-allowance">
        {allowanceExhausted(t, stats.data, lang)}
      </p>
      {config.data && (
        <p className="text-3xl font-bold">
          {formatPrice(config.data, lang)}
          <span className="text-base font-normal muted"> {t('common:billing.perMonth')}</span>
        </p>
      )}
      <p className="text-sm muted">{t(`common:${providerNoteKey(config.data)}`)}</p>
      {config.data?.testMode && <p className="text-sm font-semibold">{t('common:billing.testMode')}</p>}
      <CheckList className="text-left" items={t('paywall.features', { returnObjects: true }) as string[]} />
      <button
        type="button"
        className="btn-primary w-full py-3 text-base"
        disabled={checkout.busy}
        onClick={() => void checkout.start()}
      >
        {checkout.busy ? t('common:checkout.creating') : t('paywall.cta')}
      </button>
      <button type="button" className="btn-secondary w-full" onClick={onBack}>
        {t('paywall.back')}
      </button>
      {link.data?.url && (
        <div className="border-t border-slate-200 pt-4 dark:border-slate-700">
          <p className="font-semibold">{t('paywall.tryBetting')}</p>
          <a href={link.data.url} target="_blank" rel="noopener noreferrer sponsored" className="link">
            {t('paywall.visitPartner')}
          </a>
        </div>
      )}
    </section>
  );
}
