import type { Language } from '@shared/prediction';
import type { AppConfig } from '../../config/config';
import { AppError } from '../../errors';
import { nowIso } from '../../lib/ids';
import type { Logger } from '../../lib/logger';
import type { MailMessage, Mailer } from '../../adapters/mail/mailer';
import type { AccountTokensRepository, ConsumeResult } from '../../repositories/account-tokens.repository';
import type { UserRow, UsersRepository } from '../../repositories/users.repository';
import type { SessionsRepository } from '../../repositories/sessions.repository';
import { adminRoleFor, assertStrongPassword, hashPassword, normaliseEmail } from '../auth';
import { passwordResetMail, verificationMail } from './mail-templates';

export const VERIFY_TTL_MS = 24 * 3_600_000;
export const RESET_TTL_MS = 3_600_000;

export function tokenError(reason: Exclude<ConsumeResult, { ok: true }>['reason']): AppError {
  return new AppError(reason === 'expired' ? 'TOKEN_EXPIRED' : reason === 'used' ? 'TOKEN_USED' : 'TOKEN_INVALID');
}

/**
 * Everything that goes through a mailed one-time link: confirming an address (sign-up, email change) and resetting a
 * password. Mail is sent in the background so a request's timing never tells whether an account exists; failures are
 * logged, never shown (the user can ask again).
 */
export function emailFlows(deps: {
  config: AppConfig;
  users: UsersRepository;
  sessions: SessionsRepository & { evict?(target: string): void };
  tokens: AccountTokensRepository;
  mailer: Mailer;
  logger: Pick<Logger, 'error'>;
  /** Ends every API key of an account; answers how many were live. */
  revokeApiKeys: (userId: string) => Promise<number>;
}) {
  const { config, users, sessions, tokens, mailer, logger, revokeApiKeys } = deps;
  const inFlight = new Set<Promise<void>>();
  // Other app processes cache sessions for a moment; they hear of role and password changes through these.
  const listeners: ((userId: string) => void)[] = [];
  const changed = (userId: string) => {
    sessions.evict?.(userId);
    for (const l of listeners) l(userId);
  };
  const link = (path: string, token: string) => `${config.publicUrl}${path}?token=${encodeURIComponent(token)}`;

  function deliver(message: MailMessage): void {
    const p = mailer
      .send(message)
      .catch((err: unknown) => logger.error({ err, to: message.to, subject: message.subject }, 'mail not sent'))
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  }

  return {
    /** Called with the id of every account whose role, address or sessions changed here. */
    onUserChanged(listener: (userId: string) => void): void {
      listeners.push(listener);
    },

    /** Resolves when every message handed to the mailer so far has been sent (or has failed). */
    async flush(): Promise<void> {
      while (inFlight.size) await Promise.all([...inFlight]);
    },

    /** Mails a confirmation link for `email` (the account's own, or the new one of an email change). */
    async sendVerification(user: Pick<UserRow, 'id' | 'email'>, language: Language, email = user.email): Promise<void> {
      const token = await tokens.issue(user.id, 'verify', VERIFY_TTL_MS, email);
      deliver(verificationMail(email, link('/verify-email', token), language));
    },

    /**
     * Confirms the address the link was sent to; an ADMIN_EMAILS address becomes admin only here. A new address (an
     * email change) ends every API key made under the old one (issue 47, finding 2).
     */
    async verifyEmail(token: string): Promise<{ user: UserRow; apiKeysRevoked: number }> {
      const used = await tokens.consume(token, 'verify');
      if (!used.ok) throw tokenError(used.reason);
      const user = await users.findById(used.row.user_id);
      if (!user || user.banned) throw new AppError('TOKEN_INVALID');
      const email = used.row.email ?? user.email;
      if (email !== user.email) {
        const holder = await users.findByEmail(email);
        if (holder && holder.id !== user.id) throw new AppError('EMAIL_TAKEN');
      }
      const patch = { email, email_verified_at: nowIso(), role: adminRoleFor(config, email, true, user.role) };
      try {
        await users.update(user.id, patch);
      } catch (err) {
        if (await users.findByEmail(email)) throw new AppError('EMAIL_TAKEN');
        throw err;
      }
      const apiKeysRevoked = email !== user.email ? await revokeApiKeys(user.id) : 0;
      changed(user.id);
      return { user: { ...user, ...patch }, apiKeysRevoked };
    },

    /** Always quiet about whether the address has an account: the route answers 202 either way. */
    async requestPasswordReset(rawEmail: string, language: Language): Promise<void> {
      const email = normaliseEmail(rawEmail);
      const user = await users.findByEmail(email);
      if (!user || user.banned) return;
      const token = await tokens.issue(user.id, 'reset', RESET_TTL_MS);
      deliver(passwordResetMail(user.email, link('/reset-password', token), language));
    },

    /**
     * Sets the new password and ends every credential of the account made before it: sessions, API keys and unused
     * mailed links (a pending address change). Following the link proves the mailbox, so whoever held the account
     * before (someone who signed up with this address and never proved it) keeps nothing (issue 47, finding 2).
     * A bad password spends no token.
     */
    async confirmPasswordReset(token: string, password: string): Promise<{ sessions: number; apiKeys: number }> {
      assertStrongPassword(password);
      const used = await tokens.consume(token, 'reset');
      if (!used.ok) throw tokenError(used.reason);
      // Following the link proves the mailbox too, so the address counts as verified from here on.
      const user = await users.findById(used.row.user_id);
      if (!user) throw new AppError('TOKEN_INVALID');
      await users.update(user.id, {
        // A new password hash also starts every address's sign-in failure count at this account afresh.
        password_hash: await hashPassword(password),
        email_verified_at: user.email_verified_at ?? nowIso(),
        role: adminRoleFor(config, user.email, true, user.role),
      });
      await tokens.retireAllForUser(user.id);
      const apiKeys = await revokeApiKeys(user.id);
      const ended = await sessions.deleteAllForUser(user.id);
      changed(user.id);
      return { sessions: ended, apiKeys };
    },
  };
}

export type EmailFlows = ReturnType<typeof emailFlows>;
