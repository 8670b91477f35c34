import { useTranslation } from 'react-i18next';
import type { ComparisonRow, Outcome3 } from './review-form';
import { teamsLine, usePriceText } from './match-picker';
import type { ShownPair } from './shown-teams';

/**
 * An odds comparison as read: each bookmaker's prices, the best per outcome marked (in words for screen readers,
 * not by colour alone). The analysis takes the best prices; nothing to pick.
 */
export function ComparisonGrid({ rows, names }: { rows: readonly ComparisonRow[]; names: ShownPair }) {
  const { t } = useTranslation('review');
  const price = usePriceText();
  const outcomes: Outcome3[] = rows.some((r) => r.match.odds.draw !== null) ? ['home', 'draw', 'away'] : ['home', 'away'];
  const teams = names[0] || names[1] ? teamsLine(names, t) : null;
  return (
    <section className="card space-y-2" aria-labelledby="comparison-title" data-testid="comparison-grid">
      <h2 id="comparison-title" className="text-base font-bold">
        {t('comparison.title', { count: rows.length })}
      </h2>
      {teams && <p className="font-semibold">{teams}</p>}
      <p className="text-sm muted">{t('comparison.hint')}</p>
      <div className="max-h-80 overflow-auto">
        <table className="w-full text-sm tabular-nums">
          <thead>
            <tr className="text-left">
              <th scope="col" className="py-1 pr-2">
                {t('comparison.bookmaker')}
              </th>
              {outcomes.map((o) => (
                <th key={o} scope="col" className="px-1 py-1 text-center">
                  {t(`comparison.outcomes.${o}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.match.id} className="border-t border-slate-200 dark:border-slate-700">
                <th scope="row" className="py-1 pr-2 text-left font-normal break-words">
                  {r.match.bookmaker}
                </th>
                {outcomes.map((o) => {
                  const p = r.match.odds[o];
                  return (
                    <td
                      key={o}
                      className={`px-1 py-1 text-center ${
                        r.best[o]
                          ? 'rounded bg-emerald-100 font-bold text-emerald-950 dark:bg-emerald-900 dark:text-emerald-50'
                          : ''
                      }`}
                      data-best={r.best[o] ? 'true' : undefined}
                    >
                      {p === null ? '—' : price(p)}
                      {r.best[o] && <span className="sr-only"> ({t('comparison.best')})</span>}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
