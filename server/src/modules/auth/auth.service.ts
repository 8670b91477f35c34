import type { AuthUser } from '@shared/api';
import type { AppConfig } from '../../config/config';
import { AppError } from '../../errors';
import type { UserRow, UsersRepository } from '../../repositories/users.repository';
import type { SessionsRepository } from '../../repositories/sessions.repository';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import { assertStrongPassword, normaliseEmail } from './validation';
import type { SigninThrottle } from './signin-throttle';

export interface SessionMeta {
  userAgent?: string | null;
  ip?: string | null;
  /** The token the browser presented, if any: it is revoked so a fixed session can never be upgraded. */
  previousToken?: string | null;
}

export function presentUser(
  user: Pick<UserRow, 'id' | 'email' | 'name' | 'role' | 'created_at' | 'email_verified_at' | 'password_hash'>,
): AuthUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    createdAt: user.created_at,
    emailVerified: !!user.email_verified_at,
    hasPassword: !!user.password_hash,
  };
}

/** ADMIN_EMAILS grants admin only to an address its owner has proved (issue 12, finding 1); it never demotes. */
export function adminRoleFor(
  config: Pick<AppConfig, 'adminEmails'>,
  email: string,
  verified: boolean,
  current: 'user' | 'admin' = 'user',
): 'user' | 'admin' {
  return verified && config.adminEmails.includes(email) ? 'admin' : current;
}

/** Ends every API key of an account; answers how many were live (api-keys repository). */
export type RevokeApiKeys = (userId: string) => Promise<number>;

export function authService(deps: {
  config: AppConfig;
  users: UsersRepository;
  sessions: SessionsRepository;
  revokeApiKeys: RevokeApiKeys;
  throttle: SigninThrottle;
}) {
  const { config, users, sessions, revokeApiKeys, throttle } = deps;

  async function startSession(user: UserRow, meta: SessionMeta): Promise<string> {
    if (user.banned) throw new AppError('USER_BANNED');
    if (meta.previousToken) await sessions.deleteByToken(meta.previousToken);
    return sessions.create(user.id, config.sessionTtlDays, meta);
  }

  return {
    async signUp(input: { email: string; password: string }, meta: SessionMeta) {
      const email = normaliseEmail(input.email);
      assertStrongPassword(input.password);
      if (await users.findByEmail(email)) throw new AppError('EMAIL_TAKEN');
      const passwordHash = await hashPassword(input.password);
      let user: UserRow;
      try {
        // Never admin at sign-up: the address is unproved until its link is followed.
        user = await users.create({ email, passwordHash, role: 'user' });
      } catch (err) {
        // Two sign-ups racing for one email: the unique index decides, the loser gets the same clear error.
        if (await users.findByEmail(email)) throw new AppError('EMAIL_TAKEN');
        throw err;
      }
      const token = await startSession(user, meta);
      return { user: presentUser(user), token };
    },

    async signIn(input: { email: string; password: string }, meta: SessionMeta) {
      const email = normaliseEmail(input.email);
      const ip = meta.ip ?? '';
      const user = await users.findByEmail(email);
      // The same steps whether or not the address has an account (or a password): the same waits, one password hash
      // checked, the same answer (issue 47, low).
      const passwordHash = user?.password_hash ?? null;
      await throttle.admit(ip, email, passwordHash);
      const ok = await verifyPassword(input.password, passwordHash ?? (await dummyPasswordHash()));
      if (!user || !passwordHash || !ok) {
        await throttle.failed(ip, email, passwordHash);
        throw new AppError('INVALID_CREDENTIALS');
      }
      await throttle.succeeded(ip, email, passwordHash);
      const role = adminRoleFor(config, email, !!user.email_verified_at, user.role);
      if (role !== user.role) {
        await users.update(user.id, { role });
        user.role = role;
      }
      const token = await startSession(user, meta);
      return { user: presentUser(user), token };
    },
    /** Sign-in through the external identity provider: find by subject, then by verified email, else create. */
    async signInWithOidc(claims: { sub: string; email?: string; emailVerified?: boolean; name?: string }, meta: SessionMeta) {
      let user: UserRow | undefined = await users.findByOidcSubject(claims.sub);
      if (!user && claims.email) {
        const email = normaliseEmail(claims.email);
        // Only the provider's explicit email_verified === true counts; a missing claim is not a yes (issue 12, finding 4).
        const verified = claims.emailVerified === true;
        const existing = await users.findByEmail(email);
        if (existing) {
          // Linking needs both sides proved: otherwise whoever registered the address first (unverified) would own
          // the provider's login, or a provider account with an unproved address would take over ours.
          if (!verified || !existing.email_verified_at) throw new AppError('EMAIL_TAKEN');
          await users.update(existing.id, { oidc_subject: claims.sub });
          user = existing;
        } else {
          user = await users.create({
            email,
            passwordHash: null,
            name: claims.name ?? null,
            oidcSubject: claims.sub,
            emailVerified: verified,
            role: adminRoleFor(config, email, verified),
          });
        }
      }
      if (!user) throw new AppError('OIDC_FAILED');
      const token = await startSession(user, meta);
      return { user: presentUser(user), token };
    },
    signOut: (token: string) => sessions.deleteByToken(token),
    /** Ends every session and every API key of the account (issue 47, finding 2). */
    async signOutEverywhere(userId: string): Promise<{ sessions: number; apiKeys: number }> {
      const apiKeys = await revokeApiKeys(userId);
      return { sessions: await sessions.deleteAllForUser(userId), apiKeys };
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
