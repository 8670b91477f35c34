import type { AuthUser } from '@shared/api';
import type { Language } from '@shared/prediction';
import { AppError } from '../../errors';
import type { AppConfig } from '../../config/config';
import type { Logger } from '../../lib/logger';
import type { UsersRepository } from '../../repositories/users.repository';
import type { SessionsRepository } from '../../repositories/sessions.repository';
import type { EmailFlows } from './email-flows';
import type { ObjectStorage } from '../../adapters/storage/object-storage';
import type { AccountDataRepository } from '../../repositories/account-data.repository';
import type { EmailChangeBudget } from './email-change-budget';
import { assertStrongPassword, hashPassword, normaliseEmail, verifyPassword, type SessionMeta } from '../auth';

/** The signed-in user's own account controls: password, email, export, deletion. */
export function accountService(deps: {
  config: AppConfig;
  users: UsersRepository;
  sessions: SessionsRepository;
  emails: Pick<EmailFlows, 'sendVerification'>;
  logger: Pick<Logger, 'warn'>;
  data: AccountDataRepository;
  storage: ObjectStorage;
  announce: (userId: string) => void;
  /** Ends every API key of an account; answers how many were live. */
  revokeApiKeys: (userId: string) => Promise<number>;
  /** Confirmation mails for an address change, per account and per target address. */
  emailChanges: EmailChangeBudget;
}) {
  const { config, users, sessions, emails, logger, data, storage, announce, revokeApiKeys, emailChanges } = deps;

  /** The current password, where the account has one; an SSO-only account confirms by typing its address. */
  async function confirmOwner(user: AuthUser, proof: { password?: string; confirmEmail?: string }) {
    const row = await users.findById(user.id);
    if (!row) throw new AppError('UNAUTHORIZED');
    if (row.password_hash) {
      if (!proof.password || !(await verifyPassword(proof.password, row.password_hash))) throw new AppError('WRONG_PASSWORD');
    } else if (!proof.confirmEmail || proof.confirmEmail.trim().toLowerCase() !== row.email) {
      throw new AppError('WRONG_PASSWORD');
    }
    return row;
  }

  return {
    /**
     * Sets a new password and ends every other session and every API key (issue 47, finding 2); returns a fresh
     * session token for this browser and what was ended, for the account page to say.
     */
    async changePassword(user: AuthUser, input: { currentPassword: string; newPassword: string }, meta: SessionMeta) {
      assertStrongPassword(input.newPassword);
      await confirmOwner(user, { password: input.currentPassword });
      await users.update(user.id, {
        // A new password hash also starts every address's sign-in failure count at this account afresh.
        password_hash: await hashPassword(input.newPassword),
      });
      const apiKeys = await revokeApiKeys(user.id);
      // This browser's session is ended too and made anew below: the others are the ones to tell of.
      const otherSessions = Math.max(0, (await sessions.deleteAllForUser(user.id)) - 1);
      announce(user.id);
      return { token: await sessions.create(user.id, config.sessionTtlDays, meta), otherSessions, apiKeys };
    },

    /** Mails a link to the new address; the account's address changes only when that link is followed. */
    async changeEmail(user: AuthUser, input: { email: string; password?: string; confirmEmail?: string }, language: Language) {
      const email = normaliseEmail(input.email);
      await confirmOwner(user, input);
      if (email === user.email) return;
      if (await users.findByEmail(email)) throw new AppError('EMAIL_TAKEN');
      await emailChanges.take(user.id, email);
      await emails.sendVerification(user, language, email);
    },

    async exportData(user: AuthUser) {
      const rows = await data.exportRows(user.id);
      return {
        exportedAt: new Date().toISOString(),
        account: rows.user && {
          id: rows.user.id,
          email: rows.user.email,
          name: rows.user.name,
          role: rows.user.role,
          createdAt: rows.user.created_at,
          emailVerifiedAt: rows.user.email_verified_at,
          freePredictionsUsed: rows.user.free_used,
        },
        predictions: rows.predictions.map((p) => ({
          id: p.id,
          createdAt: p.created_at,
          language: p.language,
          sport: p.sport,
          overallConfidence: p.overall_confidence,
          result: JSON.parse(p.result_json) as unknown,
          outcome: p.outcome,
          outcomeAt: p.outcome_at,
        })),
        outcomes: rows.predictions
          .filter((p) => p.outcome)
          .map((p) => ({ predictionId: p.id, outcome: p.outcome, recordedAt: p.outcome_at })),
        bets: rows.bets.map((b) => ({
          predictionId: b.prediction_id,
          selection: b.selection,
          stake: b.stake,
          currency: b.currency,
          odds: b.odds,
          closingOdds: b.closing_odds,
          result: b.result,
          recordedAt: b.recorded_at,
          settledAt: b.settled_at,
        })),
        apiKeys: rows.apiKeys.map((k) => ({
          name: k.name,
          prefix: k.prefix,
          createdAt: k.created_at,
          lastUsedAt: k.last_used_at,
          revokedAt: k.revoked_at,
        })),
        subscription: rows.subscriptions.map((s) => ({
          provider: s.provider,
          status: s.status,
          currentPeriodEnd: s.current_period_end,
          cancelAtPeriodEnd: !!s.cancel_at_period_end,
          createdAt: s.created_at,
          updatedAt: s.updated_at,
        })),
        uploads: rows.uploads.map((u) => ({
          id: u.id,
          contentType: u.content_type,
          size: u.size,
          width: u.width,
          height: u.height,
          createdAt: u.created_at,
          deletedAt: u.deleted_at,
        })),
      };
    },

    /** Erases the account (rows first, in one transaction; then the stored screenshots). */
    async deleteAccount(user: AuthUser, proof: { password?: string; confirmEmail?: string }) {
      await confirmOwner(user, proof);
      const keys = await data.liveUploadKeys(user.id);
      await data.eraseAccount(user.id);
      announce(user.id);
      for (const key of keys) {
        await storage.delete(key).catch((err: unknown) => logger.warn({ err, key }, 'upload of a deleted account not removed'));
      }
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
