import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { AdminSettings, ContactMessageView } from '@shared/api';
import { ApiError, apiRequest, currentLanguage, queryClient } from '../lib/api';
import { useDocumentTitle } from '../lib/hooks';
import { Spinner } from '../components/spinner';
import { ListCard } from '../components/list-card';
import { BackLink } from '../components/layout';
import { useToast } from '../components/toast';
import { errorMessage } from '../lib/errors';
import { formatDateTime } from '../lib/format';
import { mailtoHref } from '../lib/mailto';
import { SETTINGS_KEY, useAdminErrorHandler } from '../features/admin/admin-errors';
import { UserStatsCard } from '../features/admin/stats-card';
import { ReferralCard } from '../features/admin/referral-card';
import { PeriodCard } from '../features/admin/period-card';
import { UsersCard } from '../features/admin/users-card';
import { AuditCard } from '../features/admin/audit-card';
import { AnalyticsCard } from '../features/admin/analytics-card';
import { PredictionsCard } from '../features/admin/predictions-card';

type ContactMessage = ContactMessageView;

export default function Admin() {
  const { t } = useTranslation(['admin', 'billing', 'home']);
  useDocumentTitle(t('title'));
  const settings = useQuery<AdminSettings>({ queryKey: SETTINGS_KEY });
  const onError = useAdminErrorHandler();
  const signedOut = settings.error instanceof ApiError && settings.error.status === 401;
  useEffect(() => {
    if (signedOut) onError(settings.error);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per 401
  }, [signedOut]);

  if (settings.isLoading) return <Spinner />;
  const denied =
    (settings.error instanceof ApiError && (settings.error.status === 403 || settings.error.status === 401)) ||
    (settings.data && !settings.data.isAdmin);
  if (denied || !settings.data) {
    return (
      <div>
        <BackLink />
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p role="alert" className="mt-4 card">
          {denied ? t('accessDenied') : errorMessage(t, settings.error)}
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <BackLink />
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <UserStatsCard />
      <div className="grid gap-6 md:grid-cols-2">
        <LimitCard current={settings.data.freePredictionLimit} />
        <PeriodCard current={settings.data.freePredictionPeriod} />
        <ReferralCard links={settings.data.referralLinks} />
      </div>
      <AnalyticsCard />
      <UsersCard />
      <PredictionsCard />
      <AuditCard />
      <MessagesCard />
    </div>
  );
}

function LimitCard({ current }: { current: number }) {
  const { t } = useTranslation(['admin', 'billing', 'home']);
  const toast = useToast();
  const onError = useAdminErrorHandler();
  const id = useId();
  const [value, setValue] = useState('');
  const save = useMutation({
    mutationFn: (limit: number) => apiRequest('PUT', '/api/admin/settings', { freePredictionLimit: limit }),
    onSuccess: () => {
      toast({ title: t('toasts.savedTitle'), description: t('toasts.savedText') });
      setValue('');
      void queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
    },
    onError: (err) => onError(err),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const limit = Number.parseInt(value, 10);
    if (Number.isNaN(limit) || limit < 0) {
      toast({ title: t('toasts.invalidTitle'), description: t('toasts.invalidText'), variant: 'destructive' });
      return;
    }
    save.mutate(limit);
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

function MessagesCard() {
  const { t } = useTranslation(['admin', 'billing', 'home']);
  const lang = currentLanguage();
  const q = useQuery<{ messages: ContactMessage[] }>({ queryKey: ['/api/admin/contact-messages'] });
  return (
    <ListCard id="admin-messages" title={t('messages.title')} query={q} items={q.data?.messages} empty={t('messages.empty')}>
      {(messages) => (
        <ul className="space-y-3">
          {messages.map((m) => (
            <li
              key={m.id}
              data-testid="contact-message"
              className={`rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-800 ${m.priority ? 'border-l-4 border-amber-500' : ''}`}
            >
              <p className="font-semibold">
                {m.priority ? (
                  <span className="badge mr-2 bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100">
                    {t('messages.priority')}
                  </span>
                ) : null}
                {m.name} &lt;
                <a className="link" href={mailtoHref(m.email)}>
                  {m.email}
                </a>
                &gt;
              </p>
              <p className="text-xs muted">{formatDateTime(m.createdAt, lang)}</p>
              <p className="mt-1 whitespace-pre-wrap">{m.message}</p>
            </li>
          ))}
        </ul>
      )}
    </ListCard>
  );
}
