import { NAME_PARTICLES } from '../locale/vocab';

/**
 * The shapes OCR leaves on a name it read badly, in any script: a name starts with a capital or is all capitals,
 * so a side that starts lower case lost its first letter's case or its first letters ('олийникова' for
 * 'Олийникова О.'); a truncation mark ends a name, so one inside a side joins two names ('Martinez Dimitar
 * Kuzman... El ali'); a short lowercase word that is no name particle is a fragment split off a word ('Mal lor
 * ca'); a long last word ending in a full stop swallowed an initial ('Бейлекс.' for 'Бейлек С.').
 */
export function looksMangled(side: string): boolean {
  const words = side.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return false;
  if (/^\p{Ll}/u.test(words[0]!)) return true;
  if (/(\.\.\.|…)\s*\p{L}/u.test(side)) return true;
  if (words.some((w) => /^\p{Ll}{1,3}$/u.test(w) && !NAME_PARTICLES.has(w))) return true;
  return /\p{L}{5,}\.$/u.test(words[words.length - 1]!);
}
