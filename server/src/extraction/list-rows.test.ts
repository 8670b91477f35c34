import { describe, expect, it } from 'vitest';
import { loadGazetteer } from './names/gazetteer';
import { extractMatches, mostProminent } from './assemble/matches';
import { rejoinSplitWords, splitStackedWords } from './grid/layout';
import type { W } from './page/words';
import { boxedPage, fixturePage, type BoxedWord, type Cell } from './test-fixtures';
import type { OcrPage } from '../ocr/engine';

/* Rows of match lists as OCR returns them: lines cut apart, labels glued to prices, live scores beside names. */

const gazetteer = loadGazetteer();
/** Each match read on a page: its teams and prices, in reading order. */
const readRows = (page: OcrPage) =>
  extractMatches(page, { gazetteer }).matches.map((m) => [m.teams?.join(' - '), m.odds.home, m.odds.draw, m.odds.away]);
const read = (rows: [number, ...Cell[]][]) => extractMatches(fixturePage(rows), { gazetteer }).matches;
const byTeams = (ms: ReturnType<typeof read>, home: string) => ms.find((m) => m.teams?.[0] === home);

describe('list rows', () => {
  it('an outcome label glued to its price ("1 1.9" read as "11.9") is split when only that makes one book, and not trusted', () => {
    const ms = read([
      [150, ['Super Lig', 40], ['1', 900], ['X', 1050], ['2', 1200]],
      [246, ['11.9', 880], ['x 3.55', 1030], ['2 3.9', 1180]],
      [258, ['Konyaspor - Fatih Karagumruk', 300]],
    ]);
    const m = byTeams(ms, 'Konyaspor');
    expect(m?.odds).toEqual({ home: '1.9', draw: '3.55', away: '3.9' });
    expect(m?.confidence.odds).toBeLessThan(0.6);
  });

  it("a fraction glues to its label the same way ('1 3/1' read as '13/1', '2 9/4' as '29/4'), and is not trusted", () => {
    const ms = read([
      [150, ['Bundesliga', 40], ['1', 900], ['X', 1050], ['2', 1200]],
      [250, ['RB Leipzig v Bayer Leverkusen', 40], ['13/1', 880], ['X 3/1', 1030], ['2 5/6', 1180]],
      [300, ['FC Augsburg v Mainz 05', 40], ['1 5/4', 880], ['X 5/2', 1030], ['29/4', 1180]],
      [350, ['Celtic v Hearts', 40], ['1 1/4', 880], ['X 5/1', 1030], ['12/1', 1180]],
    ]);
    expect(byTeams(ms, 'RB Leipzig')?.odds).toMatchObject({ home: '3/1', draw: '3/1', away: '5/6' });
    expect(byTeams(ms, 'FC Augsburg')?.odds).toMatchObject({ home: '5/4', draw: '5/2', away: '9/4' });
    expect(byTeams(ms, 'RB Leipzig')?.confidence.odds).toBeLessThan(0.6);
    // A long shot that makes a book as printed keeps its digits.
    expect(byTeams(ms, 'Celtic')?.odds).toMatchObject({ home: '1/4', draw: '5/1', away: '12/1' });
  });

  it("a price with a stray dot that could be a date ('1.01.') is read on a row of prices under a 1X2 header, not trusted", () => {
    const ms = read([
      [100, ['Premiership', 40], ['1', 900], ['X', 1050], ['2', 1200]],
      [150, ["77'", 20], ['Aberdeen - Hibernian', 140], ['55.00', 880], ['30.00', 1030], ['1.01.', 1180]],
      [200, ["51'", 20], ['Motherwell - Livingston', 140], ['1.23', 880], ['6.60', 1030], ['12.00', 1180]],
    ]);
    const m = byTeams(ms, 'Aberdeen');
    expect(m?.odds).toMatchObject({ home: '55.00', draw: '30.00', away: '1.01' });
    expect(m?.confidence.odds).toBeLessThan(0.6);
  });

  it('a book with a margin wider than any main market is shown but not trusted', () => {
    const [m] = read([
      [100, ['Match Result', 40]],
      [150, ['Rostov - Spartak Moscow', 40]],
      [200, ['1', 60], ['2.6', 250], ['X', 400], ['2.12', 560], ['2', 700], ['2.58', 900]],
    ]);
    expect(m?.odds).toEqual({ home: '2.6', draw: '2.12', away: '2.58' });
    expect(m?.confidence.odds).toBeLessThan(0.6);
  });

  it("a name's first letter read on the line beside it joins the name; a letter with neighbours on its own line stays", () => {
    const w = (text: string, x0: number, y0: number, x1: number, y1: number, conf = 90): W => ({ text, conf, x0, y0, x1, y1 });
    const split = [[w('H', 232, 496, 255, 521)], [w('Пер.', 68, 494, 150, 530), w('ицца', 257, 502, 340, 540)]];
    rejoinSplitWords(split);
    expect(split.map((l) => l.map((x) => x.text))).toEqual([[], ['Пер.', 'Ницца']]);
    const word = [[w('H', 232, 496, 255, 521), w('Arena', 270, 496, 360, 521)], [w('ицца', 257, 502, 340, 540)]];
    rejoinSplitWords(word);
    expect(word.map((l) => l.map((x) => x.text))).toEqual([['H', 'Arena'], ['ицца']]);
    // A live score's digit beside the letter is no word: 'Ш', read as 'W' on the score's line, joins 'тутгарт'.
    const score = [
      [w('3', 238, 988, 264, 1026), w('W', 309, 988, 350, 1025)],
      [w("45'", 33, 1026, 109, 1059), w('тутгарт', 355, 997, 530, 1037)],
    ];
    rejoinSplitWords(score);
    expect(score.map((l) => l.map((x) => x.text))).toEqual([['3'], ["45'", 'Штутгарт']]);
    // A capital after a Latin word's small letters is another line's glyph.
    const latin = [[w('Tampa', 1229, 463, 1291, 485)], [w('P', 1295, 468, 1312, 490), w('yng', 1381, 468, 1454, 490)]];
    rejoinSplitWords(latin);
    expect(latin.map((l) => l.map((x) => x.text))).toEqual([['Tampa'], ['P', 'yng']]);
    // Three letters as well ('Штуг' + 'арт'), which had made a pair of teams of one name's halves.
    const three = [[w('Штуг', 875, 198, 932, 228, 53)], [w('арт', 929, 201, 966, 235, 71), w('1.48', 1206, 210, 1263, 225, 99)]];
    rejoinSplitWords(three);
    expect(three.map((l) => l.map((x) => x.text))).toEqual([['Штугарт'], ['1.48']]);
  });
});

describe('a line OCR read across two stacked names', () => {
  it("'Лион' over 'Лилль' in one line with the prices centred between them: two lines, the row's two teams", () => {
    const page = fixturePage([
      [40, ['Франция. Лига 1', 40], ['1', 900], ['X', 1000], ['2', 1100]],
      [100, ["32'", 40], ['Лион', 200], ['1,01', 900], ['29,00', 1000], ['53,00', 1100]],
      [200, ["80'", 40], ['Ланс', 200]],
      [220, ['0:0', 40], ['9,80', 900], ['1,55', 1000], ['3,50', 1100]],
      [240, ['Пари Сен-Жермен', 200]],
    ]);
    // The first match's line holds both names, the away name below the home one at the same x.
    const line = page.lines[1]!;
    const away = { text: 'Лилль', confidence: 96, bbox: { x0: 200, y0: 135, x1: 260, y1: 155 } };
    line.words.splice(2, 0, away);
    page.words = page.lines.flatMap((l) => l.words);
    const ms = extractMatches(page, { gazetteer }).matches;
    expect(byTeams(ms, 'Лион')).toMatchObject({ teams: ['Лион', 'Лилль'], odds: { home: '1.01', draw: '29.00', away: '53.00' } });
    expect(byTeams(ms, 'Ланс')?.teams).toEqual(['Ланс', 'Пари Сен-Жермен']);
  });

  it("a kick-off centred between the stacked names ('9 февраля 13:00') stays one run: the row keeps its date", () => {
    const box = (text: string, x0: number, y0: number, x1: number, y1: number) => ({
      text,
      confidence: 95,
      bbox: { x0, y0, x1, y1 },
    });
    const page = fixturePage([[40, ['Премьер-лига', 40], ['1', 900], ['x', 1000], ['2', 1100]]]);
    // One OCR line: the names 36 px apart, the kick-off and the prices level between them; the month's descender
    // ('р', 'я') takes its box lower than the day's and the time's.
    const words = [
      box('9', 40, 118, 52, 138),
      box('февраля', 60, 118, 140, 143),
      box('13:00', 148, 118, 208, 138),
      box('Эвертон', 300, 100, 390, 120),
      box('Ньюкасл', 300, 136, 390, 156),
      box('Юнайтед', 398, 136, 488, 156),
      box('1.69', 900, 118, 948, 138),
      box('3.85', 1000, 118, 1048, 138),
      box('4.50', 1100, 118, 1148, 138),
    ];
    page.lines.push({ text: words.map((w) => w.text).join(' '), words, bbox: { x0: 40, y0: 100, x1: 1148, y1: 156 } });
    page.words = page.lines.flatMap((l) => l.words);
    const ms = extractMatches(page, { gazetteer }).matches;
    expect(byTeams(ms, 'Эвертон')).toMatchObject({ teams: ['Эвертон', 'Ньюкасл Юнайтед'], date: '--02-09' });
  });
});



describe("marks after a row's first name", () => {
  it("'Samsunspor — 1 2,44' (a dash and the home label read into the name's phrase) still names the row", () => {
    const page = boxedPage([
      [
        ['Superliga', 513, 143, 625, 176, 96],
        ['1', 954, 148, 965, 165, 99],
        ['Xx', 1129, 143, 1147, 176, 72],
        ['2', 1313, 146, 1324, 165, 99],
        ['Sim', 1503, 147, 1544, 166, 96],
        ['Nao', 1680, 147, 1725, 166, 87],
        ['Total', 1922, 147, 1977, 166, 96],
        ['de', 1986, 147, 2013, 166, 96],
        ['Gols', 2023, 147, 2072, 166, 96],
        ['Boletim', 2242, 150, 2343, 172, 92],
      ],
      [['0', 2242, 202, 2253, 220, 96]],
      [
        ['25.04', 507, 239, 569, 257, 100],
        ['13:00', 580, 239, 642, 257, 99],
        ['Samsunspor', 693, 216, 857, 259, 96],
        ['—', 879, 211, 901, 261, 38],
        ['12,44', 927, 224, 1001, 248, 94],
        ['х', 1102, 228, 1114, 244, 88],
        ['3,20', 1125, 224, 1178, 248, 96],
        ['2', 1273, 223, 1290, 247, 95],
        ['2,80', 1302, 223, 1358, 247, 95],
        ['2,22', 1491, 223, 1553, 247, 94],
        ['2,02', 1678, 223, 1727, 247, 97],
        ['03', 1893, 222, 1923, 250, 99],
        ['U3', 2072, 222, 2100, 237, 50],
      ],
      [
        ['Kocaelispor', 700, 246, 841, 287, 91],
        ['1,75', 1879, 235, 1939, 273, 93],
        ['2,22', 2054, 235, 2114, 273, 97],
      ],
      [
        ['25.04', 507, 354, 569, 371, 99],
        ['15:00', 580, 354, 642, 371, 96],
        ['Kasimpasa', 700, 330, 830, 357, 93],
        ['1', 916, 337, 933, 361, 97],
        ['1,41', 945, 337, 1001, 361, 94],
        ['x', 1102, 342, 1114, 358, 91],
        ['4,40', 1125, 338, 1178, 362, 95],
        ['2', 1273, 337, 1287, 361, 95],
        ['10,50', 1291, 337, 1359, 361, 97],
        ['1,84', 1496, 337, 1549, 361, 96],
        ['1,81', 1677, 338, 1725, 362, 95],
        ['03', 1889, 336, 1922, 367, 97],
        ['U3', 2073, 336, 2100, 351, 93],
      ],
      [
        ['Goztepe', 699, 371, 800, 397, 92],
        ['1,73', 1878, 363, 1935, 387, 97],
        ['2,06', 2055, 363, 2109, 387, 99],
      ],
    ]);
    const ms = extractMatches(page, { gazetteer, scale: 2 }).matches;
    expect(ms.map((m) => m.teams)).toEqual([
      ['Samsunspor', 'Kocaelispor'],
      ['Kasimpasa', 'Goztepe'],
    ]);
  });
});

describe('a long name wrapped onto a second line', () => {
  it("'Istanbul' over 'Basaksehir' over 'Goztepe': the line known as a team alone is one side, the other two the other", () => {
    const ms = extractMatches(
      fixturePage([
        [40, ['Turkey - Super Lig', 40], ['1', 800], ['X', 900], ['2', 1000]],
        [100, ['Istanbul', 140], ['11/8', 800], ['5/2', 900], ['2/1', 1000]],
        [130, ['Wed 4 Feb 13:00', 20], ['Basaksehir', 140]],
        [165, ['Goztepe', 140]],
        [240, ['Rizespor', 140], ['10/11', 800], ['5/2', 900], ['3/1', 1000]],
        [270, ['Galatasaray', 140]],
      ]),
      { gazetteer },
    ).matches;
    expect(ms.map((m) => m.teams)).toEqual([
      ['Istanbul Basaksehir', 'Goztepe'],
      ['Rizespor', 'Galatasaray'],
    ]);
  });

  it("'Динамо' over 'Москва' over 'Тамбов': a city known only in part ('Москва') completes a name known whole", () => {
    const ms = extractMatches(
      fixturePage([
        [40, ['Премьер-лига', 40], ['1', 800], ['X', 900], ['2', 1000]],
        [100, ['Динамо', 140]],
        [130, ["47'", 20], ['Москва', 140], ['13.5', 800], ['7.2', 900], ['1.19', 1000]],
        [160, ['Тамбов', 140]],
        [240, ['Ахмат', 140], ['1.36', 800], ['4.9', 900], ['9.0', 1000]],
        [270, ['Рубин', 140]],
      ]),
      { gazetteer },
    ).matches;
    expect(ms.map((m) => m.teams)).toEqual([
      ['Динамо Москва', 'Тамбов'],
      ['Ахмат', 'Рубин'],
    ]);
  });

  it("'West' over 'Brom' over 'Albion' over 'Wrexham' is West Brom Albion v Wrexham, its last line running under the prices", () => {
    const ms = extractMatches(
      fixturePage([
        [40, ['Championship', 40], ['1', 800], ['X', 900], ['2', 1000]],
        [90, ['West', 700]],
        [120, ['Brom', 700], ['1,63', 800], ['3,9', 900], ['5,2', 1000]],
        [150, ['Albion', 700]],
        [180, ['Wrexham', 700]],
        [300, ['Swansea', 700]],
        [330, ['City', 700], ['1,99', 800], ['3,6', 900], ['3,35', 1000]],
        [360, ['Hull', 700]],
        [390, ['City', 700]],
      ]),
      { gazetteer },
    ).matches;
    expect(ms.map((m) => m.teams)).toEqual([
      ['West Brom Albion', 'Wrexham'],
      ['Swansea City', 'Hull City'],
    ]);
  });

  it("a name line nearer the row above's prices is that row's, not the start of this row's wrapped name", () => {
    const ms = extractMatches(
      fixturePage([
        [40, ['Scotland - Premiership', 40], ['1', 800], ['X', 900], ['2', 1000]],
        [100, ['12:30', 20], ['+230', 800], ['+300', 900], ['+100', 1000]],
        [130, ['Hearts', 140]],
        [165, ['Kil', 140], ['-140', 800], ['+295', 900], ['+350', 1000]],
        [195, ['Falkirk', 140]],
        [265, ['St Mirren', 140], ['+210', 800], ['+260', 900], ['+115', 1000]],
        [295, ['Motherwell', 140]],
      ]),
      { gazetteer },
    ).matches;
    // The row above lost its home name to OCR: its away name does not join this row's.
    expect(ms.map((m) => m.teams)).toEqual([
      ['Kil', 'Falkirk'],
      ['St Mirren', 'Motherwell'],
    ]);
  });
});

describe('relative days', () => {
  it("'Heute' and 'Morgen' (today, tomorrow) beside a row's stacked names are its date, not its teams", () => {
    const ms = extractMatches(
      fixturePage([
        [40, ['Premier League', 40], ['1', 800], ['X', 900], ['2', 1000]],
        [100, ['Heute', 20], ['Liverpool', 140], ['1,88', 800], ['3,65', 900], ['4,20', 1000]],
        [130, ['Heute', 20], ['Aston Villa', 140]],
        [200, ['Morgen', 20], ['Burnley', 140], ['2,80', 800], ['3,45', 900], ['2,46', 1000]],
        [230, ['Morgen', 20], ['Newcastle United', 140]],
      ]),
      { gazetteer },
    ).matches;
    expect(ms.map((m) => m.teams)).toEqual([
      ['Liverpool', 'Aston Villa'],
      ['Burnley', 'Newcastle United'],
    ]);
  });
});

describe('a row read as two lines', () => {
  it("a draw button read on the names' line, the row's other two a line apart, is one 1X2 market", () => {
    // desktop list, two lines per row (the total's over above its under): tesseract cut the first row's prices in two.
    const ms = extractMatches(
      boxedPage([
        [
          ['1', 1879, 157, 1889, 174, 100],
          ['x', 2031, 158, 2045, 174, 84],
          ['2', 2179, 157, 2189, 174, 99],
          ['Total', 2420, 152, 2472, 187, 97],
        ],
        [
          ['-', 1855, 236, 1869, 257, 98],
          ['135', 1872, 236, 1912, 257, 100],
          ['+', 2153, 236, 2170, 257, 99],
          ['330', 2170, 236, 2221, 257, 100],
          ['01.5', 2351, 235, 2390, 263, 98],
          ['U15', 2501, 235, 2542, 250, 83],
        ],
        [
          ['26/11', 471, 250, 544, 269, 98],
          ['12:30', 548, 250, 604, 269, 93],
          ['Livingston', 676, 248, 794, 275, 93],
          ['-', 802, 259, 808, 262, 92],
          ['Hibernian', 817, 248, 927, 269, 96],
          ['+285', 2003, 236, 2072, 257, 100],
          ['-101', 2339, 261, 2396, 282, 99],
          ['+130', 2489, 248, 2546, 282, 100],
        ],
        [
          ['+135', 1836, 471, 1905, 492, 100],
          ['+235', 2006, 471, 2071, 492, 100],
          ['+190', 2155, 471, 2220, 492, 100],
          ['03', 2350, 469, 2382, 499, 99],
          ['U3', 2505, 469, 2533, 497, 98],
        ],
        [
          ['26/11', 479, 487, 534, 505, 93],
          ['15:00', 547, 487, 602, 504, 93],
          ['Motherwell', 676, 484, 804, 506, 93],
          ['-', 812, 496, 819, 498, 93],
          ['Rangers', 827, 484, 921, 511, 96],
          ['+120', 2336, 482, 2395, 516, 100],
          ['+125', 2487, 482, 2556, 516, 100],
        ],
      ]),
      { gazetteer },
    ).matches;
    const first = ms.find((m) => m.teams?.[0] === 'Livingston')!;
    expect(first.odds).toEqual({ home: '-135', draw: '+285', away: '+330' });
    expect(mostProminent(ms)?.teams).toEqual(['Livingston', 'Hibernian']);
  });
});

describe('a labelled row cut in two lines level with each other', () => {
  it("'1 3,35  X 3,7' and '2 2,1' on one printed line (the kick-off below pulled the away into its line) are one 1X2", () => {
    const ms = extractMatches(
      boxedPage([
        [
          ['Eredivisie', 245, 231, 355, 264, 96],
          ['1', 1469, 237, 1475, 253, 96],
          ['x', 1662, 236, 1676, 253, 69],
          ['2', 1856, 235, 1867, 253, 99],
          ['Handicap', 2139, 235, 2243, 259, 96],
        ],
        [
          ['Sparta', 362, 309, 437, 335, 96],
          ['Rotterdam', 447, 309, 570, 329, 96],
          ['1', 1439, 320, 1443, 333, 95],
          ['3,35', 1460, 316, 1510, 335, 67],
          ['X', 1640, 319, 1650, 335, 75],
          ['3,7', 1663, 316, 1699, 335, 50],
          ['+0.5', 2075, 314, 2113, 340, 98],
          ['0.5', 2280, 314, 2303, 327, 80],
        ],
        [
          ['12:30', 243, 326, 299, 348, 98],
          [',', 1475, 331, 1480, 338, 4],
          ['7', 1678, 331, 1684, 338, 46],
          ['2', 1836, 319, 1845, 335, 74],
          ['2,1', 1859, 316, 1892, 338, 87],
        ],
        [
          ['AZ', 361, 347, 391, 366, 81],
          ['Alkmaar', 399, 346, 497, 367, 81],
          ['2,08', 2063, 339, 2114, 362, 97],
          ['2,04', 2260, 340, 2315, 362, 98],
        ],
        [
          ['14:00', 242, 563, 303, 579, 98],
          ['NEC', 363, 545, 410, 564, 96],
          ['Nijmegen', 419, 545, 530, 570, 96],
          ['1', 1439, 557, 1443, 570, 96],
          ['3,45', 1460, 552, 1510, 575, 96],
          ['x', 1641, 557, 1650, 571, 56],
          ['4,0', 1663, 553, 1699, 575, 93],
          ['2', 1824, 552, 1840, 574, 95],
          ['1,94', 1851, 552, 1903, 574, 95],
          ['+0.5', 2079, 551, 2110, 564, 89],
          ['05', 2280, 551, 2303, 564, 88],
        ],
        [
          ['Telstar', 362, 582, 440, 602, 96],
          ['1,99', 2067, 563, 2123, 602, 99],
          ['1,72', 2263, 576, 2319, 598, 96],
        ],
      ]),
      { gazetteer },
    ).matches;
    const first = mostProminent(ms)!;
    expect(first.teams).toEqual(['Sparta Rotterdam', 'AZ Alkmaar']);
    expect(first.odds).toEqual({ home: '3.35', draw: '3.7', away: '2.1' });
  });
});

describe("names a line below their row's prices, debris between", () => {
  it("'3.4 4.0 2.02' over 'Ахмат — Химки', with a stray '3' read as a line of its own between them, are one row", () => {
    const ms = extractMatches(
      boxedPage([
        [
          ['Россия.', 387, 180, 498, 202, 96],
          ['Премьер-лига', 509, 180, 715, 208, 96],
          ['1', 1126, 180, 1139, 201, 99],
          ['x', 1276, 181, 1293, 201, 87],
          ['2', 1428, 180, 1441, 201, 99],
          ['Фора', 1660, 180, 1737, 207, 96],
          ['Тотал', 1994, 176, 2080, 213, 96],
        ],
        [
          ['3.4', 1112, 273, 1154, 298, 99],
          ['4.0', 1259, 273, 1300, 296, 99],
          ['2.02', 1409, 273, 1461, 298, 99],
          ['+0.5', 1603, 270, 1641, 308, 96],
          ['-0.5', 1746, 270, 1795, 308, 94],
          ['03', 1941, 270, 1977, 308, 99],
          ['u', 2095, 272, 2107, 288, 0],
        ],
        [['3', 2118, 272, 2128, 288, 96]],
        [
          ['Сегодня', 387, 293, 493, 317, 96],
          ['12:30', 505, 292, 572, 312, 89],
          ['Ахмат', 611, 289, 702, 312, 82],
          ['—', 712, 302, 744, 305, 91],
          ['Химки', 754, 289, 845, 312, 95],
          ['1.86', 1594, 304, 1651, 329, 100],
          ['1.78', 1738, 304, 1807, 329, 100],
          ['1.6', 1941, 304, 1977, 329, 99],
          ['1.81', 2078, 304, 2136, 329, 100],
        ],
        [
          ['1.6', 1107, 412, 1148, 436, 99],
          ['3.85', 1258, 412, 1310, 436, 99],
          ['5.3', 1407, 412, 1461, 436, 99],
          ['-1.5', 1594, 408, 1643, 446, 95],
          ['03', 1931, 408, 1986, 446, 99],
        ],
        [
          ['Сегодня', 387, 432, 493, 457, 96],
          ['15:00', 505, 432, 572, 452, 89],
          ['Рубин', 613, 426, 700, 457, 82],
          ['—', 712, 440, 744, 443, 91],
          ['Уфа', 755, 427, 819, 457, 96],
          ['2.22', 1594, 443, 1651, 465, 100],
          ['1.85', 1746, 443, 1798, 467, 100],
          ['1.82', 1921, 443, 1987, 467, 99],
          ['2.36', 2083, 443, 2140, 467, 100],
        ],
      ]),
      { gazetteer },
    ).matches;
    expect(mostProminent(ms)?.teams).toEqual(['Ахмат', 'Химки']);
    expect(mostProminent(ms)?.odds).toEqual({ home: '3.4', draw: '4.0', away: '2.02' });
  });
});

describe("a '1' label glued to its price", () => {
  it("'12.18  x 3.40  2 3.10': the unlabelled price left of the draw's label is the home's, its glued '1' taken off, unsure", () => {
    const ms = extractMatches(
      boxedPage([
        [
          ['Liga', 464, 152, 512, 179, 96],
          ['Portugal', 522, 152, 627, 179, 96],
          ['1', 1579, 154, 1586, 173, 96],
          ['x', 1778, 154, 1793, 173, 77],
          ['2', 1980, 154, 1991, 172, 99],
          ['Total', 2241, 153, 2299, 173, 96],
          ['de', 2308, 153, 2336, 173, 96],
          ['Gols', 2345, 153, 2396, 173, 96],
        ],
        [
          ['ae', 497, 248, 553, 255, 35],
          ['12.18', 1624, 235, 1711, 253, 50],
          ['x', 1842, 237, 1854, 253, 87],
          ['3.40', 1866, 235, 1920, 254, 89],
          ['2', 2037, 235, 2055, 253, 98],
          ['3.10', 2067, 235, 2125, 253, 99],
          ['03', 2289, 231, 2333, 262, 99],
          ['2.08', 2711, 235, 2774, 253, 99],
          ['2.10', 2922, 235, 2973, 253, 100],
        ],
        [
          ['Hoje', 464, 248, 513, 270, 96],
          ['13:00', 523, 248, 581, 264, 96],
          ['Estrela', 655, 246, 738, 267, 91],
          ['-', 747, 257, 754, 260, 92],
          ['AVS', 763, 248, 809, 267, 85],
          ['1.70', 2285, 260, 2341, 279, 99],
          ['1.74', 2485, 260, 2540, 279, 99],
        ],
        [
          ['1', 1640, 352, 1656, 370, 96],
          ['3.25', 1658, 352, 1718, 370, 99],
          ['X', 1829, 354, 1841, 371, 91],
          ['3.70', 1854, 352, 1907, 371, 93],
          ['2', 2039, 352, 2057, 370, 99],
          ['2.16', 2065, 352, 2127, 370, 99],
          ['02', 2297, 348, 2334, 363, 99],
          ['1.81', 2714, 352, 2770, 370, 99],
          ['2.36', 2923, 352, 2968, 370, 100],
        ],
        [
          ['Hoje', 464, 367, 513, 389, 96],
          ['13:00', 523, 367, 581, 384, 96],
          ['Rio', 655, 365, 692, 384, 95],
          ['Ave', 700, 365, 746, 384, 92],
          ['-', 755, 374, 763, 377, 92],
          ['Gil', 772, 363, 802, 384, 96],
          ['Vicente', 811, 365, 904, 384, 96],
          ['1.64', 2286, 359, 2335, 396, 100],
          ['2.20', 2482, 378, 2539, 396, 100],
        ],
      ]),
      { gazetteer },
    ).matches;
    const first = ms.find((m) => m.teams?.[0] === 'Estrela')!;
    expect(first.odds).toEqual({ home: '2.18', draw: '3.40', away: '3.10' });
    expect(first.confidence.odds).toBeLessThan(0.9);
  });
});

describe('a fraction whose slash OCR read as a 1', () => {
  it("'1 6/4  x 914  2 714' in a row of fractions is 6/4, 9/4, 7/4, shown as unsure; beside decimals '314' stays 3.14", () => {
    const ms = extractMatches(
      fixturePage([
        [40, ['La Liga', 40], ['1', 700], ['X', 800], ['2', 900]],
        [80, ['Valencia - Celta Vigo', 40], ['1 6/4', 680], ['x 914', 780], ['2 714', 880]],
        [120, ['Girona - Barcelona', 40], ['1 1/3', 680], ['x 10/3', 780], ['2 11/1', 880]],
        [160, ['Alaves - Sevilla', 40], ['1 2.10', 680], ['x 314', 780], ['2 3.50', 880]],
      ]),
      { gazetteer },
    ).matches;
    const valencia = ms.find((m) => m.teams?.[0] === 'Valencia')!;
    expect(valencia.odds).toEqual({ home: '6/4', draw: '9/4', away: '7/4' });
    expect(valencia.confidence.odds).toBeLessThan(0.9);
    expect(ms.find((m) => m.teams?.[0] === 'Alaves')?.odds.draw).toBe('3.14');
  });
});

describe('a glyph of the line below read into a name', () => {
  it("'Como i' (the 'i' of 'Milan' under it, no height shared with 'Como') is Como, the list's first row", () => {
    const ms = extractMatches(
      boxedPage([
        [
          ['Serie', 757, 210, 817, 228, 93],
          ['A', 826, 212, 842, 228, 93],
          ['1', 2534, 212, 2545, 228, 96],
          ['x', 2659, 212, 2673, 228, 93],
          ['2', 2787, 212, 2798, 228, 96],
        ],
        [
          ['1:1', 748, 293, 811, 321, 97],
          ['Como', 887, 275, 952, 292, 92],
          ['i', 970, 307, 979, 326, 77],
          ['2.70', 2509, 291, 2568, 307, 100],
          ['3.10', 2635, 291, 2695, 307, 100],
          ['2.66', 2761, 291, 2821, 307, 100],
        ],
        [
          ['Eishockey', 356, 320, 463, 344, 92],
          ['Inter', 887, 309, 941, 326, 95],
          ['Milan', 950, 309, 1009, 326, 96],
        ],
        [
          ['HT', 758, 378, 785, 394, 96],
          ['Cremonese', 886, 374, 1018, 410, 91],
          ['1.21', 2509, 390, 2567, 406, 100],
          ['-', 2662, 398, 2670, 402, 92],
          ['12.00', 2759, 390, 2828, 406, 99],
        ],
        [
          ['1:0', 749, 405, 807, 421, 97],
          ['Lazio', 887, 409, 945, 425, 96],
        ],
      ]),
      { gazetteer },
    ).matches;
    expect(mostProminent(ms)).toMatchObject({
      teams: ['Como', 'Inter Milan'],
      odds: { home: '2.70', draw: '3.10', away: '2.66' },
    });
  });
});

describe("a live score's 0 read as the letter O", () => {
  it("'О NAC Bred' over 'О Ajax': the scores' zeros are no part of the names", () => {
    const ms = extractMatches(
      boxedPage([
        [
          ['Netherlands', 58, 386, 379, 427, 92],
          ['-', 396, 409, 410, 415, 92],
          ['Eredivisie', 430, 386, 674, 427, 95],
          ['1', 949, 388, 971, 426, 100],
          ['Хх', 1152, 382, 1186, 437, 72],
          ['2', 1366, 388, 1389, 426, 100],
        ],
        [
          ['О', 241, 760, 266, 798, 66],
          ['NAC', 310, 757, 467, 799, 96],
          ['Bred', 528, 755, 555, 799, 96],
        ],
        [
          ["20'", 44, 808, 107, 844, 95],
          ['97609', 345, 768, 586, 847, 13],
          ['3.85', 921, 798, 1030, 842, 100],
          ['3.3', 1155, 798, 1216, 842, 100],
          ['2.12', 1334, 798, 1453, 842, 100],
        ],
        [
          ['О', 241, 849, 266, 881, 90],
          ['Ajax', 305, 841, 415, 896, 96],
        ],
      ]),
      { gazetteer },
    ).matches;
    expect(ms[0]?.teams?.[1]).toBe('Ajax');
    expect(ms[0]?.odds).toEqual({ home: '3.85', draw: '3.3', away: '2.12' });
    expect(ms[0]?.teams?.[0]).toMatch(/^NAC/);
  });
});

describe('a name cut short with no mark of the cut', () => {
  it("'Paris Saint' (its end lost to the line below), unknown as it stands, is the one club it begins", () => {
    const ms = read([
      [40, ['Ligue 1', 100], ['1', 800], ['X', 900], ['2', 1000]],
      [100, ['Paris Saint - Strasbourg', 100], ['2.94', 800], ['3.45', 900], ['2.28', 1000]],
      [160, ['Lens - Lille', 100], ['2.60', 800], ['3.20', 900], ['2.75', 1000]],
    ]);
    expect(ms[0]).toMatchObject({ teams: ['Paris Saint Germain', 'Strasbourg'], canonicalTeams: ['Paris SG', 'Strasbourg'] });
    // A name the gazetteer knows, or that begins more than one club's, stays as printed.
    expect(ms[1]?.teams).toEqual(['Lens', 'Lille']);
  });
});

describe("one list row's cells interleaved in two OCR lines", () => {
  it('joins the lines of one band whose words never overlap (name and home price in one, date and the rest in the other)', () => {
    // OCR boxes of a Portuguese list: 'Aberdeen 1 1,49' and 'sab 26 set 12:30 x 4,10 2 7,20' came back as two lines.
    const page = boxedPage([
      [
        ['Premiership', 251, 194, 414, 230, 95],
        ['1', 1279, 198, 1292, 219, 99],
        ['Xx', 1524, 195, 1547, 230, 62],
        ['2', 1768, 198, 1781, 219, 50],
        ['Handicap', 2122, 195, 2248, 230, 96],
        ['Sim', 2566, 199, 2616, 219, 96],
        ['Nao', 2811, 199, 2862, 219, 80],
      ],
      [
        ['.', 270, 312, 274, 315, 49],
        ['Aberdeen', 567, 288, 700, 311, 96],
        ['1', 1244, 297, 1262, 325, 50],
        ['1,49', 1270, 297, 1332, 325, 50],
        ['-1.5', 2040, 297, 2079, 313, 99],
        ['+', 2288, 297, 2297, 313, 100],
        ['1.5', 2295, 297, 2326, 313, 100],
      ],
      [
        ['sab', 251, 313, 292, 332, 84],
        ['26', 303, 313, 331, 332, 95],
        ['set', 341, 315, 376, 332, 93],
        ['12:30', 386, 313, 451, 332, 93],
        ['x', 1488, 302, 1503, 320, 79],
        ['4,10', 1519, 298, 1578, 325, 96],
        ['2', 1717, 297, 1735, 325, 100],
        ['7,20', 1744, 297, 1807, 325, 99],
        ['2,02', 2564, 297, 2620, 325, 100],
        ['1,66', 2807, 297, 2863, 325, 100],
      ],
      [
        ['Falkirk', 569, 333, 658, 357, 96],
        ['1,74', 2028, 327, 2090, 353, 100],
        ['1,87', 2271, 326, 2332, 353, 100],
      ],
      [
        ['sdb', 251, 456, 292, 477, 56],
        ['26', 303, 457, 331, 477, 96],
        ['set', 341, 459, 376, 477, 96],
        ['14:00', 386, 457, 451, 477, 96],
        ['Motherwell', 572, 432, 726, 456, 100],
        ['1', 1226, 441, 1244, 469, 100],
        ['2,26', 1253, 441, 1316, 469, 100],
        ['Х', 1488, 447, 1503, 464, 81],
        ['3,55', 1520, 442, 1579, 469, 96],
        ['2', 1725, 441, 1745, 469, 100],
        ['3,20', 1761, 441, 1826, 469, 100],
        ['-0.5', 2040, 441, 2077, 457, 99],
        ['+0.5', 2283, 441, 2329, 457, 100],
        ['2,12', 2563, 441, 2618, 469, 100],
        ['2,06', 2807, 441, 2869, 469, 100],
      ],
      [
        ['Livingston', 569, 479, 705, 507, 96],
        ['1,80', 2032, 470, 2093, 498, 100],
        ['2,24', 2271, 456, 2333, 498, 100],
      ],
    ]);
    expect(readRows(page)).toEqual([
      ['Aberdeen - Falkirk', '1.49', '4.10', '7.20'],
      ['Motherwell - Livingston', '2.26', '3.55', '3.20'],
    ]);
  });

  it("keeps a sidebar's entry in smaller type apart from the row level with it", () => {
    // OCR boxes of a German list: the sidebar's 'eSports' shares a line with the 'E' cut from 'Espanol'.
    const page = boxedPage([
      [
        ['FuBball', 569, 141, 650, 177, 89],
        ['La', 944, 140, 968, 156, 82],
        ['Liga', 978, 139, 1023, 160, 95],
        ['1', 1346, 140, 1355, 155, 99],
        ['x', 1514, 140, 1528, 155, 96],
        ['2', 1686, 140, 1695, 155, 99],
        ['Ja', 1875, 140, 1896, 159, 95],
        ['Nein', 2032, 140, 2081, 155, 96],
      ],
      [
        ['eSports', 567, 404, 644, 424, 96],
        ['Е', 1121, 406, 1132, 422, 96],
        ['|', 1201, 405, 1204, 422, 87],
        ['-', 1214, 415, 1220, 417, 88],
      ],
      [
        ['23.09', 939, 424, 998, 439, 50],
        ['14:00', 1002, 424, 1062, 439, 50],
        ['spanol', 1134, 410, 1198, 427, 89],
        ['-', 1213, 435, 1215, 438, 92],
        ['1', 1306, 411, 1324, 428, 100],
        ['2.58', 1332, 411, 1394, 428, 100],
        ['x', 1483, 414, 1494, 428, 92],
        ['3.40', 1506, 411, 1559, 428, 92],
        ['2', 1648, 411, 1663, 428, 100],
        ['2.60', 1674, 411, 1725, 428, 100],
        ['2.10', 1861, 411, 1916, 428, 100],
        ['1.96', 2025, 411, 2086, 428, 100],
      ],
      [
        ['Real', 1121, 435, 1165, 453, 96],
        ['Betis', 1176, 436, 1228, 452, 92],
      ],
      [['Handball', 568, 452, 656, 469, 95]],
      [
        ['Boxen', 568, 505, 628, 520, 92],
        ['Rayo', 1121, 501, 1173, 522, 96],
      ],
      [
        ['23.09', 938, 533, 998, 548, 100],
        ['16:00', 1006, 533, 1059, 548, 100],
        ['Vallecano', 1119, 521, 1226, 561, 99],
        ['-', 1227, 521, 1240, 561, 99],
        ['1', 1306, 518, 1323, 536, 100],
        ['4.30', 1332, 518, 1392, 536, 100],
        ['x', 1484, 521, 1494, 535, 94],
        ['4.40', 1506, 518, 1559, 535, 94],
        ['2', 1646, 518, 1664, 536, 99],
        ['1.68', 1672, 518, 1732, 536, 100],
        ['1.92', 1855, 518, 1909, 536, 100],
        ['2.08', 2021, 518, 2083, 536, 100],
      ],
      [
        ['Celta', 1120, 557, 1175, 575, 96],
        ['Vigo', 1183, 557, 1231, 579, 96],
      ],
    ]);
    const teams = extractMatches(page, { gazetteer }).matches.map((m) => m.teams?.join(' - '));
    expect(teams).toEqual(['Espanol - Real Betis', 'Rayo Vallecano - Celta Vigo']);
  });
});

describe("a stacked name whose line took in a banner's words", () => {
  it("stands where its own words are ('Dynamo Moscow' level with its row, a side panel's 'GET IT ON' lower on its line)", () => {
    const page = boxedPage([
      [
        ['Russia.', 584, 277, 677, 299, 96],
        ['Russian', 688, 277, 791, 299, 96],
        ['Premier', 802, 277, 909, 299, 96],
        ['League', 919, 278, 1015, 305, 96],
        ['1', 1426, 279, 1433, 298, 96],
        ['x', 1571, 279, 1587, 298, 80],
        ['2', 1720, 278, 1733, 298, 96],
        ['Handicap', 1925, 277, 2046, 305, 96],
        ['Total', 2285, 277, 2347, 298, 96],
      ],
      [
        ['13:00', 577, 384, 654, 404, 100],
        ['Lokomotiv', 723, 363, 867, 386, 96],
        ['Moscow', 877, 364, 988, 386, 96],
        ['3.2', 1404, 370, 1453, 393, 100],
        ['3.7', 1552, 370, 1601, 393, 100],
        ['2.08', 1692, 370, 1750, 393, 100],
        ['+0.5', 1892, 367, 1932, 383, 99],
        ['-0.5', 2034, 368, 2073, 383, 50],
        ['03.5', 2212, 367, 2272, 383, 100],
        ['U3.5', 2367, 367, 2417, 383, 99],
        ['Download', 2557, 372, 2694, 396, 96],
        ['our', 2706, 379, 2753, 395, 97],
        ['app', 2762, 378, 2813, 402, 96],
      ],
      [
        ['Dynamo', 723, 408, 837, 437, 96],
        ['Moscow', 849, 408, 960, 430, 94],
        ['1.63', 1884, 400, 1940, 423, 100],
        ['1.72', 2026, 400, 2082, 423, 50],
        ['1.94', 2217, 400, 2267, 423, 100],
        ['1.87', 2358, 400, 2419, 423, 100],
        ['GET', 2581, 440, 2623, 458, 95],
        ['IT', 2631, 440, 2648, 457, 66],
        ['ON', 2656, 440, 2688, 458, 66],
        ['Download', 2813, 439, 2920, 458, 96],
        ['on', 2929, 444, 2955, 458, 95],
        ['the', 2963, 439, 2997, 458, 95],
      ],
      [
        ['Google', 2581, 466, 2675, 494, 96],
        ['Play', 2685, 466, 2742, 494, 96],
        ['App', 2812, 467, 2865, 494, 96],
        ['Store', 2874, 467, 2947, 488, 96],
      ],
      [
        ['13:00', 578, 523, 654, 542, 100],
        ['Akhmat', 720, 501, 828, 525, 92],
        ['Grozny', 838, 502, 935, 532, 95],
        ['2.48', 1394, 509, 1463, 532, 100],
        ['3.25', 1551, 509, 1609, 532, 100],
        ['3.05', 1692, 509, 1750, 532, 100],
        ['о', 1906, 507, 1916, 522, 61],
        ['°', 2054, 507, 2063, 522, 76],
        ['о?', 2227, 507, 2259, 522, 66],
        ['v2', 2376, 507, 2406, 522, 85],
      ],
      [
        ['Krylya', 723, 545, 803, 575, 91],
        ['Sovetov', 815, 546, 922, 569, 91],
        ['1.62', 1874, 539, 1943, 562, 98],
        ['2.18', 2030, 539, 2088, 562, 100],
        ['1.63', 2207, 539, 2271, 562, 100],
        ['1.93', 2359, 539, 2416, 562, 100],
      ],
    ]);
    expect(readRows(page)).toEqual([
      ['Lokomotiv Moscow - Dynamo Moscow', '3.2', '3.7', '2.08'],
      ['Akhmat Grozny - Krylya Sovetov', '2.48', '3.25', '3.05'],
    ]);
  });
});

describe('a name read in pieces with a glyph lost', () => {
  it("'Bu nle y' is Burnley: the pieces put together are one glyph from a club the gazetteer knows", () => {
    const page = boxedPage([
      [
        ['England.', 777, 249, 863, 274, 96],
        ['Premier', 872, 249, 951, 269, 97],
        ['League', 958, 250, 1030, 274, 96],
        ['1', 1864, 251, 1870, 268, 96],
        ['Xx', 2024, 246, 2040, 286, 65],
        ['2', 2194, 250, 2205, 268, 100],
      ],
      [
        ['Bu', 924, 319, 950, 364, 100],
        ['nle', 964, 319, 1000, 364, 96],
        ['y', 1004, 319, 1021, 364, 99],
        ['=', 1080, 361, 1083, 364, 10],
        ['19.50', 1832, 339, 1899, 360, 100],
        ['10.50', 2000, 339, 2066, 360, 100],
        ['1.13', 2169, 339, 2225, 360, 100],
      ],
      [
        ['0:2', 772, 360, 818, 379, 100],
        ['Newcastle', 931, 360, 1042, 381, 96],
        ['United', 1051, 360, 1118, 381, 96],
      ],
      [
        ['7', 790, 446, 803, 452, 86],
        ['Aston', 930, 438, 991, 458, 96],
        ['Villa', 1000, 436, 1046, 458, 96],
        ['8.60', 1839, 456, 1896, 477, 100],
        ['4.70', 2006, 456, 2063, 477, 100],
        ['1.41', 2169, 456, 2225, 476, 100],
      ],
      [
        ['0:1', 772, 477, 817, 496, 98],
        ['Brentford', 931, 477, 1029, 498, 96],
      ],
    ]);
    const [first] = extractMatches(page, { gazetteer }).matches;
    expect(first?.canonicalTeams).toEqual(['Burnley', 'Newcastle']);
    expect(first?.odds).toMatchObject({ home: '19.50', draw: '10.50', away: '1.13' });
  });
});

describe('a fraction whose slash OCR lost', () => {
  it("'8/11' with an icon's glyph beside it ('у') is a price, not a stage ('1/2 финала')", () => {
    // OCR boxes of the same list's first row.
    const r = extractMatches(
      boxedPage([
        [
          ['Football', 330, 149, 413, 185, 93],
          ['Portugal', 739, 151, 826, 174, 93],
          ['-', 834, 159, 840, 163, 90],
          ['Primeira', 848, 151, 935, 168, 90],
          ['Liga', 942, 151, 987, 174, 95],
          ['1', 1390, 152, 1399, 168, 95],
          ['xX', 1520, 147, 1537, 177, 53],
          ['2', 1659, 151, 1669, 168, 99],
          ['Total', 1876, 147, 1925, 177, 96],
          ['Handicap', 2155, 147, 2251, 178, 96],
          ['Bet', 2413, 157, 2450, 174, 97],
          ['Slip', 2458, 157, 2500, 179, 96],
        ],
        [
          ['Tennis', 329, 214, 392, 247, 96],
          [',', 2413, 205, 2423, 220, 14],
        ],
        [
          ['.', 973, 240, 976, 242, 2],
          ['O35', 1813, 229, 1853, 240, 71],
          ['U3.5', 1951, 229, 1989, 240, 84],
          ['+1', 2129, 229, 2144, 240, 50],
          ['10/1', 2239, 234, 2286, 267, 50],
        ],
        [
          ['Тодау', 739, 242, 793, 260, 91],
          ['13:00', 803, 242, 852, 257, 96],
          ['Nacional', 931, 240, 1022, 257, 93],
          ['-', 1031, 249, 1037, 252, 92],
          ['Sp', 1046, 240, 1073, 262, 96],
          ['Braga', 1082, 240, 1144, 262, 96],
          ['7/2', 1374, 229, 1409, 245, 94],
          ['3/1', 1512, 229, 1548, 245, 100],
          ['8/11', 1634, 229, 1696, 246, 50],
          ['у', 1686, 225, 1700, 256, 70],
          ['5/6', 1817, 251, 1849, 268, 92],
          ['5/4', 1954, 251, 1986, 268, 88],
          ['8/13', 2112, 251, 2158, 268, 50],
        ],
      ]),
      { gazetteer },
    );
    expect(r.matches[0]?.teams).toEqual(['Nacional', 'Sp Braga']);
    expect(r.matches[0]?.odds).toEqual({ home: '7/2', draw: '3/1', away: '8/11' });
  });

  it("'114' between 8/13 and 9/2 is 11/4, not 1/4: the reading that makes one book, unsure", () => {
    // OCR boxes of a generated desktop list (fractional prices, totals and handicaps beside the 1X2).
    const r = extractMatches(
      boxedPage([
        [
          ['Turkey', 738, 990, 808, 1013, 93],
          ['-', 815, 998, 821, 1002, 93],
          ['Super', 829, 990, 891, 1013, 96],
          ['Lig', 898, 990, 928, 1013, 96],
          ['1', 1384, 990, 1393, 1006, 100],
          ['x', 1524, 991, 1537, 1007, 79],
          ['2', 1658, 990, 1667, 1006, 100],
          ['Total', 1876, 990, 1925, 1007, 96],
          ['Handicap', 2155, 990, 2251, 1012, 96],
        ],
        [
          [',', 784, 1083, 787, 1090, 16],
          ['_', 1071, 1086, 1077, 1088, 22],
          ['.', 1128, 1077, 1131, 1079, 0],
          ['419', 1373, 1056, 1415, 1087, 50],
          ['10/3', 1505, 1065, 1555, 1082, 100],
          ['15/2', 1639, 1065, 1691, 1082, 93],
          ['015', 1804, 1065, 1859, 1099, 50],
          ['U1S', 1951, 1066, 1989, 1077, 48],
          ['1.5', 2128, 1066, 2148, 1077, 96],
          ['+1.5', 2258, 1066, 2288, 1077, 92],
        ],
        [
          ['Тодау', 739, 1079, 793, 1097, 91],
          ['18:00', 803, 1079, 852, 1094, 96],
          ['Затзипзрог', 931, 1077, 1064, 1099, 89],
          ['-', 1067, 1073, 1080, 1103, 92],
          ['Казитраза', 1087, 1077, 1204, 1099, 90],
          ['11/8', 1801, 1075, 1854, 1106, 98],
          ['11/8', 1944, 1080, 1991, 1111, 77],
          ['8/11', 2113, 1081, 2157, 1111, 93],
          ['1/10', 2232, 1073, 2309, 1106, 50],
        ],
        [
          ['1/2', 1366, 1176, 1406, 1193, 93],
          ['10/3', 1493, 1176, 1541, 1193, 100],
          ['13/2', 1634, 1176, 1674, 1193, 50],
          ['4', 1687, 1176, 1701, 1193, 50],
          ['03.5', 1813, 1177, 1853, 1187, 55],
          ['U3.5', 1951, 1177, 1987, 1187, 78],
          ['1.5', 2128, 1177, 2148, 1187, 96],
          ['+1.5', 2258, 1177, 2288, 1187, 91],
        ],
        [
          ['Today', 739, 1191, 793, 1210, 96],
          ['18:00', 803, 1191, 852, 1206, 96],
          ['Konyaspor', 931, 1189, 1044, 1212, 92],
          ['-', 1051, 1198, 1058, 1201, 93],
          ['Galatasaray', 1066, 1189, 1195, 1212, 96],
          ['11/8', 1807, 1191, 1855, 1221, 79],
          ['11/3', 1944, 1192, 1991, 1221, 74],
          ['10/11', 2107, 1193, 2164, 1221, 89],
          ['11/10', 2239, 1194, 2300, 1222, 90],
        ],
        [
          ['Тодау', 739, 1302, 793, 1320, 90],
          ['18:30', 803, 1302, 852, 1317, 96],
          ['Karagumruk', 931, 1300, 1060, 1322, 92],
          ['-', 1068, 1309, 1074, 1311, 92],
          ['Trabzonspor', 1082, 1300, 1214, 1322, 96],
          ['13/8', 1366, 1287, 1416, 1303, 100],
          ['5/2', 1511, 1287, 1550, 1303, 100],
          ['74', 1651, 1287, 1684, 1304, 94],
          ['GIS', 1813, 1287, 1853, 1328, 26],
          ['aon', 1941, 1287, 1998, 1328, 24],
          ['10/11', 2102, 1294, 2167, 1327, 94],
          ['5/4', 2256, 1296, 2282, 1327, 100],
        ],
        [
          ['21', 1367, 1399, 1399, 1416, 67],
          ['5/2', 1514, 1399, 1543, 1416, 50],
          ['11/8', 1631, 1399, 1696, 1416, 93],
          ['o1s', 1813, 1400, 1853, 1410, 70],
          ['91а', 1951, 1400, 1987, 1410, 27],
          ['°', 2132, 1400, 2139, 1410, 87],
          ['°', 2268, 1400, 2275, 1410, 89],
        ],
        [
          ['Today', 739, 1413, 793, 1431, 96],
          ['19:00', 803, 1413, 852, 1427, 96],
          ['Eyupspor', 931, 1410, 1031, 1433, 92],
          ['-', 1038, 1420, 1044, 1422, 91],
          ['Goztepe', 1053, 1410, 1142, 1433, 91],
          ['‘', 1410, 1408, 1417, 1416, 32],
          ['6/5', 1817, 1412, 1849, 1443, 92],
          ['6/5', 1953, 1421, 1985, 1439, 95],
          ['54', 2120, 1421, 2152, 1439, 93],
          ['11/10', 2232, 1406, 2305, 1438, 98],
        ],
        [
          ['Тодау', 739, 1523, 793, 1539, 91],
          ['19:30', 803, 1523, 852, 1538, 96],
          ['Istanbul', 931, 1521, 1013, 1538, 93],
          ['Basaksehir', 1022, 1521, 1138, 1538, 92],
          ['-', 1146, 1530, 1152, 1533, 92],
          ['Gaziantep', 1161, 1521, 1269, 1544, 90],
          ['5/6', 1365, 1510, 1391, 1526, 50],
          ['им', 1509, 1510, 1553, 1527, 80],
          ['7/2', 1641, 1510, 1682, 1526, 92],
          ['ano', 1805, 1510, 1862, 1549, 39],
          ['ato', 1941, 1510, 1998, 1549, 59],
          ['1/10', 2094, 1513, 2168, 1548, 93],
          ['-1', 2127, 1510, 2137, 1521, 91],
          ['10/11', 2232, 1513, 2314, 1548, 50],
          ['+1', 2260, 1510, 2280, 1521, 99],
        ],
        [
          ['.', 1152, 1632, 1155, 1634, 35],
          ['03.5', 1813, 1621, 1853, 1632, 64],
          ['93.5', 1951, 1621, 1987, 1632, 51],
          ['1.5', 2128, 1617, 2148, 1640, 94],
          ['+1.5', 2258, 1621, 2288, 1632, 92],
        ],
        [
          ['Тодау', 739, 1634, 793, 1652, 92],
          ['20:00', 801, 1634, 852, 1648, 96],
          ['Antalyaspor', 929, 1632, 1056, 1654, 92],
          ['-', 1064, 1641, 1070, 1643, 92],
          ['Kocaelispor', 1079, 1632, 1202, 1654, 92],
          ['8/13', 1366, 1620, 1416, 1637, 50],
          ['114', 1497, 1620, 1559, 1637, 50],
          ['9/2', 1647, 1620, 1686, 1637, 98],
          ['5/4', 1817, 1643, 1849, 1660, 67],
          ['416', 1953, 1643, 1985, 1660, 55],
          ['11/10', 2103, 1635, 2164, 1667, 93],
          ['4/6', 2255, 1643, 2287, 1660, 83],
        ],
      ]),
      { gazetteer },
    );
    const m = r.matches.find((x) => x.teams?.[0] === 'Antalyaspor');
    expect(m?.odds).toEqual({ home: '8/13', draw: '11/4', away: '9/2' });
    expect(m!.confidence.odds).toBeLessThan(0.6);
  });
});

describe("a 1X2 row's third cell read as no price among American prices", () => {
  it("'112.76' before 'X 3.40' and '2 2.60' is the label 1 and 2.76 (its first digit read twice), unsure", () => {
    // OCR boxes of a generated desktop list: labels inside the buttons.
    const r = extractMatches(
      boxedPage([
        [
          ['Spain.', 328, 170, 394, 195, 96],
          ['La', 403, 171, 426, 190, 96],
          ['Liga', 434, 170, 478, 195, 96],
          ['1', 1063, 171, 1070, 190, 96],
          ['X', 1274, 171, 1287, 190, 79],
          ['2', 1484, 170, 1495, 189, 99],
          ['Handicap', 1795, 166, 1893, 201, 96],
          ['Bet', 2351, 177, 2388, 199, 96],
          ['Slip', 2396, 176, 2440, 204, 96],
        ],
        [['0', 2351, 229, 2362, 248, 93]],
        [
          ['1', 421, 278, 423, 281, 50],
          [':', 645, 273, 648, 276, 54],
          [';', 811, 273, 814, 276, 35],
          ['1', 1123, 264, 1128, 281, 96],
          ['1.99', 1147, 260, 1197, 282, 96],
          ['X', 1334, 264, 1344, 281, 87],
          ['3.65', 1359, 260, 1410, 282, 96],
          ['2', 1522, 259, 1541, 282, 100],
          ['3.60', 1550, 259, 1614, 282, 100],
          ['о', 1815, 258, 1844, 273, 16],
          ['+0.5', 2018, 257, 2061, 290, 50],
        ],
        [
          ['Today', 328, 273, 386, 297, 96],
          ['12:30', 396, 273, 449, 292, 50],
          ['Real', 546, 272, 591, 294, 96],
          ['Sociedad', 601, 272, 704, 294, 93],
          ['-', 714, 284, 720, 286, 92],
          ['Celta', 729, 272, 785, 294, 96],
          ['Vigo', 794, 273, 844, 300, 96],
          ['2.18', 1805, 286, 1856, 308, 100],
          ['1.78', 2013, 286, 2063, 308, 100],
          ['+70', 2194, 273, 2229, 291, 100],
        ],
        [
          [':', 421, 409, 423, 412, 46],
          [':', 586, 404, 589, 407, 74],
          ['112.76', 1110, 389, 1184, 411, 50],
          ['4', 1196, 399, 1207, 410, 50],
          ['X', 1321, 393, 1331, 410, 89],
          ['3.40', 1346, 389, 1397, 411, 92],
          ['у', 1408, 399, 1419, 410, 80],
          ['2', 1537, 388, 1554, 411, 100],
          ['2.60', 1566, 388, 1623, 411, 100],
          ['о', 2038, 387, 2046, 402, 17],
        ],
        [
          ['Today', 328, 404, 387, 428, 100],
          ['12:30', 396, 404, 449, 423, 96],
          ['Sevilla', 545, 403, 617, 425, 92],
          ['-', 626, 415, 632, 417, 93],
          ['Espanyol', 641, 403, 741, 431, 96],
          ['2.38', 1796, 399, 1858, 438, 100],
          ['2.24', 2009, 399, 2071, 438, 100],
          ['+135', 2186, 402, 2241, 421, 100],
          ['Promotions', 2356, 400, 2486, 421, 94],
          ['„', 2492, 395, 2503, 437, 76],
          ['18+', 2510, 400, 2549, 421, 93],
          ['T&Cs', 2558, 400, 2616, 421, 75],
          ['apply', 2626, 399, 2685, 427, 96],
        ],
      ]),
      { gazetteer },
    );
    const m = r.matches.find((x) => x.teams?.[0] === 'Sevilla');
    expect(m?.odds).toEqual({ home: '2.76', draw: '3.40', away: '2.60' });
    expect(m!.confidence.odds).toBeLessThan(0.6);
  });

  it("an unsure '+1505' beside +230 and +185 is +150, the reading that makes one book, unsure", () => {
    // OCR boxes of a generated desktop list of American prices.
    const r = extractMatches(
      boxedPage([
        [
          ['Portugal', 760, 1264, 860, 1293, 93],
          ['-', 869, 1276, 877, 1280, 92],
          ['Primeira', 887, 1264, 987, 1287, 93],
          ['Liga', 996, 1264, 1045, 1293, 97],
          ['1', 1369, 1265, 1382, 1286, 100],
          ['X', 1533, 1266, 1547, 1287, 88],
          ['2', 1695, 1264, 1708, 1286, 100],
          ['Yes', 1876, 1266, 1916, 1287, 96],
          ['No', 2042, 1266, 2072, 1287, 96],
        ],
        [
          ['Casa', 890, 1348, 905, 1372, 96],
          ['Pi', 962, 1348, 984, 1372, 96],
        ],
        [
          ['18:00', 751, 1371, 827, 1392, 100],
          ['7238', 908, 1354, 951, 1372, 34],
          ['а', 980, 1354, 1000, 1372, 45],
          ['-280', 1378, 1371, 1441, 1396, 100],
          ['+350', 1538, 1371, 1604, 1396, 100],
          ['—', 1642, 1354, 1665, 1408, 29],
          ['+1100', 1684, 1371, 1783, 1396, 100],
          ['+130', 1889, 1371, 1968, 1396, 100],
          ['-101', 2057, 1371, 2119, 1396, 100],
          ['+88', 2219, 1371, 2267, 1392, 100],
        ],
        [['AVS', 889, 1395, 939, 1419, 96]],
        [
          ['Santa', 890, 1479, 960, 1503, 96],
          ['Clara', 971, 1478, 1034, 1503, 96],
        ],
        [
          ['19:00', 751, 1505, 825, 1526, 92],
          ['+1505', 1367, 1503, 1455, 1527, 50],
          ['+230,', 1528, 1503, 1616, 1527, 81],
          ['+185', 1682, 1502, 1754, 1526, 100],
          ['-135', 1894, 1502, 1958, 1526, 100],
          ['+100', 2052, 1502, 2129, 1526, 100],
          ['—', 2155, 1482, 2180, 1539, 47],
          ['+204', 2213, 1502, 2267, 1523, 100],
        ],
        [
          ['SC', 890, 1526, 922, 1550, 96],
          ['Braga', 933, 1526, 1004, 1556, 96],
        ],
      ]),
      { gazetteer },
    );
    const m = r.matches.find((x) => x.teams?.[0] === 'Santa Clara');
    expect(m?.odds).toEqual({ home: '+150', draw: '+230', away: '+185' });
    expect(m!.confidence.odds).toBeLessThan(0.6);
  });

  it("'5 145.' after '1 +340  x +290' is -145 (the sign that makes one book), never another market's -140 further right", () => {
    // OCR boxes of a generated desktop list: 1X2, handicap and yes/no cells, each labelled inside its button.
    const r = extractMatches(
      boxedPage([
        [
          ['Super', 78, 165, 144, 188, 96],
          ['Lig', 152, 164, 184, 188, 96],
          ['1', 1651, 165, 1658, 182, 96],
          ['X', 1866, 165, 1880, 182, 77],
          ['2', 2081, 164, 2092, 182, 99],
          ['Handicap', 2396, 165, 2501, 188, 96],
          ['Yes', 2787, 165, 2823, 182, 96],
          ['No', 3008, 165, 3038, 182, 96],
        ],
        [
          ['19.03', 71, 256, 132, 275, 99],
          ['13:00', 136, 256, 198, 275, 92],
          ['Fatih', 284, 238, 339, 259, 92],
          ['Karagumruk', 349, 238, 495, 264, 91],
          ['1', 1621, 251, 1626, 265, 88],
          ['-285', 1642, 247, 1694, 266, 88],
          ['X', 1833, 250, 1844, 266, 79],
          ['+360', 1857, 247, 1914, 267, 96],
          ['2', 2042, 246, 2060, 267, 99],
          ['+780', 2069, 246, 2131, 267, 99],
          ['1.5', 2329, 245, 2355, 257, 96],
          ['+1.5', 2538, 245, 2571, 257, 98],
          ['+140', 2776, 246, 2832, 265, 100],
          ['+105', 2992, 246, 3048, 267, 100],
        ],
        [
          ['Konyaspor', 284, 275, 410, 301, 91],
          ['-130', 2309, 253, 2358, 291, 99],
          ['+135', 2523, 256, 2590, 291, 100],
        ],
        [
          ['19.03', 75, 374, 129, 392, 100],
          ['14:00', 141, 374, 203, 392, 98],
          ['Alanyaspor', 282, 356, 416, 397, 93],
          ['1', 1618, 365, 1633, 385, 98],
          ['-310', 1641, 365, 1694, 385, 99],
          ['x', 1833, 369, 1844, 384, 76],
          ['+380', 1856, 365, 1914, 385, 96],
          ['2', 2037, 365, 2060, 385, 100],
          ['+900', 2067, 365, 2150, 385, 99],
          ['1.5', 2328, 363, 2350, 376, 98],
          ['+1.5', 2538, 363, 2575, 377, 98],
          ['+120', 2771, 365, 2835, 385, 100],
          ['-135', 2991, 365, 3052, 385, 97],
        ],
        [
          ['Gaziantep', 283, 389, 402, 423, 96],
          ['-140', 2308, 374, 2368, 409, 100],
          ['-120', 2522, 373, 2580, 409, 99],
        ],
        [
          ['19.03', 76, 494, 129, 510, 99],
          ['16:30', 141, 494, 194, 510, 96],
          ['Kocaelispor', 284, 475, 421, 501, 92],
          ['1', 1613, 483, 1627, 504, 100],
          ['+300', 1633, 483, 1705, 504, 99],
          ['х', 1821, 487, 1831, 503, 78],
          ['+295', 1845, 484, 1902, 503, 88],
          [',', 1916, 494, 1919, 496, 85],
          ['2', 2047, 483, 2064, 504, 98],
          ['-125', 2073, 483, 2134, 504, 98],
          ['4', 2333, 482, 2346, 494, 29],
          ['1', 2556, 482, 2561, 495, 96],
          ['+130', 2771, 483, 2829, 504, 100],
          ['+120', 2986, 483, 3055, 504, 100],
        ],
        [
          ['Genclerbirligi', 283, 508, 439, 543, 92],
          ['-110', 2313, 507, 2365, 527, 91],
          ['-145', 2522, 493, 2581, 528, 95],
        ],
        [
          ['19.03', 71, 611, 132, 629, 50],
          ['20:00', 136, 611, 198, 629, 50],
          ['Istanbul', 284, 594, 377, 614, 83],
          ['Basaksehir', 387, 594, 515, 614, 91],
          ['1', 1612, 602, 1630, 622, 99],
          ['+340', 1638, 602, 1699, 622, 99],
          ['x', 1833, 606, 1844, 621, 69],
          ['+290', 1857, 602, 1914, 622, 96],
          ['5', 2041, 606, 2051, 621, 50],
          ['145.', 2065, 602, 2135, 622, 46],
          ['+1', 2331, 600, 2349, 613, 99],
          ['1', 2557, 601, 2561, 613, 94],
          ['-140', 2776, 602, 2825, 622, 91],
          ['+110', 2993, 602, 3051, 622, 99],
        ],
        [
          ['Galatasaray', 283, 626, 422, 660, 95],
          ['+125', 2308, 625, 2364, 644, 100],
          ['+110', 2523, 625, 2590, 644, 99],
        ],
      ]),
      { gazetteer },
    );
    const m = r.matches.find((x) => x.teams?.[0] === 'Istanbul Basaksehir');
    expect(m?.odds).toEqual({ home: '+340', draw: '+290', away: '-145' });
    expect(m!.confidence.odds).toBeLessThan(0.6);
  });
});

describe("a phone card's names above its outcome labels", () => {
  it("a label row naming the draw in words, its '1' misread ('i  Unentschieden  2'), still joins the names above to the prices", () => {
    // OCR boxes of a generated card list (German, JPEG), its first three cards: with three cards read, the first one's
    // names had been left out.
    const rows = readRows(
      boxedPage([
        [
          ['Primeira', 97, 490, 274, 525, 92],
          ['Liga', 293, 491, 381, 535, 96],
          ['06/10', 1096, 488, 1222, 525, 100],
          ['13:00', 1241, 488, 1356, 525, 100],
        ],
        [['Alverca', 94, 588, 315, 633, 92]],
        [
          ['Casa', 95, 682, 240, 725, 90],
          ['Pia', 260, 680, 349, 725, 90],
        ],
        [
          ['i', 284, 831, 305, 866, 39],
          ['Unentschieden', 557, 825, 897, 876, 90],
          ['2', 1142, 829, 1164, 866, 100],
        ],
        [
          ['3,10', 241, 902, 340, 956, 99],
          ['3,60', 672, 904, 771, 956, 100],
          ['2,10', 1107, 904, 1206, 956, 100],
        ],
        [
          ['Primeira', 97, 1138, 274, 1173, 92],
          ['Liga', 293, 1138, 381, 1182, 96],
          ['06/10', 1096, 1136, 1222, 1172, 100],
          ['14:00', 1241, 1136, 1356, 1172, 99],
        ],
        [['Porto', 96, 1238, 250, 1281, 96]],
        [['Famalicao', 96, 1327, 390, 1372, 91]],
        [
          ['1', 283, 1477, 305, 1513, 100],
          ['Unentschieden', 557, 1476, 897, 1514, 91],
          ['2', 1142, 1477, 1164, 1513, 100],
        ],
        [
          ['1,70', 241, 1550, 351, 1603, 100],
          ['4,10', 672, 1550, 782, 1603, 100],
          ['4,60', 1107, 1550, 1216, 1603, 100],
        ],
        [
          ['Primeira', 97, 1785, 274, 1820, 92],
          ['Liga', 293, 1785, 381, 1830, 96],
          ['06/10', 1095, 1783, 1221, 1820, 100],
          ['14:00', 1244, 1783, 1359, 1820, 99],
        ],
        [['Nacional', 96, 1887, 344, 1932, 95]],
        [['Benfica', 96, 1979, 314, 2024, 96]],
        [
          ['1', 285, 2128, 307, 2165, 100],
          ['Unentschieden', 557, 2127, 897, 2165, 92],
          ['2', 1149, 2128, 1172, 2165, 100],
        ],
        [
          ['1,68', 241, 2197, 340, 2251, 100],
          ['3,85', 672, 2197, 782, 2251, 100],
          ['4,60', 1107, 2197, 1216, 2251, 100],
        ],
      ]),
    );
    expect(rows[0]).toEqual(['Alverca - Casa Pia', '3.10', '3.60', '2.10']);
  });
});

describe('a live list whose prices carry trend marks read as dots', () => {
  it("'410.' between '1.43.' and '7.60.' is the draw 4.10, so the first match, priced in full, leads", () => {
    // OCR boxes of a generated live list: scores and minutes left of the names, each price followed by a dot.
    const ms = extractMatches(
      boxedPage([
        [
          ['Tennis', 397, 211, 462, 229, 96],
          ['Italy', 785, 207, 828, 229, 92],
          ['-', 835, 216, 842, 220, 92],
          ['Serie', 849, 207, 903, 224, 70],
          ['А', 909, 208, 925, 224, 96],
          ['1', 1954, 208, 1965, 224, 93],
          ['x', 2089, 208, 2102, 224, 89],
          ['2', 2226, 208, 2237, 224, 96],
          ['0', 2369, 194, 2379, 210, 92],
        ],
        [
          ['Basketball', 398, 259, 500, 292, 95],
          ['5', 785, 292, 799, 306, 68],
          ['0', 911, 272, 921, 288, 74],
          ['Atalanta', 941, 270, 1031, 289, 95],
        ],
        [
          ['Ice', 398, 319, 426, 336, 89],
          ['Hockey', 434, 319, 509, 341, 96],
          ['0', 911, 309, 921, 325, 82],
          ['Lecce', 942, 309, 1005, 326, 96],
        ],
        [
          ['Volleyball', 397, 369, 492, 400, 96],
          ['HT', 785, 377, 811, 391, 96],
          ['Pisa', 911, 372, 957, 390, 96],
        ],
        [
          ['3:0', 782, 403, 828, 420, 99],
          ['Genoa', 910, 407, 983, 426, 96],
        ],
        [['Esports', 398, 428, 473, 450, 92]],
        [
          ['Cricket', 397, 472, 467, 518, 96],
          ['a', 785, 493, 799, 507, 86],
          ['2', 911, 474, 921, 490, 86],
          ['Parma', 942, 473, 1013, 491, 92],
          ['1.43.', 1926, 491, 1990, 509, 93],
          ['410.', 2060, 491, 2126, 509, 79],
          ['7.60.', 2197, 491, 2262, 509, 78],
        ],
        [
          ['1', 912, 509, 921, 525, 88],
          ['Cagliari', 942, 507, 1022, 531, 94],
          ['.', 1939, 504, 1944, 509, 4],
          ['-', 2075, 504, 2080, 509, 47],
          ['-', 2211, 504, 2216, 509, 64],
        ],
        [['Boxing', 398, 534, 465, 556, 96]],
        [['Torino', 941, 573, 1007, 591, 96]],
        [
          ['76', 785, 593, 811, 607, 90],
          ['55.00', 1926, 589, 1991, 607, 100],
          ['30.00', 2058, 589, 2131, 608, 100],
          ['1.02', 2207, 589, 2253, 607, 100],
        ],
        [
          ['Inter', 943, 610, 990, 628, 96],
          ['Milan', 998, 609, 1054, 628, 96],
        ],
      ]),
      { gazetteer },
    ).matches;
    const top = mostProminent(ms);
    expect([top?.teams, top?.odds.home, top?.odds.draw, top?.odds.away]).toEqual([['Parma', 'Cagliari'], '1.43', '4.10', '7.60']);
    expect(top!.confidence.odds).toBeLessThan(0.6);
  });

  it("a minute and a score read as one garbled word before a name ('ur, 1 Coventry', 'ur,' at 16) are no part of it", () => {
    // OCR boxes of a generated live list (Spanish): a suspended first row, then Coventry - Leicester City.
    const ms = extractMatches(
      boxedPage([
        [
          ['Championship', 53, 801, 400, 859, 96],
          ['1', 748, 806, 769, 842, 100],
          ['X', 942, 807, 970, 842, 90],
          ['2', 1138, 806, 1160, 842, 100],
        ],
        [
          ['3', 224, 941, 247, 976, 94],
          ['Oxford', 288, 936, 453, 978, 94],
          ['United', 476, 937, 633, 978, 96],
        ],
        [
          ["45'", 40, 982, 108, 1016, 99],
          ['-', 764, 999, 779, 1006, 63],
          ['-', 963, 999, 977, 1006, 89],
          ['р', 1162, 999, 1176, 1006, 3],
        ],
        [
          ['1', 227, 1019, 241, 1055, 93],
          ['Southampton', 287, 1015, 622, 1068, 91],
        ],
        [
          ['ur,', 40, 1200, 239, 1241, 16],
          ['1', 226, 1157, 242, 1193, 50],
          ['Coventry', 288, 1155, 506, 1207, 87],
          ['—', 558, 1233, 564, 1239, 18],
          ['8,60', 724, 1194, 813, 1240, 100],
          ['4,60', 910, 1194, 1025, 1240, 100],
          ['1,42', 1110, 1194, 1216, 1240, 100],
        ],
        [
          ['2', 224, 1236, 248, 1271, 93],
          ['Leicester', 290, 1234, 506, 1273, 94],
          ['City', 524, 1233, 613, 1285, 96],
        ],
        [
          ["27'", 40, 1412, 102, 1446, 98],
          ['1', 227, 1371, 241, 1406, 50],
          ['Norwich', 290, 1366, 488, 1408, 84],
          ['City', 509, 1368, 598, 1420, 96],
          ['7,20', 722, 1407, 822, 1453, 50],
          ['3,85', 911, 1407, 1018, 1453, 100],
          ['1,47', 1122, 1407, 1211, 1453, 100],
        ],
        [
          ['2', 224, 1451, 248, 1485, 91],
          ['Wrexham', 286, 1445, 519, 1486, 96],
        ],
        [['HT', 40, 1199, 98, 1233, 96]],
      ]),
      { gazetteer },
    ).matches;
    const top = mostProminent(ms);
    expect([top?.teams, top?.odds.home, top?.odds.draw, top?.odds.away]).toEqual([
      ['Coventry', 'Leicester City'],
      '8.60',
      '4.60',
      '1.42',
    ]);
  });

  it("an 'x' in a bet slip's panel right of the prices labels no column: the names above the first row stay its own", () => {
    // OCR boxes of a generated live list (Portuguese): the bet slip's 'x' shares the first home name's line.
    const ms = extractMatches(
      boxedPage([
        [
          ['Bundesliga', 67, 269, 223, 308, 96],
          ['1', 2057, 275, 2066, 297, 96],
          ['x', 2215, 275, 2233, 297, 71],
          ['2', 2378, 275, 2393, 297, 96],
          ['0', 2558, 259, 2571, 281, 92],
        ],
        [
          ['RB', 233, 363, 272, 387, 96],
          ['Leipzig', 285, 362, 389, 395, 96],
          ['x', 2590, 387, 2604, 393, 32],
          ['д', 2780, 387, 2789, 393, 35],
        ],
        [
          ['1:0', 58, 409, 120, 432, 100],
          ["32'", 63, 367, 108, 389, 99],
          ['FC', 233, 413, 271, 438, 96],
          ['Augsburg', 281, 412, 426, 445, 96],
          ['1.19', 2027, 387, 2094, 413, 100],
          ['6.40', 2183, 387, 2259, 413, 100],
          ['12.00', 2344, 387, 2430, 413, 100],
          ['Bonus', 2563, 389, 2672, 417, 95],
          ['de', 2684, 387, 2726, 417, 95],
          ['até', 2738, 391, 2792, 417, 96],
          ['В$', 2805, 384, 2849, 422, 89],
          ['500', 2863, 389, 2928, 417, 95],
        ],
        [
          ['Рготосбез', 2563, 452, 2736, 485, 87],
          ['-', 2748, 463, 2752, 467, 87],
          ['18+', 2785, 452, 2821, 477, 96],
          ['T&Cs', 2830, 452, 2910, 477, 96],
          ['apply', 2922, 451, 3002, 485, 96],
        ],
        [
          ['1.', 275, 501, 298, 526, 50],
          ['FC', 312, 501, 349, 526, 90],
          ['Koln', 362, 499, 425, 526, 95],
        ],
        [
          ['Premier', 67, 638, 179, 661, 95],
          ['League', 188, 639, 290, 668, 95],
          ['1', 2057, 639, 2066, 661, 96],
          ['xX', 2211, 634, 2233, 672, 65],
          ['2', 2378, 643, 2389, 661, 100],
        ],
        [['88', 71, 531, 99, 550, 97]],
        [['Heidenheim', 272, 549, 452, 577, 100]],
      ]),
      { gazetteer },
    ).matches;
    const top = mostProminent(ms);
    expect([top?.teams, top?.odds.home, top?.odds.draw, top?.odds.away]).toEqual([
      ['RB Leipzig', 'FC Augsburg'],
      '1.19',
      '6.40',
      '12.00',
    ]);
  });

  it("a live minute read as a small, unsure amount ('5€' beside '+460 +110 +140') does not make the row a bet slip's", () => {
    // OCR boxes of a generated live list (American prices), down to its second match priced in full.
    const ms = extractMatches(
      boxedPage([
        [
          ['Championship', 535, 198, 701, 229, 96],
          ['1', 1850, 204, 1860, 220, 96],
          ['x', 1970, 204, 1984, 220, 95],
          ['2', 2093, 204, 2104, 220, 97],
          ['0', 2226, 190, 2237, 207, 97],
        ],
        [
          ['ze', 538, 281, 557, 284, 39],
          ['©', 663, 268, 673, 278, 92],
          ['Swansea', 693, 265, 791, 281, 96],
          ['City', 801, 263, 843, 286, 95],
        ],
        [
          ['5', 538, 286, 546, 294, 96],
          ['+330', 1825, 279, 1884, 301, 100],
          ['+110', 1941, 279, 2009, 306, 100],
          ['-', 2094, 287, 2102, 292, 37],
          ['i', 2478, 284, 2484, 288, 96],
        ],
        [
          ['©', 663, 301, 674, 308, 95],
          ['Bristol', 693, 296, 762, 314, 95],
          ['City', 772, 296, 814, 319, 96],
          ['Bet', 2232, 286, 2281, 304, 96],
          ['£10', 2291, 286, 2344, 304, 96],
          ['Get', 2354, 286, 2405, 304, 96],
          ['£30', 2415, 286, 2467, 304, 95],
          ['in', 2478, 289, 2503, 304, 95],
          ['Free', 2515, 286, 2577, 304, 95],
          ['Bets', 2589, 286, 2651, 304, 96],
        ],
        [
          ['Promotions', 2232, 328, 2357, 346, 92],
          ['-', 2366, 335, 2370, 339, 90],
          ['18+', 2382, 329, 2424, 346, 95],
          ['T&Cs', 2434, 329, 2492, 346, 96],
          ['apply', 2502, 327, 2562, 351, 96],
        ],
        [
          ['87', 531, 376, 564, 392, 98],
          ['3', 669, 363, 672, 368, 66],
          ['Charlton', 693, 359, 787, 377, 81],
          ['Athletic', 796, 359, 881, 377, 95],
          ['ея', 1851, 353, 1863, 391, 0],
          ['2', 1973, 383, 1980, 387, 43],
          [';', 2366, 380, 2369, 383, 10],
        ],
        [
          ['1', 667, 395, 670, 408, 76],
          ['Sheffield', 692, 392, 789, 410, 80],
          ['Weds', 798, 392, 859, 410, 96],
        ],
        [['``', 2204, 422, 2243, 441, 38]],
        [
          ['56', 536, 458, 564, 486, 99],
          ['Norwich', 662, 453, 751, 471, 96],
          ['City', 760, 453, 803, 476, 96],
        ],
        [
          ['2:2', 531, 484, 586, 501, 93],
          ['Portsmouth', 662, 486, 789, 504, 96],
        ],
        [
          ['©', 663, 555, 674, 562, 91],
          ['Ipswich', 693, 548, 775, 572, 93],
        ],
        [
          ['5€', 544, 573, 554, 581, 50],
          ['+460', 1822, 568, 1884, 585, 100],
          ['+110', 1945, 568, 2007, 583, 100],
          ['+140', 2065, 566, 2128, 583, 100],
        ],
        [
          ['©', 663, 586, 674, 596, 89],
          ['Wrexham', 692, 582, 798, 600, 96],
        ],
        [
          ['г', 538, 651, 560, 660, 24],
          ['O', 657, 641, 670, 681, 87],
          ['x', 674, 641, 687, 681, 100],
          ['ford', 691, 641, 729, 681, 98],
          ['U', 741, 641, 754, 681, 81],
          ['nit', 758, 641, 788, 681, 99],
          ['ed', 792, 641, 813, 681, 98],
          ['-770', 1821, 660, 1884, 679, 93],
          ['+720', 1942, 658, 2004, 681, 100],
          ['+1400', 2061, 656, 2139, 681, 100],
        ],
        [
          ['3:1', 530, 660, 591, 695, 97],
          ['Southampton', 662, 678, 812, 701, 96],
        ],
      ]),
      { gazetteer },
    ).matches;
    const m = ms.find((x) => x.teams?.[0] === 'Ipswich');
    expect([m?.teams, m?.odds.home, m?.odds.draw, m?.odds.away]).toEqual([['Ipswich', 'Wrexham'], '+460', '+110', '+140']);
  });

  it("a name's last glyph read again as a letter over its end ('Basaksehir г') is no part of the name", () => {
    // OCR boxes of a generated phone list: the first match's away name ends with its 'r' read once more.
    const ms = extractMatches(
      boxedPage([
        [
          ['Turkey.', 24, 278, 116, 305, 96],
          ['Super', 126, 280, 202, 305, 96],
          ['Lig', 210, 278, 247, 305, 96],
          ['1', 480, 280, 491, 298, 99],
          ['x', 594, 280, 610, 299, 92],
          ['2', 710, 280, 721, 298, 100],
        ],
        [
          ['Today', 24, 346, 83, 366, 95],
          ['12:30', 93, 346, 149, 363, 96],
        ],
        [
          ['Trabzonspor', 24, 372, 182, 407, 96],
          ['5.60', 457, 382, 517, 400, 100],
          ['4.20', 572, 382, 629, 400, 100],
          ['1.55', 685, 382, 745, 400, 100],
        ],
        [
          ['Istanbul', 26, 414, 126, 435, 93],
          ['Basaksehir', 137, 414, 277, 435, 99],
          ['г', 261, 410, 279, 445, 85],
        ],
        [
          ['Today', 24, 486, 83, 507, 92],
          ['12:30', 93, 486, 149, 503, 96],
        ],
        [
          ['Alanyaspor', 24, 514, 169, 541, 92],
          ['2.70', 458, 520, 518, 538, 100],
          ['3.25', 572, 520, 628, 538, 100],
          ['2.66', 686, 520, 745, 538, 100],
        ],
        [['Kayserispor', 26, 552, 176, 579, 92]],
        [
          ['Today', 24, 624, 83, 644, 96],
          ['14:00', 93, 624, 149, 641, 96],
        ],
        [
          ['Fenerbahce', 22, 650, 174, 685, 96],
          ['2.06', 458, 660, 514, 678, 100],
          ['3.75', 572, 660, 628, 680, 100],
          ['3.60', 686, 658, 745, 678, 100],
        ],
        [['Kasimpasa', 26, 690, 163, 717, 91]],
      ]),
      { gazetteer },
    ).matches;
    const top = mostProminent(ms);
    expect([top?.teams, top?.odds.home, top?.odds.draw, top?.odds.away]).toEqual([
      ['Trabzonspor', 'Istanbul Basaksehir'],
      '5.60',
      '4.20',
      '1.55',
    ]);
  });
});

describe('a name whose letters OCR spaced apart', () => {
  it("'O xf ord Un ite d' is Oxford United: its capital 'O' starts the name, and the name keeps its two words", () => {
    // OCR boxes of a generated live list (Spanish): a small bold font's tracking read as word gaps.
    const ms = extractMatches(
      boxedPage([
        [
          ['Tenis', 434, 243, 493, 280, 96],
          ['Championship', 897, 243, 1059, 280, 96],
          ['1', 1795, 249, 1803, 269, 96],
          ['X', 1940, 249, 1953, 269, 92],
          ['2', 2086, 248, 2098, 269, 95],
          ['0', 2248, 235, 2259, 256, 93],
        ],
        [
          ['Baloncesto', 435, 320, 560, 343, 91],
          ["67'", 892, 332, 932, 352, 98],
          ['West', 1047, 328, 1106, 351, 96],
          ['Bromwich', 1116, 327, 1235, 351, 96],
          ['Albion', 1245, 327, 1321, 351, 96],
        ],
        [
          ['3:1', 896, 370, 939, 390, 99],
          ['.', 1074, 375, 1078, 378, 13],
          ['|', 1153, 375, 1156, 378, 59],
          ['1,03', 1771, 350, 1825, 380, 100],
          ['-', 1942, 362, 1950, 367, 86],
          ['40,0', 2061, 350, 2115, 380, 100],
          ['Bono', 2253, 352, 2323, 378, 96],
          ['de', 2333, 350, 2367, 378, 92],
          ['bienvenida', 2378, 350, 2532, 378, 92],
          ['hasta', 2542, 350, 2619, 378, 96],
          ['200', 2630, 351, 2681, 378, 93],
          ['€', 2692, 351, 2707, 378, 93],
        ],
        [
          ['Hockey', 435, 387, 517, 416, 96],
          ['Bristol', 1048, 374, 1124, 398, 95],
          ['City', 1134, 375, 1179, 404, 95],
        ],
        [
          ['Promociones', 2253, 410, 2412, 433, 93],
          ['18+', 2438, 410, 2481, 433, 28],
          ['T&Cs', 2489, 410, 2552, 433, 96],
          ['apply', 2563, 409, 2626, 439, 96],
        ],
        [
          ['Voleibol', 434, 450, 524, 486, 91],
          ['31', 897, 461, 927, 481, 59],
          ['Birmingham', 1048, 452, 1193, 483, 96],
          ['City', 1203, 453, 1248, 483, 96],
          ['V', 2277, 479, 2291, 507, 100],
          ['er', 2297, 479, 2320, 507, 99],
          ['todo', 2326, 479, 2369, 507, 95],
          ['s', 2375, 479, 2388, 507, 100],
          ['los', 2394, 479, 2427, 507, 95],
          ['pre', 2433, 479, 2466, 507, 100],
          ['mi', 2472, 479, 2495, 507, 80],
          ['os', 2501, 479, 2524, 507, 99],
        ],
        [['eSports', 434, 523, 521, 550, 96]],
        [
          ['2', 1048, 580, 1061, 602, 58],
          ['Mi', 1109, 580, 1112, 584, 88],
        ],
        [
          ['Boxeo', 435, 590, 503, 611, 92],
          ["49'", 892, 604, 935, 624, 93],
          ['Millwall', 1086, 575, 1176, 637, 44],
          ['9,4', 1778, 602, 1817, 632, 100],
          ['5,1', 1923, 602, 1963, 632, 100],
          ['1,32', 2062, 602, 2117, 632, 100],
        ],
        [
          ['3', 1048, 627, 1060, 649, 70],
          ['Preston', 1086, 627, 1177, 650, 87],
          ['North', 1188, 626, 1254, 650, 96],
          ['End', 1265, 626, 1307, 650, 96],
        ],
        [['Béisbol', 435, 656, 516, 678, 91]],
        [['13,5', 1769, 475, 1830, 505, 100]],
        [['7,4', 1923, 475, 1967, 505, 100]],
        [['1,16', 2062, 475, 2117, 505, 100]],
        [['1:3', 891, 495, 945, 515, 99]],
        [
          ['O', 1042, 499, 1057, 524, 100],
          ['xf', 1061, 499, 1085, 524, 100],
          ['ord', 1090, 499, 1123, 524, 100],
          ['Un', 1137, 499, 1161, 524, 100],
          ['ite', 1165, 499, 1199, 524, 100],
          ['d', 1203, 499, 1218, 524, 100],
        ],
      ]),
      { gazetteer },
    ).matches;
    const m = ms.find((x) => x.teams?.[0] === 'Birmingham City');
    expect([m?.teams, m?.odds.home, m?.odds.draw, m?.odds.away]).toEqual([
      ['Birmingham City', 'Oxford United'],
      '13.5',
      '7.4',
      '1.16',
    ]);
  });
});

describe('stacked words on one OCR line', () => {
  it("a small word inside a badge's word ('on' within 'Store', one run of text) splits nothing, and ends", () => {
    // OCR boxes of a generated page's app badge ('Download on the App Store'): the pair looks stacked, but every run
    // of text goes to one height.
    const w = (text: string, x0: number, y0: number, x1: number, y1: number, conf: number): W => ({ text, conf, x0, y0, x1, y1 });
    const line = [
      w('App', 2859, 684, 2900, 735, 82),
      w('Store', 2907, 684, 3006, 735, 96),
      w('on', 2963, 682, 2985, 694, 96),
      w('J', 2991, 684, 3003, 753, 70),
    ];
    expect(splitStackedWords(line)).toEqual([line]);
  });
});

describe('live rows whose minute OCR garbled', () => {
  it("a minute read barely as '57!' before the home name is no part of it: the row keeps its teams", () => {
    // OCR boxes of a generated Italian live list.
    const page = boxedPage([
      [
        ['Super', 66, 470, 240, 532, 96],
        ['Lig', 261, 469, 346, 532, 95],
        ['1', 1079, 469, 1108, 517, 100],
        ['X', 1366, 471, 1404, 518, 86],
        ['2', 1663, 469, 1692, 517, 100],
      ],
      [
        ["57'", 43, 986, 138, 1036, 99],
        ['57!', 49, 939, 310, 1036, 12],
        ['Rizespor', 370, 938, 643, 1005, 71],
        ['1.96', 1050, 982, 1171, 1036, 100],
        ['2.08', 1336, 982, 1477, 1036, 100],
        ['13.50', 1608, 982, 1781, 1036, 100],
      ],
      [
        ['1', 288, 1043, 310, 1094, 95],
        ['Trabzonspor', 365, 1040, 767, 1109, 95],
      ],
      [
        ["88'", 55, 1232, 137, 1281, 99],
        ['Kocaelispor', 278, 1221, 666, 1291, 100],
        ['54.00', 1025, 1272, 1201, 1327, 100],
        ['29.00', 1314, 1272, 1489, 1327, 100],
        ['1.01', 1591, 1272, 1737, 1327, 100],
      ],
      [
        ['1:3', 47, 1315, 169, 1363, 100],
        ['Kayserispor', 281, 1327, 666, 1396, 100],
      ],
    ]);
    expect(readRows(page)).toEqual([
      ['Rizespor - Trabzonspor', '1.96', '2.08', '13.50'],
      ['Kocaelispor - Kayserispor', '54.00', '29.00', '1.01'],
    ]);
  });

  it("a name read in two short pieces ('Lil le') is the club the gazetteer knows once they are joined", () => {
    // OCR boxes of a generated Italian live list.
    const page = boxedPage([
      [
        ['Ligue', 633, 206, 690, 228, 95],
        ['1', 699, 207, 707, 223, 95],
        ['1', 1763, 208, 1768, 223, 96],
        ['x', 1881, 208, 1893, 223, 79],
        ['2', 2002, 208, 2012, 223, 97],
      ],
      [
        ["88'", 630, 286, 660, 302, 91],
        ['Lil', 786, 266, 808, 284, 97],
        ['le', 817, 266, 832, 284, 100],
        ['1,022', 1732, 286, 1798, 307, 100],
        ['19,000', 1844, 286, 1925, 307, 99],
        ['35,300', 1970, 286, 2045, 307, 100],
      ],
      [
        ['о', 758, 305, 767, 320, 55],
        ['Auxerre', 787, 304, 874, 321, 92],
      ],
    ]);
    expect(readRows(page)).toEqual([['Lille - Auxerre', '1.022', '19.000', '35.300']]);
  });

  it("a name read twice on overlapping lines ('msunspor' over 'Samsunspo') is one name: the fuller reading, then the away", () => {
    // OCR boxes of a generated live list on a phone.
    const page = boxedPage([
      [
        ['Super', 52, 1179, 198, 1227, 96],
        ['Lig', 217, 1178, 289, 1227, 96],
        ['1', 843, 1180, 864, 1215, 100],
        ['Хх', 1032, 1174, 1068, 1231, 67],
        ['2', 1236, 1179, 1257, 1215, 100],
      ],
      [['msunspor', 295, 1780, 541, 1811, 90]],
      [
        ["31'", 29, 1786, 113, 1822, 99],
        ['Samsunspo', 224, 1771, 520, 1823, 84],
        ['1.1', 831, 1811, 901, 1850, 100],
        ['10.0', 1018, 1809, 1118, 1851, 100],
        ['18.5', 1218, 1809, 1318, 1851, 100],
      ],
      [
        ['2:0', 30, 1850, 136, 1887, 95],
        ['Konyaspor', 224, 1853, 490, 1904, 100],
      ],
    ]);
    const [m] = extractMatches(page, { gazetteer }).matches;
    expect(m?.canonicalTeams).toEqual(['Samsunspor', 'Konyaspor']);
    expect(m?.odds).toEqual({ home: '1.1', draw: '10.0', away: '18.5' });
  });
});

describe("a live list's minutes, icons and trend arrows", () => {
  // The league's header line of a generated live list on a phone: '1 X 2' over the price columns.
  const premierLeagueHeader: BoxedWord[] = [
    ['England', 60, 932, 267, 989, 93],
    ['-', 287, 955, 304, 963, 93],
    ['Premier', 325, 933, 532, 977, 95],
    ['League', 550, 934, 740, 989, 95],
    ['1', 996, 934, 1021, 976, 100],
    ['X', 1252, 935, 1286, 977, 89],
    ['2', 1510, 934, 1535, 976, 100],
  ];
  it("a minute alone on a line between two names ('48'') keeps the table's header for the rows below it", () => {
    // OCR boxes of a generated live list on a phone (dark theme): a suspended home price ('-') in the row after.
    const page = boxedPage([
      [
        ['Portugal', 52, 790, 213, 837, 93],
        ['-', 230, 809, 241, 815, 92],
        ['Primeira', 258, 791, 419, 827, 92],
        ['Liga', 434, 791, 512, 837, 96],
        ['1', 846, 793, 863, 826, 100],
        ['X', 1042, 793, 1066, 826, 92],
        ['2', 1241, 791, 1262, 826, 100],
      ],
      [
        ["89'", 40, 935, 102, 970, 98],
        ['AVS', 219, 925, 300, 963, 96],
      ],
      [
        ['1:0', 35, 996, 118, 1031, 100],
        ['Estoril', 214, 999, 347, 1041, 94],
        ['1.03', 830, 963, 919, 1003, 100],
        ['-', 1061, 982, 1074, 989, 85],
        ['46.00', 1198, 963, 1326, 1003, 100],
      ],
      [['Porto', 284, 1139, 392, 1177, 96]],
      [["48'", 33, 1176, 93, 1211, 98]],
      [
        ['3', 217, 1211, 245, 1258, 100],
        ['Gil', 284, 1214, 332, 1254, 97],
        ['Vicente', 349, 1216, 502, 1254, 96],
      ],
      [['Arouca', 282, 1349, 424, 1387, 92]],
      [['2', 231, 1353, 232, 1355, 99]],
      [
        ["85'", 33, 1386, 93, 1421, 97],
        ['-', 865, 1406, 878, 1412, 88],
        ['9.60', 1027, 1386, 1109, 1426, 100],
        ['1.11', 1213, 1388, 1305, 1425, 100],
      ],
      [['Alverca', 282, 1424, 431, 1464, 91]],
    ]);
    const ms = extractMatches(page, { gazetteer }).matches;
    expect(ms.find((m) => m.teams?.[0] === 'Arouca')?.odds).toEqual({ home: null, draw: '9.60', away: '1.11' });
    expect(ms.find((m) => m.teams?.[0] === 'Arouca')?.teams).toEqual(['Arouca', 'Alverca']);
  });

  it("a live icon read as marks ('=)') before the score and the name is no part of the name", () => {
    // OCR boxes of a generated live list on a phone: "74'  1 Leeds United" over "0 Aston Villa".
    const page = boxedPage([
      premierLeagueHeader,
      [
        ["74'", 33, 1638, 130, 1680, 98],
        ['=)', 188, 1588, 273, 1701, 22],
        ['1', 254, 1596, 273, 1640, 50],
        ['Leeds', 325, 1592, 489, 1641, 94],
        ['United', 512, 1592, 687, 1641, 95],
        ['1.11', 969, 1638, 1087, 1686, 100],
        ['10.00', 1179, 1638, 1329, 1686, 100],
        ['19.00', 1430, 1638, 1595, 1686, 100],
      ],
      [
        ['0', 252, 1691, 282, 1736, 87],
        ['Aston', 322, 1691, 483, 1737, 96],
        ['Villa', 505, 1688, 622, 1737, 96],
      ],
    ]);
    const [m] = extractMatches(page, { gazetteer }).matches;
    expect(m?.teams).toEqual(['Leeds United', 'Aston Villa']);
    expect(m?.odds).toEqual({ home: '1.11', draw: '10.00', away: '19.00' });
  });

  it("a trend arrow read into a price ('1.80v') leaves the price, shown as unsure", () => {
    // OCR boxes of a generated live list on a phone: the home price's falling arrow read as a 'v'.
    const page = boxedPage([
      premierLeagueHeader,
      [
        ['HT', 44, 2404, 114, 2445, 95],
        ['1', 254, 2360, 273, 2404, 50],
        ['Fulham', 326, 2356, 528, 2405, 96],
        ['.', 756, 2450, 763, 2457, 20],
        ['1.80v', 941, 2398, 1111, 2445, 64],
        ['2.52', 1226, 2398, 1344, 2446, 100],
        ['11.50', 1465, 2398, 1623, 2446, 100],
      ],
      [
        ['1', 254, 2452, 273, 2496, 92],
        ['Manchester', 325, 2448, 658, 2497, 95],
        ['United', 678, 2448, 854, 2497, 96],
      ],
    ]);
    const [m] = extractMatches(page, { gazetteer }).matches;
    expect(m?.teams).toEqual(['Fulham', 'Manchester United']);
    expect(m?.odds).toEqual({ home: '1.80', draw: '2.52', away: '11.50' });
    expect(m?.confidence.odds).toBeLessThan(0.9);
  });
});

describe("names of a row without prices above a live row's names", () => {
  it("a club's name on its own line ('Oviedo') is no first line of the name under it ('Celta Vigo', known only loosely together)", () => {
    // OCR boxes of a generated live list: the suspended row Osasuna / Real Betis above Oviedo / Celta Vigo.
    const page = boxedPage([
      [
        ['Spain', 741, 219, 819, 245, 93],
        ['-', 830, 230, 839, 234, 91],
        ['La', 850, 221, 880, 240, 96],
        ['Liga', 892, 219, 949, 245, 96],
        ['1', 2514, 221, 2527, 240, 92],
        ['x', 2655, 221, 2672, 240, 94],
        ['2', 2800, 221, 2814, 240, 96],
      ],
      [
        ['aa', 741, 423, 779, 442, 40],
        ['Osasuna', 907, 398, 1023, 420, 96],
        ['.', 2516, 430, 2525, 435, 45],
        ['.', 2659, 430, 2668, 435, 51],
        ['.', 2803, 430, 2812, 435, 47],
      ],
      [
        ['Real', 907, 434, 955, 471, 96],
        ['Betis', 973, 434, 1041, 471, 96],
      ],
      [
        ["79'", 736, 533, 781, 552, 50],
        ['Oviedo', 907, 510, 1010, 554, 96],
        ['54.0', 2487, 530, 2546, 552, 100],
        ['29.0', 2633, 530, 2690, 552, 100],
        ['1.01', 2777, 530, 2834, 552, 100],
      ],
      [
        ['Celta', 907, 550, 975, 573, 96],
        ['Vigo', 986, 550, 1045, 578, 96],
      ],
    ]);
    const [m] = extractMatches(page, { gazetteer }).matches;
    expect(m?.teams).toEqual(['Oviedo', 'Celta Vigo']);
    expect(m?.odds).toEqual({ home: '54.0', draw: '29.0', away: '1.01' });
  });

  it("a row's prices tesseract split over its two name lines ('Sheffield Wednesday  -220' over 'Coventry City  +340  +720', one level) are one row's", () => {
    // A live list beside a sports menu and an app-store panel, as read (the rows from the league to the second match).
    const page = boxedPage([
      [
        ['Tennis', 174, 218, 236, 253, 85],
        ['England', 586, 219, 661, 244, 91],
        ['-', 668, 228, 675, 233, 91],
        ['Championship', 682, 219, 817, 244, 96],
        ['1', 2126, 221, 2133, 238, 96],
        ['х', 2269, 221, 2281, 238, 87],
        ['2', 2415, 221, 2425, 238, 96],
        ['0', 2565, 206, 2574, 223, 88],
      ],
      [
        ['Basketball', 175, 276, 272, 309, 96],
        ['‘', 588, 294, 593, 297, 59],
      ],
      [
        ['0:', 587, 294, 607, 331, 50],
        ['Millwall', 720, 285, 796, 307, 95],
        ['i', 864, 324, 867, 328, 90],
        ['5', 2127, 315, 2134, 320, 73],
        ['=', 2271, 315, 2279, 320, 81],
        ['>', 2416, 315, 2423, 320, 25],
        ['Download', 2565, 304, 2664, 325, 96],
        ['our', 2672, 309, 2705, 325, 95],
        ['app', 2711, 309, 2749, 331, 95],
      ],
      [
        ['Ice', 175, 339, 202, 357, 87],
        ['Hockey', 209, 337, 278, 362, 95],
        ['0:2', 582, 322, 628, 339, 95],
        ['Birmingham', 719, 324, 841, 351, 93],
        ['City', 849, 324, 887, 351, 96],
        ['|', 2567, 351, 2570, 355, 41],
        ['|', 2906, 353, 2908, 355, 92],
      ],
      [
        ['|', 2565, 356, 2567, 408, 90],
        ['GETITON', 2585, 360, 2665, 375, 90],
        ['Download', 2753, 345, 2833, 385, 96],
        ['on', 2840, 363, 2857, 375, 96],
        ['the', 2863, 345, 2893, 385, 96],
      ],
      [
        ['Volleyball', 174, 379, 264, 425, 96],
        ['1', 589, 401, 593, 415, 44],
        ['Bristol', 719, 393, 784, 414, 96],
        ['City', 791, 393, 829, 420, 96],
        ['-', 2105, 411, 2114, 432, 96],
        ['145', 2117, 411, 2150, 432, 94],
        ['|_Google', 2567, 384, 2634, 416, 81],
        ['Play', 2679, 387, 2700, 407, 84],
        ['|', 2711, 380, 2724, 427, 58],
        ['|_Арр', 2737, 410, 2795, 416, 45],
        ['Store', 2800, 384, 2851, 407, 96],
        ['|', 2904, 356, 2910, 414, 72],
      ],
      [
        ['3:3', 586, 428, 623, 445, 94],
        ['Blackburn', 720, 430, 820, 451, 96],
        ['Rovers', 828, 430, 895, 451, 96],
        ['+245', 2250, 411, 2298, 432, 100],
        ['+420', 2377, 411, 2437, 432, 99],
      ],
      [['Esports', 175, 454, 246, 477, 93]],
      [
        ['Cricket', 174, 501, 240, 538, 96],
        ['12', 588, 507, 606, 523, 96],
        ['Sheffield', 719, 500, 806, 522, 95],
        ['Wednesday', 814, 500, 930, 527, 96],
        ['-', 2105, 519, 2114, 539, 98],
        ['220', 2117, 519, 2150, 539, 100],
      ],
      [
        ['3:2', 580, 535, 622, 552, 91],
        ['Coventry', 719, 537, 809, 564, 96],
        ['City', 815, 537, 853, 564, 96],
        ['+340', 2234, 519, 2292, 539, 100],
        ['+720', 2379, 519, 2428, 539, 93],
      ],
      [['Boxing', 175, 567, 238, 590, 96]],
    ]);
    const ms = extractMatches(page, { gazetteer }).matches;
    expect(byTeams(ms, 'Sheffield Wednesday')?.odds).toEqual({ home: '-220', draw: '+340', away: '+720' });
  });

  it("an unlabelled handicap price beside a labelled draw cell ('x 4,10  +115', on the date's line) is another market's: no row of its own", () => {
    // A desktop list with names stacked over two lines, '1 1,54  x 4,10  2 5,60' cells and a handicap column.
    const page = boxedPage([
      [
        ['Россия.', 58, 166, 139, 185, 96],
        ['Премьер-лига', 148, 166, 298, 191, 96],
        ['1', 1593, 166, 1604, 184, 99],
        ['x', 1765, 167, 1776, 184, 62],
        ['2', 1934, 166, 1945, 184, 99],
        ['Фора', 2206, 165, 2259, 190, 96],
      ],
      [
        ['Тамбов', 265, 241, 349, 265, 96],
        ['1', 1612, 250, 1627, 278, 50],
        ['1,54', 1639, 250, 1690, 278, 50],
        ['2', 1962, 250, 1976, 278, 50],
        ['5,60', 1981, 250, 2032, 278, 50],
        ['5', 2210, 249, 2216, 251, 50],
        ['+1.5', 2358, 248, 2394, 264, 50],
      ],
      [
        ['22.10', 52, 264, 111, 282, 100],
        ['16:00', 119, 264, 170, 282, 100],
        ['x', 1791, 257, 1801, 272, 96],
        ['4,10', 1815, 250, 1863, 277, 95],
        ['15', 2195, 249, 2216, 264, 50],
      ],
      [
        ['Сочи', 266, 282, 321, 305, 90],
        ['2,08', 2175, 276, 2229, 304, 100],
        ['1,85', 2345, 276, 2399, 304, 100],
        ['+115', 2498, 264, 2553, 282, 98],
      ],
      [
        ['Химки', 266, 366, 338, 389, 96],
        ['1', 1617, 374, 1631, 402, 100],
        ['2,84', 1636, 374, 1687, 402, 99],
        ['х', 1791, 381, 1801, 396, 90],
        ['3,60', 1815, 374, 1863, 397, 96],
        ['2', 1954, 374, 1971, 402, 94],
        ['2,34', 1976, 374, 2036, 402, 91],
        ['0', 2199, 373, 2206, 388, 88],
        ['0', 2371, 373, 2378, 388, 89],
      ],
      [
        ['22.10', 52, 390, 110, 408, 96],
        ['16:30', 113, 390, 171, 408, 88],
        ['Рубин', 266, 408, 332, 437, 96],
        ['2,34', 2175, 400, 2226, 428, 99],
        ['2,22', 2345, 400, 2396, 428, 95],
        ['+174', 2499, 388, 2545, 406, 100],
      ],
    ]);
    const ms = extractMatches(page, { gazetteer }).matches;
    expect(byTeams(ms, 'Тамбов')?.odds).toEqual({ home: '1.54', draw: '4.10', away: '5.60' });
    expect(byTeams(ms, 'Химки')?.odds).toEqual({ home: '2.84', draw: '3.60', away: '2.34' });
  });

  it("a card's fraction whose slash OCR read as a '1' ('1 417 X 3/1 2 5/1') is repaired as in a row of fractions, and unsure", () => {
    const ms = read([
      [40, ['Germany - Bundesliga', 40], ['Sat 26 Sep 14:00', 800]],
      [100, ['Hoffenheim', 40]],
      [140, ['1. FC Koln', 40]],
      [200, ['1', 60], ['417', 160, 50], ['X', 400], ['3/1', 560], ['2', 800], ['5/1', 960]],
    ]);
    expect(ms[0]?.odds).toEqual({ home: '4/7', draw: '3/1', away: '5/1' });
    expect(ms[0]?.confidence.odds).toBeLessThan(0.6);
  });
});
