import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Crown } from 'lucide-react';
import { currentLanguage } from '../lib/api';
import { formatPrice, providerNoteKey } from '../features/billing/format';
import { useBillingConfig, useCheckout, usePortalMutation } from '../features/billing/hooks';
import { useDocumentTitle } from '../lib/hooks';
import { useUserStats } from '../features/account/hooks';
import { BackLink } from '../components/layout';
import { Spinner } from '../components/spinner';
import { formatDate } from '../lib/format';
import { CheckList } from '../components/check-list';

export default function Subscribe() {
  const { t } = useTranslation('billing');
  const [, navigate] = useLocation();
  const config = useBillingConfig();
  const stats = useUserStats();
  // A subscriber comes here to see and manage the plan they have, not to be offered it again.
  const title = stats.data?.hasSubscription ? t('subscribe.titleActive') : t('subscribe.title');
  useDocumentTitle(title);
  const checkout = useCheckout(() => navigate('/'));
  const portal = usePortalMutation();
  const lang = currentLanguage();
  const sub = stats.data?.subscription ?? null;
  const subscribed = stats.data?.hasSubscription ?? false;

  if (stats.isLoading) return <Spinner />;
  return (
    <div className="mx-auto max-w-xl">
      <BackLink />
      <section className="card space-y-4" aria-labelledby="sub-title">
        <Crown aria-hidden="true" className="h-10 w-10 text-amber-500" />
        <h1 id="sub-title" className="text-3xl font-bold">
          {title}
        </h1>
        <p className="muted">{subscribed ? t('subscribe.subtitleActive') : t('subscribe.subtitle')}</p>
        <p className="text-2xl font-bold">
          {t('plan')}
          {config.data && (
            <>
              {' · '}
              {formatPrice(config.data, lang)} <span className="text-base font-normal muted">{t('common:billing.perMonth')}</span>
            </>
          )}
        </p>
        <p className="text-sm muted">{t(`common:${providerNoteKey(config.data)}`)}</p>
        {config.data?.testMode && <p className="text-sm font-semibold">{t('common:billing.testMode')}</p>}
        <CheckList items={t('features', { returnObjects: true }) as string[]} />
        {subscribed ? (
          <div className="space-y-3 rounded-lg bg-emerald-50 p-4 dark:bg-emerald-950">
            <p className="font-semibold">{t('subscribe.active', { status: t(`status.${sub?.status ?? 'active'}`) })}</p>
            {sub?.currentPeriodEnd && (
              <p className="text-sm">
                {t(sub.cancelAtPeriodEnd ? 'subscribe.endsOn' : 'subscribe.renewsOn', {
                  date: formatDate(sub.currentPeriodEnd, lang),
                })}
              </p>
            )}
            <button type="button" className="btn-secondary" disabled={portal.busy} onClick={portal.open}>
              {portal.busy ? t('subscribe.opening') : t('subscribe.manage')}
            </button>
          </div>
        ) : (
          <>
            {sub && sub.status !== 'active' && (
              <p className="text-sm muted">{t('subscribe.previous', { status: t(`status.${sub.status}`) })}</p>
            )}
            <button
              type="button"
              className="btn-primary w-full py-3 text-base"
              disabled={checkout.busy}
              onClick={() => void checkout.start()}
            >
              {checkout.busy
                ? t('common:checkout.creating')
                : sub && sub.status !== 'active'
                  ? t('subscribe.reactivate')
                  : t('subscribe.cta')}
            </button>
          </>
        )}
        <p className="text-xs muted">{t('subscribe.cancelNote')}</p>
      </section>
    </div>
  );
}
