import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminSettings } from '@shared/api';
import { useToast } from '../../components/toast';
import { useAdminErrorHandler } from './admin-errors';
import { useUpdateSettingsMutation } from './hooks';

type Links = AdminSettings['referralLinks'];

/** The two links the product serves by name (GET /api/referral-link): `default` for everyone, `premium` for subscribers. */
export function withNamedLinks(links: Links, named: { default: string; premium: string }): Links {
  const out: Links = { ...links };
  for (const name of ['default', 'premium'] as const) {
    const url = named[name].trim();
    if (url) out[name] = { url };
    else delete out[name];
  }
  return out;
}

export function ReferralCard({ links }: { links: Links }) {
  const { t } = useTranslation(['admin', 'billing', 'home']);
  const toast = useToast();
  const onError = useAdminErrorHandler();
  const ids = { def: useId(), premium: useId(), json: useId(), hint: useId(), premiumHint: useId() };
  const [named, setNamed] = useState({ default: links['default']?.url ?? '', premium: links['premium']?.url ?? '' });
  const [text, setText] = useState(() => JSON.stringify(links ?? {}, null, 2));
  useEffect(() => {
    setText(JSON.stringify(links ?? {}, null, 2));
    setNamed({ default: links['default']?.url ?? '', premium: links['premium']?.url ?? '' });
  }, [links]);
  const save = useUpdateSettingsMutation({
    onSuccess: () => toast({ title: t('toasts.savedTitle'), description: t('toasts.savedText') }),
    onError: (err) => onError(err),
  });
  const saveNamed = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ referralLinks: JSON.stringify(withNamedLinks(links, named)) });
  };
  return (
    <section className="card space-y-3" aria-labelledby="admin-referral">
      <h2 id="admin-referral" className="text-xl font-semibold">
        {t('referral.title')}
      </h2>
      <form onSubmit={saveNamed} className="space-y-3">
        <div>
          <label htmlFor={ids.def} className="mb-1 block text-sm font-medium">
            {t('referral.defaultLabel')}
          </label>
          <input
            id={ids.def}
            type="url"
            inputMode="url"
            className="input"
            placeholder="https://"
            value={named.default}
            onChange={(e) => setNamed((n) => ({ ...n, default: e.target.value }))}
          />
        </div>
        <div>
          <label htmlFor={ids.premium} className="mb-1 block text-sm font-medium">
            {t('referral.premiumLabel')}
          </label>
          <input
            id={ids.premium}
            type="url"
            inputMode="url"
            aria-describedby={ids.premiumHint}
            className="input"
            placeholder="https://"
            value={named.premium}
            onChange={(e) => setNamed((n) => ({ ...n, premium: e.target.value }))}
          />
          <p id={ids.premiumHint} className="mt-1 text-xs muted">
            {t('referral.premiumHint')}
          </p>
        </div>
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('referral.save')}
        </button>
      </form>
      <details>
        <summary className="cursor-pointer text-sm font-semibold">{t('referral.advanced')}</summary>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate({ referralLinks: text });
          }}
          className="mt-2 space-y-2"
        >
          <label htmlFor={ids.json} className="block text-sm font-medium">
            {t('referral.label')}
          </label>
          <textarea
            id={ids.json}
            aria-describedby={ids.hint}
            rows={7}
            className="input font-mono text-sm"
            value={text}
            onChange={(e) => setText(e.target.value)}
            spellCheck={false}
          />
          <p id={ids.hint} className="text-xs muted">
            {t('referral.hint')}
          </p>
          <button type="submit" className="btn-secondary" disabled={save.isPending}>
            {t('referral.saveJson')}
          </button>
        </form>
      </details>
    </section>
  );
}
