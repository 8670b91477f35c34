import type { Box, ReadMatch } from '@shared/reading';
import type { OcrPage, OcrWord } from '../../ocr/engine';

/**
 * Live rows: a match whose own row shows a running clock or a minute of play is priced in play, and a pre-match
 * analysis does not apply to it (issue 48). Only marks that cannot be a kick-off time count:
 * - a minute with its mark: 64', 90+2';
 * - a clock whose minutes cannot be an hour of the day: 56:21, 44:00 (a kick-off at 10:00 stays pre-match);
 * - a half-time or period word.
 * - on a list's row, a running score printed before the names ('2:1  Manchester City', the names' column's left):
 *   a pre-match row has none there.
 * A score elsewhere ('0:1' beside a price) does not count: correct-score markets print the same labels. The marks are
 * looked for in the match's own band of the page (its boxes, widened by half a line), never in menus elsewhere ('Live'
 * tabs).
 */

const MINUTE = /^\d{1,3}(?:\+\d{1,2})?['’′`´]$/;
const CLOCK = /^(\d{2,3}):([0-5]\d)$/;
/** A running score: a kick-off time's minutes have two digits ('9:30'), a score's second side one ('2:1', '10:0'). */
const SCORE = /^\d{1,2}:\d$/;
const PERIOD = /^(?:HT|Перерыв|Half-time|Halftime|1st\s*half|2nd\s*half|1-й\s*тайм|2-й\s*тайм)$/i;

/** Whether one OCR word is a live mark. */
export function isLiveMark(text: string): boolean {
  const t = text.trim();
  if (MINUTE.test(t) || PERIOD.test(t)) return true;
  const clock = CLOCK.exec(t);
  return !!clock && Number(clock[1]) >= 24;
}

/** The vertical span of a match on the page, in OCR pixels, from the boxes of its fields. */
function band(boxes: Partial<Record<string, Box>>, scale: number): [number, number] | null {
  const all = Object.values(boxes).filter((b): b is Box => !!b);
  if (!all.length) return null;
  const top = Math.min(...all.map((b) => b[1])) * scale;
  const bottom = Math.max(...all.map((b) => b[1] + b[3])) * scale;
  const lineHeight = Math.min(...all.map((b) => b[3])) * scale;
  return [top - lineHeight / 2, bottom + lineHeight / 2];
}

const inBand = (w: OcrWord, [top, bottom]: [number, number]) => {
  const cy = (w.bbox.y0 + w.bbox.y1) / 2;
  return cy >= top && cy <= bottom;
};

/** Whether a list row shows a running score left of its names, within its band. */
function scoreBeforeNames(m: ReadMatch, scores: OcrWord[], span: [number, number], scale: number): boolean {
  if (m.kind !== 'list' && m.kind !== 'board') return false;
  const names = [m.boxes.home, m.boxes.away].filter((b): b is Box => !!b);
  if (!names.length) return false;
  const left = Math.min(...names.map((b) => b[0])) * scale;
  return scores.some((w) => inBand(w, span) && w.bbox.x1 <= left);
}

/** Each match with `live` set where its own row shows a live mark. */
export function markLiveRows(matches: ReadMatch[], page: OcrPage, scale: number): ReadMatch[] {
  const marks = page.words.filter((w) => isLiveMark(w.text));
  const scores = page.words.filter((w) => SCORE.test(w.text.trim()));
  if (!marks.length && !scores.length) return matches;
  return matches.map((m) => {
    const span = band(m.boxes, scale);
    if (!span) return m;
    return marks.some((w) => inBand(w, span)) || scoreBeforeNames(m, scores, span, scale) ? { ...m, live: true } : m;
  });
}
