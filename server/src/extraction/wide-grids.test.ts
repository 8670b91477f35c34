import { describe, expect, it } from 'vitest';
import { loadGazetteer } from './names/gazetteer';
import { extractMatches, mostProminent } from './assemble/matches';
import { boxedPage, fixturePage, type BoxedWord, type Cell } from './test-fixtures';
import { buildRows } from './grid/layout';
import { foldForPhrases, hasPhrase } from './page/words';
import { rowLabels } from './grid/price-cells';
import { classifyLabel } from './tokens/labels';
import { withoutHeadingDebris } from './names/sport';

const gazetteer = loadGazetteer();
const rowsOf = (r: ReturnType<typeof extractMatches>) =>
  r.matches.map((m) => [m.teams?.join(' - '), m.odds.home, m.odds.draw, m.odds.away]);

describe('wide grids', () => {
  it("a word OCR guessed over a tinted header strip ('о' from the names to the last column) is no label", () => {
    const row = (y: number, teams: string, prices: string[]): [number, ...Cell[]] => [
      y,
      ['Сегодня 13:00', 418],
      [teams, 549],
      ...prices.map((p, k): Cell => [p, 1300 + 104 * k]),
    ];
    const page = fixturePage([
      [
        [252, 43],
        ['о', 404, 15],
        ['12', 1749],
        ['ooo', 1817, 0],
        ['ToTan', 2400],
        ['o', 2516],
        ['o|', 2613],
      ],
      row(383, 'Монако - Ницца', ['1,88', '3,70', '3,95', '1,25', '1,27', '1,90', '2,14', '2,24', '1,76', '1,84']),
      row(441, 'Лилль - Марсель', ['2,88', '3,60', '2,38', '1,60', '1,30', '1,44', '1,81', '1,85', '2,12', '1,97']),
    ]);
    // The strip's guess spans the whole header, around the words read in it.
    page.lines[0]!.words[0]!.bbox.x1 = 2693;
    page.lines[0]!.words[2]!.bbox.x1 = 2365;
    const r = extractMatches(page, { gazetteer });
    expect(rowsOf(r)).toEqual([
      ['Монако - Ницца', '1.88', '3.70', '3.95'],
      ['Лилль - Марсель', '2.88', '3.60', '2.38'],
    ]);
  });

  it("a one-decimal price whose comma OCR lost ('38' between '1,73' and '46') is read, marked unsure", () => {
    const row = (y: number, teams: string, prices: string[]): [number, ...Cell[]] => [
      y,
      ['28 октября 14:00', 418],
      [teams, 700],
      ...prices.map((p, k): Cell => [p, 1300 + 104 * k]),
    ];
    const r = extractMatches(
      fixturePage([
        [250, ['Германия. Бундеслига', 404]],
        row(300, 'Вольфсбург - Айнтрахт', ['1,73', '38', '46', '1,19', '1,26', '2,08']),
        row(350, 'Бавария - Байер', ['1,44', '4,3', '7,8', '1,08', '1,21', '2,76']),
        row(400, 'Боруссия Д - Штутгарт', ['2,5', '3,15', '3,0', '1,39', '1,36', '1,54']),
      ]),
      { gazetteer },
    );
    expect(rowsOf(r)).toEqual([
      ['Вольфсбург - Айнтрахт', '1.73', '3.8', '4.6'],
      ['Бавария - Байер', '1.44', '4.3', '7.8'],
      ['Боруссия Д - Штутгарт', '2.5', '3.15', '3.0'],
    ]);
    expect(r.matches[0]!.confidence.odds).toBeLessThan(0.6);
    expect(r.matches[1]!.confidence.odds).toBeGreaterThan(0.6);
  });

  it("a header read only at its 'x', its other labels boxed off their columns ('M2' between X and its price): the columns beside the draw's", () => {
    // OCR boxes of a generated Russian line whose white-on-orange header OCR garbled; a sidebar's sports on the left.
    const r = extractMatches(
      boxedPage([
        [
          ['теннис', 628, 214, 709, 232, 76],
          ['[событие', 997, 220, 1110, 272, 56],
          ['ИНН', 1052, 224, 1616, 258, 7],
          ['Ш', 1612, 224, 1674, 258, 85],
          ['АИ', 1658, 224, 1696, 258, 44],
          ['x', 1704, 233, 1719, 251, 79],
          ['M2', 1726, 224, 1762, 258, 10],
          ['Bx', 1770, 224, 1870, 258, 0],
          ['АЕ', 1885, 220, 1916, 272, 19],
          ['2', 1928, 233, 1938, 251, 19],
          ['В', 1950, 224, 1968, 258, 35],
          ['х2', 1986, 233, 2012, 251, 76],
          ['Г', 2032, 224, 2046, 258, 53],
          ['Фора', 2051, 224, 2140, 258, 67],
          ['№', 2123, 220, 2133, 272, 63],
          ['кф', 2149, 230, 2172, 256, 79],
          ['Ш', 2188, 224, 2207, 258, 47],
          ['Фора', 2214, 224, 2303, 258, 47],
          ['ko', 2314, 230, 2341, 256, 78],
          ['тотал', 2344, 224, 2479, 258, 32],
          ['Б', 2488, 233, 2499, 251, 89],
          ['№', 2513, 224, 2532, 258, 60],
          ['м]', 2556, 225, 2591, 258, 81],
        ],
        [
          ['Баскетбол', 629, 266, 746, 287, 96],
          ['Англия.', 1006, 283, 1102, 301, 91],
          ['Премьер-лига', 1111, 283, 1286, 306, 96],
        ],
        [
          ['Хоккей', 628, 324, 708, 343, 95],
          ['276', 1008, 341, 1039, 355, 96],
          ['13.03', 1050, 341, 1097, 355, 94],
          ['12:30', 1106, 341, 1152, 355, 96],
          ['Арсенал', 1161, 337, 1255, 362, 93],
          ['-', 1264, 346, 1275, 348, 93],
          ['Астон', 1282, 337, 1347, 355, 95],
          ['Вилла', 1357, 337, 1425, 355, 96],
          ['6,2', 1621, 337, 1655, 359, 96],
          ['46', 1694, 337, 1728, 359, 96],
          ['1,5', 1769, 337, 1800, 359, 94],
          ['2,66', 1834, 337, 1879, 358, 96],
          ['1,21', 1908, 337, 1947, 358, 95],
          ['1,13', 1979, 337, 2023, 358, 73],
          ['(15)', 2057, 341, 2106, 357, 90],
          ['1,93', 2142, 337, 2186, 358, 95],
          ['(1.5)', 2222, 341, 2267, 357, 68],
          ['1,97', 2305, 337, 2349, 358, 93],
          ['(15)', 2391, 341, 2429, 357, 73],
          ['2,3', 2478, 337, 2509, 358, 95],
          ['2,28', 2542, 337, 2588, 358, 95],
        ],
        [
          ['Волейбол', 629, 379, 742, 400, 96],
          ['700', 1008, 395, 1039, 409, 96],
          ['13.03', 1050, 395, 1097, 409, 96],
          ['12:30', 1106, 395, 1152, 409, 95],
          ['Фулхэм', 1161, 391, 1245, 416, 93],
          ['-', 1254, 400, 1264, 402, 93],
          ['Ливерпуль', 1271, 391, 1398, 416, 96],
          ['3,55', 1614, 391, 1661, 412, 94],
          ['3,85', 1687, 391, 1734, 412, 95],
          ['1,95', 1762, 391, 1807, 412, 95],
          ['1,84', 1835, 391, 1880, 412, 95],
          ['1,25', 1908, 391, 1950, 412, 95],
          ['1,29', 1979, 391, 2023, 412, 94],
          ['(+055)', 2057, 395, 2106, 411, 79],
          ['2,22', 2140, 391, 2186, 412, 94],
          ['(-0.5)', 2215, 391, 2269, 412, 90],
          ['1,65', 2296, 391, 2350, 412, 94],
          ['(3)', 2390, 394, 2423, 412, 99],
          ['1,93', 2467, 391, 2515, 412, 99],
          ['2,22', 2540, 391, 2588, 412, 99],
        ],
        [
          ['Киберспорт', 629, 435, 768, 463, 96],
          ['128', 1011, 449, 1039, 463, 95],
          ['13.03', 1050, 449, 1097, 463, 96],
          ['13:00', 1106, 449, 1152, 463, 93],
          ['Ноттингем', 1162, 445, 1285, 463, 96],
          ['Форест', 1293, 445, 1394, 470, 93],
          ['-', 1379, 438, 1391, 474, 93],
          ['Эвертон', 1402, 445, 1497, 470, 96],
          ['14', 1623, 445, 1655, 466, 88],
          ['47', 1694, 445, 1728, 466, 90],
          ['9,2', 1767, 445, 1801, 466, 92],
          ['1,08', 1835, 445, 1879, 466, 96],
          ['1,21', 1908, 445, 1947, 466, 90],
          ['3,1', 1985, 445, 2012, 466, 71],
          ['(15)', 2059, 449, 2104, 464, 71],
          ['2,24', 2140, 445, 2186, 466, 95],
          ['(is)', 2220, 449, 2269, 464, 88],
          ['19', 2312, 445, 2341, 466, 86],
          ['(25)', 2391, 449, 2429, 465, 78],
          ['1,75', 2472, 445, 2516, 466, 93],
          ['2,18', 2542, 445, 2588, 466, 95],
        ],
        [
          ['Бокс', 629, 494, 680, 512, 89],
          ['404', 1007, 503, 1040, 516, 96],
          ['13.03', 1050, 503, 1097, 516, 96],
          ['13:00', 1106, 503, 1152, 516, 96],
          ['Ньюкасл', 1162, 499, 1261, 517, 93],
          ['-', 1270, 508, 1281, 510, 93],
          ['Челси', 1289, 499, 1356, 517, 96],
          ['2,5', 1621, 499, 1655, 520, 95],
          ['3,15', 1687, 499, 1734, 520, 89],
          ['3,0', 1767, 499, 1801, 520, 95],
          ['1,39', 1835, 499, 1879, 520, 89],
          ['1,36', 1908, 499, 1951, 520, 94],
          ['1,54', 1979, 499, 2024, 520, 95],
          ['(0)', 2066, 502, 2094, 519, 91],
          ['1,94', 2141, 499, 2180, 519, 100],
          ['(0)', 2234, 503, 2255, 518, 90],
          ['1,7', 2306, 499, 2341, 519, 99],
          ['(3)', 2399, 503, 2420, 518, 91],
          ['1,71', 2467, 499, 2515, 519, 100],
          ['1,87', 2540, 499, 2588, 519, 92],
        ],
      ]),
      { gazetteer },
    );
    expect(rowsOf(r)).toEqual([
      ['Арсенал - Астон Вилла', '6.2', '4.6', '1.5'],
      ['Фулхэм - Ливерпуль', '3.55', '3.85', '1.95'],
      ['Ноттингем Форест - Эвертон', '1.4', '4.7', '9.2'],
      ['Ньюкасл - Челси', '2.5', '3.15', '3.0'],
    ]);
    // '46' and '14' lost their commas: read by the book, never trusted.
    expect(r.matches[0]!.confidence.odds).toBeLessThan(0.6);
  });

  it('a header naming the draw among several garbled words on each side takes none of them for the teams', () => {
    const header = buildRows(
      fixturePage([[40, ['Событие', 40], ['Mio', 300], ['Abc', 500], ['Ничья', 700], ['Oop', 900], ['Dopa', 1100]]]),
    )[0]!;
    expect(rowLabels(header).map((l) => l.role)).toEqual(['draw']);
    const one = buildRows(fixturePage([[40, ['Arsenal', 300], ['Ничья', 700], ['Chelsea', 900]]]))[0]!;
    expect(rowLabels(one).map((l) => l.role)).toEqual(['unknown', 'draw', 'unknown']);
  });

  it('bracketed and signed numbers are handicap lines, not outcome labels', () => {
    for (const t of ['(+1)', '(-1.5)', '(2)', '(#1)', '+1', '-1']) expect(classifyLabel(t)).toBeNull();
    expect(classifyLabel('1')).toBe('home');
  });
});

describe("a board's moneyline whose sign OCR lost", () => {
  it("'400' under Moneyline beside the other team's +320 is -400 (the sign that makes one book), never a decimal 4.00", () => {
    // OCR boxes of a generated US board: the home team's moneyline read without its sign.
    const m = mostProminent(
      extractMatches(
        boxedPage([
          [
            ['NBA', 1035, 167, 1085, 186, 100],
            ['-', 1094, 176, 1097, 178, 62],
            ['Game', 1107, 167, 1172, 186, 96],
            ['Lines', 1182, 168, 1240, 186, 96],
            ['Bet', 2331, 167, 2368, 186, 96],
            ['Slip', 2376, 166, 2419, 191, 96],
          ],
          [['0', 2330, 219, 2341, 236, 87]],
          [['Tennis', 589, 239, 659, 256, 96]],
          [
            ['Jan', 1034, 262, 1068, 278, 92],
            ['7,', 1076, 262, 1092, 282, 92],
            ['8:30', 1100, 262, 1142, 278, 96],
            ['PM', 1150, 262, 1181, 278, 96],
            ['Spread', 1601, 262, 1669, 282, 96],
            ['Total', 1871, 258, 1918, 286, 96],
            ['Moneyline', 2085, 262, 2186, 283, 91],
          ],
          [['Basketball', 591, 296, 699, 314, 96]],
          [
            ['.', 1590, 349, 1596, 351, 14],
            ['Bet', 2335, 327, 2378, 348, 96],
            ['£10', 2387, 326, 2437, 348, 96],
            ['Get', 2446, 326, 2491, 348, 96],
            ['£30', 2501, 326, 2550, 348, 96],
            ['in', 2560, 326, 2582, 348, 96],
            ['Free', 2592, 327, 2649, 348, 96],
            ['Bets', 2659, 327, 2717, 348, 96],
          ],
          [
            ['Ice', 591, 357, 620, 374, 93],
            ['Hockey', 629, 356, 706, 379, 96],
            ['479', 1034, 355, 1068, 370, 78],
            ['New', 1087, 351, 1137, 370, 59],
            ['York', 1144, 350, 1197, 370, 96],
            ['Knicks', 1205, 350, 1281, 370, 96],
            ['8.5', 1598, 339, 1632, 358, 96],
            ['0', 1834, 339, 1851, 379, 50],
            ['216.5', 1862, 339, 1937, 379, 50],
            ['110', 1870, 371, 1900, 386, 100],
            ['400', 2112, 351, 2167, 371, 100],
          ],
          [
            ['705', 1591, 371, 1630, 386, 63],
            ['Promotions', 2335, 375, 2467, 394, 91],
            [':', 2476, 383, 2479, 386, 64],
            ['18+', 2490, 375, 2531, 394, 90],
            ['T&Cs', 2538, 375, 2598, 394, 96],
            ['apply', 2607, 374, 2667, 400, 96],
          ],
          [
            ['Volleyball', 589, 412, 690, 443, 96],
            ['Se', 2359, 438, 2380, 461, 100],
            ['e', 2385, 438, 2397, 461, 81],
            ['al', 2402, 438, 2424, 461, 84],
            ['l', 2428, 438, 2441, 461, 97],
            ['prize', 2446, 438, 2493, 461, 94],
            ['s', 2498, 438, 2510, 461, 100],
          ],
          [
            ['480', 1034, 455, 1068, 470, 96],
            ['Chicago', 1086, 450, 1180, 476, 96],
            ['Bulls', 1189, 450, 1245, 470, 96],
            ['+8.5', 1586, 439, 1635, 458, 89],
            ['216.5', 1840, 439, 1926, 458, 41],
            ['+320', 2103, 453, 2162, 473, 100],
          ],
          [
            ['Esports', 591, 463, 671, 503, 93],
            ['-112', 1591, 471, 1630, 486, 89],
            ['120', 1871, 471, 1902, 486, 100],
          ],
        ]),
        { gazetteer },
      ).matches,
    );
    expect([m?.teams, m?.odds.home, m?.odds.away]).toEqual([['New York Knicks', 'Chicago Bulls'], '-400', '+320']);
    expect(m!.confidence.odds).toBeLessThan(0.6);
  });
});

describe('exchange runner rows', () => {
  const ladder = (y: number, name: string | null, prices: string[]) =>
    [y, ...(name ? [[name, 400] as [string, number]] : []), ...prices.map((p, i) => [p, 800 + i * 100] as [string, number])] as [
      number,
      ...[string, number][],
    ];

  it("a runner's name lost and the draw's garbled ('мет'): the draw is the later of the two, read so and unsure", () => {
    const r = extractMatches(
      fixturePage([
        [40, ['Рубин v Краснодар', 400]],
        [90, ['Сведено: 21,521,803', 400], ['За', 1000], ['Против', 1100]],
        ladder(140, null, ['3.45', '3.5', '3.55', '3.6', '3.65', '3.7']),
        ladder(190, 'Краснодар', ['2.02', '2.04', '2.06', '2.08', '2.1', '2.12']),
        ladder(240, 'мет', ['4.0', '4.1', '4.2', '4.3', '4.4', '4.5']),
      ]),
      { gazetteer },
    );
    // Had the lost name been taken for the draw's, Краснодар's 2.06 would have been the home price.
    expect(rowsOf(r)).toEqual([['Рубин - Краснодар', '3.55', '4.2', '2.06']]);
    expect(r.matches[0]!.confidence.odds).toBeLessThan(0.6);
  });

  it("a runner whose best-back cell OCR lost ('4.2  4.3  }  4.5 ...') is left unpriced, not given its neighbour's price", () => {
    const read = (draw: string[]) =>
      extractMatches(
        fixturePage([
          [40, ['Aberdeen v Hibernian', 400]],
          [90, ['Matched: €1,305,442', 400], ['Back', 1000], ['Lay', 1100]],
          ladder(140, 'Aberdeen', ['5.6', '5.7', '5.8', '5.9', '6.0', '6.2']),
          ladder(190, 'Hibernian', ['1.63', '1.64', '1.65', '1.66', '1.67', '1.68']),
          [240, ['The Draw', 400], ...draw.map((p, i) => [p, p ? 800 + i * 100 : 0] as [string, number]).filter(([p]) => p)],
        ]),
        { gazetteer },
      ).matches[0]!;
    const lost = read(['4.2', '4.3', '', '4.5', '4.6', '4.7']);
    expect(lost.odds).toEqual({ home: '5.8', draw: null, away: '1.65' });
    expect(lost.complete).toBe(false);
    // A cell lost away from the best back's column leaves the runner priced.
    expect(read(['4.2', '4.3', '4.4', '4.5', '', '4.7']).odds).toEqual({ home: '5.8', draw: '4.4', away: '1.65' });
  });

  it("a word OCR read over two cells of a ladder ('|2.26' across '2.26' and '2.28') is no cell of it", () => {
    // OCR boxes of a generated exchange (JPEG): the away runner's ladder holds one wide, less sure word over two cells.
    const m = mostProminent(
      extractMatches(
        boxedPage([
          [
            ['Super', 96, 788, 254, 843, 96],
            ['Lig', 278, 786, 350, 843, 91],
            ['-', 378, 811, 384, 817, 55],
            ['Fri', 414, 786, 476, 830, 96],
            ['30', 500, 788, 563, 831, 96],
            ['Oct', 585, 788, 677, 831, 96],
            ['17:30', 699, 788, 845, 831, 96],
          ],
          [
            ['Antalyaspor', 94, 877, 569, 955, 92],
            ['v', 593, 894, 638, 938, 92],
            ['Kayserispor', 667, 877, 1138, 955, 92],
          ],
          [
            ['Match', 97, 989, 255, 1034, 96],
            ['Odds', 279, 989, 420, 1033, 96],
          ],
          [['Matched:', 73, 1144, 293, 1183, 96]],
          [
            ['1,341,113', 95, 1214, 318, 1259, 100],
            ['Back', 891, 1178, 1016, 1217, 100],
            ['Lay', 1077, 1180, 1176, 1228, 100],
          ],
          [
            ['3.15', 542, 1331, 659, 1378, 100],
            ['3.2', 741, 1331, 812, 1378, 100],
            ['3.25', 896, 1332, 1005, 1378, 100],
            ['3.3', 1093, 1331, 1164, 1378, 100],
            ['3.35', 1247, 1331, 1363, 1378, 100],
            ['|', 1388, 1297, 1404, 1390, 35],
            ['3.4', 1444, 1331, 1511, 1378, 100],
          ],
          [['Antalyaspor', 71, 1370, 369, 1419, 92]],
          [
            ['£5,088', 546, 1420, 656, 1451, 96],
            ['2,667', 736, 1420, 830, 1451, 97],
            ['|', 875, 1470, 876, 1473, 68],
            ['8,651', 920, 1420, 1001, 1451, 96],
            ['|', 1029, 1474, 1061, 1484, 68],
            ['8,696', 1092, 1420, 1181, 1451, 92],
            ['9,491', 1273, 1420, 1355, 1451, 99],
            ['2', 1448, 1420, 1465, 1451, 50],
            [',811', 1465, 1420, 1537, 1451, 50],
          ],
          [
            ['2.22', 546, 1550, 652, 1595, 100],
            ['2.24', 720, 1550, 827, 1595, 100],
            ['|2.26', 873, 1521, 1189, 1596, 90],
            ['2.26', 895, 1550, 1012, 1596, 100],
            ['|', 1026, 1516, 1050, 1608, 52],
            ['2.28', 1062, 1550, 1184, 1596, 100],
            ['|', 1206, 1527, 1212, 1683, 79],
            ['2.3', 1255, 1550, 1350, 1596, 100],
            ['2.32', 1412, 1550, 1534, 1596, 100],
          ],
          [['Kayserispor', 73, 1590, 369, 1637, 90]],
          [
            ['9,316', 560, 1634, 651, 1665, 99],
            ['4,002', 737, 1634, 828, 1665, 96],
            ['|', 869, 1686, 870, 1689, 94],
            ['7,239', 921, 1634, 1002, 1665, 91],
            ['||', 1035, 1686, 1059, 1699, 76],
            ['4,568', 1088, 1634, 1181, 1665, 97],
            [']', 1196, 1695, 1210, 1701, 86],
            ['4,815', 1272, 1634, 1352, 1665, 97],
            ['£7,349', 1425, 1635, 1535, 1665, 96],
          ],
          [
            ['3.85', 542, 1767, 659, 1814, 100],
            ['3.9', 741, 1767, 817, 1814, 100],
            ['3.95', 896, 1767, 1005, 1814, 100],
            ['4.0', 1093, 1768, 1164, 1814, 100],
            ['4.1', 1267, 1768, 1338, 1813, 100],
            ['4.2', 1440, 1767, 1512, 1813, 100],
          ],
          [
            ['The', 70, 1806, 160, 1844, 96],
            ['Draw', 179, 1808, 303, 1844, 96],
          ],
          [
            ['£8,563', 546, 1853, 656, 1883, 96],
            ['7,049', 741, 1852, 835, 1883, 92],
            ['£9,662', 898, 1853, 1007, 1883, 96],
            ['749', 1110, 1852, 1163, 1878, 99],
            ['£3,185', 1249, 1853, 1359, 1883, 96],
            ['697', 1457, 1852, 1524, 1879, 100],
          ],
        ]),
        { gazetteer },
      ).matches,
    );
    expect(m?.teams).toEqual(['Antalyaspor', 'Kayserispor']);
    expect([m?.odds.home, m?.odds.draw, m?.odds.away]).toEqual(['3.25', '3.95', '2.26']);
  });

  it("a runner's name OCR split off two lines below its ladder ('Ничья' under the draw's amounts) still names it", () => {
    // OCR boxes of a generated Russian exchange: the home runner's name unread, the draw's two lines down.
    const m = mostProminent(
      extractMatches(
        boxedPage([
          [
            ['Франция.', 72, 202, 204, 230, 96],
            ['Лига', 215, 203, 281, 225, 96],
            ['1', 284, 198, 296, 234, 93],
            [':', 317, 212, 320, 215, 82],
            ['Ср', 332, 203, 366, 230, 96],
            ['03.06', 377, 203, 450, 225, 95],
            ['21:15', 461, 203, 535, 225, 95],
            ['Купон', 2544, 198, 2628, 227, 96],
          ],
          [
            ['ПСЖ', 73, 246, 168, 277, 95],
            ['v', 179, 254, 199, 276, 84],
            ['Лилль', 210, 246, 331, 276, 93],
            ['0', 2544, 258, 2557, 278, 85],
          ],
          [
            ['Match', 73, 305, 155, 328, 96],
            ['Odds', 166, 305, 234, 328, 96],
          ],
          [['г', 2511, 348, 2530, 367, 86]],
          [
            ['Сведено:', 72, 390, 183, 414, 91],
            ['21,667,798', 190, 390, 325, 414, 66],
            ['За', 1809, 390, 1838, 410, 96],
            ['Против', 1961, 381, 2049, 422, 96],
            ['Фрибет', 2549, 382, 2673, 417, 72],
            ['5000', 2683, 384, 2761, 410, 93],
            ['Р', 2771, 384, 2795, 410, 91],
            ['новым', 2805, 390, 2917, 410, 96],
            ['игрокам', 2929, 390, 3066, 417, 96],
          ],
          [
            ['_', 72, 476, 143, 499, 41],
            ['2.04', 1430, 459, 1488, 484, 100],
            ['2.06', 1610, 459, 1668, 487, 99],
            ['2.08', 1788, 459, 1857, 484, 99],
            ['2.1', 1978, 459, 2028, 482, 100],
            ['2.12', 2152, 459, 2210, 482, 100],
            ['2.14', 2331, 459, 2400, 484, 99],
            ['Акции', 2548, 442, 2635, 469, 92],
            ['-', 2647, 451, 2651, 455, 89],
            ['18+', 2662, 442, 2711, 465, 50],
            ['T&Cs', 2720, 442, 2790, 465, 95],
            ['apply', 2801, 441, 2872, 471, 96],
          ],
          [
            ['29/728', 1427, 501, 1496, 520, 50],
            ['29,439', 1608, 501, 1677, 520, 50],
            ['21,315', 1788, 501, 1858, 520, 50],
            ['28,540', 2150, 501, 2220, 520, 50],
            ['21,807', 2331, 501, 2401, 518, 50],
          ],
          [
            ['ь', 1564, 526, 1567, 529, 5],
            ['Bce', 2579, 515, 2626, 542, 100],
            ['npM3bl', 2632, 515, 2720, 542, 87],
          ],
          [
            ['Лилль', 71, 602, 161, 624, 95],
            ['3.8', 1441, 586, 1479, 627, 99],
            ['3.9', 1622, 586, 1666, 611, 99],
            ['4.0', 1800, 586, 1838, 627, 99],
            ['4.1', 1978, 586, 2028, 627, 99],
            ['4.2', 2167, 586, 2200, 609, 100],
            ['4.3', 2344, 586, 2381, 627, 99],
          ],
          [
            ['23,554', 1427, 626, 1495, 645, 50],
            ['29,705', 1608, 626, 1677, 645, 50],
            ['27,088', 1788, 626, 1858, 646, 91],
            ['23,667', 1969, 626, 2039, 646, 50],
            ['24,936', 2151, 627, 2220, 645, 50],
            ['23145', 2331, 626, 2401, 645, 50],
          ],
          [
            ['2725', 1431, 728, 1487, 795, 50],
            ['2573', 2159, 753, 2211, 770, 50],
          ],
          [['3.6', 1615, 710, 1665, 735, 99]],
          [['3.65', 1788, 710, 1857, 735, 99]],
          [['3.7', 1978, 710, 2028, 733, 99]],
          [['3.55', 1432, 710, 1493, 735, 100]],
          [['3.8', 2346, 710, 2388, 735, 100]],
          [['Ничья', 72, 729, 159, 751, 96]],
        ]),
        { gazetteer },
      ).matches,
    );
    expect(m?.teams).toEqual(['ПСЖ', 'Лилль']);
    expect([m?.odds.home, m?.odds.draw, m?.odds.away]).toEqual(['2.08', '3.65', '4.0']);
  });

  it("headers set off their columns ('A favor' ending inside the best lay's cell): the ladder's middle, unsure", () => {
    // 'A favor' | 'Contra' printed right of the boundary: their middle (x 1092) falls inside the best lay's cells
    // (1.73, 5.9, 4.1), which the boundary alone would call the best backs. Trusted, 1.73 would be a misread.
    const page = boxedPage([
      [
        ['Premiership', 112, 880, 434, 937, 92],
        ['.', 462, 905, 467, 911, 75],
        ['22', 496, 882, 557, 924, 95],
        ['jan', 577, 880, 656, 937, 95],
        ['12:30', 683, 882, 830, 925, 96],
      ],
      [
        ['Rangers', 112, 964, 437, 1039, 92],
        ['v', 465, 977, 510, 1022, 92],
        ['Aberdeen', 533, 961, 911, 1023, 96],
      ],
      [
        ['Match', 112, 1088, 271, 1132, 96],
        ['Odds', 295, 1088, 438, 1133, 95],
      ],
      [['Correspondido:', 82, 1244, 469, 1294, 92]],
      [
        ['1,527,625', 110, 1316, 336, 1362, 99],
        ['A', 899, 1282, 934, 1318, 94],
        ['favor', 949, 1280, 1076, 1318, 94],
        ['Contra', 1108, 1281, 1276, 1318, 96],
      ],
      [
        ['1.7', 445, 1440, 513, 1485, 100],
        ['||', 558, 1436, 602, 1502, 87],
        ['1.71', 627, 1440, 744, 1485, 100],
        ['||', 767, 1436, 806, 1502, 88],
        ['1.72', 833, 1440, 941, 1485, 100],
        ['||', 965, 1436, 1015, 1502, 87],
        ['1.73', 1032, 1440, 1149, 1487, 100],
        ['||', 1168, 1436, 1213, 1502, 93],
        ['1.74', 1239, 1440, 1346, 1485, 100],
        ['||', 1377, 1436, 1422, 1502, 92],
        ['1.75', 1437, 1440, 1554, 1487, 100],
      ],
      [['Rangers', 83, 1485, 288, 1532, 96]],
      [
        ['9,732', 450, 1538, 530, 1571, 92],
        ['2,616', 651, 1538, 742, 1571, 96],
        ['2,910', 848, 1538, 939, 1569, 96],
        ['€5,530', 1036, 1540, 1148, 1570, 91],
        ['6,263', 1259, 1538, 1350, 1571, 90],
        ['1,782', 1467, 1538, 1547, 1571, 98],
      ],
      [
        ['Aberdeen', 82, 1713, 318, 1752, 96],
        ['5.6', 429, 1670, 527, 1717, 100],
        ['5.7', 648, 1670, 725, 1717, 100],
        ['5.8', 839, 1670, 935, 1717, 100],
        ['5.9', 1054, 1670, 1132, 1717, 100],
        ['6.0', 1244, 1670, 1340, 1717, 100],
        ['6.2', 1462, 1670, 1539, 1717, 100],
      ],
      [
        ['2,243', 449, 1768, 540, 1801, 99],
        ['3,157', 648, 1768, 739, 1801, 90],
        ['3,346', 854, 1768, 945, 1801, 97],
        ['€5,789', 1036, 1770, 1147, 1800, 92],
        ['2,641', 1259, 1768, 1351, 1801, 98],
        ['2,944', 1466, 1768, 1556, 1799, 99],
      ],
      [
        ['3.8', 446, 1900, 524, 1947, 100],
        ['3.9', 644, 1900, 723, 1947, 100],
        ['4.0', 848, 1900, 931, 1947, 100],
        ['4.1', 1057, 1900, 1122, 1945, 100],
        ['4.2', 1256, 1900, 1337, 1945, 100],
        ['4.3', 1462, 1900, 1535, 1947, 100],
      ],
      [['Empate', 83, 1945, 268, 1992, 92]],
      [
        ['604', 453, 1998, 528, 2026, 96],
        ['8,963', 651, 1998, 742, 2031, 93],
        ['€3,735', 833, 1999, 944, 2030, 93],
        ['8,071', 1051, 1998, 1143, 2031, 98],
        ['1,695', 1263, 1998, 1343, 2031, 96],
        ['€5,266', 1443, 1999, 1554, 2030, 92],
      ],
    ]);
    const m = mostProminent(extractMatches(page, { gazetteer, scale: 2 }).matches);
    expect(m?.teams).toEqual(['Rangers', 'Aberdeen']);
    expect(m?.odds).toEqual({ home: '1.72', draw: '4.0', away: '5.8' });
    expect(m?.confidence.odds).toBeLessThan(0.8);
  });

  it("ladders with no readable Back/Lay header ('А Рауог Епсоига') are an exchange: the middle of each, unsure", () => {
    const rows = (header: string) =>
      fixturePage([
        [40, ['Auxerre v Lille', 400]],
        [90, [`Casado: €1,829,117 ${header}`, 400]],
        ladder(140, 'Auxerre', ['5.8', '6.0', '6.2', '6.4', '6.6', '6.8']),
        ladder(190, 'Lille', ['1.53', '1.54', '1.55', '1.56', '1.57', '1.58']),
        ladder(240, 'Empate', ['4.9', '5.0', '5.1', '5.2', '5.3', '5.4']),
      ]);
    const r = extractMatches(rows('А Рауог Епсоига'), { gazetteer });
    // Read as a list, the first three prices of the home ladder were 5.8, 6.0 and 6.2, and trusted.
    expect(rowsOf(r)).toEqual([['Auxerre - Lille', '6.2', '5.1', '1.55']]);
    expect(r.matches[0]!.confidence.odds).toBeLessThan(0.6);
    // Rows of rising prices further apart than an exchange's ticks are no ladders.
    const wide = extractMatches(
      fixturePage([
        [40, ['Auxerre v Lille', 400]],
        ladder(140, 'Auxerre', ['1.8', '2.4', '3.1', '4.0', '5.5', '7.0']),
        ladder(190, 'Lille', ['1.3', '1.9', '2.6', '3.4', '4.4', '6.0']),
        ladder(240, 'Empate', ['1.2', '1.6', '2.2', '3.0', '4.1', '5.2']),
      ]),
      { gazetteer },
    );
    expect(rowsOf(wide)).not.toContainEqual(['Auxerre - Lille', '3.1', '2.2', '2.6']);
  });

  it('runner rows with no Back header: a ladder is priced at its middle, and no price picked from several is trusted', () => {
    const r = extractMatches(
      fixturePage([
        [40, ['Napoli v Sassuolo', 400]],
        ladder(140, 'Napoli', ['1.84', '1.85', '1.86', '1.87', '1.88', '1.89']),
        ladder(190, 'Sassuolo', ['4.4', '4.5', '4.6', '4.7', '4.8', '4.9']),
        // The draw's ladder with cells lost: no longer three ladders, so not read as an exchange.
        ladder(240, 'Empate', ['3.8', '4.0', '4.3']),
      ]),
      { gazetteer },
    );
    // The first price of each row (1.84, 3.8, 4.4: the worst backs) had been read and trusted.
    expect(rowsOf(r)).toEqual([['Napoli - Sassuolo', '1.86', '3.8', '4.6']]);
    expect(r.matches[0]!.confidence.odds).toBeLessThan(0.6);
  });

  it("Italian and Dutch headers ('Punta' / 'Banca', 'Voor' / 'Tegen') say where the best back stands: trusted", () => {
    for (const [back, lay] of [
      ['Punta', 'Banca'],
      ['Voor', 'Tegen'],
    ]) {
      const r = extractMatches(
        fixturePage([
          [40, ['Middlesbrough v Coventry City', 400]],
          [90, ['Abbinato: €860,753', 400], [back!, 1000], [lay!, 1100]],
          ladder(140, 'Middlesbrough', ['1.88', '1.89', '1.9', '1.91', '1.92', '1.93']),
          ladder(190, 'Coventry City', ['4.4', '4.5', '4.6', '4.7', '4.8', '4.9']),
          ladder(240, 'Pareggio', ['3.7', '3.75', '3.8', '3.85', '3.9', '3.95']),
        ]),
        { gazetteer },
      );
      expect(rowsOf(r)).toEqual([['Middlesbrough - Coventry City', '1.9', '3.8', '4.6']]);
      expect(r.matches[0]?.confidence.odds).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('a ladder with a price too many takes the price in the other runners’ best-back column, untrusted', () => {
    const r = extractMatches(
      fixturePage([
        [40, ['Estoril v AVS', 400]],
        [90, ['Matched: £1,627,891', 400], ['Back', 1000], ['Lay', 1100]],
        ladder(140, 'Estoril', ['3.35', '3.4', '3.45', '3.5', '3.55', '3.6']),
        ladder(190, 'AVS', ['2.06', '2.08', '2.1', '2.12', '2.14', '2.16']),
        [
          240,
          ['The Draw', 400],
          ['3.9', 800],
          ['4.0', 900],
          ['4.1', 1000],
          ['4.142', 1050],
          ['4.2', 1100],
          ['4.3', 1200],
          ['4.4', 1300],
        ],
      ]),
      { gazetteer },
    );
    expect(rowsOf(r)).toEqual([['Estoril - AVS', '3.45', '4.1', '2.1']]);
    expect(r.matches[0]?.confidence.odds).toBeLessThan(0.6);
  });

  it('a runner row without its name: the draw when both sides are named; two unnamed rows give no prices at all', () => {
    const title = [40, ['Middlesbrough v Coventry City', 400]] as [number, [string, number]];
    const header = [90, ['Matched: £860,753', 400], ['Back', 1000], ['Lay', 1100]] as [number, ...[string, number][]];
    const drawUnread = extractMatches(
      fixturePage([
        title,
        header,
        ladder(140, 'Middlesbrough', ['1.88', '1.89', '1.9', '1.91', '1.92', '1.93']),
        ladder(190, 'Coventry City', ['4.4', '4.5', '4.6', '4.7', '4.8', '4.9']),
        ladder(240, null, ['3.7', '3.75', '3.8', '3.85', '3.9', '3.95']),
      ]),
      { gazetteer },
    );
    expect(rowsOf(drawUnread)).toEqual([['Middlesbrough - Coventry City', '1.9', '3.8', '4.6']]);
    const sidesUnread = extractMatches(
      fixturePage([
        title,
        header,
        ladder(140, null, ['1.88', '1.89', '1.9', '1.91', '1.92', '1.93']),
        ladder(190, 'Coventry City', ['4.4', '4.5', '4.6', '4.7', '4.8', '4.9']),
        ladder(240, null, ['3.7', '3.75', '3.8', '3.85', '3.9', '3.95']),
      ]),
      { gazetteer },
    );
    expect(sidesUnread.matches.every((m) => !m.odds.home && !m.odds.draw && !m.odds.away)).toBe(true);
  });

  it("a draw runner whose name OCR garbled ('Е трае' for 'Empate') is the draw when the other two are the title's teams", () => {
    const page = (home: string) =>
      fixturePage([
        [40, ['Borussia Dortmund v VfB Stuttgart', 400]],
        [90, ['Correspondido: €358,940', 400], ['A favor', 1000], ['Contra', 1150]],
        ladder(140, home, ['3.3', '3.35', '3.4', '3.45', '3.5', '3.55']),
        ladder(190, 'VfB Stuttgart', ['2.12', '2.14', '2.16', '2.18', '2.2', '2.22']),
        ladder(240, 'Е трае', ['3.8', '3.9', '4.0', '4.1', '4.2', '4.3']),
      ]);
    expect(rowsOf(extractMatches(page('Borussia Dortmund'), { gazetteer }))).toEqual([
      ['Borussia Dortmund - VfB Stuttgart', '3.4', '4.0', '2.16'],
    ]);
    // A runner that is not the title's home team: which of the two others is the draw is unknown.
    const other = extractMatches(page('Bayern Munich'), { gazetteer });
    expect(other.matches.every((m) => !m.odds.home && !m.odds.draw && !m.odds.away)).toBe(true);
  });

  it("a title the separator rule cannot read ('v' misread 'Vv', or wrapped after the 'v') names the runners' match", () => {
    const page = (title: [number, ...[string, number][]][]) =>
      extractMatches(
        fixturePage([
          ...title,
          [90, ['Matched: £860,753', 400], ['Back', 1000], ['Lay', 1100]],
          ladder(140, 'Middlesbrough', ['1.88', '1.89', '1.9', '1.91', '1.92', '1.93']),
          ladder(190, 'Coventry', ['4.4', '4.5', '4.6', '4.7', '4.8', '4.9']),
          ladder(240, 'The Draw', ['3.7', '3.75', '3.8', '3.85', '3.9', '3.95']),
        ]),
        { gazetteer },
      );
    const read = [['Middlesbrough - Coventry City', '1.9', '3.8', '4.6']];
    expect(rowsOf(page([[40, ['Middlesbrough Vv Coventry City', 400]]]))).toEqual(read);
    expect(
      rowsOf(
        page([
          [20, ['Middlesbrough v', 400]],
          [50, ['Coventry City', 400]],
        ]),
      ),
    ).toEqual(read);
    // A line whose sides are not the runners is no title.
    expect(page([[40, ['Leeds Vv Coventry City', 400]]]).matches.every((m) => !m.teams)).toBe(true);
    // A short word inside the home name ('CF') is no separator where the runners' names say otherwise.
    const cf = extractMatches(
      fixturePage([
        [40, ['Valencia CF Vv Sevilla', 400]],
        [90, ['Matched: £860,753', 400], ['Back', 1000], ['Lay', 1100]],
        ladder(140, 'Valencia CF', ['1.88', '1.89', '1.9', '1.91', '1.92', '1.93']),
        ladder(190, 'Sevilla', ['4.4', '4.5', '4.6', '4.7', '4.8', '4.9']),
        ladder(240, 'The Draw', ['3.7', '3.75', '3.8', '3.85', '3.9', '3.95']),
      ]),
      { gazetteer },
    );
    expect(rowsOf(cf)).toEqual([['Valencia CF - Sevilla', '1.9', '3.8', '4.6']]);
  });

  it("the league heading's kick-off after it ('Россия. Премьер-лига - Сегодня 19:45') is not part of the league", () => {
    const page = (heading: string) =>
      fixturePage([
        [20, [heading, 400]],
        [40, ['Краснодар v Локомотив', 400]],
        [90, ['Сведено: 21,857,776', 400], ['За', 1000], ['Против', 1100]],
        ladder(140, 'Краснодар', ['3.7', '3.75', '3.8', '3.85', '3.9', '3.95']),
        ladder(190, 'Локомотив', ['1.98', '2.0', '2.02', '2.04', '2.06', '2.08']),
        ladder(240, 'Ничья', ['3.8', '3.9', '4.0', '4.1', '4.2', '4.3']),
      ]);
    expect(extractMatches(page('Россия. Премьер-лига - Сегодня 19:45'), { gazetteer }).matches[0]!.league).toBe(
      'Россия. Премьер-лига',
    );
    expect(extractMatches(page('Premier League - Sat 15:00'), { gazetteer }).matches[0]!.league).toBe('Premier League');
    expect(extractMatches(page('Turkey - Super Lig : 1 Jul 21:00'), { gazetteer }).matches[0]!.league).toBe('Turkey - Super Lig');
  });
});

describe('price columns with a lost cell', () => {
  it("a number in the home column that reads as no price ('18.') leaves home unread instead of shifting the row", () => {
    const row = (y: number, teams: string, cells: string[]) =>
      [y, ['23.02 21:00', 40], [teams, 200], ...cells.map((c, i) => [c, 700 + i * 100] as [string, number])] as [
        number,
        ...[string, number][],
      ];
    const r = extractMatches(
      fixturePage([
        [40, ['Italy - Serie A', 40]],
        row(100, 'Lecce v Torino', ['1.67', '3.9', '4.7', '2.0', '2.1']),
        row(150, 'Genoa v Parma', ['2.18', '3.55', '3.35', '2.12', '2.1']),
        row(200, 'Pisa v Cremonese', ['18.', '3.85', '4.6', '1.95', '1.62']),
      ]),
      { gazetteer },
    );
    const pisa = r.matches.find((m) => m.teams?.[0] === 'Pisa');
    // Shifted, the row read 3.85 / 4.6 / 1.95: a plausible book of the wrong columns.
    expect(pisa?.odds.draw ?? null).not.toBe('4.6');
    expect(pisa?.odds.home ?? null).not.toBe('3.85');
  });
});

describe('preview graphics', () => {
  it('big digits that lost their comma under an outcome header are read, repaired and so unsure, only as a book', () => {
    const page = (prices: string[]) =>
      fixturePage([
        [40, ['Тамбов', 100], ['Ростов', 700]],
        [100, ['28/01 22:00', 380]],
        [160, ['Тамбов', 100], ['Ничья', 400], ['Ростов', 700]],
        [220, ...prices.map((p, i) => [p, 100 + i * 300] as [string, number])],
      ]);
    const r = extractMatches(page(['21', '35', '355']), { gazetteer });
    expect(rowsOf(r)).toEqual([['Тамбов - Ростов', '2.1', '3.5', '3.55']]);
    expect(r.matches[0]!.confidence.odds).toBeLessThan(0.6);
    // Three integers that are no book even with the point restored stay unread.
    const none = extractMatches(page(['21', '15', '18']), { gazetteer });
    expect(none.matches.every((m) => !m.odds.home && !m.odds.away)).toBe(true);
  });
  it('cells printing their own labels (1 / x / 2) before total and handicap cells: the labelled three, not the header columns', () => {
    // The header's '1 x 2' stand left-aligned over cells whose labels and prices fill them, so the draw price lies
    // nearer the '2' column than the 'x' one; the labels in the row say which price is which.
    const r = extractMatches(
      fixturePage([
        [40, ['Франция. Лига 1', 40], ['1', 660], ['x', 840], ['2', 1020], ['Тотал', 1200], ['Фора', 1400]],
        [
          100,
          ['Ланс - Ницца', 40],
          ['1', 690],
          ['2,04', 712],
          ['x', 900],
          ['3,35', 922],
          ['2', 1080],
          ['3,45', 1102],
          ['167', 1230],
          ['212', 1330],
          ['+121', 1450],
        ],
        [
          150,
          ['Лион - Монако', 40],
          ['1', 690],
          ['3,9', 712],
          ['x', 900],
          ['3,75', 922],
          ['2', 1080],
          ['1,86', 1102],
          ['228', 1230],
          ['198', 1330],
          ['+70', 1450],
        ],
      ]),
      { gazetteer },
    );
    expect(rowsOf(r)).toEqual([
      ['Ланс - Ницца', '2.04', '3.35', '3.45'],
      ['Лион - Монако', '3.9', '3.75', '1.86'],
    ]);
  });
});

describe('a header strip of glyphs read as letters', () => {
  it("unsure single letters ('О', 'И', 'м') over a Russian line's columns are no header of totals", () => {
    const r = extractMatches(
      fixturePage([
        [40, ['Франция. Лига 1', 40]],
        [80, ['О', 700, 45], ['И', 800, 50], ['О', 900, 58], ['2', 1000, 58], ['И', 1100, 48], ['м', 1200, 52]],
        [
          140,
          ['Сегодня 18:30', 40],
          ['Марсель - ПСЖ', 220],
          ['2.66', 700],
          ['3.30', 800],
          ['2.72', 900],
          ['1.47', 1000],
          ['1.35', 1100],
          ['1.49', 1200],
        ],
        [
          200,
          ['Сегодня 20:00', 40],
          ['Лилль - Ланс', 220],
          ['4.00', 700],
          ['3.85', 800],
          ['1.85', 900],
          ['1.96', 1000],
          ['1.27', 1100],
          ['1.25', 1200],
        ],
      ]),
      { gazetteer },
    );
    expect(rowsOf(r)).toEqual([
      ['Марсель - ПСЖ', '2.66', '3.30', '2.72'],
      ['Лилль - Ланс', '4.00', '3.85', '1.85'],
    ]);
  });
});

describe('a Russian line whose П1 was read as a moneyline label', () => {
  it("'ml Х m2 1X 12 X2 Фора ...': the column before the draw's is the home price, not a moneyline beside the 1X2", () => {
    const r = extractMatches(
      fixturePage([
        [40, ['Испания. Ла Лига', 40]],
        [
          80,
          ['событие', 220],
          ['ml', 700],
          ['Х', 800],
          ['m2', 900],
          ['1X', 1000],
          ['12', 1100],
          ['X2', 1200],
          ['Фора', 1300],
          ['Кф', 1400],
        ],
        [
          140,
          ['Ср 11.11 13:00', 40],
          ['Севилья - Атлетико Мадрид', 220],
          ['3,90', 700],
          ['3,75', 800],
          ['1,88', 900],
          ['1,91', 1000],
          ['1,27', 1100],
          ['1,25', 1200],
          ['(+1)', 1300],
          ['2,02', 1400],
        ],
      ]),
      { gazetteer },
    );
    expect(rowsOf(r)).toEqual([['Севилья - Атлетико Мадрид', '3.90', '3.75', '1.88']]);
  });
});

describe('a live score split after its colon', () => {
  it("the second goal count ('2:' '2') is no away label of the row's first price", () => {
    const page = fixturePage([
      [40, ['Италия. Серия А', 300], ['1', 1000], ['х', 1100], ['2', 1200]],
      [100, ['Интер', 400]],
      [125, ['2:', 300], ['2', 326], ['10,00', 1000], ['-', 1100], ['4,50', 1200]],
      [150, ['Милан', 400]],
    ]);
    // The fixture lays words 8 px apart; OCR read these two touching.
    const score = page.lines[2]!.words;
    score[1]!.bbox = { ...score[1]!.bbox, x0: score[0]!.bbox.x1 };
    const r = extractMatches(page, { gazetteer });
    expect(r.matches.map((m) => [m.teams, m.odds])).toEqual([[['Интер', 'Милан'], { home: '10.00', draw: null, away: '4.50' }]]);
  });
});

describe("a number right of a row's labelled away price", () => {
  it("'x +245  2+295 ... +147' with the home price unread: the markets link is no home price", () => {
    const r = extractMatches(
      fixturePage([
        [40, ['Portugal. Primeira Liga', 40], ['1', 800], ['X', 900], ['2', 1000]],
        [100, ['Sat 8 Aug 12:30', 40], ['Gil Vicente vs Porto', 300], ['x +245', 880], ['2+295', 980], ['+147', 1300]],
        [160, ['Sat 8 Aug 17:30', 40], ['Estrela vs Famalicao', 300], ['1+170', 780], ['x +260', 880], ['2+150', 980]],
      ]),
      { gazetteer },
    );
    const gil = r.matches.find((m) => m.teams?.[0] === 'Gil Vicente');
    expect(gil?.odds.home ?? null).toBeNull();
    expect(rowsOf(r)[0]).toEqual(['Estrela - Famalicao', '+170', '+260', '+150']);
  });
});

describe("a Russian line's header garbled but for its total column", () => {
  // OCR's boxes of the line's first rows; its header read as glyphs but for 'тотал' far right.
  const page = (header: BoxedWord[]) =>
    boxedPage([
      header,
      [
        ['Россия.', 933, 472, 1009, 486, 96],
        ['Премьер-лига', 1017, 472, 1158, 490, 96],
      ],
      [
        ['Вт', 934, 522, 948, 534, 95],
        ['01.09', 957, 522, 997, 534, 96],
        ['12:30', 1004, 522, 1044, 534, 96],
        ['Локомотив', 1051, 520, 1152, 534, 93],
        ['—', 1158, 528, 1179, 530, 93],
        ['Крылья', 1186, 520, 1254, 538, 96],
        ['Советов', 1262, 519, 1339, 534, 96],
        ['1,37', 1599, 521, 1639, 540, 100],
        ['4,90', 1678, 521, 1717, 540, 92],
        ['9,60', 1758, 521, 1793, 540, 100],
        ['1,07', 1833, 521, 1875, 539, 100],
        ['1,20', 1916, 522, 1953, 539, 94],
        ['3,25', 1991, 521, 2031, 539, 99],
        ['(-1.5', 2079, 521, 2111, 537, 99],
        [')', 2114, 521, 2122, 537, 100],
        ['2,18', 2167, 521, 2207, 539, 99],
        ['(+1.5', 2246, 521, 2297, 539, 93],
        ['2,26', 2345, 521, 2389, 539, 95],
        ['(2)', 2449, 522, 2468, 536, 91],
        ['2,22', 2531, 521, 2566, 539, 100],
        ['1,65', 2606, 521, 2648, 539, 100],
      ],
      [
        ['Вт', 934, 573, 948, 584, 93],
        ['01.09', 957, 572, 997, 584, 93],
        ['14:00', 1004, 572, 1044, 584, 96],
        ['Сочи', 1052, 570, 1097, 585, 93],
        ['—', 1104, 578, 1124, 580, 93],
        ['Спартак', 1131, 570, 1208, 588, 96],
        ['4,20', 1601, 570, 1641, 589, 91],
        ['4,10', 1681, 570, 1716, 589, 99],
        ['1,80', 1758, 570, 1793, 589, 100],
        ['2,06', 1833, 570, 1875, 588, 100],
        ['1,25', 1912, 570, 1954, 588, 100],
        ['1,25', 1993, 570, 2028, 588, 100],
        ['(+1)', 2087, 572, 2116, 587, 99],
        ['1,76', 2171, 570, 2210, 588, 95],
        ['(-1)', 2257, 572, 2299, 588, 98],
        ['1,96', 2344, 570, 2391, 588, 97],
        ['(3.5)', 2439, 572, 2479, 588, 100],
        ['1,72', 2531, 570, 2566, 588, 100],
        ['1,76', 2606, 570, 2648, 588, 100],
      ],
    ]);

  it("'Kn6epcnopT ИИ Событие ] И г ... тотал В 5' is no market's title: the rows under it are still 1X2 rows", () => {
    const r = extractMatches(
      page([
        ['Kn6epcnopT', 557, 406, 678, 427, 91],
        ['ИИ', 925, 418, 1836, 449, 18],
        ['Событие', 933, 423, 1022, 439, 96],
        [']', 1031, 418, 1037, 449, 92],
        ['И', 1587, 400, 1599, 464, 48],
        ['г', 1609, 400, 1620, 464, 67],
        ['ПЕЧИ', 1641, 400, 1684, 464, 41],
        ['>И', 1689, 400, 1753, 464, 28],
        ['2B', 1774, 400, 1823, 464, 50],
        ['2', 1849, 425, 1854, 438, 53],
        ['АИ', 1886, 400, 1913, 464, 33],
        ['2', 1924, 424, 1944, 438, 66],
        ['>?', 2001, 424, 2024, 438, 37],
        ['ИИ', 2035, 400, 2068, 464, 47],
        ['ера', 2083, 400, 2127, 464, 50],
        ['ко', 2159, 418, 2201, 449, 57],
        ['ИИ', 2211, 400, 2244, 464, 57],
        ['а', 2270, 418, 2303, 449, 49],
        ['И', 2321, 419, 2326, 449, 47],
        ['к', 2355, 418, 2364, 449, 30],
        ['тотал', 2409, 400, 2484, 464, 63],
        ['В', 2505, 400, 2527, 464, 33],
        ['5', 2547, 400, 2553, 464, 68],
        ['ВИА', 2569, 400, 2607, 464, 21],
        ['м', 2622, 418, 2633, 449, 60],
      ]),
      { gazetteer },
    );
    expect(rowsOf(r)).toEqual([
      ['Локомотив - Крылья Советов', '1.37', '4.90', '9.60'],
      ['Сочи - Спартак', '4.20', '4.10', '1.80'],
    ]);
  });
});

describe('three-decimal prices whose point OCR lost', () => {
  it("'1.441  4350  8.550': four digits in a row of three-decimal prices are such a price, shown as unsure", () => {
    const r = extractMatches(
      fixturePage([
        [40, ['Бундеслига', 40], ['П1', 700], ['X', 790], ['П2', 880], ['1X', 970]],
        [80, ['29 сентября 15:00 Бавария Мюнхен — Штутгарт', 40], ['1.441', 700], ['4350', 790], ['8.550', 880], ['1.083', 970]],
        [120, ['29 сентября 16:30 Айнтрахт — Байер', 40], ['3.120', 700], ['3.410', 790], ['2.212', 880], ['1.629', 970]],
      ]),
      { gazetteer },
    );
    expect(rowsOf(r)[0]).toEqual(['Бавария Мюнхен - Штутгарт', '1.441', '4.350', '8.550']);
    expect(r.matches[0]!.confidence.odds).toBeLessThan(0.6);
  });
});

describe("a header whose X was read as a Cyrillic letter ('1  я  2')", () => {
  it('the unread label midway between the 1 and the 2 heads the draw column', () => {
    const r = extractMatches(
      fixturePage([
        [40, ['Serie А', 40], ['1', 700], ['я', 790], ['2', 880], ['Ja', 1000], ['Nein', 1090]],
        [80, ['Fr 16.01. 13:00 Bologna - Lecce', 40], ['2,40', 690], ['3,30', 780], ['3,05', 870], ['1,81', 990], ['1,93', 1080]],
        [120, ['Fr 16.01. 16:00 Lazio - Como', 40], ['2,84', 690], ['3,45', 780], ['2,44', 870], ['2,12', 990], ['2,16', 1080]],
      ]),
      { gazetteer },
    );
    expect(rowsOf(r)).toEqual([
      ['Bologna - Lecce', '2.40', '3.30', '3.05'],
      ['Lazio - Como', '2.84', '3.45', '2.44'],
    ]);
  });
});

describe("a number in the names' column of a grid read by its columns", () => {
  it("a date read as a price ('Mr 26.06 I9:00  Краснодар - ЦСКА') is no cell: the row's first columns are its 1X2", () => {
    const r = extractMatches(
      fixturePage([
        [40, ['Россия. Премьер-лига', 40]],
        [
          80,
          ['Mr 26.06 I9:00', 40],
          ['Краснодар - ЦСКА Москва', 300],
          ['3.05', 700],
          ['3.55', 800],
          ['2.32', 900],
          ['1.64', 1000],
          ['1.32', 1100],
        ],
        [120, ['Пт 26.06 20:00 Ротор - Динамо', 40], ['3.0', 700], ['3.85', 800], ['2.24', 900], ['1.69', 1000], ['1.28', 1100]],
        [160, ['Пт 26.06 21:15 Уфа - Ростов', 40], ['4.9', 700], ['4.1', 800], ['1.67', 900], ['2.24', 1000], ['1.25', 1100]],
      ]),
      { gazetteer },
    );
    expect(rowsOf(r)[0]).toEqual(['Краснодар - ЦСКА Москва', '3.05', '3.55', '2.32']);
  });
});

describe("a promotion beside a 1X2 header's columns", () => {
  it("'Bet £10 Get £30' right of the outcome columns is not the row's stake, though a stray mark stands over it", () => {
    const r = extractMatches(
      fixturePage([
        [40, ['England. Championship', 40], ['1', 700], ['X', 790], ['2', 880], ['0', 1000]],
        [
          80,
          ['Ipswich Town - Middlesbrough', 40],
          ['3.25', 690],
          ['3.00', 780],
          ['2.42', 870],
          ['Bet £10 Get £30 in Free Bets', 1000],
        ],
        [120, ['Sheffield Weds - Stoke City', 40], ['3.45', 690], ['2.52', 780], ['2.84', 870]],
      ]),
      { gazetteer },
    );
    expect(rowsOf(r)[0]).toEqual(['Ipswich Town - Middlesbrough', '3.25', '3.00', '2.42']);
  });
});

describe("a wide grid's header read as glyphs", () => {
  it("'п' guessed at (the П of 'П1') is no draw column: the rows' first three columns are the 1X2", () => {
    const r = extractMatches(
      boxedPage([
        [
          ['событие', 105, 233, 222, 306, 82],
          ['п', 1078, 258, 1111, 277, 43],
          ['Вх', 1204, 259, 1220, 276, 44],
          ['И', 1259, 232, 1303, 306, 64],
          ['г', 1314, 258, 1347, 277, 58],
          ['И', 1382, 232, 1420, 306, 65],
          ['а', 1429, 258, 1460, 277, 38],
          ['И', 1493, 232, 1525, 306, 54],
          ['12', 1540, 258, 1566, 276, 50],
          ['[x2]', 1630, 246, 1695, 298, 50],
        ],
        [
          ['Италия.', 105, 312, 210, 331, 96],
          ['Серия', 221, 312, 302, 337, 96],
          ['А', 312, 312, 331, 331, 96],
        ],
        [
          ['543', 105, 372, 140, 389, 96],
          ['03/03', 150, 372, 205, 390, 96],
          ['16:30', 215, 372, 269, 389, 96],
          ['Милан', 280, 370, 358, 389, 93],
          ['—', 368, 380, 390, 383, 92],
          ['Интер', 400, 370, 475, 395, 96],
          ['1,35', 1068, 370, 1117, 392, 99],
          ['4,70', 1180, 370, 1238, 392, 98],
          ['8,40', 1304, 370, 1353, 392, 97],
          ['1,05', 1415, 370, 1464, 390, 98],
          ['1,16', 1522, 370, 1580, 390, 96],
          ['3,00', 1638, 370, 1687, 390, 94],
        ],
        [
          ['968', 105, 428, 140, 445, 96],
          ['03/03', 150, 428, 205, 445, 96],
          ['17:30', 215, 428, 269, 445, 96],
          ['Рома', 280, 426, 338, 445, 91],
          ['—', 348, 436, 370, 439, 91],
          ['Наполи', 380, 426, 471, 445, 96],
          ['2,86', 1060, 426, 1119, 448, 97],
          ['3,60', 1180, 426, 1235, 448, 99],
          ['2,30', 1304, 426, 1353, 448, 97],
          ['1,59', 1418, 426, 1467, 446, 92],
          ['1,27', 1522, 426, 1580, 446, 96],
          ['1,41', 1638, 426, 1688, 447, 96],
        ],
      ]),
      { gazetteer },
    );
    expect(rowsOf(r)).toEqual([
      ['Милан - Интер', '1.35', '4.70', '8.40'],
      ['Рома - Наполи', '2.86', '3.60', '2.30'],
    ]);
  });

  it("an 'N' read surely is still a French header's draw ('1 N 2')", () => {
    expect(classifyLabel('N')).toBe('draw');
    const [header] = buildRows(
      boxedPage([
        [
          ['1', 1000, 100, 1012, 120, 95],
          ['N', 1100, 100, 1114, 120, 92],
          ['2', 1200, 100, 1212, 120, 95],
        ],
      ]),
    );
    expect(rowLabels(header!).map((c) => c.role)).toEqual(['home', 'draw', 'away']);
  });
});

describe("an exchange's 'За' read as '3a'", () => {
  it("heads the back prices all the same: each runner's best back is left of 'Против'", () => {
    const r = extractMatches(
      boxedPage([
        [
          ['Лига', 353, 158, 397, 174, 95],
          ['1', 406, 159, 411, 174, 82],
          ['17.05', 434, 158, 484, 174, 95],
          ['20:45', 491, 158, 540, 174, 96],
        ],
        [
          ['Ланс', 352, 190, 416, 214, 96],
          ['у', 424, 196, 439, 215, 96],
          ['Марсель', 446, 190, 561, 222, 96],
        ],
        [
          ['Match', 353, 236, 409, 254, 96],
          ['Odds', 417, 236, 462, 254, 96],
        ],
        [
          ['Сведено:', 352, 301, 428, 319, 67],
          ['P81,988', 434, 301, 501, 319, 87],
          ['3a', 2366, 300, 2385, 316, 96],
          ['Против', 2485, 300, 2544, 319, 96],
        ],
        [
          ['Ланс', 359, 353, 399, 390, 87],
          ['3.5', 2078, 357, 2107, 375, 99],
          ['3.55', 2210, 355, 2260, 384, 96],
          ['3.6', 2360, 357, 2389, 373, 97],
          ['3.65', 2490, 355, 2538, 391, 99],
          ['3.7', 2641, 357, 2664, 373, 50],
          ['3.75', 2771, 355, 2816, 376, 100],
        ],
        [
          ['Марсель', 352, 465, 438, 482, 88],
          ['F', 2068, 448, 2074, 460, 49],
          ['2.0', 2078, 452, 2109, 489, 100],
          ['2,0', 2207, 454, 2248, 498, 50],
          ['2', 2256, 454, 2272, 498, 50],
          ['2.04', 2354, 455, 2397, 471, 96],
          ['206', 2474, 452, 2556, 496, 50],
          ['2.08', 2633, 455, 2675, 471, 95],
          ['2.1', 2778, 455, 2806, 471, 94],
        ],
        [
          ['foal', 352, 547, 412, 584, 36],
          ['4.1', 2077, 550, 2113, 567, 99],
          ['4.2', 2215, 550, 2248, 585, 99],
          ['4.3', 2360, 551, 2390, 567, 96],
          ['4.4', 2495, 550, 2528, 567, 99],
          ['4.5', 2640, 550, 2667, 567, 99],
          ['4.6', 2775, 550, 2804, 567, 99],
        ],
      ]),
      { gazetteer },
    );
    expect(rowsOf(r)).toEqual([['Ланс - Марсель', '3.6', '4.3', '2.04']]);
  });
});

describe('a price column whose marks OCR lost', () => {
  it("'53' under 2,38 and 2,08, first in its row, is 5,3: the column, not a price before it, makes it a price", () => {
    const ms = extractMatches(
      boxedPage([
        [
          ['Германия.', 836, 578, 968, 607, 96],
          ['Бундеслига', 978, 578, 1127, 607, 96],
        ],
        [
          ['6', 837, 646, 847, 662, 96],
          ['декабря', 854, 646, 942, 666, 96],
          ['12:30', 951, 647, 1005, 663, 96],
          ['Боруссия', 1014, 640, 1133, 669, 93],
          ['Д', 1141, 640, 1162, 668, 90],
          ['-', 1171, 650, 1185, 653, 80],
          ['Боруссия', 1196, 640, 1314, 669, 96],
          ['М', 1324, 640, 1345, 663, 96],
          ['53', 1546, 640, 1582, 667, 95],
          ['44', 1630, 640, 1668, 668, 95],
          ['1,6', 1717, 640, 1753, 667, 75],
          ['242', 1794, 640, 1844, 667, 95],
          ['123', 1877, 640, 1926, 666, 95],
          ['1,17', 1960, 640, 2009, 666, 93],
        ],
        [
          ['6', 837, 708, 847, 724, 92],
          ['декабря', 854, 708, 942, 728, 96],
          ['12:30', 951, 709, 1005, 725, 95],
          ['Вольфсбург', 1014, 701, 1167, 731, 92],
          ['—', 1175, 712, 1190, 715, 82],
          ['Бавария', 1200, 702, 1307, 731, 96],
          ['2,38', 1537, 702, 1590, 729, 95],
          ['3,35', 1622, 702, 1676, 729, 95],
          ['3,15', 1708, 702, 1761, 729, 94],
          ['1,39', 1794, 702, 1843, 728, 95],
          ['1,36', 1878, 702, 1927, 728, 95],
          ['1,62', 1960, 702, 2010, 729, 95],
        ],
        [
          ['6', 837, 771, 847, 786, 96],
          ['декабря', 854, 770, 942, 790, 96],
          ['15:00', 951, 770, 1005, 787, 96],
          ['Штутгарт', 1014, 764, 1133, 793, 93],
          ['-', 1142, 774, 1156, 777, 71],
          ['Байер', 1166, 764, 1243, 793, 96],
          ['2,08', 1537, 764, 1590, 791, 88],
          ['3,6', 1630, 764, 1668, 791, 96],
          ['3,25', 1708, 764, 1761, 791, 87],
          ['1,32', 1794, 764, 1844, 790, 95],
          ['1,27', 1878, 764, 1927, 790, 95],
          ['1,71', 1960, 764, 2005, 790, 75],
        ],
      ]),
      { gazetteer },
    ).matches;
    const first = ms.find((m) => m.teams?.[0] === 'Боруссия Д');
    expect(first).toMatchObject({ odds: { home: '5.3', draw: '4.4', away: '1.6' } });
    // Repaired: shown, never staked on.
    expect(first!.confidence.odds).toBeLessThan(0.6);
  });
});

describe('a fraction whose slash OCR lost', () => {
  it("'51' between 2/9 and 10/1 in a row of fractions is 5/1, shown unsure", () => {
    const ms = extractMatches(
      boxedPage([
        [
          ['Russia', 249, 203, 304, 222, 92],
          ['-', 310, 212, 316, 216, 92],
          ['Russian', 322, 203, 388, 222, 91],
          ['Premier', 393, 203, 459, 222, 96],
          ['League', 465, 205, 525, 227, 95],
          ['1', 2133, 206, 2139, 221, 96],
          ['xX', 2250, 198, 2264, 231, 56],
          ['2', 2377, 205, 2386, 221, 96],
        ],
        [['Krasnodar', 371, 261, 466, 293, 96]],
        [
          ['2:1', 243, 298, 282, 314, 95],
          ['Spartak', 375, 298, 444, 321, 96],
          ['Moscow', 450, 300, 524, 316, 96],
          ['2/9', 2122, 282, 2151, 301, 100],
          ['51', 2244, 282, 2272, 300, 77],
          ['10/1', 2363, 282, 2403, 301, 100],
        ],
        [
          ['3', 380, 365, 384, 372, 80],
          ['Tambov', 407, 361, 477, 379, 84],
        ],
        [
          ['2', 377, 398, 384, 407, 83],
          ['Zenit', 407, 396, 451, 413, 81],
          ['1/8', 2122, 379, 2151, 397, 92],
          ['17/2', 2240, 378, 2280, 396, 100],
          ['16/1', 2366, 378, 2402, 396, 98],
        ],
      ]),
      { gazetteer },
    ).matches;
    const first = ms.find((m) => m.teams?.[0] === 'Krasnodar');
    expect(first).toMatchObject({ odds: { home: '2/9', draw: '5/1', away: '10/1' } });
    expect(first!.confidence.odds).toBeLessThan(0.6);
  });
});

describe("another market's prices under a row's away team", () => {
  it("a total's prices and a handicap's stacked under the away team's name ('Zenit  1.951  2.182  +239') leave it the away team", () => {
    const header: BoxedWord[] = [
      ['Russian', 402, 257, 497, 276, 96],
      ['Premier', 508, 257, 607, 276, 95],
      ['League', 616, 258, 704, 282, 95],
      ['1', 1709, 258, 1716, 276, 96],
      ['х', 1843, 258, 1858, 276, 77],
      ['2', 1982, 257, 1994, 276, 97],
      ['Yes', 2138, 258, 2177, 276, 96],
      ['No', 2280, 258, 2311, 276, 96],
      ['Total', 2504, 257, 2562, 276, 96],
    ];
    const ms = extractMatches(
      boxedPage([
        header,
        [
          ['20:45', 395, 868, 466, 887, 50],
          ['Rubin', 531, 849, 601, 870, 96],
          ['Kazan', 613, 850, 686, 870, 96],
          ['5.860', 1684, 858, 1767, 879, 100],
          ['4.680', 1821, 858, 1903, 879, 100],
          ['1.493', 1967, 858, 2032, 879, 100],
          ['2.024', 2137, 858, 2201, 879, 100],
          ['—', 2239, 846, 2251, 892, 76],
          ['1.706', 2267, 858, 2341, 879, 100],
          ['02.5', 2455, 854, 2498, 888, 95],
          ['925', 2593, 856, 2638, 870, 50],
        ],
        [
          ['Zenit', 525, 890, 595, 911, 100],
          ['1.951', 2437, 883, 2510, 905, 100],
          ['2.182', 2574, 883, 2647, 905, 100],
          ['+239', 2726, 870, 2779, 889, 100],
        ],
      ]),
      { gazetteer },
    );
    expect(rowsOf(ms)).toEqual([['Rubin Kazan - Zenit', '5.860', '4.680', '1.493']]);
  });
});

describe('wide grids read from OCR boxes (a Russian line whose header went unread)', () => {
  const rows = (page: Parameters<typeof extractMatches>[0]) => rowsOf(extractMatches(page, { gazetteer }));

  it("a handicap cell read as a word ('(Gos)' for '(+0.5)') right of the first three prices is no stats label between them", () => {
    const page = boxedPage([
      [
        ['Вт', 1021, 760, 1038, 774, 90],
        ['24.03', 1047, 760, 1092, 774, 90],
        ['19:30', 1102, 751, 1148, 782, 96],
        ['Ланс', 1161, 755, 1209, 774, 93],
        ['—', 1221, 763, 1233, 766, 89],
        ['Монако', 1246, 755, 1324, 774, 96],
        ['2,12', 1616, 755, 1661, 778, 96],
        ['3,30', 1688, 755, 1733, 778, 96],
        ['3,30', 1761, 755, 1806, 778, 96],
        ['1,29', 1834, 755, 1875, 777, 96],
        ['1,29', 1905, 755, 1946, 777, 95],
        ['1,66', 1975, 755, 2016, 777, 95],
        ['(05)', 2053, 759, 2096, 777, 82],
        ['2,26', 2131, 755, 2174, 777, 96],
        ['(+05)', 2207, 760, 2256, 777, 94],
        ['2,28', 2289, 755, 2332, 777, 96],
        ['(3)', 2381, 759, 2403, 777, 96],
        ['2,28', 2452, 755, 2495, 777, 94],
        ['1,69', 2524, 755, 2565, 777, 94],
      ],
      [
        ['Br', 1021, 811, 1039, 825, 93],
        ['24.03', 1047, 802, 1092, 834, 76],
        ['20:45', 1101, 802, 1148, 834, 95],
        ['Марсель', 1163, 806, 1249, 830, 93],
        ['—', 1259, 814, 1273, 817, 93],
        ['Лилль', 1286, 806, 1351, 825, 96],
        ['5,50', 1616, 806, 1661, 829, 95],
        ['4,50', 1688, 806, 1733, 829, 96],
        ['1,51', 1762, 806, 1802, 829, 96],
        ['2,46', 1833, 806, 1876, 828, 96],
        ['1,18', 1905, 806, 1946, 828, 95],
        ['1,13', 1975, 806, 2016, 828, 77],
        ['(15)', 2050, 811, 2098, 828, 86],
        ['1,66', 2132, 806, 2174, 828, 88],
        ['(is)', 2210, 810, 2254, 828, 14],
        ['2,04', 2289, 806, 2332, 828, 90],
        ['(25)', 2373, 810, 2411, 828, 84],
        ['1,96', 2453, 806, 2495, 828, 95],
        ['2,14', 2523, 806, 2566, 828, 91],
      ],
      [
        ['Br', 1021, 864, 1039, 877, 92],
        ['24.03', 1049, 854, 1093, 886, 92],
        ['20:45', 1102, 854, 1148, 886, 93],
        ['Лион', 1161, 858, 1209, 878, 92],
        ['—', 1219, 867, 1231, 869, 92],
        ['Ницца', 1243, 859, 1311, 881, 96],
        ['2,30', 1616, 858, 1661, 881, 95],
        ['3,30', 1688, 858, 1733, 882, 96],
        ['3,15', 1761, 858, 1806, 882, 94],
        ['1,35', 1834, 858, 1876, 881, 95],
        ['1,33', 1905, 858, 1946, 880, 95],
        ['1,61', 1975, 858, 2013, 881, 93],
        ['(95', 2053, 862, 2096, 881, 50],
        ['2,04', 2131, 858, 2175, 880, 95],
        ['(Gos)', 2207, 863, 2256, 881, 86],
        ['1,93', 2290, 858, 2331, 881, 95],
        ['(3)', 2381, 863, 2403, 881, 96],
        ['2,08', 2452, 858, 2495, 881, 93],
        ['2,26', 2523, 858, 2565, 881, 92],
      ],
    ]);
    expect(rows(page)).toEqual([
      ['Ланс - Монако', '2.12', '3.30', '3.30'],
      ['Марсель - Лилль', '5.50', '4.50', '1.51'],
      ['Лион - Ницца', '2.30', '3.30', '3.15'],
    ]);
  });

  it("three digits that make no book as x.yz make one as xy.z ('120' beside 1,35 and 4,5 is 12,0), unsure; a digit read twice inside '4,5' is no decimal of it", () => {
    const page = boxedPage([
      [
        ['553', 860, 418, 896, 435, 91],
        ['15/04', 908, 418, 966, 435, 91],
        ['13:00', 976, 418, 1031, 435, 94],
        ['Наполи', 1042, 415, 1142, 435, 92],
        ['-', 1152, 426, 1164, 428, 91],
        ['Ювентус', 1175, 414, 1290, 442, 96],
        ['1,35', 1620, 414, 1669, 439, 100],
        ['4,5', 1716, 414, 1759, 439, 99],
        ['4', 1718, 414, 1728, 434, 99],
        ['120', 1804, 414, 1857, 438, 86],
        ['1,04', 1896, 414, 1948, 438, 93],
        ['121', 1986, 414, 2032, 438, 95],
        ['325', 2074, 414, 2126, 438, 96],
        ['(15)', 2176, 418, 2228, 438, 87],
        ['1,95', 2271, 414, 2331, 439, 100],
        ['(+1.5)', 2371, 417, 2438, 439, 50],
        ['1,78', 2479, 414, 2532, 439, 97],
        ['(1.5)', 2584, 417, 2639, 439, 100],
        ['2,24', 2688, 414, 2747, 439, 100],
        ['1,85', 2771, 414, 2830, 439, 99],
      ],
      [
        ['276', 859, 485, 897, 502, 96],
        ['15/04', 908, 485, 966, 502, 96],
        ['14:00', 976, 485, 1031, 502, 96],
        ['Лацио', 1040, 482, 1125, 507, 92],
        ['-', 1135, 493, 1147, 496, 92],
        ['Рома', 1158, 482, 1223, 502, 96],
        ['4,1', 1626, 481, 1668, 506, 99],
        ['4,4', 1716, 481, 1759, 506, 100],
        ['1,78', 1804, 481, 1854, 506, 100],
        ['2,12', 1890, 481, 1943, 506, 98],
        ['1,24', 1984, 481, 2034, 506, 100],
        ['1,27', 2071, 481, 2130, 506, 99],
        ['(+1)', 2176, 485, 2231, 506, 98],
        ['2,08', 2272, 481, 2328, 506, 100],
        ['(-1', 2385, 485, 2412, 506, 100],
        [')', 2417, 485, 2428, 506, 99],
        ['2,08', 2476, 481, 2533, 506, 100],
        ['(2)', 2596, 484, 2629, 506, 100],
        ['1,91', 2685, 481, 2746, 506, 100],
        ['2,06', 2777, 481, 2838, 506, 100],
      ],
      [
        ['517', 860, 553, 896, 569, 96],
        ['15/04', 908, 553, 967, 569, 96],
        ['16:30', 976, 553, 1031, 569, 95],
        ['Аталанта', 1040, 549, 1161, 570, 93],
        ['-', 1172, 561, 1184, 563, 93],
        ['Милан', 1194, 549, 1282, 570, 96],
        ['2,82', 1611, 548, 1673, 573, 99],
        ['3,4', 1711, 548, 1756, 573, 82],
        ['2,46', 1805, 548, 1858, 573, 99],
        ['1,54', 1886, 548, 1948, 573, 99],
        ['1,32', 1978, 548, 2039, 573, 99],
        ['1,43', 2075, 548, 2122, 573, 93],
        ['(0)', 2181, 551, 2215, 573, 98],
        ['1,7', 2281, 548, 2317, 573, 98],
        ['(0)', 2386, 551, 2417, 573, 98],
        ['2,14', 2476, 548, 2533, 573, 100],
        ['(1.5)', 2584, 551, 2639, 573, 100],
        ['1,99', 2682, 548, 2742, 573, 100],
        ['2,24', 2773, 548, 2834, 573, 99],
      ],
    ]);
    const r = extractMatches(page, { gazetteer });
    expect(rows(page)[0]).toEqual(['Наполи - Ювентус', '1.35', '4.5', '12.0']);
    // A price whose mark was put back is shown, never staked on.
    expect(r.matches[0]!.confidence.odds).toBeLessThanOrEqual(0.5);
  });
});

describe('a 1X2 row whose third cell reads as no price', () => {
  it("reads '17.' after 3,95 and 4,2 as 1,7 where the three make one book, unsure; so the first row stays the default", () => {
    const page = boxedPage([
      [
        ['Россия.', 988, 149, 1078, 170, 96],
        ['Премьер-лига', 1086, 149, 1253, 175, 96],
        ['1', 1870, 149, 1882, 169, 100],
        ['х', 2031, 149, 2045, 169, 75],
        ['2', 2189, 149, 2201, 169, 99],
        ['Да', 2370, 149, 2401, 174, 96],
        ['Нет', 2525, 149, 2567, 169, 96],
      ],
      [
        ['6', 989, 242, 1000, 258, 89],
        ['марта', 1009, 245, 1073, 263, 89],
        ['1500', 1082, 241, 1139, 258, 86],
        ['Динамо', 1227, 218, 1329, 243, 95],
        ['3,95', 1854, 232, 1898, 261, 95],
        ['4,2', 2017, 236, 2052, 261, 94],
        ['17.', 2168, 238, 2222, 262, 93],
        ['1,83', 2359, 232, 2414, 261, 95],
        ['2,22', 2519, 236, 2573, 261, 97],
      ],
      [['Локомотив', 1227, 258, 1370, 279, 96]],
      [
        ['Рав', 989, 352, 1139, 374, 0],
        ['Крылья', 1228, 327, 1324, 353, 96],
        ['Советов', 1334, 327, 1438, 347, 96],
        ['3,3', 1853, 346, 1893, 372, 94],
        ['375', 1993, 346, 2049, 372, 93],
        ['2,12', 2165, 346, 2228, 372, 94],
        ['1,69', 2357, 345, 2407, 372, 91],
        ['1,91', 2520, 345, 2569, 372, 99],
      ],
      [
        ['Арсенал', 1227, 367, 1333, 393, 96],
        ['Tyna', 1341, 366, 1398, 393, 96],
      ],
    ]);
    const r = extractMatches(page, { gazetteer });
    const top = mostProminent(r.matches);
    expect(top?.teams).toEqual(['Динамо', 'Локомотив']);
    expect(top?.odds).toMatchObject({ home: '3.95', draw: '4.2', away: '1.7' });
    expect(top!.confidence.odds).toBeLessThanOrEqual(0.5);
  });
});

describe("a garbled header whose '1' stands over another column", () => {
  it("reads the row's first price columns as its 1X2 where two prices stand left of the header's home column", () => {
    // OCR boxes of a Russian line: 'П1 X П2 1X 12 X2' read as 'в м 1 9 12 <2', its П2 read as the home label '1'.
    const page = boxedPage([
      [
        ['Событие', 50, 251, 176, 302, 78],
        ['в', 1025, 255, 1076, 288, 6],
        ['м', 1153, 255, 1187, 288, 63],
        ['1', 1265, 255, 1316, 288, 28],
        ['9', 1381, 255, 1430, 288, 35],
        ['12', 1498, 262, 1525, 280, 100],
        ['<2', 1599, 255, 1650, 288, 71],
        ['са', 1713, 262, 1789, 287, 42],
        ['©', 1856, 262, 1900, 287, 61],
        ['се', 1966, 262, 2042, 287, 0],
        ['©', 2110, 262, 2153, 287, 62],
        ['ToTan', 2219, 262, 2305, 280, 92],
        ['[5', 2379, 255, 2411, 288, 95],
        ['Эм', 2487, 255, 2524, 288, 58],
      ],
      [
        ['Серия', 50, 320, 137, 345, 89],
        ['А', 147, 320, 167, 339, 89],
      ],
      [
        ['02/03', 50, 382, 108, 400, 96],
        ['14:00', 120, 383, 177, 399, 95],
        ['Ювентус', 189, 380, 305, 405, 93],
        ['—', 316, 390, 340, 393, 92],
        ['Рома', 351, 380, 414, 399, 96],
        ['2,88', 1014, 380, 1083, 402, 99],
        ['3,7', 1142, 380, 1190, 402, 96],
        ['2,24', 1254, 380, 1315, 402, 99],
        ['1,62', 1372, 380, 1432, 400, 100],
        ['1,26', 1482, 380, 1540, 400, 99],
        ['1,4', 1608, 380, 1639, 400, 97],
        ['(+0.5)', 1715, 382, 1789, 402, 98],
        ['1,85', 1846, 380, 1904, 400, 100],
        ['(-0.5)', 1971, 382, 2038, 402, 96],
        ['1,79', 2105, 380, 2159, 400, 99],
        ['(2.5)', 2237, 382, 2290, 400, 100],
        ['2,28', 2362, 380, 2420, 400, 98],
        ['2,12', 2472, 380, 2535, 400, 98],
      ],
      [
        ['02/03', 50, 440, 108, 458, 96],
        ['19:00', 120, 441, 177, 457, 96],
        ['Милан', 189, 438, 273, 457, 93],
        ['—', 284, 448, 308, 451, 92],
        ['Интер', 319, 438, 399, 463, 96],
        ['1,35', 1016, 438, 1083, 460, 100],
        ['4,8', 1142, 438, 1194, 460, 99],
        ['10,0', 1261, 438, 1319, 460, 99],
        ['1,05', 1372, 438, 1430, 458, 100],
        ['1,19', 1482, 438, 1540, 458, 99],
        ['3,25', 1598, 438, 1647, 458, 95],
        ['(-1.5', 1720, 440, 1767, 460, 96],
        [')', 1771, 440, 1782, 460, 99],
        ['2,3', 1854, 438, 1896, 458, 98],
        ['(+1.5)', 1965, 440, 2039, 460, 100],
        ['1,87', 2101, 438, 2160, 458, 99],
        ['(3)', 2247, 440, 2277, 460, 100],
        ['2,08', 2365, 438, 2424, 458, 98],
        ['2,12', 2472, 438, 2530, 458, 99],
      ],
    ]);
    expect(rowsOf(extractMatches(page, { gazetteer }))).toEqual([
      ['Ювентус - Рома', '2.88', '3.7', '2.24'],
      ['Милан - Интер', '1.35', '4.8', '10.0'],
    ]);
  });
});

describe("an exchange's best back read on a side panel's line", () => {
  it("joins '3.25' under 'Back' to the runner's ladder it stands level with, a line apart", () => {
    // OCR boxes of a German exchange page: the runner's best back went into the promotion panel's line above it.
    const page = boxedPage([
      [
        ['Serie', 959, 167, 1013, 184, 96],
        ['А', 1020, 167, 1035, 184, 92],
        ['-', 1044, 175, 1046, 177, 85],
        ['Heute', 1056, 167, 1120, 184, 96],
        ['16:00', 1128, 167, 1187, 184, 95],
        ['Wettschein', 2194, 161, 2319, 181, 92],
      ],
      [
        ['Juventus', 958, 201, 1095, 227, 92],
        ['v', 1104, 207, 1121, 227, 92],
        ['Cagliari', 1131, 199, 1245, 234, 96],
        ['0', 2194, 211, 2203, 226, 94],
      ],
      [
        ['Match', 959, 250, 1026, 269, 96],
        ['Odds', 1035, 249, 1090, 269, 96],
      ],
      [
        ['Gematcht:', 958, 318, 1055, 334, 91],
        ['€991,862', 1062, 318, 1151, 338, 93],
        ['Back', 1585, 318, 1632, 334, 96],
        ['Lay', 1740, 310, 1773, 342, 96],
        ['100', 2200, 313, 2246, 333, 93],
        ['€', 2255, 313, 2269, 333, 93],
        ['Willkommensbonus', 2278, 312, 2530, 333, 91],
      ],
      [
        ['3.25', 1581, 377, 1632, 394, 100],
        ['Akti', 2198, 357, 2234, 388, 89],
        ['18+', 2316, 362, 2341, 379, 92],
        ['T&C', 2363, 362, 2407, 379, 91],
        ['р', 2471, 361, 2473, 379, 81],
      ],
      [
        ['=', 2303, 370, 2307, 372, 49],
        ['18+', 2343, 365, 2355, 377, 96],
      ],
      [
        ['Juventus', 957, 390, 1058, 408, 99],
        ['3.15', 1288, 377, 1339, 394, 100],
        ['3.2', 1441, 377, 1474, 394, 99],
        ['3.3', 1740, 377, 1770, 394, 100],
        ['3.35', 1874, 377, 1924, 394, 99],
        ['3.4', 2035, 377, 2066, 396, 99],
        ['лев', 2236, 366, 2294, 379, 13],
        ['Sepp', 2410, 366, 2486, 395, 1],
      ],
      [
        ['€2,291', 1286, 400, 1339, 434, 77],
        ['€2,790', 1433, 400, 1488, 434, 74],
        ['€5,881', 1581, 410, 1633, 426, 89],
        ['€8,282', 1728, 409, 1783, 425, 83],
        ['€4,440', 1875, 399, 1930, 434, 70],
        ['4,642', 2035, 410, 2076, 425, 50],
      ],
      [
        ['Cagliari', 958, 463, 1042, 520, 73],
        ['2.2', 1292, 480, 1330, 503, 99],
        ['2.22', 1437, 480, 1488, 513, 99],
        ['2.24', 1578, 480, 1629, 509, 100],
        ['2.26', 1726, 480, 1777, 517, 100],
        ['2.28', 1873, 480, 1924, 503, 100],
        ['2.3', 2030, 480, 2068, 498, 100],
      ],
      [
        ['€9,550', 1286, 511, 1341, 527, 87],
        ['€7,779', 1434, 511, 1488, 527, 89],
        ['130', 1599, 511, 1629, 524, 99],
        ['286', 1746, 511, 1777, 524, 99],
        ['€660', 1883, 503, 1924, 535, 80],
        ['3,444', 2033, 511, 2078, 526, 94],
      ],
      [['3.9', 1444, 582, 1477, 599, 99]],
      [['3.8', 1296, 582, 1329, 599, 99]],
      [['4.0', 1593, 582, 1621, 599, 99]],
      [['4.1', 1740, 582, 1772, 599, 99]],
      [['4.2', 1888, 582, 1916, 599, 100]],
      [['4.3', 2035, 582, 2064, 599, 100]],
      [['Unentschieden', 954, 593, 1122, 612, 96]],
      [
        ['€6,576', 1286, 614, 1341, 630, 89],
        ['6,628', 1440, 614, 1488, 630, 93],
        ['7366', 1580, 615, 1635, 630, 60],
        ['€2,968', 1729, 604, 1783, 639, 71],
        ['€8,427', 1875, 615, 1930, 630, 88],
        ['€7.958', 2023, 614, 2078, 630, 82],
      ],
    ]);
    const [m] = extractMatches(page, { gazetteer }).matches;
    expect(m?.teams).toEqual(['Juventus', 'Cagliari']);
    expect(m?.odds).toMatchObject({ home: '3.25', draw: '4.0', away: '2.24' });
  });
});

describe("an exchange's header glued or split by OCR", () => {
  it("'Afavor' and 'En co ntr a' are the Back and Lay headers: each runner's best back is the last price before Lay", () => {
    // OCR boxes of a generated exchange (Spanish): a sports sidebar, an app badge and the matched amounts around it.
    const r = extractMatches(
      boxedPage([
        [
          ['Futbol', 449, 184, 520, 206, 99],
          ['Primeira', 913, 181, 1010, 203, 93],
          ['Liga', 1021, 181, 1069, 209, 87],
          ['-', 1083, 190, 1084, 193, 79],
          ['dom', 1094, 180, 1145, 203, 94],
          ['22', 1155, 181, 1183, 203, 96],
          ['mar', 1193, 186, 1237, 203, 96],
          ['19:00', 1248, 181, 1312, 203, 96],
          ['Boleto', 2240, 174, 2317, 198, 92],
        ],
        [
          ['Tenis', 446, 250, 513, 273, 100],
          ['Rio', 912, 226, 963, 256, 96],
          ['Ave', 974, 226, 1035, 256, 93],
          ['v', 1046, 233, 1064, 256, 92],
          ['Gil', 1076, 224, 1117, 256, 96],
          ['Vicente', 1129, 226, 1255, 256, 96],
          ['0', 2239, 232, 2251, 252, 97],
        ],
        [
          ['Match', 913, 282, 984, 305, 96],
          ['Odds', 995, 282, 1055, 305, 96],
        ],
        [['Baloncesto', 451, 316, 575, 338, 91]],
        [
          ['Casado:', 911, 357, 994, 378, 90],
          ['€1,716,003', 1002, 358, 1119, 382, 50],
          ['Afavor', 1573, 357, 1644, 378, 99],
          ['En', 1719, 357, 1739, 378, 98],
          ['co', 1751, 357, 1771, 378, 100],
          ['ntr', 1775, 357, 1803, 378, 92],
          ['a', 1807, 357, 1819, 378, 100],
          ['Descarga', 2240, 342, 2350, 371, 96],
          ['la', 2361, 341, 2380, 365, 93],
          ['app', 2390, 347, 2433, 371, 94],
        ],
        [
          ['Hockey', 451, 378, 532, 414, 96],
          ['—_,', 2240, 393, 2412, 405, 16],
        ],
        [
          ['2.08', 1257, 426, 1323, 452, 100],
          ['2.1', 1431, 426, 1467, 451, 100],
          ['2.12', 1580, 426, 1636, 451, 100],
          ['|', 1647, 420, 1678, 496, 87],
          ['2.14', 1736, 428, 1792, 451, 50],
          ['2.16', 1897, 426, 1953, 452, 100],
          ['2.18', 2053, 426, 2110, 452, 100],
          ['GETIT', 2257, 408, 2324, 439, 99],
          ['ON', 2323, 408, 2357, 439, 95],
          ['|', 2425, 404, 2441, 465, 71],
          ['nloa', 2499, 408, 2543, 439, 99],
          ['donthe', 2538, 408, 2616, 439, 100],
        ],
        [
          ['Voleibol', 451, 449, 540, 471, 86],
          ['Rio', 911, 444, 949, 468, 96],
          ['Ave', 963, 445, 1003, 468, 96],
          ['|', 1222, 416, 1236, 500, 40],
          ['|', 1381, 416, 1395, 499, 23],
          ['|', 1855, 416, 1869, 499, 57],
          ['|', 2014, 416, 2028, 499, 58],
          ['joogle', 2278, 437, 2341, 459, 79],
          ['Play', 2373, 437, 2398, 459, 86],
          ['||', 2412, 427, 2447, 472, 80],
          ['Арр', 2460, 431, 2505, 459, 80],
          ['Store', 2536, 437, 2573, 453, 96],
        ],
        [['eSports', 451, 515, 537, 543, 96]],
        [
          [';', 451, 581, 464, 603, 44],
          ['Gil', 906, 562, 947, 587, 93],
          ['Vicente', 951, 562, 1046, 587, 95],
          ['|', 1196, 536, 1230, 638, 47],
          ['3.7', 1270, 544, 1306, 569, 50],
          ['||', 1357, 536, 1400, 638, 78],
          ['3.75', 1423, 546, 1480, 569, 100],
          ['||', 1510, 536, 1562, 638, 78],
          ['3.8', 1586, 544, 1629, 569, 99],
          ['9,013', 1588, 589, 1635, 608, 90],
          ['||', 1672, 536, 1715, 638, 86],
          ['3.85', 1731, 546, 1793, 589, 100],
          ['|', 1833, 536, 1868, 638, 73],
          ['3.9', 1908, 544, 1944, 569, 99],
          ['2,287', 1909, 589, 1955, 608, 90],
          ['||', 1986, 536, 2029, 638, 73],
          ['3.95', 2056, 544, 2113, 571, 100],
        ],
        [
          ['охео', 466, 586, 518, 603, 80],
          ['8,800', 1268, 587, 1323, 608, 50],
          ['934', 1441, 589, 1473, 605, 99],
          ['5,205', 1748, 587, 1794, 608, 94],
          ['2,966', 2064, 589, 2120, 608, 93],
        ],
        [['Béisbol', 451, 646, 532, 669, 91]],
        [
          ['ЕЕ', 911, 660, 2152, 736, 11],
          ['3.6', 1270, 666, 1306, 692, 99],
          ['3.65', 1420, 668, 1476, 692, 100],
          ['3.7', 1588, 668, 1623, 691, 99],
          ['3.75', 1736, 666, 1792, 691, 99],
          ['3.8', 1907, 666, 1943, 692, 99],
          ['3.85', 2053, 666, 2110, 692, 99],
        ],
        [
          ['4,279', 1275, 709, 1320, 728, 93],
          ['€1,263', 1422, 709, 1480, 728, 73],
          ['7,077', 1590, 709, 1643, 728, 50],
          ['€8,114', 1738, 709, 1797, 729, 71],
          ['7,348', 1897, 709, 1959, 735, 56],
          ['€6,199', 2055, 709, 2113, 736, 91],
        ],
        [['Empate', 913, 684, 997, 714, 93]],
      ]),
      { gazetteer },
    );
    const top = mostProminent(r.matches);
    expect(top?.teams).toEqual(['Rio Ave', 'Gil Vicente']);
    expect(top?.odds).toEqual({ home: '2.12', draw: '3.7', away: '3.8' });
  });
});

describe('a Russian line whose header OCR garbled', () => {
  it("event numbers before the names ('388  Сегодня 16:00') and the names' column title head no price column", () => {
    // OCR boxes of a generated Russian line: the header's П1 and П2 read as 'ш' and 'oF'.
    const r = extractMatches(
      boxedPage([
        [
          ['Событие', 50, 508, 144, 529, 78],
          ['ш', 1208, 503, 1248, 537, 22],
          ['X', 1347, 510, 1358, 528, 96],
          ['oF', 1460, 503, 1503, 537, 89],
          ['oF', 1600, 503, 1641, 537, 0],
          ['12', 1743, 510, 1769, 528, 100],
          ['oF', 1872, 503, 1914, 536, 43],
          ['ToTan', 2615, 510, 2673, 528, 96],
          ['M', 2929, 510, 2939, 528, 100],
        ],
        [
          ['Италия.', 50, 566, 132, 585, 96],
          ['Серия', 140, 566, 204, 591, 96],
          ['А', 211, 566, 226, 585, 96],
        ],
        [
          ['388', 50, 629, 78, 644, 96],
          ['Сегодня', 87, 629, 157, 648, 96],
          ['16:00', 167, 629, 210, 644, 96],
          ['Аталанта', 218, 627, 328, 645, 93],
          ['-', 318, 622, 330, 655, 93],
          ['Рома', 336, 626, 389, 645, 96],
          ['1.37', 1207, 626, 1253, 644, 99],
          ['4.4', 1336, 626, 1371, 644, 100],
          ['8.6', 1466, 626, 1495, 644, 100],
          ['1.05', 1595, 626, 1637, 644, 99],
          ['1.18', 1735, 626, 1780, 644, 100],
          ['2.92', 1871, 626, 1916, 644, 100],
          ['1.72', 2171, 626, 2216, 644, 99],
          ['2.08', 2463, 626, 2517, 644, 100],
          ['1.74', 2771, 626, 2825, 644, 100],
          ['1.98', 2911, 626, 2957, 644, 100],
        ],
        [
          ['810', 50, 689, 78, 704, 96],
          ['Сегодня', 87, 689, 157, 708, 96],
          ['18:30', 167, 689, 210, 704, 96],
          ['Наполи', 218, 686, 296, 705, 93],
          ['-', 304, 696, 310, 699, 93],
          ['Лацио', 316, 686, 383, 709, 96],
          ['4.5', 1210, 686, 1245, 704, 100],
          ['4.0', 1336, 686, 1371, 704, 100],
          ['1.72', 1455, 686, 1509, 704, 100],
          ['2.1', 1607, 686, 1630, 704, 100],
          ['1.24', 1729, 686, 1783, 704, 98],
          ['1.2', 1874, 686, 1908, 704, 100],
          ['1.67', 2160, 686, 2217, 704, 94],
          ['1.69', 2464, 686, 2512, 704, 98],
          ['2.14', 2773, 686, 2821, 704, 99],
          ['1.71', 2911, 686, 2962, 704, 100],
        ],
      ]),
      { gazetteer },
    );
    expect(rowsOf(r)).toEqual([
      ['Аталанта - Рома', '1.37', '4.4', '8.6'],
      ['Наполи - Лацио', '4.5', '4.0', '1.72'],
    ]);
  });
});

describe('a wide grid whose total column prints its lines over its prices', () => {
  it("keeps its header past a wrapped name's line that holds the lines ('Bromwich  O3.5  U3.5'): a promotion right of the table is no stake of the first row", () => {
    const r = extractMatches(
      boxedPage([
        [
          ['England.', 938, 160, 1058, 186, 95],
          ['Championship', 1070, 160, 1271, 185, 95],
          ['1', 1405, 161, 1419, 180, 95],
          ['x', 1557, 161, 1574, 180, 95],
          ['2', 1712, 161, 1725, 180, 95],
          ['Total', 1946, 161, 2012, 180, 95],
        ],
        [['West', 1141, 229, 1207, 264, 95]],
        [
          ['Bromwich', 1143, 268, 1274, 303, 95],
          ['03.5', 1874, 299, 1933, 313, 90],
          ['U3.5', 2033, 297, 2083, 313, 90],
        ],
        [
          ['06.07', 938, 313, 1002, 334, 95],
          ['13:00', 1011, 313, 1083, 334, 95],
          ['Albion', 1141, 311, 1225, 333, 95],
          ['3.85', 1375, 300, 1442, 323, 96],
          ['4.00', 1531, 300, 1597, 323, 96],
          ['1.82', 1679, 300, 1755, 323, 96],
          ['1.87', 1874, 312, 1932, 348, 96],
          ['2.24', 2015, 310, 2093, 346, 96],
          ['Bet', 2217, 328, 2274, 352, 95],
          ['£10', 2288, 328, 2351, 352, 95],
          ['Get', 2364, 328, 2425, 352, 95],
          ['£30', 2437, 327, 2502, 352, 95],
        ],
        [['Swansea', 1142, 354, 1261, 376, 95]],
        [['City', 1141, 393, 1193, 421, 95]],
        [
          ['06.07', 938, 470, 1002, 491, 95],
          ['16:00', 1011, 470, 1083, 491, 95],
          ['Middlesbrough', 1141, 468, 1330, 490, 95],
          ['1.60', 1375, 468, 1442, 490, 96],
          ['3.95', 1531, 468, 1597, 490, 96],
          ['5.10', 1679, 468, 1755, 490, 96],
          ['1.95', 1874, 468, 1932, 490, 96],
          ['1.85', 2015, 468, 2093, 490, 96],
        ],
        [['Blackburn', 1141, 505, 1280, 527, 95]],
      ]),
      { gazetteer },
    );
    expect(r.matches[0]?.teams?.[0]).toBe('West Bromwich Albion');
    expect(r.matches[0]?.odds).toEqual({ home: '3.85', draw: '4.00', away: '1.82' });
  });
});

describe('league headings', () => {
  it("icons read round a league heading ('€ Ф:: Ligue des Champions « J4') are no part of the league", () => {
    expect(withoutHeadingDebris('€ Ф:: Ligue des Champions « J4')).toBe('Ligue des Champions J4');
    expect(withoutHeadingDebris('Turkey - Super Lig')).toBe('Turkey - Super Lig');
    expect(withoutHeadingDebris('Россия. Премьер-лига ›')).toBe('Россия. Премьер-лига');
    expect(withoutHeadingDebris('A League')).toBe('A League');
  });
});

describe('a 1X2 header read with two of its labels garbled', () => {
  it("a header naming one market column twice ('[12] ... 12', the П2 read as '12') is no double-chance table's: the rows are read", () => {
    const page = boxedPage([
      [
        ['Kn6epcnopT', 67, 567, 234, 594, 92],
        ['[12]', 1809, 563, 1866, 638, 63],
        ['12', 2050, 590, 2091, 611, 100],
        ['Ke)', 2422, 563, 2485, 638, 51],
        ['Ke)', 2687, 563, 2750, 638, 55],
        ['ToTan', 2810, 590, 2892, 613, 90],
        ['в]', 2976, 584, 3010, 619, 57],
        ['ш', 3091, 584, 3128, 619, 57],
      ],
      [
        ['Boke', 72, 637, 134, 659, 86],
        ['Испания.', 576, 656, 708, 677, 96],
        ['Ла', 717, 656, 756, 677, 96],
        ['Лига', 764, 656, 833, 677, 96],
      ],
      [
        ['ММА', 72, 709, 140, 731, 96],
        ['23', 576, 729, 601, 746, 96],
        ['февраля', 610, 728, 710, 751, 96],
        ['15:00', 721, 729, 780, 746, 92],
        ['Реал', 791, 725, 857, 747, 96],
        ['Бетис', 869, 725, 947, 746, 93],
        ['-', 957, 737, 964, 740, 93],
        ['Реал', 976, 725, 1041, 746, 93],
        ['Сосьедад', 1053, 725, 1187, 752, 91],
        ['2,50', 1572, 724, 1634, 750, 100],
        ['3,25', 1688, 724, 1749, 750, 100],
        ['2,84', 1806, 724, 1866, 750, 100],
        ['1,42', 1922, 724, 1982, 750, 100],
        ['1,33', 2039, 724, 2098, 750, 93],
        ['1,52', 2156, 724, 2215, 750, 100],
        ['(0)', 2308, 728, 2335, 751, 90],
        ['1,92', 2421, 724, 2486, 750, 100],
        ['()', 2562, 727, 2609, 750, 99],
        ['1,83', 2686, 724, 2744, 750, 100],
        ['(2.5)', 2828, 727, 2881, 750, 100],
        ['2,18', 2962, 724, 3021, 750, 100],
        ['1,75', 3075, 724, 3135, 750, 100],
      ],
      [
        ['23', 576, 798, 601, 816, 96],
        ['февраля', 610, 798, 710, 820, 96],
        ['17:30', 721, 798, 780, 816, 93],
        ['Жирона', 790, 795, 900, 822, 93],
        ['-', 909, 806, 917, 809, 93],
        ['Севилья', 928, 794, 1044, 816, 96],
        ['2,10', 1572, 793, 1634, 820, 100],
        ['3,55', 1687, 793, 1757, 820, 100],
        ['3,25', 1805, 793, 1870, 820, 100],
        ['1,32', 1926, 793, 1985, 820, 100],
        ['1,28', 2042, 793, 2101, 820, 100],
        ['1,69', 2155, 793, 2221, 820, 100],
        ['(-0.5', 2291, 797, 2335, 820, 92],
        [')', 2341, 797, 2352, 820, 100],
        ['1,73', 2427, 793, 2478, 820, 100],
        ['(+0.5)', 2545, 797, 2626, 820, 99],
        ['1,79', 2685, 793, 2750, 820, 100],
        ['(1.5)', 2828, 797, 2881, 820, 100],
        ['2,28', 2963, 793, 3015, 820, 100],
        ['2,24', 3085, 793, 3131, 820, 100],
      ],
    ]);
    expect(rowsOf(extractMatches(page, { gazetteer }))).toEqual([
      ['Реал Бетис - Реал Сосьедад', '2.50', '3.25', '2.84'],
      ['Жирона - Севилья', '2.10', '3.55', '3.25'],
    ]);
  });

  it("'П1  X  П2' read 'Ш  п  n2' over a Russian line: the two short labels a pitch before the away one are the home and the draw", () => {
    const page = boxedPage([
      [
        ['Ш', 1273, 564, 1316, 601, 95],
        ['п', 1446, 564, 1454, 601, 31],
        ['ша', 1575, 564, 1915, 601, 31],
        ['n2', 1579, 572, 1609, 593, 93],
        ['12', 1881, 572, 1903, 593, 100],
        ['o', 2011, 564, 2056, 601, 78],
        ['[кв]', 2311, 544, 2368, 619, 47],
        ['[К', 2617, 544, 2667, 619, 43],
        ['в', 2945, 564, 2974, 601, 93],
        ['Ш', 3082, 564, 3117, 601, 69],
      ],
      [
        ['Россия.', 56, 635, 148, 657, 95],
        ['Премьер-лига', 157, 635, 327, 662, 96],
      ],
      [
        ['17', 56, 706, 77, 724, 96],
        ['сентября', 85, 705, 174, 729, 95],
        ['12:30', 182, 706, 233, 724, 96],
        ['Рубин', 242, 701, 311, 730, 92],
        ['-', 321, 711, 334, 715, 74],
        ['Краснодар', 344, 702, 471, 730, 96],
        ['2.94', 1273, 702, 1318, 725, 100],
        ['3.75', 1416, 702, 1466, 725, 99],
        ['2.34', 1566, 702, 1623, 725, 99],
        ['1.66', 1719, 702, 1791, 725, 97],
        ['1.30', 1867, 702, 1913, 725, 98],
        ['1.44', 2010, 702, 2059, 724, 93],
        ['(+0.5)', 2159, 704, 2213, 729, 92],
        ['1.95', 2309, 702, 2366, 725, 100],
        ['(0.5)', 2467, 704, 2516, 729, 40],
        ['1.75', 2616, 702, 2673, 725, 100],
        ['(2)', 2790, 704, 2814, 729, 96],
        ['2.20', 2935, 702, 2986, 725, 99],
        ['2.10', 3069, 702, 3126, 723, 99],
      ],
      [
        ['17', 56, 773, 77, 791, 96],
        ['сентября', 84, 773, 174, 796, 96],
        ['12:30', 183, 773, 233, 791, 96],
        ['Сочи', 242, 770, 299, 792, 96],
        ['=', 309, 779, 322, 783, 48],
        ['Зенит', 332, 770, 401, 792, 96],
        ['2.32', 1266, 770, 1323, 792, 99],
        ['3.25', 1409, 770, 1472, 792, 100],
        ['3.25', 1565, 770, 1628, 792, 100],
        ['1.35', 1725, 770, 1782, 792, 100],
        ['1.35', 1866, 770, 1923, 792, 100],
        ['1.63', 2005, 770, 2062, 792, 99],
        ['(0.5)', 2162, 772, 2210, 796, 39],
        ['2.22', 2309, 770, 2366, 791, 100],
        ['(+0.5)', 2457, 771, 2526, 797, 91],
        ['2.08', 2622, 770, 2667, 792, 100],
        ['(1.5)', 2780, 772, 2823, 796, 94],
        ['1.89', 2930, 770, 2986, 792, 100],
        ['1.77', 3066, 770, 3130, 791, 93],
      ],
    ]);
    expect(rowsOf(extractMatches(page, { gazetteer }))).toEqual([
      ['Рубин - Краснодар', '2.94', '3.75', '2.34'],
      ['Сочи - Зенит', '2.32', '3.25', '3.25'],
    ]);
  });

  it("a match graphic's '1' read as '|' and its 'X' read twice, once inside '[хх' over both: the X alone says where the draw is, and so where the home price is", () => {
    const page = boxedPage([
      [['PRIMEBET', 615, 173, 1002, 220, 89]],
      [
        ['RUSSIA.', 266, 277, 496, 321, 95],
        ['RUSSIAN', 531, 277, 790, 321, 95],
        ['PREMIER', 825, 278, 1089, 320, 96],
        ['LEAGUE', 1121, 277, 1353, 321, 95],
      ],
      [
        ['ay,', 315, 658, 534, 736, 48],
        ['vs', 764, 659, 866, 721, 70],
        ['-', 1176, 663, 1246, 672, 0],
      ],
      [['Dynamo', 1000, 757, 1416, 830, 95]],
      [
        ['Krasnodar', 161, 816, 685, 894, 95],
        ['y', 1067, 772, 1122, 853, 88],
      ],
      [['Moscow', 1004, 884, 1415, 958, 91]],
      [
        ['27.11', 620, 1060, 788, 1114, 96],
        ['19:00', 826, 1060, 1001, 1114, 96],
      ],
      [
        ['|', 347, 1240, 361, 1281, 58],
        ['[хх', 601, 1189, 828, 1325, 0],
        ['X', 801, 1240, 825, 1280, 93],
        ['|', 952, 1189, 1021, 1325, 57],
        ['(', 1061, 1195, 1105, 1250, 83],
        ['а', 1208, 1189, 1271, 1296, 63],
        ['2', 1249, 1240, 1271, 1280, 100],
        ['\\', 1377, 1193, 1468, 1281, 86],
      ],
      [
        ['1.51', 226, 1338, 492, 1434, 100],
        ['4.40', 692, 1336, 932, 1434, 100],
        ['||', 994, 1309, 1087, 1466, 89],
        ['6.20', 1130, 1336, 1379, 1434, 100],
      ],
      [
        ['a', 161, 1486, 205, 1506, 27],
        ['J', 504, 1465, 556, 1503, 64],
        ['‘q', 605, 1432, 653, 1510, 19],
        ['р)', 976, 1441, 1016, 1506, 71],
        ['‘a', 1061, 1441, 1123, 1508, 30],
        ['7', 1409, 1448, 1468, 1508, 29],
      ],
      [
        ['18+', 625, 1570, 700, 1605, 75],
        [':', 719, 1585, 724, 1590, 75],
        ['Promotions', 745, 1570, 998, 1605, 95],
      ],
      [['DM', 1122, 506, 1275, 576, 99]],
      [['K', 398, 570, 440, 640, 97]],
    ]);
    const [m] = extractMatches(page, { gazetteer }).matches;
    expect(m?.teams).toEqual(['Krasnodar', 'Dynamo Moscow']);
    expect(m?.odds).toEqual({ home: '1.51', draw: '4.40', away: '6.20' });
  });
});

describe("exchange runners, by the words' own geometry", () => {
  it("two digits under a ladder's prices ('72', the end of an amount) are no cell whose point OCR lost", () => {
    // Read as 7.2 between 3.75 and 3.8, it broke Khimki's ladder (no longer rising), and Arsenal Tula's best back
    // came from elsewhere: 2.02 / 3.95 / 3.7 for 2.06 / 3.95 / 3.8.
    const page = boxedPage([
      [
        ['Liga', 129, 175, 175, 203, 96],
        ['Premier', 185, 174, 275, 197, 96],
        ['de', 284, 175, 310, 197, 96],
        ['Rusia', 320, 174, 382, 197, 86],
        ['-', 393, 184, 395, 186, 40],
        ['19/06', 407, 174, 474, 197, 96],
        ['20:45', 484, 174, 547, 197, 96],
      ],
      [
        ['Arsenal', 127, 218, 249, 249, 96],
        ['Tula', 260, 218, 328, 249, 93],
        ['v', 339, 226, 357, 249, 91],
        ['Khimki', 368, 218, 477, 249, 92],
      ],
      [
        ['Match', 129, 274, 199, 297, 96],
        ['Odds', 209, 275, 268, 297, 96],
      ],
      [
        ['Casado:', 127, 348, 209, 369, 92],
        ['€126,402', 216, 350, 311, 373, 50],
        ['A', 2005, 350, 2021, 369, 92],
        ['favor', 2027, 348, 2080, 369, 92],
        ['En', 2149, 350, 2173, 369, 93],
        ['contra', 2180, 351, 2244, 369, 93],
      ],
      [
        ['2.02', 1708, 414, 1757, 444, 100],
        ['2.04', 1862, 414, 1911, 444, 100],
        ['2.06', 2016, 414, 2071, 440, 100],
        ['5.986', 2025, 456, 2071, 474, 91],
        ['2.08', 2170, 414, 2225, 438, 50],
        ['4.843', 2179, 454, 2225, 478, 95],
        ['9,613', 2333, 454, 2379, 478, 91],
        ['2.1', 2334, 414, 2366, 440, 50],
        ['2.12', 2478, 414, 2527, 440, 100],
        ['4273', 2480, 454, 2535, 478, 98],
      ],
      [
        ['3.7', 1716, 530, 1748, 556, 100],
        ['3.75', 1862, 528, 1911, 554, 100],
        ['72', 1880, 572, 1908, 590, 97],
        ['3.8', 2023, 528, 2056, 556, 99],
        ['3.85', 2170, 530, 2225, 570, 100],
        ['|', 2242, 524, 2263, 601, 87],
        ['3.9', 2331, 530, 2364, 554, 99],
        ['3.95', 2478, 530, 2527, 554, 100],
        ['2.424', 2488, 568, 2536, 592, 93],
      ],
      [
        ['Empate', 128, 666, 216, 689, 93],
        ['3.85', 1707, 648, 1761, 672, 100],
        ['3.9', 1868, 648, 1904, 672, 99],
        ['3.95', 2015, 648, 2069, 672, 99],
        ['4.0', 2178, 648, 2214, 672, 99],
        ['4.1', 2324, 648, 2372, 672, 50],
        ['4.2', 2486, 646, 2522, 672, 99],
      ],
      [
        ['Pe', 160, 668, 192, 720, 85],
        ['€7,661', 1706, 690, 1761, 707, 86],
        ['€2,505', 1860, 690, 1918, 716, 90],
        ['(2.533', 2014, 681, 2071, 720, 59],
        ['(3.513', 2168, 690, 2225, 709, 32],
        ['927', 2337, 690, 2369, 708, 97],
        ['77', 2494, 690, 2522, 708, 91],
      ],
      [
        ['Arsenal', 130, 432, 219, 460, 98],
        ['Tula', 230, 432, 277, 460, 96],
      ],
      [['Khimki', 121, 544, 214, 574, 96]],
    ]);
    const m = mostProminent(extractMatches(page, { gazetteer, scale: 1 }).matches);
    expect(m?.odds).toEqual({ home: '2.06', draw: '3.95', away: '3.8' });
  });

  it("a 'Против.' read with a full stop still heads the market, not a menu's 'ЗА' above it", () => {
    // The top bar's 'ЗА' (a lone back word with ladders below it) came first and was taken for the header, and
    // 'Против.' was not read as the lay header: no runner was priced.
    const page = boxedPage([
      [
        ['CE', 36, 32, 141, 57, 33],
        ['ЗА', 148, 25, 166, 75, 51],
        ['спорт', 182, 25, 232, 75, 66],
        ['i', 261, 29, 295, 61, 34],
        ['Казино', 340, 25, 399, 75, 82],
        ['in', 432, 25, 491, 75, 34],
        ['В', 498, 25, 503, 75, 58],
        ['помощь', 519, 25, 591, 75, 91],
        ['№', 598, 25, 607, 75, 64],
        ['Поддержка', 623, 25, 716, 75, 86],
        ['[логин]', 2547, 22, 2621, 74, 81],
        [']', 2756, 26, 2768, 70, 89],
        ['}', 3016, 26, 3028, 70, 68],
        ['fa', 3084, 31, 3150, 63, 50],
        ['|', 3191, 0, 3196, 95, 96],
      ],
      [
        ['Италия.', 559, 148, 628, 163, 96],
        ['Серия', 637, 147, 690, 168, 96],
        ['А', 697, 148, 708, 163, 92],
        ['12/06', 727, 147, 776, 165, 96],
        ['19:00', 784, 147, 830, 163, 96],
        ['Купон', 2217, 143, 2270, 164, 96],
      ],
      [
        ['Poma', 559, 179, 622, 201, 85],
        ['v', 630, 184, 643, 200, 89],
        ['Аталанта', 650, 179, 766, 201, 96],
        ['0', 2217, 189, 2225, 203, 80],
      ],
      [
        ['Match', 559, 222, 611, 239, 96],
        ['Odds', 619, 222, 662, 239, 96],
      ],
      [
        ['Сведено:', 558, 285, 630, 302, 91],
        ['1,846,516', 635, 285, 722, 302, 0],
        ['3a', 1684, 285, 1701, 299, 96],
        ['Против.', 1796, 277, 1857, 308, 63],
        ['Фрибет', 2221, 279, 2299, 304, 90],
        ['5000', 2307, 280, 2356, 299, 92],
        ['P', 2364, 280, 2378, 299, 78],
        ['новым', 2386, 285, 2458, 299, 96],
        ['игрок', 2465, 283, 2524, 300, 96],
      ],
      [
        ['рома', 570, 319, 605, 367, 91],
        ['Г.', 1371, 318, 1407, 389, 20],
        ['3.2', 1412, 334, 1440, 350, 100],
        ['Г', 1452, 333, 1484, 385, 44],
        ['Г', 1507, 333, 1533, 385, 60],
        ['3.25', 1541, 334, 1581, 351, 92],
        ['Г', 1588, 333, 1616, 385, 51],
        ['Г', 1639, 332, 1670, 385, 37],
        ['3.3', 1678, 334, 1709, 367, 100],
        ['7', 1715, 332, 1747, 385, 51],
        ['Г', 1771, 332, 1796, 385, 31],
        ['3.35', 1796, 334, 1849, 372, 50],
        ['Г', 1853, 332, 1879, 385, 72],
        ['Г.', 1898, 317, 1933, 389, 21],
        ['3.4', 1940, 334, 1966, 365, 100],
        ['[|', 1973, 317, 2012, 389, 26],
        ['Г', 2034, 333, 2059, 385, 39],
        ['3.45', 2067, 334, 2108, 367, 100],
        ['Г', 2116, 333, 2142, 385, 73],
        ['Акции', 2220, 322, 2276, 340, 92],
        ['-', 2284, 328, 2286, 330, 32],
        ['18+', 2295, 321, 2325, 337, 50],
        ['T&Cs', 2331, 321, 2376, 337, 96],
        ['apply', 2383, 320, 2429, 342, 96],
      ],
      [
        ['26,561', 1407, 365, 1449, 379, 50],
        ['2,577', 1539, 365, 1583, 378, 86],
        ['21.846', 1670, 364, 1715, 378, 50],
        ['27,695', 1934, 356, 1979, 386, 50],
        ['24,985', 2066, 356, 2110, 386, 42],
        ['(Е)', 2216, 355, 2356, 415, 41],
      ],
      [
        ['Аталанта', 566, 418, 643, 458, 95],
        ['2.28', 1409, 427, 1448, 461, 50],
        ['2.3', 1547, 427, 1575, 444, 94],
        ['2.32', 1670, 427, 1719, 461, 94],
        ['2.34', 1800, 427, 1849, 461, 100],
        ['2.36', 1936, 427, 1976, 444, 96],
        ['2.38', 2064, 427, 2109, 460, 100],
      ],
      [
        ['P7,271', 1539, 455, 1581, 468, 12],
        ['9,665', 1670, 455, 1715, 469, 48],
        ['9,281', 1802, 455, 1845, 469, 74],
        ['P8868', 1934, 455, 1978, 468, 1],
        ['P8472', 2066, 455, 2110, 467, 31],
      ],
      [
        ['3.65', 1410, 517, 1451, 549, 100],
        ['3.7', 1541, 517, 1571, 551, 99],
        ['3.75', 1667, 517, 1714, 553, 100],
        ['3.8', 1811, 517, 1838, 534, 100],
        ['3.85', 1936, 517, 1975, 534, 100],
        ['3.9', 2072, 517, 2099, 534, 100],
      ],
      [['“en', 558, 530, 614, 547, 68]],
    ]);
    const m = mostProminent(extractMatches(page, { gazetteer, scale: 1.25 }).matches);
    expect(m?.odds).toEqual({ home: '3.3', draw: '3.75', away: '2.32' });
  });

  it("a runner's name level with its prices, on a line a side panel made taller and higher, still names it", () => {
    // 'Ювентус' and 'Ничья' stand centred between their prices and the amounts under them; OCR put them on the
    // amounts' lines, whose middles are more than a line and a half from the prices' lines (made taller by the side
    // panel's 'Все призы' and app badges). Their words' own middles are level with the prices.
    const page = boxedPage([
      [
        ['Футбол', 70, 196, 196, 237, 96],
        ['Серия', 583, 198, 681, 229, 63],
        ['A+', 694, 198, 733, 222, 22],
        ['15/11', 750, 198, 835, 225, 96],
        ['19:30', 853, 198, 939, 222, 96],
        ['Купон', 2562, 194, 2671, 226, 96],
      ],
      [
        ['Теннис', 69, 273, 179, 296, 95],
        ['Интер', 585, 243, 731, 284, 95],
        ['у', 749, 251, 776, 275, 95],
        ['Ювентус', 794, 242, 1005, 285, 96],
        ['0', 2559, 252, 2574, 276, 96],
      ],
      [
        ['Match', 584, 306, 677, 330, 96],
        ['Odds', 691, 306, 770, 330, 96],
      ],
      [['Баскетбол', 71, 342, 232, 367, 96]],
      [
        ['$', 70, 415, 89, 438, 46],
        ['.', 167, 415, 176, 420, 0],
        ['Сведено:', 582, 390, 723, 414, 91],
        ['£582,355', 735, 390, 877, 414, 57],
        ['За', 1843, 390, 1877, 411, 97],
        ['Против', 1981, 379, 2092, 420, 96],
        ['Фрибет,', 2566, 379, 2725, 416, 51],
        ['5000', 2740, 381, 2839, 409, 94],
        ['Р', 2847, 374, 2884, 415, 60],
        ['новым', 2904, 370, 3031, 419, 86],
      ],
      [['оккей', 91, 421, 180, 439, 92]],
      [
        ['.', 150, 486, 160, 491, 0],
        ['Интер', 584, 480, 692, 511, 96],
        ['1.93', 1468, 457, 1542, 501, 50],
        ['1.94', 1642, 457, 1715, 483, 50],
        ['1.95', 1818, 457, 1891, 483, 50],
        ['1.96', 1995, 457, 2068, 483, 50],
        ['1.97', 2173, 454, 2246, 485, 50],
        ['1.98', 2348, 456, 2421, 501, 50],
        ['гра', 2555, 421, 2748, 498, 5],
        ['ee', 2875, 483, 2939, 495, 24],
      ],
      [
        ['Волейбол', 71, 485, 219, 510, 96],
        ['21266', 1467, 504, 1548, 524, 50],
        ['28,868', 1643, 504, 1724, 524, 50],
        ['26.266', 1819, 487, 1900, 538, 50],
        ['22.078', 2171, 486, 2252, 538, 50],
        ['25.636', 2348, 503, 2429, 524, 30],
        ['im', 2461, 529, 2464, 533, 34],
        ['Акции', 2557, 480, 2939, 523, 0],
        ['8+4', 2728, 476, 2773, 536, 0],
        ['Т&С5', 2783, 476, 2858, 536, 0],
        ['appl', 2873, 476, 2943, 536, 72],
      ],
      [
        ['Киберспорт', 71, 555, 255, 586, 96],
        ['4.0', 1479, 585, 1532, 615, 99],
        ['4.1', 1653, 585, 1706, 611, 50],
        ['4.2', 1828, 585, 1881, 613, 99],
        ['4.3', 2006, 585, 2059, 613, 99],
        ['4.4', 2181, 585, 2235, 615, 100],
        ['4.5', 2358, 585, 2409, 615, 100],
      ],
      [
        ['Бокс', 72, 626, 141, 649, 94],
        ['Ювентус', 584, 608, 740, 639, 96],
        ['22,270.', 1434, 632, 1553, 662, 50],
        ['21.215', 1643, 620, 1723, 666, 50],
        ['[21.636', 2161, 632, 2253, 660, 50],
        ['2317', 2360, 632, 2416, 662, 38],
        ['-', 2797, 641, 2802, 642, 91],
      ],
      [
        ['ММА', 71, 697, 141, 720, 96],
        ['3.8', 1477, 714, 1534, 743, 99],
        ['3.85', 1643, 714, 1718, 741, 99],
        ['3.9', 1832, 714, 1885, 741, 100],
        ['3.95', 1994, 714, 2071, 741, 100],
        ['4.0', 2181, 714, 2235, 741, 100],
        ['4.1', 2357, 714, 2414, 746, 100],
      ],
      [
        ['Скачайте', 2561, 704, 2718, 730, 96],
        ['приложение', 2731, 710, 2940, 736, 96],
      ],
      [
        ['Ничья', 584, 736, 691, 760, 96],
        ['GET', 2586, 769, 2628, 803, 95],
        ['IT', 2644, 774, 2666, 793, 93],
        ['ON', 2675, 774, 2710, 793, 93],
        ['vif', 2798, 760, 2838, 769, 27],
        ['Download', 2854, 773, 2975, 793, 96],
        ['on', 2986, 778, 3014, 793, 93],
        ['the', 3024, 773, 3063, 793, 93],
        ['|', 3083, 762, 3089, 769, 93],
      ],
      [
        ['Google', 2586, 799, 2701, 829, 95],
        ['Play', 2715, 799, 2784, 829, 96],
        ['|', 2807, 771, 2809, 835, 95],
        ['|', 2827, 771, 2829, 835, 89],
        ['App', 2853, 800, 2917, 829, 95],
        ['Store', 2931, 800, 3019, 823, 96],
        ['|', 3088, 774, 3090, 835, 88],
      ],
      [
        ['Bce', 2596, 564, 2648, 593, 100],
        ['npu3bl', 2662, 564, 2769, 593, 92],
      ],
    ]);
    const m = mostProminent(extractMatches(page, { gazetteer, scale: 1.83 }).matches);
    expect(m?.teams).toEqual(['Интер', 'Ювентус']);
    expect(m?.odds).toEqual({ home: '1.95', draw: '3.9', away: '4.2' });
  });

  it("a ladder with a cell lost under headers split over two lines takes the others' best-back column, unsure", () => {
    // 'A' / 'favor' and 'En' / 'contra' wrapped: no header phrase, so each ladder is priced at its middle. The
    // draw's '4.7' read as '4.' leaves five prices, which have no middle; the others' column holds its 4.8.
    const page = boxedPage([
      [
        ['Bundesliga', 90, 270, 390, 324, 92],
        [':', 419, 290, 424, 296, 88],
        ['vie', 450, 270, 528, 313, 96],
        ['8', 569, 271, 581, 313, 95],
        ['may', 608, 281, 723, 324, 95],
        ['13:00', 749, 271, 900, 313, 96],
      ],
      [
        ['Eintracht', 91, 346, 474, 405, 95],
        ['Frankfurt', 509, 346, 900, 405, 93],
        ['v', 930, 362, 976, 404, 91],
        ['St.', 1009, 347, 1116, 405, 95],
        ['Pauli', 1157, 346, 1354, 405, 84],
      ],
      [
        ['Match', 90, 456, 251, 499, 96],
        ['Odds', 277, 456, 415, 499, 96],
      ],
      [
        ['Casado:', 66, 588, 272, 641, 92],
        ['A', 848, 593, 885, 628, 96],
        ['En', 999, 593, 1058, 628, 95],
      ],
      [
        ['227,261', 99, 651, 306, 694, 99],
        ['favor', 797, 651, 937, 689, 95],
        ['contra', 953, 654, 1120, 689, 95],
      ],
      [
        ['Eintracht', 68, 767, 309, 804, 96],
        ['1.47', 478, 767, 605, 810, 100],
        ['1', 639, 767, 664, 810, 99],
        ['.48', 675, 760, 766, 820, 50],
        ['1.49', 800, 767, 936, 812, 50],
        ['1', 805, 775, 817, 803, 99],
        ['1.5', 983, 767, 1073, 811, 100],
        ['1.51', 1120, 767, 1260, 812, 50],
        ['1.52', 1277, 765, 1417, 812, 100],
      ],
      [
        ['Frankfurt', 68, 826, 315, 885, 96],
        ['3,457', 502, 847, 595, 878, 97],
        ['2,807', 669, 847, 761, 878, 96],
        ['|', 783, 836, 800, 885, 89],
        ['€3,277||', 808, 849, 923, 877, 67],
        ['4,961', 991, 847, 1083, 876, 97],
        ['8,642', 1148, 847, 1240, 878, 94],
        ['€1,230', 1292, 849, 1407, 877, 70],
      ],
      [
        ['St.', 65, 998, 149, 1035, 100],
        ['Pauli', 152, 998, 301, 1035, 100],
        ['7.8', 500, 965, 592, 1011, 100],
        ['8.0/8.2', 657, 967, 914, 1011, 42],
        ['8.0', 658, 965, 743, 1011, 100],
        ['8.2', 819, 965, 911, 1011, 100],
        ['8.4', 979, 965, 1072, 1011, 100],
        ['8.6', 1143, 965, 1234, 1011, 100],
        ['8.8', 1304, 965, 1396, 1011, 100],
      ],
      [
        ['8,670', 508, 1047, 599, 1076, 98],
        ['612', 683, 1047, 749, 1074, 99],
        ['|', 778, 1034, 796, 1085, 81],
        ['2,541', 830, 1048, 919, 1078, 95],
        ['5,453', 990, 1048, 1080, 1076, 95],
        ['|', 1097, 1034, 1110, 1085, 92],
        ['4,504', 1152, 1048, 1244, 1078, 96],
        ['9,087', 1315, 1047, 1407, 1078, 97],
      ],
      [
        ['Empate', 68, 1196, 265, 1241, 89],
        ['4.6', 498, 1162, 590, 1207, 100],
        ['4.', 657, 1163, 723, 1206, 50],
        ['4.84.9)', 817, 1163, 1076, 1208, 15],
        ['4.8', 823, 1162, 905, 1207, 100],
        ['4.9', 976, 1162, 1076, 1207, 100],
        ['5.0', 1131, 1162, 1239, 1207, 100],
        ['5.1', 1293, 1163, 1402, 1207, 100],
      ],
      [
        ['8,061', 505, 1247, 595, 1277, 94],
        ['1,150', 669, 1248, 758, 1277, 92],
        ['|', 778, 1234, 796, 1285, 87],
        ['1,969', 825, 1248, 925, 1277, 96],
        ['4,214', 985, 1247, 1085, 1277, 94],
        ['2,873', 1150, 1247, 1242, 1277, 92],
        ['7,586', 1311, 1247, 1401, 1277, 91],
      ],
    ]);
    const m = mostProminent(extractMatches(page, { gazetteer, scale: 1.17 }).matches);
    expect(m?.odds).toEqual({ home: '1.49', draw: '4.8', away: '8.2' });
    expect(m?.confidence.odds).toBeLessThan(0.8);
  });
});

describe('a header with labels unread over a grid of prices', () => {
  it("'ы ... 2' over a comparison: a row's price under the unread X is not the nearest label's home", () => {
    // The '1' read as 'ы', the X lost, and the Unibet row's first cell unread: '4,7' (under the X) stood nearer
    // the 'ы' than the '2' and was read as home, a two-way row that broke the comparison.
    const page = boxedPage([
      [
        ['Championship', 202, 207, 404, 236, 92],
        ['.', 407, 196, 418, 240, 91],
        ['11', 437, 208, 466, 230, 91],
        ['janv.', 476, 207, 539, 236, 90],
        ['21:15', 553, 208, 630, 230, 96],
        ['Coupon', 2428, 198, 2547, 228, 96],
      ],
      [
        ['Millwall', 203, 248, 357, 281, 93],
        ['-', 374, 266, 386, 272, 92],
        ['Wrexham', 400, 248, 599, 281, 96],
        ['о', 2428, 256, 2442, 276, 62],
      ],
      [
        ['Operateur', 204, 364, 359, 396, 94],
        ['ы', 1553, 367, 1568, 389, 76],
        ['a“', 1841, 363, 1865, 421, 23],
        ['2', 2175, 366, 2189, 389, 100],
        ["Jusqu'a", 2432, 382, 2570, 417, 60],
        ['100', 2582, 383, 2640, 409, 82],
        ['Е', 2652, 383, 2671, 409, 82],
        ['remboursés', 2685, 382, 2893, 410, 91],
      ],
      [
        ['Unibet', 202, 444, 300, 482, 95],
        ['4,7', 1828, 448, 1876, 477, 94],
        ['1,47', 2147, 448, 2214, 477, 99],
        ['Promotions', 2434, 444, 2593, 468, 93],
        ['.', 2607, 457, 2610, 461, 41],
        ['18+,T&Cs', 2625, 444, 2765, 468, 89],
        ['apply', 2776, 444, 2851, 474, 96],
      ],
      [
        ['Téléchargez', 2427, 660, 2602, 691, 91],
        ['Гарри', 2615, 661, 2692, 691, 51],
      ],
      [
        ['GETITON', 2454, 715, 2574, 762, 99],
        ['|', 2668, 739, 2672, 814, 91],
        ['|', 2684, 743, 2686, 777, 88],
        ['Download', 2692, 713, 2807, 764, 99],
        ['App', 2704, 739, 2744, 798, 73],
        ['Store', 2737, 739, 2839, 786, 93],
        ['on', 2809, 713, 2841, 764, 100],
        ['the', 2843, 713, 2883, 764, 100],
        ['afl', 2845, 739, 2902, 796, 48],
        ['в', 2848, 739, 2866, 792, 82],
      ],
      [
        ['Marathonbet', 202, 790, 393, 814, 92],
        ['6,0', 1530, 790, 1584, 819, 96],
        ['4,8', 1829, 788, 1870, 819, 98],
        ['1,46', 2154, 790, 2216, 819, 100],
      ],
      [
        ['888sport', 201, 871, 334, 910, 92],
        ['5,9', 1541, 875, 1576, 904, 93],
        ['4,5', 1828, 875, 1876, 904, 98],
        ['1,48', 2147, 875, 2214, 904, 100],
      ],
      [
        ['Bet365', 202, 960, 305, 983, 92],
        ['5,6', 1533, 960, 1574, 989, 94],
        ['4,4', 1830, 960, 1871, 989, 95],
        ['1,48', 2156, 960, 2207, 989, 100],
      ],
      [
        ['Voir', 2467, 519, 2515, 542, 100],
        ['to', 2522, 519, 2548, 542, 100],
        ['us', 2555, 519, 2581, 542, 100],
        ['le', 2588, 519, 2614, 542, 88],
        ['s', 2621, 519, 2636, 542, 100],
        ['lots', 2643, 519, 2691, 542, 99],
      ],
      [['1xBet', 202, 533, 291, 556, 99]],
      [['6,2', 1530, 533, 1584, 562, 97]],
      [['4,8', 1827, 531, 1879, 562, 98]],
      [['1,5', 2164, 533, 2201, 562, 99]],
      [['6,0', 1530, 618, 1584, 647, 96]],
      [['4,5', 1827, 618, 1879, 647, 98]],
      [['1,51', 2155, 618, 2206, 647, 97]],
      [['bwin', 201, 617, 270, 643, 100]],
      [['6,2', 1530, 702, 1584, 732, 98]],
      [['4,8', 1835, 702, 1875, 732, 98]],
      [['1,47', 2147, 702, 2214, 732, 99]],
      [
        ['|', 2437, 743, 2442, 777, 90],
        ['Google', 2462, 739, 2552, 786, 88],
        ['Play', 2565, 739, 2620, 798, 96],
        ['|', 2629, 739, 2645, 798, 91],
      ],
      [
        ['Betfair', 202, 703, 302, 726, 95],
        ['Sportsbook', 312, 702, 489, 732, 95],
      ],
    ]);
    const ms = extractMatches(page, { gazetteer, scale: 1.5 }).matches;
    expect(ms.some((m) => m.odds.home === '4.7')).toBe(false);
    expect(ms.filter((m) => m.bookmaker).map((m) => m.bookmaker)).toContain('1xBet');
    expect(mostProminent(ms)?.odds).toEqual({ home: '6.2', draw: '4.8', away: '1.5' });
  });
});

describe("a board's rows misread whole", () => {
  it("a line row garbled whole between two team rows ('“us  uss' for '+1.5  U5.5') does not end the board", () => {
    const page = boxedPage([
      [
        ['Football', 623, 149, 706, 178, 96],
        ['NHL', 1011, 151, 1068, 167, 82],
        ['-', 1060, 147, 1070, 176, 65],
        ['Game', 1078, 151, 1138, 167, 96],
        ['Lines', 1147, 151, 1199, 167, 95],
      ],
      [['Tennis', 621, 211, 684, 227, 96]],
      [
        ['Oct', 1011, 230, 1042, 244, 95],
        ['17,', 1050, 230, 1074, 246, 94],
        ['7:00', 1081, 230, 1118, 244, 94],
        ['PM', 1127, 230, 1153, 244, 96],
        ['Spread', 2018, 230, 2081, 249, 96],
        ['Total', 2254, 226, 2299, 253, 96],
        ['Moneyline', 2438, 230, 2537, 249, 92],
      ],
      [['Basketball', 623, 261, 721, 277, 96]],
      [
        ['Ice', 623, 314, 648, 330, 95],
        ['Hockey', 656, 313, 726, 334, 96],
        ['423', 1010, 314, 1040, 328, 96],
        ['Vancouver', 1056, 312, 1172, 328, 96],
        ['Canucks', 1179, 311, 1269, 328, 96],
        ['18', 2010, 299, 2047, 339, 74],
        ['035', 2240, 299, 2293, 339, 54],
        ['-265', 2465, 309, 2509, 326, 92],
      ],
      [
        ['Volleyball', 621, 361, 713, 391, 94],
        ['“us', 2008, 386, 2050, 403, 16],
        ['uss', 2241, 386, 2293, 403, 69],
      ],
      [
        ['424', 1010, 402, 1041, 415, 96],
        ['Florida', 1058, 398, 1130, 416, 96],
        ['Panthers', 1140, 398, 1236, 416, 96],
        ['10s', 2019, 400, 2046, 426, 35],
        ['-120', 2244, 413, 2282, 426, 50],
        ['+220', 2461, 399, 2511, 415, 100],
      ],
      [
        ['Esports', 623, 415, 694, 443, 78],
        ['-', 2012, 420, 2015, 422, 86],
      ],
      [
        ['Cricket', 622, 465, 688, 493, 96],
        ['Oct', 1011, 476, 1042, 490, 96],
        ['17,', 1050, 476, 1074, 492, 94],
        ['7:00', 1081, 476, 1118, 490, 94],
        ['PM', 1127, 476, 1153, 490, 96],
        ['Spread', 2018, 476, 2081, 495, 95],
        ['Total', 2254, 471, 2299, 498, 96],
        ['Moneyline', 2438, 471, 2537, 499, 92],
      ],
    ]);
    const m = extractMatches(page, { gazetteer, scale: 1 }).matches[0];
    expect(m?.teams).toEqual(['Vancouver Canucks', 'Florida Panthers']);
    expect(m?.odds).toEqual({ home: '-265', draw: null, away: '+220' });
  });

  it("'Sacramento Kings  12  120  “500' still holds its moneyline: the sign that makes one book with +400, unsure", () => {
    // No cell read as a price, the row ended the board, and the Knicks' game was lost.
    const page = boxedPage([
      [
        ['МВА', 311, 170, 367, 189, 92],
        ['-', 358, 166, 370, 200, 80],
        ['Game', 376, 170, 433, 189, 96],
        ['Lines', 442, 170, 494, 189, 96],
      ],
      [
        ['Dec', 312, 262, 343, 279, 95],
        ['23,', 350, 263, 375, 282, 96],
        ['7:00', 382, 262, 420, 278, 96],
        ['PM', 428, 262, 455, 278, 96],
        ['Spread', 1919, 263, 1978, 282, 96],
        ['Total', 2183, 258, 2229, 287, 96],
        ['Moneyline', 2404, 263, 2493, 282, 92],
      ],
      [
        ['309', 312, 357, 341, 372, 71],
        ['New', 359, 354, 403, 373, 78],
        ['York', 410, 352, 457, 373, 96],
        ['Knicks', 463, 352, 533, 373, 96],
        ['+9.5', 1899, 342, 1948, 374, 50],
        ['-110', 1902, 358, 1942, 386, 98],
        ['0215.5', 2160, 342, 2236, 376, 100],
        ['-110', 2176, 370, 2211, 386, 100],
        ['+400', 2418, 354, 2476, 372, 100],
      ],
      [
        ['7', 504, 452, 509, 457, 48],
        ['-9.5', 1905, 442, 1943, 461, 92],
        ['0215.5', 2158, 442, 2235, 461, 50],
      ],
      [
        ['310', 312, 457, 342, 472, 50],
        ['Sacramento', 359, 454, 482, 473, 96],
        ['Kings', 489, 454, 547, 479, 96],
        ['12', 1907, 471, 1941, 486, 68],
        ['120', 2179, 471, 2213, 486, 60],
        ['“500', 2425, 456, 2473, 475, 57],
      ],
      [
        ['Dec', 312, 544, 343, 561, 95],
        ['23,', 350, 545, 375, 564, 96],
        ['7:00', 382, 544, 420, 560, 96],
        ['PM', 428, 544, 455, 560, 96],
        ['Spread', 1919, 545, 1978, 564, 96],
        ['Total', 2183, 540, 2229, 569, 96],
        ['Moneyline', 2404, 545, 2493, 564, 92],
      ],
      [
        ['311', 312, 639, 339, 654, 90],
        ['Golden', 359, 634, 431, 655, 91],
        ['State', 438, 636, 492, 655, 96],
        ['Warriors', 498, 634, 587, 655, 96],
        ['55', 1905, 626, 1943, 668, 64],
        ['0', 2160, 626, 2172, 660, 99],
        ['209.5', 2176, 626, 2236, 660, 100],
        ['120', 2181, 652, 2213, 668, 100],
        ['-280', 2420, 638, 2475, 656, 100],
      ],
      [
        ['312', 312, 739, 342, 754, 89],
        ['Milwaukee', 359, 734, 470, 755, 92],
        ['Bucks', 477, 734, 539, 755, 96],
        ['+6.5', 1898, 726, 1953, 762, 100],
        ['-108', 1904, 752, 1944, 768, 99],
        ['0209.5', 2158, 726, 2235, 768, 50],
        ['110', 2182, 752, 2211, 768, 99],
        ['+220', 2419, 738, 2470, 756, 92],
      ],
    ]);
    const ms = extractMatches(page, { gazetteer, scale: 1 }).matches;
    const knicks = ms.find((m) => m.teams?.[0] === 'New York Knicks');
    expect(knicks?.teams).toEqual(['New York Knicks', 'Sacramento Kings']);
    expect(knicks?.odds).toEqual({ home: '+400', draw: null, away: '-500' });
    expect(knicks?.confidence.odds).toBeLessThan(0.8);
  });
});

describe('a narrow board', () => {
  it("names wrapped over lines of their own ('Los' / 'Angeles +260' / 'Rams') are the game's, each with its nearer team row", () => {
    // 'Los' ended the board after the first team row, and the game was lost; read whole, it was 'Cincinnati' v
    // 'Angeles'.
    const page = boxedPage([
      [
        ['NFL', 65, 283, 203, 333, 88],
        ['-', 234, 306, 241, 314, 67],
        ['Game', 274, 283, 466, 334, 96],
        ['Lines', 498, 282, 664, 334, 96],
      ],
      [
        ['Jan', 31, 484, 136, 539, 90],
        ['7,', 166, 484, 221, 536, 63],
        ['8:00', 253, 483, 396, 528, 63],
        ['PM', 426, 483, 520, 527, 82],
        ['Spread', 609, 481, 842, 540, 82],
        ['Total', 994, 481, 1154, 528, 96],
        ['Moneylin', 1268, 481, 1565, 540, 89],
      ],
      [
        ['325', 38, 646, 126, 684, 95],
        ['Cincinnati', 168, 637, 502, 685, 95],
        ['-6.5', 633, 651, 742, 697, 100],
        ['052.5', 978, 651, 1162, 697, 99],
      ],
      [['-305', 1337, 676, 1480, 723, 100]],
      [
        ['Bengals', 39, 713, 304, 782, 95],
        ['-112', 632, 723, 750, 760, 100],
        ['-115', 1013, 725, 1120, 762, 100],
      ],
      [
        ['326', 38, 862, 127, 899, 95],
        ['Los', 170, 854, 279, 900, 96],
      ],
      [
        ['+6.5', 611, 900, 741, 946, 100],
        ['U', 952, 900, 992, 946, 98],
        ['52.5', 1006, 900, 1153, 946, 50],
      ],
      [
        ['Angeles', 34, 924, 304, 993, 96],
        ['-108', 610, 970, 727, 1009, 100],
        ['-110', 988, 970, 1105, 1009, 100],
        ['+260', 1312, 929, 1487, 975, 100],
      ],
      [['Rams', 39, 1010, 219, 1056, 96]],
    ]);
    const m = extractMatches(page, { gazetteer, scale: 1 }).matches[0];
    expect(m?.teams).toEqual(['Cincinnati Bengals', 'Los Angeles Rams']);
    expect(m?.odds).toEqual({ home: '-305', draw: null, away: '+260' });
  });
});

describe('market titles with accents', () => {
  it("'Résultat du match' names the match result: accents are folded, not cut out of the word", () => {
    expect(foldForPhrases('Résultat du match ^')).toBe(' resultat du match ');
    expect(hasPhrase(foldForPhrases('Résultat du match'), ['résultat du match'])).toBe(true);
  });

  it("an event page whose tabs name the totals first: its 'Résultat du match' title makes the rows under it the 1X2", () => {
    // Read as ' r sultat du match ', the title was no market's, and the tabs above ('Plus/Moins Handicap') left the
    // page's first table as another market's: no price was read.
    const page = boxedPage([
      [
        ['Football', 234, 160, 306, 177, 93],
        ['/', 315, 164, 320, 178, 93],
        ['Liga', 330, 162, 366, 183, 96],
        ['Coupon', 2530, 152, 2615, 178, 96],
      ],
      [['0', 2531, 199, 2541, 215, 91]],
      [
        ['Real', 658, 218, 740, 251, 96],
        ['Betis', 754, 220, 849, 251, 96],
        ['-', 1328, 236, 1349, 238, 82],
        ['Atletico', 1774, 218, 1923, 251, 96],
        ['Madrid', 1937, 218, 2068, 251, 96],
      ],
      [
        ['23/08', 1271, 288, 1338, 309, 100],
        ['16:30', 1341, 288, 1400, 309, 100],
      ],
      [
        ['A', 201, 370, 215, 402, 99],
        ['la', 218, 370, 241, 402, 100],
        ['une', 244, 370, 284, 402, 96],
        ['Résultatdumatch', 321, 374, 503, 392, 71],
        ['Plus/Moins', 540, 375, 653, 393, 78],
        ['Handicap', 689, 374, 783, 397, 88],
      ],
      [
        ['Résultat', 222, 443, 314, 463, 96],
        ['du', 322, 443, 347, 463, 96],
        ['match', 356, 443, 424, 463, 96],
        ['^', 2439, 445, 2449, 451, 89],
      ],
      [
        ['Real', 245, 533, 289, 552, 96],
        ['Betis', 299, 533, 352, 552, 96],
        ['2,887', 865, 532, 938, 557, 99],
        ['Nul', 994, 529, 1028, 561, 93],
        ['3,480', 1623, 532, 1685, 556, 100],
        ['Atletico', 1742, 533, 1825, 552, 96],
        ['Madrid', 1835, 533, 1909, 552, 96],
        ['2,468', 2365, 532, 2435, 556, 100],
      ],
      [
        ['Double', 222, 636, 299, 656, 96],
        ['chance', 307, 636, 387, 656, 96],
      ],
      [
        ['1X', 246, 724, 270, 744, 96],
        ['1,578', 869, 724, 932, 749, 100],
        ['12', 985, 724, 1017, 743, 100],
        ['1,330', 1620, 724, 1682, 747, 100],
        ['X2', 1743, 724, 1769, 744, 91],
        ['1,444', 2364, 724, 2445, 747, 99],
      ],
    ]);
    const m = mostProminent(extractMatches(page, { gazetteer, scale: 1 }).matches);
    expect(m?.odds).toEqual({ home: '2.887', draw: '3.480', away: '2.468' });
  });
});
