import type * as z from 'zod/mini';
import {
  adminSettingsUpdateSchema,
  type AdminSettings,
  type AdminUserDetail,
  type AdminUserList,
  type AdminUserStats,
  type AuditEntry,
  type ContactMessageView,
} from '@shared/api';
import {
  adminSettingsSchema,
  adminUserDetailSchema,
  adminUserListSchema,
  adminUserStatsSchema,
  auditListSchema,
  contactMessageListSchema,
} from '@shared/api-responses';
import {
  adminAnalyticsSchema,
  adminPredictionListSchema,
  type AdminAnalytics,
  type AdminPredictionList,
} from '@shared/admin-analytics';
import { apiRequest, getParsed, requestParsed } from '../../lib/api';

export type AdminSettingsUpdate = z.input<typeof adminSettingsUpdateSchema>;

export function fetchAdminSettings(): Promise<AdminSettings> {
  return getParsed(adminSettingsSchema, '/api/admin/settings');
}

/** Checked with the server's own body schema first: a change it would refuse is never sent. */
export async function updateAdminSettings(change: AdminSettingsUpdate): Promise<AdminSettings> {
  return requestParsed(adminSettingsSchema, 'PUT', '/api/admin/settings', adminSettingsUpdateSchema.parse(change));
}

export function fetchAdminUserStats(): Promise<AdminUserStats> {
  return getParsed(adminUserStatsSchema, '/api/admin/user-stats');
}

export function fetchAdminUsers(search: string, page: number): Promise<AdminUserList> {
  return getParsed(adminUserListSchema, `/api/admin/users?q=${encodeURIComponent(search)}&page=${page}`);
}

export function fetchAdminUser(id: string): Promise<AdminUserDetail> {
  return getParsed(adminUserDetailSchema, `/api/admin/users/${encodeURIComponent(id)}`);
}

/** Bans a user (ending their sessions), or lifts the ban of a banned one. */
/** Bans (with the reason the admin gave, if any) or unbans an account. */
export async function toggleBan(id: string, banned: boolean, reason?: string): Promise<void> {
  await apiRequest(
    'POST',
    `/api/admin/users/${encodeURIComponent(id)}/${banned ? 'unban' : 'ban'}`,
    !banned && reason?.trim() ? { reason: reason.trim() } : {},
  );
}

export function fetchAuditLog(): Promise<{ entries: AuditEntry[] }> {
  return getParsed(auditListSchema, '/api/admin/audit');
}

export function fetchContactMessages(): Promise<{ messages: ContactMessageView[] }> {
  return getParsed(contactMessageListSchema, '/api/admin/contact-messages');
}

export function fetchAdminAnalytics(from: string, to: string): Promise<AdminAnalytics> {
  return getParsed(adminAnalyticsSchema, `/api/admin/analytics?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
}

/** `search` is the query string the predictions card builds from its filters (predictionsQuery). */
export function fetchAdminPredictions(search: string): Promise<AdminPredictionList> {
  return getParsed(adminPredictionListSchema, `/api/admin/predictions?${search}`);
}
