import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminSettingsUpdateSchema } from '@shared/api';
import { useToast } from '../../components/toast';
import { useAdminErrorHandler } from './admin-errors';
import { useUpdateSettingsMutation } from './hooks';

/** The free allowance's size; checked with the field of the server's settings schema before it is sent. */
export function LimitCard({ current }: { current: number }) {
  const { t } = useTranslation(['admin', 'billing', 'home']);
  const toast = useToast();
  const onError = useAdminErrorHandler();
  const id = useId();
  const [value, setValue] = useState('');
  const save = useUpdateSettingsMutation({
    onSuccess: () => {
      toast({ title: t('toasts.savedTitle'), description: t('toasts.savedText') });
      setValue('');
    },
    onError: (err) => onError(err),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const limit = adminSettingsUpdateSchema.shape.freePredictionLimit.safeParse(Number.parseInt(value, 10));
    if (!limit.success || limit.data === undefined) {
      toast({ title: t('toasts.invalidTitle'), description: t('toasts.invalidText'), variant: 'destructive' });
      return;
    }
    save.mutate({ freePredictionLimit: limit.data });
  };
  return (
    <section className="card" aria-labelledby="admin-limit">
      <h2 id="admin-limit" className="mb-1 text-xl font-semibold">
        {t('limit.title')}
      </h2>
      <p className="mb-3 text-sm muted">{t('limit.current', { count: current })}</p>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <div className="flex-1">
          <label htmlFor={id} className="mb-1 block text-sm font-medium">
            {t('limit.label')}
          </label>
          <input
            id={id}
            inputMode="numeric"
            className="input"
            placeholder={String(current ?? 3)}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        </div>
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('limit.save')}
        </button>
      </form>
    </section>
  );
}
