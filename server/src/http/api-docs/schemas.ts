import { z } from 'zod';
import { freePredictionPeriodSchema } from '@shared/api';
import type { AuthUser, HistoryItem, SubscriptionView, TrackRecord, UserStats } from '@shared/api';
import type { PredictionResult } from '@shared/prediction';

/**
 * Response schemas for the reference. `satisfies z.ZodType<T>` ties each one to the TypeScript type the server
 * returns, so a field renamed in shared/src/api.ts breaks the build here instead of leaving the reference wrong;
 * openapi.test.ts also parses real responses with them.
 */

const language = z.enum(['en', 'ru']);
const outcome = z.enum(['home', 'draw', 'away', 'void']);
const teams = z.tuple([z.string(), z.string()]);

export const authUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(['user', 'admin']),
  createdAt: z.string().describe('ISO 8601'),
  emailVerified: z.boolean(),
  hasPassword: z.boolean(),
}) satisfies z.ZodType<AuthUser>;

export const trackRecordSchema = z.object({
  settled: z.number().int().describe('suggested bets whose match result was recorded (void left out)'),
  correct: z.number().int().describe('of those, the bets that won'),
  results: z.number().int().describe('every recorded match result (void left out)'),
  likeliestScored: z.number().int().describe('recorded results whose analysis had a likeliest outcome'),
  likeliestRight: z.number().int().describe('of those, the ones where the likeliest outcome happened'),
  picks: z.number().int().describe("the user's recorded bets that are settled"),
  picksWon: z.number().int().describe('of those, the ones that won'),
}) satisfies z.ZodType<TrackRecord>;

export const subscriptionViewSchema = z.object({
  status: z.enum(['active', 'inactive', 'expired', 'cancelled']),
  provider: z.string(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
}) satisfies z.ZodType<SubscriptionView>;

/** Loose: other branches add fields (allowance period, Pro features); the ones listed are guaranteed. */
export const userStatsSchema = z
  .object({
    remainingPredictions: z
      .number()
      .int()
      .nullable()
      .describe('free predictions left in the period; null for Pro (`unlimited`). Before 2026-12 Pro answered -1'),
    unlimited: z.boolean().describe('Pro: no free-prediction count applies'),
    hasSubscription: z.boolean(),
    freePredictionLimit: z.number().int(),
    freePredictionPeriod: freePredictionPeriodSchema,
    freePredictionsResetAt: z.string().nullable().describe('ISO 8601, UTC midnight; null for the lifetime allowance'),
    usedPredictions: z.number().int().describe('in the current period (all of them for lifetime)'),
    totalPredictions: z.number().int(),
    subscription: subscriptionViewSchema.nullable(),
    trackRecord: trackRecordSchema,
  })
  .loose() satisfies z.ZodType<UserStats>;

const option = z
  .object({
    key: z.string(),
    type: z.string(),
    odds: z.string(),
    recommendation: z.string(),
    reasoning: z.string(),
    confidence: z.number().describe('0..100'),
    riskLevel: z.enum(['Low', 'Medium', 'High']),
    winProbability: z.number().describe('percent'),
    impliedProbability: z.number().describe('percent'),
    expectedValue: z.number().describe('percent per unit stake'),
    suggestedStakePercent: z.number(),
    isValue: z.boolean(),
  })
  .loose();

const predictionCore = {
  language,
  sport: z.string().nullable(),
  league: z.string().nullable(),
  extractedData: z.object({
    teams: teams.nullable(),
    date: z.string().nullable(),
    time: z.string().nullable(),
    homeOdds: z.string().nullable(),
    drawOdds: z.string().nullable(),
    awayOdds: z.string().nullable(),
    oddsFormat: z.enum(['decimal', 'fractional', 'american']).nullable(),
  }),
  correctedTeams: teams.nullable(),
  overallConfidence: z.number().int().describe('0..100'),
  mainRecommendation: z.string(),
  recommendedOption: z.string().describe("an option key, or 'no-bet'"),
  probabilities: z.object({ home: z.number(), draw: z.number().nullable(), away: z.number() }).nullable(),
  bettingOptions: z.array(option),
  keyFactors: z.array(z.string()),
  warnings: z.array(z.string()),
  screenshotsAnalyzed: z.number().int(),
  engineVersion: z.string(),
};

/**
 * One analysis. The market and model breakdowns (`marketAnalysis`, `model`, `facts`, `otherMatches`) are present
 * as the web app shows them; they are left open here because they grow with the engine.
 */
export const predictionResultSchema = z
  .object({
    id: z.uuid().optional(),
    createdAt: z.string().optional(),
    ...predictionCore,
    marketAnalysis: z.object({ margin: z.number().nullable() }).loose().nullable(),
    model: z.object({}).loose().nullable(),
  })
  .loose() satisfies z.ZodType<Omit<PredictionResult, 'marketAnalysis' | 'model' | 'facts' | 'otherMatches'>>;

export const processResponseSchema = predictionResultSchema.extend({
  id: z.uuid(),
  createdAt: z.string(),
  charged: z.boolean().describe('whether one free prediction was used'),
  complete: z.boolean(),
  source: z.enum(['screenshots', 'manual']),
  userEdits: z.array(z.string()),
});

export const historyItemSchema = z
  .object({
    id: z.uuid(),
    createdAt: z.string(),
    overallConfidence: z.number(),
    confidence: z.number(),
    sport: z.string().nullable(),
    extractedData: z
      .object({
        teams: teams.nullable(),
        date: z.string().nullable(),
        odds: z.object({ home: z.string().nullable(), draw: z.string().nullable(), away: z.string().nullable() }),
      })
      .nullable(),
    correctedTeams: teams.nullable(),
    mainRecommendation: z.string(),
    recommendation: z.string(),
    bettingOptions: z.array(
      z.object({
        type: z.string(),
        confidence: z.number(),
        recommendation: z.string(),
        odds: z.string(),
        key: z.string().optional(),
        winProbability: z.number().optional().describe('percent'),
      }),
    ),
    keyFactors: z.array(z.string()),
    outcome: outcome.nullable(),
    language,
    verdict: z.string().optional().describe("the verdict code: 'value', 'small-edge', 'no-bet', ..."),
    pick: z
      .object({
        key: z.string(),
        probability: z.number().describe('percent'),
        staked: z.boolean().describe('a stake was suggested on it; else it is the likeliest outcome'),
        source: z.enum(['market', 'blend', 'model']).nullable(),
      })
      .nullable()
      .optional(),
  })
  .loose() satisfies z.ZodType<Omit<HistoryItem, 'facts'>>;

export const uuidParams = z.object({ id: z.uuid() });

export const okSchema = z.object({ ok: z.literal(true) });
