import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isLanguageDependentKey, ResponseShapeError } from '../../lib/api';
import { fetchAuthUser, fetchUserStats } from './api';
import { authKeys, isNotAuthUserQuery, userKeys } from './keys';

// lib/api reads the UI language from the app's i18n module, which loads catalogs over HTTP.
vi.mock('../../i18n', () => ({ default: { language: 'en', resolvedLanguage: 'en' } }));

const stats = {
  remainingPredictions: 2,
  unlimited: false,
  hasSubscription: false,
  freePredictionLimit: 3,
  freePredictionPeriod: 'lifetime',
  freePredictionsResetAt: null,
  usedPredictions: 1,
  totalPredictions: 1,
  subscription: null,
  trackRecord: { settled: 0, correct: 0, results: 0, likeliestScored: 0, likeliestRight: 0, picks: 0, picksWon: 0 },
};

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('account api', () => {
  it('returns the user stats the server sent, fields it adds included', async () => {
    answer(200, { ...stats, extra: 'kept' });
    await expect(fetchUserStats()).resolves.toEqual({ ...stats, extra: 'kept' });
  });

  it('names the endpoint and the wrong field when the stats do not match their schema', async () => {
    answer(200, { ...stats, remainingPredictions: 'two' });
    const err = await fetchUserStats().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ResponseShapeError);
    expect((err as Error).message).toContain('GET /api/user/stats');
    expect((err as Error).message).toContain('remainingPredictions');
  });

  it('reads a 401 for the current user as signed out, and any other failure as an error', async () => {
    answer(401, { code: 'UNAUTHORIZED', message: 'Sign in' });
    await expect(fetchAuthUser()).resolves.toBeNull();
    answer(500, { message: 'boom' });
    await expect(fetchAuthUser()).rejects.toBeInstanceOf(ApiError);
  });
});

describe('account keys', () => {
  it('keeps the stats refetched on a language change and the signed-in user out of it', () => {
    expect(isLanguageDependentKey(userKeys.stats())).toBe(true);
    expect(isLanguageDependentKey(authKeys.user())).toBe(false);
  });

  it('tells the current user apart from every other query', () => {
    expect(isNotAuthUserQuery({ queryKey: authKeys.user() })).toBe(false);
    expect(isNotAuthUserQuery({ queryKey: userKeys.stats() })).toBe(true);
    expect(isNotAuthUserQuery({ queryKey: authKeys.providers() })).toBe(true);
  });
});
