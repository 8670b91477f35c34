/**
 * Announces that some users' data changed, so per-process caches (sessions, the stats and history views) drop
 * what they hold. A target is a user id, or ALL_USERS for changes that may touch anyone (webhooks, admin
 * actions, billing maintenance). With Redis configured the feed reaches every app process; otherwise only this
 * one, and other processes rely on their caches' short lifetime.
 */
export const ALL_USERS = '*';

export type ChangeListener = (target: string) => void;

export interface ChangeFeed {
  /** Tells this process's listeners at once (before returning), then the other processes. */
  publish(target: string): void;
  subscribe(listener: ChangeListener): void;
  close(): Promise<void>;
}

/** Fan-out to this process's listeners; a listener that throws does not keep the others from hearing. */
export function notifyAll(listeners: readonly ChangeListener[], target: string, onError: (err: unknown) => void): void {
  for (const listener of listeners) {
    try {
      listener(target);
    } catch (err) {
      onError(err);
    }
  }
}

export function localChangeFeed(onError: (err: unknown) => void = () => {}): ChangeFeed {
  const listeners: ChangeListener[] = [];
  return {
    publish: (target) => notifyAll(listeners, target, onError),
    subscribe: (listener) => void listeners.push(listener),
    close: async () => {},
  };
}
