import { LOOKALIKE_LOWER, LOOKALIKE_UPPER } from '../page/glyphs';

/* The Latin and Cyrillic look-alike glyphs OCR mixes up, and a word read in the other script's look-alikes. */

export const LOOKALIKE_LATIN = /^[ABCEHKMOPTXYabcehkmoprtuxy6]+$/;

export const LAT_CYR_CASED: Record<string, string> = { ...LOOKALIKE_UPPER, ...LOOKALIKE_LOWER, b: 'ь', '6': 'б' };

export function toCyrillicLookalike(s: string): string {
  return s.replace(/./g, (c) => LAT_CYR_CASED[c] ?? c);
}

const CYR_TO_LAT: Record<string, string> = Object.fromEntries([
  ...Object.entries(LOOKALIKE_UPPER).map(([lat, cyr]) => [cyr, lat]),
  ...Object.entries(LOOKALIKE_LOWER).map(([lat, cyr]) => [cyr, lat]),
  ['п', 'n'],
  ['г', 'r'],
  ['у', 'y'],
  // The Russian model writes a Latin 'd' it reads as 'д' ('Вгеда' for 'Breda').
  ['д', 'd'],
]);

/**
 * A Latin name OCR read with Cyrillic look-alike glyphs ('Неегепуееп' for 'Heerenveen'), as Latin; null when the
 * word holds a letter only Cyrillic has.
 */
export function latinLookalike(name: string): string | null {
  if (!/[а-яё]/i.test(name)) return null;
  let out = '';
  for (const ch of name) {
    if (/[а-яё]/i.test(ch)) {
      const lat = CYR_TO_LAT[ch];
      if (!lat) return null;
      out += lat;
    } else out += ch;
  }
  return out;
}

/**
 * The Latin readings of a name OCR read in Cyrillic look-alikes: 'т' is also an upright 'm' (the Russian model reads
 * 'm' as an italic 'т': 'Рагта' for 'Parma').
 */
export function latinLookalikes(name: string): string[] {
  const lat = latinLookalike(name);
  if (!lat) return [];
  const m = latinLookalike(name.replace(/т/g, 'м'));
  return m && m !== lat ? [lat, m] : [lat];
}
