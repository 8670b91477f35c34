import { useTranslation } from 'react-i18next';
import { ChevronDown } from 'lucide-react';
import type { Language, PredictionResult } from '@shared/prediction';
import { formatPercent, shortOptionLabel, VERDICT_NOTE_CODES } from '@shared/analysis-text';

/** Warnings shown above the disclosure: they change what the numbers mean. The rest live inside it. */
export const VISIBLE_WARNINGS = new Set(['other-match', 'arbitrage', 'inconsistent', 'nothing-read']);
const MODEL_FACTORS = new Set(['model', 'model-weight']);

/** Texts of a result split by fact code (results stored before facts show every warning inside). */
export function splitTexts(p: PredictionResult) {
  const codes = p.facts?.warnings.map((w) => w.code) ?? [];
  const visible: string[] = [];
  const hidden: string[] = [];
  let responsible: string | null = null;
  p.warnings.forEach((w, i) => {
    const code = codes[i];
    if (code === 'responsible') responsible = w;
    else if (code && VISIBLE_WARNINGS.has(code)) visible.push(w);
    // Shown beside the verdict (VerdictSummary), so not again here.
    else if (code && VERDICT_NOTE_CODES.has(code)) return;
    else hidden.push(w);
  });
  const factorCodes = p.facts?.factors.map((f) => f.code) ?? [];
  const factors = p.keyFactors.filter((_, i) => !MODEL_FACTORS.has(factorCodes[i] ?? ''));
  return { visible, hidden, responsible: responsible as string | null, factors };
}

/** The reasoning, methods and model diagnostics, in plain words first. */
export function HowWeGotThis({ p, lang }: { p: PredictionResult; lang: Language }) {
  const { t } = useTranslation(['analysis', 'home']);
  const facts = p.facts;
  const { hidden, factors } = splitTexts(p);
  const model = facts?.model ?? null;
  const pct = (x: number) => formatPercent(x, lang, 1);
  const modelProbs = model
    ? (['home', 'draw', 'away'] as const)
        .map((s, i) => `${shortOptionLabel(s, facts!, lang)} ${pct(model.probabilities[i] ?? 0)}`)
        .join(', ')
    : '';
  const matches = model ? new Intl.NumberFormat(lang === 'ru' ? 'ru-RU' : 'en-US').format(model.validationMatches) : '';
  return (
    <details className="card group" data-testid="how-we-got-this">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 text-lg font-bold">
        {t('how.title')}
        <ChevronDown aria-hidden="true" className="h-5 w-5 transition-transform group-open:rotate-180" />
      </summary>
      <div className="mt-3 space-y-4">
        <section>
          <h3 className="font-semibold">{t('how.plain')}</h3>
          <p className="mt-1">{t('how.plainMarket')}</p>
          {facts && (
            <p className="mt-1">
              {t('how.plainMinEdge', {
                minEdge: formatPercent(facts.minEdge, lang, 0),
                cap: formatPercent(facts.stakeCapPercent / 100, lang, 1),
              })}
            </p>
          )}
        </section>
        {model && (
          <section data-testid="model-in-words">
            <h3 className="font-semibold">{t('how.model')}</h3>
            <p className="mt-1">
              {t('how.modelLine', { probs: modelProbs })}{' '}
              {model.weight > 0
                ? t('how.modelWeighted', {
                    count: model.validationMatches,
                    matches,
                    weight: formatPercent(model.weight, lang, 0),
                  })
                : t('how.modelInterest', { count: model.validationMatches, matches })}
            </p>
          </section>
        )}
        {factors.length > 0 && (
          <section>
            <h3 className="font-semibold">{t('how.factors')}</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
              {factors.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </section>
        )}
        {p.bettingOptions.length > 0 && (
          <section>
            <h3 className="font-semibold">{t('how.options')}</h3>
            <ul className="mt-1 space-y-2 text-sm">
              {p.bettingOptions.map((o) => (
                <li key={o.key}>
                  <strong>
                    {o.type} — {o.recommendation}.
                  </strong>{' '}
                  {o.reasoning}
                </li>
              ))}
            </ul>
          </section>
        )}
        {p.marketAnalysis?.byMethod && (
          <section>
            <h3 className="font-semibold">{t('how.methods')}</h3>
            <table className="mt-1 w-full text-sm">
              <thead>
                <tr className="text-xs muted">
                  <th scope="col" className="text-left font-medium">
                    {t('how.method')}
                  </th>
                  {(['home', 'draw', 'away'] as const)
                    .filter((s) => s !== 'draw' || p.marketAnalysis!.drawProbability !== null)
                    .map((s) => (
                      <th key={s} scope="col" className="text-right font-medium">
                        {facts ? shortOptionLabel(s, facts, lang) : t(`home:results.outcomes.${s}`)}
                      </th>
                    ))}
                </tr>
              </thead>
              <tbody>
                {Object.entries(p.marketAnalysis.byMethod).map(([m, v]) => (
                  <tr key={m} className="border-t border-slate-200 dark:border-slate-700">
                    <th scope="row" className="text-left font-normal">
                      {t(`home:results.methods.${m}`)}
                    </th>
                    {[v.home, v.draw, v.away]
                      .filter((x, i) => i !== 1 || x !== null)
                      .map((x, i) => (
                        <td key={i} className="text-right tabular-nums">
                          {pct((x ?? 0) / 100)}
                        </td>
                      ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
        {hidden.length > 0 && (
          <section>
            <h3 className="font-semibold">{t('how.warnings')}</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
              {hidden.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </details>
  );
}
