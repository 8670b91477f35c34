import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Download } from 'lucide-react';
import { outcomeSchema, type HistoryItem } from '@shared/api';
import type { BetView } from '@shared/pro';
import { currentLanguage } from '../../lib/api';
import { useUserStats } from '../account/hooks';
import { confidenceTone, pickConfidence, TONE_CLASSES } from '../../lib/confidence';
import { formatDateTime } from '../../lib/format';
import { useToast } from '../../components/toast';
import { errorMessage } from '../../lib/errors';
import { formatPercent, formatPrice, headlineReason, shortOptionLabel, teamNames } from '@shared/analysis-text';
import { parseOddsStrict } from '@shared/odds';
import { optionPrice } from '@shared/option-price';
import { useOddsFormat } from '../analysis/use-odds-format';
import { VERDICT_CLASSES } from '../analysis/verdict-summary';
import { pickSourceKey, readingConfidenceOf, verdictCode } from './pick';
import { typedNumber } from '../pro/number-input';
import { useOutcomeMutation } from './hooks';

/** The CSV download (Pro); free users see what it is and where it comes from instead of a button that fails. */
export function CsvExport() {
  const { t } = useTranslation('pro');
  const stats = useUserStats();
  if (!stats.data) return null;
  if (!stats.data.hasSubscription)
    return (
      <p className="text-sm muted">
        {t('export.proOnly')}{' '}
        <Link href="/pricing" className="link">
          {t('analytics.upgrade')}
        </Link>
      </p>
    );
  return (
    <a href={`/api/predictions/export.csv?lang=${currentLanguage()}`} download className="btn-secondary" data-testid="csv-export">
      <Download aria-hidden="true" className="h-4 w-4" />
      {t('export.button')}
    </a>
  );
}

/** The odds object flattened to text, e.g. "Home: 2.10 · Draw: 3.40 · Away: 3.20". */
export function flattenOdds(
  odds: Record<string, string | null> | null | undefined,
  label: (k: string) => string,
  na: string,
): string {
  if (!odds) return na;
  return Object.entries(odds)
    .map(([k, v]) => `${label(k)}: ${v ?? na}`)
    .join(' · ');
}

export function HistoryCard({ item, bet = null }: { item: HistoryItem; bet?: BetView | null }) {
  const { t } = useTranslation(['history', 'home', 'analysis', 'pro']);
  const lang = currentLanguage();
  // Named as what it is: how surely the values were read. It is never a chance of anything, so it is never printed
  // bare beside an outcome (issue 48: "Arsenal 86%" where the fair chance was 38.7%).
  const confidence = readingConfidenceOf(item, pickConfidence(item));
  const tone = confidence === null ? null : confidenceTone(confidence);
  const facts = item.facts ?? null;
  const [format] = useOddsFormat(facts?.oddsFormat ?? null);
  // Cards with facts render in the reader's language and odds format; older cards keep their stored text.
  const teams = facts ? teamNames(facts, lang) : (item.correctedTeams ?? item.extractedData?.teams ?? null);
  // With facts the verdict has its own line above, so the sentence under it gives the reason only.
  const recommendation = facts
    ? headlineReason(facts, lang, format)
    : item.mainRecommendation || item.recommendation || t('analysisUnavailable');
  const outcomeLabel = (k: string) =>
    facts ? shortOptionLabel(k, facts, lang) : t(`home:results.outcomes.${k}`, { defaultValue: k });
  const verdict = verdictCode(item);
  const verdictName = verdict ? t([`analysis:verdict.${verdict}`, `verdicts.${verdict}`, 'verdicts.unknown']) : null;
  const pick = item.pick ?? null;
  const odds = item.extractedData?.odds
    ? Object.fromEntries(
        Object.entries(item.extractedData.odds)
          .filter(([k]) => !facts || facts.threeWay || k !== 'draw')
          .map(([k, v]) => {
            const d = facts ? parseOddsStrict(v) : null;
            return [k, d ? formatPrice(d, format, lang) : v];
          }),
      )
    : null;
  return (
    <li className="card space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <time dateTime={item.createdAt} className="text-sm muted">
          {formatDateTime(item.createdAt, currentLanguage())}
        </time>
        {confidence !== null && tone && (
          <span className={`badge ${TONE_CLASSES[tone]}`} data-tone={tone}>
            {t('readingConfidence', { value: formatPercent(confidence / 100, lang, 0) })}
          </span>
        )}
      </div>
      {item.extractedData && (
        <div>
          <h2 className="text-lg font-semibold">{teams ? `${teams[0]} — ${teams[1]}` : t('teamsNotDetected')}</h2>
          <p className="text-sm muted">
            {item.sport ? t(`home:sports.${item.sport}`, { defaultValue: item.sport }) : t('sportUnknown')} ·{' '}
            {flattenOdds(odds, outcomeLabel, t('common:na'))}
          </p>
        </div>
      )}
      <div
        className={
          facts ? `rounded-lg border-l-4 p-3 ${verdictClasses(facts.verdict)}` : 'rounded-lg bg-slate-100 p-3 dark:bg-slate-800'
        }
        data-verdict={facts?.verdict}
      >
        <h3 className="text-sm font-semibold">{t('analysis')}</h3>
        {(verdictName || pick) && (
          <p className="mt-1 font-semibold" data-testid="history-verdict">
            {[
              verdictName && t('verdictLine', { verdict: lang === 'ru' ? lowerFirst(verdictName) : verdictName }),
              pick &&
                t('pick', {
                  option: outcomeLabel(pick.key),
                  probability: formatPercent(pick.probability / 100, lang),
                  source: t(`pickSource.${pickSourceKey(pick)}`),
                }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        )}
        <p className="mt-1">{recommendation}</p>
        {item.bettingOptions.length > 0 && (
          <>
            <h4 className="mt-3 text-sm font-semibold">{t('options', { count: item.bettingOptions.length })}</h4>
            <ul
              className="mt-1 max-h-40 space-y-1 overflow-y-auto pr-1 text-sm"
              tabIndex={0}
              aria-label={t('options', { count: item.bettingOptions.length })}
            >
              {item.bettingOptions.map((o) => {
                const status = facts?.options.find((f) => f.key === o.key)?.status;
                const price = facts ? optionPrice(o, facts) : null;
                return (
                  <li
                    key={o.key ?? o.type}
                    className="flex flex-wrap justify-between gap-x-2 rounded bg-white px-2 py-1 dark:bg-slate-900"
                  >
                    <span>{facts && o.key ? shortOptionLabel(o.key, facts, lang) : o.type}</span>
                    <span className="ml-auto text-right tabular-nums">
                      {[
                        price ? formatPrice(price, format, lang) : o.odds,
                        o.winProbability !== undefined &&
                          t('optionChance', { probability: formatPercent(o.winProbability / 100, lang) }),
                        status ? t(`analysis:status.${status}`, { defaultValue: o.recommendation }) : o.recommendation,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </li>
                );
              })}
            </ul>
          </>
        )}
        {!facts && item.keyFactors.length > 0 && (
          <>
            <h4 className="mt-3 text-sm font-semibold">{t('keyFactors')}</h4>
            <ul className="mt-1 list-disc pl-5 text-sm">
              {item.keyFactors.slice(0, 3).map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      {bet && (
        <p className="text-sm" data-testid="history-bet">
          {t('pro:history.bet', {
            selection: facts ? shortOptionLabel(bet.selection, facts, lang) : bet.selection,
            stake: typedNumber(bet.stake, lang) + (bet.currency ? ` ${bet.currency}` : ''),
            odds: formatPrice(bet.odds, format, lang),
            result: t(`pro:bet.results.${bet.result}`),
          })}
        </p>
      )}
      <Link href={`/predictions/${encodeURIComponent(item.id)}`} className="btn-secondary">
        {t('analysis:historyOpen')}
      </Link>
      <OutcomeControl item={item} label={facts ? outcomeLabel : null} threeWay={facts?.threeWay ?? true} />
    </li>
  );
}

/** A verdict's colours; a code this build does not know yet (the engine adds them) gets the neutral ones. */
function verdictClasses(verdict: string): string {
  return (VERDICT_CLASSES as Partial<Record<string, string>>)[verdict] ?? VERDICT_CLASSES['no-bet'];
}

/** Russian runs a verdict on after a colon in lower case ("Вердикт: без ставки"). */
function lowerFirst(text: string): string {
  return text.charAt(0).toLocaleLowerCase('ru') + text.slice(1);
}

/** Which side won; with facts the sides are named (players in tennis) and two-way markets offer no draw. */
function OutcomeControl({
  item,
  label,
  threeWay,
}: {
  item: HistoryItem;
  label: ((k: string) => string) | null;
  threeWay: boolean;
}) {
  const { t } = useTranslation(['history', 'home']);
  const toast = useToast();
  const id = useId();
  const [value, setValue] = useState<string>(item.outcome ?? '');
  const save = useOutcomeMutation(item.id, {
    onSuccess: () => toast({ title: t('outcome.saved') }),
    onError: (err) => toast({ title: t('common:toast.errorTitle'), description: errorMessage(t, err), variant: 'destructive' }),
  });
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        // The body the server validates with; the empty choice ("not recorded") sends nothing.
        const body = outcomeSchema.safeParse({ outcome: value });
        if (body.success) save.mutate(body.data.outcome);
      }}
    >
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium">
          {t('outcome.label')}
        </label>
        <select id={id} className="input min-h-11 py-1" value={value} onChange={(e) => setValue(e.target.value)}>
          <option value="">{t('outcome.none')}</option>
          {(['home', 'draw', 'away', 'void'] as const)
            .filter((o) => threeWay || o !== 'draw' || item.outcome === 'draw')
            .map((o) => (
              <option key={o} value={o}>
                {label && o !== 'void' ? label(o) : t(`outcome.${o}`)}
              </option>
            ))}
        </select>
      </div>
      <button type="submit" className="btn-secondary" disabled={!value || save.isPending || value === item.outcome}>
        {t('outcome.save')}
      </button>
    </form>
  );
}
