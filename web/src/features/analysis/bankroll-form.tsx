import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BANKROLL_CURRENCIES, type AnalysisSettings, type BankrollCurrency } from '@shared/analysis-settings';
import { formatMoney, useSaveAnalysisSettings } from './use-analysis-settings';
import { useToast } from '../../components/toast';
import { errorMessage } from '../../lib/errors';

/** The bankroll that turns stake percentages into amounts; stored per user. */
export function BankrollForm({ settings, lang }: { settings: AnalysisSettings; lang: string }) {
  const { t } = useTranslation('analysis');
  const toast = useToast();
  const id = useId();
  const [editing, setEditing] = useState(settings.bankroll === null);
  const [amount, setAmount] = useState(settings.bankroll === null ? '' : String(settings.bankroll));
  const [currency, setCurrency] = useState<BankrollCurrency>(settings.currency);
  const save = useSaveAnalysisSettings(() => {
    setEditing(false);
    toast({ title: t('bankroll.saved') });
  });
  if (!editing && settings.bankroll !== null)
    return (
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span>
          {t('bankroll.label')}:{' '}
          <strong className="tabular-nums" data-testid="bankroll-value">
            {formatMoney(settings.bankroll, settings.currency, lang)}
          </strong>
        </span>
        <button type="button" className="min-h-11 underline" onClick={() => setEditing(true)}>
          {t('bankroll.edit')}
        </button>
      </p>
    );
  const value = Number(amount.replace(',', '.').replace(/\s/g, ''));
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (value > 0)
          save.mutate(
            { bankroll: value, currency },
            {
              onError: (err) =>
                toast({ title: t('common:toast.errorTitle'), description: errorMessage(t, err), variant: 'destructive' }),
            },
          );
      }}
    >
      <p className="w-full text-sm muted">{t('bankroll.hint')}</p>
      <div>
        <label htmlFor={`${id}-amount`} className="mb-1 block text-sm font-medium">
          {t('bankroll.label')}
        </label>
        <input
          id={`${id}-amount`}
          className="input min-h-11 w-32"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </div>
      <div>
        <label htmlFor={`${id}-currency`} className="mb-1 block text-sm font-medium">
          {t('bankroll.currency')}
        </label>
        <select
          id={`${id}-currency`}
          className="input min-h-11 py-1"
          value={currency}
          onChange={(e) => setCurrency(e.target.value as BankrollCurrency)}
        >
          {BANKROLL_CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-secondary" disabled={!(value > 0) || save.isPending}>
        {t('bankroll.save')}
      </button>
    </form>
  );
}
