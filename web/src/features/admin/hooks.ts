import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSettings } from '@shared/api';
import type { MutationCallbacks } from '../../lib/mutation-callbacks';
import { userKeys } from '../account/keys';
import { billingKeys } from '../billing/keys';
import {
  fetchAdminAnalytics,
  fetchAdminPredictions,
  fetchAdminSettings,
  fetchAdminUser,
  fetchAdminUsers,
  fetchAdminUserStats,
  fetchAuditLog,
  fetchContactMessages,
  toggleBan,
  updateAdminSettings,
  type AdminSettingsUpdate,
} from './api';
import { adminKeys } from './keys';

export function useAdminSettingsQuery() {
  return useQuery({ queryKey: adminKeys.settings(), queryFn: fetchAdminSettings });
}

/**
 * What else a settings change alters for the signed-in admin: the free limit and its period change everyone's
 * allowance (the public allowance and the admin's own stats, which the header counts from), the links change what
 * GET /api/referral-link serves, and every change writes the audit log.
 */
export function settingsDependents(change: AdminSettingsUpdate): (readonly unknown[])[] {
  const keys: (readonly unknown[])[] = [adminKeys.settings(), adminKeys.audit()];
  if (change.freePredictionLimit !== undefined || change.freePredictionPeriod !== undefined)
    keys.push(billingKeys.freeAllowance(), userKeys.stats());
  if (change.referralLinks !== undefined) keys.push(billingKeys.referralLink());
  return keys;
}

export function useUpdateSettingsMutation(callbacks: MutationCallbacks<AdminSettings, AdminSettingsUpdate> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAdminSettings,
    onSuccess: (settings, change) => {
      callbacks.onSuccess?.(settings, change);
      for (const queryKey of settingsDependents(change)) void client.invalidateQueries({ queryKey });
    },
    onError: callbacks.onError,
  });
}

export function useAdminUserStatsQuery() {
  return useQuery({ queryKey: adminKeys.userStats(), queryFn: fetchAdminUserStats });
}

export function useAdminUsersQuery(search: string, page: number) {
  return useQuery({ queryKey: adminKeys.userList(search, page), queryFn: () => fetchAdminUsers(search, page) });
}

export function useAdminUserQuery(id: string) {
  return useQuery({ queryKey: adminKeys.userDetail(id), queryFn: () => fetchAdminUser(id) });
}

export function useBanMutation(callbacks: MutationCallbacks<void, { id: string; banned: boolean; reason?: string }> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, banned, reason }: { id: string; banned: boolean; reason?: string }) => toggleBan(id, banned, reason),
    onSuccess: (_data, target) => {
      callbacks.onSuccess?.(undefined, target);
      void client.invalidateQueries({ queryKey: adminKeys.users() });
      void client.invalidateQueries({ queryKey: adminKeys.audit() });
    },
    onError: callbacks.onError,
  });
}

export function useAuditLogQuery() {
  return useQuery({ queryKey: adminKeys.audit(), queryFn: fetchAuditLog });
}

export function useContactMessagesQuery() {
  return useQuery({ queryKey: adminKeys.contactMessages(), queryFn: fetchContactMessages });
}

export function useAdminAnalyticsQuery(from: string, to: string) {
  return useQuery({ queryKey: adminKeys.analytics(from, to), queryFn: () => fetchAdminAnalytics(from, to) });
}

export function useAdminPredictionsQuery(search: string) {
  return useQuery({ queryKey: adminKeys.predictions(search), queryFn: () => fetchAdminPredictions(search) });
}
