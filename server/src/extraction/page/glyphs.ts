/** The look-alike glyph tables and the text folds built on them: OCR mixes Latin and Cyrillic letters freely. */

/** Latin look-alikes of Cyrillic letters, both directions: OCR mixes the two scripts freely. */
const CYR_TO_LAT: Record<string, string> = {
  а: 'a',
  в: 'b',
  г: 'r',
  е: 'e',
  ё: 'e',
  и: 'u',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  п: 'n',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  // A capital З is read as the digit ('3a' for 'За').
  з: '3',
  ь: 'b',
};
/**
 * Latin letters that OCR emits for Cyrillic look-alikes ("Cnaprak" for "Спартак"). The shared core; each user
 * adds the few letters whose reading depends on its context (b as в or ь, n as п, digits).
 */
export const LOOKALIKE_UPPER: Readonly<Record<string, string>> = {
  A: 'А',
  B: 'В',
  C: 'С',
  E: 'Е',
  H: 'Н',
  K: 'К',
  M: 'М',
  O: 'О',
  P: 'Р',
  T: 'Т',
  X: 'Х',
  Y: 'У',
};
export const LOOKALIKE_LOWER: Readonly<Record<string, string>> = {
  a: 'а',
  c: 'с',
  e: 'е',
  h: 'н',
  k: 'к',
  m: 'м',
  o: 'о',
  p: 'р',
  r: 'г',
  t: 'т',
  u: 'и',
  x: 'х',
  y: 'у',
};
const LAT_TO_CYR: Record<string, string> = { ...LOOKALIKE_LOWER, b: 'в', n: 'п', '6': 'б', '3': 'з' };

/** Lower case, look-alike Cyrillic letters as Latin, punctuation stripped: 'П1' -> 'n1', 'Х' -> 'x'. */
export function labelFold(s: string): string {
  return s
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .split('')
    .map((c) => CYR_TO_LAT[c] ?? c)
    .join('')
    .replace(/^[^a-z0-9а-яё]+|[^a-z0-9а-яё]+$/g, '')
    .replace(/\s+/g, ' ');
}

/** Lower case with Latin look-alikes turned into Cyrillic: 'mapta' -> 'марта', 'Cp' -> 'ср'. */
export function cyrFold(s: string): string {
  return s
    .toLowerCase()
    .split('')
    .map((c) => LAT_TO_CYR[c] ?? c)
    .join('')
    .replace(/[^а-яё0-9]+/g, '');
}

/** A Cyrillic letter. */
export const CYRILLIC = /[\u0400-\u04ff]/;
