import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { BarChart3, Lock, Smartphone, Target, Users, Zap } from 'lucide-react';
import { Dialog } from '../components/dialog';
import { useDocumentTitle } from '../lib/hooks';
import { currentLanguage } from '../lib/api';
import { formatInteger, percent } from '../lib/format';
import { allowanceSummary } from '../lib/allowance';
import { useFreeAllowance } from '../features/billing/hooks';
import { StepCards } from '../components/step-cards';
import { usePublicStatsQuery } from '../features/main/hooks';

export const ONBOARDING_KEY = 'oddslens-onboarding-seen';
export const ONBOARDING_DELAY_MS = 1000;
/** "Start Free Prediction" is for newcomers: it opens account creation; the sign-in link beside it is for the rest. */
const SIGN_UP = '/signin?mode=signup';

const FEATURES = [
  { key: 'fast', icon: Zap },
  { key: 'data', icon: BarChart3 },
  { key: 'secure', icon: Lock },
  { key: 'accuracy', icon: Target },
  { key: 'mobile', icon: Smartphone },
  { key: 'community', icon: Users },
] as const;

export default function Landing() {
  const { t } = useTranslation('landing');
  // Read on each render: useTranslation re-renders this page when the language changes.
  const lang = currentLanguage();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const stats = usePublicStatsQuery();
  const allowance = useFreeAllowance();
  useDocumentTitle(t('title'));

  useEffect(() => {
    if (localStorage.getItem(ONBOARDING_KEY)) return;
    const timer = setTimeout(() => setOpen(true), ONBOARDING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const markSeen = () => localStorage.setItem(ONBOARDING_KEY, 'true');
  const start = () => {
    if (localStorage.getItem(ONBOARDING_KEY)) navigate(SIGN_UP);
    else setOpen(true);
  };

  const bt = stats.data?.backtest;
  const ocr = stats.data?.ocr;
  const total = stats.data?.totalPredictions ?? 0;

  return (
    <div className="space-y-16">
      <section className="py-10 text-center" aria-labelledby="hero-title">
        <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
          {t('hero.title')}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg muted">{t('hero.subtitle')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" className="btn-primary px-8 py-3 text-base" onClick={start}>
            {t('hero.cta')}
          </button>
          <a href="#how-it-works" className="btn-secondary px-8 py-3 text-base">
            {t('hero.how')}
          </a>
        </div>
        <p className="mt-4 text-sm muted" data-testid="allowance-note">
          {allowance.data ? t('hero.noteAllowance', { allowance: allowanceSummary(t, allowance.data) }) : t('hero.note')}
        </p>
        <p className="mt-1 text-sm">
          {t('hero.haveAccount')}{' '}
          <Link href="/signin" className="link">
            {t('hero.signIn')}
          </Link>
        </p>
      </section>

      <section id="how-it-works" aria-labelledby="how-title" className="scroll-mt-20">
        <h2 id="how-title" className="mb-6 text-center text-3xl font-bold">
          {t('how.title')}
        </h2>
        <StepCards
          steps={(['upload', 'analyze', 'predict'] as const).map((k, i) => ({
            key: k,
            badge: t('how.step', { n: i + 1 }),
            title: t(`how.${k}.title`),
            text: t(`how.${k}.text`),
          }))}
        />
      </section>

      <section aria-labelledby="features-title">
        <h2 id="features-title" className="mb-6 text-center text-3xl font-bold">
          {t('features.title')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li key={key} className="card">
              <Icon aria-hidden="true" className="mb-3 h-7 w-7 text-emerald-700 dark:text-emerald-300" />
              <h3 className="font-semibold">{t(`features.${key}.title`)}</h3>
              <p className="mt-1 text-sm muted">{t(`features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      {/* Measured figures arrive after the first paint; placed low on the page so they never push visible content. */}
      {(bt || ocr || total > 0) && (
        <section aria-labelledby="stats-title">
          <h2 id="stats-title" className="sr-only">
            {t('stats.title')}
          </h2>
          <dl className="grid gap-4 sm:grid-cols-3">
            {bt && (
              <Figure
                // At a validated model weight of 0 the top pick is the market's favourite, margin removed: said so.
                label={t(bt.modelWeight === 0 ? 'stats.backtestMarket' : 'stats.backtest', {
                  matches: formatInteger(bt.matches, lang),
                })}
                value={percent(bt.topPickAccuracy, lang)}
              />
            )}
            {ocr && <Figure label={t('stats.ocr', { count: ocr.screenshots })} value={percent(ocr.rowRecall, lang)} />}
            {total > 0 && <Figure label={t('stats.predictions', { count: total })} value={formatInteger(total, lang)} />}
          </dl>
        </section>
      )}

      <section className="card text-center" aria-labelledby="cta-title">
        <h2 id="cta-title" className="text-2xl font-bold">
          {t('cta.title')}
        </h2>
        <p className="mt-2 muted">{t('cta.text')}</p>
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          <button type="button" className="btn-primary" onClick={start}>
            {t('hero.cta')}
          </button>
          <Link href="/pricing" className="btn-secondary">
            {t('cta.pricing')}
          </Link>
        </div>
      </section>

      <Dialog
        open={open}
        onClose={() => {
          markSeen();
          setOpen(false);
        }}
        title={t('onboarding.title')}
      >
        <ol className="space-y-4">
          {(['upload', 'analysis', 'bet'] as const).map((k, i) => (
            <li key={k} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-emerald-700 font-bold text-white"
              >
                {i + 1}
              </span>
              <div>
                <h3 className="font-semibold">{t(`onboarding.steps.${k}.title`)}</h3>
                <p className="text-sm muted">{t(`onboarding.steps.${k}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-4 text-xs muted">{t('onboarding.note')}</p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              markSeen();
              setOpen(false);
            }}
          >
            {t('onboarding.skip')}
          </button>
          <button
            type="button"
            className="btn-primary"
            onClick={() => {
              markSeen();
              setOpen(false);
              navigate(SIGN_UP);
            }}
          >
            {t('onboarding.start')}
          </button>
        </div>
      </Dialog>
    </div>
  );
}

/** One measured figure on the landing page (from bench/results and database counters, never typed in). */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="card text-center">
      <dt className="muted">{label}</dt>
      <dd className="text-3xl font-bold text-emerald-800 dark:text-emerald-300">{value}</dd>
    </div>
  );
}
