import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, ChevronDown, ChevronUp } from 'lucide-react';
import type { TFunction } from 'i18next';
import { TRUSTED_PRICE_CONFIDENCE, type ReadMatch } from '@shared/reading';
import { formatLine } from '@shared/analysis-text';
import { useShownTeams, type ShownPair } from './shown-teams';
import { nameDoubts } from './review-form';

/** Prices are read with a dot; a Russian reader sees a decimal comma. */
export function usePriceText() {
  const { i18n } = useTranslation();
  return (p: string) => (i18n.resolvedLanguage === 'ru' && /^\d+\.\d+$/.test(p) ? p.replace('.', ',') : p);
}

/** A spread's name with its line in the reader's decimals: 'Spread +14.5' / 'Фора +14,5'. */
export function useSpreadText() {
  const { t, i18n } = useTranslation('review');
  return (line: string) => t('form.spread', { line: formatLine(line, i18n.resolvedLanguage === 'ru' ? 'ru' : 'en') });
}

/** A match's two names in a line, as the page shows them (shown-teams.ts). */
export function teamsLine(shown: ShownPair, t: TFunction): string {
  if (!shown[0] && !shown[1]) return t('matches.teamsUnread');
  return `${shown[0]?.text ?? t('form.home')} – ${shown[1]?.text ?? t('matches.opponentUnread')}`;
}

/** One match in a few lines: names (with a mark when they are in doubt), prices, league and time, what is missing. */
function MatchSummary({ m }: { m: ReadMatch }) {
  const { t } = useTranslation('review');
  const price = usePriceText();
  const spreadText = useSpreadText();
  // Russian names only where already looked up (the chosen match's): a list of seventeen asks for none.
  const shown = useShownTeams(m);
  const teams = teamsLine(shown, t);
  const doubted = Object.keys(nameDoubts(m, shown)).length > 0;
  // Prices under the trust level: the analysis stakes nothing on them until the user checks them, so the list says so
  // before a match is chosen, not only on the chosen match's fields.
  const pricesDoubted = [m.odds.home, m.odds.draw, m.odds.away].some(Boolean) && m.confidence.odds < TRUSTED_PRICE_CONFIDENCE;
  const prices = [m.odds.home, m.odds.draw, m.odds.away]
    .filter((p, i) => p !== null || i !== 1)
    .map((p) => (p === null ? '—' : price(p)));
  return (
    <span className="min-w-0">
      <span className="block font-semibold break-words">{teams}</span>
      <span className="block text-sm tabular-nums">
        {m.bookmaker ? <span className="font-semibold">{m.bookmaker}: </span> : null}
        {/* A spread's price is of covering its line: never shown as a price of the match result. */}
        {m.market === 'spread' && m.line ? <span className="font-semibold">{spreadText(m.line)}: </span> : null}
        {prices.join(' · ')}
      </span>
      <span className="block text-xs muted break-words">
        {[m.league, m.time, m.complete ? null : t('matches.incomplete')].filter(Boolean).join(' · ')}
      </span>
      {(doubted || pricesDoubted) && (
        <span className="mt-0.5 flex items-center gap-1 text-xs font-semibold text-amber-800 dark:text-amber-300">
          <AlertTriangle aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
          {t(
            doubted && pricesDoubted
              ? 'matches.namesAndPricesToCheck'
              : doubted
                ? 'matches.namesToCheck'
                : 'matches.pricesToCheck',
          )}
        </span>
      )}
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
  /** The screenshots read, in order (their addresses): with several, each match says which one it came from. */
  screenshots: readonly string[];
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
  const several = screenshots.length > 1;
  // With several screenshots the list goes screenshot by screenshot, each under its picture and number.
  const groups = several
    ? screenshots
        .map((url, index) => ({ url, index, matches: matches.filter((m) => m.screenshot === index) }))
        .filter((g) => g.matches.length > 0)
    : [{ url: null, index: 0, matches: [...matches] }];

  const option = (m: ReadMatch) => (
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
        <MatchSummary m={m} />
      </label>
    </li>
  );

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
        <div
          className="flex items-start gap-3 rounded-lg border border-emerald-600 bg-emerald-50 p-2 dark:bg-emerald-950"
          data-testid="chosen-match"
        >
          {several && screenshots[selected.screenshot] && (
            <img
              src={screenshots[selected.screenshot]}
              alt=""
              className="mt-0.5 h-12 w-12 shrink-0 rounded border border-slate-300 object-cover object-top dark:border-slate-600"
            />
          )}
          <span className="min-w-0">
            <span className="block text-xs muted">
              {t('matches.chosen', { index: position, count: matches.length })}
              {several && (
                <span className="font-semibold" data-testid="chosen-screenshot">
                  {' · '}
                  {t('matches.fromScreenshot', { index: selected.screenshot + 1, count: screenshots.length })}
                </span>
              )}
            </span>
            <MatchSummary m={selected} />
          </span>
        </div>
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
            {several
              ? groups.map((g) => (
                  <li key={g.index} data-testid={`match-group-${g.index}`}>
                    <p className="sticky top-0 z-[1] flex items-center gap-2 bg-white py-1 text-xs font-semibold dark:bg-slate-900">
                      {g.url && (
                        <img
                          src={g.url}
                          alt=""
                          className="h-6 w-6 shrink-0 rounded border border-slate-300 object-cover object-top dark:border-slate-600"
                        />
                      )}
                      {t('matches.group', { index: g.index + 1, total: screenshots.length, count: g.matches.length })}
                    </p>
                    <ul className="space-y-1.5">{g.matches.map(option)}</ul>
                  </li>
                ))
              : matches.map(option)}
          </ul>
        </fieldset>
      )}
    </section>
  );
}
