import { useTranslation } from 'react-i18next';
import { AlertTriangle, CheckCircle2, CircleSlash, Clock, Loader2 } from 'lucide-react';

/** Where each screenshot of a reading is: waiting, being read, read, read with no odds on it, or failed. */
export type ScreenshotState = 'waiting' | 'reading' | 'read' | 'noOdds' | 'failed';

const ICONS = {
  waiting: Clock,
  reading: Loader2,
  read: CheckCircle2,
  noOdds: CircleSlash,
  failed: AlertTriangle,
} as const;

/**
 * One line per screenshot with its state in words (an icon too, never colour alone): the progress of a reading of
 * several, and afterwards which of them had no odds or were not read, and why (`reasons`, per screenshot, replaces
 * the state's word). `onlyProblems` lists just those that are not read (a failed one being read again included).
 */
export function ReadingList({
  images,
  states,
  reasons = [],
  onlyProblems = false,
}: {
  images: readonly string[];
  states: readonly ScreenshotState[];
  reasons?: readonly (string | undefined)[];
  onlyProblems?: boolean;
}) {
  const { t } = useTranslation('review');
  const rows = images.map((url, i) => ({ url, i, state: states[i] ?? 'waiting' }));
  const shown = onlyProblems ? rows.filter((r) => r.state !== 'read') : rows;
  if (shown.length === 0) return null;
  return (
    <ul className="card space-y-2" aria-label={t('readingList.label')} data-testid="reading-list">
      {shown.map(({ url, i, state }) => {
        const Icon = ICONS[state];
        const bad = state === 'noOdds' || state === 'failed';
        return (
          <li key={url} className="flex items-center gap-3" data-state={state}>
            <img
              src={url}
              alt=""
              className="h-10 w-10 shrink-0 rounded border border-slate-300 object-cover dark:border-slate-600"
            />
            <Icon
              aria-hidden="true"
              className={`h-5 w-5 shrink-0 ${state === 'reading' ? 'animate-spin text-emerald-600' : bad ? 'text-red-700 dark:text-red-300' : 'text-emerald-600'}`}
            />
            <span className={bad ? 'font-semibold text-red-800 dark:text-red-300' : ''}>
              {t('readingList.item', { index: i + 1, count: images.length })}:{' '}
              {(state === 'failed' && reasons[i]) || t(`readingList.states.${state}`)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
