import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FREE_PREDICTION_PERIODS, type FreePredictionPeriod } from '@shared/api';
import { useToast } from '../../components/toast';
import { useAdminErrorHandler } from './admin-errors';
import { useUpdateSettingsMutation } from './hooks';

/** How often the free allowance renews; users' counts follow at once (the server reads it on every charge). */
export function PeriodCard({ current }: { current: FreePredictionPeriod }) {
  const { t } = useTranslation(['admin', 'billing', 'home']);
  const toast = useToast();
  const onError = useAdminErrorHandler();
  const id = useId();
  const [value, setValue] = useState<FreePredictionPeriod>(current);
  useEffect(() => setValue(current), [current]);
  const save = useUpdateSettingsMutation({
    onSuccess: () => toast({ title: t('toasts.savedTitle'), description: t('toasts.savedText') }),
    onError: (err) => onError(err),
  });
  return (
    <section className="card" aria-labelledby="admin-period">
      <h2 id="admin-period" className="mb-1 text-xl font-semibold">
        {t('period.title')}
      </h2>
      <p className="mb-3 text-sm muted">{t('period.current', { period: t(`period.options.${current}`) })}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ freePredictionPeriod: value });
        }}
        className="flex flex-wrap items-end gap-2"
      >
        <div className="flex-1">
          <label htmlFor={id} className="mb-1 block text-sm font-medium">
            {t('period.label')}
          </label>
          <select id={id} className="input" value={value} onChange={(e) => setValue(e.target.value as FreePredictionPeriod)}>
            {FREE_PREDICTION_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`period.options.${p}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary" disabled={save.isPending || value === current}>
          {save.isPending ? t('saving') : t('period.save')}
        </button>
      </form>
    </section>
  );
}
