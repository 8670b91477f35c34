import type { BettingOption, Fact, OptionFacts, RiskLevel, Verdict } from '@shared/prediction';
import { optionPrice } from '@shared/option-price';
import { logPool } from '../elo';
import { round1, round2 } from '../format';
import type { OddsScreen, Side } from '../odds-screen';

/**
 * Stage 3, the options: final probabilities (market, blended with the model by its weight, or the model alone), each
 * outcome and double chance priced against them, and one recommendation per match. The outcomes of one market overlap
 * or exclude each other (home and 1X both win on a home win; home and away never both win), so a stake goes on the
 * single best option only; the others keep their numbers and say why they are not staked.
 */

/** Fraction of the Kelly stake suggested, and the cap in percent of bankroll. */
export const KELLY_FRACTION = 0.25;
export const STAKE_CAP_PERCENT = 2.5;
/** Minimum EV for a value call: market-based probabilities, and model-only probabilities (less accurate in backtest). */
export const MIN_EDGE = 0.02;
export const MIN_EDGE_MODEL_ONLY = 0.05;

export type Source = 'market' | 'blend' | 'model' | 'reference';

/** Kelly fraction f* = (p·o − 1)/(o − 1), scaled and capped, in percent of bankroll; 0 without an edge. */
export function kellyStakePercent(
  probability: number,
  odds: number,
  fraction = KELLY_FRACTION,
  capPercent = STAKE_CAP_PERCENT,
): number {
  if (!(odds > 1)) return 0;
  const f = (probability * odds - 1) / (odds - 1);
  if (f <= 0) return 0;
  return round2(Math.min(capPercent, f * fraction * 100));
}

/**
 * Risk of an option from its win probability and price:
 * High when p < 30% or odds ≥ 3.50; Low when p ≥ 60% and odds ≤ 1.70; Medium otherwise.
 */
export function riskLevel(probability: number, odds: number): RiskLevel {
  if (probability < 0.3 || odds >= 3.5) return 'High';
  if (probability >= 0.6 && odds <= 1.7) return 'Low';
  return 'Medium';
}

/** Final probabilities in side order, and where they come from. */
export function finalProbabilities(
  marketFair: number[] | null,
  model: number[] | null,
  weight: number,
  threeWay: boolean,
): { final: number[] | null; source: Source | null } {
  if (marketFair) {
    if (model && threeWay && weight > 0) return { final: logPool(marketFair, model, weight), source: 'blend' };
    return { final: marketFair, source: 'market' };
  }
  if (model) return { final: threeWay ? model : [model[0]!, model[2]!], source: 'model' };
  return { final: null, source: null };
}

interface Candidate {
  key: string;
  sides: Side[];
  price: number;
  probability: number;
  synthetic: boolean;
  sourceIndexes: number[];
}

export interface OptionsStage {
  options: BettingOption[];
  optionFacts: OptionFacts[];
  recommended: string;
  verdict: Verdict;
  minEdge: number;
  /** The verdict's reason, before the partial-market / no-odds cases the engine adds. */
  best: BettingOption | null;
}

export function optionsStage(input: {
  final: number[] | null;
  source: Source | null;
  screen: OddsScreen;
  sides: readonly Side[];
  /** Overall confidence 0..100, scaled per option. */
  overall: number;
  trustedQuotes: number;
  /**
   * False when a price may have been misread (low OCR confidence, a repaired digit, a book no bookmaker would
   * print): the numbers are shown, but nothing is staked on them.
   */
  readingTrusted?: boolean;
  /**
   * Screenshots whose prices were read under the trust threshold: a price from one of them is never staked on, even
   * where the other screenshots lift the reading's mean above it.
   */
  unsureScreenshots?: ReadonlySet<number>;
  /**
   * The evidence for a value call is missing (evidence.ts): every option is shown for information, none is a value
   * call or staked, and the verdict is 'cannot-judge'.
   */
  informationOnly?: boolean;
  /**
   * A second opinion advises (issue 49): the stake is sized by the edge its rule measured on history (capped by this
   * bet's own EV), not by the EV against the reference alone.
   */
  stakeEdge?: number | null;
}): OptionsStage {
  const { final, source, screen, sides, overall } = input;
  const prob = (s: Side) => final![sides.indexOf(s)]!;
  const candidates: Candidate[] = [];
  if (final) {
    for (const s of sides) {
      const b = screen.best[s];
      if (b)
        candidates.push({ key: s, sides: [s], price: b.price, probability: prob(s), synthetic: false, sourceIndexes: [b.index] });
    }
    if (screen.threeWay && screen.best.home && screen.best.draw && screen.best.away) {
      const dc: [string, Side, Side][] = [
        ['1X', 'home', 'draw'],
        ['12', 'home', 'away'],
        ['X2', 'draw', 'away'],
      ];
      for (const [key, a, b] of dc) {
        const price = 1 / (1 / screen.best[a]!.price + 1 / screen.best[b]!.price);
        candidates.push({
          key,
          sides: [a, b],
          price,
          probability: prob(a) + prob(b),
          synthetic: true,
          sourceIndexes: [screen.best[a]!.index, screen.best[b]!.index],
        });
      }
    }
  }
  const minEdge = source === 'model' ? MIN_EDGE_MODEL_ONLY : MIN_EDGE;
  const sourceFactor = source === 'model' ? 0.6 : input.trustedQuotes > 1 ? 1 : 0.9;

  const options = candidates.map((c): BettingOption => {
    const ev = c.probability * c.price - 1;
    const surelyRead = input.readingTrusted !== false && !c.sourceIndexes.some((i) => input.unsureScreenshots?.has(i));
    const isValue = ev >= minEdge && surelyRead && !input.informationOnly;
    return {
      key: c.key,
      type: '',
      odds: c.price.toFixed(2),
      recommendation: '',
      reasoning: '',
      confidence: Math.round(overall * sourceFactor * (c.synthetic ? 0.95 : 1)),
      riskLevel: riskLevel(c.probability, c.price),
      winProbability: round1(c.probability * 100),
      impliedProbability: round1(100 / c.price),
      expectedValue: round1(ev * 100),
      suggestedStakePercent: isValue
        ? input.stakeEdge
          ? kellyStakePercent((1 + Math.min(ev, input.stakeEdge)) / c.price, c.price)
          : kellyStakePercent(c.probability, c.price)
        : 0,
      isValue,
      fairOdds: round2(1 / c.probability),
    };
  });

  // One stake per match: the value option with the highest EV (then the likelier one); every other stake is zero.
  const chosen = options
    .filter((o) => o.isValue)
    .sort((a, b) => b.expectedValue - a.expectedValue || b.winProbability - a.winProbability)[0];
  for (const o of options) if (o !== chosen) o.suggestedStakePercent = 0;
  const best = chosen ?? [...options].sort((a, b) => b.expectedValue - a.expectedValue)[0] ?? null;
  const optionFacts = candidates.map((c, k): OptionFacts => ({
    key: c.key,
    sides: c.sides,
    synthetic: c.synthetic,
    price: c.price,
    screenshots: c.sourceIndexes,
    status: input.informationOnly
      ? 'information'
      : options[k] === chosen
        ? 'recommended'
        : options[k]!.isValue
          ? 'value-not-staked'
          : options[k]!.expectedValue > 0
            ? 'small-edge'
            : 'no-edge',
  }));
  const verdict: Verdict = input.informationOnly
    ? 'cannot-judge'
    : chosen
      ? 'value'
      : best && best.expectedValue > 0
        ? 'small-edge'
        : 'no-bet';
  return { options, optionFacts, recommended: chosen?.key ?? 'no-bet', verdict, minEdge, best };
}

/** The one-sentence reason of the verdict, as a fact. */
export function headlineFact(input: {
  stage: OptionsStage;
  meanMargin: number | null;
  final: number[] | null;
  source: Source | null;
  partial: { keys: Side[]; prices: number[] } | null;
}): Fact {
  const { stage, meanMargin, source, partial } = input;
  const b = stage.best;
  const price = b
    ? optionPrice(
        b,
        stage.optionFacts.find((f) => f.key === b.key),
      )
    : 0;
  if (b && stage.verdict === 'value')
    return {
      code: 'headline.value',
      p: {
        key: b.key,
        price,
        p: b.winProbability / 100,
        implied: b.impliedProbability / 100,
        ev: b.expectedValue / 100,
        stake: b.suggestedStakePercent,
      },
    };
  if (b && stage.verdict === 'small-edge')
    return {
      code: 'headline.small-edge',
      p: { key: b.key, price, ev: b.expectedValue / 100, minEdge: stage.minEdge },
    };
  if (b) return { code: 'headline.no-edge', p: { key: b.key, price, ev: b.expectedValue / 100, margin: meanMargin } };
  if (partial) return { code: 'headline.partial', p: { keys: partial.keys, prices: partial.prices } };
  if (input.final && source === 'model') return { code: 'headline.model-only' };
  return { code: 'headline.nothing' };
}
