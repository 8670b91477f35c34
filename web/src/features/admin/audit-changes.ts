import type { TFunction } from 'i18next';
import type { AuditEntry } from '@shared/api';

/**
 * What an audit entry changed, in words: each setting as "label: old → new" (the server stores `before` and `after`
 * for every settings update), a ban's reason and the sessions it ended. Empty when the entry holds no details.
 */
export function auditChanges(entry: AuditEntry, t: TFunction): string[] {
  const d = entry.details;
  if (!d) return [];
  if (entry.action === 'settings.update') {
    const before = (d['before'] ?? {}) as Record<string, unknown>;
    const after = (d['after'] ?? {}) as Record<string, unknown>;
    return Object.keys(after).map((key) => {
      const label = t(`audit.settings.${key}`, { defaultValue: key });
      return `${label}: ${value(key, before[key], t)} → ${value(key, after[key], t)}`;
    });
  }
  if (entry.action === 'user.ban') {
    const out: string[] = [];
    if (typeof d['reason'] === 'string' && d['reason']) out.push(t('audit.reason', { reason: d['reason'] }));
    if (typeof d['endedSessions'] === 'number') out.push(t('audit.endedSessions', { count: d['endedSessions'] }));
    return out;
  }
  return [];
}

function value(key: string, v: unknown, t: TFunction): string {
  if (v === undefined || v === null) return '—';
  if (key === 'freePredictionPeriod' && typeof v === 'string') return t(`period.options.${v}`, { defaultValue: v });
  if (key === 'referralLinks' && typeof v === 'object') {
    const n = Object.keys(v as object).length;
    return t('audit.links', { count: n });
  }
  return String(v);
}
