import { describe, expect, it } from 'vitest';
import { readMatch } from '@shared/reading.test-helpers';
import type { OcrPage, OcrWord } from '../../ocr/engine';
import { readTables } from '../table/read-table';
import { arbitrateTable, isChromeName, nameScore } from './table-arbiter';

function line(y: number, words: [string, number][]): OcrWord[] {
  return words.map(([text, x]) => ({ text, confidence: 95, bbox: { x0: x, y0: y, x1: x + text.length * 10, y1: y + 20 } }));
}
const ROWS: [string, string, string, string, string][] = [
  ['Rayo', 'Alaves', '1.90', '3.25', '4.20'],
  ['Celta', 'Mallorca', '2.00', '3.10', '4.20'],
  ['Barcelona', 'Betis', '1.36', '4.75', '7.50'],
];
const page: OcrPage = {
  text: '',
  lines: [],
  width: 1200,
  height: 400,
  confidence: 95,
  words: [
    ...line(60, [
      ['A-Z', 20],
      ['1', 720],
      ['X', 820],
      ['2', 920],
    ]),
    ...ROWS.flatMap(([h, a, ...ps], i) =>
      line(100 + i * 40, [
        [i === 0 ? 'Basketball' : 'Tennis', 20],
        [h, 300],
        ['-', 300 + h.length * 10 + 8],
        [a, 330 + h.length * 10],
        ...ps.map((p, k): [string, number] => [p, 700 + k * 100]),
      ]),
    ),
  ],
};
const old = (teams: [string, string], odds: [string, string, string], y: number) =>
  readMatch({
    teams,
    odds: { home: odds[0], draw: odds[1], away: odds[2] },
    confidence: { teams: 0.95, odds: 0.95, date: 0 },
    boxes: { home: [20, y, 60, 20], homeOdds: [700, y, 40, 20] },
    prominence: 5,
  });

describe('the names arbiter', () => {
  it('chrome is never a name: menus, sports, a league', () => {
    expect(isChromeName('A-Z')).toBe(true);
    expect(isChromeName('Basketball')).toBe(true);
    expect(isChromeName('Rayo Vallecano')).toBe(false);
    expect(nameScore(['A-Z', 'Basketball'], undefined, false)).toBeLessThan(nameScore(['Rayo', 'Alaves'], undefined, true));
  });

  it('keeps the names that score higher for the same prices, adds rows no reader returned, keeps agreeing rows', () => {
    const { rows, height } = readTables(page);
    expect(rows).toHaveLength(3);
    const before = [
      old(['A-Z', 'Basketball'], ['1.90', '3.25', '4.20'], 100),
      old(['Barcelona', 'Betis'], ['1.36', '4.75', '7.50'], 180),
    ];
    const after = arbitrateTable(before, rows, { scale: 1, height, screenshot: 0 });
    expect(after.map((m) => m.teams)).toEqual([
      ['Rayo', 'Alaves'],
      ['Barcelona', 'Betis'],
      ['Celta', 'Mallorca'],
    ]);
    expect(after[1]).toBe(before[1]);
    expect(after[2]!.odds).toEqual({ home: '2.00', draw: '3.10', away: '4.20' });
  });
});
