import { useTranslation } from 'react-i18next';
import { AlertTriangle, CircleCheck, CircleHelp, CircleMinus, CircleSlash } from 'lucide-react';
import type { OddsFormat, PredictionResult, Verdict } from '@shared/prediction';
import { headlineReason, verdictNotes } from '@shared/analysis-text';
import type { Language } from '@shared/prediction';

/** Coloured by meaning: green only for a bet worth placing; amber for a small edge; neutral for no bet. */
export const VERDICT_CLASSES: Record<Verdict, string> = {
  value: 'border-emerald-600 bg-emerald-50 text-emerald-950 dark:border-emerald-500 dark:bg-emerald-950 dark:text-emerald-50',
  'small-edge': 'border-amber-500 bg-amber-50 text-amber-950 dark:border-amber-500 dark:bg-amber-950 dark:text-amber-50',
  'no-bet': 'border-slate-400 bg-slate-100 text-slate-900 dark:border-slate-500 dark:bg-slate-800 dark:text-slate-50',
  'cannot-judge': 'border-sky-600 bg-sky-50 text-sky-950 dark:border-sky-500 dark:bg-sky-950 dark:text-sky-50',
};
const ICONS: Record<Verdict, typeof CircleCheck> = {
  value: CircleCheck,
  'small-edge': CircleMinus,
  'no-bet': CircleSlash,
  'cannot-judge': CircleHelp,
};

export function verdictOf(p: Pick<PredictionResult, 'facts' | 'recommendedOption'>): Verdict {
  return p.facts?.verdict ?? (p.recommendedOption && p.recommendedOption !== 'no-bet' ? 'value' : 'no-bet');
}

/** The verdict at a glance: Value / Small edge / No bet, and its reason in one sentence. */
export function VerdictSummary({ p, lang, format }: { p: PredictionResult; lang: Language; format: OddsFormat }) {
  const { t } = useTranslation('analysis');
  const verdict = verdictOf(p);
  const Icon = ICONS[verdict];
  const reason = p.facts ? headlineReason(p.facts, lang, format) : p.mainRecommendation;
  const notes = p.facts ? verdictNotes(p.facts, lang, format) : [];
  return (
    <div className={`rounded-lg border-l-4 p-4 ${VERDICT_CLASSES[verdict]}`} data-verdict={verdict} data-testid="verdict">
      <h2 className="flex items-center gap-2 text-xl font-bold">
        <Icon aria-hidden="true" className="h-6 w-6 shrink-0" />
        <span className="sr-only">{t('verdictLabel')}: </span>
        {t(`verdict.${verdict}`)}
      </h2>
      <p className="mt-1" data-testid="verdict-reason">
        {reason}
      </p>
      {notes.length > 0 && (
        <div className="mt-3 border-t border-current/20 pt-2" data-testid="verdict-notes">
          <h3 className="sr-only">{t('verdictNotes')}</h3>
          <ul className="space-y-1 text-sm">
            {notes.map((note) => (
              <li key={note} className="flex gap-2">
                <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                <span>{note}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
