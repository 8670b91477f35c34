/*
 * Trims and splits that walk a text once. The patterns they replace ('[x]+$' unanchored at its start, or a leading
 * '\s*' / '\s+') are retried by the regex engine from every position of a run, so their cost grows with the square
 * of a line's length: seconds on a 20,000-character OCR line (docs/decisions/0055). Each function says the pattern
 * it reads the same as.
 */

/** A test of one character (one UTF-16 unit). */
export type CharTest = (ch: string) => boolean;

/** The characters of `chars`, each one UTF-16 unit. */
export function oneOf(chars: string): CharTest {
  const set = new Set(chars);
  return (ch) => set.has(ch);
}

/** What `\s` matches, and what String.prototype.trim drops. */
export const isSpace: CharTest = (ch) => /\s/.test(ch);

/**
 * `text` without the run of `lead` characters at its start and then the run of `trail` characters at the end of
 * what is left: `text.replace(/^[lead]+|[trail]+$/g, '')`.
 */
export function trimRuns(text: string, lead: CharTest, trail: CharTest): string {
  let from = 0;
  while (from < text.length && lead(text[from]!)) from++;
  let to = text.length;
  while (to > from && trail(text[to - 1]!)) to--;
  return from === 0 && to === text.length ? text : text.slice(from, to);
}

/** Exactly `n` letters at the end of a text, for texts already cut to their last 2n units. */
const LAST_LETTERS = new Map<number, RegExp>();

/**
 * Whether `text.slice(0, end)` ends in `n` letters or more: `/\p{L}{n,}$/u.test(text.slice(0, end))`. Only its last
 * 2n UTF-16 units are read: a letter is at most two, so its last n letters lie within them.
 */
export function endsInLetters(text: string, n: number, end = text.length): boolean {
  let last = LAST_LETTERS.get(n);
  if (!last) LAST_LETTERS.set(n, (last = new RegExp(`\\p{L}{${n}}$`, 'u')));
  return last.test(text.slice(Math.max(0, end - 2 * n), end));
}

/**
 * `text` split at every `sep` character, the spaces either side of each separator dropped: `text.split` at the
 * pattern `\s*[sep]\s*`. The first piece keeps its leading spaces and the last its trailing ones, as there.
 */
export function splitTrimmed(text: string, sep: CharTest): string[] {
  const pieces: string[] = [];
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    if (!sep(text[i]!)) continue;
    pieces.push(text.slice(from, i));
    from = i + 1;
  }
  pieces.push(text.slice(from));
  const last = pieces.length - 1;
  return pieces.map((p, k) => (k > 0 && k < last ? p.trim() : k > 0 ? p.trimStart() : k < last ? p.trimEnd() : p));
}

/**
 * `text` split at every `sep` character that has spaces on both sides, those spaces dropped:
 * `text.split(/\s+[sep]\s+/)`. A run of spaces is read once: it is a separator's only if `sep` and a space follow it.
 */
export function splitAtSpaced(text: string, sep: CharTest): string[] {
  const pieces: string[] = [];
  let from = 0;
  let i = 0;
  while (i < text.length) {
    if (!isSpace(text[i]!)) {
      i++;
      continue;
    }
    let j = i;
    while (j < text.length && isSpace(text[j]!)) j++;
    if (j + 1 < text.length && sep(text[j]!) && isSpace(text[j + 1]!)) {
      let k = j + 1;
      while (k < text.length && isSpace(text[k]!)) k++;
      pieces.push(text.slice(from, i));
      from = k;
      j = k;
    }
    i = j;
  }
  pieces.push(text.slice(from));
  return pieces;
}
