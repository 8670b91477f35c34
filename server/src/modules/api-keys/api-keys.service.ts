import { API_KEY_PREFIX, MAX_API_KEYS, type ApiKeyCreated, type ApiKeyView } from '@shared/pro';
import { AppError } from '../../errors';
import { newId, nowIso, randomToken, sha256Hex } from '../../lib/ids';
import type { ApiKeysRepository } from '../../repositories/api-keys.repository';
import type { ProAccess } from '../analytics';

/** Characters of the token kept for display ("olk_" and eight more): enough to tell keys apart, useless alone. */
const SHOWN_PREFIX = API_KEY_PREFIX.length + 8;

/** Personal API keys (Pro): the token is shown once at creation; only its SHA-256 is stored, like session tokens. */
export function apiKeysService(deps: { keys: ApiKeysRepository; pro: ProAccess }) {
  const { keys, pro } = deps;
  return {
    /**
     * A key is made only under an address its owner proved: before, someone who signed up with another person's
     * address (never confirmed) could buy Pro and keep a key the real owner's recovery did not end (issue 47, finding 2).
     */
    async create(user: { id: string; emailVerified: boolean }, name: string): Promise<ApiKeyCreated> {
      const userId = user.id;
      if (!user.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED');
      await pro.require(userId);
      // Counted before the insert: two racing creations could both pass at 9, which leaves 11 keys at worst;
      // the cap limits clutter and exposure, not a resource that breaks at 11.
      if ((await keys.countLive(userId)) >= MAX_API_KEYS) throw new AppError('API_KEY_LIMIT');
      const token = `${API_KEY_PREFIX}${randomToken(32)}`;
      const row = {
        id: newId(),
        user_id: userId,
        name,
        prefix: token.slice(0, SHOWN_PREFIX),
        token_hash: sha256Hex(token),
        created_at: nowIso(),
        last_used_at: null,
        revoked_at: null,
      };
      await keys.insert(row);
      return { id: row.id, name, prefix: row.prefix, createdAt: row.created_at, lastUsedAt: null, token };
    },

    /** Listing is open to a user whose Pro ended, so old keys can still be seen and revoked. */
    async list(userId: string): Promise<ApiKeyView[]> {
      return (await keys.listLive(userId)).map((k) => ({
        id: k.id,
        name: k.name,
        prefix: k.prefix,
        createdAt: k.created_at,
        lastUsedAt: k.last_used_at,
      }));
    },

    async revoke(userId: string, id: string): Promise<void> {
      if (!(await keys.revoke(id, userId, nowIso()))) throw new AppError('NOT_FOUND');
    },
  };
}
export type ApiKeysService = ReturnType<typeof apiKeysService>;
