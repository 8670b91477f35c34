// The settings module's public surface: other modules import from here, never from its files (docs/decisions/0019).
export { periodKey, periodResetAt, usedInPeriod } from './free-allowance';
export type { PlatformSettings, ReferralLinks } from './platform-settings';
