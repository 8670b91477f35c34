import type { NamePair } from '@shared/prediction';
import { loadGazetteer } from '../extraction/names/gazetteer';
import type { Gazetteer, GazetteerTeam } from '../extraction/names/gazetteer-types';

/**
 * Team names in each language: English is the gazetteer's canonical name (the historical data's spelling); Russian is
 * the name as printed when it is Cyrillic (what the user saw), else the club's Russian name in the gazetteer
 * (russianNameOf). Unknown clubs keep their printed name in both. The same names go with a reading to the review
 * page (ReadMatch.russianTeams) and with an analysis to the results page (facts.names), so both show a club alike.
 */

const CYRILLIC = /\p{Script=Cyrillic}/u;

export type NameLookup = (canonical: string) => { ru: string | null };

/**
 * A club's Russian name: the first Cyrillic alias the gazetteer lists, the name Russian bookmakers print ('ЦСКА',
 * 'Манчестер Юнайтед'; the shortest alias would be 'МЮ'); null when it has none. One rule for the review, the
 * results and the team suggestions (issue 50: they used to pick different aliases of one club).
 */
export function russianNameOf(team: Pick<GazetteerTeam, 'aliases'> | null | undefined): string | null {
  return team?.aliases.find((a) => CYRILLIC.test(a)) ?? null;
}

export function gazetteerNames(gazetteer: Gazetteer): NameLookup {
  return (canonical) => ({ ru: russianNameOf(gazetteer.get(canonical)) });
}

let defaultLookup: NameLookup | null | undefined;
/** The default gazetteer's lookup, loaded once; null when the file is missing (names then stay as printed). */
export function defaultNames(): NameLookup | null {
  if (defaultLookup === undefined) {
    try {
      defaultLookup = gazetteerNames(loadGazetteer());
    } catch {
      defaultLookup = null;
    }
  }
  return defaultLookup;
}

/** The Russian names of a read match's two sides, as an analysis of it would name them (localNames). */
export function russianTeams(
  printed: readonly [string | null, string | null] | null,
  canonical: readonly [string | null, string | null] | null,
  lookup: NameLookup | null,
): NamePair {
  return localNames([printed?.[0] ?? null, printed?.[1] ?? null], [canonical?.[0] ?? null, canonical?.[1] ?? null], lookup).ru;
}

export function localNames(
  printed: NamePair,
  corrected: NamePair,
  lookup: NameLookup | null,
): { printed: NamePair; en: NamePair; ru: NamePair } {
  const ru = [0, 1].map((i) => {
    const p = printed[i];
    if (p && CYRILLIC.test(p)) return p;
    const c = corrected[i];
    return (c && lookup?.(c).ru) ?? null;
  }) as NamePair;
  const en = [0, 1].map((i) => corrected[i] ?? (printed[i] && !CYRILLIC.test(printed[i]!) ? printed[i] : null)) as NamePair;
  return { printed, en, ru };
}
