import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useDocumentTitle } from '../lib/hooks';
import { Spinner } from '../components/spinner';
import { BackLink } from '../components/layout';
import { errorMessage } from '../lib/errors';
import { CsvExport, HistoryCard } from '../features/history/history-card';
import { useHistoryQuery } from '../features/history/hooks';
import { useBetsQuery } from '../features/pro/hooks';

export default function History() {
  const { t } = useTranslation(['history', 'home', 'pro']);
  useDocumentTitle(t('title'));
  const q = useHistoryQuery();
  // Recorded bets come from their own endpoint (the history view is cached per user and knows nothing of bets).
  const bets = useBetsQuery();
  const betOf = new Map((bets.data?.bets ?? []).map((b) => [b.predictionId, b]));
  return (
    <div>
      <BackLink />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">{t('title')}</h1>
          <p className="mt-1 muted">{t('subtitle')}</p>
        </div>
        {q.data && q.data.length > 0 && (
          <div className="flex flex-wrap items-center gap-3">
            <Link href="/analytics" className="btn-secondary">
              {t('pro:analytics.title')}
            </Link>
            <CsvExport />
          </div>
        )}
      </div>
      <div className="mt-6">
        {q.isLoading ? (
          <Spinner />
        ) : q.isError ? (
          <p role="alert">{errorMessage(t, q.error)}</p>
        ) : !q.data || q.data.length === 0 ? (
          <div className="card text-center">
            <h2 className="text-xl font-semibold">{t('empty.title')}</h2>
            <p className="mt-1 muted">{t('empty.text')}</p>
            <Link href="/" className="btn-primary mt-4">
              {t('empty.cta')}
            </Link>
          </div>
        ) : (
          <ul className="space-y-4">
            {q.data.map((item) => (
              <HistoryCard key={item.id} item={item} bet={betOf.get(item.id) ?? null} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
