import { describe, expect, it } from 'vitest';
import { extractMatches } from './assemble/matches';
import { loadGazetteer } from './names/gazetteer';
import { boxedPage, fixturePage } from './test-fixtures';
import { isNameWord, withoutTallCrests } from './tokens/name-words';
import { classifyLabel } from './tokens/labels';

/* Pages as users bring them: slips without a match line, sports menus beside the event, prose, other languages. */

const gazetteer = loadGazetteer();

describe('slips, menus and prose', () => {
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
