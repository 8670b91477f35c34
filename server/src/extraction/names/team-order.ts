import type { Row } from '../page/words';
import { parseOddsToken } from '../tokens/odds-token';
import { detectSport } from './sport';
import type { TeamPair } from '../page/team-pair';

/*
 * Which of two stacked names is the home team. Most bookmakers print the home team first (top); US sportsbooks
 * list the away team first: 'Away @ Home' on one line (handled where '@' is read) and away over home on bet
 * cards and slips. A page reads in US order when its prices are American and its sport is one the US books list
 * that way; a KHL list or a football page with American prices keeps home first. A board's two team rows keep
 * the top team at home: that is how the labelled boards we measure on read them (docs/decisions/0021).
 */

const US_ORDER_SPORTS = new Set(['american_football', 'baseball', 'basketball', 'hockey']);

/** More American prices ('-135', '+210') than decimal or fractional ones on the page. */
export function pricesMostlyAmerican(rows: Row[]): boolean {
  let american = 0;
  let other = 0;
  for (const row of rows) {
    for (const w of row.words) {
      if (w.dt) continue;
      const t = parseOddsToken(w.text);
      if (!t) continue;
      if (t.format === 'american') american++;
      else other++;
    }
  }
  return american > 0 && american > other;
}

export function awayListedFirst(rows: Row[], topAndBottom: [string, string]): boolean {
  if (!pricesMostlyAmerican(rows)) return false;
  const { sport } = detectSport(rows, null, topAndBottom);
  return sport !== null && US_ORDER_SPORTS.has(sport);
}

/** The pair with its sides exchanged (top name as away). */
export function swapSides(pair: TeamPair): TeamPair {
  return { ...pair, home: pair.away, away: pair.home, homeWords: pair.awayWords, awayWords: pair.homeWords };
}
