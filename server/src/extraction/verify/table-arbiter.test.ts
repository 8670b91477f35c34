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

describe('a table of figures', () => {
  it('reads no match off a stats table, whose numbers make no book on any line, and keeps a price list beside it', async () => {
    const { extractMatches } = await import('../assemble/matches');
    const { fixturePage } = await import('../test-fixtures');
    // The OCR lines of a real statistics page (real-dev3, tune part): goals, shots, cards, possession, passes.
    const stats = fixturePage([
      [
        40,
        ['Team', 60],
        ['Tournament', 400],
        ['Goals', 700],
        ['Shots pg', 820],
        ['Discipline', 950],
        ['Possession%', 1100],
        ['Pass%', 1300],
      ],
      [
        80,
        ['1. Bayern Munich', 60],
        ['Bundesliga', 400],
        ['25', 700],
        ['19.5', 820],
        ['16', 950],
        ['30', 990],
        ['62.3', 1100],
        ['89.3', 1300],
        ['7.3', 1450],
      ],
      [
        120,
        ['2. Barcelona', 60],
        ['LaLiga', 400],
        ['22', 700],
        ['20.4', 820],
        ['11', 950],
        ['0', 990],
        ['71.6', 1100],
        ['89.6', 1300],
        ['13.6', 1450],
        ['6.93', 1550],
      ],
      [
        160,
        ['3. Paris Saint-Germain', 60],
        ['Ligue 1', 400],
        ['21', 700],
        ['15.8', 820],
        ['20', 950],
        ['1', 990],
        ['60.8', 1100],
        ['90.6', 1300],
        ['6.3', 1450],
        ['6.88', 1550],
      ],
      [
        200,
        ['4. Arsenal', 60],
        ['Premier League', 400],
        ['20', 700],
        ['17.2', 820],
        ['24', 950],
        ['2', 990],
        ['58.1', 1100],
        ['87.4', 1300],
        ['8.1', 1450],
        ['6.85', 1550],
      ],
    ]);
    expect(extractMatches(stats).matches.filter((m) => m.odds.home || m.odds.away)).toEqual([]);
    const prices = fixturePage([
      [40, ['1', 820], ['X', 1000], ['2', 1200]],
      [80, ['Bayern Munich - Barcelona', 60], ['1.95', 820], ['3.80', 1000], ['3.60', 1200]],
      [120, ['Arsenal - Chelsea', 60], ['2.10', 820], ['3.40', 1000], ['3.50', 1200]],
      [160, ['Leeds - Everton', 60], ['2.40', 820], ['3.20', 1000], ['3.00', 1200]],
    ]);
    expect(extractMatches(prices).matches.map((m) => m.odds.home)).toEqual(['1.95', '2.10', '2.40']);
  });
});
