import { useTranslation } from 'react-i18next';
import type { Language, OddsFormat, PredictionResult } from '@shared/prediction';
import { formatPercent, formatPrice, shortOptionLabel } from '@shared/analysis-text';

type Side = 'home' | 'draw' | 'away';

/** Screenshot × outcome, the best price of each outcome highlighted, and each book's margin. */
export function BestPriceGrid({ p, lang, format }: { p: PredictionResult; lang: Language; format: OddsFormat }) {
  const { t } = useTranslation('analysis');
  const facts = p.facts;
  if (!facts || facts.grid.length < 2) return null;
  const sides: Side[] = facts.threeWay ? ['home', 'draw', 'away'] : ['home', 'away'];
  const best = Object.fromEntries(sides.map((s) => [s, Math.max(...facts.grid.map((g) => g.prices[s] ?? 0))])) as Record<
    Side,
    number
  >;
  return (
    <section className="card space-y-2" aria-labelledby="grid-title">
      <h2 id="grid-title" className="text-lg font-bold">
        {t('grid.title')}
      </h2>
      <table className="w-full table-fixed border-collapse text-sm" data-testid="best-price-grid">
        <thead>
          <tr className="text-xs muted">
            <th scope="col" className="pb-1 text-left font-medium">
              {t('grid.screenshot')}
            </th>
            {sides.map((s) => (
              <th key={s} scope="col" className="px-1 pb-1 text-right font-medium break-words">
                {shortOptionLabel(s, facts, lang)}
              </th>
            ))}
            <th scope="col" className="pb-1 pl-1 text-right font-medium">
              {t('grid.margin')}
            </th>
          </tr>
        </thead>
        <tbody>
          {facts.grid.map((g) => (
            <tr key={g.screenshot} className="border-t border-slate-200 dark:border-slate-700">
              <th scope="row" className="py-2 text-left font-medium">
                {g.screenshot + 1}
              </th>
              {sides.map((s) => {
                const price = g.prices[s];
                const isBest = price !== null && price === best[s];
                return (
                  <td
                    key={s}
                    className={`px-1 py-2 text-right tabular-nums ${isBest ? 'font-bold text-emerald-800 dark:text-emerald-300' : ''}`}
                  >
                    {price ? formatPrice(price, format, lang) : '—'}
                    {isBest && <span className="sr-only"> ({t('grid.best')})</span>}
                  </td>
                );
              })}
              <td className="py-2 pl-1 text-right tabular-nums">{g.margin === null ? '—' : formatPercent(g.margin, lang, 1)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
