import type { Gazetteer, TeamMatch } from './gazetteer-types';

/** A look-up this sure names the league its opponent is looked for in. */
const SURE = 0.85;

/**
 * The two sides of a match as clubs of one league, where their look-ups alone disagree (issue 46). Slips and boards
 * print nicknames ('Mets  TO WIN', 'Rangers @ Mets'; 'Panthers @ Cardinals'): a nickname that names a club in two
 * leagues, or a football club as well ('Rangers'), is left unknown or taken for the wrong club when looked up alone,
 * though its opponent says which league the match is in. A match is between two clubs of one league:
 *
 *   - a side beside a sure club of another sport or of none is the one club of the opponent's league whose name ends
 *     with it ('Rangers' beside the Mets is Texas Rangers), where only one side can be read so;
 *   - two sides neither of which has a sure club of the other's sport are the clubs of the one league where each ends
 *     one club's name ('Cardinals' and 'Panthers': Arizona and Carolina, NFL; no other league has both).
 *
 * Sides already of one sport are kept as looked up: the rule never overrides a pair that agrees.
 */
export function oneLeaguePair(
  names: readonly [string, string | null],
  hits: readonly [TeamMatch | null, TeamMatch | null],
  gaz: Gazetteer,
): [TeamMatch | null, TeamMatch | null] {
  const [h, a] = hits;
  const [home, away] = names;
  if (!home || !away || (h && a && h.sport === a.sport)) return [h, a];
  const endings = [gaz.endingIn(home), gaz.endingIn(away)] as const;
  // One side read in its sure opponent's league.
  const moved = ([0, 1] as const).flatMap((i) => {
    const other = hits[1 - i];
    const hit = other && other.score >= SURE && other.league ? endings[i].get(other.league) : undefined;
    return hit ? [{ i, hit }] : [];
  });
  if (moved.length === 1) {
    const out: [TeamMatch | null, TeamMatch | null] = [h, a];
    out[moved[0]!.i] = moved[0]!.hit;
    return out;
  }
  if (moved.length > 1) return [h, a];
  // Both sides read in the one league where each ends a club's name, unless a side is a sure club already.
  if ((h && h.score >= SURE) || (a && a.score >= SURE)) return [h, a];
  const leagues = [...endings[0].keys()].filter((l) => endings[1].has(l));
  if (leagues.length !== 1) return [h, a];
  return [endings[0].get(leagues[0]!)!, endings[1].get(leagues[0]!)!];
}
