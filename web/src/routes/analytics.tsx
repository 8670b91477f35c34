import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { CurrencyReturn, UserAnalytics } from '@shared/pro';
import { ApiError, currentLanguage } from '../lib/api';
import { useDocumentTitle } from '../lib/hooks';
import { Spinner } from '../components/spinner';
import { BackLink } from '../components/layout';
import { errorMessage } from '../lib/errors';
import { formatDateTime, formatNumber } from '../lib/format';
import { formatMoney } from '../features/analysis/use-analysis-settings';
import { CalibrationChart, LineChart } from '../features/pro/charts';
import { plainPercent, signedPercent } from '../features/pro/number-input';
import { useUserAnalyticsQuery } from '../features/pro/hooks';

/** /analytics — the user's record from recorded bets (Pro). */
export default function Analytics() {
  const { t } = useTranslation(['pro', 'common']);
  useDocumentTitle(t('analytics.title'));
  const q = useUserAnalyticsQuery();
  const proRequired = q.error instanceof ApiError && q.error.code === 'PRO_REQUIRED';
  return (
    <div className="space-y-6">
      <div>
        <BackLink />
        <h1 className="text-3xl font-bold">{t('analytics.title')}</h1>
        <p className="mt-1 muted">{t('analytics.subtitle')}</p>
      </div>
      {q.isLoading ? (
        <Spinner />
      ) : proRequired ? (
        <div className="card space-y-3" data-testid="analytics-pro-only">
          <p>{t('analytics.proOnly')}</p>
          <Link href="/pricing" className="btn-primary">
            {t('analytics.upgrade')}
          </Link>
        </div>
      ) : q.isError ? (
        <p role="alert" className="card">
          {errorMessage(t, q.error)}
        </p>
      ) : q.data ? (
        <AnalyticsBody data={q.data} />
      ) : null}
    </div>
  );
}

function AnalyticsBody({ data }: { data: UserAnalytics }) {
  const { t } = useTranslation('pro');
  return (
    <>
      <p className="muted" data-testid="analytics-summary">
        {t('analytics.summary', { settled: data.settled, pending: data.pending, void: data.void })}
      </p>
      {data.settled < data.minimum && (
        <div className="card space-y-2" data-testid="analytics-not-enough">
          <p className="font-medium">{t('analytics.notEnough', { minimum: data.minimum, count: data.settled })}</p>
          <p className="muted">{t('analytics.howTo')}</p>
          <Link href="/history" className="link">
            {t('common:menu.history')}
          </Link>
        </div>
      )}
      {data.returns
        .filter((r) => r.series.length > 0)
        .map((r) => (
          <ReturnsCard key={r.currency ?? 'units'} data={r} />
        ))}
      <CalibrationCard data={data} />
      <ClvCard data={data} />
    </>
  );
}

function ReturnsCard({ data }: { data: CurrencyReturn }) {
  const { t } = useTranslation('pro');
  const lang = currentLanguage();
  const money = (v: number) => (data.currency ? formatMoney(v, data.currency, lang) : formatNumber(v, lang, 2));
  const last = data.series[data.series.length - 1]!;
  const headingId = `returns-${data.currency ?? 'units'}`;
  return (
    <section aria-labelledby={headingId} className="card space-y-4" data-testid="returns-card">
      <div>
        <h2 id={headingId} className="text-xl font-semibold">
          {t('analytics.returns.heading')}
        </h2>
        <p className="muted text-sm">
          {data.currency ? t('analytics.returns.currency', { currency: data.currency }) : t('analytics.returns.units')}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label={t('analytics.returns.hitRate')} value={plainPercent(data.hitRate ?? 0, lang)} />
        <Figure label={t('analytics.returns.roi')} value={signedPercent(data.roi ?? 0, lang)} />
        <Figure label={t('analytics.returns.staked')} value={money(data.staked)} />
        <Figure label={t('analytics.returns.profit')} value={money(data.profit)} />
      </dl>
      <LineChart
        title={t('analytics.returns.chartTitle')}
        desc={t('analytics.returns.chartDesc', {
          summary: t('analytics.returns.chartSummary', {
            bets: last.bets,
            hitRate: plainPercent(last.hitRate, lang),
            roi: signedPercent(last.roi, lang),
          }),
        })}
        points={data.series.map((p) => ({ x: p.bets, values: [p.hitRate, p.roi] }))}
        series={[
          { name: t('analytics.returns.hitRate'), className: 'text-sky-700 dark:text-sky-400' },
          { name: t('analytics.returns.roi'), className: 'text-emerald-700 dark:text-emerald-400', dash: '6 4' },
        ]}
        formatY={(v) => plainPercent(v, lang, 0)}
      />
      <details>
        <summary className="cursor-pointer link">{t('analytics.returns.table')}</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left">
                <th scope="col">{t('analytics.returns.after')}</th>
                <th scope="col">{t('analytics.returns.settledAt')}</th>
                <th scope="col">{t('analytics.returns.hitRate')}</th>
                <th scope="col">{t('analytics.returns.roi')}</th>
              </tr>
            </thead>
            <tbody>
              {data.series.map((p) => (
                <tr key={p.bets} className="tabular-nums">
                  <td>{p.bets}</td>
                  <td>{formatDateTime(p.at, lang)}</td>
                  <td>{plainPercent(p.hitRate, lang)}</td>
                  <td>{signedPercent(p.roi, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-100 p-3 dark:bg-slate-800">
      <dt className="text-xs muted">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function CalibrationCard({ data }: { data: UserAnalytics }) {
  const { t } = useTranslation('pro');
  const lang = currentLanguage();
  const { brier, buckets } = data.calibration;
  return (
    <section aria-labelledby="calibration-heading" className="card space-y-4" data-testid="calibration-card">
      <div>
        <h2 id="calibration-heading" className="text-xl font-semibold">
          {t('analytics.calibration.heading')}
        </h2>
        <p className="muted text-sm">{t('analytics.calibration.intro')}</p>
      </div>
      {brier === null ? (
        <p>{t('analytics.calibration.notEnough', { minimum: data.minimum })}</p>
      ) : (
        <>
          <p className="font-medium">{t('analytics.calibration.brier', { value: formatNumber(brier, lang, 3) })}</p>
          <div className="grid gap-4 md:grid-cols-2 md:items-start">
            <CalibrationChart
              title={t('analytics.calibration.chartTitle')}
              desc={t('analytics.calibration.chartDesc')}
              buckets={buckets}
              formatP={(v) => plainPercent(v, lang, 0)}
            />
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <caption className="sr-only">{t('analytics.calibration.chartTitle')}</caption>
                <thead>
                  <tr className="text-left">
                    <th scope="col">{t('analytics.calibration.range')}</th>
                    <th scope="col">{t('analytics.calibration.count')}</th>
                    <th scope="col">{t('analytics.calibration.predicted')}</th>
                    <th scope="col">{t('analytics.calibration.observed')}</th>
                  </tr>
                </thead>
                <tbody>
                  {buckets.map((b) => (
                    <tr key={b.from} className="tabular-nums">
                      <td>
                        {plainPercent(b.from, lang, 0)}–{plainPercent(b.to, lang, 0)}
                      </td>
                      <td>{b.count}</td>
                      <td>{plainPercent(b.meanProbability, lang)}</td>
                      <td>{plainPercent(b.observed, lang)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </>
      )}
    </section>
  );
}

function ClvCard({ data }: { data: UserAnalytics }) {
  const { t } = useTranslation('pro');
  const lang = currentLanguage();
  const { average, beatRate, count } = data.clv;
  return (
    <section aria-labelledby="clv-heading" className="card space-y-2" data-testid="clv-card">
      <h2 id="clv-heading" className="text-xl font-semibold">
        {t('analytics.clv.heading')}
      </h2>
      <p className="muted text-sm">{t('analytics.clv.intro')}</p>
      {average === null || beatRate === null ? (
        <p>{t('analytics.clv.notEnough', { minimum: data.minimum, count })}</p>
      ) : (
        <>
          <p className="font-medium">{t('analytics.clv.average', { value: signedPercent(average, lang) })}</p>
          <p>{t('analytics.clv.beatRate', { value: plainPercent(beatRate, lang) })}</p>
        </>
      )}
    </section>
  );
}
