import { useTranslation } from 'react-i18next';
import type { OddsFormat } from '@shared/prediction';
import { formatOdds } from '@shared/odds';

export const ODDS_FORMATS: OddsFormat[] = ['decimal', 'fractional', 'american'];

/** Segmented control choosing how every odds value on the results view is displayed. */
export function OddsToggle({ value, onChange }: { value: OddsFormat; onChange: (f: OddsFormat) => void }) {
  const { t } = useTranslation('home');
  return (
    <div
      role="group"
      aria-label={t('results.oddsFormat')}
      // On a phone the three segments share the row (Russian labels are long: 390 px must not overflow, issue 14).
      // Each segment is as wide as its word and never breaks it: 'Американские' once wrapped as 'Американск/ие'.
      className="flex w-full max-w-full overflow-hidden rounded-lg border border-slate-300 sm:inline-flex sm:w-auto dark:border-slate-600"
    >
      {ODDS_FORMATS.map((f) => (
        <button
          key={f}
          type="button"
          aria-pressed={value === f}
          onClick={() => onChange(f)}
          className={`min-h-11 flex-auto px-1.5 text-xs leading-tight font-semibold whitespace-nowrap sm:flex-none sm:px-3 sm:text-sm ${
            value === f ? 'bg-emerald-700 text-white' : 'bg-white text-slate-800 dark:bg-slate-800 dark:text-slate-100'
          }`}
        >
          {t(`results.formats.${f}`)}
        </button>
      ))}
    </div>
  );
}

/** One odds value in the chosen format; a missing value shows the translated N/A. */
export function OddsValue({ value, format }: { value: string | number | null | undefined; format: OddsFormat }) {
  const { t } = useTranslation('common');
  if (value == null || value === '') return <span>{t('na')}</span>;
  return <span className="tabular-nums">{formatOdds(value, format)}</span>;
}
