import { describe, expect, it } from 'vitest';
import { fixtureRatings } from './fixtures.test-helpers';
import { loadRatings, modelCoverage, predictMatch } from './team-model';

const now = new Date('2026-06-10T00:00:00Z');

describe('team model', () => {
  it('predicts a probability vector that favours the stronger home side', () => {
    const p = predictMatch('Arsenal', 'Chelsea', now, fixtureRatings())!;
    expect(p.home + p.draw + p.away).toBeCloseTo(1, 12);
    expect(p.home).toBeGreaterThan(p.away);
    // x = 0.5·100/100 + 0.44 = 0.94; P(home) = σ(0.94 − 0.61)
    expect(p.home).toBeCloseTo(1 / (1 + Math.exp(-(0.94 - 0.61))), 10);
    expect(p.matchesUsed).toBe(2000);
    expect(p.freshness).toBe(1);
  });

  it('returns null for unknown teams and for teams of different countries', () => {
    const r = fixtureRatings();
    expect(predictMatch('Arsenal', 'Nowhere FC', now, r)).toBeNull();
    expect(modelCoverage('Arsenal', 'Nowhere FC', r)).toBe('unknown-away');
    expect(predictMatch('Arsenal', 'Bayern Munich', now, r)).toBeNull();
    expect(modelCoverage('Arsenal', 'Bayern Munich', r)).toBe('different-countries');
  });

  it('pulls a long-idle rating towards the league mean', () => {
    const p = predictMatch('Stale', 'Chelsea', now, fixtureRatings())!;
    // 11 idle years at 20% per year keeps 0.8^11 of the 200-point lead over the mean.
    expect(p.homeRating).toBeCloseTo(
      1600 + 200 * 0.8 ** ((Date.parse('2026-06-10') - Date.parse('2015-05-24')) / 86_400_000 / 365),
      0,
    );
    expect(p.freshness).toBeLessThan(0.1);
  });

  it('loads the shipped artifact with canonical CSV team names', () => {
    const r = loadRatings();
    expect(r).not.toBeNull();
    expect(r!.hasTeam('Man United')).toBe(true);
    expect(r!.hasTeam('Bayern Munich')).toBe(true);
    expect(r!.file.blend.weight).toBeGreaterThanOrEqual(0);
    expect(r!.file.blend.weight).toBeLessThanOrEqual(1);
    expect(predictMatch('Man United', 'Liverpool', now, r)).not.toBeNull();
    expect(loadRatings('/nonexistent/ratings.json')).toBeNull();
  });
});
