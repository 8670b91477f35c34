import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle } from 'lucide-react';

/**
 * Said before anything is spent: prices the reader was unsure of, left as read and not ticked as checked, make the
 * analysis information only (no bet advised), and on the free plan it still uses a free prediction. The uploads are
 * deleted after the analysis, so this is the last moment to check them.
 */
export function UncheckedNotice({
  count,
  freeLeft,
  onCheck,
  onAnalyse,
  ref,
}: {
  count: number;
  /** Free predictions left; null for a subscriber (nothing is counted). */
  freeLeft: number | null;
  onCheck: () => void;
  onAnalyse: () => void;
  ref?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation('review');
  return (
    <div
      ref={ref}
      role="alert"
      data-testid="unchecked-notice"
      className="scroll-mt-24 space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="flex gap-2 font-semibold">
        <AlertTriangle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        {t('unchecked.title', { count })}
      </p>
      <p className="text-sm">
        {t('unchecked.infoOnly', { count })}
        {freeLeft !== null && ` ${t('unchecked.cost', { count: freeLeft })}`}
      </p>
      {/* Side by side where they fit, else each on a line of its own, full width like the Analyse button. */}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <button type="button" className="btn-primary grow" onClick={onCheck}>
          {t('unchecked.check', { count })}
        </button>
        <button type="button" className="btn-secondary grow" onClick={onAnalyse}>
          {t('unchecked.anyway')}
        </button>
      </div>
    </div>
  );
}
