import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { isLanguageDependentKey, ResponseShapeError } from '../../lib/api';
import { userKeys } from '../account/keys';
import { proKeys } from '../pro/keys';
import { fetchHistory, fetchPrediction } from './api';
import { predictionKeys } from './keys';

// lib/api reads the UI language from the app's i18n module, which loads catalogs over HTTP.
vi.mock('../../i18n', () => ({ default: { language: 'en', resolvedLanguage: 'en' } }));

const item = {
  id: 'p1',
  createdAt: '2026-11-14T15:30:00.000Z',
  overallConfidence: 70,
  confidence: 70,
  sport: 'football',
  extractedData: { teams: ['Arsenal', 'Chelsea'], date: null, odds: { home: '2.10', draw: null, away: '3.20' } },
  correctedTeams: null,
  mainRecommendation: 'Back Arsenal',
  recommendation: 'Back Arsenal',
  bettingOptions: [{ type: 'Arsenal to win', confidence: 71, recommendation: 'Value bet', odds: '2.10', key: 'home' }],
  keyFactors: [],
  outcome: null,
  language: 'en',
  facts: null,
};

function answer(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('history api', () => {
  it('returns the stored analyses as sent', async () => {
    answer([item]);
    await expect(fetchHistory()).resolves.toEqual([item]);
  });

  it('refuses an analysis whose outcome or facts are not what the server promises, naming the item', async () => {
    answer([item, { ...item, outcome: 'home-win' }]);
    const err = await fetchHistory().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ResponseShapeError);
    expect((err as Error).message).toMatch(/\[1\]\.outcome|1\.outcome/);
    answer([{ ...item, facts: 'verdict' }]);
    await expect(fetchHistory()).rejects.toThrow(/facts must be an object/);
  });
});

const prediction = {
  id: 'p1',
  language: 'en',
  sport: 'football',
  league: null,
  extractedData: {
    teams: ['Arsenal', 'Chelsea'],
    date: null,
    time: null,
    homeOdds: '2.10',
    drawOdds: null,
    awayOdds: '3.20',
    oddsFormat: 'decimal',
  },
  correctedTeams: null,
  overallConfidence: 70,
  mainRecommendation: 'Back Arsenal',
  recommendedOption: 'home',
  marketAnalysis: { margin: 4.2, options: [] },
  model: null,
  probabilities: { home: 50, draw: null, away: 50 },
  bettingOptions: [],
  keyFactors: [],
  warnings: [],
  screenshotsAnalyzed: 1,
  engineVersion: '3',
};

describe('stored analysis', () => {
  it('passes the engine breakdowns through untouched and refuses a result without its headline fields', async () => {
    answer(prediction);
    await expect(fetchPrediction('p1')).resolves.toEqual(prediction);
    const { engineVersion: _dropped, ...withoutVersion } = prediction;
    answer(withoutVersion);
    await expect(fetchPrediction('p1')).rejects.toThrow(/GET \/api\/predictions\/p1[\s\S]*engineVersion/);
  });
});

describe('prediction keys', () => {
  it('are refetched on a language change, like the Pro views of the same user', () => {
    for (const key of [predictionKeys.history(), predictionKeys.detail('p1'), predictionKeys.bet('p1'), proKeys.bets()]) {
      expect(isLanguageDependentKey(key)).toBe(true);
    }
  });

  it('invalidating the history leaves the stored analyses and their bets cached', async () => {
    const client = new QueryClient();
    for (const key of [predictionKeys.history(), predictionKeys.detail('p1'), predictionKeys.bet('p1'), userKeys.stats()]) {
      client.setQueryData(key, {});
    }
    await client.invalidateQueries({ queryKey: predictionKeys.history() });
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey);
    expect(stale).toEqual([predictionKeys.history()]);
  });
});
