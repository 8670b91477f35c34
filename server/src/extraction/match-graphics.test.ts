import { describe, expect, it } from 'vitest';
import { extractMatch } from './assemble/extract';
import { extractMatches, mostProminent } from './assemble/matches';
import { loadGazetteer } from './names/gazetteer';
import { boxedPage, fixturePage, type BoxedWord } from './test-fixtures';

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
  it("'Spartak Moscow   VS' with the away name wrapped around its line ('Lokomotiv' / 'Moscow') faces the two names", () => {
    // OCR boxes of a generated German event page: OCR read the VS into the home name's cell, a wide space after it.
    const m = extractMatch(
      boxedPage([
        [
          ['Fuball', 128, 341, 294, 378, 28],
          ['/', 313, 340, 327, 379, 83],
          ['Premjer-Liga', 345, 341, 640, 389, 90],
        ],
        [['Lokomotiv', 1001, 473, 1354, 526, 95]],
        [
          ['Spartak', 143, 519, 400, 586, 95],
          ['Moscow', 425, 521, 700, 572, 95],
          ['VS', 758, 523, 834, 566, 93],
        ],
        [['Moscow', 1040, 566, 1315, 617, 96]],
        [
          ['30/09', 632, 688, 790, 735, 100],
          ['20:00', 804, 688, 950, 735, 98],
        ],
        [
          ['Top-Spiele', 58, 894, 341, 948, 89],
          ['Endergebnis', 421, 895, 732, 947, 87],
          ['Uber/Unter', 812, 889, 1084, 936, 88],
          ['Handicap', 1162, 895, 1394, 947, 92],
        ],
        [
          ['Endergebnis', 102, 1049, 469, 1121, 91],
          ['*', 1456, 1056, 1484, 1074, 83],
        ],
        [
          ['1', 307, 1257, 327, 1299, 100],
          ['Xx', 779, 1253, 821, 1314, 57],
          ['2', 1256, 1255, 1282, 1299, 100],
        ],
        [
          ['1,402', 247, 1346, 394, 1399, 100],
          ['4,170', 727, 1346, 874, 1399, 97],
          ['9,200', 1201, 1346, 1348, 1399, 97],
        ],
      ]),
      { gazetteer },
    );
    expect(m.teams).toEqual(['Spartak Moscow', 'Lokomotiv Moscow']);
    expect(odds(m)).toEqual(['1.402', '4.170', '9.200']);
  });

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

  it("an event's two names side by side, a dash from the line above read into the away name's cell ('Manchester City -')", () => {
    // OCR boxes of a generated Italian event page: its 'vs' read as 'i' at confidence 0.
    const ms = extractMatches(
      boxedPage([
        [
          ['Calcio', 939, 159, 997, 174, 91],
          ['/', 1007, 160, 1010, 170, 91],
          ['Premier', 1019, 159, 1093, 174, 96],
          ['League', 1102, 159, 1173, 179, 96],
        ],
        [
          ['Chelsea', 1122, 218, 1291, 251, 96],
          ['i', 1523, 235, 1556, 237, 0],
          ['Manchester', 1706, 218, 1949, 251, 96],
          ['City', 1963, 219, 2045, 259, 96],
          ['-', 1996, 218, 2003, 223, 65],
        ],
        [
          ['gio', 1456, 294, 1488, 313, 94],
          ['4', 1497, 291, 1510, 307, 94],
          ['giu', 1519, 294, 1551, 313, 91],
          ['19:30', 1563, 291, 1623, 308, 96],
        ],
        [
          ['Esito', 1071, 370, 1122, 390, 93],
          ['finale', 1130, 370, 1186, 390, 96],
          ['Under/Over', 1219, 370, 1342, 389, 99],
          ['Handicap', 1375, 371, 1473, 394, 93],
        ],
        [
          ['1', 950, 534, 960, 551, 96],
          ['2.60', 1256, 533, 1304, 551, 100],
          ['X', 1363, 534, 1376, 551, 82],
          ['3.40', 1666, 533, 1715, 551, 100],
          ['2', 1776, 534, 1787, 551, 96],
          ['2.84', 2079, 533, 2127, 551, 100],
        ],
      ]),
      { gazetteer },
    ).matches;
    expect(ms[0]?.teams).toEqual(['Chelsea', 'Manchester City']);
    expect(ms[0]?.odds).toEqual({ home: '2.60', draw: '3.40', away: '2.84' });
    expect(ms[0]?.date).toBe('--06-04');
  });
});

describe("an app's event header: the teams beside their crests, either side of the kick-off time or a dash", () => {
  /** Juventus Turin [crest] time [crest] Sporting / Portugal, the time's cell at `timeX`, the away side `dx` further. */
  const header = (timeX: number, home = 'Juventus', dx = 0) => headerReading(timeX, home, dx).matches;
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

  it('a time between two names is no header unless it stands midway and the gazetteer knows both names', () => {
    expect(header(1000, 'Juventus', 400)[0]?.teams).toEqual(['Juventus Turin', 'Sporting Portugal']);
    // Off centre: a kick-off column beside a name, not a header between two.
    expect(header(680, 'Juventus', 400)[0]?.teams ?? null).toBeNull();
    // A name the gazetteer does not know.
    expect(header(718, 'Notifications')[0]?.teams ?? null).toBeNull();
  });

  it("a crest beside a name read as one letter much taller than the name ('Olympiakos T') is no part of it", () => {
    const ms = extractMatches(
      boxedPage([
        [
          ['Olympiakos', 126, 381, 395, 442, 96],
          ['T', 428, 364, 516, 456, 88],
          ['21:00', 647, 387, 777, 428, 100],
          ['“>', 925, 363, 1012, 428, 39],
          ['PSV', 1048, 390, 1135, 427, 84],
          ['Eindhoven', 1154, 388, 1392, 427, 96],
        ],
      ]),
      { gazetteer },
    ).matches;
    expect(ms[0]?.teams).toEqual(['Olympiakos', 'PSV Eindhoven']);
  });

  it("a long name wrapped round the dash's line, one line above it and one below, is that side's name", () => {
    const ms = extractMatches(
      boxedPage([
        [['ChampionsLeague', 150, 375, 733, 434, 91]],
        [['Kairat', 847, 575, 1091, 634, 91]],
        [
          ['Inter', 152, 621, 345, 680, 92],
          ['Milan@', 378, 621, 685, 680, 46],
          ['-', 709, 640, 732, 660, 46],
          ['QO', 756, 621, 820, 680, 73],
        ],
        [['Almaty', 839, 678, 1143, 737, 96]],
      ]),
      { gazetteer },
    ).matches;
    expect(ms[0]?.teams).toEqual(['Inter Milan', 'Kairat Almaty']);
  });

  it('the home name wrapped round the line of a dash read with a crest glyph in it', () => {
    const ms = extractMatches(
      boxedPage([
        [['Rayo', 400, 580, 599, 639, 96]],
        [
          ['У', 501, 594, 550, 655, 69],
          ['@-', 622, 621, 732, 693, 80],
          ['В', 755, 621, 820, 693, 70],
          ['Real', 847, 627, 1018, 690, 96],
          ['Madrid', 1055, 627, 1342, 690, 96],
        ],
        [['Vallecano', 188, 678, 600, 741, 90]],
      ]),
      { gazetteer },
    ).matches;
    expect(ms[0]?.teams).toEqual(['Rayo Vallecano', 'Real Madrid']);
  });
});

describe("a match graphic's 'VS'", () => {
  it("heads no column of prices: with a crest's glyph read as the draw's 'N' beside it, the boxes under the names keep their outcomes", () => {
    const ms = extractMatches(
      boxedPage([
        [
          ['©', 842, 316, 1063, 537, 53],
          ['VS', 1339, 458, 1435, 509, 91],
          ['N', 1803, 392, 1838, 450, 99],
        ],
        [
          ['Lecce', 844, 578, 1064, 632, 96],
          ['Napoli', 1703, 576, 1951, 645, 82],
        ],
        [
          ['22', 1201, 706, 1267, 747, 96],
          ['Dec', 1292, 706, 1395, 747, 96],
          ['21:00', 1419, 706, 1579, 747, 96],
        ],
        [['я', 937, 838, 970, 883, 62]],
        [
          ['15/8', 846, 910, 1058, 992, 100],
          ['9/4', 1317, 910, 1454, 992, 100],
          ['11/8', 1717, 910, 1940, 992, 100],
        ],
      ]),
      { gazetteer },
    ).matches;
    expect(ms[0]?.teams).toEqual(['Lecce', 'Napoli']);
    expect(ms[0]?.odds).toEqual({ home: '15/8', draw: '9/4', away: '11/8' });
  });
});

describe("a match graphic's kick-off printed with its date under the names", () => {
  // 'Borussia / Monchengladbach' wrapped on the left, '1. FC Koln' level with its middle on the right, and
  // '28.01 14:00' centred under them.
  const page = (withKickOff: boolean) =>
    boxedPage(
      [
        [['ODDSPARK', 1470, 153, 1729, 186, 90]],
        [['\\$', 1559, 477, 1640, 524, 91]],
        [['Borussia', 972, 547, 1239, 599, 96]],
        [
          ['1.', 1944, 592, 1995, 642, 96],
          ['FC', 2020, 592, 2097, 642, 96],
          ['Koln', 2119, 590, 2251, 642, 95],
        ],
        [['Monchengladbach', 824, 634, 1386, 700, 96]],
        [
          ['28.01', 1470, 760, 1595, 796, 100],
          ['14:00', 1608, 760, 1734, 796, 98],
        ],
        [['BUNDESLIGA', 1507, 219, 1689, 240, 97]],
        [['FK', 2052, 420, 2141, 473, 99]],
        [['2', 2003, 890, 2019, 916, 100]],
        [['-210', 1084, 953, 1271, 1020, 100]],
        [['+300', 1499, 953, 1707, 1020, 100]],
        [['+620', 1910, 953, 2118, 1020, 100]],
      ].filter((line) => withKickOff || line[0]![0] !== '28.01') as BoxedWord[][],
    );

  it("the date beside the time ('28.01 14:00') still makes the time the centre the two names face each other across", () => {
    const [m] = extractMatches(page(true), { gazetteer }).matches;
    expect(m?.teams).toEqual(['Borussia Monchengladbach', 'FC Koln']);
    expect(m?.odds).toEqual({ home: '-210', draw: '+300', away: '+620' });
  });

  it("names side by side, one wrapped onto a lower line, are no stack of two names ('FC Koln' over 'Monchengladbach')", () => {
    const [m] = extractMatches(page(false), { gazetteer }).matches;
    expect(m?.teams ?? null).not.toEqual(['FC Koln', 'Monchengladbach']);
  });
});

describe("a match graphic's 'VS' beside a crest tesseract guessed at", () => {
  it("'ОЗ VS' (the crest read at 25) over 'Liverpool' is no wrapped 'ОЗ v Liverpool': the names facing across the VS are the teams", () => {
    const page = boxedPage([
      [['SCOREHUB', 1464, 148, 1732, 179, 90]],
      [
        ['ОЗ', 1005, 284, 1639, 482, 25],
        ['VS', 1557, 415, 1645, 457, 92],
      ],
      [
        ['Liverpool', 963, 514, 1246, 585, 96],
        ['Aston', 1931, 520, 2110, 567, 95],
        ['Villa', 2132, 518, 2264, 567, 95],
      ],
      [
        ['21.08', 1477, 638, 1588, 671, 100],
        ['13:00', 1611, 638, 1722, 671, 99],
      ],
      [['AV', 2050, 356, 2141, 404, 99]],
      [['2', 1985, 760, 1999, 784, 100]],
      [['1.39', 1130, 820, 1287, 881, 100]],
      [['4.40', 1524, 820, 1672, 881, 100]],
      [['7.40', 1903, 820, 2069, 881, 100]],
    ]);
    const [m] = extractMatches(page, { gazetteer }).matches;
    expect(m?.teams).toEqual(['Liverpool', 'Aston Villa']);
    expect(m?.odds).toEqual({ home: '1.39', draw: '4.40', away: '7.40' });
  });
});

describe("a match graphic's name wrapped at its hyphen", () => {
  // 'Lille' beside 'Paris' / 'Saint-' / 'Germain', a crest's 'PS' above, the names again over the prices.
  const page = () =>
    boxedPage([
      [
        ['LIGUE', 838, 363, 1080, 421, 92],
        ['1', 1131, 363, 1164, 420, 94],
      ],
      [
        ['\\5', 922, 953, 1076, 1036, 50],
        ['Paris', 1327, 982, 1679, 1084, 99],
      ],
      [
        ['Lille', 366, 1151, 656, 1253, 95],
        ['Saint-', 1287, 1151, 1710, 1253, 88],
      ],
      [['Germain', 1191, 1323, 1800, 1425, 96]],
      [
        ['ter', 577, 1562, 732, 1630, 93],
        ['16', 775, 1558, 892, 1630, 93],
        ['jun', 926, 1556, 1089, 1649, 95],
        ['22:00', 1137, 1558, 1426, 1630, 96],
      ],
      [
        ['Lille', 379, 1792, 515, 1849, 96],
        ['Empate', 869, 1795, 1141, 1864, 89],
        ['Paris', 1362, 1792, 1526, 1849, 93],
        ['Saint-', 1558, 1792, 1763, 1849, 91],
      ],
      [
        ['2', 247, 1920, 342, 2048, 50],
        ['.12', 350, 1920, 625, 2048, 50],
        ['3.', 790, 1920, 991, 2050, 50],
        ['45', 964, 1920, 1205, 2050, 50],
        ['Germain', 1407, 1888, 1711, 1965, 95],
      ],
      [
        ['18+', 742, 2323, 860, 2369, 92],
        [':', 895, 2343, 900, 2350, 64],
        ['Promocoes', 934, 2320, 1268, 2380, 84],
      ],
      [['PS', 1409, 656, 1580, 752, 99]],
      [['3.3', 1406, 2014, 1692, 2144, 100]],
    ]);

  it("'Saint-' over 'Germain' is one name, not two teams across a dash; the crest's 'PS' over 'Paris' is no stack of names", () => {
    const [m] = extractMatches(page(), { gazetteer }).matches;
    expect(m?.teams).toEqual(['Lille', 'Paris Saint-Germain']);
    expect(m?.odds).toEqual({ home: '2.12', draw: '3.45', away: '3.3' });
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

describe('names side by side with a club number', () => {
  it("'1. FC Koln' beside 'Mainz 05' over the prices: the club's numbered prefix does not cost the name its cell", () => {
    const page = boxedPage([
      [['KICK365', 308, 84, 468, 111, 91]],
      [['BUNDESLIGA', 290, 142, 489, 163, 96]],
      [
        ['@', 132, 204, 266, 341, 91],
        ['\\$', 364, 301, 414, 330, 91],
        ['(a)', 507, 201, 639, 345, 35],
      ],
      [
        ['1.', 80, 380, 120, 417, 95],
        ['FC', 138, 380, 193, 417, 95],
        ['Koln', 210, 378, 320, 417, 95],
        ['Mainz', 469, 378, 619, 417, 96],
        ['05', 635, 380, 690, 417, 96],
      ],
      [
        ['dom', 236, 464, 311, 493, 96],
        ['29', 323, 466, 362, 493, 95],
        ['mar', 375, 472, 443, 493, 96],
        ['12:30', 456, 466, 544, 493, 96],
      ],
      [
        ['18+.', 302, 721, 348, 738, 60],
        ['PromocGes', 359, 720, 480, 744, 53],
      ],
      [['4,5', 339, 604, 429, 662, 99]],
      [['5,0', 121, 604, 211, 662, 98]],
      [['1,53', 538, 604, 666, 662, 99]],
    ]);
    const m = mostProminent(extractMatches(page, { gazetteer, scale: 1 }).matches);
    expect(m?.canonicalTeams).toEqual(['FC Koln', 'Mainz']);
    expect(m?.odds).toEqual({ home: '5.0', draw: '4.5', away: '1.53' });
  });
});
