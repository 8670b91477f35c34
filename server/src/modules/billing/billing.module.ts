import type { CoreContext } from '../../context';
import { billingRepository } from '../../repositories/billing.repository';
import { stripeProvider } from '../../adapters/payments/stripe-provider';
import { yookassaProvider } from '../../adapters/payments/yookassa-provider';
import { sandboxProvider } from '../../adapters/payments/sandbox-provider';
import type { PlatformSettings } from '../settings';
import { billingService } from './billing.service';
import type { ChangeFeed } from '../../lib/change-feed';
import { runPeriodically } from '../../lib/periodic';

const MAINTENANCE_INTERVAL_MS = 15 * 60_000;

/** Builds the billing service from configuration: Stripe and YooKassa when configured, the sandbox otherwise. */
export function createBilling(ctx: CoreContext, settings: PlatformSettings, changes: ChangeFeed) {
  const { config } = ctx;
  const repo = billingRepository(ctx.db);
  const service = billingService({
    config,
    billing: repo,
    users: ctx.repos.users,
    settings,
    logger: ctx.logger,
    changes,
    providers: {
      stripe: config.stripe ? stripeProvider({ ...config.stripe, publicUrl: config.publicUrl }) : null,
      yookassa: config.yookassa
        ? yookassaProvider({ ...config.yookassa, publicUrl: config.publicUrl, manageUrl: `${config.publicUrl}/billing/manage` })
        : null,
      sandbox: sandboxProvider({ sessionSecret: config.sessionSecret, publicUrl: config.publicUrl }),
    },
  });

  // Renewals and the expiry sweep run in every app process; idempotence keys and event records make that safe.
  // Tests drive runMaintenance() themselves.
  const stopTimer =
    config.env !== 'test'
      ? runPeriodically(
          () => service.runMaintenance(),
          MAINTENANCE_INTERVAL_MS,
          (err) => ctx.logger.error({ err }, 'billing maintenance failed'),
        )
      : () => {};

  return {
    billing: Object.assign(service, {
      repo,
      stopTimer,
    }),
  };
}
