import { describe, expect, it } from 'vitest';
import { buildOddsScreen } from '../odds-screen';
import { screenshot } from '../fixtures.test-helpers';
import { confidenceStage } from './confidence';

const input = (matches: ReturnType<typeof screenshot>[], extra: Partial<Parameters<typeof confidenceStage>[0]> = {}) => ({
  used: matches,
  screen: buildOddsScreen(matches),
  sides: ['home', 'draw', 'away'] as const,
  meanOcr: 90,
  meanMargin: 0.05,
  trustedQuotes: matches.length,
  modelFreshness: null,
  modelApplies: true,
  otherScreenshots: 0,
  ...extra,
});

describe('confidence stage', () => {
  it('an integer 0..100 that rises with agreeing screenshots and the model, falls with other matches and high margins', () => {
    const one = confidenceStage(input([screenshot(['2.00', '3.40', '3.90'])]));
    const two = confidenceStage(input([screenshot(['2.00', '3.40', '3.90']), screenshot(['2.02', '3.40', '3.85'])]));
    const model = confidenceStage(input([screenshot(['2.00', '3.40', '3.90'])], { modelFreshness: 1 }));
    const mixed = confidenceStage(input([screenshot(['2.00', '3.40', '3.90'])], { otherScreenshots: 1 }));
    const high = confidenceStage(input([screenshot(['2.00', '3.40', '3.90'])], { meanMargin: 0.12 }));
    expect(Number.isInteger(one)).toBe(true);
    expect(two).toBeGreaterThan(one);
    expect(model).toBe(one + 15);
    expect(mixed).toBeLessThan(one);
    expect(high).toBe(one - 10);
  });
});
