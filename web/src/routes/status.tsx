import { useTranslation } from 'react-i18next';
import { CheckCircle2, MinusCircle, XCircle } from 'lucide-react';
import { useDocumentTitle } from '../lib/hooks';
import { useAuth } from '../features/account/hooks';
import { BackLink } from '../components/layout';
import { Spinner } from '../components/spinner';
import { useReadinessQuery } from '../features/status/hooks';

export default function Status() {
  const { t } = useTranslation('info');
  useDocumentTitle(t('status.title'));
  const q = useReadinessQuery();
  // Component details are operator notes in English (engine, worker counts, provider names): admins see them, a
  // visitor gets only the translated name and state of each component (issue 14).
  const { user } = useAuth();
  const showDetails = user?.role === 'admin';
  return (
    <div className="mx-auto max-w-3xl">
      <BackLink />
      <h1 className="text-3xl font-bold">{t('status.title')}</h1>
      {q.isLoading ? (
        <Spinner />
      ) : q.data ? (
        <>
          <p
            className={`mt-4 card font-semibold ${q.data.status === 'ready' ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-800 dark:text-red-300'}`}
            role="status"
          >
            {q.data.status === 'ready' ? t('status.allOk') : t('status.degraded')}
          </p>
          <ul className="mt-4 space-y-2">
            {Object.entries(q.data.components).map(([name, c]) => (
              <li key={name} className="card flex items-center gap-3">
                {c.status === 'ok' ? (
                  <CheckCircle2 aria-hidden="true" className="h-6 w-6 text-emerald-600" />
                ) : c.status === 'disabled' ? (
                  <MinusCircle aria-hidden="true" className="h-6 w-6 text-slate-500" />
                ) : (
                  <XCircle aria-hidden="true" className="h-6 w-6 text-red-600" />
                )}
                <div className="flex-1">
                  <p className="font-semibold">
                    {t(`status.components.${name}`, { defaultValue: t('status.components.other') })}
                  </p>
                  {/* Everyone reads what is wrong, in their language; the operator's detail is for admins only. */}
                  {c.status === 'error' ? (
                    <p className="text-sm muted">
                      {showDetails && c.detail
                        ? t('status.failure', { reason: t(`status.codes.${c.code}`), detail: c.detail })
                        : `${t(`status.codes.${c.code}`)}.`}
                    </p>
                  ) : (
                    showDetails &&
                    c.detail && (
                      <p className="text-sm muted" data-testid="status-detail">
                        {c.detail}
                      </p>
                    )
                  )}
                </div>
                <span className="text-sm font-semibold">{t(`status.states.${c.status}`)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p role="alert" className="mt-4 card">
          {t('status.unreachable')}
        </p>
      )}
      <button type="button" className="btn-secondary mt-4" onClick={() => void q.refetch()}>
        {t('status.refresh')}
      </button>
    </div>
  );
}
