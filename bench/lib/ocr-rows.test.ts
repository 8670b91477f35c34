import { describe, expect, it } from 'vitest';
import type { ReadMatch } from '@shared/reading';
import { readMatch } from '@shared/reading.test-helpers';
import type { OcrPage } from '../../server/src/ocr/engine';
import { nameIs, rowsOfLabel, scoreReal, summariseReal, type RealImage } from './ocr-rows';
import { splitFiles } from './real-split';

const match = (
  teams: [string, string | null] | null,
  odds: Partial<ReadMatch['odds']>,
  c = { teams: 0.9, odds: 0.9 },
): ReadMatch =>
  readMatch({ sport: null, teams, odds: { home: null, draw: null, away: null, ...odds }, confidence: { ...c, date: 0 } });

const page = (lines: string[]): OcrPage => {
  const ls = lines.map((t) => {
    const words = t.split(' ').map((w) => ({ text: w, confidence: 90, bbox: { x0: 0, y0: 0, x1: 1, y1: 1 } }));
    return { text: t, words, bbox: { x0: 0, y0: 0, x1: 1, y1: 1 } };
  });
  return { text: lines.join('\n'), lines: ls, words: ls.flatMap((l) => l.words), width: 1, height: 1, confidence: 90 };
};

const image = (rows: RealImage['rows']): RealImage => ({
  set: 't',
  file: 'f.png',
  path: '/f.png',
  part: 'tune',
  kind: null,
  rows,
});

describe('row-level scoring of the real sets', () => {
  it('splits every third file by sorted name into check', () => {
    const parts = splitFiles(['c', 'a', 'e', 'b', 'd', 'f']);
    expect([...parts].filter(([, p]) => p === 'check').map(([f]) => f)).toEqual(['c', 'f']);
  });

  it('counts a team only when it is that team: no subset of words, a cut label as a prefix', () => {
    expect(nameIs('Manchester United', 'Manchester City v Newcastle United')).toBe(false);
    expect(nameIs('Lions', 'Detroit Lions')).toBe(false);
    expect(nameIs('ALAVES', 'Alavés')).toBe(true);
    expect(nameIs('Union SantaFe', 'Union Santa Fe')).toBe(true);
    expect(nameIs('Poma', 'Рома')).toBe(true);
    expect(nameIs('Вестерн Сиднеи', 'Вестерн Сидн…')).toBe(true);
    expect(nameIs('Вестерн', 'Вестерн Сидн…')).toBe(false);
    expect(nameIs(null, null)).toBe(true);
    expect(nameIs('Giants', null)).toBe(false);
  });

  it('takes the rows of `events`, else the one labelled match; a label with no price has none', () => {
    const rows = rowsOfLabel({
      teams: ['A', 'B'],
      odds: { home: null, draw: null, away: null },
      events: [
        { teams: ['C', 'D'], '1': '2.60', X: '3.60', '2': '2.50' },
        { teams: ['E', 'F'], '1': '1.66', '2': '2.10', books: { x: { '1': '1.70', '2': '2.05' } } },
      ],
    });
    expect(rows.map((r) => r.teams)).toEqual([
      ['C', 'D'],
      ['E', 'F'],
    ]);
    expect(rows[1]!.twoWay).toBe(true);
    expect(rows[1]!.alts).toHaveLength(1);
    expect(rowsOfLabel({ teams: ['A', 'B'], odds: { home: '1,6', draw: null, away: '6,6' } })).toHaveLength(1);
    expect(rowsOfLabel({ teams: ['A', 'B'], odds: { home: null, draw: null, away: null }, price: '+1034' })).toHaveLength(0);
  });

  it("takes a parlay's legs of a side to win or to cover as rows, the first leg once, and no total or prop", () => {
    const rows = rowsOfLabel({
      teams: ['Detroit Lions', 'Chicago Bears'],
      odds: { home: '-275', draw: null, away: null },
      legs: [
        { pick: 'Lions TO WIN', game: 'Bears @ Lions', price: '-275' },
        { pick: 'Ohio State (-13.5) ALTERNATE SPREAD', game: 'Ohio State @ Wisconsin', price: '-458' },
        { pick: 'Over 2.5 Goals', game: 'RB Leipzig v Hamburger SV', price: '-265' },
        { pick: 'Georgia Tech Moneyline', game: 'Georgia Tech @ Duke' },
        { pick: 'Mainz Moneyline', game: 'Mainz v Leverkusen', price: '+120' },
      ],
    });
    expect(rows.map((r) => [r.teams, r.prices.home?.valueOf() ?? null, r.prices.away?.valueOf() ?? null])).toEqual([
      [['Detroit Lions', 'Chicago Bears'], { printed: '-275', decimal: expect.closeTo(1.364, 3) }, null],
      [['Wisconsin', 'Ohio State'], null, { printed: '-458', decimal: expect.closeTo(1.218, 3) }],
      [['Mainz', 'Leverkusen'], { printed: '+120', decimal: 2.2 }, null],
    ]);
  });

  it('counts a wrong row with a wrong trusted price as a misread, and a wrong name as lost at names', () => {
    const img = image(rowsOfLabel({ teams: ['Spain', 'Croatia'], odds: { home: '1.962', draw: '3.515', away: '4.52' } }));
    const words = page(['Spain 1.962 3.515 4.52', 'Croatia']);
    const misread = scoreReal(img, [match(['Spain', 'Croatia'], { home: '1.920', draw: '3.515', away: '4.52' })], words);
    expect(misread.rows[0]).toMatchObject({ right: false, loss: 'prices' });
    expect(misread.matches[0]).toMatchObject({ right: false, honest: false, trustedWrong: ['home'] });
    // Aligned by its prices though the names are chrome.
    const chrome = scoreReal(
      img,
      [match(['Top leagues', 'COMPLETE OFFER'], { home: '1.962', draw: '3.515', away: '4.52' })],
      words,
    );
    expect(chrome.rows[0]).toMatchObject({ right: false, loss: 'names' });
    expect(chrome.matches[0]).toMatchObject({ row: 0, honest: false });
    // The same wrong names marked unsure are honest.
    const unsure = scoreReal(
      img,
      [match(['Top leagues', 'COMPLETE OFFER'], { home: '1.962', draw: '3.515', away: '4.52' }, { teams: 0.4, odds: 0.9 })],
      words,
    );
    expect(unsure.matches[0]!.honest).toBe(true);
    const right = scoreReal(img, [match(['SPAIN', 'Croatia'], { home: '1.962', draw: '3.515', away: '4.52' })], words);
    expect(summariseReal([right])).toMatchObject({ rows: { n: 1, ok: 1 }, precision: { n: 1, ok: 1 }, trustedMisreads: 0 });
  });

  it('counts a printed nickname as the labelled club when the reader resolved it to that club, and only then', () => {
    const img = image(rowsOfLabel({ teams: ['Detroit Lions', 'Chicago Bears'], odds: { home: '-275', draw: null, away: null } }));
    const nick = match(['Lions', 'Bears'], { home: '-275' });
    expect(scoreReal(img, [nick], null).rows[0]!.right).toBe(false);
    const resolved = { ...nick, canonicalTeams: ['Detroit Lions', 'Chicago Bears'] as [string, string] };
    expect(scoreReal(img, [resolved], null).rows[0]!.right).toBe(true);
    const other = { ...nick, canonicalTeams: ['Detroit Lions', 'Chicago Cubs'] as [string, string] };
    expect(scoreReal(img, [other], null).rows[0]!.right).toBe(false);
  });

  it('says a row was lost to OCR when the words lack one of its prices', () => {
    const img = image(rowsOfLabel({ teams: ['Spain', 'Croatia'], odds: { home: '1.962', draw: '3.515', away: '4.52' } }));
    const s = scoreReal(img, [], page(['Spain 1.962 3.515', 'Croatia']));
    expect(s.rows[0]).toMatchObject({ loss: 'ocr', notInOcr: ['4.52'] });
    expect(scoreReal(img, [], page(['Spain 1.962 3.515 4.52', 'Croatia'])).rows[0]!.loss).toBe('structure');
  });

  it('accepts a two-way row swapped whole, and a comparison book tuple', () => {
    const img = image(
      rowsOfLabel({
        teams: ['A', 'B'],
        odds: { home: null, draw: null, away: null },
        events: [{ teams: ['Tirante', 'Cobolli'], '1': '-154', '2': '+121', books: { y: { '1': '-150', '2': '+120' } } }],
      }),
    );
    expect(scoreReal(img, [match(['Cobolli', 'Tirante'], { home: '+121', away: '-154' })], null).rows[0]!.right).toBe(true);
    expect(scoreReal(img, [match(['Tirante', 'Cobolli'], { home: '-150', away: '+120' })], null).rows[0]!.right).toBe(true);
    expect(scoreReal(img, [match(['Tirante', 'Cobolli'], { home: '+121', away: '-154' })], null).rows[0]!.right).toBe(false);
  });

  it('counts a negative clean only when no returned match has a price', () => {
    const img = image([]);
    expect(scoreReal(img, [match(['A', 'B'], {})], null).negative).toBe(true);
    const dirty = scoreReal(img, [match(['A', 'B'], { home: '2.0' })], null);
    expect(dirty).toMatchObject({ negative: false, matches: [{ stray: true }] });
  });
});
