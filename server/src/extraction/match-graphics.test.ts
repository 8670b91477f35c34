import { describe, expect, it } from 'vitest';
import { extractMatch } from './assemble/extract';
import { extractMatches, mostProminent } from './assemble/matches';
import { loadGazetteer } from './names/gazetteer';
import { boxedPage, fixturePage } from './test-fixtures';

/* Match graphics: two teams facing each other across a 'VS', the 1X2 buttons under them. */

const gazetteer = loadGazetteer();
const odds = (m: ReturnType<typeof extractMatch>) => [m.homeOdds, m.drawOdds, m.awayOdds];

describe('match graphics', () => {
  it("a button whose label wraps prints its price lower ('+300  -120', then '+265'): one market, not trusted", () => {
    const page = fixturePage([
      [279, ['NETHERLANDS - EREDIVISIE', 500]],
      [
        [754, 60],
        ['Sparta', 300],
      ],
      [
        [816, 60],
        ['Feyenoord', 1300],
      ],
      [
        [1062, 40],
        ['21.09 20:45', 760],
      ],
      [
        [1240, 45],
        ['Sparta', 300],
        ['Draw', 800],
        ['Feyenoord', 1300],
      ],
      [
        [1316, 40],
        ['Rotterdam', 280],
      ],
      [
        [1332, 60],
        ['+300', 800],
        ['-120', 1300],
      ],
      [
        [1408, 60],
        ['+265', 320],
      ],
    ]);
    const m = extractMatch(page, { gazetteer });
    expect(odds(m)).toEqual(['+265', '+300', '-120']);
    const read = extractMatches(page, { gazetteer }).matches[0]!;
    expect(read.confidence.odds).toBeLessThan(0.6);
  });
});

describe('a match graphic whose prices OCR read twice over', () => {
  it("reads the draw whose mark OCR lost ('41' for 4,1) once the digits read again inside '4,9' are gone, unsure", () => {
    const page = boxedPage([
      [['VS', 1567, 420, 1639, 466, 91]],
      [
        ['Angers', 1015, 532, 1199, 593, 96],
        ['Olympique', 1824, 529, 2101, 594, 96],
        ['Marseille', 2122, 529, 2363, 580, 95],
      ],
      [
        ['14', 1477, 649, 1520, 683, 96],
        ['mar', 1535, 658, 1605, 684, 94],
        ['20:45', 1619, 649, 1725, 684, 96],
      ],
      [
        ['1', 1194, 776, 1203, 801, 96],
        ['X', 1592, 776, 1608, 801, 81],
        ['2', 1994, 776, 2008, 801, 95],
      ],
      [
        ['4,9', 1147, 836, 1249, 916, 76],
        ['4', 1154, 852, 1177, 897, 100],
        ['9', 1222, 843, 1240, 892, 99],
        ['41', 1547, 837, 1639, 916, 81],
        ['1,6', 1942, 836, 2047, 915, 100],
      ],
      [['BETNOVA', 1499, 148, 1700, 180, 96]],
      [['LIGUE1', 1543, 212, 1650, 231, 100]],
    ]);
    const [m] = extractMatches(page, { gazetteer }).matches;
    expect(m?.odds).toMatchObject({ home: '4.9', draw: '4.1', away: '1.6' });
    expect(m!.confidence.odds).toBeLessThanOrEqual(0.5);
  });
});

describe("a VS ending the home name's cell", () => {
  it("an Italian card's draw label ('Pareggio') over a draw price set higher than the sides' under their wrapped labels", () => {
    // OCR boxes of a generated Italian match graphic: 'Go' of the big away name was read as two glyphs.
    const ms = extractMatches(
      boxedPage([
        [['EREDIVISIE', 588, 277, 915, 321, 90]],
        [
          ['VS', 763, 728, 866, 789, 93],
          ['G', 1087, 756, 1149, 830, 88],
        ],
        [['PSV', 329, 820, 512, 894, 95]],
        [['Ahead', 987, 880, 1308, 958, 96]],
        [['Eindhoven', 156, 944, 680, 1022, 96]],
        [['Eagles', 995, 1012, 1309, 1113, 96]],
        [
          ['gio', 508, 1187, 608, 1258, 96],
          ['3', 633, 1188, 668, 1241, 96],
          ['set', 693, 1193, 793, 1241, 96],
          ['17:30', 819, 1188, 995, 1242, 96],
        ],
        [
          ['PSV', 292, 1368, 384, 1409, 95],
          ['Pareggio', 645, 1368, 863, 1422, 89],
          ['Go', 1046, 1368, 1113, 1409, 96],
          ['Ahead', 1131, 1366, 1293, 1409, 96],
        ],
        [
          ['Eindhoven', 204, 1442, 468, 1485, 96],
          ['Eagles', 1093, 1442, 1249, 1498, 96],
        ],
        [['4.00', 614, 1468, 876, 1566, 100]],
        [
          ['3.60', 192, 1540, 465, 1638, 100],
          ['1.82', 1036, 1540, 1291, 1638, 100],
        ],
      ]),
      { gazetteer },
    ).matches;
    expect(ms[0]!.odds).toEqual({ home: '3.60', draw: '4.00', away: '1.82' });
    // Read over two lines: shown as unsure, never staked on.
    expect(ms[0]!.confidence.odds).toBeLessThanOrEqual(0.5);
  });
});

describe("an app's event header: the teams beside their crests, either side of the kick-off time or a dash", () => {
  /** Juventus Turin [crest] time [crest] Sporting / Portugal, the time's cell at `timeX`, the away side `dx` further. */
  const headerReading = (timeX: number, home = 'Juventus', dx = 0) =>
    extractMatches(
      boxedPage([
        [
          [home, 57, 46, 292, 110, 95],
          ['Turin', 311, 46, 437, 110, 95],
          ['i', 479, 40, 567, 120, 29],
          ['21:00', timeX, 50, timeX + 144, 105, 99],
          ['(23', 1025 + dx, 40, 1124 + dx, 120, 38],
          ['Sporting', 1154 + dx, 30, 1383 + dx, 90, 99],
        ],
        [['Portugal', 1154 + dx, 95, 1383 + dx, 150, 99]],
        [
          ['Mi-temps', 156, 273, 392, 330, 84],
          ['Score', 600, 273, 750, 330, 95],
          ['exact', 770, 273, 900, 330, 95],
        ],
      ]),
      { gazetteer },
    );

  it('names two clubs facing each other across a centred kick-off time, a crest glyph beside a name dropped', () => {
    const r = headerReading(718);
    expect(r.matches[0]?.teams).toEqual(['Juventus Turin', 'Sporting Portugal']);
    expect(r.matches[0]?.odds).toEqual({ home: null, draw: null, away: null });
    // A correct-score page: the review step says no match-result price was read.
    expect(r.warnings).toContain('NO_PRICES_READ');
  });
});

describe("a price cell's second look", () => {
  it("buttons whose labels wrap ('West' over 'Bromwich' over 'Albion'): the label's lines keep the header over the prices", () => {
    // 'Albion' under the 'West' label ended the header's table, and '3.8  1.76' below it were read by nothing.
    const page = boxedPage([
      [['PRIMEBET', 708, 220, 1280, 284, 92]],
      [['CHAMPIONSHIP', 665, 362, 1322, 421, 96]],
      [
        ['West', 306, 986, 669, 1085, 91],
        ['VS', 952, 952, 1107, 1036, 83],
      ],
      [['Swansea', 1224, 1069, 1859, 1169, 94]],
      [
        ['Bromwich', 134, 1151, 841, 1253, 95],
        ['City', 1403, 1234, 1685, 1363, 96],
      ],
      [['Albion', 253, 1322, 711, 1425, 95]],
      [
        ['5', 692, 1559, 745, 1630, 96],
        ['sep', 788, 1575, 968, 1649, 95],
        ['14:00', 1015, 1558, 1301, 1630, 95],
      ],
      [
        ['West', 343, 1773, 539, 1875, 89],
        ['Empate', 850, 1794, 1136, 1864, 100],
        ['Swansea', 1381, 1786, 1712, 1858, 92],
      ],
      [
        ['4.1', 860, 1922, 1141, 2048, 100],
        ['City', 1477, 1892, 1613, 1964, 100],
      ],
      [['1.76', 1358, 2014, 1744, 2144, 50]],
      [
        ['3', 292, 2108, 380, 2238, 50],
        ['.8', 393, 2108, 569, 2238, 50],
      ],
      [
        ['18+', 705, 2416, 824, 2463, 92],
        ['-', 857, 2437, 864, 2444, 68],
        ['Promociones', 897, 2415, 1289, 2463, 96],
      ],
      [
        ['W', 385, 658, 490, 750, 100],
        ['B', 490, 658, 594, 750, 100],
      ],
      [['Bromwich', 266, 1892, 623, 1950, 100]],
      [['Albion', 325, 1986, 554, 2044, 99]],
    ]);
    const m = mostProminent(extractMatches(page, { gazetteer, scale: 2 }).matches);
    expect(m?.odds).toEqual({ home: '3.8', draw: '4.1', away: '1.76' });
    expect(m?.canonicalTeams).toEqual(['West Brom', 'Swansea']);
  });

  it("a button's label read onto its price's line ('2.26 Espanyol Unentschieden 3.40') stands between no two prices", () => {
    // Taken for text between two numbers (a stats comparison), it had cost the graphic its only prices.
    const page = boxedPage([
      [['SCOREHUB', 1470, 152, 1727, 184, 91]],
      [
        ['@', 1001, 297, 1207, 503, 89],
        ['.', 1560, 429, 1639, 476, 34],
      ],
      [
        ['Espanyol', 971, 536, 1239, 621, 96],
        ['Atletico', 1861, 540, 2098, 592, 96],
        ['Madrid', 2120, 540, 2329, 592, 96],
      ],
      [
        ['15.03', 1475, 662, 1588, 698, 100],
        ['18:30', 1611, 662, 1724, 698, 98],
      ],
      [
        ['2.26', 1091, 853, 1280, 919, 100],
        ['Espanyol', 1115, 789, 1265, 824, 100],
        ['|', 1318, 753, 1375, 977, 85],
        ['Unentschieden', 1485, 788, 1716, 818, 92],
        ['3.40', 1517, 853, 1673, 919, 100],
        ['3.35', 1922, 853, 2100, 919, 100],
      ],
      [['ЕЕ', 1413, 757, 2196, 973, 53]],
      [
        ['LA', 1535, 216, 1579, 236, 98],
        ['LIGA', 1584, 216, 1652, 236, 97],
      ],
      [
        ['Atletico', 1889, 791, 2008, 818, 96],
        ['Madrid', 2021, 791, 2127, 818, 96],
      ],
    ]);
    const m = mostProminent(extractMatches(page, { gazetteer, scale: 2 }).matches);
    expect(m?.odds).toEqual({ home: '2.26', draw: '3.40', away: '3.35' });
  });

  it("an unsure box over part of a price ('|191' over '1,66') is not repaired into a fourth price", () => {
    // Repaired as '1,91' it made four prices of the 1X2 buttons, and none was read.
    const page = boxedPage([
      [['ODDSPARK', 524, 171, 951, 221, 90]],
      [
        ['SERIE', 626, 277, 853, 321, 84],
        ['А', 820, 273, 854, 331, 96],
      ],
      [
        ['\\$', 688, 660, 791, 721, 87],
        ['—_', 1023, 640, 1144, 672, 33],
      ],
      [
        ['Lazio', 246, 814, 504, 894, 100],
        ['Hellas', 949, 752, 1257, 830, 96],
      ],
      [['Verona', 918, 884, 1280, 958, 96]],
      [
        ['Di', 497, 1058, 559, 1113, 96],
        ['26.05.', 586, 1060, 783, 1114, 96],
        ['14:00', 811, 1060, 987, 1114, 96],
      ],
      [['1', 313, 1232, 342, 1288, 46]],
      [
        ['4,4', 636, 1338, 834, 1452, 99],
        ['|191', 899, 1325, 1097, 1464, 36],
        ['1,66', 1018, 1336, 1263, 1452, 50],
      ],
      [
        ['18+', 586, 1570, 661, 1605, 91],
        ['-', 679, 1585, 685, 1591, 78],
        ['Aktionen', 701, 1568, 897, 1605, 80],
      ],
      [['HV', 1034, 506, 1167, 576, 100]],
      [['L', 364, 572, 396, 640, 100]],
      [['X', 724, 1240, 748, 1280, 91]],
      [['2', 1135, 1240, 1158, 1280, 100]],
      [['5,0', 232, 1336, 404, 1452, 100]],
    ]);
    const m = mostProminent(extractMatches(page, { gazetteer, scale: 2 }).matches);
    expect(m?.teams).toEqual(['Lazio', 'Hellas Verona']);
    expect(m?.odds).toEqual({ home: '5.0', draw: '4.4', away: '1.66' });
  });
});
