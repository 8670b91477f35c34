import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReadMatch } from '@shared/reading';

/** The matches found, as a native radio group: arrow keys move, screen readers announce "n of m". */
export function MatchPicker({
  matches,
  selectedId,
  onSelect,
  screenshots,
}: {
  matches: readonly ReadMatch[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  screenshots: number;
}) {
  const { t, i18n } = useTranslation('review');
  const name = useId();
  // Prices are read with a dot; a Russian reader sees a decimal comma.
  const price = (p: string) => (i18n.resolvedLanguage === 'ru' && /^\d+\.\d+$/.test(p) ? p.replace('.', ',') : p);
  const dash = '—';
  // An odds comparison: one match as several bookmakers price it, each row named by its bookmaker.
  const comparison = matches.length > 1 && matches.every((m) => m.bookmaker);
  return (
    <fieldset className="card space-y-2">
      <legend className="float-left mb-2 w-full text-lg font-bold">
        {comparison ? t('matches.bookmakersTitle', { count: matches.length }) : t('matches.title', { count: matches.length })}
      </legend>
      <p className="clear-both text-sm muted">{comparison ? t('matches.bookmakersHint') : t('matches.hint')}</p>
      <ul className="space-y-2">
        {matches.map((m) => {
          const selected = m.id === selectedId;
          const teams = m.teams ? `${m.teams[0]} – ${m.teams[1] ?? t('matches.opponentUnread')}` : t('matches.teamsUnread');
          const prices = [m.odds.home, m.odds.draw, m.odds.away]
            .filter((p, i) => p !== null || i !== 1)
            .map((p) => (p === null ? dash : price(p)));
          return (
            <li key={m.id}>
              <label
                className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 ${
                  selected
                    ? 'border-emerald-600 bg-emerald-50 dark:bg-emerald-950'
                    : 'border-slate-300 hover:border-emerald-600 dark:border-slate-600'
                }`}
              >
                <input
                  type="radio"
                  name={name}
                  value={m.id}
                  checked={selected}
                  onChange={() => onSelect(m.id)}
                  className="mt-1 h-4 w-4 shrink-0 accent-emerald-700"
                />
                <span className="min-w-0">
                  <span className="block font-semibold break-words">{teams}</span>
                  <span className="block text-sm tabular-nums">
                    {m.bookmaker ? <span className="font-semibold">{m.bookmaker}: </span> : null}
                    {prices.join(' · ')}
                  </span>
                  <span className="block text-xs muted">
                    {[
                      m.league,
                      m.time,
                      screenshots > 1 ? t('matches.onScreenshot', { index: m.screenshot + 1 }) : null,
                      m.complete ? null : t('matches.incomplete'),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
