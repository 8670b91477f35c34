import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, Circle, Loader2 } from 'lucide-react';

export const STEP_INTERVAL_MS = 1500;
const STEPS = ['uploaded', 'extracting', 'generating'] as const;

/** Three-step progress; completes once step 3 is reached and the prediction has arrived. */
export function ProcessingView({ ready, onComplete }: { ready: boolean; onComplete: () => void }) {
  const { t } = useTranslation('home');
  const [step, setStep] = useState(1);
  useEffect(() => {
    if (step >= STEPS.length) return;
    const timer = setTimeout(() => setStep((s) => s + 1), STEP_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [step]);
  useEffect(() => {
    if (step >= STEPS.length && ready) onComplete();
  }, [step, ready, onComplete]);
  return (
    <section className="card mx-auto max-w-md" aria-labelledby="processing-title" aria-busy="true">
      <h1 id="processing-title" className="mb-4 text-2xl font-bold">
        {t('processing.title')}
      </h1>
      <ol className="space-y-3">
        {STEPS.map((key, i) => {
          const n = i + 1;
          const done = n < step || (n === step && ready && n === STEPS.length);
          const active = n === step && !done;
          return (
            <li key={key} className="flex items-center gap-3" aria-current={active ? 'step' : undefined}>
              {done ? (
                <CheckCircle2 aria-hidden="true" className="h-6 w-6 text-emerald-600" />
              ) : active ? (
                <Loader2 aria-hidden="true" className="h-6 w-6 animate-spin text-emerald-600" />
              ) : (
                <Circle aria-hidden="true" className="h-6 w-6 text-slate-400" />
              )}
              <span className={active ? 'font-semibold' : done ? '' : 'muted'}>{t(`processing.steps.${key}`)}</span>
            </li>
          );
        })}
      </ol>
      <p role="status" className="mt-4 text-sm muted">
        {t('processing.status', { step, total: STEPS.length })}
      </p>
    </section>
  );
}
