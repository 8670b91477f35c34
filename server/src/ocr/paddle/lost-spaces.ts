import type { OcrBox } from '../engine';
import type { RecognisedChar } from './line-recognizer';
import { inkColumns } from './ink-box';
import type { RgbImage } from './text-detector';

/*
 * PP-OCR's recogniser often drops the space between tokens set close together ('11/01 13:00' comes out as
 * '11/0113:00', 'NY Knicks' as 'NYKnicks'). The pixels still show the gap: a run of columns without ink, wider than
 * the gaps between letters. Those gaps put the spaces back.
 */

/**
 * A word gap is a blank run at least this share of the region's height and well over the region's usual gap between
 * letters (digits like '1' carry wide side bearings in small print).
 */
const GAP_SHARE = 0.25;
const OVER_LETTER_GAP = 2.2;
/** Centres of the blank column runs inside a region's text, in image pixels. */
export function wordGaps(img: RgbImage, box: OcrBox): number[] {
  const h = box.y1 - box.y0;
  // The middle of the band: above and below it a region box may touch a button's or a row's edge.
  const y0 = Math.max(0, Math.round(box.y0 + h * 0.2));
  const y1 = Math.min(img.height, Math.round(box.y1 - h * 0.2));
  const ink = inkColumns(img, box, y0, y1);
  const first = ink.indexOf(true);
  const last = ink.lastIndexOf(true);
  if (first < 0) return [];
  const runs: { end: number; length: number }[] = [];
  let run = 0;
  for (let i = first; i <= last; i++) {
    if (!ink[i]) run++;
    else {
      if (run > 0) runs.push({ end: i, length: run });
      run = 0;
    }
  }
  if (!runs.length) return [];
  const lengths = runs.map((r) => r.length).sort((a, b) => a - b);
  const letterGap = lengths[Math.floor(lengths.length / 2)]!;
  const minRun = Math.max(3, GAP_SHARE * h, OVER_LETTER_GAP * letterGap);
  return runs.filter((r) => r.length >= minRun).map((r) => Math.max(0, box.x0) + r.end - r.length / 2);
}

/** Characters of numbers, prices, dates and times: a space wrongly put inside one would change a value. */
const NUMERIC = /[0-9.,:/+\-−$€£%]/;
/** Character centres this many times the region's usual spacing apart have a space between them. */
const WIDE_PITCH = 1.7;

/**
 * Puts a space between two characters where the recogniser emitted none but the image shows one: a blank run of
 * columns between them, or their centres much further apart than the region's usual character spacing. Between two
 * characters of a number both signs are needed, so a price is never split ('13.50' is no '1 3.50').
 */
export function insertLostSpaces(chars: RecognisedChar[], gaps: number[]): RecognisedChar[] {
  const printed = chars.filter((c) => c.char !== ' ');
  const steps = printed
    .slice(1)
    .map((c, i) => c.x - printed[i]!.x)
    .sort((a, b) => a - b);
  const pitch = steps.length >= 2 ? steps[Math.floor(steps.length / 2)]! : Infinity;
  const out: RecognisedChar[] = [];
  chars.forEach((c, i) => {
    const prev = chars[i - 1];
    if (prev && prev.char !== ' ' && c.char !== ' ') {
      const gap = gaps.find((g) => g > prev.x && g < c.x);
      const wide = c.x - prev.x > WIDE_PITCH * pitch;
      const inNumber = NUMERIC.test(prev.char) && NUMERIC.test(c.char);
      if (inNumber ? gap !== undefined && wide : gap !== undefined || wide) {
        out.push({ char: ' ', prob: 1, x: gap ?? (prev.x + c.x) / 2 });
      }
    }
    out.push(c);
  });
  return out;
}
