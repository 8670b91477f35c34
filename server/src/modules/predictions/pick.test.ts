import { describe, expect, it } from 'vitest';
import type { BettingOption, PredictionResult } from '@shared/prediction';
import { historyPick, likeliestOutcome, verdictOf } from './pick';

const option = (key: string, winProbability: number, suggestedStakePercent = 0): BettingOption => ({
  key,
  type: key,
  odds: '2.00',
  recommendation: '',
  reasoning: '',
  confidence: 86,
  riskLevel: 'Medium',
  winProbability,
  impliedProbability: 50,
  expectedValue: 0,
  suggestedStakePercent,
  isValue: suggestedStakePercent > 0,
});

function result(over: Partial<PredictionResult>): PredictionResult {
  return {
    language: 'en',
    sport: 'football',
    league: null,
    extractedData: { teams: null, date: null, time: null, homeOdds: null, drawOdds: null, awayOdds: null, oddsFormat: null },
    correctedTeams: null,
    overallConfidence: 86,
    mainRecommendation: '',
    recommendedOption: 'no-bet',
    marketAnalysis: null,
    model: null,
    probabilities: { home: 38.7, draw: 28.1, away: 33.2 },
    bettingOptions: [option('home', 38.7), option('draw', 28.1), option('away', 33.2)],
    keyFactors: [],
    warnings: [],
    screenshotsAnalyzed: 1,
    engineVersion: 'test',
    ...over,
  };
}

describe('the pick a history card names', () => {
  it('is the likeliest outcome with its fair chance when no stake is suggested, never the confidence', () => {
    // The card: fair chances 38.7 / 28.1 / 33.2 and confidence 86 read "Arsenal 86%".
    expect(historyPick(result({}))).toEqual({ key: 'home', probability: 38.7, staked: false, source: 'market' });
    expect(verdictOf(result({}))).toBe('no-bet');
  });

  it('is the staked option when a stake is suggested', () => {
    const r = result({
      recommendedOption: 'away',
      bettingOptions: [option('home', 38.7), option('away', 33.2, 1.5)],
    });
    expect(historyPick(r)).toEqual({ key: 'away', probability: 33.2, staked: true, source: 'market' });
    expect(verdictOf(r)).toBe('value');
  });

  it('names the source of the probability and has none without probabilities', () => {
    const facts = { source: 'model', verdict: 'cannot-judge' } as unknown as PredictionResult['facts'];
    expect(historyPick(result({ facts }))).toMatchObject({ key: 'home', source: 'model' });
    expect(verdictOf(result({ facts }))).toBe('cannot-judge');
    expect(historyPick(result({ probabilities: null, bettingOptions: [] }))).toBeNull();
  });

  it('takes the highest final probability as the likeliest outcome, a two-way market without a draw', () => {
    expect(likeliestOutcome({ probabilities: { home: 30, draw: 40, away: 30 } })).toEqual({ key: 'draw', probability: 40 });
    expect(likeliestOutcome({ probabilities: { home: 44, draw: null, away: 56 } })).toEqual({ key: 'away', probability: 56 });
    expect(likeliestOutcome({ probabilities: null })).toBeNull();
  });
});
