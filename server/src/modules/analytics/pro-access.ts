import { AppError } from '../../errors';
import { isSubscriptionActive, type SubscriptionsRepository } from '../../repositories/subscriptions.repository';

/** The one Pro check of the Pro features: an active, unexpired subscription, else PRO_REQUIRED (403). */
export function proAccess(subscriptions: SubscriptionsRepository) {
  const isPro = async (userId: string) => isSubscriptionActive(await subscriptions.latestForUser(userId));
  return {
    isPro,
    async require(userId: string): Promise<void> {
      if (!(await isPro(userId))) throw new AppError('PRO_REQUIRED');
    },
  };
}
export type ProAccess = ReturnType<typeof proAccess>;
