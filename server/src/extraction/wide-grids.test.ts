import { describe, expect, it } from 'vitest';
import { loadGazetteer } from './names/gazetteer';
import { extractMatches } from './assemble/matches';
import { boxedPage, fixturePage, type Cell } from './test-fixtures';
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

describe("a wide grid's header read as glyphs", () => {
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

describe('league headings', () => {
  it("icons read round a league heading ('€ Ф:: Ligue des Champions « J4') are no part of the league", () => {
    expect(withoutHeadingDebris('€ Ф:: Ligue des Champions « J4')).toBe('Ligue des Champions J4');
    expect(withoutHeadingDebris('Turkey - Super Lig')).toBe('Turkey - Super Lig');
    expect(withoutHeadingDebris('Россия. Премьер-лига ›')).toBe('Россия. Премьер-лига');
    expect(withoutHeadingDebris('A League')).toBe('A League');
  });
});

describe('market titles with accents', () => {
  it("'Résultat du match' names the match result: accents are folded, not cut out of the word", () => {
    expect(foldForPhrases('Résultat du match ^')).toBe(' resultat du match ');
    expect(hasPhrase(foldForPhrases('Résultat du match'), ['résultat du match'])).toBe(true);
  });
});
