import type { TrackRecord } from '@shared/api';
import type { PickCount } from '../../repositories/predictions.repository';

/** One group of predictions (a SettledCount as the database returns it; count 1 when absent). */
interface ScoredRow {
  recommendedOption: string | null;
  likeliestOutcome?: string | null;
  outcome: string | null;
  count?: number;
}

/** Which real results make an option a winner. */
const WINS_ON: Record<string, readonly string[]> = {
  home: ['home'],
  draw: ['draw'],
  away: ['away'],
  '1X': ['home', 'draw'],
  '12': ['home', 'away'],
  X2: ['draw', 'away'],
};

/**
 * Scores stored predictions against the results their owners recorded. Every recorded result counts; void matches
 * count nowhere. Three figures, each following one thing:
 * - the analysis's likeliest outcome against the result, on every result whose analysis had probabilities;
 * - the suggested bets (a stake was advised: an option key, not 'no-bet'), a part of the results;
 * - the user's own picks (bets they recorded), settled by the bet's won/lost or else by the match result.
 */
export function scoreTrackRecord(rows: readonly ScoredRow[], picks: readonly PickCount[] = []): TrackRecord {
  const record: TrackRecord = {
    settled: 0,
    correct: 0,
    results: 0,
    likeliestScored: 0,
    likeliestRight: 0,
    picks: 0,
    picksWon: 0,
  };
  for (const row of rows) {
    if (!row.outcome || row.outcome === 'void') continue;
    const n = row.count ?? 1;
    record.results += n;
    if (row.likeliestOutcome && WINS_ON[row.likeliestOutcome]) {
      record.likeliestScored += n;
      if (row.likeliestOutcome === row.outcome) record.likeliestRight += n;
    }
    const wins = row.recommendedOption ? WINS_ON[row.recommendedOption] : undefined;
    if (!wins) continue;
    record.settled += n;
    if (wins.includes(row.outcome)) record.correct += n;
  }
  for (const pick of picks) {
    let won: boolean;
    if (pick.result === 'won' || pick.result === 'lost') won = pick.result === 'won';
    else if (pick.result === 'pending' && pick.outcome && pick.outcome !== 'void' && WINS_ON[pick.selection])
      won = WINS_ON[pick.selection]!.includes(pick.outcome);
    else continue;
    record.picks += pick.count;
    if (won) record.picksWon += pick.count;
  }
  return record;
}
