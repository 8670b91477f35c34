import { describe, expect, it } from 'vitest';
import type { ReferenceTrack } from '@shared/prediction';
import { verdictNotes } from '@shared/analysis-text';
import { analyzeMatches } from '../engine';
import { screenshot } from '../fixtures.test-helpers';
import { loadEvidence } from '../reference/track-record';
import type { ReferenceEvidence, ReferencePrice } from '../reference/types';

const now = new Date('2026-06-10T00:00:00Z');
const track = (earnsWeight: boolean): ReferenceTrack => ({
  threshold: 0.02,
  bets: 417,
  matches: 16294,
  from: '2023-07-28',
  to: '2026-01-14',
  price: 'single',
  roi: 0.012,
  roiLow: -0.05,
  roiHigh: 0.07,
  clv: earnsWeight ? 0.021 : -0.002,
  clvLow: earnsWeight ? 0.015 : -0.012,
  clvHigh: earnsWeight ? 0.027 : 0.009,
  earnsWeight,
});
const pinnacle: ReferencePrice = { kind: 'odds-feed', name: 'Pinnacle', fair: [0.52, 0.26, 0.22], asOf: '2026-06-09' };
const oneBook = () => [screenshot(['2.10', '3.40', '3.60'])];

describe('a second opinion sets the verdict only by its record on history (issue 49)', () => {
  for (const language of ['en', 'ru'] as const) {
    it(`a price above the sharp fair price by the threshold, whose rule earned weight: a value call with its record (${language})`, () => {
      const evidence: ReferenceEvidence = { 'odds-feed': { single: track(true), best: null } };
      const r = analyzeMatches(oneBook(), { language, ratings: null, now, references: [pinnacle], evidence });
      expect(r.facts!.verdict).toBe('value');
      expect(r.facts!.source).toBe('reference');
      expect(r.recommendedOption).toBe('home');
      const home = r.bettingOptions.find((o) => o.key === 'home')!;
      expect(home.winProbability).toBe(52);
      expect(home.expectedValue).toBeCloseTo(0.52 * 2.1 * 100 - 100, 1);
      // Sized by the measured edge (CLV +2.1%), not by this bet's +9.2%: quarter Kelly of 0.021 / 1.1.
      expect(home.suggestedStakePercent).toBeCloseTo((0.021 / 1.1) * 25, 1);
      const note = verdictNotes(r.facts!, language, 'decimal')[0]!;
      expect(note).toMatch(
        language === 'en'
          ? /^Bets like this .*Pinnacle \(odds feed\)\) returned \+1\.2% over 417 matches \(95% interval −5\.0% to \+7\.0%\) with a closing-line value of \+2\.1% against Pinnacle's closing price/
          : /^Такие ставки .*принесли \+1,2.% на 417 матчах \(95%-й интервал: от −5,0.% до \+7,0.%\)/,
      );
    });
  }

  it('the same price, but the rule did not earn weight: shown for information, no stake', () => {
    const evidence: ReferenceEvidence = { 'odds-feed': { single: track(false), best: null } };
    const r = analyzeMatches(oneBook(), { language: 'en', ratings: null, now, references: [pinnacle], evidence });
    expect(r.facts!.verdict).toBe('cannot-judge');
    expect(r.facts!.reference!.advises).toBe(false);
    expect(r.bettingOptions.every((o) => o.suggestedStakePercent === 0)).toBe(true);
    expect(r.mainRecommendation).toMatch(
      /one bookmaker's prices cannot show value.*Pinnacle \(odds feed\): shown for information only/,
    );
    expect(verdictNotes(r.facts!, 'en', 'decimal')[0]).toMatch(/Not enough to advise a stake/);
  });

  it('by the committed backtest, one book against the sharp price does not earn a stake; the best of two does', () => {
    const evidence = loadEvidence(0.02);
    expect(evidence['odds-feed']?.single?.earnsWeight).toBe(false);
    expect(evidence['odds-feed']?.best?.earnsWeight).toBe(true);
    const single = analyzeMatches(oneBook(), { language: 'en', ratings: null, now, references: [pinnacle] });
    expect(single.facts!.verdict).toBe('cannot-judge');
    const two = analyzeMatches([screenshot(['2.10', '3.40', '3.60']), screenshot(['2.00', '3.50', '3.70'])], {
      language: 'en',
      ratings: null,
      now,
      references: [pinnacle],
    });
    expect(two.facts!.verdict).toBe('value');
    expect(two.facts!.reference!.kind).toBe('odds-feed');
    expect(two.facts!.reference!.track!.bets).toBe(evidence['odds-feed']!.best!.bets);
  });

  it('no reference at all: one book says plainly it cannot show value, as before nothing is staked', () => {
    const r = analyzeMatches(oneBook(), { language: 'en', ratings: null, now, references: [] });
    expect(r.facts!.verdict).toBe('cannot-judge');
    expect(r.facts!.reference).toBeNull();
    expect(r.facts!.headline.code).toBe('headline.no-reference');
    expect(r.bettingOptions.every((o) => o.suggestedStakePercent === 0)).toBe(true);
  });
});
