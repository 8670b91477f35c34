import type { CoreContext } from '../../context';
import { adminUsersRepository } from '../../repositories/admin-users.repository';
import { auditRepository } from '../../repositories/audit.repository';
import { billingRepository } from '../../repositories/billing.repository';
import { contactRepository } from '../../repositories/contact.repository';
import type { PredictionsRepository } from '../../repositories/predictions.repository';
import type { SubscriptionsRepository } from '../../repositories/subscriptions.repository';
import { contactService } from '../contact';
import type { PlatformSettings } from '../settings';
import { adminService } from './admin.service';
import { proAccess } from '../analytics';

export function createAdmin(
  ctx: CoreContext,
  deps: { settings: PlatformSettings; predictions: PredictionsRepository; subscriptions: SubscriptionsRepository },
) {
  const contactRepo = contactRepository(ctx.db);
  return {
    admin: adminService({
      users: ctx.repos.users,
      sessions: ctx.repos.sessions,
      settings: deps.settings,
      audit: auditRepository(ctx.db),
      contact: contactRepo,
      adminUsers: adminUsersRepository(ctx.db),
      predictions: deps.predictions,
      subscriptions: deps.subscriptions,
      billing: billingRepository(ctx.db),
    }),
    contact: contactService({ contact: contactRepo, pro: proAccess(deps.subscriptions) }),
  };
}
