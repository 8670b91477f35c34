/**
 * One language's reading vocabulary. Every field is required, so the compiler refuses a language that leaves one
 * out; a language that prints no such words says so with an empty list. All forms are folded (lower case).
 */
export interface Locale {
  /** The language's code (ISO 639-1). */
  code: string;
  /** Titles of the match-result market (1X2, moneyline): a row naming one is read as that market. */
  resultMarkets: readonly string[];
  /** Titles of other markets (double chance, handicap, totals, halves): their prices are never taken as 1X2. */
  otherMarkets: readonly string[];
  /**
   * Lowercase words that stand inside a team's or a player's name ('Celta de Vigo', 'Rayo Vallecano de Madrid'):
   * any other short lowercase word in a name is a fragment OCR split off a word ('Mal lor ca').
   */
  nameParticles: readonly string[];
  slip: {
    /** Words of a slip's money rows (stake, returns, payouts, boosts): prices there are money, not odds. */
    words: readonly string[];
    /** Words that mark a slip even when no money row is visible. */
    markers: readonly string[];
    /** Labels of a slip's stake line. */
    stake: readonly string[];
    /** Labels of what a slip pays back, the stake included. */
    payout: readonly string[];
    /** Labels of a slip's profit, the stake not included ('Wager $20  To Win $35'). */
    profit: readonly string[];
    /** A slip's total odds: printed on a combination of several prices. */
    totalOdds: readonly string[];
    /** A price or payout the bookmaker raised: the payout is then not stake × price. */
    boosts: readonly string[];
  };
}
