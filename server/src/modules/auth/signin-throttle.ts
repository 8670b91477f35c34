import { isIPv6 } from 'node:net';
import { RetryLaterError } from '../../errors';
import { sha256Hex } from '../../lib/ids';
import type { AttemptCounters } from '../../lib/attempt-counters';

/** Failed sign-ins one address may make at one account before it waits, and the longest wait. */
const SIGNIN_FREE_FAILURES = 5;
const SIGNIN_BACKOFF_BASE_MS = 30_000;
const SIGNIN_BACKOFF_MAX_MS = 15 * 60_000;
/** How long an address's failures at an account are remembered after the first of them. */
const PAIR_MEMORY_MS = 24 * 3_600_000;
/** The window of the per-address budget across accounts (issue 47, low: password spraying). */
export const ADDRESS_WINDOW_MS = 15 * 60_000;

export function signinBackoffMs(failures: number): number {
  if (failures < SIGNIN_FREE_FAILURES) return 0;
  return Math.min(SIGNIN_BACKOFF_MAX_MS, SIGNIN_BACKOFF_BASE_MS * 2 ** (failures - SIGNIN_FREE_FAILURES));
}

/**
 * The part of an address one party controls: an IPv4 address, or an IPv6 address's /64 (one customer's network; a
 * host picks any address inside it at will). IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
export function addressGroup(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) takes two groups; only the first four groups matter here.
  const missing = 8 - left.length - right.length - (right.at(-1)?.includes('.') ? 1 : 0);
  const groups = ip.includes('::') ? [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Sign-in throttling that never lets a stranger lock the owner out, and answers alike whether an account exists
 * (issue 47, low):
 * - Failures count per address and account: after five, that address waits 30 s, doubling to 15 min, before it may
 *   try that account again. The owner, from any other address, is not held up. The count is keyed on the address
 *   as typed, so an unknown address is held exactly like a real one, and on the account's current password hash, so a
 *   reset (or a password change) starts a fresh count for everyone.
 * - Each address has a budget of failures across all accounts (`failuresPerAddress` per 15 minutes), which is what
 *   stops one address trying one password on many accounts. Past it every sign-in from that address waits for the
 *   window to end, right password or not: an answer that differed would tell the sprayer the password was right.
 * A refusal comes before any password is checked and names when to come back (Retry-After).
 */
export function signinThrottle(deps: { counters: AttemptCounters; failuresPerAddress: number }) {
  const { counters, failuresPerAddress } = deps;
  const addressKey = (ip: string) => `signin-address:${addressGroup(ip)}`;
  // Hashed: the store holds no address in the clear, and the key is short whatever the address's length.
  const pairKey = (ip: string, email: string, passwordHash: string | null) =>
    `signin-pair:${addressGroup(ip)}:${sha256Hex(`${email}\n${passwordHash ?? ''}`).slice(0, 32)}`;

  return {
    /** Throws SIGNIN_ADDRESS_LIMITED or SIGNIN_LOCKED (both RetryLaterError) when this attempt must wait. */
    async admit(ip: string, email: string, passwordHash: string | null): Promise<void> {
      const address = await counters.peek(addressKey(ip));
      if (address.count >= failuresPerAddress) throw new RetryLaterError('SIGNIN_ADDRESS_LIMITED', address.resetInMs / 1000);
      const wait = await counters.peek(`${pairKey(ip, email, passwordHash)}:wait`);
      if (wait.count > 0) throw new RetryLaterError('SIGNIN_LOCKED', wait.resetInMs / 1000);
    },

    async failed(ip: string, email: string, passwordHash: string | null): Promise<void> {
      const key = pairKey(ip, email, passwordHash);
      await counters.hit(addressKey(ip), ADDRESS_WINDOW_MS);
      const { count } = await counters.hit(key, PAIR_MEMORY_MS);
      const wait = signinBackoffMs(count);
      if (wait > 0) await counters.hold(`${key}:wait`, wait);
    },

    /** The right password: this address's count at this account starts again (the address's budget does not). */
    async succeeded(ip: string, email: string, passwordHash: string | null): Promise<void> {
      const key = pairKey(ip, email, passwordHash);
      await counters.clear(key, `${key}:wait`);
    },
  };
}

export type SigninThrottle = ReturnType<typeof signinThrottle>;
