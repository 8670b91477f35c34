import { describe, expect, it } from 'vitest';
import {
  accountDeleteSchema,
  emailChangeSchema,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '@shared/api';
import { MIN_PASSWORD_LENGTH } from '@shared/limits';
import { bodyProblem } from './form-checks';

const strong = 'p'.repeat(MIN_PASSWORD_LENGTH);
const INVALID = 'common:errors.VALIDATION_FAILED';
const WEAK = 'common:errors.WEAK_PASSWORD';

describe('account form checks (the server’s own request schemas)', () => {
  it('refuses a reset request for an address longer than the server takes', () => {
    expect(bodyProblem(passwordResetRequestSchema, { email: `${'a'.repeat(250)}@x.io` })).toBe(INVALID);
    expect(bodyProblem(passwordResetRequestSchema, { email: 'a@x.io' })).toBeNull();
  });

  it('checks a new password from a reset link as the server does: the body first, then the strength', () => {
    expect(bodyProblem(passwordResetConfirmSchema, { token: '', password: strong }, strong)).toBe(INVALID);
    expect(bodyProblem(passwordResetConfirmSchema, { token: 't'.repeat(201), password: strong }, strong)).toBe(INVALID);
    const tooLong = 'p'.repeat(1025);
    expect(bodyProblem(passwordResetConfirmSchema, { token: 'abc', password: tooLong }, tooLong)).toBe(INVALID);
    const short = strong.slice(1);
    expect(bodyProblem(passwordResetConfirmSchema, { token: 'abc', password: short }, short)).toBe(WEAK);
    const blank = ' '.repeat(MIN_PASSWORD_LENGTH);
    expect(bodyProblem(passwordResetConfirmSchema, { token: 'abc', password: blank }, blank)).toBe(WEAK);
    expect(bodyProblem(passwordResetConfirmSchema, { token: 'abc', password: strong }, strong)).toBeNull();
  });

  it('asks only the new password of a password change to be strong', () => {
    const body = (currentPassword: string, newPassword: string) => ({ currentPassword, newPassword });
    expect(bodyProblem(passwordChangeSchema, body('old', 'short'), 'short')).toBe(WEAK);
    expect(bodyProblem(passwordChangeSchema, body('o'.repeat(1025), strong), strong)).toBe(INVALID);
    expect(bodyProblem(passwordChangeSchema, body('old', strong), strong)).toBeNull();
  });

  it('refuses an address change or a deletion whose fields are longer than the server takes', () => {
    expect(bodyProblem(emailChangeSchema, { email: 'e'.repeat(255), password: 'p' })).toBe(INVALID);
    expect(bodyProblem(emailChangeSchema, { email: 'new@x.io', confirmEmail: 'c'.repeat(255) })).toBe(INVALID);
    expect(bodyProblem(emailChangeSchema, { email: 'new@x.io', password: 'p' })).toBeNull();
    expect(bodyProblem(accountDeleteSchema, { password: 'p'.repeat(1025) })).toBe(INVALID);
    expect(bodyProblem(accountDeleteSchema, { confirmEmail: 'me@x.io' })).toBeNull();
  });
});
