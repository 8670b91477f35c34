import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { currentLanguage } from '../lib/api';
import { formatPrice, providerNoteKey } from '../features/billing/format';
import { useBillingConfig, useFreeAllowance } from '../features/billing/hooks';
import { useDocumentTitle } from '../lib/hooks';
import { useAuth } from '../features/account/hooks';
import { allowanceNote, allowanceSummary } from '../lib/allowance';
import { Spinner } from '../components/spinner';
import { CheckList } from '../components/check-list';

export default function Pricing() {
  const { t } = useTranslation('billing');
  useDocumentTitle(t('pricing.title'));
  const config = useBillingConfig();
  const { isAuthenticated } = useAuth();
  const lang = currentLanguage();
  const allowance = useFreeAllowance();
  const free = formatPrice({ price: 0, currency: config.data?.currency ?? (lang === 'ru' ? 'RUB' : 'USD') }, lang);
  return (
    <div>
      <h1 className="text-center text-3xl font-bold">{t('pricing.title')}</h1>
      <p className="mt-2 text-center muted">{t('pricing.subtitle')}</p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <section className="card space-y-3" aria-labelledby="plan-free">
          <h2 id="plan-free" className="text-xl font-bold">
            {t('pricing.free.name')}
          </h2>
          <p className="text-3xl font-bold">{free}</p>
          {allowance.data ? (
            <CheckList
              items={
                t('pricing.free.features', {
                  returnObjects: true,
                  allowance: allowanceSummary(t, allowance.data),
                }) as string[]
              }
            />
          ) : (
            <Spinner className="py-2" />
          )}
          <Link href={isAuthenticated ? '/' : '/signin?mode=signup'} className="btn-secondary w-full">
            {t('pricing.free.cta')}
          </Link>
        </section>
        <section className="card space-y-3 border-emerald-600" aria-labelledby="plan-pro">
          <h2 id="plan-pro" className="text-xl font-bold">
            {t('plan')}
          </h2>
          <p className="text-3xl font-bold">
            {config.data ? formatPrice(config.data, lang) : '—'}
            <span className="text-base font-normal muted"> {t('common:billing.perMonth')}</span>
          </p>
          <p className="text-sm muted">{t(`common:${providerNoteKey(config.data)}`)}</p>
          <CheckList items={t('features', { returnObjects: true }) as string[]} />
          {isAuthenticated ? (
            <Link href="/subscribe" className="btn-primary w-full">
              {t('pricing.start')}
            </Link>
          ) : (
            <a href="/api/login?next=%2Fsubscribe" className="btn-primary w-full">
              {t('pricing.start')}
            </a>
          )}
        </section>
      </div>
      {allowance.data && (
        <p className="mt-6 text-center muted" data-testid="allowance-note">
          {allowanceNote(t, allowance.data)}
        </p>
      )}
    </div>
  );
}
