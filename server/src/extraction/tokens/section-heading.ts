import { classifyLabel } from './labels';
import type { Row } from '../page/words';

const isOutcome = (r: string | null) => r === 'home' || r === 'draw' || r === 'away';

/**
 * A list section's heading: words, then the market's outcome labels over the price columns, in their order ('Bundesliga
 * 1 X 2', 'Liga Premier de Rusia  1 Хх 2', 'Серия А  П1 Х П2', 'Liga Portugal  1 X 2  Under/Over  Handicap'). Its
 * words before the labels name the section (a league, a country, a day), known to the reader or not, and may end in a
 * label's glyph ('Франция. Лига 1  1 X 2'). Two labels alone
 * ('1 2') count only at the line's end, and in that order: a live row's score ('Arsenal 2 1 Chelsea') is no heading.
 */
export function isSectionHeading(row: Row): boolean {
  const roles = row.words.map((w) => classifyLabel(w.text));
  const at = (i: number, role: string) => roles[i] === role;
  // A label's glyph after a word is the end of the section's name ('Лига 1', 'Bundesliga 2'), not a label.
  const strayLabel = (r: string | null, j: number) => isOutcome(r) && !(j > 0 && /\p{L}{2,}/u.test(row.words[j - 1]!.text));
  for (let i = 1; i < roles.length; i++) {
    const three = at(i, 'home') && at(i + 1, 'draw') && at(i + 2, 'away');
    const two = at(i, 'home') && at(i + 1, 'away') && i + 2 === roles.length;
    if ((three || two) && row.words.slice(0, i).some((w) => /\p{L}{2,}/u.test(w.text)) && !roles.slice(0, i).some(strayLabel))
      return true;
  }
  return false;
}

/** The index of the nearest section heading at or above row `from`, else -1. */
export function sectionHeadingAbove(rows: readonly Row[], from: number): number {
  for (let i = from; i >= 0; i--) if (isSectionHeading(rows[i]!)) return i;
  return -1;
}
