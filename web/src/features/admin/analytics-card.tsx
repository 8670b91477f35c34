import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsDay } from '@shared/admin-analytics';
import { currentLanguage } from '../../lib/api';
import { useAdminAnalyticsQuery } from './hooks';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/errors';
import { DailyChart, formatDay } from './daily-chart';

const SERIES: { key: keyof Omit<AnalyticsDay, 'date'>; colour: string }[] = [
  { key: 'analyses', colour: 'fill-emerald-600' },
  { key: 'signups', colour: 'fill-sky-600' },
  { key: 'conversions', colour: 'fill-amber-500' },
  { key: 'exhaustions', colour: 'fill-rose-600' },
];

const PRESETS = [7, 30, 90] as const;

const today = () => new Date().toISOString().slice(0, 10);
const daysBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

/** Charts of GET /api/admin/analytics over a range the admin picks (UTC days). */
export function AnalyticsCard() {
  const { t } = useTranslation(['admin', 'common']);
  const lang = currentLanguage();
  const ids = { from: useId(), to: useId() };
  const [range, setRange] = useState(() => ({ from: daysBefore(today(), 29), to: today() }));
  const [draft, setDraft] = useState(range);
  const q = useAdminAnalyticsQuery(range.from, range.to);
  const preset = (n: number) => {
    const next = { from: daysBefore(today(), n - 1), to: today() };
    setDraft(next);
    setRange(next);
  };
  return (
    <section className="card space-y-4" aria-labelledby="admin-analytics">
      <h2 id="admin-analytics" className="text-xl font-semibold">
        {t('analytics.title')}
      </h2>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setRange(draft);
        }}
      >
        <div>
          <label htmlFor={ids.from} className="mb-1 block text-sm font-medium">
            {t('analytics.from')}
          </label>
          <input
            id={ids.from}
            type="date"
            className="input"
            value={draft.from}
            max={draft.to}
            onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
          />
        </div>
        <div>
          <label htmlFor={ids.to} className="mb-1 block text-sm font-medium">
            {t('analytics.to')}
          </label>
          <input
            id={ids.to}
            type="date"
            className="input"
            value={draft.to}
            min={draft.from}
            onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
          />
        </div>
        <button type="submit" className="btn-secondary">
          {t('analytics.show')}
        </button>
        <div className="flex flex-wrap gap-1" role="group" aria-label={t('analytics.presets')}>
          {PRESETS.map((n) => (
            <button key={n} type="button" className="btn-secondary min-h-9 px-2 py-1 text-xs" onClick={() => preset(n)}>
              {t('analytics.lastDays', { count: n })}
            </button>
          ))}
        </div>
      </form>
      <p className="text-xs muted">{t('analytics.utcNote')}</p>
      {q.isLoading ? (
        <Spinner className="py-4" />
      ) : q.data ? (
        <>
          <p className="text-sm" aria-live="polite">
            {t('analytics.range', { from: formatDay(q.data.from, lang, 'long'), to: formatDay(q.data.to, lang, 'long') })}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            {SERIES.map(({ key, colour }) => (
              <DailyChart
                key={key}
                id={`chart-${key}`}
                title={t(`analytics.series.${key}`)}
                summary={t('analytics.summary', {
                  total: q.data.totals[key],
                  max: Math.max(0, ...q.data.days.map((d) => d[key])),
                  days: q.data.days.length,
                })}
                points={q.data.days.map((d) => ({ date: d.date, value: d[key] }))}
                lang={lang}
                colour={colour}
                tableLabel={t('analytics.table')}
                dateHeading={t('analytics.date')}
              />
            ))}
          </div>
          <p className="text-xs muted">{t('analytics.exhaustionNote', { count: q.data.freePredictionLimit })}</p>
        </>
      ) : (
        <p role="alert">{errorMessage(t, q.error)}</p>
      )}
    </section>
  );
}
