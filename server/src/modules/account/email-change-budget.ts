import { RetryLaterError } from '../../errors';
import type { AttemptCounters } from '../../lib/attempt-counters';
import { sha256Hex } from '../../lib/ids';

/**
 * Confirmation mails for an address change, per hour (issue 47, low): 5 per account (a person fixing a typo or two;
 * before this an account could send about 600 an hour, at the sign-in limit of its route) and 3 per target address,
 * whichever accounts ask, so nobody can flood a stranger's mailbox by changing many accounts to it.
 */
export const EMAIL_CHANGE_PER_ACCOUNT = 5;
export const EMAIL_CHANGE_PER_TARGET = 3;
const WINDOW_MS = 3_600_000;

export function emailChangeBudget(counters: AttemptCounters) {
  return {
    /** Takes one mail from both budgets, or throws EMAIL_CHANGE_LIMITED (a RetryLaterError) and sends nothing. */
    async take(userId: string, target: string): Promise<void> {
      const account = await counters.hit(`email-change-account:${userId}`, WINDOW_MS);
      if (account.count > EMAIL_CHANGE_PER_ACCOUNT) throw new RetryLaterError('EMAIL_CHANGE_LIMITED', account.resetInMs / 1000);
      // Hashed: the store holds no address in the clear.
      const mailbox = await counters.hit(`email-change-target:${sha256Hex(target).slice(0, 32)}`, WINDOW_MS);
      if (mailbox.count > EMAIL_CHANGE_PER_TARGET) throw new RetryLaterError('EMAIL_CHANGE_LIMITED', mailbox.resetInMs / 1000);
    },
  };
}

export type EmailChangeBudget = ReturnType<typeof emailChangeBudget>;
