// The auth module's public surface: other modules import from here, never from its files (docs/decisions/0019).
export { adminRoleFor, type SessionMeta } from './auth.service';
export { hashPassword, verifyPassword } from './password';
export { canReadObject, requireAdmin, requireUser } from './permissions';
export { clearSessionCookie, setSessionCookie } from './session';
export { assertStrongPassword, normaliseEmail } from './validation';
