import { useTranslation } from 'react-i18next';
import { Link, useLocation, useRoute } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { ApiError } from '../lib/api';
import { useDocumentTitle } from '../lib/hooks';
import { useUserStats } from '../features/account/hooks';
import { Spinner } from '../components/spinner';
import { errorMessage } from '../lib/errors';
import { ResultsView } from '../features/main/results-view';
import { usePredictionQuery } from '../features/history/hooks';
import { BetForm } from '../features/pro/bet-form';

/** /predictions/:id — one stored analysis, reopened from history or after a reload. */
export default function PredictionPage() {
  const { t } = useTranslation(['analysis', 'home', 'pro']);
  const [, params] = useRoute('/predictions/:id');
  const [, navigate] = useLocation();
  const id = params?.id ?? '';
  useDocumentTitle(t('home:titles.results'));
  const q = usePredictionQuery(id);
  const stats = useUserStats();
  const remaining = stats.data && !stats.data.hasSubscription ? Math.max(0, stats.data.remainingPredictions ?? 0) : null;
  return (
    <div>
      <Link href="/history" className="btn-secondary mb-4">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('home:back')}
      </Link>
      {q.isLoading ? (
        <Spinner />
      ) : q.isError ? (
        <p role="alert" className="card">
          {q.error instanceof ApiError && q.error.status === 404 ? t('notFound') : errorMessage(t, q.error)}
        </p>
      ) : q.data ? (
        <>
          <ResultsView prediction={q.data} remainingAfter={remaining} onTryAgain={() => navigate('/?upload')} />
          <BetForm prediction={{ ...q.data, id }} />
        </>
      ) : null}
    </div>
  );
}
