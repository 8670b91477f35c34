import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/api';
import { Spinner } from '../../components/spinner';
import { Dialog } from '../../components/dialog';
import { useToast } from '../../components/toast';
import { errorMessage } from '../../lib/errors';
import { formatDate, formatDateTime } from '../../lib/format';
import { useAdminErrorHandler } from './admin-errors';
import { useAdminUserQuery, useAdminUsersQuery, useBanMutation } from './hooks';
import { formatPercent } from '@shared/analysis-text';

export function UsersCard() {
  const { t } = useTranslation(['admin', 'billing', 'home']);
  const onError = useAdminErrorHandler();
  const toast = useToast();
  const searchId = useId();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const lang = currentLanguage();
  const users = useAdminUsersQuery(q, page);
  const ban = useBanMutation({
    onSuccess: (_d, v) => toast({ title: v.banned ? t('users.unbanned') : t('users.banned') }),
    onError: (err) => onError(err, 'toasts.actionFailed'),
  });
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / Math.max(1, users.data.pageSize))) : 1;
  const [confirming, setConfirming] = useState<{ id: string; email: string } | null>(null);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const closeConfirm = () => {
    setConfirming(null);
    setReason('');
  };

  return (
    <section className="card space-y-4" aria-labelledby="admin-users">
      <h2 id="admin-users" className="text-xl font-semibold">
        {t('users.title')}
      </h2>
      <Dialog open={!!confirming} onClose={closeConfirm} title={t('users.confirmTitle', { email: confirming?.email ?? '' })}>
        <p>{t('users.confirmText')}</p>
        <label htmlFor={reasonId} className="mt-4 mb-1 block font-medium">
          {t('users.reason')}
        </label>
        <textarea
          id={reasonId}
          className="input"
          rows={2}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={closeConfirm}>
            {t('users.cancel')}
          </button>
          <button
            type="button"
            className="btn-danger"
            data-testid="confirm-ban"
            disabled={ban.isPending}
            onClick={() => {
              if (confirming) ban.mutate({ id: confirming.id, banned: false, reason }, { onSettled: closeConfirm });
            }}
          >
            {t('users.confirmBan')}
          </button>
        </div>
      </Dialog>
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
          <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-labelledby="admin-users">
            {/* relative: the buttons' screen-reader-only labels are absolutely positioned; unclipped they widened a phone page. */}
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
                            // A ban ends every session of the account at once: it is confirmed first. Unbanning is not.
                            onClick={() =>
                              u.banned ? ban.mutate({ id: u.id, banned: true }) : setConfirming({ id: u.id, email: u.email })
                            }
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
  const q = useAdminUserQuery(id);
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
                · {t('details.readingConfidence', { value: formatPercent(p.overallConfidence / 100, lang, 0) })}
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
