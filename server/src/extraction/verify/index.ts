import type { ReadMatch } from '@shared/reading';
import type { OcrPage } from '../../ocr/engine';
import { markLiveRows } from './live';

/**
 * The reader's last stage: checks over the read matches as a whole page, after every reader has spoken. It never
 * invents a value; it marks (live rows) and, where the evidence says a value is likely wrong, lowers its confidence.
 */
export function verifyReadings(matches: ReadMatch[], page: OcrPage, scale: number): ReadMatch[] {
  return markLiveRows(matches, page, scale);
}
