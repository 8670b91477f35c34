import { pageWithLines, type OcrBox, type OcrPage, type OcrWord } from '../engine';
import type { RecognisedLine } from './line-recognizer';
import { CYRILLIC, LOOK_ALIKE_ONLY, readingOf, VERY_SURE } from './region-reading';
import type { RgbImage } from './text-detector';

/*
 * The fourth look (docs/decisions/0038-reading-round-fifteen.md): on a page printed in Latin, tesseract's Russian
 * model sometimes reads a whole Latin name as a Cyrillic word, and surely ('Марой' at 89 for 'Napoli', 'Вепйса' at
 * 91 for 'Benfica'). The name's region is too wide for PP-OCR's first look, so PP-OCR reads that one word's box, and
 * its Latin reading replaces the Cyrillic where it is all but certain and spelt like a word.
 */

const LETTERS = /\p{L}+/gu;
/** A word PP-OCR can spell: printable ASCII, no space, a letter in it. */
const ONE_LATIN_WORD = /^(?=.*[A-Za-z])[\x21-\x7e]+$/;
/** A run of letters cased as words are printed: 'NBA', 'napoli', 'Napoli'. 'CTaBKa' is a Cyrillic word misread. */
const WORD_CASE = /^(\p{Lu}+|\p{Ll}+|\p{Lu}\p{Ll}+)$/u;

/**
 * Whether PP-OCR's reading of a Cyrillic word's box is the Latin word printed there: all but certain, and not made
 * only of letters with a Cyrillic twin (the Russian word itself, 'РОСТОВ').
 */
export function isLatinReading(text: string, meanProb: number): boolean {
  const t = text.trim();
  if (meanProb < VERY_SURE || !ONE_LATIN_WORD.test(t) || LOOK_ALIKE_ONLY.test(t)) return false;
  const runs = t.match(LETTERS) ?? [];
  return runs.join('').length >= 2 && runs.every((r) => WORD_CASE.test(r));
}

/** Tesseract's words holding Cyrillic letters: on a page printed in Latin, the ones worth a Latin look. */
export const cyrillicWords = (page: OcrPage): OcrWord[] =>
  page.words.filter((w) => CYRILLIC.test(w.text) && (w.text.match(LETTERS) ?? []).join('').length >= 2);

/** A word's box in the original image's pixels (`k`: the prepared page's scale), with a margin of a quarter height. */
function originalBox(w: OcrWord, k: number, img: RgbImage): OcrBox {
  const pad = Math.round((w.bbox.y1 - w.bbox.y0) / k / 4);
  return {
    x0: Math.max(0, Math.round(w.bbox.x0 / k) - pad),
    y0: Math.max(0, Math.round(w.bbox.y0 / k) - pad),
    x1: Math.min(img.width, Math.round(w.bbox.x1 / k) + pad),
    y1: Math.min(img.height, Math.round(w.bbox.y1 / k) + pad),
  };
}

/** Replaces words in the page: same boxes, new text and confidence. */
function replaceWords(page: OcrPage, replaced: ReadonlyMap<OcrWord, { text: string; confidence: number }>): OcrPage {
  if (!replaced.size) return page;
  const swap = (w: OcrWord): OcrWord => {
    const r = replaced.get(w);
    return r ? { ...w, ...r } : w;
  };
  const lines = page.lines.map((l) => {
    const words = l.words.map(swap);
    return { ...l, words, text: words.map((w) => w.text).join(' ') };
  });
  return pageWithLines(page, lines);
}

/** The page with each Cyrillic word PP-OCR reads, for certain, as a Latin word replaced by that word. */
export async function relookCyrillicWords(
  page: OcrPage,
  img: RgbImage,
  k: number,
  recognise: (img: RgbImage, boxes: OcrBox[]) => Promise<(RecognisedLine | undefined)[]>,
): Promise<OcrPage> {
  const words = cyrillicWords(page);
  if (!words.length) return page;
  const read = await recognise(
    img,
    words.map((w) => originalBox(w, k, img)),
  );
  const replaced = new Map<OcrWord, { text: string; confidence: number }>();
  words.forEach((w, i) => {
    const line = read[i];
    if (!line) return;
    const { text, meanProb } = readingOf(line.chars);
    if (isLatinReading(text, meanProb)) replaced.set(w, { text: text.trim(), confidence: Math.round(100 * meanProb) });
  });
  return replaceWords(page, replaced);
}
