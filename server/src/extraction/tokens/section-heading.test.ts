import { describe, expect, it } from 'vitest';
import { buildRows } from '../grid/layout';
import { DEFAULT_PARAMS } from '../page/params';
import { fixturePage } from '../test-fixtures';
import { isSectionHeading } from './section-heading';

const row = (...cells: [string, number][]) => buildRows(fixturePage([[100, ...cells]]), DEFAULT_PARAMS)[0]!;

describe('section heading', () => {
  it('is a name followed by the outcome labels in their order', () => {
    expect(isSectionHeading(row(['Bundesliga', 40], ['1', 600], ['X', 690], ['2', 778]))).toBe(true);
    expect(isSectionHeading(row(['Liga Premier de Rusia', 40], ['1', 800], ['Хх', 890], ['2', 978]))).toBe(true);
    expect(isSectionHeading(row(['Liga Portugal', 40], ['1', 700], ['X', 790], ['2', 878], ['Handicap', 1000]))).toBe(true);
    expect(isSectionHeading(row(['NBA', 40], ['1', 600], ['2', 700]))).toBe(true);
  });

  it("may name a section ending in a label's glyph ('Лига 1'), which is not a label then", () => {
    expect(isSectionHeading(row(['Франция. Лига 1', 40], ['1', 600], ['X', 690], ['2', 778]))).toBe(true);
    expect(isSectionHeading(row(['Bundesliga 2', 40], ['1', 600], ['X', 690], ['2', 778]))).toBe(true);
    // A glyph with no name before it is still a label: a header of labels twice is no section's.
    expect(isSectionHeading(row(['1', 500], ['1', 600], ['X', 690], ['2', 778]))).toBe(false);
  });

  it('is no row of a match, and no bare header of labels', () => {
    // A live row's score in the outcome labels' places, in the wrong order or mid-line.
    expect(isSectionHeading(row(['Arsenal', 40], ['2', 300], ['1', 340], ['Chelsea', 400]))).toBe(false);
    expect(isSectionHeading(row(['Arsenal', 40], ['1', 300], ['2', 340], ['Chelsea', 400]))).toBe(false);
    expect(isSectionHeading(row(['1', 600], ['X', 690], ['2', 778]))).toBe(false);
    expect(isSectionHeading(row(['Arsenal - Chelsea', 40], ['1,38', 600], ['4,50', 690], ['10,00', 778]))).toBe(false);
  });
});
