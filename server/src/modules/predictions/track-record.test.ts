import { describe, expect, it } from 'vitest';
import { scoreTrackRecord } from './track-record';

const none = { settled: 0, correct: 0, results: 0, likeliestScored: 0, likeliestRight: 0, picks: 0, picksWon: 0 };

describe('track record', () => {
  it('counts settled suggested bets as a part of every recorded result, with double chance covering two results', () => {
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
    ).toEqual({ ...none, settled: 4, correct: 2, results: 5 });
  });

  it('takes grouped counts as the database returns them', () => {
    expect(
      scoreTrackRecord([
        { recommendedOption: 'home', outcome: 'home', count: 7 },
        { recommendedOption: 'home', outcome: 'draw', count: 3 },
        { recommendedOption: '12', outcome: 'away', count: 2 },
        { recommendedOption: 'no-bet', outcome: 'away', count: 9 },
      ]),
    ).toEqual({ ...none, settled: 12, correct: 9, results: 21 });
  });

  it('scores the likeliest outcome on every recorded result, bet or no bet, leaving void and unpriced ones out', () => {
    const record = scoreTrackRecord([
      { recommendedOption: 'no-bet', likeliestOutcome: 'home', outcome: 'home', count: 5 },
      { recommendedOption: 'no-bet', likeliestOutcome: 'home', outcome: 'draw', count: 2 },
      { recommendedOption: 'no-bet', likeliestOutcome: 'away', outcome: 'away' },
      { recommendedOption: 'no-bet', likeliestOutcome: null, outcome: 'away' },
      { recommendedOption: 'no-bet', likeliestOutcome: 'home', outcome: 'void', count: 4 },
    ]);
    // Nine results recorded, eight priced, six right; no stake was suggested, so no bet is settled.
    expect(record).toEqual({ ...none, results: 9, likeliestScored: 8, likeliestRight: 6 });
  });

  it("counts the user's own picks by the bet's result, or by the match result while the bet is pending", () => {
    const record = scoreTrackRecord(
      [],
      [
        { selection: 'home', result: 'won', outcome: null, count: 2 },
        { selection: 'draw', result: 'lost', outcome: 'home', count: 1 },
        { selection: '1X', result: 'pending', outcome: 'draw', count: 1 },
        { selection: 'away', result: 'pending', outcome: 'home', count: 1 },
        { selection: 'away', result: 'pending', outcome: 'void', count: 3 },
        { selection: 'away', result: 'void', outcome: 'away', count: 1 },
      ],
    );
    expect(record).toEqual({ ...none, picks: 5, picksWon: 3 });
  });
});
