/**
 * The shapes that flow through the screenshot pipeline and out of the API.
 * One definition, used by the server (pipeline, engine, store), the CLI and the web app.
 */

export type Language = 'en' | 'ru';
export const LANGUAGES: readonly Language[] = ['en', 'ru'];

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
  /** Mean OCR confidence 0..100 of the words the fields came from. */
  ocrConfidence?: number | null;
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
  suggestedStakePercent: number; // fractional Kelly, capped, percent of bankroll, 0 when no edge
  isValue: boolean;
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
}
