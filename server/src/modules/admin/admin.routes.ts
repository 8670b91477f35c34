import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminAnalyticsQuerySchema, adminPredictionsQuerySchema } from '@shared/admin-analytics';
import { adminBanSchema, adminSettingsUpdateSchema, adminUsersQuerySchema } from '@shared/api';
import { AppError } from '../../errors';
import { parseInput } from '../../lib/validate';
import { UUID_PATTERN } from '../../lib/ids';
import { requireAdmin, requireUser } from '../auth';
import { adminDocs as docs } from './admin.api';
import type { AdminService } from './admin.service';
import type { AdminAnalyticsService } from './admin-analytics.service';

function userIdParam(req: FastifyRequest<{ Params: { id: string } }>): string {
  if (!UUID_PATTERN.test(req.params.id)) throw new AppError('NOT_FOUND');
  return req.params.id;
}

/**
 * Every admin route starts with requireAdmin: 401 signed out, 403 ADMIN_REQUIRED for other users. That includes
 * GET /api/admin/settings, whose 403 is the web dashboard's "Access denied" signal (never isAdmin:false).
 */
export async function adminRoutes(app: FastifyInstance, admin: AdminService, analytics: AdminAnalyticsService): Promise<void> {
  app.get('/api/admin/settings', { config: { doc: docs.settings } }, async (req) => {
    requireAdmin(req);
    return admin.getSettings();
  });

  app.put('/api/admin/settings', { config: { doc: docs.updateSettings } }, async (req) => {
    const actor = requireAdmin(req);
    const input = parseInput(adminSettingsUpdateSchema, req.body ?? {});
    return admin.updateSettings(actor, input);
  });

  app.get('/api/admin/user-stats', { config: { doc: docs.userStats } }, async (req) => {
    requireAdmin(req);
    return admin.userStats();
  });

  app.get('/api/admin/users', { config: { doc: docs.users } }, async (req) => {
    requireAdmin(req);
    const query = parseInput(adminUsersQuerySchema, req.query ?? {});
    return admin.listUsers(query);
  });

  app.get<{ Params: { id: string } }>('/api/admin/users/:id', { config: { doc: docs.user } }, async (req) => {
    requireAdmin(req);
    return admin.userDetail(userIdParam(req));
  });

  app.post<{ Params: { id: string } }>('/api/admin/users/:id/ban', { config: { doc: docs.ban } }, async (req) => {
    const actor = requireAdmin(req);
    const id = userIdParam(req);
    const { reason } = parseInput(adminBanSchema, req.body ?? {});
    return admin.ban(actor, id, reason);
  });

  app.post<{ Params: { id: string } }>('/api/admin/users/:id/unban', { config: { doc: docs.unban } }, async (req) => {
    const actor = requireAdmin(req);
    return admin.unban(actor, userIdParam(req));
  });

  app.get('/api/admin/audit', { config: { doc: docs.audit } }, async (req) => {
    requireAdmin(req);
    return admin.auditLog();
  });

  app.get('/api/admin/contact-messages', { config: { doc: docs.contactMessages } }, async (req) => {
    requireAdmin(req);
    return admin.contactMessages();
  });

  app.get('/api/admin/analytics', { config: { doc: docs.analytics } }, async (req) => {
    requireAdmin(req);
    return analytics.analytics(parseInput(adminAnalyticsQuerySchema, req.query ?? {}));
  });

  app.get('/api/admin/predictions', { config: { doc: docs.predictions } }, async (req) => {
    requireAdmin(req);
    return analytics.predictions(parseInput(adminPredictionsQuerySchema, req.query ?? {}));
  });

  // Read by the results view and the paywall of any signed-in user.
  app.get('/api/referral-link', { config: { doc: docs.referralLink } }, async (req) => {
    return admin.referralLink(requireUser(req).id);
  });
}
