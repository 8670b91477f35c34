import { describe, expect, it } from 'vitest';
import type { ExtractedMatch } from '@shared/prediction';
import { buildOddsScreen } from './odds-screen';

function shot(
  home: string | null,
  draw: string | null,
  away: string | null,
  teams: [string, string] = ['Arsenal', 'Chelsea'],
): ExtractedMatch {
  return {
    sport: 'football',
    league: null,
    teams,
    correctedTeams: teams,
    date: null,
    time: null,
    homeOdds: home,
    drawOdds: draw,
    awayOdds: away,
    oddsFormat: 'decimal',
  };
}

describe('odds screen', () => {
  it('takes the best price per outcome and averages fair probabilities', () => {
    const s = buildOddsScreen([shot('2.00', '3.40', '4.00'), shot('2.10', '3.30', '3.80')]);
    expect(s.best.home).toEqual({ price: 2.1, index: 1 });
    expect(s.best.draw).toEqual({ price: 3.4, index: 0 });
    expect(s.best.away).toEqual({ price: 4, index: 0 });
    expect(s.bestBooksum).toBeCloseTo(1 / 2.1 + 1 / 3.4 + 1 / 4, 10);
    expect(s.arbitrage).toBe(false);
    const m0 = s.quotes[0]!.fair!.multiplicative[0]!;
    const m1 = s.quotes[1]!.fair!.multiplicative[0]!;
    expect(s.consensus!.multiplicative[0]).toBeCloseTo((m0 + m1) / 2, 10);
  });

  it('flags an arbitrage across two books and its profit', () => {
    const s = buildOddsScreen([shot('2.30', '3.20', '3.40'), shot('2.05', '3.60', '4.40')]);
    const l = 1 / 2.3 + 1 / 3.6 + 1 / 4.4;
    expect(l).toBeLessThan(1);
    expect(s.arbitrage).toBe(true);
    expect(s.arbitrageProfit).toBeCloseTo(1 / l - 1, 10);
  });

  it('treats a single implausible book as a misread, not an arbitrage', () => {
    const s = buildOddsScreen([shot('3.20', '3.40', '4.00')]);
    expect(s.inconsistent).toEqual([0]);
    expect(s.arbitrage).toBe(false);
  });

  it('sets aside a screenshot of another match', () => {
    const s = buildOddsScreen([
      shot('2.00', '3.40', '4.00'),
      shot('1.50', '4.00', '6.00', ['Everton', 'Fulham']),
      shot('2.10', '3.30', '3.80'),
    ]);
    expect(s.used).toEqual([0, 2]);
    expect(s.otherMatch).toEqual([1]);
    expect(s.best.home!.price).toBe(2.1);
  });

  it('aligns a screenshot that lists the teams the other way round', () => {
    const s = buildOddsScreen([shot('2.00', '3.40', '4.00'), shot('4.20', '3.30', '1.95', ['Chelsea', 'Arsenal'])]);
    expect(s.otherMatch).toEqual([]);
    expect(s.best.away!.price).toBe(4.2);
  });

  it('is 2-way when no draw is printed for a sport without draws', () => {
    const s = buildOddsScreen([{ ...shot('1.80', null, '2.05', ['Lakers', 'Celtics']), sport: 'basketball' }]);
    expect(s.threeWay).toBe(false);
    expect(s.quotes[0]!.complete).toBe(true);
  });
});
