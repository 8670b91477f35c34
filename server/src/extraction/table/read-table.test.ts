import { describe, expect, it } from 'vitest';
import type { OcrPage, OcrWord } from '../../ocr/engine';
import { readTables } from './read-table';

/** A page from lines of words: each word [text, x], one line every `pitch` pixels, words 20 px high. */
function page(lines: [string, number][][], pitch = 40, conf = 95): OcrPage {
  const words: OcrWord[] = lines.flatMap((line, i) =>
    line.map(([text, x]) => ({
      text,
      confidence: conf,
      bbox: { x0: x, y0: 100 + i * pitch, x1: x + Math.max(12, text.length * 10), y1: 120 + i * pitch },
    })),
  );
  return { text: '', lines: [], words, width: 1600, height: 100 + lines.length * pitch + 100, confidence: conf };
}
/** Words laid left to right from x with an 8 px space between them, as a line of text prints. */
function laid(x: number, ...texts: string[]): [string, number][] {
  const out: [string, number][] = [];
  for (const t of texts.flatMap((t) => t.split(' '))) {
    out.push([t, x]);
    x += Math.max(12, t.length * 10) + 8;
  }
  return out;
}
const prices = (r: ReturnType<typeof readTables>['rows'][number]) =>
  (['home', 'draw', 'away'] as const).map((s) => r.prices[s]?.price?.text ?? null);

describe('the table model', () => {
  it('reads every row of a list whose names share a column, and never a sidebar word beside them', () => {
    const sports = ['Football', 'Hockey', 'Tennis', 'Esports'];
    const rows = [
      ['Gaimin Gladiators', 'PARIVISION', '2.20', '1.67'],
      ['Team Falcons', 'Team Tidebound', '1.44', '2.80'],
      ['Night Pulse', 'Nemiga Gaming', '1.55', '2.45'],
      ['Copenhagen Wolves', 'RUSH B', '2.30', '1.55'],
    ];
    const lines: [string, number][][] = [
      [
        ['1', 1255],
        ['x', 1326],
        ['2', 1397],
        ['TOTAL', 1500],
      ],
      ...rows.map(([h, a, p1, p2], i): [string, number][] => [
        [sports[i]!, 233],
        ...laid(655, h!, '—', a!),
        ['Today', 1079],
        ['at15:00', 1137],
        [p1!, 1237],
        ['-', 1327],
        [p2!, 1386],
        ['+55', 1456],
        ['1.90', 1515],
      ]),
    ];
    const { rows: read } = readTables(page(lines));
    expect(read.map((r) => r.teams)).toEqual(rows.map(([h, a]) => [h, a]));
    expect(read.map(prices)).toEqual(rows.map(([, , p1, p2]) => [p1, null, p2]));
    expect(read.every((r) => !r.threeWay && r.plausible)).toBe(true);
  });

  it('without a header, the booksum picks the match result columns over the handicap beside them', () => {
    const rows = [
      ['Arsenal', 'Chelsea', '2.00', '3.40', '3.90'],
      ['Everton', 'Fulham', '2.60', '3.20', '2.80'],
      ['Brentford', 'Wolves', '1.90', '3.50', '4.10'],
    ];
    const lines = rows.map(([h, a, ...ps]): [string, number][] => [
      ...laid(100, h!, '-', a!),
      ...ps.map((p, k): [string, number] => [p, 700 + k * 100]),
      ['1.85', 1100],
      ['1.95', 1200],
    ]);
    const { rows: read } = readTables(page(lines));
    expect(read.map(prices)).toEqual(rows.map(([, , ...ps]) => ps));
    expect(read.every((r) => r.threeWay)).toBe(true);
  });

  it('a comparison of one side per line pairs the lines and takes the first book', () => {
    const fighters: [string, string, string][] = [
      ['David Onama', '+118', '+115'],
      ['Steve Garcia', '-138', '-135'],
      ['Ante Delija', '-130', '-125'],
      ['Waldo Acosta', '+110', '+105'],
      ['Jeremiah Wells', '+132', '+135'],
      ['Themba Gorimbo', '-166', '-160'],
    ];
    // Two lines of a fight 38 px apart, fights 64 px apart.
    const words: OcrWord[] = fighters.flatMap(([name, a, b], i) => {
      const y = 100 + Math.floor(i / 2) * 102 + (i % 2) * 38;
      return [
        [name, 200],
        [a, 660],
        [b, 830],
      ].map(([text, x]) => ({
        text: String(text),
        confidence: 95,
        bbox: { x0: Number(x), y0: y, x1: Number(x) + 90, y1: y + 22 },
      }));
    });
    const { rows } = readTables({ text: '', lines: [], words, width: 1200, height: 600, confidence: 95 });
    expect(rows.map((r) => r.teams)).toEqual([
      ['David Onama', 'Steve Garcia'],
      ['Ante Delija', 'Waldo Acosta'],
      ['Jeremiah Wells', 'Themba Gorimbo'],
    ]);
    expect(rows.map(prices)).toEqual([
      ['+118', null, '-138'],
      ['-130', null, '+110'],
      ['+132', null, '-166'],
    ]);
  });

  it('a more-markets counter is no price, and a row whose prices make no book is marked unsure', () => {
    const lines: [string, number][][] = [
      [...laid(100, 'Arsenal - Chelsea'), ['2.00', 700], ['3.40', 800], ['3.90', 900], ['+275', 1000]],
      [...laid(100, 'Everton - Fulham'), ['2.60', 700], ['3.20', 800], ['2.80', 900], ['+41', 1000]],
      [...laid(100, 'Leeds - Wolves'), ['1.20', 700], ['1.50', 800], ['1.30', 900], ['+12', 1000]],
      [...laid(100, 'Burnley - Luton'), ['1.90', 700], ['3.50', 800], ['4.10', 900], ['+8', 1000]],
    ];
    const { rows } = readTables(page(lines));
    expect(rows.map((r) => r.prices.away?.price?.text)).toEqual(['3.90', '2.80', '1.30', '4.10']);
    expect(rows.map((r) => r.plausible)).toEqual([true, true, false, true]);
    expect(rows[2]!.confidence.odds).toBeLessThan(0.8);
  });

  it('names above the line the prices stand on are chosen over that line’s league, by the scorer', () => {
    const lines: [string, number][][] = [];
    const teams = [
      ['Таиланд', 'Япония', '40.00', '10.50', '1.04'],
      ['Катар', 'Узбекистан', '4.20', '3.15', '1.85'],
      ['Сирия', 'Китай', '3.35', '3.10', '2.05'],
    ];
    for (const [h, a, ...ps] of teams) {
      lines.push([...laid(454, h!, '-', a!, '(+37)')]);
      lines.push([
        ...laid(454, 'Международный - Азиатские игры, Группа С'),
        ...ps.map((p, k): [string, number] => [p, 960 + k * 100]),
      ]);
    }
    const league = (t: string) => /Группа|игры/.test(t);
    const { rows } = readTables(page(lines, 26), (pair) => (pair.some(league) ? -3 : 1));
    expect(rows.map((r) => r.teams)).toEqual(teams.map(([h, a]) => [h, a]));
  });
});

describe('records and ladders', () => {
  it('reads stacked names from each card of a list whose rows stand far apart, past a sidebar and a status line', () => {
    // A card: home over away over a status, the prices a line below the away name, debris ('oo') beside the score.
    const cards = [
      ['Mertens E.', 'Jacquemot E.', '1.14', '5.4'],
      ['Kostovic T.', 'Oliynykova O.', '1.8', '1.9'],
      ['Kovermans A.', 'Bejlek S.', '2.4', '1.5'],
    ];
    const lines: [string, number][][] = cards.flatMap(([h, a, p1, p2], i): [string, number][][] => [
      [...laid(60, ['Football', 'Hockey', 'Tennis'][i]!), ...laid(700, h!), ['oo', 1400]],
      [...laid(700, a!), ['10', 1400]],
      [
        [p1!, 1600],
        [p2!, 1890],
        ['+144', 2150],
      ],
      laid(700, i === 1 ? '1st set' : 'Not started'),
      [],
      [],
    ]);
    const { rows } = readTables(page(lines));
    expect(rows.map((r) => r.teams)).toEqual(cards.map(([h, a]) => [h, a]));
    expect(rows.map(prices)).toEqual(cards.map(([, , p1, p2]) => [p1, null, p2]));
  });

  it('prices an exchange runner at its best back, the last price before the Lay header, and pairs the runners', () => {
    const lines: [string, number][][] = [
      [...laid(20, '2 selections'), ['101.7%', 935], ...laid(1192, 'Back all'), ...laid(1410, 'Lay all')],
      [
        ['wy', 18],
        ...laid(76, 'Elias Ymer'),
        ['2.1', 991],
        ['2.12', 1119],
        ['2.14', 1255],
        ['2.22', 1391],
        ['2.26', 1529],
        ['2.28', 1669],
      ],
      [
        ['£100', 77],
        ['209', 999],
        ['£218', 1121],
        ['98', 1277],
        ['£193', 1399],
      ],
      [
        ['ww', 18],
        ...laid(76, 'Gleb Sakharov'),
        ['1.79', 979],
        ['1.8', 1128],
        ['1.82', 1255],
        ['1.87', 1397],
        ['1.88', 1535],
        ['1.9', 1686],
      ],
    ];
    const { rows } = readTables(page(lines));
    expect(rows.map((r) => [r.teams, prices(r)])).toEqual([
      [
        ['Elias Ymer', 'Gleb Sakharov'],
        ['2.14', null, '1.82'],
      ],
    ]);
    expect(rows[0]!.fillOnly).toBe(true);
  });

  it('takes no match result for a ladder: three rising prices without a Lay header are a 1X2 row', () => {
    const lines: [string, number][][] = [
      [...laid(60, 'Arsenal — Chelsea'), ['1.50', 900], ['3.40', 1000], ['6.00', 1100]],
      [...laid(60, 'Leeds — Burnley'), ['1.90', 900], ['3.30', 1000], ['4.20', 1100]],
      [...laid(60, 'Everton — Fulham'), ['2.10', 900], ['3.20', 1000], ['3.60', 1100]],
    ];
    const { rows } = readTables(page(lines));
    expect(rows.map(prices)).toEqual([
      ['1.50', '3.40', '6.00'],
      ['1.90', '3.30', '4.20'],
      ['2.10', '3.20', '3.60'],
    ]);
    expect(rows.some((r) => r.fillOnly)).toBe(false);
  });
});

describe('tables across another panel', () => {
  it("keeps a list's rows one table when another panel's prices stand on a line between two of them", () => {
    const row = (name: string, p: [string, string, string]) => [
      ...laid(100, name),
      [p[0], 1100] as [string, number],
      [p[1], 1180] as [string, number],
      [p[2], 1260] as [string, number],
    ];
    const t = readTables(
      page([
        row('Alpha Rovers - Beta United', ['2.10', '3.40', '3.20']),
        row('Gamma City - Delta Town', ['1.85', '3.60', '4.10']),
        [
          ['2.60', 1400],
          ['1.50', 1500],
        ],
        row('Epsilon Athletic - Zeta Wanderers', ['2.45', '3.10', '2.90']),
        row('Eta Albion - Theta County', ['3.30', '3.25', '2.20']),
      ]),
    );
    expect(t.rows.map((r) => r.teams[0])).toEqual(['Alpha Rovers', 'Gamma City', 'Epsilon Athletic', 'Eta Albion']);
  });
});

describe('integers in a column of decimal prices', () => {
  it("reads a 3-digit integer with a stray dot after it ('410.') as the price whose point OCR lost", () => {
    const row = (name: string, p: [string, string, string]) => [
      ...laid(100, name),
      [p[0], 1100] as [string, number],
      [p[1], 1180] as [string, number],
      [p[2], 1260] as [string, number],
    ];
    const t = readTables(
      page([
        row('Alpha Rovers - Beta United', ['2.10', '3.40', '3.20']),
        row('Gamma City - Delta Town', ['1.43.', '410.', '7.60.']),
        row('Epsilon Athletic - Zeta Wanderers', ['2.45', '3.10', '2.90']),
        row('Eta Albion - Theta County', ['3.30', '3.25', '2.20']),
      ]),
    );
    const gamma = t.rows.find((r) => r.teams[0] === 'Gamma City');
    expect(gamma?.prices.draw?.price).toMatchObject({ decimal: 4.1, repaired: true });
  });
});
