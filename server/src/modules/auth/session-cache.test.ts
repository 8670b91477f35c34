import { describe, expect, it, vi } from 'vitest';
import { withSessionCache } from './session-cache';
import type { SessionsRepository } from '../../repositories/sessions.repository';

function fakeRepo() {
  const row = {
    session_id: 'h',
    expires_at: '2999-01-01T00:00:00.000Z',
    last_seen_at: new Date().toISOString(),
    id: 'u1',
    email: 'a@b.cc',
    name: null,
    role: 'user' as const,
    banned: 0,
    created_at: '2026-01-01T00:00:00.000Z',
  };
  const findValid = vi.fn(async (token: string) => (token === 'good' ? row : undefined));
  const repo = {
    findValid,
    deleteByToken: vi.fn(async () => undefined),
    deleteAllForUser: vi.fn(async () => 1),
  } as unknown as SessionsRepository;
  return { repo, findValid };
}

describe('session cache', () => {
  it('serves repeated lookups from memory within the TTL', async () => {
    const { repo, findValid } = fakeRepo();
    const cached = withSessionCache(repo, 60_000);
    expect((await cached.findValid('good'))?.id).toBe('u1');
    expect((await cached.findValid('good'))?.id).toBe('u1');
    expect(findValid).toHaveBeenCalledTimes(1);
  });

  it('never caches a miss, and forgets on sign-out and sign-out-everywhere', async () => {
    const { repo, findValid } = fakeRepo();
    const cached = withSessionCache(repo, 60_000);
    await cached.findValid('bad');
    await cached.findValid('bad');
    expect(findValid).toHaveBeenCalledTimes(2);
    await cached.findValid('good');
    await cached.deleteByToken('good');
    await cached.findValid('good');
    expect(findValid).toHaveBeenCalledTimes(4);
    await cached.deleteAllForUser('u1');
    await cached.findValid('good');
    expect(findValid).toHaveBeenCalledTimes(5);
  });

  it("drops a user's sessions, or everyone's, when the change feed says so", async () => {
    const { repo, findValid } = fakeRepo();
    const cached = withSessionCache(repo, 60_000);
    await cached.findValid('good');
    cached.evict('someone-else');
    await cached.findValid('good');
    expect(findValid).toHaveBeenCalledTimes(1);
    cached.evict('u1');
    await cached.findValid('good');
    expect(findValid).toHaveBeenCalledTimes(2);
    cached.evict('*');
    await cached.findValid('good');
    expect(findValid).toHaveBeenCalledTimes(3);
  });

  it('expires entries after the TTL', async () => {
    const { repo, findValid } = fakeRepo();
    const cached = withSessionCache(repo, 0);
    await cached.findValid('good');
    await new Promise((r) => setTimeout(r, 2));
    await cached.findValid('good');
    expect(findValid).toHaveBeenCalledTimes(2);
  });
});
