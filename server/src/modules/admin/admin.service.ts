import type {
  AdminSettings,
  AdminUserDetail,
  AdminUserList,
  AdminUserStats,
  AuditEntry,
  AuthUser,
  ContactMessageView,
  FreePredictionPeriod,
  ReferralLink,
} from '@shared/api';
import { AppError } from '../../errors';
import type { AdminUsersRepository } from '../../repositories/admin-users.repository';
import type { AuditRepository } from '../../repositories/audit.repository';
import type { BillingRepository } from '../../repositories/billing.repository';
import type { ContactRepository } from '../../repositories/contact.repository';
import type { PredictionsRepository } from '../../repositories/predictions.repository';
import type { SessionsRepository } from '../../repositories/sessions.repository';
import { isSubscriptionActive, type SubscriptionsRepository } from '../../repositories/subscriptions.repository';
import type { UsersRepository } from '../../repositories/users.repository';
import { currentSubscription, presentSubscription } from '../billing';
import { presentHistoryItem } from '../predictions';
import type { PlatformSettings } from '../settings';
import { presentAdminUser, presentAuditEntry, presentContactMessage } from './admin.presenter';
import { parseReferralLinks, pickReferralLink } from './referral-links';

export const DEFAULT_PAGE_SIZE = 20;
const RECENT_LIMIT = 200;

/** Admin use cases. Callers have already passed requireAdmin; every change is written to the audit log. */
export function adminService(deps: {
  users: UsersRepository;
  sessions: SessionsRepository;
  settings: PlatformSettings;
  audit: AuditRepository;
  contact: ContactRepository;
  adminUsers: AdminUsersRepository;
  predictions: PredictionsRepository;
  subscriptions: SubscriptionsRepository;
  billing: BillingRepository;
}) {
  const { users, sessions, settings, audit, contact, adminUsers, predictions, subscriptions, billing } = deps;
  const actorOf = (a: AuthUser) => ({ actorId: a.id, actorEmail: a.email });

  async function getSettings(): Promise<AdminSettings> {
    const [freePredictionLimit, freePredictionPeriod, referralLinks] = await Promise.all([
      settings.freePredictionLimit(),
      settings.freePredictionPeriod(),
      settings.referralLinks(),
    ]);
    return { isAdmin: true, freePredictionLimit, freePredictionPeriod, referralLinks };
  }

  async function findUser(id: string) {
    const user = await users.findById(id);
    if (!user) throw new AppError('NOT_FOUND');
    return user;
  }

  return {
    getSettings,

    async updateSettings(
      actor: AuthUser,
      input: { freePredictionLimit?: number; freePredictionPeriod?: FreePredictionPeriod; referralLinks?: string },
    ): Promise<AdminSettings> {
      if (
        input.freePredictionLimit === undefined &&
        input.freePredictionPeriod === undefined &&
        input.referralLinks === undefined
      ) {
        throw new AppError('INVALID_SETTINGS', { issues: [{ path: '(body)', message: 'nothing to update' }] });
      }
      // Everything is validated before anything is written, so a bad field never leaves a half-applied update.
      const links = input.referralLinks === undefined ? undefined : parseReferralLinks(input.referralLinks);
      const before = await getSettings();
      const changed: { before: Record<string, unknown>; after: Record<string, unknown> } = { before: {}, after: {} };
      if (input.freePredictionLimit !== undefined) {
        await settings.setFreePredictionLimit(input.freePredictionLimit);
        changed.before['freePredictionLimit'] = before.freePredictionLimit;
        changed.after['freePredictionLimit'] = input.freePredictionLimit;
      }
      if (input.freePredictionPeriod !== undefined) {
        await settings.setFreePredictionPeriod(input.freePredictionPeriod);
        changed.before['freePredictionPeriod'] = before.freePredictionPeriod;
        changed.after['freePredictionPeriod'] = input.freePredictionPeriod;
      }
      if (links !== undefined) {
        await settings.setReferralLinks(links);
        changed.before['referralLinks'] = before.referralLinks;
        changed.after['referralLinks'] = links;
      }
      await audit.append({ ...actorOf(actor), action: 'settings.update', target: 'settings', details: changed });
      return getSettings();
    },

    async userStats(): Promise<AdminUserStats> {
      const startOfUtcDay = new Date();
      startOfUtcDay.setUTCHours(0, 0, 0, 0);
      const [totalUsers, activeSubscriptions, totalPredictions, todaysPredictions] = await Promise.all([
        users.count(),
        subscriptions.countActive(),
        predictions.countAll(),
        predictions.countAll(startOfUtcDay.toISOString()),
      ]);
      return { totalUsers, activeSubscriptions, totalPredictions, todaysPredictions };
    },

    async listUsers(query: { q?: string; page?: number; pageSize?: number }): Promise<AdminUserList> {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
      const { rows, total } = await adminUsers.search({ q: query.q, limit: pageSize, offset: (page - 1) * pageSize });
      const subs = await adminUsers.subscriptionsFor(rows.map((r) => r.id));
      return {
        users: rows.map((r) =>
          presentAdminUser(
            r,
            r.predictions_used,
            subs.filter((s) => s.user_id === r.id),
          ),
        ),
        total,
        page,
        pageSize,
      };
    },

    async userDetail(id: string): Promise<AdminUserDetail> {
      const user = await findUser(id);
      const [recent, count, subs] = await Promise.all([
        predictions.historyForUser(id, 20),
        predictions.countForUser(id),
        billing.listForUser(id),
      ]);
      return {
        user: { ...presentAdminUser(user, count, subs), freeUsed: user.free_used },
        predictions: recent.map(presentHistoryItem),
        subscription: presentSubscription(currentSubscription(subs)),
      };
    },

    /** Bans an account and ends every one of its sessions at once. */
    async ban(actor: AuthUser, id: string, reason: string | undefined): Promise<{ ok: true; endedSessions: number }> {
      if (id === actor.id) throw new AppError('CANNOT_BAN_SELF');
      const user = await findUser(id);
      await users.update(id, { banned: 1, ban_reason: reason || null });
      const endedSessions = await sessions.deleteAllForUser(id);
      await audit.append({
        ...actorOf(actor),
        action: 'user.ban',
        target: user.email,
        details: { userId: id, reason: reason || null, endedSessions },
      });
      return { ok: true, endedSessions };
    },

    async unban(actor: AuthUser, id: string): Promise<{ ok: true }> {
      const user = await findUser(id);
      await users.update(id, { banned: 0, ban_reason: null });
      await audit.append({ ...actorOf(actor), action: 'user.unban', target: user.email, details: { userId: id } });
      return { ok: true };
    },

    async auditLog(): Promise<{ entries: AuditEntry[] }> {
      return { entries: (await audit.listRecent(RECENT_LIMIT)).map(presentAuditEntry) };
    },

    async contactMessages(): Promise<{ messages: ContactMessageView[] }> {
      return { messages: (await contact.listRecent(RECENT_LIMIT)).map(presentContactMessage) };
    },

    async referralLink(userId: string): Promise<ReferralLink> {
      const [links, sub] = await Promise.all([settings.referralLinks(), subscriptions.latestForUser(userId)]);
      return pickReferralLink(links, isSubscriptionActive(sub));
    },
  };
}

export type AdminService = ReturnType<typeof adminService>;
