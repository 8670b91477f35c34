import { describe, expect, it } from 'vitest';
import { readMatch } from '@shared/reading.test-helpers';
import type { OcrPage, OcrWord } from '../../ocr/engine';
import { isLiveMark, markLiveRows } from './live';

const word = (text: string, x: number, y: number): OcrWord => ({
  text,
  confidence: 90,
  bbox: { x0: x, y0: y, x1: x + 40, y1: y + 20 },
});
const page = (words: OcrWord[]): OcrPage => ({ text: '', lines: [], words, width: 1000, height: 800, confidence: 90 });
const match = (y: number) =>
  readMatch({
    id: `s0-m${y}`,
    teams: ['Brisbane Roar', 'Western Sydney'],
    odds: { home: '9.00', draw: '4.20', away: '1.42' },
    boxes: { home: [100, y, 200, 20], homeOdds: [600, y, 40, 20] },
  });

describe('live rows', () => {
  it('a minute, a match clock or a period is live; a kick-off time, a date or a score alone is not', () => {
    for (const t of ["64'", '90+2’', '56:21', '44:00', 'HT', 'Перерыв', '2-й тайм']) expect(isLiveMark(t)).toBe(true);
    for (const t of ['19:45', '10:00', '0:1', '1:0', '12.05', '2.10', 'Live']) expect(isLiveMark(t)).toBe(false);
  });

  it('marks only the match whose own row shows the clock, not a clock in another row', () => {
    const [a, b] = markLiveRows(
      [match(100), match(300)],
      page([word('56:21', 20, 100), word('0:1', 60, 100), word('19:00', 20, 300)]),
      1,
    );
    expect(a!.live).toBe(true);
    expect(b!.live).toBeUndefined();
  });

  it('works in the OCR image’s pixels when the page was enlarged', () => {
    const [a] = markLiveRows([match(100)], page([word("64'", 40, 200)]), 2);
    expect(a!.live).toBe(true);
  });

  it('on a list, a running score before the names is live; one after them, or on a page of one event, is not', () => {
    const list = (y: number) => ({ ...match(y), kind: 'list' as const });
    const [a, b, c] = markLiveRows(
      [list(100), list(300), list(500)],
      page([word('2:1', 20, 100), word('1:0', 300, 300), word('19:30', 20, 500)]),
      1,
    );
    expect(a!.live).toBe(true);
    expect(b!.live).toBeUndefined();
    expect(c!.live).toBeUndefined();
    const [event] = markLiveRows([{ ...match(100), kind: 'event' }], page([word('2:1', 20, 100)]), 1);
    expect(event!.live).toBeUndefined();
  });
});
