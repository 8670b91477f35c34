import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/api';
import { ListCard } from '../../components/list-card';
import { formatDateTime } from '../../lib/format';
import { useAuditLogQuery } from './hooks';
import { auditChanges } from './audit-changes';

export function AuditCard() {
  const { t } = useTranslation(['admin', 'billing', 'home']);
  const lang = currentLanguage();
  const q = useAuditLogQuery();
  return (
    <ListCard id="admin-audit" title={t('audit.title')} query={q} items={q.data?.entries} empty={t('audit.empty')}>
      {(entries) => (
        <ul className="max-h-80 space-y-1 overflow-y-auto text-sm" tabIndex={0} aria-labelledby="admin-audit">
          {entries.map((e) => (
            <li key={e.id} className="rounded bg-slate-100 px-2 py-1 break-words dark:bg-slate-800">
              <time dateTime={e.createdAt}>{formatDateTime(e.createdAt, lang)}</time> · {e.actorEmail ?? t('audit.system')} ·{' '}
              <span>{t(`audit.actions.${e.action}`, { defaultValue: e.action })}</span>
              {e.target && <> · {e.target}</>}
              {auditChanges(e, t).map((line) => (
                <span key={line} className="block pl-2" data-testid="audit-change">
                  {line}
                </span>
              ))}
            </li>
          ))}
        </ul>
      )}
    </ListCard>
  );
}
