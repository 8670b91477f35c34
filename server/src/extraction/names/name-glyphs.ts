import { LOOKALIKE_LOWER, LOOKALIKE_UPPER } from '../page/glyphs';

/*
 * A club's name as OCR's glyphs read it: Cyrillic capitals read as their Latin twins, Latin look-alikes of Cyrillic
 * letters, and the glyph shape a name has in either script.
 */

/**
 * Letters read as two Latin glyphs: a 'Ю' as 'IO' ('MIO' for 'МЮ'), a 'Ц' as 'LI' ('LICKA' for 'ЦСКА', its tail lost):
 * the letter put back.
 */
export const twoGlyphLetters = (text: string) => text.replace(/IO/g, 'Ю').replace(/LI(?=[A-Z])/g, 'Ц');

/**
 * A name in Latin capitals made only of letters with a Cyrillic twin, spelt in those twins: 'POCTOB' is how OCR reads
 * 'РОСТОВ'. Null for any other name.
 */
export function cyrillicTwin(name: string): string | null {
  if (!/^[A-Z .'-]+$/.test(name) || !/[A-Z]{3}/.test(name)) return null;
  const twins = twoGlyphLetters(name);
  const letters = [...twins.replace(/[ .'ЮЦ-]/g, '')];
  return letters.every((c) => c in LOOKALIKE_UPPER) ? twins.replace(/[A-Z]/g, (c) => LOOKALIKE_UPPER[c]!) : null;
}

/** Latin letters that OCR emits for look-alike Cyrillic ones ("Cnaprak" for "Спартак"). */
export const LATIN_TO_CYRILLIC: Record<string, string> = { ...LOOKALIKE_LOWER, ...LOOKALIKE_UPPER, b: 'ь', n: 'п' };

/**
 * How each Cyrillic letter looks to OCR's Latin model: the Latin glyphs it reads for it ('JnBepnynb' for 'Ливерпуль',
 * 'Banep' for 'Байер').
 */
const CYRILLIC_SHAPES: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'b',
  г: 'r',
  д: 'a',
  е: 'e',
  ё: 'e',
  ж: 'x',
  з: '3',
  и: 'n',
  й: 'n',
  к: 'k',
  л: 'n',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'n',
  р: 'p',
  с: 'c',
  т: 'm',
  у: 'y',
  ф: 'o',
  х: 'x',
  ц: 'n',
  ч: 'y',
  ш: 'w',
  щ: 'w',
  ъ: 'b',
  ы: 'bl',
  ь: 'b',
  э: '3',
  ю: 'io',
  я: 'r',
};

/**
 * A name as glyph shapes: letters OCR confuses with each other fall together ('rn' and 'm' in 'Bumley', 'i' and 'l'
 * in 'Frelbure', 'u', 'n' and 'h'), and Cyrillic letters become the Latin glyphs they look like. Names compared so
 * are the same print read differently, in either script.
 */
export function glyphShape(name: string): string {
  return [
    ...name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, ''),
  ]
    .map((c) => CYRILLIC_SHAPES[c] ?? c)
    .join('')
    .replace(/rn/g, 'm')
    .replace(/[uh]/g, 'n')
    .replace(/t/g, 'm')
    .replace(/6/g, 'b')
    .replace(/[i1|!]/g, 'l')
    .replace(/[^a-z0-9]/g, '');
}
