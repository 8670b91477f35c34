import type { Gazetteer } from './gazetteer-types';
import type { TeamPair } from '../page/team-pair';
import { hasPhrase, horizontalOverlap, type Row, type W } from '../page/words';
import { cleanName, isLeagueOrSport, isNameWord } from '../tokens/name-words';
import { isSeparator } from './separator-teams';
import { BAD_MARKET, GOOD_MARKET } from '../locale/vocab';

/* Teams on two consecutive lines: the stacked names of an event header, a slip or a bet card. */

export function isNameRow(row: Row): boolean {
  if (row.phrases.length !== 1) return false;
  const ws = row.words;
  return ws.length <= 5 && ws.every(isNameWord) && !hasPhrase(row.folded, GOOD_MARKET) && !hasPhrase(row.folded, BAD_MARKET);
}

/**
 * The name of a row that holds one team and nothing else but, in cells of their own, its kick-off date or time
 * ('DET Lions ........ Sun Oct 12'); a crest read as a stray symbol before the name is dropped. Null otherwise.
 */
export function stackedNameWords(row: Row): W[] | null {
  const crest = (w: W) => !isNameWord(w) && w.text.replace(/[^\p{L}\p{N}]/gu, '').length <= 1;
  const phrases = row.phrases.slice(row.phrases[0]?.words.every(crest) ? 1 : 0);
  const [first, ...rest] = phrases;
  if (!first || !rest.every((p) => p.words.every((w) => w.dt))) return null;
  let ws = first.words;
  while (ws.length > 1 && crest(ws[0]!)) ws = ws.slice(1);
  if (ws.length > 5 || !ws.every(isNameWord)) return null;
  // A name has two letters or more; 'vs' between two names side by side is not one.
  if (cleanName(ws).replace(/[^\p{L}]/gu, '').length < 2 || ws.some(isSeparator)) return null;
  if (hasPhrase(row.folded, GOOD_MARKET) || hasPhrase(row.folded, BAD_MARKET)) return null;
  return ws;
}

/** The x-range of a run of words. */
export const span = (ws: W[]) => ({ x0: Math.min(...ws.map((w) => w.x0)), x1: Math.max(...ws.map((w) => w.x1)) });

/** Two names on consecutive lines near the date: an event header, a slip's or a bet card's match. */
export function findStackedTeams(rows: Row[], dateRows: Set<number>, gaz?: Gazetteer): TeamPair | null {
  let best: TeamPair | null = null;
  for (let i = 0; i + 1 < rows.length; i++) {
    const a = rows[i]!;
    const b = rows[i + 1]!;
    const wa = stackedNameWords(a);
    const wb = stackedNameWords(b);
    if (!wa || !wb) continue;
    const ha = cleanName(wa);
    const hb = cleanName(wb);
    if (isLeagueOrSport(ha) || isLeagueOrSport(hb)) continue;
    const gap = b.y0 - a.y1;
    if (gap > 3 * Math.max(a.h, b.h)) continue;
    // Stacked names share a column, left-aligned or centred; names side by side, one wrapped onto a lower line
    // ('Borussia' over 'Monchengladbach' left, '1. FC Koln' right), are no stack.
    if (horizontalOverlap(span(wa), span(wb)) <= 0) continue;
    let score = 0;
    // The kick-off printed beside the names themselves is the strongest sign of a match.
    if (a.words.some((w) => w.dt) || b.words.some((w) => w.dt)) score += 2;
    if (dateRows.has(i + 2) || dateRows.has(i + 3)) score += 2;
    if (dateRows.has(i - 1)) score += 1;
    if (gaz?.matchTeam(ha)) score += 1;
    if (gaz?.matchTeam(hb)) score += 1;
    if (score >= 1 && (!best || score > best.score))
      best = { home: ha, away: hb, words: [...wa, ...wb], homeWords: wa, awayWords: wb, row: i, score };
  }
  return best;
}
