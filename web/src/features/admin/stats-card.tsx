import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/errors';
import { useAdminUserStatsQuery } from './hooks';

export function UserStatsCard() {
  const { t } = useTranslation(['admin', 'billing', 'home']);
  const q = useAdminUserStatsQuery();
  return (
    <section className="card" aria-labelledby="admin-stats">
      <h2 id="admin-stats" className="mb-3 text-xl font-semibold">
        {t('stats.title')}
      </h2>
      {q.isLoading ? (
        <Spinner className="py-4" />
      ) : q.data ? (
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {(['totalUsers', 'activeSubscriptions', 'totalPredictions', 'todaysPredictions'] as const).map((k) => (
            <div key={k} className="rounded-lg bg-slate-100 p-3 dark:bg-slate-800">
              <dt className="text-sm muted">{t(`stats.${k}`)}</dt>
              <dd className="text-2xl font-bold tabular-nums">{q.data[k]}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p role="alert">{errorMessage(t, q.error)}</p>
      )}
    </section>
  );
}
