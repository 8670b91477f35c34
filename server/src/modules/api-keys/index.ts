// The API keys module's public surface: other modules import from here, never from its files (docs/decisions/0019).
export { bearerToken } from './bearer-auth';
