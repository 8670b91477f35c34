import type { AppConfig } from '../../config/config';
import type { Logger } from '../../lib/logger';
import { runPeriodically } from '../../lib/periodic';
import { stripeProvider } from '../../adapters/payments/stripe-provider';
import { yookassaProvider } from '../../adapters/payments/yookassa-provider';
import { sandboxProvider } from '../../adapters/payments/sandbox-provider';
import type { BillingService } from './billing.service';

const MAINTENANCE_INTERVAL_MS = 15 * 60_000;

/** The payment providers configuration turns on: Stripe and YooKassa when configured; the sandbox is always built. */
export function billingProviders(config: AppConfig) {
  return {
    stripe: config.stripe ? stripeProvider({ ...config.stripe, publicUrl: config.publicUrl }) : null,
    yookassa: config.yookassa
      ? yookassaProvider({ ...config.yookassa, publicUrl: config.publicUrl, manageUrl: `${config.publicUrl}/billing/manage` })
      : null,
    sandbox: sandboxProvider({ sessionSecret: config.sessionSecret, publicUrl: config.publicUrl }),
  };
}

/** Renewals and the expiry sweep every 15 minutes; returns the function that stops them. */
export function billingMaintenanceTimer(billing: Pick<BillingService, 'runMaintenance'>, logger: Pick<Logger, 'error'>) {
  return runPeriodically(
    () => billing.runMaintenance(),
    MAINTENANCE_INTERVAL_MS,
    (err) => logger.error({ err }, 'billing maintenance failed'),
  );
}
