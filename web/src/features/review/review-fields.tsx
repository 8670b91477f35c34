import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, PenLine } from 'lucide-react';
import type { OddsFormat, Outcome } from '@shared/prediction';
import {
  PRICE_FIELD,
  type FieldMarks,
  type FieldProblem,
  type FormField,
  type NameDoubt,
  type ReviewFormValues,
} from './review-form';
import { TeamInput } from './team-input';
import { useSpreadText } from './match-picker';

export const SPORTS = [
  'football',
  'basketball',
  'tennis',
  'hockey',
  'baseball',
  'american_football',
  'volleyball',
  'handball',
  'mma',
  'boxing',
  'cricket',
  'rugby',
  'esports',
] as const;

interface Props {
  values: ReviewFormValues;
  onChange: (field: FormField, value: string) => void;
  problems: Partial<Record<FormField, FieldProblem>>;
  marks: FieldMarks;
  /** The odds format changed: the prices are read again in it (review-form withOddsFormat). */
  onFormatChange: (format: OddsFormat) => void;
  /** A field got focus (tap or keyboard): the screenshot zooms to where it was read. */
  onFocusField?: (field: FormField) => void;
  /** A bet slip: the side the bettor picked; only its price is needed. */
  pick?: { value: Outcome | null; onChange: (pick: Outcome) => void };
  /**
   * A slip's spread pick, kept: its line is shown beside the picked side and on its price, whose field is the only
   * one (a spread is priced alone, never as the match result). `onClear`: the user says it is no spread.
   */
  spread?: { line: string; onClear: () => void };
  /** Prices the reader was unsure of, left as read: each one the user may tick as checked against the screenshot. */
  vouch?: { prices: Outcome[]; checked: Outcome[]; onChange: (price: Outcome, checked: boolean) => void };
}

const OUTCOMES: readonly Outcome[] = ['home', 'draw', 'away'];

/**
 * "Check this": an icon and words, never colour alone, and for a team name why it is doubted; the input points to it
 * with aria-describedby.
 */
function CheckMark({ id, missing, reason }: { id: string; missing: boolean; reason?: NameDoubt }) {
  const { t } = useTranslation('review');
  const Icon = missing ? PenLine : AlertTriangle;
  return (
    <p className="mt-1 flex flex-wrap items-baseline gap-x-2 gap-y-1" id={id}>
      <span
        data-mark={missing ? 'missing' : 'check'}
        className={`badge gap-1 ${
          missing
            ? 'bg-sky-100 text-sky-950 dark:bg-sky-900/70 dark:text-sky-50'
            : 'bg-amber-100 text-amber-950 dark:bg-amber-900/70 dark:text-amber-50'
        }`}
      >
        <Icon aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
        {t(missing ? 'form.notRead' : 'form.checkThis')}
      </span>{' '}
      {reason && !missing && (
        <span className="text-xs text-amber-950 dark:text-amber-100" data-testid="name-doubt" data-reason={reason}>
          {t(`form.nameDoubt.${reason}`)}
        </span>
      )}
    </p>
  );
}

function ProblemText({ id, problem, format, sport }: { id: string; problem: FieldProblem; format: OddsFormat; sport: string }) {
  const { t } = useTranslation('review');
  const { t: th } = useTranslation('home');
  return (
    <p id={id} className="mt-1 text-sm text-red-800 dark:text-red-300">
      {t(`validation.${problem}`, { format: t(`formats.${format}`), sport: th(`sports.${sport}`, { defaultValue: sport }) })}
    </p>
  );
}

/** The editable reading: teams, prices, odds format, date, sport and league. */
export function ReviewFields({ values, onChange, problems, marks, onFormatChange, onFocusField, pick, spread, vouch }: Props) {
  const { t } = useTranslation('review');
  const spreadName = useSpreadText();
  const spreadText = spread ? spreadName(spread.line) : '';
  // A spread has no draw; its price is the picked side's alone.
  const spreadPick = spread && (pick?.value === 'home' || pick?.value === 'away') ? pick.value : null;
  const shownPrices = spreadPick ? [PRICE_FIELD[spreadPick]] : (['homeOdds', 'drawOdds', 'awayOdds'] as const);
  const { t: th } = useTranslation('home');
  const base = useId();
  const ids = (f: FormField) => ({ input: `${base}-${f}`, check: `${base}-${f}-check`, problem: `${base}-${f}-problem` });
  const marked = (f: FormField) => marks.check.has(f) || (marks.missing.has(f) && !values[f].trim());
  const describedBy = (f: FormField, extra?: string) =>
    [marked(f) ? ids(f).check : null, problems[f] ? ids(f).problem : null, extra].filter(Boolean).join(' ') || undefined;
  const mark = (f: FormField): ReactNode =>
    marked(f) ? (
      <CheckMark
        id={ids(f).check}
        missing={!marks.check.has(f)}
        reason={f === 'home' || f === 'away' ? marks.names?.[f] : undefined}
      />
    ) : null;
  const focus = (f: FormField) => () => onFocusField?.(f);
  const problem = (f: FormField) =>
    problems[f] ? (
      <ProblemText id={ids(f).problem} problem={problems[f]} format={values.oddsFormat} sport={values.sport} />
    ) : null;
  const priceHint = `${base}-price-hint`;

  const price = (f: 'homeOdds' | 'drawOdds' | 'awayOdds') => (
    <div key={f}>
      <label htmlFor={ids(f).input} className="mb-1 block text-sm font-semibold">
        {spreadPick ? `${values[spreadPick] || t(`form.${spreadPick}`)}, ${spreadText}` : t(`form.${f}`)}
      </label>
      <input
        id={ids(f).input}
        className="input w-full tabular-nums"
        value={values[f]}
        onChange={(e) => onChange(f, e.target.value)}
        inputMode={values.oddsFormat === 'decimal' ? 'decimal' : 'text'}
        autoComplete="off"
        maxLength={12}
        aria-invalid={!!problems[f] || undefined}
        aria-describedby={describedBy(f, priceHint)}
        data-field={f}
        onFocus={focus(f)}
      />
      {mark(f)}
      {problem(f)}
      {vouch &&
        OUTCOMES.filter((o) => PRICE_FIELD[o] === f && vouch.prices.includes(o)).map((o) => (
          <label key={o} className="mt-1 flex min-h-11 items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-1 h-4 w-4"
              data-vouch={o}
              checked={vouch.checked.includes(o)}
              onChange={(e) => vouch.onChange(o, e.target.checked)}
            />
            <span>{t('form.vouch')}</span>
          </label>
        ))}
    </div>
  );

  const sportOptions: string[] = [...SPORTS];
  if (values.sport && !sportOptions.includes(values.sport)) sportOptions.push(values.sport);

  return (
    <div className="space-y-5">
      <fieldset className="space-y-3">
        <legend className="mb-2 font-bold">{t('form.teamsLegend')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {(['home', 'away'] as const).map((f) => (
            <div key={f}>
              <TeamInput
                id={ids(f).input}
                label={t(`form.${f}`)}
                value={values[f]}
                onChange={(v) => onChange(f, v)}
                describedBy={describedBy(f)}
                invalid={!!problems[f]}
                onFocus={focus(f)}
              />
              {mark(f)}
              {problem(f)}
            </div>
          ))}
        </div>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="mb-2 font-bold">{t('form.pricesLegend')}</legend>
        <div>
          <label htmlFor={ids('oddsFormat').input} className="mb-1 block text-sm font-semibold">
            {t('form.oddsFormat')}
          </label>
          <select
            id={ids('oddsFormat').input}
            className="input w-full sm:w-auto"
            value={values.oddsFormat}
            onChange={(e) => onFormatChange(e.target.value as OddsFormat)}
            aria-describedby={`${ids('oddsFormat').input}-hint`}
          >
            {(['decimal', 'fractional', 'american'] as const).map((f) => (
              <option key={f} value={f}>
                {t(`formats.${f}`)}
              </option>
            ))}
          </select>
          <p id={`${ids('oddsFormat').input}-hint`} className="mt-1 text-xs muted">
            {t('form.formatHint')}
          </p>
        </div>
        {pick && (
          <fieldset data-testid="slip-pick" data-market={spread ? 'spread' : undefined}>
            <legend className="mb-1 text-sm font-semibold">{t(spread ? 'form.spreadLegend' : 'form.pickLegend')}</legend>
            <div className="flex flex-wrap gap-2">
              {OUTCOMES.filter((o) => !spread || o !== 'draw').map((o) => (
                <label key={o} className="flex min-h-11 items-center gap-2 rounded-lg border px-3">
                  <input type="radio" name={`${base}-pick`} checked={pick.value === o} onChange={() => pick.onChange(o)} />
                  <span>{o === 'draw' ? t('form.drawOdds') : values[o] || t(`form.${o}`)}</span>
                  {spread && pick.value === o && (
                    <span className="badge bg-sky-100 text-sky-950 dark:bg-sky-900/70 dark:text-sky-50" data-testid="spread-line">
                      {spreadText}
                    </span>
                  )}
                </label>
              ))}
            </div>
            <p className="mt-1 text-xs muted">{t(spread ? 'form.spreadHint' : 'form.pickHint')}</p>
            {spread && (
              <button type="button" className="btn-secondary mt-2 min-h-11 text-sm" onClick={spread.onClear}>
                {t('form.spreadClear')}
              </button>
            )}
          </fieldset>
        )}
        <div className={spreadPick ? 'grid gap-2 sm:grid-cols-2 sm:gap-3' : 'grid grid-cols-3 gap-2 sm:gap-3'}>
          {shownPrices.map(price)}
        </div>
        <p id={priceHint} className="text-xs muted">
          {t(`form.priceHint.${values.oddsFormat}`)}{' '}
          {spreadPick
            ? null
            : t(marks.missing.has('drawOdds') && !values.drawOdds.trim() ? 'form.drawHint.missing' : 'form.drawHint.twoWay')}
        </p>
      </fieldset>

      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 font-bold">{t('form.eventLegend')}</legend>
        <div>
          <label htmlFor={ids('sport').input} className="mb-1 block text-sm font-semibold">
            {t('form.sport')}
          </label>
          <select
            id={ids('sport').input}
            className="input w-full"
            value={values.sport}
            onChange={(e) => onChange('sport', e.target.value)}
            aria-describedby={describedBy('sport')}
          >
            <option value="">{t('form.sportUnknown')}</option>
            {sportOptions.map((s) => (
              <option key={s} value={s}>
                {th(`sports.${s}`, { defaultValue: s })}
              </option>
            ))}
          </select>
          {problem('sport')}
        </div>
        <div>
          <label htmlFor={ids('date').input} className="mb-1 block text-sm font-semibold">
            {t('form.date')}
          </label>
          <input
            id={ids('date').input}
            type="date"
            className="input w-full"
            value={values.date}
            onChange={(e) => onChange('date', e.target.value)}
            onFocus={focus('date')}
            aria-invalid={!!problems.date || undefined}
            aria-describedby={describedBy('date')}
          />
          {mark('date')}
          {problem('date')}
        </div>
        {/* A league's name is long ('England. Premier League 2026/27'): a row of its own shows it whole. */}
        <div className="sm:col-span-2">
          <label htmlFor={ids('league').input} className="mb-1 block text-sm font-semibold">
            {t('form.league')}
          </label>
          <input
            id={ids('league').input}
            className="input w-full"
            value={values.league}
            onChange={(e) => onChange('league', e.target.value)}
            onFocus={focus('league')}
            maxLength={80}
            aria-invalid={!!problems.league || undefined}
            aria-describedby={describedBy('league')}
          />
          {problem('league')}
        </div>
      </fieldset>
    </div>
  );
}
