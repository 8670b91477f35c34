// The API keys module's public surface: other modules import from here, never from its files (docs/decisions/0019).
export { apiKeysService } from './api-keys.service';
export { bearerToken } from './bearer-auth';
export { keyRateLimit } from './key-rate-limit';
