import * as z from 'zod/mini';
import type {
  AccountDelete,
  AuthProviders,
  AuthUser,
  EmailChange,
  PasswordChange,
  PasswordResetConfirm,
  PasswordResetRequest,
  UserStats,
} from '@shared/api';
import { authProvidersSchema, authUserSchema, sessionIdentitySchema, userStatsSchema } from '@shared/api-responses';
import { ApiError, apiRequest, getParsed, requestParsed } from '../../lib/api';

/**
 * The signed-in user, or null when signed out: a 401 here is an answer, not an error. Only the identity is checked
 * (id, email, role: what every page acts on); the profile fields the account page shows are typed, not checked, as
 * existing tests stub the user without them. Sign-in and sign-up answers are checked in full (signIn).
 */
export async function fetchAuthUser(): Promise<AuthUser | null> {
  try {
    return (await getParsed(sessionIdentitySchema, '/api/auth/user')) as unknown as AuthUser;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export function fetchAuthProviders(): Promise<AuthProviders> {
  return getParsed(authProvidersSchema, '/api/auth/providers');
}

export function fetchUserStats(): Promise<UserStats> {
  return getParsed(userStatsSchema, '/api/user/stats');
}

export type SignInMode = 'signin' | 'signup';

export function signIn(mode: SignInMode, credentials: { email: string; password: string }): Promise<AuthUser> {
  return requestParsed(authUserSchema, 'POST', mode === 'signin' ? '/api/auth/signin' : '/api/auth/signup', credentials);
}

// The bodies below are the shared request schemas' types: each form checks its body with the schema before sending
// (form-checks.ts), so what the server refuses is said without a round trip.

export async function requestPasswordReset(body: PasswordResetRequest): Promise<void> {
  await apiRequest('POST', '/api/auth/password-reset', body);
}

export async function confirmPasswordReset(body: PasswordResetConfirm): Promise<void> {
  await apiRequest('POST', '/api/auth/password-reset/confirm', body);
}

const verifiedSchema = z.looseObject({ email: z.string() });

/** Confirms the address the token was mailed to; answers with that address. */
export async function verifyEmail(token: string): Promise<string> {
  return (await requestParsed(verifiedSchema, 'POST', '/api/auth/verify-email', { token })).email;
}

export async function resendVerification(): Promise<void> {
  await apiRequest('POST', '/api/auth/verify-email/resend');
}

/** An SSO account has no password: it proves ownership by typing its address instead. */
export type OwnerProof = { password: string } | { confirmEmail: string };

const passwordChangedSchema = z.looseObject({ sessionsEnded: z.number(), apiKeysRevoked: z.number() });

/** Changes the password; answers how many other sessions were ended and API keys revoked (issue 47). */
export async function changePassword(body: PasswordChange): Promise<{ sessionsEnded: number; apiKeysRevoked: number }> {
  return requestParsed(passwordChangedSchema, 'POST', '/api/account/password', body);
}

export async function changeEmail(body: EmailChange): Promise<void> {
  await apiRequest('POST', '/api/account/email', body);
}

export async function deleteAccount(body: AccountDelete): Promise<void> {
  await apiRequest('POST', '/api/account/delete', body);
}
