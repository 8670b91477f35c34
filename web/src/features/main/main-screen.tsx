import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { ArrowLeft, BookOpen, History, Infinity as InfinityIcon, Lightbulb, Upload } from 'lucide-react';
import type { PredictionResult } from '../../../../shared/src/prediction';
import type { PublicStats, UserStats } from '../../../../shared/src/api';
import { ApiError, NetworkError, queryClient } from '../../lib/api';
import { useAuth, useDocumentTitle, useUserStats } from '../../lib/hooks';
import { Spinner } from '../../components/spinner';
import { UploadView, type ChosenFile } from './upload-view';
import { ProcessingView } from './processing-view';
import { ResultsView } from './results-view';
import { Paywall } from './paywall';
import { processPrediction, uploadScreenshots } from './upload-api';
import { useToast } from '../../components/toast';
import { errorMessage } from '../../lib/errors';
import { percent } from '../../lib/format';
import { StepCards } from '../../components/step-cards';
import { predictionKey } from '../analysis/keys';

type View = 'home' | 'upload' | 'processing' | 'results' | 'paywall';

export default function MainScreen() {
  const { t } = useTranslation('home');
  const { user } = useAuth();
  const stats = useUserStats();
  const toast = useToast();
  // verdict helper: "Try another" on /predictions/:id comes back with ?upload.
  const [view, setView] = useState<View>(() => (window.location.search.includes('upload') ? 'upload' : 'home'));
  const [, navigate] = useLocation();
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [starting, setStarting] = useState(false);
  const [analysisError, setAnalysisError] = useState<string | null>(null);
  const [prediction, setPrediction] = useState<PredictionResult | null>(null);
  const requestId = useRef(0);

  useDocumentTitle(t(`titles.${view}`));
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [view]);

  const hasSubscription = stats.data?.hasSubscription ?? false;
  const remaining = stats.data?.remainingPredictions ?? 0;
  const locked = !!stats.data && !hasSubscription && remaining <= 0;

  const refreshAccount = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['/api/user/stats'] });
    void queryClient.invalidateQueries({ queryKey: ['/api/predictions/history'] });
  }, []);

  const analyze = async () => {
    setAnalysisError(null);
    if (files.length === 0) return;
    if (locked) {
      setView('paywall');
      return;
    }
    setStarting(true);
    const outcome = await uploadScreenshots(files.map((f) => f.file));
    if (outcome.failed.length > 0) {
      const first = outcome.failed[0]!;
      toast({
        title: t('upload.uploadFailed'),
        description: `${first.name}: ${errorMessage(t, first.error, 'upload.uploadFailed')}`,
        variant: 'destructive',
      });
    }
    if (outcome.successful.length === 0) {
      setStarting(false);
      return;
    }
    const id = ++requestId.current;
    setPrediction(null);
    setView('processing');
    setStarting(false);
    try {
      const result = await processPrediction(outcome.successful.map((s) => s.objectPath));
      if (id !== requestId.current) return;
      // The prediction used one: show remaining minus one (spec) everywhere, until the next refetch.
      queryClient.setQueryData<UserStats>(['/api/user/stats'], (s) =>
        s && !s.hasSubscription ? { ...s, remainingPredictions: s.remainingPredictions - 1 } : s,
      );
      setPrediction(result);
    } catch (err) {
      if (id !== requestId.current) return;
      if (err instanceof ApiError && err.status === 403 && (err.code === 'QUOTA_EXHAUSTED' || err.code === null)) {
        refreshAccount();
        setView('paywall');
        return;
      }
      let message: string;
      if (err instanceof NetworkError) message = t('errors.network');
      else if (err instanceof ApiError && err.status === 400) message = t('errors.badScreenshot');
      else if (err instanceof ApiError && err.code && err.status !== 500) message = errorMessage(t, err);
      else message = t('errors.analysisFailed');
      setAnalysisError(message);
      setView('upload');
    }
  };

  const backHome = () => {
    requestId.current++;
    if (view === 'results') refreshAccount();
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
      {view === 'home' && <HomeView email={user?.email ?? ''} onUpload={() => setView('upload')} />}
      {view === 'upload' && (
        <UploadView
          files={files}
          setFiles={setFiles}
          locked={locked}
          starting={starting}
          error={analysisError}
          onAnalyze={() => void analyze()}
          onGetUnlimited={() => setView('paywall')}
        />
      )}
      {view === 'processing' && (
        <ProcessingView
          ready={prediction !== null}
          onComplete={() => {
            setFiles([]);
            // verdict helper: a stored result opens at its own address, so a reload keeps it.
            if (prediction?.id) {
              queryClient.setQueryData(predictionKey(prediction.id), prediction);
              refreshAccount();
              navigate(`/predictions/${prediction.id}`);
              return;
            }
            setView('results');
          }}
        />
      )}
      {view === 'results' && prediction && !prediction.id && (
        <ResultsView
          prediction={prediction}
          remainingAfter={hasSubscription ? null : Math.max(0, remaining)}
          onTryAgain={() => {
            setPrediction(null);
            refreshAccount();
            setView('upload');
          }}
        />
      )}
      {view === 'paywall' && <Paywall onBack={() => setView('upload')} />}
    </div>
  );
}

function HomeView({ onUpload }: { email: string; onUpload: () => void }) {
  const { t } = useTranslation('home');
  const stats = useUserStats();
  const pub = useQuery<PublicStats>({ queryKey: ['/api/stats/public'] });
  const s = stats.data;
  const ocr = pub.data?.ocr;
  const record = s && 'trackRecord' in s ? (s as { trackRecord?: { settled: number; correct: number } }).trackRecord : undefined;
  return (
    <div className="space-y-8">
      <section className="text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">{t('home.title')}</h1>
        <p className="mt-2 text-lg muted">{t('home.subtitle')}</p>
      </section>
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
        </div>
        {ocr && (
          <div className="card text-center">
            <p className="text-3xl font-bold text-emerald-800 dark:text-emerald-300">{percent(ocr.oddsExact)}</p>
            <p className="muted">{t('home.ocrAccuracy', { images: ocr.images })}</p>
          </div>
        )}
        <div className="card text-center">
          <p className="text-3xl font-bold text-emerald-800 dark:text-emerald-300">
            {record && record.settled > 0 ? `${record.correct}/${record.settled}` : '—'}
          </p>
          <p className="muted">
            {record && record.settled > 0
              ? t('home.ratingValue', { count: record.settled, percent: Math.round((record.correct / record.settled) * 100) })
              : t('home.ratingNone')}
          </p>
        </div>
      </section>
      <div className="text-center">
        <button type="button" className="btn-primary px-8 py-3 text-base" onClick={onUpload}>
          <Upload aria-hidden="true" className="h-5 w-5" />
          {t('home.uploadButton')}
        </button>
      </div>
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
