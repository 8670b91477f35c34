// The billing module's public surface: other modules import from here, never from its files (docs/decisions/0019).
export { presentSubscription } from './billing.presenter';
export { currentSubscription } from './billing.service';
