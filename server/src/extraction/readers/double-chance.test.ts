import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../names/gazetteer';
import { extractMatches } from '../assemble/matches';
import { boxedPage, type BoxedWord } from '../test-fixtures';

/* A Russian line prints the double chance beside the 1X2: a 1X2 price OCR misread with a sure glyph is caught by it. */

const gazetteer = loadGazetteer();

// OCR boxes of a generated Russian line (the header's П1 and П2 read as 'n1' and 'n2').
const header: BoxedWord[] = [
  ['Событие', 1214, 261, 1327, 280, 96],
  ['n1', 1925, 262, 1955, 280, 66],
  ['xX', 2014, 257, 2034, 289, 67],
  ['n2', 2091, 262, 2121, 280, 90],
  ['1х', 2174, 262, 2204, 280, 91],
  ['12', 2259, 262, 2285, 280, 96],
  ['Х2', 2339, 262, 2369, 280, 90],
];
const row = (y: number, home: string, away: string, prices: string[]): BoxedWord[] => [
  [home, 1378, y, 1434, y + 18, 95],
  ['-', 1521, y + 10, 1527, y + 12, 93],
  [away, 1537, y, 1637, y + 18, 96],
  ...prices.map((p, i): BoxedWord => [p, 1916 + i * 83, y, 1964 + i * 83, y + 22, 94]),
];

describe('1X2 prices checked against the double chance beside them', () => {
  it("a draw read '3,10' where 1X and X2 say about 3,70 is shown as unsure; a row they agree with stays trusted", () => {
    const ms = extractMatches(
      boxedPage([
        header,
        row(740, 'Бетис', 'Севилья', ['2,22', '3,10', '3,20', '1,38', '1,31', '1,72']),
        row(800, 'Атлетик', 'Атлетико', ['1,77', '3,80', '4,50', '1,21', '1,27', '2,04']),
      ]),
      { gazetteer },
    ).matches;
    const betis = ms.find((m) => m.teams?.[0] === 'Бетис')!;
    const athletic = ms.find((m) => m.teams?.[0] === 'Атлетик')!;
    expect(betis.odds).toEqual({ home: '2.22', draw: '3.10', away: '3.20' });
    expect(betis.confidence.odds).toBeLessThanOrEqual(0.5);
    expect(athletic.odds).toEqual({ home: '1.77', draw: '3.80', away: '4.50' });
    expect(athletic.confidence.odds).toBeGreaterThan(0.8);
  });

  it('without double chance columns in the header, nothing is checked', () => {
    const ms = extractMatches(boxedPage([header.slice(0, 4), row(740, 'Бетис', 'Севилья', ['2,22', '3,10', '3,20'])]), {
      gazetteer,
    }).matches;
    expect(ms[0]!.confidence.odds).toBeGreaterThan(0.8);
  });
});
