import type { ReadMatch } from './reading';

/** A read 1X2 row of a list, complete and surely read, for tests to vary (server and web alike). */
export function readMatch(over: Partial<ReadMatch> = {}): ReadMatch {
  return {
    id: 's0-m0',
    screenshot: 0,
    sport: 'football',
    league: null,
    teams: ['Arsenal', 'Chelsea'],
    canonicalTeams: null,
    date: null,
    time: null,
    market: '1x2',
    kind: 'list',
    odds: { home: '2.10', draw: '3.40', away: '3.20' },
    oddsFormat: 'decimal',
    selection: null,
    confidence: { teams: 0.9, odds: 0.9, date: 0 },
    boxes: {},
    complete: true,
    prominence: 1,
    ...over,
  };
}
