import type { AuthUser } from '../../../../shared/src/api';
import type { AppConfig } from '../../config/config';
import { AppError } from '../../errors';
import type { UserRow, UsersRepository } from '../../repositories/users.repository';
import type { SessionsRepository } from '../../repositories/sessions.repository';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import { assertStrongPassword, normaliseEmail } from './validation';

export interface SessionMeta {
  userAgent?: string | null;
  ip?: string | null;
  /** The token the browser presented, if any: it is revoked so a fixed session can never be upgraded. */
  previousToken?: string | null;
}

export function presentUser(user: Pick<UserRow, 'id' | 'email' | 'name' | 'role' | 'created_at'>): AuthUser {
  return { id: user.id, email: user.email, name: user.name, role: user.role, createdAt: user.created_at };
}

export function authService(deps: { config: AppConfig; users: UsersRepository; sessions: SessionsRepository }) {
  const { config, users, sessions } = deps;
  const roleFor = (email: string, current: 'user' | 'admin' = 'user'): 'user' | 'admin' =>
    config.adminEmails.includes(email) ? 'admin' : current;

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
        user = await users.create({ email, passwordHash, role: roleFor(email) });
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
      const user = await users.findByEmail(email);
      if (!user || !user.password_hash) {
        await verifyPassword(input.password, await dummyPasswordHash());
        throw new AppError('INVALID_CREDENTIALS');
      }
      if (!(await verifyPassword(input.password, user.password_hash))) throw new AppError('INVALID_CREDENTIALS');
      const role = roleFor(email, user.role);
      if (role !== user.role) {
        await users.update(user.id, { role });
        user.role = role;
      }
      const token = await startSession(user, meta);
      return { user: presentUser(user), token };
    },

    /** Sign-in through the external identity provider: find by subject, then by verified email, else create. */
    async signInWithOidc(claims: { sub: string; email?: string; emailVerified?: boolean; name?: string }, meta: SessionMeta) {
      let user = await users.findByOidcSubject(claims.sub);
      if (!user && claims.email && claims.emailVerified !== false) {
        const email = normaliseEmail(claims.email);
        user = await users.findByEmail(email);
        if (user) await users.update(user.id, { oidc_subject: claims.sub });
        else
          user = await users.create({
            email,
            passwordHash: null,
            name: claims.name ?? null,
            oidcSubject: claims.sub,
            role: roleFor(email),
          });
      }
      if (!user) throw new AppError('OIDC_FAILED');
      const token = await startSession(user, meta);
      return { user: presentUser(user), token };
    },

    signOut: (token: string) => sessions.deleteByToken(token),
    signOutEverywhere: (userId: string) => sessions.deleteAllForUser(userId),
  };
}

export type AuthService = ReturnType<typeof authService>;
