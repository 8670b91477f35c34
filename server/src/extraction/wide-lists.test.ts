import { describe, expect, it } from 'vitest';
import { loadGazetteer } from './names/gazetteer';
import { extractMatches } from './assemble/matches';
import { boxedPage, fixturePage, type Cell } from './test-fixtures';

/*
 * Desktop lists with more markets beside the 1X2 columns, names stacked on two lines and a sidebar on the left. OCR
 * boxes a row of price buttons as one tall line (44 px here) that the two names and the kick-off beside it overlap.
 */

const gazetteer = loadGazetteer();
type FixtureRow = [number | [number, number], ...Cell[]];
const read = (rows: FixtureRow[]) => extractMatches(fixturePage(rows), { gazetteer }).matches;

const header: FixtureRow = [
  100,
  ['Ligue 1', 600],
  ['1', 1000],
  ['X', 1150],
  ['2', 1300],
  ['Total', 1500],
  ['Yes', 1700],
  ['No', 1850],
];
const other: FixtureRow[] = [
  [
    [300, 44],
    ['Basketball', 40],
    ['Metz', 600],
    ['1 1.799', 960],
    ['x 3.690', 1110],
    ['2 4.540', 1260],
    ['O 1.5', 1480],
    ['2.171', 1700],
    ['2.204', 1850],
  ],
  [346, ['Nice', 600], ['1.753', 1480], ['1.863', 1560]],
];

describe('wide desktop lists', () => {
  it("another market's words in its own columns right of the 1X2 ('U 3.5') do not make the row a distractor", () => {
    const ms = read([
      header,
      [
        [160, 44],
        ['Tennis', 40],
        ['Toulouse', 600],
        ['1 2.050', 960],
        ['x 3.700', 1110],
        ['2 3.594', 1260],
        ['U 3.5', 1480],
        ['1.938', 1700],
        ['2.392', 1850],
      ],
      [206, ['Lorient', 600], ['1.831', 1480], ['1.916', 1560]],
      ...other,
    ]);
    expect(ms.map((m) => [m.teams, m.odds.home, m.odds.draw, m.odds.away])).toEqual([
      [['Toulouse', 'Lorient'], '2.050', '3.700', '3.594'],
      [['Metz', 'Nice'], '1.799', '3.690', '4.540'],
    ]);
  });

  it("a kick-off time on a line between a match's two stacked names is that match's", () => {
    const ms = read([
      header,
      [
        [160, 44],
        ['Toulouse', 600],
        ['2.050', 960],
        ['3.700', 1110],
        ['3.594', 1260],
      ],
      [
        [186, 16],
        ['13/06 14:00', 400],
      ],
      [206, ['Lorient', 600]],
      ...other,
    ]);
    expect(ms[0]?.teams).toEqual(['Toulouse', 'Lorient']);
    expect(ms[0]?.date).toBe('--06-13');
  });

  it('"Paris" starts club names (Paris FC, Paris Saint-Germain); French "paris sportifs" is no team', () => {
    const ms = read([
      [40, ['Paris sportifs', 40], ['Cotes', 400]],
      header,
      [
        [160, 44],
        ['Paris FC', 600],
        ['2.10', 960],
        ['3.40', 1110],
        ['3.30', 1260],
      ],
      [206, ['Lorient', 600]],
      ...other,
    ]);
    expect(ms[0]?.teams).toEqual(['Paris FC', 'Lorient']);
  });

  it("a header whose '1' was not read ('Bookmaker  x  2') still gives the home price the column left of the draw", () => {
    const ms = read([
      [40, ['Konyaspor - Galatasaray', 400]],
      [100, ['Bookmaker', 400], ['x', 1150], ['2', 1300]],
      [160, ['Pinnacle', 400], ['4.290', 960], ['4.130', 1110], ['1.784', 1260]],
      [200, ['Volleyball', 40], ['See all prizes', 1700]],
      [240, ['Marathonbet', 400], ['4.430', 960], ['4.270', 1110], ['1.742', 1260]],
    ]);
    expect(ms[0]?.teams).toEqual(['Konyaspor', 'Galatasaray']);
    expect([ms[0]?.odds.home, ms[0]?.odds.draw, ms[0]?.odds.away]).toEqual(['4.290', '4.130', '1.784']);
  });

  it("a comparison's column heading ('Buchmacher  1  z  2', its X misread) is no team stacked over the first bookmaker", () => {
    const ms = read([
      [40, ['Serie A · 22/07 21:15', 400]],
      [70, ['Napoli - Bologna', 400]],
      [130, ['Buchmacher', 400], ['1', 1000], ['z', 1150], ['2', 1300]],
      [170, ['Unibet', 400], ['2,74', 980], ['3,45', 1130], ['2,38', 1280]],
      [210, ['1xBet', 400], ['2,86', 980], ['3,40', 1130], ['2,40', 1280]],
      [250, ['Coral', 400], ['2,80', 980], ['3,45', 1130], ['2,42', 1280]],
    ]);
    expect(ms[0]?.teams).toEqual(['Napoli', 'Bologna']);
    expect([ms[0]?.odds.home, ms[0]?.odds.draw, ms[0]?.odds.away]).toEqual(['2.74', '3.45', '2.38']);
  });

  it("a comparison's heading whose outcome labels OCR garbled ('Букмекер  q  ы  2') still heads the price columns by where its marks stand", () => {
    // OCR boxes of a generated comparison (dark theme, JPEG): only the '2' of '1 X 2' was read as a label.
    const ms = extractMatches(
      boxedPage([
        [
          ['Премьер-лига', 63, 178, 220, 206, 93],
          ['-', 231, 188, 234, 190, 80],
          ['07/05', 244, 178, 307, 201, 96],
          ['18:00', 317, 179, 375, 200, 96],
        ],
        [
          ['Борнмут', 62, 216, 201, 255, 96],
          ['v', 211, 224, 227, 247, 90],
          ['Тоттенхэм', 238, 216, 406, 247, 96],
        ],
        [
          ['Букмекер', 62, 316, 175, 345, 96],
          ['q', 1143, 318, 1151, 338, 31],
          ['ы', 1595, 317, 1608, 338, 25],
          ['2', 2046, 316, 2058, 338, 100],
          ['Фрибет', 2342, 331, 2441, 363, 92],
          ['5000', 2451, 332, 2513, 357, 93],
          ['Ф', 2523, 332, 2541, 357, 72],
          ['новым', 2551, 338, 2641, 357, 97],
          ['игрокам', 2651, 338, 2761, 363, 96],
        ],
        [
          ['Бетсити', 62, 379, 153, 423, 93],
          ['4.40', 1121, 388, 1170, 410, 100],
          ['4.10', 1573, 388, 1622, 410, 100],
          ['1.64', 2025, 388, 2074, 410, 100],
          ['Акции', 2341, 385, 2412, 411, 95],
          ['>', 2421, 393, 2425, 397, 50],
          ['18+', 2435, 384, 2473, 407, 75],
          ['T&Cs', 2481, 384, 2538, 407, 90],
          ['apply', 2547, 384, 2603, 413, 96],
        ],
        [
          ['Фонбет', 62, 461, 148, 485, 92],
          ['4.40', 1120, 462, 1175, 484, 99],
          ['4.20', 1575, 462, 1619, 486, 100],
          ['1.72', 2026, 462, 2081, 484, 100],
        ],
      ]),
      { gazetteer },
    ).matches;
    expect(ms[0]?.teams).toEqual(['Борнмут', 'Тоттенхэм']);
    expect([ms[0]?.odds.home, ms[0]?.odds.draw, ms[0]?.odds.away]).toEqual(['4.40', '4.10', '1.64']);
  });

  it("names wrapped in a narrow column ('Stoke City v' / 'Charlton' / 'Athletic', 'Birmingham' / 'City v Millwall') are one match each", () => {
    // OCR boxes of a generated desktop list (dark theme, JPEG): a sports menu on the left, each match's 'A v B' wrapped
    // over two or three lines beside its prices; OCR read one line twice ('United' and 'nited у').
    const ms = extractMatches(
      boxedPage([
        [
          ['Football', 567, 166, 658, 184, 96],
          ['England', 977, 153, 1069, 176, 93],
          ['-', 1077, 163, 1084, 166, 92],
          ['Championship', 1092, 153, 1256, 176, 96],
          ['1', 1415, 154, 1425, 170, 100],
          ['X', 1560, 154, 1574, 170, 80],
          ['2', 1706, 153, 1716, 170, 100],
          ['Total', 1930, 149, 1983, 180, 96],
          ['Bet', 2175, 160, 2215, 178, 96],
          ['Slip', 2223, 159, 2268, 183, 96],
        ],
        [['0', 2174, 206, 2185, 222, 91]],
        [
          ['Tennis', 566, 219, 635, 250, 95],
          ['Wrexham', 1168, 228, 1277, 247, 91],
          ['v', 1286, 233, 1298, 247, 93],
          ['2.74', 1392, 233, 1448, 251, 100],
          ['3.65', 1545, 233, 1590, 253, 100],
          ['2.44', 1689, 233, 1735, 251, 100],
          ['01.5', 1860, 229, 1908, 243, 99],
          ['U1.5', 2006, 229, 2055, 243, 50],
        ],
        [
          ['04.02', 972, 245, 1034, 261, 100],
          ['12:30', 1037, 245, 1100, 261, 100],
        ],
        [
          ['Bristol', 1170, 261, 1239, 281, 95],
          ['City', 1248, 261, 1292, 286, 95],
          ['2.24', 1856, 257, 1911, 276, 100],
          ['1.75', 2005, 257, 2050, 276, 100],
        ],
        [['Basketball', 567, 263, 676, 310, 95]],
        [
          ['Ice', 568, 338, 597, 356, 92],
          ['Hockey', 606, 338, 684, 360, 95],
          ['Stoke', 1169, 335, 1233, 355, 96],
          ['City', 1242, 335, 1286, 360, 91],
          ['v', 1293, 340, 1306, 354, 91],
        ],
        [
          ['04.02', 972, 368, 1033, 384, 100],
          ['14:00', 1037, 368, 1099, 384, 100],
          ['Charlton', 1169, 355, 1265, 392, 96],
          ['5.1', 1408, 357, 1440, 377, 100],
          ['4.2', 1548, 357, 1583, 376, 100],
          ['1.61', 1682, 357, 1738, 377, 100],
          ['1.64', 1856, 381, 1912, 400, 100],
          ['02', 1867, 352, 1903, 366, 99],
          ['.', 2012, 354, 2027, 400, 0],
          ['U2', 2013, 352, 2042, 366, 96],
          ['т', 2034, 354, 2047, 400, 18],
        ],
        [
          ['Volleyball', 566, 390, 666, 422, 96],
          ['Athletic', 1168, 397, 1252, 429, 96],
          ['-', 2027, 396, 2031, 400, 79],
        ],
        [
          ['Esports', 567, 446, 647, 480, 85],
          ['5', 1230, 468, 1232, 471, 41],
        ],
        [['Sheffield', 1169, 468, 1267, 487, 96]],
        [
          [';', 593, 507, 595, 510, 44],
          ['04.02', 972, 501, 1034, 517, 100],
          ['15:00', 1037, 501, 1100, 517, 98],
          ['United', 1170, 501, 1242, 521, 96],
          ['3.5', 1408, 488, 1440, 507, 100],
          ['4.0', 1544, 488, 1581, 507, 99],
          ['1.99', 1682, 488, 1738, 507, 100],
          ['02.5', 1860, 484, 1908, 498, 50],
          ['U2.5', 2003, 484, 2052, 498, 50],
        ],
        [
          ['Cricket', 567, 496, 641, 537, 96],
          ['nited', 1188, 503, 1227, 521, 88],
          ['у', 1250, 507, 1263, 520, 94],
          ['2.16', 1862, 512, 1906, 532, 100],
          ['2.04', 2000, 512, 2050, 532, 100],
        ],
        [['Portsmouth', 1170, 534, 1299, 554, 96]],
        [['Boxing', 567, 565, 638, 588, 96]],
        [
          ['04.02', 972, 626, 1033, 642, 100],
          ['16:30', 1037, 626, 1099, 642, 94],
          ['Birmingham', 1170, 608, 1305, 633, 96],
          ['2.18', 1393, 612, 1450, 632, 100],
          ['3.45', 1536, 612, 1593, 632, 100],
          ['3.35', 1682, 612, 1737, 632, 100],
          ['02.5', 1864, 607, 1913, 621, 98],
          ['U2.5', 2003, 607, 2054, 621, 50],
        ],
        [
          ['City', 1169, 642, 1213, 666, 93],
          ['v', 1220, 647, 1233, 661, 93],
          ['Millwall', 1242, 642, 1322, 661, 95],
          ['1.64', 1862, 636, 1907, 655, 100],
          ['1.72', 2005, 636, 2048, 654, 96],
        ],
      ]),
      { gazetteer },
    ).matches;
    expect(ms.map((m) => [m.teams?.join(' - '), m.odds.home, m.odds.draw, m.odds.away])).toEqual([
      ['Wrexham - Bristol City', '2.74', '3.65', '2.44'],
      ['Stoke City - Charlton Athletic', '5.1', '4.2', '1.61'],
      ['Sheffield United - Portsmouth', '3.5', '4.0', '1.99'],
      ['Birmingham City - Millwall', '2.18', '3.45', '3.35'],
    ]);
  });

  it("a comparison's row of one American price ('205  +330  640', signs lost) is read in that format, never as decimals", () => {
    // OCR boxes of a generated comparison (American prices, JPEG): the first bookmaker's row split over three lines.
    const ms = extractMatches(
      boxedPage([
        [
          ['Football', 54, 146, 133, 181, 87],
          ['Germany', 444, 155, 536, 177, 93],
          ['-', 544, 164, 550, 166, 91],
          ['Bundesliga', 558, 155, 669, 177, 92],
          ['-', 678, 165, 681, 166, 91],
          ['17', 691, 155, 714, 172, 94],
          ['Dec', 722, 155, 761, 172, 96],
          ['19:00', 769, 155, 824, 172, 93],
          ['Bet', 2713, 148, 2749, 165, 96],
          ['Slip', 2755, 148, 2796, 170, 95],
        ],
        [
          ['Tennis', 53, 206, 115, 223, 99],
          ['Borussia', 445, 186, 580, 210, 96],
          ['Dortmund', 589, 186, 739, 210, 96],
          ['vs', 748, 192, 783, 210, 96],
          ['Eintracht', 793, 187, 930, 210, 96],
          ['Frankfurt', 940, 187, 1079, 210, 96],
          ['о', 2712, 194, 2723, 208, 64],
        ],
        [['Basketball', 54, 258, 149, 275, 94]],
        [
          ['Bookmaker', 445, 259, 567, 296, 96],
          ['1', 1605, 270, 1617, 287, 95],
          ['x', 2015, 270, 2030, 287, 92],
          ['2', 2443, 270, 2455, 287, 96],
          ['Download', 2713, 281, 2812, 298, 95],
          ['our', 2820, 284, 2853, 298, 95],
          ['app', 2858, 284, 2896, 303, 95],
        ],
        [
          ['Ice', 50, 306, 81, 335, 93],
          ['-', 2025, 326, 2027, 329, 92],
          ['700', 2437, 330, 2471, 345, 100],
          [';', 2714, 321, 2719, 327, 50],
          ['Е', 2891, 321, 2894, 323, 27],
          ['‘', 3050, 321, 3053, 323, 62],
        ],
        [
          ['=', 87, 310, 155, 332, 48],
          ['888sport', 436, 326, 541, 352, 92],
          ['-240', 1589, 328, 1632, 349, 97],
          ['Га', 2712, 319, 2867, 376, 0],
          ['|', 2869, 277, 2890, 398, 68],
          ['aE', 2895, 319, 3049, 346, 17],
        ],
        [
          ['Volleyball', 52, 341, 141, 389, 70],
          ['Google', 2731, 351, 2804, 372, 95],
          ['Play', 2811, 351, 2854, 372, 95],
          ['|', 2868, 340, 2877, 376, 82],
          ['|', 2886, 340, 2895, 376, 82],
          ['App', 2906, 351, 2947, 372, 96],
          ['Store', 2954, 351, 3007, 367, 96],
        ],
        [
          ['1xBet', 438, 392, 510, 417, 99],
          ['205', 1593, 391, 1630, 410, 100],
          ['+330', 1997, 392, 2049, 412, 100],
          ['640', 2435, 392, 2473, 412, 100],
        ],
        [['Esports', 54, 415, 125, 437, 92]],
        [
          ['Cricket', 53, 444, 119, 487, 76],
          ['Paddy', 444, 455, 512, 477, 96],
          ['Power', 518, 455, 586, 472, 96],
          ['210', 1594, 450, 1636, 474, 99],
          ['+300', 1997, 453, 2045, 474, 100],
          ['+660', 2424, 448, 2472, 471, 92],
        ],
        [
          ['Ladbrokes', 440, 576, 558, 607, 96],
          ['-235', 1587, 579, 1633, 600, 99],
          ['+320', 1998, 575, 2047, 598, 100],
          ['+640', 2424, 581, 2475, 598, 95],
        ],
        [['-195', 1587, 518, 1631, 534, 95]],
        [['+320', 1997, 516, 2047, 537, 100]],
        [['+680', 2422, 516, 2477, 541, 100]],
        [['Boxing', 52, 516, 119, 544, 100]],
        [['Coral', 446, 518, 502, 539, 98]],
      ]),
      { gazetteer },
    ).matches;
    expect(ms[0]?.teams).toEqual(['Borussia Dortmund', 'Eintracht Frankfurt']);
    expect([ms[0]?.odds.home, ms[0]?.odds.draw, ms[0]?.odds.away]).toEqual(['-210', '+300', '+660']);
  });

  it("a match line wrapped after its separator ('Manchester United vs' over 'Wolverhampton') names the match", () => {
    const ms = read([
      [40, ['Premier League : Heute 19:30', 80]],
      [90, ['Manchester United vs', 80]],
      [124, ['Wolverhampton', 80]],
      [190, ['Buchmacher', 80], ['1', 1000], ['X', 1150], ['2', 1300]],
      [240, ['Betfair Sportsbook', 80], ['1,32', 980], ['4,80', 1130], ['11,50', 1280]],
      [290, ['Paddy Power', 80], ['1,27', 980], ['4,90', 1130], ['12,00', 1280]],
    ]);
    expect(ms[0]?.teams).toEqual(['Manchester United', 'Wolverhampton']);
    expect([ms[0]?.odds.home, ms[0]?.odds.draw, ms[0]?.odds.away]).toEqual(['1.32', '4.80', '11.50']);
  });

  it("a comparison's first bookmaker with a cell OCR lost gives way to the next one read whole", () => {
    const rows = (lost: boolean): FixtureRow[] => [
      [40, ['Portugal. Primeira Liga - Tue 1 Dec 15:00', 400]],
      [70, ['Porto - Famalicao', 400]],
      [130, ['Bookmaker', 400], ['1', 1000], ['X', 1150], ['2', 1300]],
      [170, ['Pinnacle', 400], ['5,90', 980], ...(lost ? [] : ([['4,40', 1130]] as Cell[])), ['1,55', 1280]],
      [210, ['Betway', 400], ['5,70', 980], ['4,10', 1130], ['1,51', 1280]],
      [250, ['1xBet', 400], ['6,20', 980], ['4,20', 1130], ['1,53', 1280]],
    ];
    const odds = (ms: ReturnType<typeof read>) => [ms[0]?.odds.home, ms[0]?.odds.draw, ms[0]?.odds.away];
    expect(odds(read(rows(true)))).toEqual(['5.70', '4.10', '1.51']);
    expect(odds(read(rows(false)))).toEqual(['5.90', '4.40', '1.55']);
    expect(read(rows(true))[0]?.teams).toEqual(['Porto', 'Famalicao']);
  });

  it("a header's '1' read as a glyph of another market ('Casa  u  X  2', u for under) still heads the home column", () => {
    const ms = read([
      [40, ['Premier League - ter 31 mar 16:00', 400]],
      [70, ['Liverpool v Sunderland', 400]],
      [130, ['Casa', 400], ['u', 1000], ['X', 1150], ['2', 1300]],
      [170, ['Marathonbet', 400], ['2,46', 980], ['3,30', 1130], ['2,98', 1280]],
      [210, ['Betway', 400], ['2,38', 980], ['3,15', 1130], ['2,98', 1280]],
    ]);
    expect(ms[0]?.teams).toEqual(['Liverpool', 'Sunderland']);
    expect([ms[0]?.odds.home, ms[0]?.odds.draw, ms[0]?.odds.away]).toEqual(['2.46', '3.30', '2.98']);
  });

  it("a match line naming a club with its number ('Mainz 05 vs Bayer Leverkusen', 'Mainz 05 v 1. FC Koln') names the match", () => {
    for (const [line, away] of [
      ['Mainz 05 vs Bayer Leverkusen', 'Bayer Leverkusen'],
      ['Mainz 05 v 1. FC Koln', 'FC Koln'],
    ] as const) {
      const ms = read([
        [40, ['PrimeBet = Sports Live Casino Promotions', 40]],
        [70, [line, 400]],
        [130, ['Bookmaker', 400], ['1', 1000], ['X', 1150], ['2', 1300]],
        [170, ['bwin', 400], ['1.95', 980], ['3.80', 1130], ['3.85', 1280]],
        [210, ['Bet365', 400], ['1.87', 980], ['3.65', 1130], ['3.75', 1280]],
      ]);
      expect(ms[0]?.teams, line).toEqual(['Mainz 05', away]);
    }
  });

  it('a garbled header one column off: its rows are read by their first price columns, which make a book', () => {
    const ms = read([
      [100, ['Премьер-лига', 400], ['1', 1150], ['X', 1300], ['2', 1450], ['Фора', 1600]],
      [160, ['Вест Хэм - Борнмут', 400], ['1.367', 1000], ['4.210', 1150], ['9.050', 1300], ['1.032', 1450], ['1.187', 1600]],
      // Here the labels' triple (4.150, 1.703, 2.154) happens to make a book: the header is already known to be off.
      [220, ['Марсель - Ницца', 400], ['4.480', 1000], ['4.150', 1150], ['1.703', 1300], ['2.154', 1450], ['1.234', 1600]],
    ]);
    expect(ms.map((m) => [m.odds.home, m.odds.draw, m.odds.away])).toEqual([
      ['1.367', '4.210', '9.050'],
      ['4.480', '4.150', '1.703'],
    ]);
  });
});

describe("a match's name wrapped in a narrow column", () => {
  it("a name line ending in its separator ('Besiktas —') keeps the header: a lost home cell leaves the draw in its column", () => {
    // OCR boxes of a generated Italian desktop list: the home price '1,53 ▲' read as 'чз,' two rows below.
    const page = boxedPage([
      [
        ['Super', 1012, 147, 1075, 168, 96],
        ['Lig', 1083, 145, 1114, 168, 96],
        ['1', 1423, 147, 1432, 162, 100],
        ['х', 1579, 147, 1591, 163, 76],
        ['2', 1730, 147, 1739, 162, 100],
        ['si', 1913, 146, 1927, 163, 77],
        ['No', 2056, 147, 2086, 162, 99],
      ],
      [['Konyaspor', 1194, 458, 1314, 482, 91]],
      [
        ['29.03', 1007, 489, 1061, 504, 100],
        ['16:00', 1073, 489, 1134, 504, 100],
        ['—', 1193, 498, 1216, 500, 91],
        ['Istanbul', 1225, 487, 1313, 507, 96],
        ['2,88', 1408, 489, 1453, 509, 100],
        ['3,7', 1564, 489, 1598, 509, 99],
        ['2,22', 1708, 489, 1763, 509, 99],
        ['2,08', 1890, 489, 1940, 509, 100],
        ['1,91', 2048, 489, 2092, 509, 100],
      ],
      [['Basaksehir', 1194, 519, 1316, 538, 92]],
      [
        ['Besiktas', 1194, 580, 1285, 599, 92],
        ['—', 1293, 590, 1316, 592, 92],
      ],
      [
        ['29.03', 1027, 601, 1064, 615, 50],
        ['16:30', 1077, 599, 1124, 615, 50],
        ['Galatasaray', 1194, 613, 1326, 639, 97],
        ['3,1', 1411, 598, 1449, 619, 100],
        ['3,6', 1557, 599, 1591, 620, 96],
        ['2,08', 1713, 598, 1764, 619, 99],
        ['2,16', 1889, 598, 1948, 619, 100],
        ['1,88', 2047, 598, 2096, 619, 98],
      ],
      [
        ['29.03', 1007, 817, 1061, 832, 98],
        ['18:00', 1073, 817, 1134, 832, 100],
        ['Gaziantep', 1194, 799, 1306, 824, 93],
        ['—', 1314, 808, 1337, 811, 92],
        ['чз,', 1398, 815, 1462, 836, 34],
        ['4,4', 1564, 815, 1602, 836, 99],
        ['6,4', 1706, 815, 1744, 836, 92],
        ['1,62', 1894, 815, 1942, 836, 99],
        ['2,04', 2047, 815, 2096, 836, 100],
      ],
      [['Trabzonspor', 1192, 831, 1334, 857, 96]],
    ]);
    const ms = extractMatches(page, { gazetteer }).matches;
    const gaz = ms.find((m) => m.teams?.[0] === 'Gaziantep');
    expect(gaz?.odds).toEqual({ home: null, draw: '4.4', away: '6.4' });
    expect(gaz?.complete).toBe(false);
  });
});
