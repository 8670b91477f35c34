import type { OcrBox, OcrWord } from '../engine';
import type { RecognisedChar } from './line-recognizer';

/**
 * Splits a recognised region into words at its spaces. Each word spans from half a character pitch before its first
 * character's centre to half a pitch after its last, clamped to the region; vertically it takes the region's text
 * band.
 */
export function wordsFromChars(chars: RecognisedChar[], region: OcrBox, band: { y0: number; y1: number }): OcrWord[] {
  const visible = chars.filter((c) => c.char.trim() !== '' || c.char === ' ');
  if (!visible.length) return [];
  const printed = visible.filter((c) => c.char !== ' ');
  const pitch =
    printed.length > 1
      ? (printed[printed.length - 1]!.x - printed[0]!.x) / (printed.length - 1)
      : Math.min(region.x1 - region.x0, band.y1 - band.y0) * 0.6;
  const words: OcrWord[] = [];
  let cur: RecognisedChar[] = [];
  const flush = () => {
    if (!cur.length) return;
    const text = cur.map((c) => c.char).join('');
    const x0 = Math.max(region.x0, cur[0]!.x - pitch / 2);
    const x1 = Math.min(region.x1, cur[cur.length - 1]!.x + pitch / 2);
    words.push({
      text,
      confidence: (100 * cur.reduce((s, c) => s + c.prob, 0)) / cur.length,
      bbox: { x0: Math.round(x0), y0: band.y0, x1: Math.round(Math.max(x0 + 1, x1)), y1: band.y1 },
    });
    cur = [];
  };
  for (const c of visible) {
    if (c.char === ' ') flush();
    else cur.push(c);
  }
  flush();
  return words;
}
