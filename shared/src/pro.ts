import * as z from 'zod/mini';

/**
 * Pro features (issue 14): recorded bets with closing-line value, personal analytics, CSV export and API keys.
 * One zod schema per request body, so the server validates and the API reference documents the same shape.
 */

export const BET_RESULTS = ['pending', 'won', 'lost', 'void'] as const;
export type BetResult = (typeof BET_RESULTS)[number];

/** Decimal prices the product accepts anywhere (shared/src/odds.ts refuses 1.0 and below as well). */
const decimalPrice = z.number().check(z.gt(1), z.maximum(1000));
const int = () => z.number().check(z.int());

/** PUT /api/predictions/:id/bet: what the user actually placed on one analysed match. */
export const betInputSchema = z.strictObject({
  /** An option key of the analysis ('home', 'draw', 'away', '1X', ...): the probability comes from it. */
  selection: z.string().check(z.minLength(1), z.maxLength(8)),
  stake: z.number().check(z.positive(), z.maximum(1_000_000_000)),
  /** ISO 4217 code; null or absent: the stake is in units. */
  currency: z.optional(z.nullable(z.string().check(z.maxLength(3, { abort: true }), z.regex(/^[A-Z]{3}$/)))),
  /** The decimal price taken. */
  odds: decimalPrice,
  result: z.enum(BET_RESULTS),
  /** A later (closing) decimal price of the same selection: closing-line value = odds / closingOdds - 1. */
  closingOdds: z.optional(z.nullable(decimalPrice)),
});
export type BetInput = z.infer<typeof betInputSchema>;

export const betViewSchema = z.object({
  predictionId: z.string(),
  selection: z.string(),
  stake: z.number(),
  currency: z.nullable(z.string()),
  odds: z.number(),
  closingOdds: z.nullable(z.number()),
  result: z.enum(BET_RESULTS),
  /** The analysed probability of the selection (0..1) when the bet was recorded. */
  probability: z.nullable(z.number()),
  /** odds / closingOdds - 1, as a fraction; null without a closing price. */
  clv: z.nullable(z.number()),
  recordedAt: z.string(),
  settledAt: z.nullable(z.string()),
});
export type BetView = z.infer<typeof betViewSchema>;

/** Below this many decided (won or lost) bets a figure is not shown: it would be noise dressed as a number. */
export const ANALYTICS_MIN_SETTLED = 5;

export const analyticsPointSchema = z.object({
  /** When the bet that ends this point was settled. */
  at: z.string(),
  /** Decided bets so far. */
  bets: int(),
  /** Cumulative share of decided bets won, 0..1. */
  hitRate: z.number(),
  /** Cumulative profit divided by cumulative stake on decided bets, as a fraction. */
  roi: z.number(),
});

export const currencyReturnSchema = z.object({
  /** null: stakes recorded without a currency (units). */
  currency: z.nullable(z.string()),
  bets: int(),
  staked: z.number(),
  profit: z.number(),
  /** null below the minimum. */
  roi: z.nullable(z.number()),
  hitRate: z.nullable(z.number()),
  /** Empty below the minimum. */
  series: z.array(analyticsPointSchema),
});

export const calibrationBucketSchema = z.object({
  /** Probability range of the bucket, fractions: [from, to). */
  from: z.number(),
  to: z.number(),
  count: int(),
  meanProbability: z.number(),
  /** Share of the bucket's bets that won. */
  observed: z.number(),
});

export const userAnalyticsSchema = z.object({
  minimum: int(),
  /** Decided bets (won or lost). */
  settled: int(),
  pending: int(),
  void: int(),
  returns: z.array(currencyReturnSchema),
  calibration: z.object({
    /** Decided bets with an analysed probability. */
    count: int(),
    /** null below the minimum. */
    brier: z.nullable(z.number()),
    buckets: z.array(calibrationBucketSchema),
  }),
  clv: z.object({
    /** Bets with a closing price. */
    count: int(),
    /** Mean closing-line value as a fraction; null below the minimum. */
    average: z.nullable(z.number()),
    /** Share of those bets that beat the closing price; null below the minimum. */
    beatRate: z.nullable(z.number()),
  }),
});
export type UserAnalytics = z.infer<typeof userAnalyticsSchema>;
export type CurrencyReturn = z.infer<typeof currencyReturnSchema>;
export type CalibrationBucket = z.infer<typeof calibrationBucketSchema>;

/** Personal API keys: at most this many live keys per account. */
export const MAX_API_KEYS = 10;
export const API_KEY_PREFIX = 'olk_';

export const apiKeyCreateSchema = z.strictObject({ name: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)) });

export const apiKeyViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the token, so the owner can tell keys apart; the rest is never stored. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
});
export type ApiKeyView = z.infer<typeof apiKeyViewSchema>;

/** The only answer that ever carries the token. */
export const apiKeyCreatedSchema = z.extend(apiKeyViewSchema, { token: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

export const apiKeyListSchema = z.object({
  keys: z.array(apiKeyViewSchema),
  /** Live keys allowed per account. */
  max: int(),
  /** Requests per minute each key may make (API_KEY_RATE_LIMIT). */
  ratePerMinute: int(),
});
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

export const betEnvelopeSchema = z.object({ bet: z.nullable(betViewSchema) });
export const betListSchema = z.object({ bets: z.array(betViewSchema) });
