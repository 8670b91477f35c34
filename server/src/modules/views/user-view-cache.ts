import { ALL_USERS } from '../../lib/change-feed';

export const VIEW_NAMES = ['stats', 'history'] as const;
export type ViewName = (typeof VIEW_NAMES)[number];

export interface UserViewCache {
  /** The user's view from the cache, or from load() (once, however many requests ask at the same moment). */
  read<T>(userId: string, view: ViewName, load: () => Promise<T>): Promise<T>;
  /** Forgets a user's views, or everyone's for ALL_USERS. */
  evict(target: string): void;
  readonly size: number;
}

/**
 * A short-lived, per-process cache of what a signed-in user's screens read most often: the stats card (every page
 * shows the remaining count) and the history list. Writes that change a user's data evict that user's views
 * through the change feed before the write's response is sent, so the user never sees their own change missing.
 * A value loaded while any eviction happened is handed to its callers but not kept, so a read that raced a write
 * cannot park old data in the cache. ttlMs 0 turns the cache off.
 */
export function userViewCache(options: { ttlMs: number; maxEntries?: number; now?: () => number }): UserViewCache {
  const { ttlMs, maxEntries = 5_000, now = Date.now } = options;
  const entries = new Map<string, { value: unknown; until: number }>();
  const inflight = new Map<string, Promise<unknown>>();
  let evictions = 0;

  const keyOf = (view: ViewName, userId: string) => `${view}:${userId}`;

  /**
   * Entries are kept in the order they were stored, which with one lifetime for all is the order they expire in:
   * expired ones are dropped from the front on every store, so memory follows the users active within the
   * lifetime rather than everyone seen since start-up (an entry's size: docs/decisions/0010).
   */
  function store(key: string, value: unknown): void {
    const at = now();
    entries.delete(key);
    for (const [oldest, entry] of entries) {
      if (entry.until > at && entries.size < maxEntries) break;
      entries.delete(oldest);
    }
    entries.set(key, { value, until: at + ttlMs });
  }

  return {
    async read<T>(userId: string, view: ViewName, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const key = keyOf(view, userId);
      const hit = entries.get(key);
      if (hit && hit.until > now()) return hit.value as T;
      const pending = inflight.get(key);
      if (pending) return pending as Promise<T>;

      const startedAt = evictions;
      const loading = load().then(
        (value) => {
          if (inflight.get(key) === loading) inflight.delete(key);
          if (evictions === startedAt) store(key, value);
          return value;
        },
        (err: unknown) => {
          if (inflight.get(key) === loading) inflight.delete(key);
          throw err;
        },
      );
      inflight.set(key, loading);
      return loading;
    },

    evict(target: string): void {
      evictions += 1;
      if (target === ALL_USERS) {
        entries.clear();
        inflight.clear();
        return;
      }
      for (const view of VIEW_NAMES) {
        entries.delete(keyOf(view, target));
        // Later readers must not join a load that started before the change.
        inflight.delete(keyOf(view, target));
      }
    },

    get size() {
      return entries.size;
    },
  };
}
