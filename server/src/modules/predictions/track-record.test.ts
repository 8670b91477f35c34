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
});
