import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_VERDICTS } from '@shared/admin-analytics';
import { currentLanguage } from '../../lib/api';
import { useAdminPredictionsQuery } from './hooks';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';

interface Filters {
  from: string;
  to: string;
  email: string;
  verdict: string;
  sport: string;
}

const EMPTY: Filters = { from: '', to: '', email: '', verdict: '', sport: '' };
const PAGE_SIZE = 20;

/** The query string of GET /api/admin/predictions: only the filters that are set. */
export function predictionsQuery(filters: Filters, page: number): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v.trim()) params.set(k, v.trim());
  params.set('page', String(page));
  params.set('pageSize', String(PAGE_SIZE));
  return params.toString();
}

export function PredictionsCard() {
  const { t } = useTranslation(['admin', 'home', 'common']);
  const lang = currentLanguage();
  const ids = { from: useId(), to: useId(), email: useId(), verdict: useId(), sport: useId() };
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [page, setPage] = useState(1);
  const q = useAdminPredictionsQuery(predictionsQuery(filters, page));
  const pages = q.data ? Math.max(1, Math.ceil(q.data.total / q.data.pageSize)) : 1;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setPage(1);
    setFilters(draft);
  };
  const field = (key: keyof Filters) => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })),
  });
  return (
    <section className="card space-y-4" aria-labelledby="admin-predictions">
      <h2 id="admin-predictions" className="text-xl font-semibold">
        {t('predictions.title')}
      </h2>
      <form
        role="search"
        aria-label={t('predictions.filters')}
        onSubmit={submit}
        className="grid gap-2 sm:grid-cols-3 lg:grid-cols-6"
      >
        <div>
          <label htmlFor={ids.from} className="mb-1 block text-sm font-medium">
            {t('analytics.from')}
          </label>
          <input id={ids.from} type="date" className="input" {...field('from')} />
        </div>
        <div>
          <label htmlFor={ids.to} className="mb-1 block text-sm font-medium">
            {t('analytics.to')}
          </label>
          <input id={ids.to} type="date" className="input" {...field('to')} />
        </div>
        <div>
          <label htmlFor={ids.email} className="mb-1 block text-sm font-medium">
            {t('predictions.email')}
          </label>
          <input id={ids.email} type="search" className="input" {...field('email')} />
        </div>
        <div>
          <label htmlFor={ids.verdict} className="mb-1 block text-sm font-medium">
            {t('predictions.verdict')}
          </label>
          <select id={ids.verdict} className="input" {...field('verdict')}>
            <option value="">{t('predictions.any')}</option>
            {ADMIN_VERDICTS.map((v) => (
              <option key={v} value={v}>
                {t(`predictions.verdicts.${v}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.sport} className="mb-1 block text-sm font-medium">
            {t('predictions.sport')}
          </label>
          <select id={ids.sport} className="input" {...field('sport')}>
            <option value="">{t('predictions.any')}</option>
            {(q.data?.sports ?? []).map((s) => (
              <option key={s} value={s}>
                {t(`home:sports.${s}`, { defaultValue: s })}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-end gap-2">
          <button type="submit" className="btn-primary">
            {t('predictions.apply')}
          </button>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              setDraft(EMPTY);
              setFilters(EMPTY);
              setPage(1);
            }}
          >
            {t('predictions.clear')}
          </button>
        </div>
      </form>
      {q.isLoading ? (
        <Spinner className="py-4" />
      ) : q.isError ? (
        <p role="alert">{errorMessage(t, q.error)}</p>
      ) : q.data && q.data.predictions.length === 0 ? (
        <p className="muted">{t('predictions.empty')}</p>
      ) : (
        q.data && (
          <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-labelledby="admin-predictions">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-300 dark:border-slate-600">
                  {(['date', 'user', 'match', 'sport', 'verdict', 'confidence', 'outcome'] as const).map((c) => (
                    <th key={c} scope="col" className="px-2 py-2 font-semibold">
                      {t(`predictions.columns.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {q.data.predictions.map((p) => (
                  <tr key={p.id} className="border-b border-slate-200 dark:border-slate-700">
                    <td className="px-2 py-2 whitespace-nowrap">{formatDateTime(p.createdAt, lang)}</td>
                    <td className="px-2 py-2 break-all">{p.userEmail}</td>
                    <td className="px-2 py-2">{p.teams ? p.teams.join(' — ') : t('home:results.teamsNotDetected')}</td>
                    <td className="px-2 py-2">{p.sport ? t(`home:sports.${p.sport}`, { defaultValue: p.sport }) : '—'}</td>
                    <td className="px-2 py-2">{p.verdict ? t(`predictions.verdicts.${p.verdict}`) : '—'}</td>
                    <td className="px-2 py-2 tabular-nums">{p.confidence}%</td>
                    <td className="px-2 py-2">{p.outcome ? t(`predictions.outcomes.${p.outcome}`) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      )}
      {q.data && q.data.total > 0 && (
        <nav aria-label={t('predictions.pagination')} className="flex items-center justify-between gap-2">
          <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('users.prev')}
          </button>
          <span className="text-sm">{t('predictions.pageOf', { page, pages, count: q.data.total })}</span>
          <button type="button" className="btn-secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('users.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
