import { describe, expect, it } from 'vitest';
import { scoreTrackRecord } from './track-record';

describe('track record', () => {
  it('counts only settled, recommended bets, with double chance covering two results', () => {
    expect(
      scoreTrackRecord([
        { recommendedOption: 'home', outcome: 'home' },
        { recommendedOption: 'home', outcome: 'away' },
        { recommendedOption: '1X', outcome: 'draw' },
        { recommendedOption: 'X2', outcome: 'home' },
        { recommendedOption: 'no-bet', outcome: 'home' },
        { recommendedOption: 'away', outcome: 'void' },
        { recommendedOption: 'draw', outcome: null },
      ]),
    ).toEqual({ settled: 4, correct: 2 });
  });

  it('takes grouped counts as the database returns them', () => {
    expect(
      scoreTrackRecord([
        { recommendedOption: 'home', outcome: 'home', count: 7 },
        { recommendedOption: 'home', outcome: 'draw', count: 3 },
        { recommendedOption: '12', outcome: 'away', count: 2 },
        { recommendedOption: 'no-bet', outcome: 'away', count: 9 },
      ]),
    ).toEqual({ settled: 12, correct: 9 });
  });
});
