import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BANKROLL_CURRENCIES } from '@shared/analysis-settings';
import { shortOptionLabel } from '@shared/analysis-text';
import type { PredictionResult } from '@shared/prediction';
import { BET_RESULTS, betInputSchema, type BetResult, type BetView } from '@shared/pro';
import { formatOdds, toDecimal } from '@shared/odds';
import { isValidPrice } from '@shared/reading';
import type { OddsFormat } from '@shared/prediction';
import { currentLanguage } from '../../lib/api';
import { errorMessage } from '../../lib/errors';
import { FormField, FormNote } from '../../components/form-field';
import { useAnalysisSettings } from '../analysis/use-analysis-settings';
import { useOddsFormat } from '../analysis/use-odds-format';
import { parseTypedNumber, signedPercent, typedNumber } from './number-input';
import { useBetQuery, useDeleteBetMutation, useSaveBetMutation } from './hooks';

/** "Your bet" under a stored analysis: what was placed, at what price, how it ended, and the closing price. */
export function BetForm({ prediction }: { prediction: PredictionResult & { id: string } }) {
  const { t } = useTranslation('pro');
  const q = useBetQuery(prediction.id);
  if (prediction.bettingOptions.length === 0) return null;
  return (
    <section aria-labelledby="bet-heading" className="card mt-6 space-y-4" data-testid="bet-form">
      <div>
        <h2 id="bet-heading" className="text-xl font-semibold">
          {t('bet.heading')}
        </h2>
        <p className="muted text-sm">{t('bet.intro')}</p>
      </div>
      {q.isLoading ? null : <BetFields prediction={prediction} saved={q.data?.bet ?? null} />}
    </section>
  );
}

function BetFields({ prediction, saved }: { prediction: PredictionResult & { id: string }; saved: BetView | null }) {
  const { t } = useTranslation('pro');
  const lang = currentLanguage();
  const settings = useAnalysisSettings();
  const ids = {
    selection: useId(),
    currency: useId(),
    closing: useId(),
    result: useId(),
    hint: useId(),
  };
  const recommended =
    prediction.bettingOptions.find((o) => o.key === prediction.recommendedOption) ?? prediction.bettingOptions[0]!;
  const [selection, setSelection] = useState(saved?.selection ?? recommended.key);
  const [stake, setStake] = useState(typedNumber(saved?.stake, lang));
  const [currency, setCurrency] = useState<string>(saved ? (saved.currency ?? '') : '');
  const optionOdds = (key: string) => Number(prediction.bettingOptions.find((o) => o.key === key)?.odds ?? NaN);
  // Prices follow the results page's odds toggle. Each keeps its exact decimal until the user edits it, so a price
  // shown as the nearest fraction (2.15 as 21/20) is saved as it was, not as the fraction.
  const [format] = useOddsFormat(prediction.facts?.oddsFormat ?? prediction.extractedData.oddsFormat);
  const [odds, setOdds] = useState<Price>(() => priceOf(saved?.odds ?? optionOdds(selection)));
  const [closing, setClosing] = useState<Price>(() => priceOf(saved?.closingOdds));
  // A price typed in one format and not yet saved is carried over when the toggle changes the format.
  const typedIn = useRef(format);
  useEffect(() => {
    const from = typedIn.current;
    if (from === format) return;
    typedIn.current = format;
    setOdds((p) => carried(p, from));
    setClosing((p) => carried(p, from));
  }, [format]);
  const [result, setResult] = useState<BetResult>(saved?.result ?? 'pending');
  const [note, setNote] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  // A new bet starts in the currency of the user's bankroll, when one is set.
  useEffect(() => {
    if (!saved && settings.data?.bankroll) setCurrency(settings.data.currency);
  }, [saved, settings.data]);

  const label = (key: string) =>
    prediction.facts
      ? shortOptionLabel(key, prediction.facts, lang)
      : (prediction.bettingOptions.find((o) => o.key === key)?.type ?? key);

  const save = useSaveBetMutation(prediction.id, {
    onSuccess: () => {
      setNote({ kind: 'success', text: t('bet.saved') });
    },
    onError: (err) => setNote({ kind: 'error', text: errorMessage(t, err) }),
  });
  const clear = useDeleteBetMutation(prediction.id, {
    onSuccess: () => {
      setStake('');
      setClosing(priceOf(null));
      setResult('pending');
      setNote({ kind: 'success', text: t('bet.cleared') });
    },
    onError: (err) => setNote({ kind: 'error', text: errorMessage(t, err) }),
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setNote(null);
    const stakeValue = parseTypedNumber(stake);
    const oddsValue = priceValue(odds, format);
    const closingValue = closing.text.trim() ? priceValue(closing, format) : null;
    if (stakeValue === null) {
      setNote({ kind: 'error', text: t('bet.invalidNumber') });
      return;
    }
    if (oddsValue === null || (closing.text.trim() && closingValue === null)) {
      setNote({ kind: 'error', text: t(`bet.invalidPrice.${format}`) });
      return;
    }
    // The body the server validates with (VALIDATION_FAILED); refused here with the same words, before any request.
    const body = betInputSchema.safeParse({
      selection,
      stake: stakeValue,
      currency: currency || null,
      odds: oddsValue,
      result,
      closingOdds: closingValue,
    });
    if (!body.success) {
      setNote({ kind: 'error', text: t('common:errors.VALIDATION_FAILED') });
      return;
    }
    save.mutate(body.data);
  };

  const current = (save.data?.bet ?? saved) as BetView | null;
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.selection} className="mb-1 block font-medium">
            {t('bet.selection')}
          </label>
          <select
            id={ids.selection}
            className="input"
            value={selection}
            onChange={(e) => {
              setSelection(e.target.value);
              if (!saved) setOdds(priceOf(optionOdds(e.target.value)));
            }}
          >
            {prediction.bettingOptions.map((o) => (
              <option key={o.key} value={o.key}>
                {label(o.key)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.result} className="mb-1 block font-medium">
            {t('bet.result')}
          </label>
          <select id={ids.result} className="input" value={result} onChange={(e) => setResult(e.target.value as BetResult)}>
            {BET_RESULTS.map((r) => (
              <option key={r} value={r}>
                {t(`bet.results.${r}`)}
              </option>
            ))}
          </select>
        </div>
        <FormField label={t('bet.stake')} inputMode="decimal" required value={stake} onChange={(e) => setStake(e.target.value)} />
        <div>
          <label htmlFor={ids.currency} className="mb-1 block font-medium">
            {t('bet.currency')}
          </label>
          <select id={ids.currency} className="input" value={currency} onChange={(e) => setCurrency(e.target.value)}>
            <option value="">{t('bet.units')}</option>
            {BANKROLL_CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <FormField
          label={t(`bet.oddsIn.${format}`)}
          inputMode={format === 'decimal' ? 'decimal' : 'text'}
          required
          value={shown(odds, format, lang)}
          onChange={(e) => setOdds({ text: e.target.value, decimal: null })}
          data-testid="bet-odds"
        />
        <div>
          <label htmlFor={ids.closing} className="mb-1 block font-medium">
            {t(`bet.closingOddsIn.${format}`)}
          </label>
          <input
            id={ids.closing}
            className="input"
            inputMode={format === 'decimal' ? 'decimal' : 'text'}
            aria-describedby={ids.hint}
            value={shown(closing, format, lang)}
            onChange={(e) => setClosing({ text: e.target.value, decimal: null })}
          />
        </div>
      </div>
      <p id={ids.hint} className="text-sm muted">
        {t('bet.closingHint')}
      </p>
      {current?.clv != null && (
        <p className="font-medium" data-testid="bet-clv">
          {t('bet.clv', { value: signedPercent(current.clv, lang) })}
        </p>
      )}
      {note && <FormNote kind={note.kind}>{note.text}</FormNote>}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {t('bet.save')}
        </button>
        {current && (
          <button type="button" className="btn-secondary" disabled={clear.isPending} onClick={() => clear.mutate()}>
            {t('bet.clear')}
          </button>
        )}
      </div>
    </form>
  );
}

/** A price field: the text the user typed, or the exact decimal it shows while untouched. */
interface Price {
  text: string;
  decimal: number | null;
}

const priceOf = (decimal: number | null | undefined): Price =>
  decimal != null && decimal > 1 ? { text: '', decimal } : { text: '', decimal: null };

/** What the field shows: an untouched price in the toggle's format (decimal comma in Russian), else the typed text. */
function shown(p: Price, format: OddsFormat, lang: string): string {
  if (p.decimal === null) return p.text;
  return format === 'decimal' ? typedNumber(p.decimal, lang) : formatOdds(p.decimal, format);
}

/** The decimal price of a field, typed in the toggle's format ('2,10', '6/4', '+150', '−120'); null when invalid. */
function priceValue(p: Price, format: OddsFormat): number | null {
  if (p.decimal !== null) return p.decimal;
  const text = p.text.trim().replace(/\s/g, '');
  if (format === 'decimal') return parseTypedNumber(text);
  return isValidPrice(text, format) ? toDecimal(text) : null;
}

function carried(p: Price, from: OddsFormat): Price {
  if (p.decimal !== null || !p.text.trim()) return p;
  const d = priceValue(p, from);
  return d !== null && d > 1 ? priceOf(d) : p;
}
