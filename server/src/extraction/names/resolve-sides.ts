import type { Gazetteer, TeamMatch } from './gazetteer-types';
import { cyrillicTwin } from './name-glyphs';
import { teamKey } from '../page/normalize';
import { joinSpacedLetters } from '../tokens/name-words';
import { latinLookalikes, LOOKALIKE_LATIN, toCyrillicLookalike } from '../tokens/lookalikes';
import { CYRILLIC } from '../page/glyphs';
import { endsInLetters } from '../page/linear-text';
import { oneLeaguePair } from './one-league-pair';

/** One side of a match as shown: its name (repaired where the gazetteer says how) and the club it is, if known. */
export interface ResolvedSide {
  name: string;
  hit: TeamMatch | null;
}

/**
 * The two sides of a read match as the review shows them, and the clubs they are: every reader's names go through
 * this one step, so a row read by the table model is named as a row read by the line readers.
 * cutShort: whether OCR cut each side's last word short (its end went into a garbled word beside it).
 */
export function resolveSides(
  teams: readonly [string, string | null],
  cutShort: readonly [boolean, boolean],
  gaz: Gazetteer,
): ResolvedSide[] {
  // One gazetteer look-up per side; a Latin club name read with Cyrillic look-alike glyphs is shown in Latin when
  // the gazetteer knows it so.
  const sides: ResolvedSide[] = teams
    .filter((t): t is string => t !== null)
    .map((name, i) => {
      // A name OCR cut short ('Benfi') is the one club it begins. So is a name the gazetteer does not know whose last
      // word is a long enough start of that club's ('Heart of Midlothi', its end read into the line below).
      const hit = gaz.matchTeam(name);
      const cutEnd = !hit && endsInLetters(name, 5);
      const completed = cutShort[i] || cutEnd ? gaz.completeCut(name, { midWord: !cutShort[i] }) : null;
      if (completed) return { name: completed.spelt, hit: completed.match };
      // Letters OCR spaced apart ('U nion Be rlin') are shown joined, as printed, where the joined name is a club,
      // unless the name as read is one of the club's names itself ('Heart of Midlothian', no 'Heartof Midlothian').
      const joined = joinSpacedLetters(name);
      const joinedHit = joined ? gaz.matchTeam(joined) : null;
      const named = (n: string, canonical: string) =>
        [canonical, ...(gaz.get(canonical)?.aliases ?? [])].some((a) => teamKey(a) === teamKey(n));
      if (joinedHit && (!hit || (joinedHit.canonical === hit.canonical && !named(name, hit.canonical))))
        return { name: joined!, hit: joinedHit };
      if (hit) return { name, hit };
      // Read in Cyrillic look-alikes: the Latin spelling the gazetteer knows best ('Рагта' is 'Parma', not 'Sparta').
      const lat = latinLookalikes(name)
        .map((n) => ({ name: n, hit: gaz.matchTeam(n) }))
        .filter((x) => !!x.hit)
        .sort((a, b) => b.hit!.score - a.hit!.score)[0];
      return lat ?? { name, hit: null };
    });
  // A side the gazetteer does not know, beside a club it knows: a misread name of a club of that league
  // ('Штупарт' beside 'Боруссия М' is Stuttgart), where one club of the league is that close.
  // Or one whole word that begins one club's name of that league ('Hellas' beside 'Lazio' is Hellas Verona; 'Florida'
  // beside a college the gazetteer does not know is no NHL club).
  for (const [i, x] of sides.entries()) {
    const other = sides[1 - i]!.hit;
    if (x.hit || !other?.league || other.score < 0.85) continue;
    const begun = x.name.includes(' ') ? null : gaz.completeCut(x.name);
    if (begun?.match.league === other.league) Object.assign(x, { name: begun.spelt, hit: begun.match });
    else x.hit = gaz.matchInLeague(x.name, other.league);
  }
  // Nicknames read as clubs of one league: 'Rangers' beside the Mets is Texas Rangers, not the Scottish club.
  const paired = oneLeaguePair([sides[0]!.name, sides[1]?.name ?? null], [sides[0]!.hit, sides[1]?.hit ?? null], gaz);
  sides.forEach((x, i) => (x.hit = paired[i] ?? null));
  // A Russian club read in Latin look-alikes ('Mapcenb' beside 'Лилль') is shown as the gazetteer spells it in
  // Cyrillic, as the page prints it.
  const cyrillicPage = sides.some((x) => CYRILLIC.test(x.name));
  for (const x of sides) {
    if (!cyrillicPage || !x.hit || CYRILLIC.test(x.name) || x.hit.score > 0.9) continue;
    // Where the gazetteer has no Cyrillic spelling, capitals read as their Latin twins are shown in Cyrillic.
    // Or a name of look-alike letters only ('Poma'), where the gazetteer knows its Cyrillic spelling ('Рома') as the
    // same club for sure.
    const hit = x.hit;
    const lookalike = x.name.split(' ').every((t) => LOOKALIKE_LATIN.test(t)) ? toCyrillicLookalike(x.name) : null;
    const sameClub = (n: string | null) => {
      const m = n ? gaz.matchTeam(n) : null;
      return !!m && m.canonical === hit.canonical && m.score >= 1;
    };
    const spelt =
      gaz.get(hit.canonical)?.aliases.find((al) => CYRILLIC.test(al)) ??
      cyrillicTwin(x.name) ??
      (sameClub(lookalike) ? lookalike : null);
    if (spelt) x.name = spelt;
  }
  return sides;
}
