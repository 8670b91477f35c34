import { describe, expect, it } from 'vitest';
import type { ReadMatch } from '@shared/reading';
import { markOddDecimalPlaces, usualDecimals } from './decimal-places';

const match = (home: string, draw: string | null, away: string, oddsFormat: ReadMatch['oddsFormat'] = 'decimal') =>
  ({
    id: `m-${home}`,
    screenshot: 0,
    sport: 'football',
    league: null,
    teams: ['A', 'B'],
    canonicalTeams: null,
    date: null,
    time: null,
    market: '1x2',
    kind: 'list',
    odds: { home, draw, away },
    oddsFormat,
    selection: null,
    confidence: { teams: 0.9, odds: 0.95, date: 0 },
    boxes: {},
    complete: true,
    prominence: 1,
  }) as ReadMatch;

describe('decimal places', () => {
  it("marks a price printed unlike the page's others unsure", () => {
    const page = [match('4.60', '4.10', '1.6'), match('2.10', '3.40', '3.25'), match('1.95', '3.60', '4.00')];
    expect(usualDecimals(page)).toBe(2);
    const out = markOddDecimalPlaces(page);
    expect(out[0]!.confidence.odds).toBe(0.5);
    expect(out[1]!.confidence.odds).toBe(0.95);
  });

  it('reads Russian lines with three decimals and comma separators as their own usual', () => {
    const page = [match('1,849', '3,650', '4,180'), match('2,474', '3,290', '2,805')];
    expect(usualDecimals(page)).toBe(3);
    expect(markOddDecimalPlaces(page).every((m) => m.confidence.odds === 0.95)).toBe(true);
  });

  it('leaves pages with too few prices, no clear majority or other formats alone', () => {
    expect(usualDecimals([match('1.5', null, '2.45')])).toBeNull();
    expect(usualDecimals([match('1.5', '3.4', '2.45'), match('1.55', '3.4', '2.4')])).toBeNull();
    const american = [match('-140', null, '+120', 'american'), match('+105', null, '-125', 'american')];
    expect(markOddDecimalPlaces(american)).toEqual(american);
  });
});
