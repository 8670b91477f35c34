import { useTranslation } from 'react-i18next';
import { Phone } from 'lucide-react';
import { useDocumentTitle } from '../lib/hooks';
import { BackLink } from '../components/layout';
import { OperatorDetails } from '../features/operator/operator';

interface Section {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

export const HELPLINES = [
  { id: 'us', phone: '1-800-GAMBLER', tel: '+18004262537', url: 'https://www.ncpgambling.org' },
  { id: 'uk', phone: '0808 8020 133', tel: '+448088020133', url: 'https://www.begambleaware.org' },
  { id: 'au', phone: '1800 858 858', tel: '+611800858858', url: 'https://www.gamblinghelponline.org.au' },
  { id: 'ca', phone: '1-866-531-2600', tel: '+18665312600', url: 'https://www.connexontario.ca' },
  { id: 'ga', phone: null, tel: null, url: 'https://www.gamblersanonymous.org' },
] as const;

export default function Legal({ doc }: { doc: 'terms' | 'privacy' | 'responsible' }) {
  const { t } = useTranslation('legal');
  useDocumentTitle(t(`${doc}.title`));
  const sections = t(`${doc}.sections`, { returnObjects: true }) as Section[];
  return (
    <article className="mx-auto max-w-3xl">
      <BackLink />
      <h1 className="text-3xl font-bold">{t(`${doc}.title`)}</h1>
      <p className="mt-1 text-sm muted">{t('updated', { date: t(`${doc}.updated`) })}</p>
      <p className="mt-4">{t(`${doc}.intro`)}</p>
      <ol className="mt-6 space-y-6">
        {sections.map((s, i) => (
          <li key={s.heading}>
            <section aria-labelledby={`${doc}-s${i}`}>
              <h2 id={`${doc}-s${i}`} className="text-xl font-semibold">
                {doc === 'responsible' ? s.heading : `${i + 1}. ${s.heading}`}
              </h2>
              {s.paragraphs.map((p) => (
                <p key={p} className="mt-2">
                  {p}
                </p>
              ))}
              {s.items && (
                <ul className="mt-2 list-disc space-y-1 pl-5">
                  {s.items.map((it) => (
                    <li key={it}>{it}</li>
                  ))}
                </ul>
              )}
            </section>
          </li>
        ))}
      </ol>
      {doc === 'terms' && (
        <section className="mt-8 card" aria-labelledby="operator">
          <h2 id="operator" className="text-lg font-semibold">
            {t('terms.operator.title')}
          </h2>
          <OperatorDetails />
          <p className="mt-2">{t('terms.operator.payments')}</p>
        </section>
      )}
      {doc === 'responsible' && (
        <section className="mt-8 card" aria-labelledby="helplines">
          <h2 id="helplines" className="text-xl font-semibold">
            {t('responsible.helplines.title')}
          </h2>
          <ul className="mt-3 space-y-3">
            {HELPLINES.map((h) => (
              <li key={h.id}>
                <p className="font-semibold">{t(`responsible.helplines.${h.id}`)}</p>
                <p className="flex flex-wrap gap-x-4 gap-y-1">
                  {h.phone && (
                    <a className="link inline-flex items-center gap-1" href={`tel:${h.tel}`}>
                      <Phone aria-hidden="true" className="h-4 w-4" />
                      {h.phone}
                    </a>
                  )}
                  <a className="link" href={h.url} target="_blank" rel="noopener noreferrer">
                    {h.url.replace('https://www.', '')}
                  </a>
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
