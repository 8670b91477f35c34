import { describe, expect, it } from 'vitest';
import { confirmedMatchSchema } from './reading';

const spread = {
  teams: ['Boston Celtics', 'Phoenix Suns'],
  odds: { away: '-105' },
  oddsFormat: 'american',
  pick: 'away',
  market: 'spread',
  line: '+14.5',
};

/** The paths of the schema's issues, '' when the match is accepted. */
function issues(input: unknown): string[] {
  const parsed = confirmedMatchSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.'));
}

describe('confirmed match: spread picks', () => {
  it('accepts a spread pick with its side, line and price alone, and keeps market and line', () => {
    expect(issues(spread)).toEqual([]);
    expect(confirmedMatchSchema.parse(spread)).toMatchObject({ market: 'spread', line: '+14.5', pick: 'away' });
    for (const line of ['-3', '+0.25', '-7.75', '0', '+120.5', ' +14.5 ']) expect(issues({ ...spread, line })).toEqual([]);
  });

  it('refuses a spread without its line or side, a draw picked, a line on a match result, and malformed lines', () => {
    const { line: _line, ...noLine } = spread;
    expect(issues(noLine)).toEqual(['line']);
    const { pick: _pick, ...noPick } = spread;
    // Without a pick both sides' prices are needed, as for any match result.
    expect(issues(noPick)).toEqual(['pick', 'odds.home']);
    expect(issues({ ...spread, pick: 'draw', odds: { draw: '-105' } })).toEqual(['pick']);
    expect(issues({ ...spread, market: 'moneyline' })).toEqual(['line']);
    const { market: _market, ...noMarket } = spread;
    expect(issues(noMarket)).toEqual(['line']);
    for (const line of ['14.5', '+14.3', '+14,5', '+1000', '+', 'PK', '−14.5'])
      expect(issues({ ...spread, line })).toEqual(['line']);
    // A market the analysis does not know is refused before the refinements run.
    expect(issues({ ...spread, market: 'total' })).toEqual(['market']);
  });

  it('leaves match results as they were: no market, or 1x2 and moneyline, without a line', () => {
    const result = { teams: ['Arsenal', 'Chelsea'], odds: { home: '2.10', draw: '3.40', away: '3.60' }, oddsFormat: 'decimal' };
    expect(issues(result)).toEqual([]);
    expect(issues({ ...result, market: '1x2' })).toEqual([]);
    expect(issues({ ...result, market: 'moneyline', odds: { home: '2.10', away: '1.80' } })).toEqual([]);
    expect(issues({ ...result, odds: { away: '3.60' }, pick: 'away' })).toEqual([]);
  });
});
