import type { NamePair } from '@shared/prediction';
import { loadGazetteer } from '../extraction/names/gazetteer';
import type { Gazetteer } from '../extraction/names/gazetteer-types';

/**
 * Team names in each language: English is the gazetteer's canonical name (the historical data's spelling); Russian is
 * the name as printed when it is Cyrillic (what the user saw), else the shortest Cyrillic alias the gazetteer knows.
 * Unknown clubs keep their printed name in both.
 */

const CYRILLIC = /[а-яё]/i;

export type NameLookup = (canonical: string) => { ru: string | null };

export function gazetteerNames(gazetteer: Gazetteer): NameLookup {
  return (canonical) => {
    const team = gazetteer.get(canonical);
    const ru = team?.aliases.filter((a) => CYRILLIC.test(a)).sort((a, b) => a.length - b.length)[0] ?? null;
    return { ru };
  };
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
