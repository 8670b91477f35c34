import { useTranslation } from 'react-i18next';
import { CheckCircle2, Circle, Loader2 } from 'lucide-react';

export type Stage = 'upload' | 'reading' | 'analysing';
const STAGES: readonly Stage[] = ['upload', 'reading', 'analysing'];

/** Where the work is, as the server and the browser report it: no timers, each step moves on a real event. */
export interface ProgressState {
  stage: Stage;
  /** upload: bytes sent and total; reading: screenshots read and total. */
  done?: number;
  total?: number;
  /** upload: which file is on its way (1-based) and how many. */
  file?: number;
  files?: number;
}

function percentOf(done = 0, total = 0): number {
  return total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
}

/** The line that says what is happening now, in words (also the live region's text). */
function useStageText(state: ProgressState): string {
  const { t } = useTranslation('home');
  if (state.stage === 'upload')
    return t('processing.uploading', {
      file: state.file ?? 1,
      files: state.files ?? 1,
      percent: percentOf(state.done, state.total),
    });
  if (state.stage === 'reading') {
    const total = state.total ?? 1;
    return t('processing.reading', { current: Math.min((state.done ?? 0) + 1, total), total });
  }
  return t('processing.analysing');
}

export function ProcessingView({
  state,
  title,
  headingLevel = 1,
}: {
  state: ProgressState;
  title?: string;
  /** 2 when the progress sits inside another page (the upload view). */
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const { t } = useTranslation('home');
  const current = STAGES.indexOf(state.stage);
  const text = useStageText(state);
  const showBar = state.stage !== 'analysing' && (state.total ?? 0) > 0;
  return (
    <section className="card mx-auto max-w-md" aria-labelledby="processing-title" aria-busy="true">
      <Heading id="processing-title" className={`mb-4 font-bold ${headingLevel === 1 ? 'text-2xl' : 'text-xl'}`}>
        {title ?? t('processing.title')}
      </Heading>
      <ol className="space-y-3">
        {STAGES.map((key, i) => {
          const done = i < current;
          const active = i === current;
          return (
            <li key={key} className="flex items-center gap-3" aria-current={active ? 'step' : undefined}>
              {done ? (
                <CheckCircle2 aria-hidden="true" className="h-6 w-6 shrink-0 text-emerald-600" />
              ) : active ? (
                <Loader2 aria-hidden="true" className="h-6 w-6 shrink-0 animate-spin text-emerald-600" />
              ) : (
                <Circle aria-hidden="true" className="h-6 w-6 shrink-0 text-slate-400" />
              )}
              <span className={active ? 'font-semibold' : done ? '' : 'muted'}>
                {t(`processing.steps.${key}`)}
                <span className="sr-only">
                  {' — '}
                  {t(done ? 'processing.stateDone' : active ? 'processing.stateActive' : 'processing.statePending')}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
      {showBar && (
        <progress
          className="mt-4 h-2 w-full appearance-none overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700 [&::-moz-progress-bar]:bg-emerald-600 [&::-webkit-progress-bar]:bg-slate-200 dark:[&::-webkit-progress-bar]:bg-slate-700 [&::-webkit-progress-value]:bg-emerald-600"
          max={state.total}
          value={state.done ?? 0}
          aria-label={text}
        />
      )}
      <p role="status" className="mt-3 text-sm muted" data-testid="progress-text">
        {text}
      </p>
    </section>
  );
}
