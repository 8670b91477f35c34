import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { AlertTriangle, ArrowLeft, Info, Sparkles } from 'lucide-react';
import type { ExtractResponse, ReadMatch } from '@shared/reading';
import type { PredictionResult } from '@shared/prediction';
import type { UserStats } from '@shared/api';
import { ApiError, NetworkError, currentLanguage, queryClient } from '../../lib/api';
import { errorMessage } from '../../lib/errors';
import { useDocumentTitle } from '../../lib/hooks';
import { useUserStats } from '../account/hooks';
import { ProcessingView, type ProgressState } from '../main/processing-view';
import { ResultsView } from '../main/results-view';
import { predictionKeys } from '../history/keys';
import { Paywall } from '../main/paywall';
import { extractWithProgress, imagesFromSearch, processConfirmed } from './review-api';
import {
  EMPTY_FORM,
  fieldOfIssuePath,
  formFromMatch,
  lowConfidenceFields,
  preselectedMatch,
  validateForm,
  type FieldProblem,
  type FormField,
  type ReviewFormValues,
} from './review-form';
import { ScreenshotBoxes } from './screenshot-boxes';
import { PredictionRoute } from '../../lib/route-modules';
import { MatchPicker } from './match-picker';
import { ReviewFields } from './review-fields';
import { userKeys } from '../account/keys';

type Phase = 'reading' | 'readFailed' | 'form' | 'analysing' | 'results' | 'paywall';

/** Prices read with a dot are shown with the reader's decimal separator. */
function localiseForm(values: ReviewFormValues, lang: string): ReviewFormValues {
  if (lang !== 'ru' || values.oddsFormat !== 'decimal') return values;
  const comma = (v: string) => v.replace('.', ',');
  return { ...values, homeOdds: comma(values.homeOdds), drawOdds: comma(values.drawOdds), awayOdds: comma(values.awayOdds) };
}

/**
 * /review?images=... (after upload, after a reload, from the share target) and /enter (manual entry): see what was
 * read, pick the match, correct it, then analyse exactly the confirmed values.
 */
export default function ReviewScreen({ manual = false }: { manual?: boolean }) {
  const { t } = useTranslation('review');
  const { t: th } = useTranslation('home');
  const [, navigate] = useLocation();
  const search = useSearch();
  const images = useMemo(() => (manual ? [] : imagesFromSearch(search)), [manual, search]);
  const imagesKey = images.join(',');
  const stats = useUserStats();
  const hasSubscription = stats.data?.hasSubscription ?? false;
  const remaining = stats.data?.remainingPredictions ?? 0;
  const locked = !!stats.data && !hasSubscription && remaining <= 0;

  const [phase, setPhase] = useState<Phase>(images.length > 0 ? 'reading' : 'form');
  const [progress, setProgress] = useState<ProgressState>({ stage: 'reading', done: 0, total: images.length });
  const [reading, setReading] = useState<ExtractResponse | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [values, setValues] = useState<ReviewFormValues>(EMPTY_FORM);
  const [problems, setProblems] = useState<Partial<Record<FormField, FieldProblem>>>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [prediction, setPrediction] = useState<PredictionResult | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useDocumentTitle(
    phase === 'results'
      ? th('titles.results')
      : phase === 'paywall'
        ? th('titles.paywall')
        : t(images.length ? 'titleReview' : 'titleManual'),
  );
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [phase]);
  // The results page's code and texts load while the user reviews, so it opens without a loading fallback.
  useEffect(() => {
    PredictionRoute.preload().catch(() => undefined);
  }, []);

  const choose = useCallback((match: ReadMatch | null) => {
    setSelectedId(match?.id ?? null);
    setValues(localiseForm(formFromMatch(match), currentLanguage()));
    setProblems({});
  }, []);

  useEffect(() => {
    if (images.length === 0) return;
    let cancelled = false;
    setPhase('reading');
    setProgress({ stage: 'reading', done: 0, total: images.length });
    extractWithProgress(images, (p) => {
      if (!cancelled) setProgress({ stage: 'reading', done: p.done, total: p.total });
    })
      .then((r) => {
        if (cancelled) return;
        setReading(r);
        choose(preselectedMatch(r.matches));
        setPhase('form');
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        setReadError(err instanceof ApiError && err.status === 400 ? th('errors.badScreenshot') : errorMessage(t, err));
        setPhase('readFailed');
      });
    return () => {
      cancelled = true;
    };
    // imagesKey stands for images: the same uploads are read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [imagesKey, choose]);

  const matches = reading?.matches ?? [];
  const selected = matches.find((m) => m.id === selectedId) ?? null;
  const low = useMemo(() => lowConfidenceFields(selected), [selected]);

  const onChange = (field: FormField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblems((p) => {
      if (!p[field]) return p;
      const next = { ...p };
      delete next[field];
      return next;
    });
  };

  const focusFirstProblem = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const analyse = async () => {
    setSubmitError(null);
    const checked = validateForm(values, selected?.id);
    if (!checked.ok) {
      setProblems(checked.problems);
      setSubmitError(t('validation.summary', { count: Object.keys(checked.problems).length }));
      focusFirstProblem();
      return;
    }
    if (locked) {
      setPhase('paywall');
      return;
    }
    setPhase('analysing');
    try {
      // The results page was preloaded when this screen opened; a quick confirm waits here for it, not on a spinner.
      const [result] = await Promise.all([
        processConfirmed(reading ? reading.screenshots.map((s) => s.imageUrl) : images, checked.match),
        PredictionRoute.preload().catch(() => undefined),
      ]);
      // Only an analysis that used a free prediction lowers the count shown (an incomplete reading is free).
      if (result.charged !== false)
        queryClient.setQueryData<UserStats>(userKeys.stats(), (s) =>
          s && !s.hasSubscription ? { ...s, remainingPredictions: s.remainingPredictions - 1 } : s,
        );
      void queryClient.invalidateQueries({ queryKey: predictionKeys.history() });
      // A stored result opens at its own address, so a reload or a shared link keeps it.
      if (result.id) {
        queryClient.setQueryData(predictionKeys.detail(result.id), result);
        navigate(`/predictions/${result.id}`);
        return;
      }
      setPrediction(result);
      setPhase('results');
    } catch (err) {
      if (err instanceof ApiError && err.status === 403 && (err.code === 'QUOTA_EXHAUSTED' || err.code === null)) {
        void queryClient.invalidateQueries({ queryKey: userKeys.stats() });
        setPhase('paywall');
        return;
      }
      const fromServer: Partial<Record<FormField, FieldProblem>> = {};
      if (err instanceof ApiError && err.body?.issues) {
        for (const issue of err.body.issues) {
          const field = fieldOfIssuePath(issue.path);
          if (field) fromServer[field] = field === 'home' || field === 'away' ? 'teamLength' : priceProblemFor(values.oddsFormat);
        }
      }
      setProblems(fromServer);
      setSubmitError(
        err instanceof NetworkError
          ? th('errors.network')
          : err instanceof ApiError && err.code
            ? errorMessage(t, err)
            : th('errors.analysisFailed'),
      );
      setPhase('form');
      if (Object.keys(fromServer).length) focusFirstProblem();
    }
  };

  if (phase === 'results' && prediction)
    return (
      <ResultsView
        prediction={prediction}
        remainingAfter={hasSubscription ? null : Math.max(0, remaining)}
        onTryAgain={() => {
          void queryClient.invalidateQueries({ queryKey: userKeys.stats() });
          navigate('/?upload=1');
        }}
      />
    );
  if (phase === 'paywall') return <Paywall onBack={() => setPhase('form')} />;
  if (phase === 'reading') return <ProcessingView state={progress} title={t('readingTitle')} />;
  if (phase === 'analysing')
    return <ProcessingView state={{ stage: 'analysing' }} title={images.length ? undefined : t('analysingManual')} />;

  return (
    <div className="space-y-5">
      <Link href="/" className="btn-secondary" aria-label={th('backHome')}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        <span aria-hidden="true">{th('back')}</span>
      </Link>
      <header>
        <h1 className="text-2xl font-bold">{t(images.length ? 'titleReview' : 'titleManual')}</h1>
        <p className="mt-1 muted">{t(images.length ? 'introReview' : 'introManual')}</p>
      </header>

      {phase === 'readFailed' && (
        <div role="alert" className="card space-y-3 border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950">
          <p className="font-semibold">{readError}</p>
          <p className="text-sm">{t('readFailedHint')}</p>
          <div className="flex flex-wrap gap-2">
            <Link href="/?upload=1" className="btn-secondary">
              {t('uploadAnother')}
            </Link>
            <Link href="/enter" className="btn-secondary">
              {t('enterInstead')}
            </Link>
          </div>
        </div>
      )}

      <div className={reading ? 'grid items-start gap-5 lg:grid-cols-2' : 'max-w-2xl'}>
        {reading && (
          <section aria-labelledby="screenshots-title" className="space-y-3 lg:sticky lg:top-4">
            <h2 id="screenshots-title" className="sr-only">
              {t('screenshotsTitle')}
            </h2>
            {reading.screenshots.map((s, i) => (
              <ScreenshotBoxes
                key={s.imageUrl}
                imageUrl={s.imageUrl}
                width={s.width}
                height={s.height}
                index={i}
                count={reading.screenshots.length}
                matches={matches.filter((m) => m.screenshot === i)}
                selectedId={selectedId}
                onSelect={(id) => choose(matches.find((m) => m.id === id) ?? null)}
              />
            ))}
            <p className="flex items-center gap-2 text-xs muted">
              <Info aria-hidden="true" className="h-4 w-4 shrink-0" />
              {t('boxesLegend')}
            </p>
          </section>
        )}
        <div className="space-y-4">
          {reading && (
            <>
              {reading.warnings.length > 0 && (
                <ul aria-label={t('warningsTitle')} className="space-y-2">
                  {reading.warnings.map((w) => (
                    <li
                      key={w}
                      className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
                    >
                      <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                      {t(`warnings.${w}`, { defaultValue: t('warnings.unknown') })}
                    </li>
                  ))}
                </ul>
              )}
              {matches.length > 1 && (
                <MatchPicker
                  matches={matches}
                  selectedId={selectedId}
                  onSelect={(id) => choose(matches.find((m) => m.id === id) ?? null)}
                  screenshots={reading.screenshots.length}
                />
              )}
              {matches.length === 0 && !reading.warnings.includes('NO_MATCH_FOUND') && (
                <p className="card text-sm">{t('nothingRead')}</p>
              )}
            </>
          )}
          {phase !== 'readFailed' && (
            <form
              ref={formRef}
              noValidate
              className="card space-y-5"
              aria-labelledby="review-form-title"
              onSubmit={(e) => {
                e.preventDefault();
                void analyse();
              }}
            >
              <h2 id="review-form-title" className="text-lg font-bold">
                {t(reading && matches.length ? 'form.titleCheck' : 'form.titleEnter')}
              </h2>
              <ReviewFields values={values} onChange={onChange} problems={problems} low={low} />
              {submitError && (
                <p
                  role="alert"
                  className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
                >
                  {submitError}
                </p>
              )}
              <button type="submit" className="btn-primary w-full py-3 text-base">
                <Sparkles aria-hidden="true" className="h-5 w-5" />
                {t('analyse')}
              </button>
              {!hasSubscription && stats.data && (
                <p className="text-center text-sm muted">{t('costNote', { count: Math.max(0, remaining) })}</p>
              )}
            </form>
          )}
        </div>
      </div>
    </div>
  );
}

function priceProblemFor(format: ReviewFormValues['oddsFormat']): FieldProblem {
  return format === 'decimal' ? 'decimalPrice' : format === 'fractional' ? 'fractionalPrice' : 'americanPrice';
}
