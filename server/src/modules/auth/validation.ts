import { MIN_PASSWORD_LENGTH } from '../../../../shared/src/api';
import { AppError } from '../../errors';

// Pragmatic address check: one @, a dot in the domain, no spaces. Deliverability is the mailbox's business.
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

export function normaliseEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 254) throw new AppError('INVALID_EMAIL');
  return email;
}

export function assertStrongPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH || password.trim().length === 0) throw new AppError('WEAK_PASSWORD');
}
