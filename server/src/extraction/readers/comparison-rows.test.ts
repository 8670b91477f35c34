import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../names/gazetteer';
import { extractMatches } from '../assemble/matches';
import { boxedPage, type BoxedWord } from '../test-fixtures';

const gazetteer = loadGazetteer();

// OCR boxes of a generated odds comparison on a phone: the match's title, a header, a row per bookmaker.
const title: BoxedWord[][] = [
  [
    ['England', 106, 311, 344, 370, 92],
    ['-', 372, 338, 387, 343, 92],
    ['Championship', 414, 311, 845, 370, 91],
    ['Sep', 911, 312, 1019, 370, 95],
    ['5,', 1047, 312, 1094, 364, 95],
    ['7:30', 1125, 312, 1253, 358, 96],
    ['PM', 1283, 312, 1361, 357, 96],
  ],
  [
    ['Portsmouth', 108, 395, 662, 462, 96],
    ['vs', 699, 412, 801, 462, 95],
    ['Hull', 842, 395, 1019, 462, 96],
    ['City', 1061, 395, 1244, 479, 96],
  ],
  [
    ['Bookmaker', 106, 594, 488, 661, 96],
    ['1', 970, 602, 990, 644, 99],
    ['Хх', 1187, 595, 1234, 661, 64],
    ['2', 1434, 598, 1462, 644, 100],
  ],
];
const bookmakerRow = (y: number, name: BoxedWord[], prices: [string, string, string]): BoxedWord[] => [
  ...name.map(([t, x0, , x1, , c]): BoxedWord => [t, x0, y, x1, y + 48, c]),
  [prices[0], 893, y, 1049, y + 48, 100],
  [prices[1], 1136, y, 1279, y + 48, 98],
  [prices[2], 1374, y, 1513, y + 48, 100],
];
const rows = [
  bookmakerRow(
    747,
    [
      ['Bet', 103, 0, 217, 0, 100],
      ['365', 215, 0, 341, 0, 100],
    ],
    ['2.58', '3.50', '2.68'],
  ),
  bookmakerRow(
    900,
    [
      ['Betfair', 105, 0, 337, 0, 96],
      ['Sportsbook', 363, 0, 754, 0, 96],
    ],
    ['2.52', '3.60', '2.64'],
  ),
  bookmakerRow(1050, [['888sport', 104, 0, 409, 0, 80]], ['2.56', '3.60', '2.56']),
  bookmakerRow(1203, [['Ladbrokes', 105, 0, 455, 0, 96]], ['2.60', '3.50', '2.58']),
];

describe('odds comparisons', () => {
  it("every bookmaker's row is a reading of the title's match, named by its bookmaker, the first row first", () => {
    const ms = extractMatches(boxedPage([...title, ...rows]), { gazetteer }).matches;
    expect(ms.map((m) => m.bookmaker)).toEqual(['Bet 365', 'Betfair Sportsbook', '888sport', 'Ladbrokes']);
    expect(ms.every((m) => m.teams?.join(' v ') === 'Portsmouth v Hull City')).toBe(true);
    expect(ms.map((m) => m.odds)).toEqual([
      { home: '2.58', draw: '3.50', away: '2.68' },
      { home: '2.52', draw: '3.60', away: '2.64' },
      { home: '2.56', draw: '3.60', away: '2.56' },
      { home: '2.60', draw: '3.50', away: '2.58' },
    ]);
    expect(ms[0]!.prominence).toBeGreaterThan(ms[1]!.prominence);
  });

  it('one match at several bookmakers is no page of several matches: no OTHER_MATCHES_FOUND', () => {
    const reading = extractMatches(boxedPage([...title, ...rows]), { gazetteer });
    expect(reading.matches).toHaveLength(4);
    expect(reading.warnings).not.toContain('OTHER_MATCHES_FOUND');
  });

  it('rows whose prices cannot be one match (a list whose names went unread) are no comparison: one match, no bookmaker', () => {
    const list = [
      bookmakerRow(
        747,
        [
          ['Bet', 103, 0, 217, 0, 100],
          ['365', 215, 0, 341, 0, 100],
        ],
        ['2.58', '3.50', '2.68'],
      ),
      bookmakerRow(900, [['Betfair', 105, 0, 337, 0, 96]], ['1.25', '6.00', '11.00']),
      bookmakerRow(1050, [['888sport', 104, 0, 409, 0, 80]], ['2.56', '3.60', '2.56']),
    ];
    const ms = extractMatches(boxedPage([...title, ...list]), { gazetteer }).matches;
    expect(ms).toHaveLength(1);
    expect(ms[0]!.bookmaker).toBeUndefined();
  });

  it("a bookmaker named like a club ('Zenit') among others, and one read letter-split, are still bookmakers", () => {
    const named = [
      rows[0]!,
      bookmakerRow(900, [['Zenit', 105, 0, 300, 0, 96]], ['2.52', '3.60', '2.64']),
      bookmakerRow(
        1050,
        [
          ['Bet', 104, 0, 160, 0, 90],
          ['fir', 170, 0, 210, 0, 70],
          ['Sports', 220, 0, 330, 0, 90],
          ['bo', 340, 0, 380, 0, 60],
          ['ok', 385, 0, 420, 0, 60],
        ],
        ['2.56', '3.60', '2.56'],
      ),
    ];
    const ms = extractMatches(boxedPage([...title, ...named]), { gazetteer }).matches;
    expect(ms.map((m) => m.bookmaker)).toEqual(['Bet 365', 'Zenit', 'Bet fir Sports bo ok']);
  });

  it('rows labelled by clubs the gazetteer knows are matches of a list, not bookmakers', () => {
    const clubs = [
      bookmakerRow(747, [['Everton', 103, 0, 341, 0, 96]], ['2.58', '3.50', '2.68']),
      bookmakerRow(900, [['Fulham', 105, 0, 337, 0, 96]], ['2.52', '3.60', '2.64']),
    ];
    const ms = extractMatches(boxedPage([...title, ...clubs]), { gazetteer }).matches;
    expect(ms.some((m) => m.bookmaker)).toBe(false);
  });
});
