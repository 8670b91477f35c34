import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, RotateCcw } from 'lucide-react';
import type { BettingOption, OddsFormat, PredictionResult, RiskLevel } from '../../../../shared/src/prediction';
import { OddsToggle, OddsValue } from '../../components/odds-toggle';
import { BarChart } from '../../components/bar-chart';
import { confidenceTone, TONE_CLASSES } from '../../lib/confidence';
import { useReferralLink } from '../../lib/billing';
import { armPartnerRedirect, predictionRedirectId, REDIRECT_ARM_DELAY_MS } from '../../lib/partner-redirect';
import { PartnerBanner } from './partner-banner';
import { formatMatchDate, formatNumber } from '../../lib/format';

const RISK_CLASSES: Record<RiskLevel, string> = {
  Low: 'bg-green-100 text-green-900 dark:bg-green-900/60 dark:text-green-100',
  Medium: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-900/60 dark:text-yellow-100',
  High: 'bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100',
};

function signed(n: number, lang: string): string {
  return `${n > 0 ? '+' : ''}${formatNumber(n, lang)}%`;
}

export function ResultsView({
  prediction: p,
  remainingAfter,
  onTryAgain,
}: {
  prediction: PredictionResult;
  remainingAfter: number | null;
  onTryAgain: () => void;
}) {
  const { t, i18n } = useTranslation('home');
  const lang = i18n.resolvedLanguage ?? 'en';
  const [format, setFormat] = useState<OddsFormat>('decimal');
  usePartnerRedirect(p);

  const teams = p.correctedTeams ?? p.extractedData.teams;
  const date = [formatMatchDate(p.extractedData.date, lang), p.extractedData.time].filter(Boolean).join(' ');
  const m = p.marketAnalysis;
  const tone = confidenceTone(p.overallConfidence);

  return (
    <div className="space-y-6">
      <section className="card space-y-3" aria-labelledby="result-title">
        <p className="text-sm font-semibold tracking-wide text-emerald-800 uppercase dark:text-emerald-300">
          {t('results.title')}
        </p>
        <h1 id="result-title" className="text-2xl font-bold">
          {teams ? t('results.versus', { home: teams[0], away: teams[1] }) : t('results.teamsNotDetected')}
        </h1>
        <p className="muted">
          {date || t('results.dateNotDetected')}
          {p.sport && <> · {t(`sports.${p.sport}`, { defaultValue: p.sport })}</>}
          {p.league && <> · {p.league}</>}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <span className={`badge ${TONE_CLASSES[tone]}`}>{t('results.confidence', { value: p.overallConfidence })}</span>
          <span className="text-sm muted">{t('results.screenshots', { count: p.screenshotsAnalyzed })}</span>
          {remainingAfter !== null && <span className="text-sm muted">{t('results.remaining', { count: remainingAfter })}</span>}
        </div>
        <div className="rounded-lg bg-emerald-50 p-4 dark:bg-emerald-950">
          <h2 className="text-sm font-semibold">{t('results.mainRecommendation')}</h2>
          <p className="mt-1 text-lg font-semibold">{p.mainRecommendation || t('results.analysisUnavailable')}</p>
        </div>
        {p.narrative?.text && (
          <div>
            <h2 className="text-sm font-semibold">{t('results.narrativeTitle')}</h2>
            <p className="mt-1">{p.narrative.text}</p>
            <p className="mt-1 text-xs muted">{t('results.narrativeNote', { model: p.narrative.model })}</p>
          </div>
        )}
      </section>

      <section className="card space-y-4" aria-labelledby="odds-title">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="odds-title" className="text-lg font-bold">
            {t('results.odds')}
          </h2>
          <OddsToggle value={format} onChange={setFormat} />
        </div>
        <dl className="grid grid-cols-3 gap-3 text-center">
          {(
            [
              ['home', p.extractedData.homeOdds],
              ['draw', p.extractedData.drawOdds],
              ['away', p.extractedData.awayOdds],
            ] as const
          ).map(([k, v]) => (
            <div key={k} className="rounded-lg bg-slate-100 p-3 dark:bg-slate-800">
              <dt className="text-sm muted">{t(`results.outcomes.${k}`)}</dt>
              <dd className="text-xl font-bold" data-testid={`odds-${k}`}>
                <OddsValue value={v} format={format} />
              </dd>
            </div>
          ))}
        </dl>
        {m && m.bestOdds && (m.bestOdds.home || m.bestOdds.away) && p.screenshotsAnalyzed > 1 && (
          <p className="text-sm muted">
            {t('results.bestOdds')}: <OddsValue value={m.bestOdds.home} format={format} /> /{' '}
            <OddsValue value={m.bestOdds.draw} format={format} /> / <OddsValue value={m.bestOdds.away} format={format} />
          </p>
        )}
      </section>

      {m && (
        <section className="card space-y-3" aria-labelledby="market-title">
          <h2 id="market-title" className="text-lg font-bold">
            {p.model ? t('results.modelVsMarket') : t('results.marketTitle')}
          </h2>
          <BarChart
            formatValue={(v) => `${formatNumber(v, lang)}%`}
            labelledBy="market-title"
            primaryLabel={p.model ? t('results.market') : undefined}
            secondaryLabel={p.model ? t('results.model') : undefined}
            bars={[
              { label: t('results.outcomes.home'), value: m.homeWinProbability, secondary: p.model?.home ?? null },
              ...(m.drawProbability != null
                ? [{ label: t('results.outcomes.draw'), value: m.drawProbability, secondary: p.model?.draw ?? null }]
                : []),
              { label: t('results.outcomes.away'), value: m.awayWinProbability, secondary: p.model?.away ?? null },
            ]}
          />
          <p className="text-sm muted">
            {m.margin != null ? t('results.margin', { value: formatNumber(m.margin, lang, 2) }) : t('results.marginUnknown')}
            {m.method !== 'none' && <> · {t('results.method', { method: t(`results.methods.${m.method}`) })}</>}
          </p>
          {p.model && (
            <p className="text-sm muted">
              {t('results.modelNote', { weight: Math.round(p.model.weight * 100), matches: p.model.matchesUsed })}
            </p>
          )}
          {m.arbitrage && <p className="text-sm font-semibold">{t('results.arbitrage')}</p>}
        </section>
      )}

      <section aria-labelledby="options-title" className="space-y-3">
        <h2 id="options-title" className="text-lg font-bold">
          {t('results.options', { count: p.bettingOptions.length })}
        </h2>
        {p.bettingOptions.length === 0 && <p className="muted">{t('results.noOptions')}</p>}
        <ul className="grid gap-3 md:grid-cols-2">
          {p.bettingOptions.map((o) => (
            <OptionCard key={o.key} option={o} format={format} />
          ))}
        </ul>
      </section>

      {p.keyFactors.length > 0 && (
        <section className="card" aria-labelledby="factors-title">
          <h2 id="factors-title" className="mb-2 text-lg font-bold">
            {t('results.keyFactors')}
          </h2>
          <ul className="list-disc space-y-1 pl-5">
            {p.keyFactors.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </section>
      )}
      {p.warnings.length > 0 && (
        <section
          className="card border-amber-400 bg-amber-50 dark:border-amber-700 dark:bg-amber-950"
          aria-labelledby="warnings-title"
        >
          <h2 id="warnings-title" className="mb-2 flex items-center gap-2 text-lg font-bold">
            <AlertTriangle aria-hidden="true" className="h-5 w-5" />
            {t('results.warnings')}
          </h2>
          <ul className="list-disc space-y-1 pl-5">
            {p.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </section>
      )}
      <p className="text-sm muted">{t('results.disclaimer')}</p>
      <button type="button" className="btn-primary" onClick={onTryAgain}>
        <RotateCcw aria-hidden="true" className="h-4 w-4" />
        {t('results.tryAnother')}
      </button>
      <PartnerBanner />
    </div>
  );
}

function OptionCard({ option: o, format }: { option: BettingOption; format: OddsFormat }) {
  const { t, i18n } = useTranslation('home');
  const lang = i18n.resolvedLanguage ?? 'en';
  return (
    <li className={`card space-y-2 ${o.isValue ? 'border-emerald-500' : ''}`}>
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold">{o.type}</h3>
        <span className={`badge ${RISK_CLASSES[o.riskLevel]}`}>{t(`results.risk.${o.riskLevel}`)}</span>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="muted">{t('results.optionOdds')}</dt>
        <dd className="font-semibold">
          <OddsValue value={o.odds} format={format} />
        </dd>
        <dt className="muted">{t('results.winProbability')}</dt>
        <dd className="tabular-nums">{formatNumber(o.winProbability, lang)}%</dd>
        <dt className="muted">{t('results.impliedProbability')}</dt>
        <dd className="tabular-nums">{formatNumber(o.impliedProbability, lang)}%</dd>
        <dt className="muted">{t('results.expectedValue')}</dt>
        <dd className={`tabular-nums font-semibold ${o.expectedValue > 0 ? 'text-emerald-800 dark:text-emerald-300' : ''}`}>
          {signed(o.expectedValue, lang)}
        </dd>
        <dt className="muted">{t('results.stake')}</dt>
        <dd className="tabular-nums">
          {o.suggestedStakePercent > 0
            ? t('results.stakeValue', { value: formatNumber(o.suggestedStakePercent, lang) })
            : t('results.noStake')}
        </dd>
        <dt className="muted">{t('results.optionConfidence')}</dt>
        <dd className="tabular-nums">{o.confidence}%</dd>
      </dl>
      <p className="font-semibold">{o.recommendation}</p>
      <p className="text-sm muted">{o.reasoning}</p>
    </li>
  );
}

/** Spec section 4: 5 s after results show, arm a once-per-prediction click-through to the partner. */
function usePartnerRedirect(p: PredictionResult) {
  const link = useReferralLink();
  const url = link.data?.url ?? null;
  useEffect(() => {
    if (!url) return;
    const id = predictionRedirectId({
      teams: p.correctedTeams ?? p.extractedData.teams,
      sport: p.sport,
      confidence: p.overallConfidence,
      recommendation: p.mainRecommendation,
    });
    let disarm: () => void = () => undefined;
    const timer = setTimeout(() => {
      disarm = armPartnerRedirect({
        id,
        url,
        storage: window.localStorage,
        target: document,
        open: (u) => window.open(u, '_blank', 'noopener,noreferrer'),
      });
    }, REDIRECT_ARM_DELAY_MS);
    return () => {
      clearTimeout(timer);
      disarm();
    };
  }, [p, url]);
}
