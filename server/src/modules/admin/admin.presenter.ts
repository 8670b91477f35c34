import type { AdminUserRow, AuditEntry, ContactMessageView } from '@shared/api';
import type { AuditLogTable, ContactMessagesTable, SubscriptionsTable, UsersTable } from '../../db/schema';
import { currentSubscription, presentSubscription } from '../billing';

type UserFields = Pick<UsersTable, 'id' | 'email' | 'role' | 'banned' | 'ban_reason' | 'created_at'>;

export function presentAdminUser(user: UserFields, predictionsUsed: number, subscriptions: SubscriptionsTable[]): AdminUserRow {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    banned: !!user.banned,
    banReason: user.ban_reason,
    createdAt: user.created_at,
    predictionsUsed,
    subscriptionStatus: presentSubscription(currentSubscription(subscriptions))?.status ?? null,
  };
}

export function presentAuditEntry(row: AuditLogTable): AuditEntry {
  let details: Record<string, unknown> | null = null;
  try {
    details = row.details ? (JSON.parse(row.details) as Record<string, unknown>) : null;
  } catch {
    details = null;
  }
  return { id: row.id, actorEmail: row.actor_email, action: row.action, target: row.target, details, createdAt: row.created_at };
}

export function presentContactMessage(row: ContactMessagesTable): ContactMessageView {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    message: row.message,
    language: row.language === 'ru' ? 'ru' : 'en',
    createdAt: row.created_at,
    priority: !!Number(row.priority ?? 0),
  };
}
