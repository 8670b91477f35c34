// The analytics module's public surface: other modules import from here, never from its files (docs/decisions/0019).
export type { ProAccess } from './pro-access';
