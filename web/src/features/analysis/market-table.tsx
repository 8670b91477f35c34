import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import type { BettingOption, Language, OddsFormat, PredictionResult } from '@shared/prediction';
import { formatPercent, formatPrice, shortOptionLabel } from '@shared/analysis-text';
import { stakeAmount } from '@shared/analysis-settings';
import { formatMoney } from './use-analysis-settings';
import { optionPrice } from '@shared/option-price';

const SINGLE = new Set(['home', 'draw', 'away']);

/**
 * One row per outcome: bookmaker price (the best across screenshots, and which one), fair price, fair chance, EV and
 * the stake. Only the recommended row can carry a stake; the engine zeroes the rest.
 */
export function MarketTable({
  p,
  lang,
  format,
  bankroll,
}: {
  p: PredictionResult;
  lang: Language;
  format: OddsFormat;
  bankroll: { amount: number; currency: string } | null;
}) {
  const { t } = useTranslation('analysis');
  const facts = p.facts;
  const several = (facts?.screenshots.length ?? 1) > 1;
  const shots = new Map(facts?.options.map((o) => [o.key, o.screenshots]) ?? []);
  const label = (o: BettingOption) => (facts ? shortOptionLabel(o.key, facts, lang) : o.type);
  const singles = p.bettingOptions.filter((o) => SINGLE.has(o.key));
  const doubles = p.bettingOptions.filter((o) => !SINGLE.has(o.key));
  const market = t(
    p.marketAnalysis?.drawProbability != null || p.probabilities?.draw != null ? 'market.threeWay' : 'market.twoWay',
  );

  // Probabilities from the team model alone (no complete market): its validated weight is 0, so its fair price, chance
  // and EV are not shown as the row's; the model's view stays in "How we got this", for reference (issue 48).
  const unearned = facts?.source === 'model';
  const row = (o: BettingOption) => {
    const recommended = o.key === p.recommendedOption;
    const from = shots.get(o.key);
    const evClass = o.expectedValue > 0 && !unearned ? 'text-emerald-800 dark:text-emerald-300' : '';
    return (
      <tr
        key={o.key}
        data-testid={`row-${o.key}`}
        className={`border-t border-slate-200 dark:border-slate-700 ${recommended ? 'bg-emerald-50 font-semibold dark:bg-emerald-950' : ''}`}
      >
        <th scope="row" className="py-2 pr-1 text-left font-medium">
          <span className="flex items-start gap-1">
            {recommended && <Check aria-label={t('table.recommended')} className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" />}
            <span className="break-words">{label(o)}</span>
          </span>
        </th>
        <td className="px-1 py-2 text-right whitespace-nowrap tabular-nums">
          <span data-testid={`odds-${o.key}`}>{formatPrice(optionPrice(o, facts), format, lang)}</span>
          {several && from?.length ? (
            <span className="block text-xs font-normal muted">
              {[...new Set(from)].map((i) => t('table.fromShot', { n: i + 1 })).join(', ')}
            </span>
          ) : null}
        </td>
        <td className="px-1 py-2 text-right whitespace-nowrap tabular-nums" data-testid={`fair-${o.key}`}>
          {o.fairOdds && !unearned ? formatPrice(o.fairOdds, format, lang) : '—'}
        </td>
        <td className="px-1 py-2 text-right whitespace-nowrap tabular-nums">
          {unearned ? '—' : formatPercent(o.winProbability / 100, lang, 1)}
        </td>
        <td className={`px-1 py-2 text-right whitespace-nowrap tabular-nums ${evClass}`} data-testid={`ev-${o.key}`}>
          {unearned
            ? '—'
            : new Intl.NumberFormat(lang === 'ru' ? 'ru-RU' : 'en-US', {
                style: 'percent',
                maximumFractionDigits: 1,
                minimumFractionDigits: 1,
                signDisplay: 'exceptZero',
              })
                .format(o.expectedValue / 100)
                .replace('-', '−')}
        </td>
        <td className="py-2 pl-1 text-right tabular-nums" data-testid={`stake-${o.key}`}>
          {o.suggestedStakePercent > 0 ? (
            <>
              {formatPercent(o.suggestedStakePercent / 100, lang, 2)}
              {bankroll && (
                <span className="block" data-testid="stake-amount">
                  {formatMoney(stakeAmount(bankroll.amount, o.suggestedStakePercent), bankroll.currency, lang)}
                </span>
              )}
            </>
          ) : (
            <span className="muted">{t('table.noStake')}</span>
          )}
        </td>
      </tr>
    );
  };

  return (
    <div>
      <table className="w-full table-fixed border-collapse text-xs sm:text-sm" data-testid="market-table">
        <caption className="sr-only">{t('table.caption', { market })}</caption>
        <colgroup>
          {/* Numbers never wrap: the columns leave room for a computed fraction ('103/100') and a signed percentage
              ('−11,0 %') at 390 px; the names wrap at word boundaries instead. */}
          <col className="w-[24%]" />
          <col className="w-[14%]" />
          <col className="w-[16%]" />
          <col className="w-[15%]" />
          <col className="w-[16%]" />
          <col className="w-[15%]" />
        </colgroup>
        <thead>
          <tr className="text-xs muted">
            <th scope="col" className="pb-1 text-left font-medium">
              {t('table.outcome')}
            </th>
            <th scope="col" className="px-1 pb-1 text-right font-medium">
              {t('table.price')}
            </th>
            <th scope="col" className="px-1 pb-1 text-right font-medium">
              {t('table.fair')}
            </th>
            <th scope="col" className="px-1 pb-1 text-right font-medium">
              {t('table.probability')}
            </th>
            <th scope="col" className="px-1 pb-1 text-right font-medium">
              {t('table.ev')}
            </th>
            <th scope="col" className="pb-1 pl-1 text-right font-medium">
              {t('table.stake')}
            </th>
          </tr>
        </thead>
        <tbody>{singles.map(row)}</tbody>
        {doubles.length > 0 && (
          <tbody>
            <tr>
              <th colSpan={6} scope="rowgroup" className="pt-3 pb-1 text-left text-xs font-medium muted">
                {t('table.derived')}
              </th>
            </tr>
            {doubles.map(row)}
          </tbody>
        )}
      </table>
      <p className="mt-2 text-xs muted">{t('table.legend')}</p>
      {unearned && (
        <p className="mt-1 text-xs muted" data-testid="model-only-note">
          {t('table.modelOnly')}
        </p>
      )}
    </div>
  );
}
