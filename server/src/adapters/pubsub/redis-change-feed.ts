import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { notifyAll, type ChangeFeed, type ChangeListener } from '../../lib/change-feed';

/**
 * The change feed over Redis pub/sub, so a ban, a payment webhook or a new prediction handled by one app process
 * clears the caches of all of them. Each message carries its sender's id so a process does not clear its caches
 * a second time for its own change. Pub/sub is fire-and-forget: a process that is disconnected at that moment
 * misses the message, and its caches' lifetime (seconds) bounds how stale it can be.
 */
export function redisChangeFeed(url: string, options: { channel: string; onError: (err: unknown) => void }): ChangeFeed {
  const self = randomUUID();
  const listeners: ChangeListener[] = [];
  const publisher = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: false });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  publisher.on('error', options.onError);
  subscriber.on('error', options.onError);
  subscriber.on('message', (_channel: string, message: string) => {
    const space = message.indexOf(' ');
    if (space < 0 || message.slice(0, space) === self) return;
    notifyAll(listeners, message.slice(space + 1), options.onError);
  });
  subscriber.subscribe(options.channel).catch(options.onError);

  return {
    publish(target) {
      notifyAll(listeners, target, options.onError);
      publisher.publish(options.channel, `${self} ${target}`).catch(options.onError);
    },
    subscribe: (listener) => void listeners.push(listener),
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
