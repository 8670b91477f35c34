import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useDocumentTitle } from '../lib/hooks';
import { useAuth } from '../features/account/hooks';
import { currentLanguage } from '../lib/api';
import { BackLink } from '../components/layout';
import { formatInteger, formatNumber, percent } from '../lib/format';
import { usePublicStatsQuery } from '../features/main/hooks';

export default function HowItWorks() {
  const { t } = useTranslation('info');
  // Read on each render: useTranslation re-renders this page when the language changes.
  const lang = currentLanguage();
  useDocumentTitle(t('how.title'));
  const { isAuthenticated } = useAuth();
  const stats = usePublicStatsQuery();
  const bt = stats.data?.backtest;
  const ocr = stats.data?.ocr;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackLink />
      <h1 className="text-3xl font-bold">{t('how.title')}</h1>
      <p className="muted">{t('how.subtitle')}</p>
      <ol className="space-y-4">
        {(['upload', 'analysis', 'predictions'] as const).map((k, i) => (
          <li key={k} className="card">
            <h2 className="text-xl font-semibold">{t('how.stepTitle', { n: i + 1, title: t(`how.steps.${k}.title`) })}</h2>
            <p className="mt-2">{t(`how.steps.${k}.text`)}</p>
          </li>
        ))}
      </ol>
      <section className="card" aria-labelledby="measured">
        <h2 id="measured" className="text-xl font-semibold">
          {t('how.measuredTitle')}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {bt && (
            <li>
              {/* At a validated model weight of 0 the top pick is the market's favourite, margin removed: said so. */}
              {t(bt.modelWeight === 0 ? 'how.backtestMarket' : 'how.backtest', {
                accuracy: percent(bt.topPickAccuracy, lang),
                matches: formatInteger(bt.matches, lang),
                brier: formatNumber(bt.brier, lang, 3),
                from: bt.from,
                to: bt.to,
              })}
            </li>
          )}
          {ocr && (
            <li>
              {t('how.ocr', {
                accuracy: percent(ocr.rowRecall, lang),
                count: ocr.screenshots,
                right: formatInteger(ocr.rowsRight, lang),
                rows: formatInteger(ocr.rows, lang),
              })}
              {ocr.generated &&
                ` ${t('how.ocrGenerated', { accuracy: percent(ocr.generated.rightMatch, lang), count: ocr.generated.images })}`}
              {ocr.p50Ms !== null && ` ${t('how.ocrTime', { ms: formatInteger(ocr.p50Ms, lang) })}`}
            </li>
          )}
          {stats.data && stats.data.totalPredictions > 0 && <li>{t('how.total', { count: stats.data.totalPredictions })}</li>}
          {!bt && !ocr && <li>{t('how.notMeasured')}</li>}
        </ul>
        <p className="mt-3 text-sm muted">{t('how.honesty')}</p>
      </section>
      <Link href={isAuthenticated ? '/' : '/signin'} className="btn-primary">
        {t('how.cta')}
      </Link>
    </div>
  );
}
