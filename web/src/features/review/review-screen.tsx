import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { AlertTriangle, ArrowLeft, Info, RotateCw, Sparkles } from 'lucide-react';
import type { ExtractResponse, ReadField, ReadMatch } from '@shared/reading';
import type { OddsFormat, Outcome } from '@shared/prediction';
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
  bestOfComparison,
  fieldMarks,
  initialPick,
  initialSpread,
  unsureAsRead,
  fieldOfIssuePath,
  PRICE_FIELD,
  formFromMatch,
  isComparison,
  isNoDrawIssue,
  preselectedMatch,
  validateForm,
  withOddsFormat,
  type FieldProblem,
  type FormField,
  type ReviewFormValues,
} from './review-form';
import { FIELDS, ScreenshotBoxes } from './screenshot-boxes';
import { FieldZoom } from './field-zoom';
import { ComparisonGrid } from './comparison-grid';
import { ReadingList, type ScreenshotState } from './reading-list';
import { useRetryCountdown } from './use-retry';
import { PredictionRoute } from '../../lib/route-modules';
import { MatchPicker } from './match-picker';
import { ReviewFields } from './review-fields';
import { UncheckedNotice } from './unchecked-notice';
import { userKeys } from '../account/keys';
import { shownTeams, teamsToSend, useShownTeams } from './shown-teams';

type Phase = 'reading' | 'readFailed' | 'form' | 'analysing' | 'results' | 'paywall';

/**
 * A limit met, said without 'try again': the page counts down and retries by itself (the countdown is said beside).
 */
function limitMessage(t: TFunction, err: ApiError): string {
  if (err.code === 'READING_LIMITED') return t('retry.busy');
  if (err.code === 'ANALYSIS_LIMIT') return t('retry.busyAnalyses');
  return t('retry.busyRequests');
}

/** Whether a failed reading is worth trying again as is (the uploads are kept: nothing is uploaded again). */
function retryable(err: unknown): boolean {
  return err instanceof NetworkError || (err instanceof ApiError && (err.status === 429 || err.status >= 500));
}

/** Each screenshot's state once a reading is in: not read (its reason in `error`), read with matches, or no odds on it. */
function statesOf(r: ExtractResponse): ScreenshotState[] {
  return r.screenshots.map((s, i) => (s.error ? 'failed' : r.matches.some((m) => m.screenshot === i) ? 'read' : 'noOdds'));
}

/** Whether a reading has screenshots that were not read, for these uploads (the ones asking again would read). */
function partlyFailed(r: ExtractResponse | null, imagesKey: string): r is ExtractResponse {
  return !!r && r.screenshots.some((s) => s.error) && r.screenshots.map((s) => s.imageUrl).join(',') === imagesKey;
}

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
  const [readError, setReadError] = useState<{
    text: string;
    retry: boolean;
    wait: number | null;
    /** The connection was lost (a retry follows once it is back), not an answer from the server. */
    offline: boolean;
  } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [readState, setReadState] = useState<ScreenshotState[]>(() => images.map(() => 'waiting'));
  // Reading again the screenshots of a reading that were not read, while the rest stays on the page: what stopped it.
  const [againError, setAgainError] = useState<{ text: string; wait: number | null; offline: boolean } | null>(null);
  const readingRef = useRef<ExtractResponse | null>(null);
  readingRef.current = reading;
  // The user changed the form since a match was put in it (a reading again must not replace what they typed).
  const typed = useRef(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [activeField, setActiveField] = useState<ReadField | null>(null);
  const [values, setValues] = useState<ReviewFormValues>(EMPTY_FORM);
  const [pick, setPick] = useState<Outcome | null>(null);
  // A slip's spread line, kept or cleared by the user; it stays when the teams are edited.
  const [spread, setSpread] = useState<string | null>(null);
  const [checked, setChecked] = useState<Outcome[]>([]);
  // How many times Analyse was pressed with unsure prices left unchecked (0: not since they last were all checked).
  const [uncheckedAsked, setUncheckedAsked] = useState(0);
  const noticeRef = useRef<HTMLDivElement>(null);
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

  // The names last put in the form from the reading: a name still holding them is the reader's, not the user's.
  const namesInForm = useRef<[string, string]>(['', '']);
  const choose = useCallback((match: ReadMatch | null) => {
    setSelectedId(match?.id ?? null);
    setPick(initialPick(match));
    setSpread(initialSpread(match));
    setChecked([]);
    setUncheckedAsked(0);
    const form = formFromMatch(match, shownTeams(match, currentLanguage()));
    namesInForm.current = [form.home, form.away];
    typed.current = false;
    setValues(localiseForm(form, currentLanguage()));
    setProblems({});
    setActiveField(null);
  }, []);

  useEffect(() => {
    if (images.length === 0) return;
    let cancelled = false;
    // Asked again for a reading whose screenshots partly failed: the server reads only those (the others' readings
    // are stored with their uploads) while the page keeps the rest, the chosen match and what the user typed.
    const before = readingRef.current;
    if (partlyFailed(before, imagesKey)) {
      const failed = (i: number) => !!before.screenshots[i]?.error;
      setAgainError(null);
      setReadState((states) => states.map((s, i) => (failed(i) ? 'reading' : s)));
      extractWithProgress(images, (p) => {
        if (cancelled || p.screenshot === undefined) return;
        setReadState((states) => states.map((s, i) => (i === p.screenshot ? 'read' : s)));
      })
        .then((r) => {
          if (cancelled) return;
          setReading(r);
          setReadState(statesOf(r));
          // A match to put in the form only when none was there to check and the user typed nothing.
          if (before.matches.length === 0 && !typed.current)
            choose(isComparison(r.matches) ? bestOfComparison(r.matches).match : preselectedMatch(r.matches));
        })
        .catch((err: unknown) => {
          if (cancelled) return;
          const limited = err instanceof ApiError && err.status === 429;
          setAgainError({
            text: limited ? limitMessage(t, err) : errorMessage(t, err),
            wait: limited ? (err.retryAfter ?? 10) : null,
            offline: err instanceof NetworkError,
          });
          setReadState((states) => states.map((s, i) => (failed(i) ? (limited ? 'waiting' : 'failed') : s)));
        });
      return () => {
        cancelled = true;
      };
    }
    setPhase('reading');
    setReadError(null);
    setAgainError(null);
    setProgress({ stage: 'reading', done: 0, total: images.length });
    setReadState(images.map(() => 'reading'));
    extractWithProgress(images, (p) => {
      if (cancelled) return;
      setProgress({ stage: 'reading', done: p.done, total: p.total });
      // Marked done: the screenshot the server names, else as many as it counts.
      setReadState((states) => {
        const next = [...states];
        if (p.screenshot !== undefined && next[p.screenshot]) next[p.screenshot] = 'read';
        for (let i = 0, marked = next.filter((s) => s === 'read').length; i < next.length && marked < p.done; i++)
          if (next[i] !== 'read') {
            next[i] = 'read';
            marked++;
          }
        return next;
      });
    })
      .then((r) => {
        if (cancelled) return;
        // The reading carries the names in both languages: the form opens with its final names, nothing looked up.
        const first = isComparison(r.matches) ? bestOfComparison(r.matches).match : preselectedMatch(r.matches);
        setReading(r);
        setReadState(statesOf(r));
        choose(first);
        setPhase('form');
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        const noOdds = err instanceof ApiError && (err.code === 'UNREADABLE_IMAGE' || err.status === 400);
        const limited = err instanceof ApiError && err.status === 429;
        setReadError({
          // A limit is waited out by itself: said as such, not as 'try again' beside a countdown.
          text: noOdds ? t(images.length > 1 ? 'noOddsAll' : 'noOddsOne') : limited ? limitMessage(t, err) : errorMessage(t, err),
          retry: retryable(err),
          wait: limited ? (err.retryAfter ?? 10) : null,
          offline: err instanceof NetworkError,
        });
        // Waiting out a limit, the screenshots are not failed: they wait their turn.
        setReadState((states) => states.map((s) => (s === 'read' ? s : noOdds ? 'noOdds' : limited ? 'waiting' : 'failed')));
        setPhase('readFailed');
      });
    return () => {
      cancelled = true;
    };
    // imagesKey stands for images: the same uploads are read once (again only when the user retries).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [imagesKey, choose, attempt]);

  const retryReading = useCallback(() => setAttempt((a) => a + 1), []);
  // A reading refused for a while (429) is tried again when the server said; a lost connection, once it is back.
  const readCountdown = useRetryCountdown(phase === 'readFailed' ? (readError?.wait ?? null) : null, retryReading);
  useEffect(() => {
    if (phase !== 'readFailed' || !readError?.retry || readError.wait !== null) return;
    window.addEventListener('online', retryReading);
    return () => window.removeEventListener('online', retryReading);
  }, [phase, readError, retryReading]);
  // The same for reading again the screenshots that were not read, with the rest of the reading on the page.
  const againCountdown = useRetryCountdown(phase === 'form' ? (againError?.wait ?? null) : null, retryReading);
  useEffect(() => {
    if (!againError?.offline) return;
    window.addEventListener('online', retryReading);
    return () => window.removeEventListener('online', retryReading);
  }, [againError, retryReading]);

  const matches = useMemo(() => reading?.matches ?? [], [reading]);
  const comparison = useMemo(() => (isComparison(matches) ? bestOfComparison(matches) : null), [matches]);
  const selected = comparison ? comparison.match : (matches.find((m) => m.id === selectedId) ?? null);
  const shown = useShownTeams(selected);
  const marks = useMemo(() => fieldMarks(selected, shown), [selected, shown]);
  const unsure = unsureAsRead(selected, values, marks);
  const unchecked = unsure.filter((o) => !checked.includes(o));
  // Ticked or corrected, every one of them: the notice goes, and a later press asks again if one is unticked.
  if (uncheckedAsked > 0 && unchecked.length === 0) setUncheckedAsked(0);
  // On a phone the notice stands below the button, maybe under the fold: brought into view at each press.
  useEffect(() => {
    if (uncheckedAsked > 0) noticeRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [uncheckedAsked]);
  // Names in another language (the interface switched) replace the ones the reader put in the form, never a name the
  // user typed.
  const shownKey = `${shown[0]?.text ?? ''}|${shown[1]?.text ?? ''}`;
  useEffect(() => {
    if (!selected) return;
    const next = [shown[0]?.text ?? selected.teams?.[0] ?? '', shown[1]?.text ?? selected.teams?.[1] ?? ''] as const;
    const [home, away] = namesInForm.current;
    setValues((v) => ({
      ...v,
      home: v.home === home ? next[0] : v.home,
      away: v.away === away ? next[1] : v.away,
    }));
    namesInForm.current = [next[0], next[1]];
    // shownKey stands for shown: the texts are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selected?.id, shownKey]);
  const notRead = reading?.screenshots.filter((s) => s.error).length ?? 0;
  const zoomBox = selected && activeField ? selected.boxes[activeField] : undefined;
  const zoomShot = selected && reading ? reading.screenshots[selected.screenshot] : undefined;

  const onFormatChange = (format: OddsFormat) => {
    typed.current = true;
    // Every price read again in the new format, in one step (the texts as printed, not converted values).
    setValues((v) => localiseForm(withOddsFormat(v, format), currentLanguage()));
    setProblems((p) => {
      const next = { ...p };
      for (const f of ['homeOdds', 'drawOdds', 'awayOdds', 'oddsFormat'] as const) delete next[f];
      return next;
    });
  };
  const onFocusField = (field: FormField) =>
    setActiveField((FIELDS as readonly string[]).includes(field) ? (field as ReadField) : null);

  const onChange = (field: FormField, value: string) => {
    typed.current = true;
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

  const [analyseWait, setAnalyseWait] = useState<number | null>(null);
  const analyseRef = useRef<(anyway?: boolean) => Promise<void>>(async () => undefined);
  const analyseCountdown = useRetryCountdown(analyseWait, () => {
    setAnalyseWait(null);
    // A retry of an analysis already sent: past the notice, if there was one.
    void analyseRef.current(true);
  });

  // A kept spread pick is priced alone by its nature: "add the other prices" would not make it analysable, and the
  // form says instead that it is analysed for information only.
  const shownWarnings = (reading?.warnings ?? []).filter((w) => !(spread && w === 'SINGLE_PRICE_ONLY'));

  /** The first unticked 'checked' box brought into view and focused, its price zoomed on the screenshot. */
  const checkUnchecked = () => {
    const first = unchecked[0];
    if (!first) return;
    setActiveField(PRICE_FIELD[first]);
    const box = formRef.current?.querySelector<HTMLInputElement>(`input[data-vouch="${first}"]`);
    box?.scrollIntoView?.({ block: 'center' });
    box?.focus({ preventScroll: true });
  };

  /** `anyway`: the user was told that unchecked unsure prices make it information only, and goes on. */
  const analyse = async (anyway = false) => {
    setSubmitError(null);
    setAnalyseWait(null);
    const vouched = unsure.filter((o) => checked.includes(o));
    const valid = validateForm({ ...values, ...teamsToSend(values, selected, shown) }, selected?.id, {
      pick,
      checked: vouched,
      spread,
    });
    if (!valid.ok) {
      setProblems(valid.problems);
      setSubmitError(t('validation.summary', { count: Object.keys(valid.problems).length }));
      focusFirstProblem();
      return;
    }
    if (locked) {
      setPhase('paywall');
      return;
    }
    // Unsure prices left as read and unticked get no verdict, yet the analysis is charged and the uploads are
    // deleted: the user is told first and goes on only by choice (the server's rule stays: the fair prices and EV of
    // an information-only analysis are still worth having, to a user who knows that is what they get).
    if (!anyway && unchecked.length > 0) {
      setUncheckedAsked((n) => n + 1);
      return;
    }
    setUncheckedAsked(0);
    setPhase('analysing');
    try {
      // The results page was preloaded when this screen opened; a quick confirm waits here for it, not on a spinner.
      const [result] = await Promise.all([
        processConfirmed(reading ? reading.screenshots.map((s) => s.imageUrl) : images, valid.match),
        PredictionRoute.preload().catch(() => undefined),
      ]);
      // Only an analysis that used a free prediction lowers the count shown (an incomplete reading is free).
      if (result.charged !== false)
        queryClient.setQueryData<UserStats>(userKeys.stats(), (s) =>
          s && !s.hasSubscription ? { ...s, remainingPredictions: Math.max(0, (s.remainingPredictions ?? 0) - 1) } : s,
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
          if (field)
            fromServer[field] =
              field === 'home' || field === 'away'
                ? 'teamLength'
                : isNoDrawIssue(issue)
                  ? 'noDraw'
                  : priceProblemFor(values.oddsFormat);
        }
      }
      setProblems(fromServer);
      // A limit a paying user meets says when to retry, and retries then by itself.
      if (err instanceof ApiError && err.status === 429) setAnalyseWait(err.retryAfter ?? 10);
      setSubmitError(
        err instanceof NetworkError
          ? th('errors.network')
          : err instanceof ApiError && err.status === 429
            ? limitMessage(t, err)
            : err instanceof ApiError && err.code
              ? errorMessage(t, err)
              : th('errors.analysisFailed'),
      );
      setPhase('form');
      if (Object.keys(fromServer).length) focusFirstProblem();
    }
  };
  analyseRef.current = analyse;

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
  if (phase === 'reading')
    return (
      <div className="space-y-4">
        <ProcessingView state={progress} title={t('readingTitle')} />
        {images.length > 1 && <ReadingList images={images} states={readState} />}
      </div>
    );
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

      {phase === 'readFailed' && readError && (
        <div
          role="alert"
          data-testid="read-failed"
          // Waiting out a limit (retried by itself), worth another try, or final (no odds): tests and bench:web read it.
          data-state={readError.wait !== null ? 'waiting' : readError.retry ? 'retry' : 'final'}
          className={`card space-y-3 ${
            readError.wait !== null
              ? 'border-amber-300 bg-amber-50 dark:border-amber-700 dark:bg-amber-950'
              : 'border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950'
          }`}
        >
          <p className="font-semibold" data-testid="read-error">
            {readError.text}
          </p>
          {readError.retry ? (
            <p className="text-sm" data-testid="read-retry-note">
              {readCountdown !== null
                ? t('retry.inSeconds', { count: readCountdown })
                : t(readError.offline ? 'retry.kept' : 'retry.keptServer')}
            </p>
          ) : (
            <p className="text-sm">{t('readFailedHint')}</p>
          )}
          {images.length > 1 && <ReadingList images={images} states={readState} />}
          <div className="flex flex-wrap gap-2">
            {readError.retry && (
              <button type="button" className="btn-primary" onClick={retryReading}>
                <RotateCw aria-hidden="true" className="h-4 w-4" />
                {t('retry.now')}
              </button>
            )}
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
        {/* On a phone the chosen match's form comes first and the screenshots after it; side by side on a desktop. */}
        <div className="order-1 space-y-4 lg:order-2">
          {reading && (
            <>
              {shownWarnings.length > 0 && (
                <ul aria-label={t('warningsTitle')} className="space-y-2">
                  {shownWarnings.map((w) => (
                    <li
                      key={w}
                      className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
                    >
                      <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                      {/* A reading of several screenshots words its notes for them all ('these screenshots'). */}
                      {t(`warnings.${w}`, {
                        context: reading.screenshots.length > 1 ? 'several' : undefined,
                        defaultValue: t('warnings.unknown'),
                      })}
                    </li>
                  ))}
                </ul>
              )}
              {reading.screenshots.length > 1 && readState.some((s) => s !== 'read') && (
                <ReadingList
                  images={reading.screenshots.map((s) => s.imageUrl)}
                  states={readState}
                  reasons={reading.screenshots.map((s) => s.error && t(`readingList.reasons.${s.error.code}`))}
                  onlyProblems
                />
              )}
              {notRead > 0 && (
                <NotReadNote
                  count={notRead}
                  again={readState.some((s) => s === 'reading')}
                  error={againError}
                  countdown={againCountdown}
                  onRetry={retryReading}
                />
              )}
              {comparison ? (
                <ComparisonGrid rows={comparison.rows} names={shown} />
              ) : (
                matches.length > 1 && (
                  <MatchPicker
                    matches={matches}
                    selectedId={selectedId}
                    onSelect={(id) => choose(matches.find((m) => m.id === id) ?? null)}
                    screenshots={reading.screenshots.map((s) => s.imageUrl)}
                  />
                )
              )}
              {matches.length === 0 && !reading.warnings.includes('NO_MATCH_FOUND') && (
                <p className="card text-sm">{t('nothingRead')}</p>
              )}
            </>
          )}
          {phase !== 'readFailed' && (!reading || matches.length <= 1 || selected) && (
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
              {reading && selected && (
                <div className="sticky top-16 z-10 -mx-1 bg-white px-1 pb-1 dark:bg-slate-900">
                  {zoomBox && zoomShot && activeField ? (
                    <FieldZoom
                      imageUrl={zoomShot.imageUrl}
                      width={zoomShot.width}
                      height={zoomShot.height}
                      box={zoomBox}
                      label={t(`zoom.fields.${activeField}`)}
                    />
                  ) : (
                    <p className="flex items-center gap-2 text-xs muted">
                      <Info aria-hidden="true" className="h-4 w-4 shrink-0" />
                      {t('zoom.tapField')}
                    </p>
                  )}
                </div>
              )}
              <ReviewFields
                values={values}
                onChange={onChange}
                problems={problems}
                marks={marks}
                onFormatChange={onFormatChange}
                onFocusField={onFocusField}
                pick={selected?.kind === 'slip' ? { value: pick, onChange: setPick } : undefined}
                spread={selected?.kind === 'slip' && spread ? { line: spread, onClear: () => setSpread(null) } : undefined}
                vouch={{
                  prices: unsure,
                  checked,
                  onChange: (o, on) => setChecked((c) => (on ? [...new Set([...c, o])] : c.filter((x) => x !== o))),
                }}
              />
              {submitError && (
                <div
                  role="alert"
                  className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
                >
                  <p>{submitError}</p>
                  {analyseCountdown !== null && (
                    <p className="mt-1 text-sm" data-testid="analyse-retry-note">
                      {t('retry.inSeconds', { count: analyseCountdown })}
                    </p>
                  )}
                </div>
              )}
              <button type="submit" className="btn-primary w-full py-3 text-base">
                <Sparkles aria-hidden="true" className="h-5 w-5" />
                {t('analyse')}
              </button>
              {uncheckedAsked > 0 ? (
                <UncheckedNotice
                  // Put in again at each press, so a screen reader says it again.
                  key={uncheckedAsked}
                  ref={noticeRef}
                  count={unchecked.length}
                  freeLeft={!hasSubscription && stats.data ? Math.max(0, remaining) : null}
                  onCheck={checkUnchecked}
                  onAnalyse={() => void analyse(true)}
                />
              ) : (
                !hasSubscription &&
                stats.data && <p className="text-center text-sm muted">{t('costNote', { count: Math.max(0, remaining) })}</p>
              )}
            </form>
          )}
        </div>
        {reading && (
          <section aria-labelledby="screenshots-title" className="order-2 space-y-3 lg:sticky lg:top-4 lg:order-1">
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
                holdsChosen={reading.screenshots.length > 1 && selected?.screenshot === i}
                selectedId={comparison ? null : selectedId}
                onSelect={(id) => {
                  if (!comparison) choose(matches.find((m) => m.id === id) ?? null);
                }}
                activeField={activeField}
              />
            ))}
            <p className="flex items-center gap-2 text-xs muted">
              <Info aria-hidden="true" className="h-4 w-4 shrink-0" />
              {t('boxesLegend')}
            </p>
          </section>
        )}
      </div>
    </div>
  );
}

/**
 * Screenshots of this reading that were not read (too slow, or a failure): the others' matches are on the page to
 * go on with, and these can be read again without uploading them again (the countdown of a limit met doing so).
 */
function NotReadNote({
  count,
  again,
  error,
  countdown,
  onRetry,
}: {
  count: number;
  again: boolean;
  error: { text: string; offline: boolean } | null;
  countdown: number | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation('review');
  return (
    <div
      role="status"
      data-testid="read-partial"
      className="card space-y-2 border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="font-semibold">{t('partial.title', { count })}</p>
      {error && (
        <p className="text-sm" data-testid="read-partial-error">
          {error.text}{' '}
          {countdown !== null ? t('retry.inSeconds', { count: countdown }) : error.offline ? t('partial.online') : ''}
        </p>
      )}
      <p className="text-sm">{t('partial.kept', { count })}</p>
      <button type="button" className="btn-secondary" onClick={onRetry} disabled={again}>
        <RotateCw aria-hidden="true" className={`h-4 w-4 ${again ? 'animate-spin' : ''}`} />
        {again ? t('partial.reading') : t('partial.retry')}
      </button>
    </div>
  );
}

function priceProblemFor(format: ReviewFormValues['oddsFormat']): FieldProblem {
  return format === 'decimal' ? 'decimalPrice' : format === 'fractional' ? 'fractionalPrice' : 'americanPrice';
}
