import { describe, expect, it } from 'vitest';
import { buildOddsScreen } from '../odds-screen';
import { screenshot } from '../fixtures.test-helpers';
import { decimalToAmerican } from '@shared/odds';
import { optionPrice } from '@shared/option-price';
import { finalProbabilities, headlineFact, optionsStage } from './options';

describe('options stage', () => {
  const screen = buildOddsScreen([screenshot(['2.40', '3.40', '3.40'])]);

  it('one stake per match: the best value option only, fair prices on every option', () => {
    // Probabilities that make home, 1X and 12 all clear the minimum edge.
    const s = optionsStage({
      final: [0.5, 0.25, 0.25],
      source: 'market',
      screen,
      sides: ['home', 'draw', 'away'],
      overall: 80,
      trustedQuotes: 1,
    });
    expect(s.options.filter((o) => o.isValue).length).toBeGreaterThan(1);
    expect(s.options.filter((o) => o.suggestedStakePercent > 0).map((o) => o.key)).toEqual([s.recommended]);
    expect(s.verdict).toBe('value');
    expect(s.options.find((o) => o.key === 'home')!.fairOdds).toBe(2);
    expect(s.optionFacts.find((o) => o.key === s.recommended)!.status).toBe('recommended');
    const h = headlineFact({ stage: s, meanMargin: 0.05, final: [0.5, 0.25, 0.25], source: 'market', partial: null });
    expect(h.code).toBe('headline.value');
    expect(h.p!.key).toBe(s.recommended);
  });

  it('no bet when every EV is negative, and the reason says so', () => {
    const margined = buildOddsScreen([screenshot(['2.00', '3.40', '3.90'])]);
    const s = optionsStage({
      final: [0.47, 0.28, 0.25],
      source: 'market',
      screen: margined,
      sides: ['home', 'draw', 'away'],
      overall: 80,
      trustedQuotes: 1,
    });
    expect(s.verdict).toBe('no-bet');
    expect(s.recommended).toBe('no-bet');
    expect(s.options.every((o) => o.suggestedStakePercent === 0)).toBe(true);
    expect(headlineFact({ stage: s, meanMargin: 0.05, final: null, source: 'market', partial: null }).code).toBe(
      'headline.no-edge',
    );
  });

  it('keeps the price as read: an American −1665 is not rounded through 2 decimals into −1667', () => {
    const american = buildOddsScreen([screenshot(['-1665', null, '+900'], { oddsFormat: 'american' })]);
    const s = optionsStage({
      final: [0.95, 0, 0.05],
      source: 'market',
      screen: american,
      sides: ['home', 'away'],
      overall: 80,
      trustedQuotes: 1,
    });
    const home = s.optionFacts.find((o) => o.key === 'home')!;
    expect(decimalToAmerican(home.price!)).toBe('−1665');
    expect(s.options.find((o) => o.key === 'home')!.odds).toBe('1.06');
    const h = headlineFact({ stage: s, meanMargin: 0.05, final: [0.95, 0, 0.05], source: 'market', partial: null });
    expect(h.p!.key).toBe('home');
    expect(decimalToAmerican(h.p!.price as number)).toBe('−1665');
    expect(
      decimalToAmerican(
        optionPrice(
          { key: 'home', odds: '1.06' },
          s.optionFacts.find((o) => o.key === 'home'),
        ),
      ),
    ).toBe('−1665');
    // An analysis stored before the exact price falls back to the rounded one.
    expect(optionPrice({ key: 'home', odds: '1.06' }, { options: [] })).toBe(1.06);
  });

  it('blends only with a positive weight; the model alone when no market', () => {
    expect(finalProbabilities([0.5, 0.3, 0.2], [0.4, 0.3, 0.3], 0, true).source).toBe('market');
    expect(finalProbabilities([0.5, 0.3, 0.2], [0.4, 0.3, 0.3], 0.3, true).source).toBe('blend');
    expect(finalProbabilities(null, [0.4, 0.3, 0.3], 0, true)).toEqual({ final: [0.4, 0.3, 0.3], source: 'model' });
    expect(finalProbabilities(null, null, 0, true)).toEqual({ final: null, source: null });
  });
});
