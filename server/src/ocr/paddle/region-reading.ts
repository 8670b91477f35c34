import type { RecognisedChar } from './line-recognizer';

/* What PP-OCR's recogniser read in a region, and the facts about its dictionary both looks that use it rely on. */

/** PP-OCR's reading of a region: its characters, and their mean probability (spaces not counted). */
export interface RegionReading {
  text: string;
  meanProb: number;
}

export const readingOf = (chars: readonly RecognisedChar[]): RegionReading => {
  const printed = chars.filter((c) => c.char !== ' ');
  return {
    text: chars.map((c) => c.char).join(''),
    meanProb: printed.length ? printed.reduce((s, c) => s + c.prob, 0) / printed.length : 0,
  };
};

/** PP-OCR's mean character probability at which its Latin reading outweighs what tesseract read there. */
export const VERY_SURE = 0.97;
export const CYRILLIC = /[\u0400-\u04ff]/;
/** Letters that have a Cyrillic twin: a Latin reading made only of them may be a Russian word ('CKA', 'XK'). */
export const LOOK_ALIKE_ONLY = /^[ABCEHKMOPTXaceopxy0-9 .,:+\-/()]+$/;
