import type { OcrBox } from '../engine';
import type { RgbImage } from './text-detector';

/** Contrast within a row or column of a region above which it holds ink. */
export const INK_CONTRAST = 48;

const luma = (img: RgbImage, x: number, y: number) => {
  const p = (y * img.width + x) * 3;
  return (img.data[p]! * 299 + img.data[p + 1]! * 587 + img.data[p + 2]! * 114) / 1000;
};

/** Brightest minus darkest luma over a rectangle (end-exclusive): text makes it high, a plain background low. */
function contrastOver(img: RgbImage, x0: number, x1: number, y0: number, y1: number): number {
  let lo = 255;
  let hi = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const v = luma(img, x, y);
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
  }
  return hi - lo;
}

/**
 * The rows a region's text occupies: detected regions are grown around the text, and a word's box should be the
 * glyphs' height (as tesseract gives it), or lines of one table row stop looking alike in size.
 */
export function inkRows(img: RgbImage, box: OcrBox): { y0: number; y1: number } {
  const x0 = Math.max(0, box.x0);
  const x1 = Math.min(img.width, box.x1);
  let first = -1;
  let last = -1;
  for (let y = Math.max(0, box.y0); y < Math.min(img.height, box.y1); y++) {
    if (contrastOver(img, x0, x1, y, y + 1) > INK_CONTRAST) {
      if (first < 0) first = y;
      last = y;
    }
  }
  return first < 0 ? { y0: box.y0, y1: box.y1 } : { y0: first, y1: last + 1 };
}

/** Whether each column of a band holds ink (between y0 and y1). */
export function inkColumns(img: RgbImage, box: OcrBox, y0: number, y1: number): boolean[] {
  const ink: boolean[] = [];
  for (let x = Math.max(0, box.x0); x < Math.min(img.width, box.x1); x++) {
    ink.push(contrastOver(img, x, x + 1, y0, y1) > INK_CONTRAST);
  }
  return ink;
}
