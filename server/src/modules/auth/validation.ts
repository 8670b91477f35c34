import { createRequire } from 'node:module';
import { EMAIL_PATTERN, isWeakPassword } from '@shared/api';
import { AppError } from '../../errors';

// C0 and C1 controls, DEL, and Unicode line/paragraph separators: never part of an address, and a header-injection tool.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Pragmatic address check (shared EMAIL_PATTERN); deliverability is the mailbox's business. */
export function normaliseEmail(raw: string): string {
  // The length first: no pattern runs on an over-long text (issue 47, finding 1).
  if (raw.length > 320) throw new AppError('INVALID_EMAIL');
  const email = raw.trim().toLowerCase();
  if (email.length > 254 || CONTROL.test(raw) || !EMAIL_PATTERN.test(email)) throw new AppError('INVALID_EMAIL');
  return email;
}

// Mozilla's maintained list of the most common passwords (fxa-common-password-list), loaded on first use.
let commonList: { test(password: string): boolean } | null = null;
function isCommonPassword(password: string): boolean {
  commonList ??= createRequire(import.meta.url)('fxa-common-password-list') as { test(password: string): boolean };
  return commonList.test(password) || commonList.test(password.toLowerCase());
}

export function assertStrongPassword(password: string): void {
  if (isWeakPassword(password)) throw new AppError('WEAK_PASSWORD');
  if (isCommonPassword(password)) throw new AppError('COMMON_PASSWORD');
}
