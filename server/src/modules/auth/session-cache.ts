import { ALL_USERS } from '../../lib/change-feed';
import type { SessionsRepository } from '../../repositories/sessions.repository';

type SessionRow = NonNullable<Awaited<ReturnType<SessionsRepository['findValid']>>>;

/**
 * Remembers valid sessions for a couple of seconds, so a burst of API calls from one browser does not look the
 * session up for every request. Sign-out, sign-out-everywhere and bans made through this process drop entries at
 * once; other app processes hear of them through the change feed (Redis), or see them within the TTL without it
 * (see docs/decisions/0009-performance.md and 0010-user-views.md).
 */
export function withSessionCache(
  repo: SessionsRepository,
  ttlMs = 2_000,
  maxEntries = 10_000,
): SessionsRepository & { evict(target: string): void } {
  const cache = new Map<string, { row: SessionRow; until: number }>();

  return {
    ...repo,
    async findValid(token: string) {
      if (ttlMs <= 0) return repo.findValid(token);
      const hit = cache.get(token);
      const now = Date.now();
      if (hit && hit.until > now && Date.parse(hit.row.expires_at) > now) return hit.row;
      if (hit) cache.delete(token);
      const row = await repo.findValid(token);
      if (row) {
        if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
        cache.set(token, { row, until: now + ttlMs });
      }
      return row;
    },
    async deleteByToken(token: string) {
      cache.delete(token);
      await repo.deleteByToken(token);
    },
    /** Drops the cached sessions of a user whose account changed elsewhere, or all of them for ALL_USERS. */
    evict(target: string) {
      if (target === ALL_USERS) cache.clear();
      else for (const [token, entry] of cache) if (entry.row.id === target) cache.delete(token);
    },
    async deleteAllForUser(userId: string) {
      for (const [token, entry] of cache) if (entry.row.id === userId) cache.delete(token);
      return repo.deleteAllForUser(userId);
    },
  };
}
