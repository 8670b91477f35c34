import type { Row, W } from '../page/words';
import { foldName as fold } from '../tokens/name-words';
import type { ScoreboardOpponent } from './scoreboard-codes';

/** How many rows under a slip's pick its matchup may stand (the market's name and the league between). */
const REACH = 5;

/** A row's name as a matchup line prints it: its words of two letters or more, icon glyphs and chevrons dropped. */
function nameWordsOf(row: Row): W[] {
  return row.words.filter((w) => /\p{L}{2,}/u.test(w.text) && !/\d/.test(w.text));
}

/** A row that is one name alone: one to four words of letters, and nothing else of meaning but glyphs. */
function loneName(row: Row): W[] | null {
  const words = nameWordsOf(row);
  const rest = row.words.filter((w) => !words.includes(w) && /[\p{L}\d]{2,}/u.test(w.text));
  return words.length && words.length <= 4 && !rest.length ? words : null;
}

/**
 * The opponent of a slip's pick from the matchup printed under it as two names stacked, visitors over hosts (US
 * slips: 'Colorado State -130', 'Moneyline', then 'Hawaii' over 'Colorado State'): two neighbouring rows of one name
 * each, one of them the pick's. Null where no such pair follows the pick.
 */
export function stackedOpponent(rows: Row[], pickRow: number, pick: string): ScoreboardOpponent | null {
  const own = fold(pick);
  if (!own) return null;
  for (let i = pickRow + 1; i + 1 < rows.length && i <= pickRow + REACH; i++) {
    const upper = loneName(rows[i]!);
    const lower = loneName(rows[i + 1]!);
    if (!upper || !lower) continue;
    const text = (ws: W[]) => ws.map((w) => w.text).join(' ');
    const [up, low] = [fold(text(upper)), fold(text(lower))];
    if (up === own && low !== own) return { opponent: text(lower), opponentWords: lower, pickSide: 'away' };
    if (low === own && up !== own) return { opponent: text(upper), opponentWords: upper, pickSide: 'home' };
  }
  return null;
}
