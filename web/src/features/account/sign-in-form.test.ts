import { describe, expect, it, vi } from 'vitest';
import { MIN_PASSWORD_LENGTH } from '@shared/limits';

// lib/api reads the UI language from the app's i18n module, which loads catalogs over HTTP.
vi.mock('../../i18n', () => ({ default: { language: 'en', resolvedLanguage: 'en' } }));

const { credentialsProblem } = await import('./sign-in-form');

describe('sign-in form checks', () => {
  const long = 'x'.repeat(MIN_PASSWORD_LENGTH);

  it('refuses a body the server schema would refuse, with the server error text', () => {
    expect(credentialsProblem('signin', { email: `${'a'.repeat(250)}@x.io`, password: 'p' })).toBe(
      'common:errors.VALIDATION_FAILED',
    );
    expect(credentialsProblem('signin', { email: 'a@x.io', password: 'p'.repeat(1025) })).toBe('common:errors.VALIDATION_FAILED');
  });

  it('asks a new account for the minimum password length, and lets an existing one sign in with any', () => {
    expect(credentialsProblem('signup', { email: 'a@x.io', password: long.slice(1) })).toBe('common:errors.WEAK_PASSWORD');
    expect(credentialsProblem('signup', { email: 'a@x.io', password: long })).toBeNull();
    expect(credentialsProblem('signin', { email: 'a@x.io', password: 'p' })).toBeNull();
  });
});
