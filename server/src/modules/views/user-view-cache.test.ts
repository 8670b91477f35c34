import { describe, expect, it } from 'vitest';
import { ALL_USERS } from '../../lib/change-feed';
import { userViewCache } from './user-view-cache';

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('userViewCache', () => {
  it('serves a view from memory until it expires', async () => {
    let clock = 1_000;
    const cache = userViewCache({ ttlMs: 2_000, now: () => clock });
    let loads = 0;
    const load = async () => `v${++loads}`;
    expect(await cache.read('u1', 'stats', load)).toBe('v1');
    clock += 1_999;
    expect(await cache.read('u1', 'stats', load)).toBe('v1');
    clock += 1;
    expect(await cache.read('u1', 'stats', load)).toBe('v2');
  });

  it('keeps users and views apart', async () => {
    const cache = userViewCache({ ttlMs: 60_000 });
    await cache.read('u1', 'stats', async () => 'u1 stats');
    await cache.read('u1', 'history', async () => 'u1 history');
    await cache.read('u2', 'stats', async () => 'u2 stats');
    expect(await cache.read('u1', 'stats', async () => 'x')).toBe('u1 stats');
    expect(await cache.read('u1', 'history', async () => 'x')).toBe('u1 history');
    expect(await cache.read('u2', 'stats', async () => 'x')).toBe('u2 stats');
  });

  it("evicts one user's views, or everyone's", async () => {
    const cache = userViewCache({ ttlMs: 60_000 });
    await cache.read('u1', 'stats', async () => 'old');
    await cache.read('u1', 'history', async () => 'old');
    await cache.read('u2', 'stats', async () => 'old');
    cache.evict('u1');
    expect(await cache.read('u1', 'stats', async () => 'new')).toBe('new');
    expect(await cache.read('u1', 'history', async () => 'new')).toBe('new');
    expect(await cache.read('u2', 'stats', async () => 'new')).toBe('old');
    cache.evict(ALL_USERS);
    expect(cache.size).toBe(0);
    expect(await cache.read('u2', 'stats', async () => 'newest')).toBe('newest');
  });

  it('loads once for concurrent readers', async () => {
    const cache = userViewCache({ ttlMs: 60_000 });
    const gate = deferred<string>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return gate.promise;
    };
    const readers = [cache.read('u1', 'stats', load), cache.read('u1', 'stats', load), cache.read('u1', 'stats', load)];
    gate.resolve('once');
    expect(await Promise.all(readers)).toEqual(['once', 'once', 'once']);
    expect(loads).toBe(1);
  });

  it('does not keep a value whose load raced a change, and later readers do not join that load', async () => {
    const cache = userViewCache({ ttlMs: 60_000 });
    const before = deferred<string>();
    const early = cache.read('u1', 'stats', () => before.promise);
    cache.evict('u1'); // the write lands while the read is in flight
    const late = cache.read('u1', 'stats', async () => 'after the write');
    before.resolve('before the write');
    expect(await early).toBe('before the write');
    expect(await late).toBe('after the write');
    // What is kept is the read that started after the write.
    expect(await cache.read('u1', 'stats', async () => 'reloaded')).toBe('after the write');

    const alone = deferred<string>();
    const racing = cache.read('u2', 'stats', () => alone.promise);
    cache.evict('u2');
    alone.resolve('before the write');
    expect(await racing).toBe('before the write');
    expect(await cache.read('u2', 'stats', async () => 'reloaded')).toBe('reloaded');
  });

  it('does not cache failures', async () => {
    const cache = userViewCache({ ttlMs: 60_000 });
    await expect(cache.read('u1', 'stats', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.read('u1', 'stats', async () => 'ok')).toBe('ok');
  });

  it('is off with a zero lifetime', async () => {
    const cache = userViewCache({ ttlMs: 0 });
    let loads = 0;
    await cache.read('u1', 'stats', async () => ++loads);
    await cache.read('u1', 'stats', async () => ++loads);
    expect(loads).toBe(2);
  });

  it('drops expired entries as new ones arrive, so memory follows recent users only', async () => {
    let clock = 0;
    const cache = userViewCache({ ttlMs: 1_000, now: () => clock });
    for (let i = 0; i < 50; i++) {
      await cache.read(`u${i}`, 'history', async () => i);
      clock += 100;
    }
    // Only the users stored within the last second are still held.
    expect(cache.size).toBe(10);
  });

  it('stays within its size bound', async () => {
    const cache = userViewCache({ ttlMs: 60_000, maxEntries: 3 });
    for (const u of ['a', 'b', 'c', 'd', 'e']) await cache.read(u, 'stats', async () => u);
    expect(cache.size).toBe(3);
  });
});
