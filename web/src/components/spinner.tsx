import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Spinner before catalogs exist (boot): no text available yet, so it is only marked busy. */
export function BootSpinner() {
  return (
    <div className="flex min-h-screen items-center justify-center" aria-busy="true">
      <Loader2 aria-hidden="true" className="h-10 w-10 animate-spin text-emerald-600" />
    </div>
  );
}

export function Spinner({ label, className }: { label?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={className ?? 'flex justify-center py-16'}>
      <Loader2 aria-hidden="true" className="h-8 w-8 animate-spin text-emerald-600" />
      <span className="sr-only">{label ?? t('status.loading')}</span>
    </div>
  );
}
