import type { AnalysisFacts, BettingOption, OptionFacts } from './prediction';

/**
 * An option's price in decimal as it was read. `BettingOption.odds` is rounded to 2 decimals for the API, and an
 * American −1665 rounded so comes back as −1667; analyses stored before `OptionFacts.price` fall back to it.
 */
export function optionPrice(
  option: { key?: string | undefined; odds: BettingOption['odds'] },
  facts: Pick<AnalysisFacts, 'options'> | OptionFacts | null | undefined,
): number {
  const fact = facts && 'options' in facts ? facts.options.find((f) => f.key === option.key) : facts;
  return fact?.price ?? Number(option.odds);
}
