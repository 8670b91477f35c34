/**
 * The shapes that flow through the screenshot pipeline and out of the API.
 * One definition, used by the server (pipeline, engine, store), the CLI and the web app.
 */

export type Language = 'en' | 'ru';

export type OddsFormat = 'decimal' | 'fractional' | 'american';
export type Outcome = 'home' | 'draw' | 'away';
export type RiskLevel = 'Low' | 'Medium' | 'High';

/** What one screenshot yielded. Anything not read is null, never guessed. */
export interface ExtractedMatch {
  sport: string | null; // 'football' | 'basketball' | 'tennis' | 'hockey' | ... lower-case English
  league: string | null;
  /** Teams as read from the image, [home, away]. */
  teams: [string, string] | null;
  /** Canonical names from the gazetteer (same strings as in the historical data), or null when unrecognised. */
  correctedTeams: [string | null, string | null] | null;
  /** ISO-like partial date as read: 'YYYY-MM-DD' or '--MM-DD' when the year is not printed. */
  date: string | null;
  /** 'HH:MM' 24h. */
  time: string | null;
  /** Odds exactly as printed (e.g. '2.28', '4/5', '-130'); comma decimals normalised to a dot. */
  homeOdds: string | null;
  drawOdds: string | null;
  awayOdds: string | null;
  oddsFormat: OddsFormat | null;
  /** Bet slips show only the picked selection: which outcome it was, when known. */
  pickedOutcome?: Outcome | null;
  /**
   * The market the prices are of, when it is not the match result: a spread pick's price is the price of covering
   * `line`, so it is never compared with a probability of winning the match (analysed for information only).
   */
  market?: 'spread' | null;
  /** The spread's line as printed with its sign ('+14.5'), with market 'spread'. */
  line?: string | null;
  /**
   * Mean OCR confidence 0..100 of the words the fields came from; null where no OCR is behind the values (typed by
   * the user, or every price corrected or checked by the user).
   */
  ocrConfidence?: number | null;
  /**
   * Prices the reader marked unsure (read under TRUSTED_PRICE_CONFIDENCE) that the user has neither corrected nor
   * confirmed: shown, never staked on.
   */
  unsurePrices?: Outcome[] | null;
  /** The page shows the match in play (a score, a minute): its prices are live, not pre-match. */
  live?: boolean | null;
  /** The page kind the extractor recognised, for diagnostics. */
  layout?: string | null;
}

export interface BettingOption {
  /** Stable machine key, e.g. 'home', 'draw', 'away', '1X', '12', 'X2'. */
  key: string;
  /** Human label in the request language, e.g. 'Arsenal to win', 'Победа Арсенала'. */
  type: string;
  /** Decimal odds, 2 decimals, as a string (the UI converts for display). */
  odds: string;
  recommendation: string; // localized short verdict: 'Value bet' / 'No edge' / ...
  reasoning: string; // localized one-paragraph reason built from the numbers
  confidence: number; // 0..100 integer
  riskLevel: RiskLevel;
  winProbability: number; // model probability in percent, 1 decimal
  impliedProbability: number; // 1/odds in percent, 1 decimal
  expectedValue: number; // EV per unit stake in percent, 1 decimal (e.g. 4.2 means +4.2%)
  /**
   * Fractional Kelly, capped, percent of bankroll. Only the one recommended option of a match carries a stake:
   * the outcomes of one market overlap or exclude each other, so stakes on two of them would be a different bet.
   */
  suggestedStakePercent: number;
  /** EV at or above the minimum edge (several can be; only the recommended one is staked). */
  isValue: boolean;
  /** Fair decimal price, 1 / fair probability (the estimated probability), 2 decimals. */
  fairOdds?: number;
}

export interface MarketAnalysis {
  homeWinProbability: number; // fair probability in percent, 1 decimal
  drawProbability: number | null;
  awayWinProbability: number;
  /** Bookmaker margin (overround - 1) in percent, 2 decimals; null when fewer than all outcomes are priced. */
  margin: number | null;
  method: 'shin' | 'multiplicative' | 'additive' | 'power' | 'none';
  /** Fair probabilities by each de-vig method, for transparency. Percent. */
  byMethod?: Partial<
    Record<'shin' | 'multiplicative' | 'additive' | 'power', { home: number; draw: number | null; away: number }>
  >;
  /** Best decimal price per outcome across screenshots. */
  bestOdds: { home: number | null; draw: number | null; away: number | null };
  arbitrage: boolean;
}

export interface ModelAnalysis {
  /** Team-strength model's own probabilities in percent, when both teams are recognised. */
  home: number;
  draw: number | null;
  away: number;
  homeRating: number;
  awayRating: number;
  /** Weight given to the model in the blend, 0..1. */
  weight: number;
  matchesUsed: number;
}

export interface PredictionResult {
  id?: string;
  createdAt?: string;
  language: Language;
  sport: string | null;
  league: string | null;
  extractedData: {
    teams: [string, string] | null;
    date: string | null;
    time: string | null;
    homeOdds: string | null;
    drawOdds: string | null;
    awayOdds: string | null;
    oddsFormat: OddsFormat | null;
  };
  correctedTeams: [string, string] | null;
  overallConfidence: number; // 0..100 integer
  mainRecommendation: string;
  /** Machine form of the main recommendation: an option key, or 'no-bet'. */
  recommendedOption: string;
  marketAnalysis: MarketAnalysis | null;
  model: ModelAnalysis | null;
  /** Final blended probabilities in percent used for EV. */
  probabilities: { home: number; draw: number | null; away: number } | null;
  bettingOptions: BettingOption[];
  keyFactors: string[];
  warnings: string[];
  screenshotsAnalyzed: number;
  /** Engine version, so stored results can be compared over time. */
  engineVersion: string;
  /**
   * Optional plain-language summary written by a language model (only when LLM_* is configured). It is kept only
   * if every number in it appears in the computed analysis.
   */
  narrative?: { text: string; model: string } | null;
  /** Structured facts behind every sentence above; rendered in the reader's language and odds format when read. */
  facts?: AnalysisFacts;
  /** Screenshots that show other matches (other teams, or the same teams on another date), each analysed on its own. */
  otherMatches?: PredictionResult[];
}

/**
 * Value: a stake is suggested. Small edge: positive EV below the minimum edge, no stake. No bet: a complete, surely
 * read market whose best option has no edge. Cannot judge: the evidence a value call needs is missing (an outcome's
 * price not read, a price that may be misread, one price alone, live prices, only the unvalidated team model); the
 * headline says what would make a judgement possible. docs/decisions/0050-verdicts-and-their-evidence.md
 */
export type Verdict = 'value' | 'small-edge' | 'no-bet' | 'cannot-judge';
export type FactParam = string | number | boolean | null | number[] | string[];
/** One sentence as data: a catalog code and its numbers (fractions 0..1 for probabilities, decimal prices). */
export interface Fact {
  code: string;
  p?: Record<string, FactParam>;
}
export type NamePair = [string | null, string | null];

/** One screenshot's row in the best-price grid: its prices (decimal, home/draw/away order) and its margin. */
export interface GridRow {
  /** 0-based index of the screenshot in the request. */
  screenshot: number;
  prices: { home: number | null; draw: number | null; away: number | null };
  /** Booksum − 1 as a fraction, when all outcomes are priced. */
  margin: number | null;
  /** Printed odds format of the screenshot. */
  format: OddsFormat | null;
}

export interface OptionFacts {
  key: string;
  /** Outcomes the option covers (two for a double chance). */
  sides: Outcome[];
  /** Derived from two printed prices, not printed by any bookmaker. */
  synthetic: boolean;
  /**
   * The price in decimal, unrounded. `BettingOption.odds` is rounded to 2 decimals, which shows a confirmed American
   * −1665 as −1667 once converted back; a price is shown from this. Absent on analyses stored before it.
   */
  price?: number;
  /** 0-based screenshot indexes the price comes from. */
  screenshots: number[];
  /** Why it is or is not staked; 'information' where the evidence for a value call is missing (see Verdict). */
  status: 'recommended' | 'value-not-staked' | 'small-edge' | 'no-edge' | 'information';
}

/** Where a second opinion comes from (issue 49): a live odds feed, the request's other screenshots, market-implied ratings. */
export type ReferenceKind = 'odds-feed' | 'screenshots' | 'market-model';

/**
 * What a reference source's decision rule showed on the backtest's test seasons (bench/results/backtest.json): bet the
 * price when it beats the reference's fair price by at least `threshold`. Fractions (0.024 = +2.4%).
 */
export interface ReferenceTrack {
  threshold: number;
  /** Bets the rule made, over `matches` test matches it could look at, `from`..`to`. */
  bets: number;
  matches: number;
  from: string;
  to: string;
  /** What the price taken was: 'single' (one bookmaker, Bet365 on history) or 'best' (the best of several). */
  price: 'single' | 'best';
  roi: number;
  roiLow: number;
  roiHigh: number;
  clv: number;
  clvLow: number;
  clvHigh: number;
  /** ROI's interval above 0, or CLV positive with its interval above 0 (and enough bets): it may advise a stake. */
  earnsWeight: boolean;
}

/** The second opinion an analysis used or showed. */
export interface ReferenceFacts {
  kind: ReferenceKind;
  name: string;
  /** Fair probabilities in side order. */
  fair: number[];
  /** Date of the source's latest data (offline ratings) or of the price. */
  asOf: string | null;
  /** It set the probabilities and may advise (its rule earned weight); otherwise it is shown for information. */
  advises: boolean;
  track: ReferenceTrack | null;
}

export interface AnalysisFacts {
  v: 1;
  verdict: Verdict;
  /** 1X2 (three outcomes) or a two-way market. */
  threeWay: boolean;
  sport: string | null;
  /** Team or player names: as printed, and in each language where the gazetteer knows the club. */
  names: { printed: NamePair; en: NamePair; ru: NamePair };
  /** Odds format printed on the (first) screenshot; the default display format. */
  oddsFormat: OddsFormat | null;
  /** Where the probabilities come from and the thresholds used ('reference': a second opinion, see `reference`). */
  source: 'market' | 'blend' | 'model' | 'reference' | null;
  method: string | null;
  modelWeight: number;
  minEdge: number;
  stakeCapPercent: number;
  /** 0-based indexes of the screenshots analysed here. */
  screenshots: number[];
  /** The one-sentence reason of the verdict. */
  headline: Fact;
  factors: Fact[];
  warnings: Fact[];
  options: OptionFacts[];
  /** Per-screenshot prices when several screenshots show this match. */
  grid: GridRow[];
  /**
   * Where the values came from: OCR alone, a reading the user confirmed (prices they corrected or checked count as
   * theirs), or values typed by the user. `ocrConfidence` is the least sure price the user did not check (0..100), or
   * null when none is left. Absent on results stored before it existed.
   */
  reading?: { source: 'screenshots' | 'confirmed' | 'manual'; ocrConfidence: number | null };
  /** The second opinion (a fair price from outside the screenshot's book), when one was found. Absent before issue 49. */
  reference?: ReferenceFacts | null;
  /** Model view in words: probabilities, weight and its backtest against the market. */
  model: {
    probabilities: number[];
    weight: number;
    validationMatches: number;
    logLossMarket: number;
    logLossModel: number;
  } | null;
}
