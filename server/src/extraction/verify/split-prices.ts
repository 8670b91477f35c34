import type { Box, ReadMatch } from '@shared/reading';
import type { OcrPage, OcrWord } from '../../ocr/engine';

/*
 * A price read in two pieces: OCR set the end of a price cell's number apart ('5.680' on a highlighted button read
 * '5.6' and '80'). The piece read as the price is a real-looking number that makes a plausible book, so nothing else
 * flags it. Where digits stand right after a price's box, closer than a word space, on its line, the price read is not
 * the one printed: it is shown unsure and never staked on.
 */

/** The price confidence of a match holding such a price: under the engine's trust threshold. */
const SPLIT_PRICE_CONFIDENCE = 0.5;
/** The widest gap, in heights of the price's box, between a price and a piece of its own number. */
const MAX_GAP = 0.6;
const DIGITS = /^\d{1,3}$/;

/** Whether a word of digits stands right after the box (original pixels), on its line, in OCR pixels. */
function pieceAfter(box: Box, words: readonly OcrWord[], scale: number): boolean {
  const [x, y, w, h] = box.map((v) => v * scale) as [number, number, number, number];
  const right = x + w;
  return words.some((word) => {
    const b = word.bbox;
    const gap = b.x0 - right;
    const overlap = Math.min(b.y1, y + h) - Math.max(b.y0, y);
    return DIGITS.test(word.text.trim()) && gap >= -1 && gap <= MAX_GAP * h && overlap >= 0.5 * Math.min(h, b.y1 - b.y0);
  });
}

/** Lowers the price confidence of every match one of whose prices has a piece of its number read apart after it. */
export function markSplitPrices(matches: ReadMatch[], page: OcrPage, scale: number): ReadMatch[] {
  return matches.map((m) => {
    const boxes = [m.boxes.homeOdds, m.boxes.drawOdds, m.boxes.awayOdds].filter((b): b is Box => !!b);
    const split = boxes.some((b) => pieceAfter(b, page.words, scale));
    return split ? { ...m, confidence: { ...m.confidence, odds: Math.min(m.confidence.odds, SPLIT_PRICE_CONFIDENCE) } } : m;
  });
}
