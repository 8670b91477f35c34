import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, RotateCcw } from 'lucide-react';
import type { Language, OddsFormat, PredictionResult } from '@shared/prediction';
import { formatPercent, renderResult, teamNames } from '@shared/analysis-text';
import { OddsToggle } from '../../components/odds-toggle';
import { useReferralLink } from '../billing/hooks';
import { armPartnerRedirect, predictionRedirectId, REDIRECT_ARM_DELAY_MS } from '../../lib/partner-redirect';
import { PartnerBanner } from './partner-banner';
import { formatMatchDate } from '../../lib/format';
import { useOddsFormat } from '../analysis/use-odds-format';
import { VerdictSummary } from '../analysis/verdict-summary';
import { MarketTable } from '../analysis/market-table';
import { BestPriceGrid } from '../analysis/best-price-grid';
import { HowWeGotThis, splitTexts } from '../analysis/how-we-got-this';
import { BankrollForm } from '../analysis/bankroll-form';
import { useAnalysisSettings } from '../analysis/use-analysis-settings';

/**
 * The results page: the verdict at a glance, one compact table per market, the bankroll, the best-price grid when
 * several screenshots show the match, other matches apart, and the reasoning behind a disclosure. Every sentence is
 * rendered from the stored facts in the current language and odds format.
 */
export function ResultsView({
  prediction,
  remainingAfter,
  onTryAgain,
}: {
  prediction: PredictionResult;
  remainingAfter: number | null;
  onTryAgain: () => void;
}) {
  const { t, i18n } = useTranslation(['analysis', 'home']);
  const lang: Language = (i18n.resolvedLanguage ?? 'en').startsWith('ru') ? 'ru' : 'en';
  const [format, setFormat] = useOddsFormat(prediction.facts?.oddsFormat ?? prediction.extractedData.oddsFormat);
  const p = useMemo(() => renderResult(prediction, lang, format), [prediction, lang, format]);
  usePartnerRedirect(prediction);
  const settings = useAnalysisSettings();
  const bankroll = settings.data?.bankroll != null ? { amount: settings.data.bankroll, currency: settings.data.currency } : null;
  const { visible, responsible } = splitTexts(p);

  return (
    <div className="space-y-4">
      <MatchCard p={p} lang={lang} format={format} headingLevel={1}>
        <p className="text-sm muted" title={t('confidenceHint')}>
          <span data-testid="confidence">{readingLine(p, lang, t)}</span>
          {' · '}
          {t('home:results.screenshots', { count: p.screenshotsAnalyzed })}
          {remainingAfter !== null && <> · {t('home:results.remaining', { count: remainingAfter })}</>}
        </p>
        {p.narrative?.text && (
          <div>
            <h2 className="text-sm font-semibold">{t('home:results.narrativeTitle')}</h2>
            <p className="mt-1">{p.narrative.text}</p>
            <p className="mt-1 text-xs muted">{t('home:results.narrativeNote', { model: p.narrative.model })}</p>
          </div>
        )}
      </MatchCard>

      {visible.length > 0 && <WarningBox items={visible} />}

      <section className="card space-y-3" aria-labelledby="odds-title">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="odds-title" className="text-lg font-bold">
            {t('home:results.odds')}
          </h2>
          <OddsToggle value={format} onChange={setFormat} />
        </div>
        {p.bettingOptions.length > 0 ? (
          <MarketTable p={p} lang={lang} format={format} bankroll={bankroll} />
        ) : (
          // A spread pick builds no options by design, not for want of a reading: the page says which.
          <p className="muted">
            {t(p.facts?.headline.code === 'headline.spread' ? 'home:results.noOptionsSpread' : 'home:results.noOptions')}
          </p>
        )}
        {settings.data && p.bettingOptions.length > 0 && <BankrollForm settings={settings.data} lang={lang} />}
      </section>

      <BestPriceGrid p={p} lang={lang} format={format} />

      {p.otherMatches && p.otherMatches.length > 0 && (
        <section className="space-y-3" aria-labelledby="other-title">
          <div>
            <h2 id="other-title" className="text-lg font-bold">
              {t('otherMatches', { count: p.otherMatches.reduce((n, o) => n + o.screenshotsAnalyzed, 0) })}
            </h2>
            <p className="text-sm muted">{t('otherMatchesText')}</p>
          </div>
          {p.otherMatches.map((o, i) => (
            <MatchCard key={i} p={o} lang={lang} format={format} headingLevel={3}>
              {o.bettingOptions.length > 0 && <MarketTable p={o} lang={lang} format={format} bankroll={bankroll} />}
            </MatchCard>
          ))}
        </section>
      )}

      <HowWeGotThis p={p} lang={lang} />

      <p className="text-sm muted">
        {/* The responsible-gambling warning already says to stake only what one can afford to lose. */}
        {responsible ? (
          <>
            {responsible} {t('home:results.disclaimerShort')}
          </>
        ) : (
          t('home:results.disclaimer')
        )}
      </p>
      <button type="button" className="btn-primary" onClick={onTryAgain}>
        <RotateCcw aria-hidden="true" className="h-4 w-4" />
        {t('home:results.tryAnother')}
      </button>
      <PartnerBanner />
    </div>
  );
}

/**
 * What the values rest on: typed by the user, every price checked by the user, or the text recognition's confidence in
 * the least sure price left unchecked. Results stored before `facts.reading` keep their overall figure.
 */
function readingLine(p: PredictionResult, lang: Language, t: (key: string, o?: Record<string, unknown>) => string): string {
  const reading = p.facts?.reading;
  if (reading?.source === 'manual') return t('readingEntered');
  if (reading && reading.ocrConfidence === null) return t('readingChecked');
  const value = reading?.ocrConfidence ?? p.overallConfidence;
  return t('confidence', { value: formatPercent(value / 100, lang, 0) });
}

/** Teams, date, sport and the verdict of one match. */
function MatchCard({
  p,
  lang,
  format,
  headingLevel,
  children,
}: {
  p: PredictionResult;
  lang: Language;
  format: OddsFormat;
  headingLevel: 1 | 3;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation(['analysis', 'home']);
  const teams = p.facts ? teamNames(p.facts, lang) : (p.correctedTeams ?? p.extractedData.teams);
  const date = [formatMatchDate(p.extractedData.date, lang), p.extractedData.time].filter(Boolean).join(' ');
  const Heading = headingLevel === 1 ? 'h1' : 'h3';
  const shots = p.facts?.screenshots ?? [];
  return (
    <section className="card space-y-3" aria-label={headingLevel === 1 ? t('title') : undefined}>
      <div>
        <Heading
          className={headingLevel === 1 ? 'text-2xl font-bold' : 'text-lg font-bold'}
          id={headingLevel === 1 ? 'result-title' : undefined}
        >
          {teams ? t('home:results.versus', { home: teams[0], away: teams[1] }) : t('home:results.teamsNotDetected')}
        </Heading>
        <p className="text-sm muted">
          {date || t('home:results.dateNotDetected')}
          {p.sport && <> · {t(`home:sports.${p.sport}`, { defaultValue: p.sport })}</>}
          {p.league && <> · {p.league}</>}
          {headingLevel === 3 && shots.length > 0 && <> · {t('screenshotsOf', { list: shots.map((i) => i + 1).join(', ') })}</>}
        </p>
      </div>
      <VerdictSummary p={p} lang={lang} format={format} />
      {children}
    </section>
  );
}

function WarningBox({ items }: { items: string[] }) {
  const { t } = useTranslation('home');
  return (
    <section
      className="card border-amber-400 bg-amber-50 dark:border-amber-700 dark:bg-amber-950"
      aria-labelledby="warnings-title"
      data-testid="visible-warnings"
    >
      <h2 id="warnings-title" className="mb-2 flex items-center gap-2 text-lg font-bold">
        <AlertTriangle aria-hidden="true" className="h-5 w-5" />
        {t('results.warnings')}
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        {items.map((w) => (
          <li key={w}>{w}</li>
        ))}
      </ul>
    </section>
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
