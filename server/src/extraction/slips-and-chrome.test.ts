import { describe, expect, it } from 'vitest';
import { extractMatches } from './assemble/matches';
import { loadGazetteer } from './names/gazetteer';
import { boxedPage, fixturePage } from './test-fixtures';
import { isNameWord, withoutTallCrests } from './tokens/name-words';
import { classifyLabel } from './tokens/labels';

/* Pages as users bring them: slips without a match line, sports menus beside the event, prose, other languages. */

const gazetteer = loadGazetteer();

describe('slips, menus and prose', () => {
  it('a team picked to win with no match printed: the pick alone, its opponent left to the user; a player prop is no match', () => {
    const r = extractMatches(
      fixturePage([
        [1097, ['Under 205.5', 60], ['-115', 1400]],
        [1163, ['PATRICK MAHOMES - PASSING YARDS', 60]],
        [2210, ['Cowboys', 60], ['-145', 1400]],
        [2296, ['TO WIN', 60]],
        [2387, ['Wager', 60], ['Paid', 800]],
        [2464, ['$1,000', 60], ['$1,689.66', 800]],
      ]),
      { gazetteer },
    );
    expect(r.matches).toHaveLength(1);
    expect(r.matches[0]).toMatchObject({
      teams: ['Cowboys', null],
      odds: { home: '-145', draw: null, away: null },
      complete: false,
    });
    expect(r.warnings).toContain('SINGLE_PRICE_ONLY');
  });

  it("a German slip's league and weekday ('Ligue 1 - Do 27.08. 20:45') are no second match line beside its stake and payout", () => {
    // OCR boxes of a generated single slip whose selection's price OCR never read.
    const r = extractMatches(
      boxedPage([
        [
          ['100', 1198, 175, 1253, 200, 93],
          ['€', 1264, 175, 1281, 200, 93],
          ['Willkommensbonus', 1292, 174, 1597, 200, 90],
          ['Wettschein', 2368, 165, 2532, 211, 92],
          ['Kombiwette', 2853, 172, 2990, 192, 89],
        ],
        [
          ['Tennis', 748, 244, 828, 264, 96],
          ['Aktionen', 1195, 229, 1311, 252, 91],
          ['-', 1323, 240, 1326, 243, 90],
          ['18+', 1338, 230, 1385, 252, 91],
          ['T&Cs', 1394, 230, 1464, 252, 95],
          ['apply', 1474, 229, 1543, 259, 96],
        ],
        [['Strasbourg', 2368, 262, 2522, 293, 96]],
        [
          ['Basketball', 749, 302, 874, 338, 89],
          ['(ле', 1205, 289, 1269, 333, 79],
          ['Preise', 1278, 289, 1353, 318, 96],
          ['ansehen', 1362, 298, 1462, 318, 96],
          [']', 1472, 289, 1483, 333, 78],
          ['|', 1488, 267, 1496, 355, 96],
          ['Endergebnis', 2369, 309, 2508, 333, 91],
        ],
        [
          ['.', 765, 372, 768, 375, 8],
          ['Strasbourg', 2368, 347, 2491, 371, 93],
          ['-', 2500, 357, 2505, 359, 93],
          ['Olympique', 2514, 347, 2633, 371, 96],
          ['Marseille', 2643, 347, 2745, 366, 91],
        ],
        [
          ['Eishockey', 749, 371, 871, 398, 92],
          ['Ligue', 2369, 384, 2428, 407, 96],
          ['1', 2438, 384, 2445, 402, 83],
          ['-', 2459, 392, 2461, 394, 83],
          ['Do', 2472, 384, 2500, 402, 96],
          ['27.08.', 2509, 384, 2577, 402, 95],
          ['20:45', 2587, 384, 2649, 402, 96],
        ],
        [
          ['Volleyball', 748, 419, 864, 468, 91],
          ['Top-Spiele', 1191, 423, 1335, 452, 92],
        ],
        [
          ['eSports', 748, 486, 842, 532, 96],
          ['РиВБа!', 1194, 489, 1287, 512, 73],
          ['-', 1301, 500, 1302, 503, 67],
          ['Live', 1315, 491, 1365, 512, 91],
          ['-', 1378, 500, 1379, 503, 77],
          ['Casino', 1390, 491, 1479, 512, 92],
          ['-', 1491, 500, 1493, 503, 90],
          ['Aktionen', 1504, 490, 1619, 512, 91],
          ['Einsatz', 2369, 488, 2463, 510, 92],
          ['25,00', 2863, 488, 2954, 514, 100],
        ],
        [
          ['Handball', 749, 559, 856, 596, 93],
          ['Moglicher', 2369, 559, 2500, 588, 74],
          ['Gewinn', 2509, 560, 2605, 582, 92],
          ['102,50', 2868, 560, 2969, 587, 100],
        ],
        [
          ['Boxen', 749, 630, 822, 650, 92],
          ['.', 2723, 646, 2728, 650, 39],
        ],
        [
          ['Wette', 2570, 647, 2647, 668, 91],
          ['platzieren', 2657, 645, 2788, 674, 91],
        ],
        [['FuBball', 749, 179, 845, 200, 91]],
      ]),
      { gazetteer },
    );
    expect(r.matches[0]?.teams).toEqual(['Strasbourg', 'Olympique Marseille']);
    expect(r.matches[0]?.odds.home).toBe('4.10');
    expect(r.matches[0]!.confidence.odds).toBeLessThan(0.6);
  });

  it('a single slip whose price OCR lost: the price its stake and payout imply, shown but never trusted', () => {
    const slip = (...extra: [number, ...[string, number][]][]) =>
      extractMatches(
        fixturePage([
          [824, ['Купон', 100], ['Экспресс', 1200]],
          [1012, ['Айнтрахт', 100]],
          [1112, ['Исход матча', 100]],
          [1190, ['Боруссия Д - Айнтрахт', 100]],
          [1269, ['Бундеслига : 2 декабря 16:00', 100]],
          [1482, ['Сумма ставки', 100], ['5,00 P', 1220]],
          [1627, ['Возможный выигрыш', 100], ['8,50 Р', 1260]],
          ...extra,
        ]),
        { gazetteer },
      ).matches[0]!;
    const m = slip();
    expect(m).toMatchObject({ kind: 'slip', selection: 'away', odds: { home: null, draw: null, away: '1.70' } });
    expect(m.oddsFormat).toBe('decimal');
    expect(m.confidence.odds).toBeLessThan(0.6);
    // A price read elsewhere that the payout does not reproduce: the money lines may be another bet's.
    expect(slip([1800, ['2.10', 1300]]).odds.away).toBeNull();
    expect(slip([1800, ['1.70', 1300]]).odds.away).toBe('1.70');
    // A boosted payout is not stake × price; a slip printing its total odds may combine several.
    expect(slip([1700, ['Boosted', 100]]).odds.away).toBeNull();
    expect(slip([1700, ['Общий коэффициент', 100]]).odds.away).toBeNull();
    // A side named far from the match line (a list of matches below the slip) is no second selection.
    expect(slip([1900, ['Реклама', 100]], [2000, ['Боруссия Д', 100]]).odds.away).toBe('1.70');
  });

  it("a crest read as a sign and a letter ('$С Braga 2,98 Empate 3,7 AVS 2,12') is no stake: the row is the match's prices", () => {
    const r = extractMatches(
      fixturePage([
        [40, ['Futbol / Primeira Liga', 600]],
        [100, ['Resultado final', 600]],
        [160, ['$С Braga', 600], ['2,98', 1100], ['Empate', 1250], ['3,7', 1750], ['AVS', 1870], ['2,12', 2350]],
      ]),
      { gazetteer },
    );
    expect(r.matches[0]?.odds).toEqual({ home: '2.98', draw: '3.7', away: '2.12' });
  });

  it("an Italian slip ('Schedina', 'Importo', 'Vincita potenziale') whose price OCR lost is priced by its stake and payout too", () => {
    const m = extractMatches(
      fixturePage([
        [100, ['Schedina Singola', 1200]],
        [160, ['Dundee United', 1200], [',85', 1700, 50]],
        [200, ['Esito finale', 1200]],
        [240, ['Aberdeen - Dundee United', 1200]],
        [280, ['Premiership', 1200]],
        [400, ['Importo', 1200], ['€ 100,00', 1600]],
        [460, ['Vincita potenziale', 1200], ['185,00', 1620]],
      ]),
      { gazetteer },
    ).matches[0]!;
    expect(m).toMatchObject({ kind: 'slip', selection: 'away', odds: { home: null, draw: null, away: '1.85' } });
    expect(m.confidence.odds).toBeLessThan(0.6);
  });

  it("a US slip's profit under its label ('Wager  To Win' over '$20.00  $35.00'): the price is profit and stake over stake", () => {
    const slip = (teams: string, picks: [number, ...[string, number][]][]) =>
      extractMatches(
        fixturePage([
          [100, ['Bet Slip', 60]],
          ...picks,
          [260, ['Money Line', 60]],
          [300, [teams, 60]],
          [400, ['Wager', 60], ['To Win', 600]],
          [440, ['$20.00', 60], ['$35.00', 600]],
        ]),
        { gazetteer },
      ).matches[0]!;
    const m = slip('Chicago Bears @ Detroit Lions', [[200, ['Detroit Lions', 60]]]);
    // The team after '@' is at home.
    expect(m).toMatchObject({ kind: 'slip', selection: 'home', odds: { home: '2.75', draw: null, away: null } });
    expect(m.confidence.odds).toBeLessThan(0.6);
    const payout = (paid: string) =>
      extractMatches(
        fixturePage([
          [100, ['Bet Slip', 60]],
          [200, ['Detroit Lions', 60]],
          [300, ['Chicago Bears @ Detroit Lions', 60]],
          [400, ['Wager $20.00', 60], ['To Win $35.00', 600], ['Payout', 1000], [paid, 1120]],
        ]),
        { gazetteer },
      ).matches[0]!.odds.home;
    expect(payout('$55.00')).toBe('2.75');
    expect(payout('$60.00')).toBeNull();
    // Two lines naming a side: whose price it is is a guess.
    const both = slip('Chicago Bears @ Detroit Lions', [
      [180, ['Detroit Lions', 60]],
      [220, ['Chicago Bears', 60]],
    ]);
    expect(both.odds).toEqual({ home: null, draw: null, away: null });
  });

  it('prose around a dash is no match, and two prices that make no book are not trusted even without teams', () => {
    const r = extractMatches(
      fixturePage([
        [100, ['интерактивные ставки на территории РФ, — способ отображения событий', 40]],
        [200, ['Тотал геймов (16,5)', 40], ['Тотал геймов (16,5)', 700]],
        [260, ['1', 40], ['16,5', 200], ['2', 700], ['16,5', 900]],
      ]),
      { gazetteer },
    );
    expect(r.matches.every((m) => m.teams === null)).toBe(true);
    expect(r.matches.every((m) => m.confidence.odds < 0.6)).toBe(true);
  });

  it("the draw's label in the languages read ('Unentschieden', 'Empate', 'Remis', 'Pareggio') is no name word", () => {
    const w = (text: string) => ({ text, conf: 95, x0: 0, y0: 0, x1: 100, y1: 20 });
    for (const t of ['Unentschieden', 'Empate', 'Remis', 'Pareggio', 'Ничья', 'Draw']) expect(isNameWord(w(t)), t).toBe(false);
  });

  it('the words of sign-in bars in the languages read (de, es, pt, it, fr) are no name words', () => {
    const w = (text: string) => ({ text, conf: 95, x0: 0, y0: 0, x1: 100, y1: 20 });
    for (const t of ['Benutzername', 'Passwort', 'Anmelden', 'Contraseña', 'Usuario', 'Senha', 'Entrar', 'Accedi', 'Connexion'])
      expect(isNameWord(w(t)), t).toBe(false);
    expect(isNameWord(w('Arsenal'))).toBe(true);
  });

  it("the words of promotion and 'see all' links in those languages are no name words", () => {
    const w = (text: string) => ({ text, conf: 95, x0: 0, y0: 0, x1: 100, y1: 20 });
    for (const t of [
      'Ver',
      'todos',
      'premios',
      'Destacados',
      'Promociones',
      'Aktionen',
      'Акции',
      'Bono',
      'Voir',
      'anzeigen',
      'Suche',
      'Buscar',
    ])
      expect(isNameWord(w(t)), t).toBe(false);
    expect(isNameWord(w('Verona'))).toBe(true);
  });

  it("a browser's address bar ('Import bookmarks... @ localhost:8081') is no match: the page's own 'vs' line is", () => {
    // An odds page captured with its browser's bookmarks bar (a bookmark icon read as '@' between two of its words),
    // a crest read as 'Аз' before the home name, the draw's label read 'Oraw'; as read from a copy recompressed the way
    // a messenger sends it.
    const page = boxedPage([
      [
        ['-$)', 14, 57, 33, 73, 43],
        ['Import', 38, 59, 92, 75, 80],
        ['bookmarks...', 97, 57, 202, 72, 73],
        ['@', 223, 56, 231, 75, 75],
        ['locathost-8081', 242, 57, 356, 72, 83],
      ],
      [
        ['Bookmaker', 11, 182, 217, 214, 96],
        ['Odds', 230, 182, 327, 214, 96],
      ],
      [
        ['Аз', 745, 267, 785, 329, 33],
        ['Atlétic', 816, 276, 927, 308, 91],
        ['Club', 941, 276, 1024, 308, 92],
        ["d'Escaldes", 1037, 276, 1235, 308, 90],
        ['vs', 1275, 284, 1315, 308, 89],
        ['Buducnost', 1356, 276, 1549, 308, 89],
        ['Podgorica', 1564, 276, 1747, 315, 96],
        ['7', 1780, 270, 1813, 328, 78],
      ],
      [['Bwin', 10, 472, 53, 489, 93]],
      [
        ['Bet', 25, 539, 58, 567, 96],
        ['Value', 1372, 540, 1417, 567, 94],
        ['Odd', 2146, 544, 2180, 558, 94],
      ],
      [
        ['Match', 28, 610, 74, 624, 84],
        ['Winner', 80, 610, 133, 624, 96],
        ['Home', 1368, 606, 1420, 634, 93],
        ['4.40', 2144, 610, 2179, 624, 93],
      ],
      [
        ['Match', 28, 674, 74, 688, 96],
        ['Winner', 80, 674, 133, 688, 96],
        ['Oraw', 1373, 669, 1412, 697, 92],
        ['3.80', 2145, 674, 2179, 688, 98],
      ],
      [
        ['Match', 28, 737, 74, 751, 96],
        ['Winner', 80, 737, 133, 751, 96],
        ['Away', 1372, 733, 1413, 760, 95],
        ['1.58', 2147, 738, 2181, 752, 98],
      ],
    ]);
    const r = extractMatches(page, { gazetteer, scale: 2 });
    expect(r.matches.map((m) => m.teams)).toEqual([["Atlétic Club d'Escaldes", 'Buducnost Podgorica']]);
    expect(r.matches[0]!.odds).toEqual({ home: '4.40', draw: '3.80', away: '1.58' });
    const w = (text: string) => ({ text, conf: 95, x0: 0, y0: 0, x1: 100, y1: 20 });
    for (const t of [
      'https://www.bet365.com/#/AC',
      'localhost:3000/odds/1034678',
      'locathost-8081',
      'betclic.fr',
      'www.fonbet.ru',
    ])
      expect(isNameWord(w(t)), t).toBe(false);
    for (const t of ['Spartak-2', 'Зенит-2', 'Dep.Co', 'Ath.Bilbao', 'Man.Utd']) expect(isNameWord(w(t)), t).toBe(true);
  });

  it('an unsure glyph or two half as tall again as the name at either end is its crest; a sure letter is not', () => {
    const w = (text: string, x0: number, h: number, conf = 95) => ({
      text,
      conf,
      x0,
      y0: 300 - h / 2,
      x1: x0 + 20 * text.length,
      y1: 300 + h / 2,
    });
    const text = (ws: ReturnType<typeof w>[]) => withoutTallCrests(ws).map((x) => x.text);
    expect(text([w('Аз', 0, 62, 33), w('Atlétic', 60, 32), w('Club', 220, 32)])).toEqual(['Atlétic', 'Club']);
    expect(text([w('Olympiakos', 0, 34), w('T', 240, 52, 40)])).toEqual(['Olympiakos']);
    // Sure letters of the name, however tall their boxes: a club's initial, a prefix.
    expect(text([w('Боруссия', 0, 23), w('Д', 180, 39, 92)])).toEqual(['Боруссия', 'Д']);
    expect(text([w('FC', 0, 49, 95), w('Augsburg', 60, 31)])).toEqual(['FC', 'Augsburg']);
    expect(text([w('AC', 0, 32, 40), w('Milan', 60, 32)])).toEqual(['AC', 'Milan']);
    expect(text([w('Аз', 0, 62, 33)])).toEqual(['Аз']);
  });

  it("an outcome's label with one glyph read as its look-alike ('Oraw', 'Horne', 'Avvay') still names it", () => {
    expect(['Oraw', 'Horne', 'Avvay', 'clraw', 'Remls'].map(classifyLabel)).toEqual(['draw', 'home', 'away', 'draw', 'draw']);
    // Words one look-alike away from no outcome, or short enough to be anything, are left alone.
    expect(['Oral', 'Drew', 'Dover', 'Olympiakos', 'Oro'].map(classifyLabel)).toEqual([null, null, null, null, null]);
  });
});

describe('a Russian single slip whose price OCR lost', () => {
  const page = () =>
    fixturePage([
      [100, ['Купон', 900]],
      [150, ['Боруссия Д', 900]],
      [180, ['Исход матча', 900]],
      [210, ['Боруссия М - Боруссия Д', 900]],
      [240, ['Германия. Бундеслига', 900]],
      [300, ['Сумма ставки', 900], ['50,00 ₽', 1250]],
      [330, ['Возможный выигрыш', 900], ['137,00 ₽', 1250]],
    ]);

  it("a club's initial before the dash ('Боруссия М - Боруссия Д') is part of its name, not a misread 'v'", () => {
    const m = extractMatches(page(), { gazetteer }).matches[0]!;
    expect(m.teams).toEqual(['Боруссия М', 'Боруссия Д']);
    // The price the stake and payout imply, on the picked side, unsure.
    expect(m.odds).toEqual({ home: null, draw: null, away: '2.74' });
    expect(m.confidence.odds).toBeLessThan(0.6);
  });
});

describe("a board's moneyline whose sign OCR lost", () => {
  it("takes the sign that makes one book with the other team's price ('270' beside +220 is -270), unsure", () => {
    // OCR boxes of a US board: spread, total and moneyline columns, the first team's '-270' read as '270'.
    const page = boxedPage([
      [
        ['Oct', 60, 283, 103, 302, 95],
        ['15,', 113, 284, 146, 306, 94],
        ['7:00', 157, 283, 208, 302, 95],
        ['PM', 218, 284, 255, 302, 96],
        ['Spread', 1843, 283, 1931, 307, 96],
        ['Total', 2129, 279, 2189, 311, 96],
        ['Moneyline', 2347, 283, 2475, 307, 91],
      ],
      [
        ['р', 217, 384, 223, 388, 30],
        ['-6.5', 1830, 368, 1891, 391, 100],
        ['0', 2090, 368, 2110, 406, 50],
        ['232.5', 2117, 368, 2210, 406, 50],
      ],
      [
        ['591', 60, 389, 101, 407, 96],
        ['Phoenix', 121, 384, 241, 407, 96],
        ['Suns', 252, 385, 326, 407, 96],
        ['-115', 1835, 405, 1894, 423, 98],
        ['-110', 2118, 405, 2170, 423, 100],
        ['270', 2391, 383, 2441, 405, 95],
      ],
      [
        ['Е', 305, 497, 310, 501, 43],
        ['+6.5', 1830, 481, 1896, 504, 100],
        ['U', 2091, 481, 2109, 520, 100],
        ['232.5', 2118, 481, 2200, 520, 100],
      ],
      [
        ['592', 60, 502, 101, 520, 95],
        ['Oklahoma', 121, 497, 272, 520, 95],
        ['City', 281, 498, 339, 527, 95],
        ['Thunder', 348, 497, 474, 520, 95],
        ['-110', 1831, 518, 1884, 536, 90],
        ['-115', 2119, 518, 2175, 536, 100],
        ['+220', 2374, 497, 2441, 520, 100],
      ],
    ]);
    const [m] = extractMatches(page, { gazetteer }).matches;
    expect(m?.teams).toEqual(['Phoenix Suns', 'Oklahoma City Thunder']);
    expect(m?.odds).toMatchObject({ home: '-270', away: '+220' });
    expect(m!.confidence.odds).toBeLessThanOrEqual(0.5);
  });
});

describe("a slip's selection read into a side panel's line", () => {
  it("takes the price level with the selection ('Juventus' at the end of a promotion's line, '2.06' on a line of its own)", () => {
    const page = boxedPage([
      [
        ['Bet', 927, 156, 971, 177, 96],
        ['£10', 980, 156, 1030, 177, 96],
        ['Get', 1040, 156, 1086, 177, 96],
        ['£30', 1095, 156, 1145, 177, 95],
        ['т', 1155, 156, 1177, 177, 91],
        ['Free', 1188, 156, 1245, 177, 96],
        ['Bets', 1255, 156, 1313, 177, 96],
        ['Bet', 2126, 151, 2168, 172, 96],
        ['Slip', 2177, 151, 2224, 177, 96],
        ['Accumulator', 2540, 153, 2669, 170, 96],
      ],
      [
        ['Promotions', 928, 201, 1061, 221, 93],
        ['-', 1070, 210, 1073, 212, 89],
        ['18+', 1084, 201, 1125, 221, 96],
        ['T&Cs', 1133, 201, 1194, 221, 95],
        ['apply', 1203, 201, 1263, 226, 96],
        ['Juventus', 2125, 229, 2238, 251, 92],
      ],
      [
        ['See', 951, 264, 990, 280, 89],
        ['all', 997, 262, 1020, 280, 89],
        ['prizes', 1028, 263, 1091, 286, 96],
        ['|', 1118, 237, 1125, 307, 75],
        ['Match', 2127, 272, 2187, 289, 96],
        ['Result', 2196, 272, 2256, 289, 96],
      ],
      [
        ['Juventus', 2126, 307, 2215, 322, 93],
        ['v', 2223, 310, 2232, 322, 91],
        ['Napoli', 2240, 305, 2302, 327, 96],
      ],
      [
        ['Italy', 2127, 337, 2166, 359, 93],
        ['-', 2173, 347, 2178, 348, 93],
        ['Serie', 2185, 338, 2234, 353, 96],
        ['A', 2241, 338, 2254, 353, 82],
        ['-', 2262, 345, 2264, 347, 82],
        ['23', 2273, 338, 2295, 354, 96],
        ['Sep', 2304, 338, 2339, 358, 96],
        ['20:45', 2348, 338, 2401, 354, 96],
      ],
      [['Popular', 924, 371, 1014, 396, 96]],
      [
        ['Football', 925, 429, 1015, 448, 92],
        ['-', 1026, 437, 1028, 439, 86],
        ['Live', 1039, 429, 1082, 448, 92],
        ['-', 1094, 437, 1095, 439, 79],
        ['Casino', 1105, 429, 1183, 448, 92],
        ['-', 1193, 437, 1195, 439, 91],
        ['Promotions', 1206, 429, 1339, 448, 96],
        ['Stake', 2126, 427, 2189, 446, 96],
        ['£50.00', 2571, 427, 2650, 446, 96],
      ],
      [
        ['Potential', 2127, 490, 2227, 509, 96],
        ['Returns', 2237, 490, 2324, 509, 96],
        ['103.00', 2583, 489, 2667, 509, 100],
      ],
      [
        ['Place', 2343, 565, 2407, 584, 95],
        ['Bet', 2415, 565, 2453, 584, 95],
      ],
      [['2.06', 2611, 229, 2667, 250, 100]],
    ]);
    const [m] = extractMatches(page, { gazetteer }).matches;
    expect(m?.teams).toEqual(['Juventus', 'Napoli']);
    expect(m?.odds.home).toBe('2.06');
    // Read as printed, not derived from the stake and the returns.
    expect(m!.confidence.odds).toBeGreaterThan(0.9);
  });
});

describe("a board whose 'Moneyline' header OCR misread by a letter", () => {
  it("reads 'Moneytine' as the moneyline column, and a name read in pieces beside its prices ('Det roit Lio n s')", () => {
    const page = boxedPage([
      [
        ['Sep', 775, 262, 807, 283, 96],
        ['11,', 814, 263, 840, 283, 94],
        ['7:00', 847, 262, 885, 279, 94],
        ['PM', 891, 262, 919, 279, 93],
        ['Spread', 1346, 258, 1407, 287, 96],
        ['Total', 1611, 258, 1660, 287, 96],
        ['Moneytine', 1831, 262, 1922, 282, 78],
      ],
      [
        ['45', 1333, 342, 1371, 361, 92],
        ['038.5', 1587, 338, 1657, 378, 97],
        ['-', 1848, 354, 1859, 380, 95],
        ['250', 1859, 354, 1903, 380, 100],
      ],
      [
        ['437', 775, 356, 806, 373, 86],
        ['New', 823, 354, 867, 373, 81],
        ['York', 873, 352, 921, 373, 96],
        ['Jets', 926, 354, 971, 373, 96],
        ['90', 1335, 370, 1369, 387, 44],
        ['-112', 1600, 364, 1643, 386, 92],
      ],
      [
        ['438', 771, 452, 807, 478, 98],
        ['Det', 825, 452, 853, 478, 89],
        ['roit', 855, 452, 891, 478, 96],
        ['Lio', 901, 452, 929, 478, 99],
        ['n', 932, 452, 945, 478, 100],
        ['s', 947, 452, 960, 478, 99],
        ['+4.5', 1327, 442, 1378, 474, 99],
        ['U38.5', 1593, 440, 1655, 474, 50],
      ],
      [
        ['-105', 1332, 470, 1372, 486, 99],
        ['120', 1609, 470, 1642, 486, 100],
        ['+205', 1847, 450, 1898, 476, 100],
      ],
    ]);
    const [m] = extractMatches(page, { gazetteer }).matches;
    expect(m?.canonicalTeams).toEqual(['New York Jets', 'Detroit Lions']);
    expect(m?.odds).toMatchObject({ home: '-250', away: '+205' });
    expect(classifyLabel('Moneytine')).toBe('moneyline');
    // One letter off a short word is another word: no guess.
    expect(classifyLabel('Totel')).toBeNull();
  });
});

describe('a single slip whose price OCR lost, under a menu read as a pair', () => {
  it("reckons the price from stake and payout ('Valor R$ 500,00', 'Retorno potencial R$ 1190,00'), unsure; a menu is no pick", () => {
    const page = boxedPage([
      [
        ['LuckyL', 36, 32, 144, 66, 90],
        ['Esportes', 231, 37, 313, 57, 85],
        ['AoVivo', 344, 37, 414, 53, 84],
        ['Cassino', 447, 37, 515, 52, 99],
        ['Pron', 549, 37, 594, 52, 99],
        ['Promocgdes', 552, 37, 658, 58, 46],
        ['Ajuda', 689, 36, 743, 58, 85],
        ['Suporte', 775, 37, 851, 58, 85],
        ['нат', 2589, 46, 2618, 52, 63],
        ['Entrar', 3083, 27, 3144, 54, 96],
      ],
      [
        ['Bonus', 579, 148, 655, 167, 93],
        ['de', 663, 148, 692, 167, 96],
        ['até', 700, 148, 739, 167, 96],
        ['R$', 747, 148, 777, 168, 87],
        ['500', 784, 149, 826, 167, 87],
        ['Boletim', 2105, 143, 2196, 162, 91],
        ['Multipia', 2556, 147, 2625, 164, 69],
      ],
      [
        ['PromogGes', 579, 190, 691, 210, 1],
        ['-', 698, 195, 702, 198, 87],
        ['18+', 711, 190, 745, 205, 96],
        ['T&Cs', 752, 190, 804, 205, 96],
        ['apply', 810, 188, 865, 211, 96],
      ],
      [
        ['Ver', 602, 240, 631, 262, 99],
        ['tod', 637, 240, 667, 262, 100],
        ['os', 673, 240, 694, 262, 100],
        ['os', 700, 240, 721, 262, 100],
        ['pre', 727, 240, 756, 262, 99],
        ['mios', 762, 240, 801, 262, 88],
        ['Ufa', 2105, 217, 2142, 236, 96],
      ],
      [
        ['Ufa', 2105, 281, 2133, 294, 81],
        ['-', 2140, 289, 2143, 291, 81],
        ['Lokomotiv', 2151, 281, 2241, 294, 91],
        ['Moscow', 2248, 281, 2317, 294, 96],
      ],
      [
        ['Premier', 2105, 308, 2172, 321, 95],
        ['League', 2179, 307, 2242, 325, 97],
        ['Ru', 2243, 307, 2264, 325, 71],
        ['Russa', 2247, 307, 2296, 321, 53],
      ],
      [
        ['Em', 576, 346, 607, 361, 96],
        ['alta', 614, 344, 655, 361, 96],
      ],
      [
        ['Futebol', 576, 392, 649, 408, 76],
        ['-', 658, 399, 660, 401, 42],
        ['Ao', 670, 393, 693, 408, 96],
        ['Vivo', 701, 393, 752, 408, 93],
        ['*', 746, 388, 756, 417, 64],
        ['Cassino', 762, 393, 848, 408, 92],
        ['-', 845, 388, 853, 417, 75],
        ['Promocdes', 858, 393, 969, 413, 22],
        ['Valor', 2104, 387, 2156, 405, 95],
        ['R$', 2511, 387, 2534, 406, 80],
        ['500,00', 2543, 389, 2608, 408, 80],
      ],
      [
        ['Retorno', 2105, 444, 2185, 460, 92],
        ['potencial', 2192, 443, 2283, 465, 92],
        ['R$', 2514, 443, 2540, 460, 68],
        ['1190,00', 2548, 445, 2627, 464, 90],
      ],
      [['Apostar', 2323, 513, 2408, 534, 92]],
    ]);
    const [m] = extractMatches(page, { gazetteer }).matches;
    expect(m?.teams).toEqual(['Ufa', 'Lokomotiv Moscow']);
    expect(m?.odds.home).toBe('2.38');
    expect(m!.confidence.odds).toBeLessThanOrEqual(0.5);
  });
});
