import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ApiKeyCreated } from '@shared/pro';
import { currentLanguage } from '../../lib/api';
import { errorMessage } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { useUserStats } from '../account/hooks';
import { FormField, FormNote } from '../../components/form-field';
import { Dialog } from '../../components/dialog';
import { useApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } from './hooks';

/** The account page's API keys: create (the token is shown once), list, revoke. Pro only. */
export function ApiKeysSection() {
  const { t } = useTranslation('pro');
  const stats = useUserStats();
  const isPro = !!stats.data?.hasSubscription;
  const q = useApiKeysQuery();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [note, setNote] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [copied, setCopied] = useState(false);
  // Revoking cannot be undone (scripts using the key stop at once), so it is confirmed first.
  const [confirming, setConfirming] = useState<{ id: string; name: string } | null>(null);
  const lang = currentLanguage();

  const create = useCreateApiKeyMutation({
    onSuccess: (key) => {
      setCreated(key);
      setCopied(false);
      setName('');
    },
    onError: (err) => setNote({ kind: 'error', text: errorMessage(t, err) }),
  });
  const revoke = useRevokeApiKeyMutation({
    onSuccess: (_data, id) => {
      setConfirming(null);
      if (created?.id === id) setCreated(null);
      setNote({ kind: 'success', text: t('keys.revoked') });
    },
    onError: (err) => setNote({ kind: 'error', text: errorMessage(t, err) }),
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setNote(null);
    create.mutate(name.trim());
  };
  const keys = q.data?.keys ?? [];

  return (
    <section aria-labelledby="api-keys-heading" className="card space-y-4" data-testid="api-keys">
      <h2 id="api-keys-heading" className="text-xl font-semibold">
        {t('keys.heading')}
      </h2>
      {q.data && <p className="muted">{t('keys.intro', { max: q.data.max, rate: q.data.ratePerMinute })}</p>}
      <p className="text-sm">
        {t('keys.usage')} <code className="break-all">Authorization: Bearer olk_…</code>
      </p>
      {isPro ? (
        <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1">
            <FormField label={t('keys.name')} value={name} maxLength={60} required onChange={(e) => setName(e.target.value)} />
          </div>
          <button type="submit" className="btn-primary" disabled={create.isPending || !name.trim()}>
            {t('keys.create')}
          </button>
        </form>
      ) : (
        <p>
          {t('keys.proOnly')}{' '}
          <Link href="/pricing" className="link">
            {t('analytics.upgrade')}
          </Link>
        </p>
      )}
      {created && (
        <div role="status" className="space-y-2 rounded-lg bg-amber-50 p-3 text-amber-950 dark:bg-amber-950 dark:text-amber-50">
          <p className="font-medium">{t('keys.created')}</p>
          <code className="block break-all rounded bg-white p-2 text-sm dark:bg-slate-900" data-testid="new-api-key">
            {created.token}
          </code>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              void navigator.clipboard?.writeText(created.token).then(() => setCopied(true));
            }}
          >
            {copied ? t('keys.copied') : t('keys.copy')}
          </button>
        </div>
      )}
      {note && <FormNote kind={note.kind}>{note.text}</FormNote>}
      {keys.length === 0 ? (
        <p className="muted text-sm">{t('keys.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {keys.map((k) => (
            <li key={k.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="api-key-row">
              <div className="min-w-0">
                <p className="font-medium break-all">{k.name}</p>
                <p className="text-sm muted">
                  <code>{k.prefix}…</code> · {t('keys.createdAt', { date: formatDateTime(k.createdAt, lang) })} ·{' '}
                  {k.lastUsedAt ? t('keys.lastUsed', { date: formatDateTime(k.lastUsedAt, lang) }) : t('keys.neverUsed')}
                </p>
              </div>
              <button
                type="button"
                className="btn-secondary"
                aria-label={t('keys.revokeLabel', { name: k.name })}
                disabled={revoke.isPending}
                onClick={() => setConfirming({ id: k.id, name: k.name })}
              >
                {t('keys.revoke')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={!!confirming}
        onClose={() => setConfirming(null)}
        title={t('keys.confirmTitle', { name: confirming?.name ?? '' })}
      >
        <p className="muted">{t('keys.confirmText')}</p>
        <div className="mt-4 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={() => setConfirming(null)}>
            {t('keys.cancel')}
          </button>
          <button
            type="button"
            className="btn-danger"
            disabled={revoke.isPending}
            onClick={() => confirming && revoke.mutate(confirming.id)}
          >
            {t('keys.revoke')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
