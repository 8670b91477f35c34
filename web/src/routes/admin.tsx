import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  AdminSettings,
  AdminUserDetail as UserDetails,
  AdminUserList as UsersPage,
  AdminUserStats,
  AuditEntry,
  ContactMessageView,
} from '../../../shared/src/api';
import { ApiError, apiRequest, currentLanguage, queryClient } from '../lib/api';
import { useDocumentTitle } from '../lib/hooks';
import { Spinner } from '../components/spinner';
import { ListCard } from '../components/list-card';
import { BackLink } from '../components/layout';
import { useToast } from '../components/toast';
import { errorMessage } from '../lib/errors';
import { formatDate, formatDateTime } from '../lib/format';
import { mailtoHref } from '../lib/mailto';

type ContactMessage = ContactMessageView;

const SETTINGS_KEY = ['/api/admin/settings'];

/** Spec section 8: a 401 toasts "Unauthorized" and sends the user to sign in after 500 ms. */
function useAdminErrorHandler() {
  const { t } = useTranslation(['admin', 'billing', 'home']);
  const toast = useToast();
  return (err: unknown, fallbackKey = 'toasts.failedText') => {
    if (err instanceof ApiError && (err.status === 401 || /^401: .*Unauthorized/.test(err.message))) {
      toast({ title: t('toasts.unauthorizedTitle'), description: t('toasts.unauthorizedText'), variant: 'destructive' });
      setTimeout(() => window.location.assign('/api/login?next=%2Fadmin'), 500);
      return;
    }
    const description =
      err instanceof ApiError && err.code === 'INVALID_REFERRAL_LINKS' && err.body?.message ? err.body.message : t(fallbackKey);
    toast({ title: t('common:toast.errorTitle'), description, variant: 'destructive' });
  };
}

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
        <ReferralCard links={settings.data.referralLinks} />
      </div>
      <UsersCard />
      <AuditCard />
      <MessagesCard />
    </div>
  );
}

function UserStatsCard() {
  const { t } = useTranslation(['admin', 'billing', 'home']);
  const q = useQuery<AdminUserStats>({ queryKey: ['/api/admin/user-stats'] });
  return (
    <section className="card" aria-labelledby="admin-stats">
      <h2 id="admin-stats" className="mb-3 text-xl font-semibold">
        {t('stats.title')}
      </h2>
      {q.isLoading ? (
        <Spinner className="py-4" />
      ) : q.data ? (
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {(['totalUsers', 'activeSubscriptions', 'totalPredictions', 'todaysPredictions'] as const).map((k) => (
            <div key={k} className="rounded-lg bg-slate-100 p-3 dark:bg-slate-800">
              <dt className="text-sm muted">{t(`stats.${k}`)}</dt>
              <dd className="text-2xl font-bold tabular-nums">{q.data[k]}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p role="alert">{errorMessage(t, q.error)}</p>
      )}
    </section>
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

function ReferralCard({ links }: { links: AdminSettings['referralLinks'] }) {
  const { t } = useTranslation(['admin', 'billing', 'home']);
  const toast = useToast();
  const onError = useAdminErrorHandler();
  const id = useId();
  const hint = useId();
  const [text, setText] = useState(() => JSON.stringify(links ?? {}, null, 2));
  useEffect(() => setText(JSON.stringify(links ?? {}, null, 2)), [links]);
  const save = useMutation({
    mutationFn: (raw: string) => apiRequest('PUT', '/api/admin/settings', { referralLinks: raw }),
    onSuccess: () => {
      toast({ title: t('toasts.savedTitle'), description: t('toasts.savedText') });
      void queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['/api/referral-link'] });
    },
    onError: (err) => onError(err),
  });
  return (
    <section className="card" aria-labelledby="admin-referral">
      <h2 id="admin-referral" className="mb-1 text-xl font-semibold">
        {t('referral.title')}
      </h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(text);
        }}
        className="space-y-2"
      >
        <label htmlFor={id} className="block text-sm font-medium">
          {t('referral.label')}
        </label>
        <textarea
          id={id}
          aria-describedby={hint}
          rows={7}
          className="input font-mono text-sm"
          value={text}
          onChange={(e) => setText(e.target.value)}
          spellCheck={false}
        />
        <p id={hint} className="text-xs muted">
          {t('referral.hint')}
        </p>
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('referral.save')}
        </button>
      </form>
    </section>
  );
}

function UsersCard() {
  const { t } = useTranslation(['admin', 'billing', 'home']);
  const onError = useAdminErrorHandler();
  const toast = useToast();
  const searchId = useId();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const lang = currentLanguage();
  const users = useQuery<UsersPage>({
    queryKey: ['/api/admin/users', q, page],
    queryFn: () => apiRequest('GET', `/api/admin/users?q=${encodeURIComponent(q)}&page=${page}`),
  });
  const ban = useMutation({
    mutationFn: ({ id, banned }: { id: string; banned: boolean }) =>
      apiRequest('POST', `/api/admin/users/${encodeURIComponent(id)}/${banned ? 'unban' : 'ban'}`, {}),
    onSuccess: (_d, v) => {
      toast({ title: v.banned ? t('users.unbanned') : t('users.banned') });
      void queryClient.invalidateQueries({ queryKey: ['/api/admin/users'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/admin/audit'] });
    },
    onError: (err) => onError(err, 'toasts.actionFailed'),
  });
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / Math.max(1, users.data.pageSize))) : 1;

  return (
    <section className="card space-y-4" aria-labelledby="admin-users">
      <h2 id="admin-users" className="text-xl font-semibold">
        {t('users.title')}
      </h2>
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setPage(1);
          setQ(draft.trim());
        }}
      >
        <label htmlFor={searchId} className="sr-only">
          {t('users.search')}
        </label>
        <input
          id={searchId}
          type="search"
          className="input"
          placeholder={t('users.searchPlaceholder')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className="btn-secondary">
          {t('users.searchButton')}
        </button>
      </form>
      {users.isLoading ? (
        <Spinner className="py-4" />
      ) : users.isError ? (
        <p role="alert">{errorMessage(t, users.error)}</p>
      ) : users.data && users.data.users.length === 0 ? (
        <p className="muted">{t('users.empty')}</p>
      ) : (
        users.data && (
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="admin-users">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-300 dark:border-slate-600">
                  {(['id', 'email', 'status', 'subscription', 'predictions', 'joined', 'actions'] as const).map((c) => (
                    <th key={c} scope="col" className="px-2 py-2 font-semibold">
                      {t(`users.columns.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {users.data.users.map((u) => (
                  <tr key={u.id} className="border-b border-slate-200 dark:border-slate-700">
                    <td className="px-2 py-2 font-mono text-xs">{u.id.slice(0, 8)}</td>
                    <td className="px-2 py-2">
                      {u.email}
                      {u.role === 'admin' && (
                        <span className="badge ml-2 bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100">
                          {t('users.admin')}
                        </span>
                      )}
                    </td>
                    <td className="px-2 py-2">{u.banned ? t('users.statusBanned') : t('users.statusActive')}</td>
                    <td className="px-2 py-2">
                      {t(`billing:status.${u.subscriptionStatus ?? 'inactive'}`, { defaultValue: u.subscriptionStatus ?? '' })}
                    </td>
                    <td className="px-2 py-2 tabular-nums">{u.predictionsUsed}</td>
                    <td className="px-2 py-2">{formatDate(u.createdAt, lang)}</td>
                    <td className="px-2 py-2">
                      <div className="flex flex-wrap gap-1">
                        <button
                          type="button"
                          className="btn-secondary min-h-9 px-2 py-1 text-xs"
                          onClick={() => setSelected(u.id)}
                        >
                          {t('users.view')}
                          <span className="sr-only"> {u.email}</span>
                        </button>
                        {u.role !== 'admin' && (
                          <button
                            type="button"
                            className={`${u.banned ? 'btn-secondary' : 'btn-danger'} min-h-9 px-2 py-1 text-xs`}
                            disabled={ban.isPending}
                            onClick={() => ban.mutate({ id: u.id, banned: u.banned })}
                          >
                            {u.banned ? t('users.unban') : t('users.ban')}
                            <span className="sr-only"> {u.email}</span>
                          </button>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      )}
      {users.data && users.data.total > 0 && (
        <nav aria-label={t('users.pagination')} className="flex items-center justify-between gap-2">
          <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('users.prev')}
          </button>
          <span className="text-sm">{t('users.pageOf', { page, pages, total: users.data.total })}</span>
          <button type="button" className="btn-secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('users.next')}
          </button>
        </nav>
      )}
      {selected && <UserDetailsPanel id={selected} onClose={() => setSelected(null)} />}
    </section>
  );
}

function UserDetailsPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation(['admin', 'billing', 'home']);
  const lang = currentLanguage();
  const q = useQuery<UserDetails>({ queryKey: ['/api/admin/users', id] });
  return (
    <section className="rounded-lg border border-slate-300 p-4 dark:border-slate-600" aria-labelledby="user-details">
      <div className="flex items-center justify-between gap-2">
        <h3 id="user-details" className="text-lg font-semibold">
          {t('details.title')}
        </h3>
        <button type="button" className="btn-secondary" onClick={onClose}>
          {t('details.close')}
        </button>
      </div>
      {q.isLoading ? (
        <Spinner className="py-4" />
      ) : q.data ? (
        <div className="mt-3 space-y-3 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="muted">{t('users.columns.email')}</dt>
            <dd>{q.data.user.email}</dd>
            <dt className="muted">{t('users.columns.id')}</dt>
            <dd className="font-mono text-xs break-all">{q.data.user.id}</dd>
            <dt className="muted">{t('users.columns.joined')}</dt>
            <dd>{formatDateTime(q.data.user.createdAt, lang)}</dd>
            {q.data.user.banned && (
              <>
                <dt className="muted">{t('details.banReason')}</dt>
                <dd>{q.data.user.banReason ?? '—'}</dd>
              </>
            )}
            <dt className="muted">{t('users.columns.subscription')}</dt>
            <dd>{q.data.subscription ? t(`billing:status.${q.data.subscription.status}`) : t('billing:status.inactive')}</dd>
          </dl>
          <h4 className="font-semibold">{t('details.predictions', { count: q.data.predictions.length })}</h4>
          <ul
            className="max-h-60 space-y-1 overflow-y-auto"
            tabIndex={0}
            aria-label={t('details.predictions', { count: q.data.predictions.length })}
          >
            {q.data.predictions.map((p) => (
              <li key={p.id} className="rounded bg-slate-100 px-2 py-1 dark:bg-slate-800">
                {formatDateTime(p.createdAt, lang)} · {p.extractedData?.teams?.join(' — ') ?? t('home:results.teamsNotDetected')}{' '}
                · {p.overallConfidence}%
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p role="alert">{errorMessage(t, q.error)}</p>
      )}
    </section>
  );
}

function AuditCard() {
  const { t } = useTranslation(['admin', 'billing', 'home']);
  const lang = currentLanguage();
  const q = useQuery<{ entries: AuditEntry[] }>({ queryKey: ['/api/admin/audit'] });
  return (
    <ListCard id="admin-audit" title={t('audit.title')} query={q} items={q.data?.entries} empty={t('audit.empty')}>
      {(entries) => (
        <ul className="max-h-80 space-y-1 overflow-y-auto text-sm" tabIndex={0} aria-labelledby="admin-audit">
          {entries.map((e) => (
            <li key={e.id} className="rounded bg-slate-100 px-2 py-1 dark:bg-slate-800">
              <time dateTime={e.createdAt}>{formatDateTime(e.createdAt, lang)}</time> · {e.actorEmail ?? t('audit.system')} ·{' '}
              <span>{t(`audit.actions.${e.action}`, { defaultValue: e.action })}</span>
              {e.target && <> · {e.target}</>}
            </li>
          ))}
        </ul>
      )}
    </ListCard>
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
            <li key={m.id} className="rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-800">
              <p className="font-semibold">
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
