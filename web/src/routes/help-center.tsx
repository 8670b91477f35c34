import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useDocumentTitle } from '../lib/hooks';
import { allowanceFaq } from '../lib/allowance';
import { useFreeAllowance } from '../features/billing/hooks';
import { BackLink } from '../components/layout';

interface Qa {
  q: string;
  a: string;
}
const SECTIONS = ['gettingStarted', 'billing', 'predictions', 'technical', 'privacy', 'contact'] as const;

export default function HelpCenter() {
  const { t } = useTranslation('info');
  useDocumentTitle(t('help.title'));
  const [query, setQuery] = useState('');
  const id = useId();
  const allowance = useFreeAllowance();
  // Until the allowance is known the answer says nothing rather than a number that may be wrong.
  const allowanceFaqText = allowance.data ? allowanceFaq(t, allowance.data) : '…';
  const needle = query.trim().toLocaleLowerCase();
  const sections = SECTIONS.map((key) => ({
    key,
    title: t(`help.sections.${key}.title`),
    items: t(`help.sections.${key}.items`, { returnObjects: true, allowanceFaq: allowanceFaqText }) as Qa[],
  }))
    .map((s) => ({
      ...s,
      items:
        needle && !s.title.toLocaleLowerCase().includes(needle)
          ? s.items.filter((i) => `${i.q} ${i.a}`.toLocaleLowerCase().includes(needle))
          : s.items,
    }))
    .filter((s) => s.items.length > 0);

  return (
    <div className="mx-auto max-w-3xl">
      <BackLink />
      <h1 className="text-3xl font-bold">{t('help.title')}</h1>
      <p className="mt-1 muted">{t('help.subtitle')}</p>
      <div role="search" className="mt-4">
        <label htmlFor={id} className="mb-1 block font-medium">
          {t('help.searchLabel')}
        </label>
        <input
          id={id}
          type="search"
          className="input"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('help.searchPlaceholder')}
        />
      </div>
      {sections.length === 0 && <p className="mt-6 card muted">{t('help.noResults')}</p>}
      <div className="mt-6 space-y-6">
        {sections.map((s) => (
          <section key={s.key} className="card" aria-labelledby={`help-${s.key}`}>
            <h2 id={`help-${s.key}`} className="text-xl font-semibold">
              {s.title}
            </h2>
            <dl className="mt-3 space-y-3">
              {s.items.map((i) => (
                <div key={i.q}>
                  <dt className="font-semibold">{i.q}</dt>
                  <dd className="mt-1 muted">{i.a}</dd>
                </div>
              ))}
            </dl>
            {s.key === 'contact' && (
              <Link href="/contact" className="btn-secondary mt-3">
                {t('help.contactCta')}
              </Link>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
