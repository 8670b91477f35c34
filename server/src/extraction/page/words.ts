import type { OcrWord } from '../../ocr/engine';
import { labelFold } from './glyphs';

/*
 * The page as OCR read it: words with boxes, the phrases and rows later stages build of them, the geometry of boxes
 * (overlaps, levels) and the text fold every keyword look-up reads. Later stages read these; this file builds no rows.
 */

export interface W {
  text: string;
  conf: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Part of a date or time. */
  dt?: boolean;
  /** OCR cut the word short: its end went into a garbled word on a line beside it ('Benfi' + '4'). */
  cut?: boolean;
}

export interface Phrase {
  words: W[];
  text: string;
  x0: number;
  x1: number;
}

export interface Row {
  words: W[];
  phrases: Phrase[];
  y0: number;
  y1: number;
  h: number;
  text: string;
  folded: string;
}

export const median = (xs: number[]) => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

export function toW(w: OcrWord): W {
  return { text: w.text, conf: w.confidence, ...w.bbox };
}

/** A phrase spans its words: a word boxed wider than the next (a crest read as one long word) ends it, not the last. */
export function makePhrase(words: W[]): Phrase {
  const x1 = words.reduce((m, w) => Math.max(m, w.x1), -Infinity);
  return { words, text: words.map((w) => w.text).join(' '), x0: words[0]!.x0, x1 };
}

/** A row of these words, already split into phrases, at this line height. */
export function makeRow(words: W[], phrases: Phrase[], h: number): Row {
  const text = words.map((w) => w.text).join(' ');
  return {
    words,
    phrases,
    y0: Math.min(...words.map((w) => w.y0)),
    y1: Math.max(...words.map((w) => w.y1)),
    h,
    text,
    folded: foldForPhrases(text),
  };
}

/** How far two boxes share their heights, in pixels (negative: the gap between them). */
export const verticalOverlap = (a: { y0: number; y1: number }, b: { y0: number; y1: number }) =>
  Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
/** Two boxes level with each other: sharing more than half the smaller one's height. */
export const level = (a: { y0: number; y1: number }, b: { y0: number; y1: number }) =>
  verticalOverlap(a, b) > 0.5 * Math.min(a.y1 - a.y0, b.y1 - b.y0);
export const horizontalOverlap = (a: { x0: number; x1: number }, b: { x0: number; x1: number }) =>
  Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
/** How much of the narrower of two boxes the other covers across: 1 when one stands wholly over the other. */
export const overlapShare = (a: { x0: number; x1: number }, b: { x0: number; x1: number }) =>
  horizontalOverlap(a, b) / Math.min(a.x1 - a.x0, b.x1 - b.x0);

/**
 * Text folded for hasPhrase: case, accents and look-alikes folded, punctuation to spaces, padded. A full stop stays
 * only inside a number ('2.5'): 'Победа с учетом форы.' holds the word 'форы'.
 */
export const foldForPhrases = (text: string) =>
  ` ${withoutLatinAccents(labelFold(text))
    .replace(/[^a-zа-яё0-9/.+-]+/g, ' ')
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')} `;

/** Latin letters without their accents ('résultat' -> 'resultat'); Cyrillic keeps its own ('й', 'ё'). */
const withoutLatinAccents = (s: string) => s.replace(/[\u00c0-\u024f]/g, (c) => c.normalize('NFD').replace(/\p{M}/gu, ''));

/** Each keyword list's words folded as foldForPhrases folds a text, built once per list. */
const foldedKeywords = new WeakMap<readonly string[], string[]>();
const keywordsOf = (list: readonly string[]) => {
  let keys = foldedKeywords.get(list);
  if (!keys) foldedKeywords.set(list, (keys = list.map((k) => ` ${withoutLatinAccents(labelFold(k))} `)));
  return keys;
};

export const hasPhrase = (folded: string, list: string[]) =>
  keywordsOf(list).some((k, i) => folded.includes(k) || folded.includes(` ${list[i]} `));
