import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, ChevronUp } from 'lucide-react';
import type { ReadMatch } from '@shared/reading';

/** Prices are read with a dot; a Russian reader sees a decimal comma. */
export function usePriceText() {
  const { i18n } = useTranslation();
  return (p: string) => (i18n.resolvedLanguage === 'ru' && /^\d+\.\d+$/.test(p) ? p.replace('.', ',') : p);
}

function MatchSummary({ m, screenshots }: { m: ReadMatch; screenshots: number }) {
  const { t } = useTranslation('review');
  const price = usePriceText();
  const teams = m.teams ? `${m.teams[0]} – ${m.teams[1] ?? t('matches.opponentUnread')}` : t('matches.teamsUnread');
  const prices = [m.odds.home, m.odds.draw, m.odds.away]
    .filter((p, i) => p !== null || i !== 1)
    .map((p) => (p === null ? '—' : price(p)));
  return (
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
  );
}

/**
 * The matches found, compact: the chosen one in a line with "Change", the whole list (a native radio group: arrow
 * keys move, screen readers announce "n of m") only when asked for, or while none is chosen.
 */
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
  const { t } = useTranslation('review');
  const name = useId();
  const listId = useId();
  const selected = matches.find((m) => m.id === selectedId) ?? null;
  const [open, setOpen] = useState(selected === null);
  // Nothing chosen: the list is the question.
  useEffect(() => {
    if (selected === null) setOpen(true);
  }, [selected]);
  const position = selected ? matches.indexOf(selected) + 1 : 0;
  return (
    <section className="card space-y-2" aria-labelledby={`${listId}-title`} data-testid="match-picker">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${listId}-title`} className="text-base font-bold">
          {t('matches.title', { count: matches.length })}
        </h2>
        {selected && (
          <button
            type="button"
            className="btn-secondary px-3 py-1.5 text-sm"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <ChevronUp aria-hidden="true" className="h-4 w-4" /> : <ChevronDown aria-hidden="true" className="h-4 w-4" />}
            {t(open ? 'matches.hideList' : 'matches.change')}
          </button>
        )}
      </div>
      {selected ? (
        <p className="rounded-lg border border-emerald-600 bg-emerald-50 p-2 dark:bg-emerald-950" data-testid="chosen-match">
          <span className="block text-xs muted">{t('matches.chosen', { index: position, count: matches.length })}</span>
          <MatchSummary m={selected} screenshots={screenshots} />
        </p>
      ) : (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
        >
          {t('matches.pickPrompt')}
        </p>
      )}
      {open && (
        <fieldset id={listId}>
          <legend className="sr-only">{t('matches.hint')}</legend>
          <ul className="max-h-80 space-y-1.5 overflow-y-auto pr-1">
            {matches.map((m) => (
              <li key={m.id}>
                <label
                  className={`flex cursor-pointer items-start gap-3 rounded-lg border p-2 ${
                    m.id === selectedId
                      ? 'border-emerald-600 bg-emerald-50 dark:bg-emerald-950'
                      : 'border-slate-300 hover:border-emerald-600 dark:border-slate-600'
                  }`}
                >
                  <input
                    type="radio"
                    name={name}
                    value={m.id}
                    checked={m.id === selectedId}
                    onChange={() => {
                      onSelect(m.id);
                      setOpen(false);
                    }}
                    className="mt-1 h-4 w-4 shrink-0 accent-emerald-700"
                  />
                  <MatchSummary m={m} screenshots={screenshots} />
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </section>
  );
}
