import type { TrackRecord } from '@shared/api';

/** Which real results make a recommended option a winner. */
const WINS_ON: Record<string, readonly string[]> = {
  home: ['home'],
  draw: ['draw'],
  away: ['away'],
  '1X': ['home', 'draw'],
  '12': ['home', 'away'],
  X2: ['draw', 'away'],
};

/**
 * Scores stored predictions against the results their owners entered. Explicit "no bet" results and void
 * matches are not counted: the record is about the bets the product actually suggested.
 */
export function scoreTrackRecord(
  rows: { recommendedOption: string | null; outcome: string | null; count?: number }[],
): TrackRecord {
  let settled = 0;
  let correct = 0;
  for (const row of rows) {
    if (!row.outcome || row.outcome === 'void' || !row.recommendedOption) continue;
    const wins = WINS_ON[row.recommendedOption];
    if (!wins) continue;
    const n = row.count ?? 1;
    settled += n;
    if (wins.includes(row.outcome)) correct += n;
  }
  return { settled, correct };
}
