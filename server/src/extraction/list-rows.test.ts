import { describe, expect, it } from 'vitest';
import { loadGazetteer } from './names/gazetteer';
import { extractMatches, mostProminent } from './assemble/matches';
import { rejoinSplitWords, splitStackedWords } from './grid/layout';
import type { W } from './page/words';
import { boxedPage, fixturePage, type BoxedWord, type Cell } from './test-fixtures';

/* Rows of match lists as OCR returns them: lines cut apart, labels glued to prices, live scores beside names. */

const gazetteer = loadGazetteer();
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

describe('a fraction whose slash OCR lost', () => {
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
