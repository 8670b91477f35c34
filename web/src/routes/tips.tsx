import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CheckCircle2 } from 'lucide-react';
import { useDocumentTitle } from '../lib/hooks';
import { BackLink } from '../components/layout';

export type Difficulty = 'beginner' | 'intermediate' | 'advanced';

export const TIPS: { id: string; difficulty: Difficulty }[] = [
  { id: 'bankroll', difficulty: 'beginner' },
  { id: 'statistics', difficulty: 'intermediate' },
  { id: 'value', difficulty: 'advanced' },
  { id: 'psychology', difficulty: 'intermediate' },
  { id: 'specialization', difficulty: 'beginner' },
  { id: 'odds', difficulty: 'beginner' },
];

export const DIFFICULTY_CLASSES: Record<Difficulty, string> = {
  beginner: 'bg-green-100 text-green-900 dark:bg-green-900/60 dark:text-green-100',
  intermediate: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-900/60 dark:text-yellow-100',
  advanced: 'bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100',
};

export default function Tips() {
  const { t } = useTranslation('tips');
  useDocumentTitle(t('title'));
  return (
    <div>
      <BackLink />
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="mt-1 muted">{t('subtitle')}</p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {TIPS.map(({ id, difficulty }) => (
          <li key={id} className="card space-y-3">
            <div className="flex flex-wrap items-center gap-2">
              <span className="badge bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100">
                {t(`items.${id}.category`)}
              </span>
              <span className={`badge ${DIFFICULTY_CLASSES[difficulty]}`}>{t(`difficulty.${difficulty}`)}</span>
            </div>
            <h2 className="text-xl font-semibold">{t(`items.${id}.title`)}</h2>
            <p className="font-medium">{t(`items.${id}.summary`)}</p>
            <p className="text-sm muted">{t(`items.${id}.content`)}</p>
            <div>
              <h3 className="text-sm font-semibold">{t('practical')}</h3>
              <ul className="mt-2 space-y-1 text-sm">
                {(t(`items.${id}.points`, { returnObjects: true }) as string[]).map((p) => (
                  <li key={p} className="flex gap-2">
                    <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
                    <span>{p}</span>
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-8 text-center">
        <Link href="/" className="btn-primary">
          {t('cta')}
        </Link>
      </div>
    </div>
  );
}
