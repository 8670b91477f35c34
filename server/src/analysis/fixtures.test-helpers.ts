import type { ExtractedMatch } from '@shared/prediction';
import { createRatingsModel, type RatingsFile } from './team-model';

/** Small hand-written ratings artifact for tests (no dependency on ../shared/data). */
export function fixtureRatings(weight = 0.3): ReturnType<typeof createRatingsModel> {
  const file: RatingsFile = {
    version: 1,
    generatedAt: '2026-06-01T00:00:00.000Z',
    source: { matches: 4, from: '2025-08-01', to: '2026-05-24', description: 'fixture' },
    elo: { k: 15, homeAdvantage: 60, newTeamOffset: 80, seasonRegression: 0.2, idleDays: 45, leagueMeanRate: 0.01 },
    drawModel: { beta: 0.5, fallback: { home: 0.4, cut: 0.6 }, leagues: { E0: { home: 0.44, cut: 0.61 } } },
    market: { devigMethod: 'shin', validationLogLoss: {} },
    blend: {
      method: 'logarithmic',
      weight,
      fitSeasons: 'fixture',
      validationSeasons: 'fixture',
      testFrom: 'fixture',
      validationMatches: 100,
      validationLogLoss: { market: 1.0, model: 1.02, blend: 0.999 },
    },
    leagues: {
      E0: { country: 'ENG', mean: 1600, drawRate: 0.25, matches: 100, lastDate: '2026-05-24' },
      D1: { country: 'GER', mean: 1600, drawRate: 0.25, matches: 100, lastDate: '2026-05-24' },
    },
    teams: {
      Arsenal: [1800, '2026-05-24', 1000, 'E0'],
      Chelsea: [1700, '2026-05-24', 1000, 'E0'],
      Stale: [1800, '2015-05-24', 300, 'E0'],
      'Bayern Munich': [1900, '2026-05-16', 900, 'D1'],
    },
  };
  return createRatingsModel(file);
}

export function screenshot(
  odds: [string | null, string | null, string | null],
  extra: Partial<ExtractedMatch> = {},
): ExtractedMatch {
  return {
    sport: 'football',
    league: 'Premier League',
    teams: ['Arsenal', 'Chelsea'],
    correctedTeams: ['Arsenal', 'Chelsea'],
    date: null,
    time: null,
    homeOdds: odds[0],
    drawOdds: odds[1],
    awayOdds: odds[2],
    oddsFormat: 'decimal',
    ocrConfidence: 90,
    ...extra,
  };
}
