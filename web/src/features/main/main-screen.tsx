import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import { ArrowLeft, BookOpen, History, Infinity as InfinityIcon, Keyboard, Lightbulb, Upload } from 'lucide-react';
import { currentLanguage, queryClient } from '../../lib/api';
import { useDocumentTitle } from '../../lib/hooks';
import { useAuth, useUserStats } from '../account/hooks';
import { Spinner } from '../../components/spinner';
import { PasteHint, UploadView, isGood, useObjectUrls, type ChosenFile } from './upload-view';
import { imagesFromPaste, pasteIntoField } from '../../lib/paste-images';
import { VerifyEmailPrompt } from './verify-email-prompt';
import type { ProgressState } from './processing-view';
import { Paywall } from './paywall';
import { uploadScreenshots, uploadUrls } from './upload-api';
import { reviewPath } from '../review/review-api';
import { ReviewScreenRoute } from '../../lib/route-modules';
import { errorMessage } from '../../lib/errors';
import { ApiError } from '../../lib/api';
import { formatDateTime, percent } from '../../lib/format';
import { StepCards } from '../../components/step-cards';
import { userKeys } from '../account/keys';
import { predictionKeys } from '../history/keys';
import { usePublicStatsQuery } from './hooks';
import type { TrackRecord } from '@shared/api';

type View = 'home' | 'upload' | 'paywall';

/** The screenshots of one press of Analyse, and whose upload URLs fetched ahead may be used. */
interface AnalyseRun {
  files: ChosenFile[];
  userId: string | undefined;
}

/** An upload the server refused for its content (4xx) is marked for good; a lost connection or a 5xx may be retried. */
const refused = (err: unknown) => err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 429;

export default function MainScreen() {
  const { t } = useTranslation('home');
  const { user } = useAuth();
  const stats = useUserStats();
  const [, navigate] = useLocation();
  // "/?upload=1" opens the upload view directly (from "Try another" and the review screen).
  const search = useSearch();
  const [view, setView] = useState<View>(() => (new URLSearchParams(search).has('upload') ? 'upload' : 'home'));
  const [files, setFiles] = useState<ChosenFile[]>([]);
  useObjectUrls(files);
  const [upload, setUpload] = useState<{ run: AnalyseRun; state: ProgressState } | null>(null);
  // Screenshots pasted on the dashboard open the upload view with them, as pasting there does.
  const [pasted, setPasted] = useState<File[] | null>(null);
  const takePasted = useCallback(() => setPasted(null), []);
  const openWith = useCallback((images: File[]) => {
    setPasted(images);
    setView('upload');
  }, []);
  useEffect(() => {
    if (view !== 'home') return;
    const onPaste = (e: ClipboardEvent) => {
      if (pasteIntoField(e)) return;
      const images = imagesFromPaste(e);
      if (images.length === 0) return;
      e.preventDefault();
      openWith(images);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [view, openWith]);

  // Upload URLs are asked for while the user looks at the chosen screenshots, not after Analyse is pressed.
  const userId = user?.id;
  useEffect(() => {
    if (view === 'upload' && userId && files.length > 0) uploadUrls.prefetch(userId, files.length);
  }, [view, userId, files.length]);

  useDocumentTitle(t(`titles.${view}`));
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [view]);

  const hasSubscription = stats.data?.hasSubscription ?? false;
  const remaining = stats.data?.remainingPredictions ?? 0;
  const locked = !!stats.data && !hasSubscription && remaining <= 0;

  const refreshAccount = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: userKeys.stats() });
    void queryClient.invalidateQueries({ queryKey: predictionKeys.history() });
  }, []);

  // One press of Analyse. Going back home resets the mutation: a run still uploading then neither shows its
  // progress (it is no longer the mutation's variables) nor opens the review screen (its onSuccess is dropped).
  const analyse = useMutation({
    mutationFn: async (run: AnalyseRun) => {
      // The review screen's code and texts load while the bytes upload, so it opens without a loading fallback.
      const reviewReady = ReviewScreenRoute.preload().catch(() => undefined);
      // Only good files go, and only those not uploaded yet: after a failure, Analyse again sends just the rest.
      const todo = run.files.filter((f) => isGood(f) && !f.objectPath);
      const paths = new Map(run.files.filter((f) => f.objectPath).map((f) => [f.id, f.objectPath!]));
      const patch = (id: string, change: Partial<ChosenFile>) =>
        setFiles((prev) => prev.map((p) => (p.id === id ? { ...p, ...change } : p)));
      let failed = 0;
      if (todo.length > 0) {
        setUpload({ run, state: { stage: 'upload', done: 0, total: 1, file: 1, files: todo.length } });
        await uploadScreenshots(
          todo.map((f) => f.file),
          // A run left behind (home, then Analyse again) keeps uploading; it must not overwrite the new run's progress.
          (p) => {
            const f = todo[p.file];
            if (f) patch(f.id, { sent: p.fileSize > 0 ? p.fileSent / p.fileSize : 1, problemText: undefined });
            setUpload((current) =>
              current && current.run !== run
                ? current
                : { run, state: { stage: 'upload', done: p.sent, total: p.total, file: p.file + 1, files: p.files } },
            );
          },
          run.userId,
          (index, result) => {
            const f = todo[index]!;
            if ('objectPath' in result) {
              paths.set(f.id, result.objectPath);
              patch(f.id, { objectPath: result.objectPath, sent: undefined });
              return;
            }
            failed += 1;
            const text = errorMessage(t, result.error, 'upload.uploadFailed');
            // Marked on its tile until removed (refused) or until it goes through on the next press (connection lost).
            patch(
              f.id,
              refused(result.error)
                ? { problem: 'upload', problemText: text, sent: undefined }
                : { problemText: text, sent: undefined },
            );
          },
        );
        setUpload((current) => (current?.run === run ? null : current));
      }
      const ordered = run.files.filter((f) => paths.has(f.id)).map((f) => paths.get(f.id)!);
      // Normally loaded long before the bytes are up; on a slow link this waits on the upload view, not on a spinner.
      if (ordered.length > 0 && failed === 0) await reviewReady;
      return { paths: ordered, failed };
    },
  });

  const analyze = () => {
    if (!files.some(isGood)) return;
    if (locked) {
      setView('paywall');
      return;
    }
    analyse.mutate(
      { files, userId },
      {
        onSuccess: ({ paths, failed }) => {
          // A file that did not go stays on the upload view, marked with the reason: nothing is dropped unsaid.
          if (failed > 0 || paths.length === 0) return;
          // The review screen reads the uploads from its address, so a reload or a shared link lands in the same place.
          navigate(reviewPath(paths));
        },
      },
    );
  };

  const backHome = () => {
    analyse.reset();
    setUpload(null);
    refreshAccount();
    setView('home');
  };

  if (!stats.data && stats.isLoading) return <Spinner />;

  return (
    <div>
      {view !== 'home' && (
        <button type="button" onClick={backHome} className="btn-secondary mb-4" aria-label={t('backHome')}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          <span aria-hidden="true">{t('back')}</span>
        </button>
      )}
      {view === 'home' && <HomeView email={user?.email ?? ''} onUpload={() => setView('upload')} onPasted={openWith} />}
      {view === 'upload' && (
        <UploadView
          incoming={pasted}
          onIncomingTaken={takePasted}
          files={files}
          setFiles={setFiles}
          locked={locked}
          starting={analyse.isPending}
          progress={upload && upload.run === analyse.variables ? upload.state : null}
          onAnalyze={analyze}
          onGetUnlimited={() => setView('paywall')}
        />
      )}
      {view === 'paywall' && <Paywall onBack={() => setView('upload')} />}
    </div>
  );
}

/**
 * The user's record on the results they entered in History. Each line says what it follows: the analysis's
 * likeliest outcome (every recorded result with probabilities), the suggested bets (a part of them: the analysis
 * rarely advises a stake), and the bets the user recorded (their own picks).
 */
function TrackRecordCard({ record }: { record: TrackRecord | undefined }) {
  const { t } = useTranslation('home');
  const results = record?.results ?? 0;
  const scored = record?.likeliestScored ?? 0;
  return (
    <div className="card text-center" data-testid="track-record">
      <p className="text-3xl font-bold text-emerald-800 dark:text-emerald-300">
        {record && scored > 0 ? `${record.likeliestRight}/${scored}` : '—'}
      </p>
      {!record || results === 0 ? (
        <p className="muted">{t('home.ratingNone')}</p>
      ) : (
        <>
          <p className="muted">
            {scored > 0
              ? t('home.trackLikeliest', { count: scored, right: record.likeliestRight })
              : t('home.trackResults', { count: results })}
          </p>
          <ul className="mt-2 space-y-1 text-sm muted">
            {scored > 0 && scored < results && <li>{t('home.trackUnpriced', { count: results - scored })}</li>}
            <li>
              {record.settled > 0
                ? t('home.trackSuggested', { count: record.settled, won: record.correct })
                : t('home.trackSuggestedNone')}
            </li>
            {record.picks > 0 && <li>{t('home.trackPicks', { count: record.picks, won: record.picksWon })}</li>}
          </ul>
        </>
      )}
    </div>
  );
}

function HomeView({ onUpload, onPasted }: { email: string; onUpload: () => void; onPasted: (files: File[]) => void }) {
  const { t } = useTranslation('home');
  const stats = useUserStats();
  const pub = usePublicStatsQuery();
  const s = stats.data;
  const ocr = pub.data?.ocr;
  const record = s?.trackRecord;
  return (
    <div className="space-y-8">
      <section className="text-center">
        {/* An account that has not analysed anything yet is new here, not "back"; nothing is said until that is known. */}
        <h1 className="text-3xl font-bold sm:text-4xl">
          {s ? (s.totalPredictions > 0 ? t('home.title') : t('home.titleNew')) : '\u00a0'}
        </h1>
        <p className="mt-2 text-lg muted">{t('home.subtitle')}</p>
      </section>
      <VerifyEmailPrompt />
      {/* The one thing the dashboard is for comes first: above the fold on a 390x844 phone, the cards under it. */}
      <div className="text-center">
        <button type="button" className="btn-primary px-8 py-3 text-base" onClick={onUpload}>
          <Upload aria-hidden="true" className="h-5 w-5" />
          {t('home.uploadButton')}
        </button>
        <PasteHint onImages={onPasted} />
        <p className="mt-3">
          <Link href="/enter" className="link inline-flex items-center gap-1.5">
            <Keyboard aria-hidden="true" className="h-4 w-4" />
            {t('home.enterOdds')}
          </Link>
        </p>
      </div>
      <section aria-label={t('home.statsLabel')} className="grid gap-4 sm:grid-cols-3">
        <div className="card text-center">
          <p className="text-3xl font-bold text-emerald-800 dark:text-emerald-300">
            {s?.hasSubscription ? (
              <InfinityIcon aria-hidden="true" className="mx-auto h-9 w-9" />
            ) : (
              Math.max(0, s?.remainingPredictions ?? 0)
            )}
          </p>
          <p className="muted">
            {s?.hasSubscription ? t('home.unlimited') : t('home.remaining', { count: Math.max(0, s?.remainingPredictions ?? 0) })}
          </p>
          {s && !s.hasSubscription && s.freePredictionsResetAt && (
            <p className="mt-1 text-sm muted" data-testid="allowance-renews">
              {t('common:allowance.renews', { when: formatDateTime(s.freePredictionsResetAt, currentLanguage()) })}
            </p>
          )}
        </div>
        {ocr && (
          <div className="card text-center">
            <p className="text-3xl font-bold text-emerald-800 dark:text-emerald-300">
              {percent(ocr.rowRecall, currentLanguage())}
            </p>
            <p className="muted">{t('home.ocrAccuracy', { count: ocr.screenshots })}</p>
          </div>
        )}
        <TrackRecordCard record={record} />
      </section>
      <section aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="mb-3 text-xl font-bold">
          {t('home.quickActions')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-3">
          {[
            { href: '/history', icon: History, key: 'history' },
            { href: '/tips', icon: Lightbulb, key: 'tips' },
            { href: '/articles', icon: BookOpen, key: 'articles' },
          ].map(({ href, icon: Icon, key }) => (
            <Link key={key} href={href} className="card block hover:border-emerald-600">
              <Icon aria-hidden="true" className="mb-2 h-6 w-6 text-emerald-700 dark:text-emerald-300" />
              <span className="block font-semibold">{t(`home.actions.${key}.title`)}</span>
              <span className="block text-sm muted">{t(`home.actions.${key}.text`)}</span>
            </Link>
          ))}
        </div>
      </section>
      <section aria-labelledby="home-how">
        <h2 id="home-how" className="mb-3 text-xl font-bold">
          {t('home.howTitle')}
        </h2>
        <StepCards
          compact
          steps={(['upload', 'analysis', 'prediction'] as const).map((k, i) => ({
            key: k,
            badge: String(i + 1),
            title: t(`home.how.${k}.title`),
            text: t(`home.how.${k}.text`),
          }))}
        />
      </section>
    </div>
  );
}
