import { parseOddsStrict } from '@shared/odds';
import type { ExtractedMatch, Fact } from '@shared/prediction';

/**
 * A spread pick ('PHO Suns +14.5 at -105'): its price is the price of covering the line, not of winning the match.
 * Every other stage estimates probabilities of the match result (the market's margin, the team model, the second
 * opinions), which say nothing about covering a line, so none of them runs on it: the analysis informs (the price's
 * break-even, 1/price) and never advises. The engine keeps a spread pick apart from any other screenshot of the
 * match (odds-screen.ts sameMatch), so its price never enters a market of the match result.
 */
export interface SpreadStage {
  headline: Fact;
  factors: Fact[];
}

export function spreadStage(m: ExtractedMatch): SpreadStage {
  const key = m.pickedOutcome === 'home' || m.pickedOutcome === 'away' ? m.pickedOutcome : null;
  const price = key ? parseOddsStrict(key === 'home' ? m.homeOdds : m.awayOdds) : null;
  const line = m.line ?? null;
  return {
    headline: { code: 'headline.spread', p: { key, line, price, implied: price === null ? null : 1 / price } },
    factors: price === null ? [] : [{ code: 'spread', p: { key, line, price } }],
  };
}
