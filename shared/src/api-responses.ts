import { z } from 'zod';
import {
  freePredictionPeriodSchema,
  type AdminSettings,
  type AdminUserDetail,
  type AdminUserList,
  type AdminUserRow,
  type AdminUserStats,
  type AuditEntry,
  type AuthProviders,
  type AuthUser,
  type BillingConfig,
  type CheckoutResponse,
  type ContactMessageView,
  type HistoryItem,
  type ProcessResponse,
  type PublicStats,
  type ReferralLink,
  type SubscriptionView,
  type TrackRecord,
  type UploadPutResponse,
  type UploadUrlResponse,
  type UserStats,
} from './api';
import type { AnalysisFacts, PredictionResult } from './prediction';

/**
 * Schemas of the responses whose types live in api.ts, for the web app to parse what it receives (docs/decisions/0022).
 * `satisfies z.ZodType<T>` ties each one to the type the server returns, so a renamed field breaks the build.
 * Objects are loose: a field the server adds passes through untouched; only the ones listed are checked.
 */

const language = z.enum(['en', 'ru']);
const outcome = z.enum(['home', 'draw', 'away', 'void']);
const teams = z.tuple([z.string(), z.string()]);
const subscriptionStatus = z.enum(['active', 'inactive', 'expired', 'cancelled']);
const role = z.enum(['user', 'admin']);

export const authUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    role,
    createdAt: z.string(),
    emailVerified: z.boolean(),
    hasPassword: z.boolean(),
  })
  .loose() satisfies z.ZodType<AuthUser>;

/** The fields every page acts on: who is signed in and with which role. */
export const sessionIdentitySchema = z.object({ id: z.string(), email: z.string(), role }).loose();

export const authProvidersSchema = z
  .object({
    password: z.boolean(),
    oidc: z.object({ name: z.string() }).loose().nullable(),
    paymentsSandbox: z.boolean(),
  })
  .loose() satisfies z.ZodType<AuthProviders>;

const trackRecordSchema = z
  .object({ settled: z.number().int(), correct: z.number().int() })
  .loose() satisfies z.ZodType<TrackRecord>;

const subscriptionViewSchema = z
  .object({
    status: subscriptionStatus,
    provider: z.string(),
    currentPeriodEnd: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
  })
  .loose() satisfies z.ZodType<SubscriptionView>;

export const userStatsSchema = z
  .object({
    remainingPredictions: z.number().int(),
    hasSubscription: z.boolean(),
    freePredictionLimit: z.number().int(),
    freePredictionPeriod: freePredictionPeriodSchema,
    freePredictionsResetAt: z.string().nullable(),
    usedPredictions: z.number().int(),
    totalPredictions: z.number().int(),
    subscription: subscriptionViewSchema.nullable(),
    trackRecord: trackRecordSchema,
  })
  .loose() satisfies z.ZodType<UserStats>;

export const uploadUrlResponseSchema = z.object({ uploadURL: z.string().min(1) }).loose() satisfies z.ZodType<UploadUrlResponse>;

/** The storage's answer to the PUT of the bytes; an empty body leaves the object path to be derived from the URL. */
export const uploadPutResponseSchema = z.object({ objectPath: z.string().optional() }).loose() satisfies z.ZodType<
  Partial<UploadPutResponse>
>;

/** The analysis facts are checked as an object only: they grow with the engine and are read field by field. */
const analysisFactsSchema = z.custom<AnalysisFacts>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), {
  message: 'facts must be an object',
});

export const historyItemSchema = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    overallConfidence: z.number(),
    confidence: z.number(),
    sport: z.string().nullable(),
    extractedData: z
      .object({
        teams: teams.nullable(),
        date: z.string().nullable(),
        odds: z.object({ home: z.string().nullable(), draw: z.string().nullable(), away: z.string().nullable() }).loose(),
      })
      .loose()
      .nullable(),
    correctedTeams: teams.nullable(),
    mainRecommendation: z.string(),
    recommendation: z.string(),
    bettingOptions: z.array(
      z
        .object({
          type: z.string(),
          confidence: z.number(),
          recommendation: z.string(),
          odds: z.string(),
          key: z.string().optional(),
        })
        .loose(),
    ),
    keyFactors: z.array(z.string()),
    outcome: outcome.nullable(),
    language,
    facts: analysisFactsSchema.nullable().optional(),
  })
  .loose() satisfies z.ZodType<HistoryItem>;

export const historyListSchema = z.array(historyItemSchema);

export const referralLinkSchema = z
  .object({ name: z.string(), url: z.string().nullable() })
  .loose() satisfies z.ZodType<ReferralLink>;

/** `confirmation_url` is YooKassa's own spelling, accepted where a provider passes it through. */
export const checkoutResponseSchema = z
  .object({
    hasSubscription: z.boolean(),
    url: z.string().optional(),
    confirmationUrl: z.string().optional(),
    confirmation_url: z.string().optional(),
  })
  .loose() satisfies z.ZodType<CheckoutResponse>;

export const billingConfigSchema = z
  .object({
    provider: z.enum(['stripe', 'yookassa', 'sandbox']),
    currency: z.string(),
    price: z.number(),
    period: z.literal('month'),
    testMode: z.boolean(),
  })
  .loose() satisfies z.ZodType<BillingConfig>;

export const billingPortalSchema = z.object({ url: z.string().min(1) }).loose();

export const adminSettingsSchema = z
  .object({
    isAdmin: z.boolean(),
    freePredictionLimit: z.number().int(),
    freePredictionPeriod: freePredictionPeriodSchema,
    referralLinks: z.record(z.string(), z.object({ url: z.string() }).loose()),
  })
  .loose() satisfies z.ZodType<AdminSettings>;

export const adminUserStatsSchema = z
  .object({
    totalUsers: z.number().int(),
    activeSubscriptions: z.number().int(),
    totalPredictions: z.number().int(),
    todaysPredictions: z.number().int(),
  })
  .loose() satisfies z.ZodType<AdminUserStats>;

const adminUserRowSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    role,
    banned: z.boolean(),
    banReason: z.string().nullable(),
    createdAt: z.string(),
    predictionsUsed: z.number().int(),
    subscriptionStatus: subscriptionStatus.nullable(),
  })
  .loose() satisfies z.ZodType<AdminUserRow>;

export const adminUserListSchema = z
  .object({
    users: z.array(adminUserRowSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .loose() satisfies z.ZodType<AdminUserList>;

export const adminUserDetailSchema = z
  .object({
    user: adminUserRowSchema.extend({ freeUsed: z.number().int() }),
    predictions: z.array(historyItemSchema),
    subscription: subscriptionViewSchema.nullable(),
  })
  .loose() satisfies z.ZodType<AdminUserDetail>;

const auditEntrySchema = z
  .object({
    id: z.string(),
    actorEmail: z.string().nullable(),
    action: z.string(),
    target: z.string().nullable(),
    details: z.record(z.string(), z.unknown()).nullable(),
    createdAt: z.string(),
  })
  .loose() satisfies z.ZodType<AuditEntry>;

export const auditListSchema = z.object({ entries: z.array(auditEntrySchema) }).loose();

const contactMessageViewSchema = z
  .object({
    id: z.string(),
    userId: z.string().nullable(),
    name: z.string(),
    email: z.string(),
    message: z.string(),
    language,
    createdAt: z.string(),
    priority: z.boolean(),
  })
  .loose() satisfies z.ZodType<ContactMessageView>;

export const contactMessageListSchema = z.object({ messages: z.array(contactMessageViewSchema) }).loose();

export const publicStatsSchema = z
  .object({
    totalPredictions: z.number(),
    trackRecord: trackRecordSchema,
    backtest: z
      .object({ matches: z.number(), topPickAccuracy: z.number(), brier: z.number(), from: z.string(), to: z.string() })
      .loose()
      .nullable(),
    ocr: z
      .object({
        rightMatch: z.number(),
        images: z.number(),
        realImages: z.number(),
        generatedImages: z.number(),
        p50Ms: z.number().nullable(),
      })
      .loose()
      .nullable(),
  })
  .loose() satisfies z.ZodType<PublicStats>;

/** GET /api/operator: the legal operator's details, or null when none are configured. */
export const operatorResponseSchema = z
  .object({
    operator: z
      .object({ name: z.string(), registrationNumber: z.string(), address: z.string(), email: z.string() })
      .loose()
      .nullable(),
  })
  .loose();

const bettingOptionSchema = z
  .object({
    key: z.string(),
    type: z.string(),
    odds: z.string(),
    recommendation: z.string(),
    reasoning: z.string(),
    confidence: z.number(),
    riskLevel: z.enum(['Low', 'Medium', 'High']),
    winProbability: z.number(),
    impliedProbability: z.number(),
    expectedValue: z.number(),
    suggestedStakePercent: z.number(),
    isValue: z.boolean(),
  })
  .loose();

/** The parts of an analysis whose shape grows with the engine: typed by PredictionResult, checked as objects only. */
type EngineBreakdowns = 'marketAnalysis' | 'model' | 'facts' | 'otherMatches' | 'narrative' | 'bettingOptions';

/**
 * One stored analysis (GET /api/predictions/:id). Every headline field is checked; the engine's breakdowns
 * (market, model, facts, other matches) only as objects, since the views read them field by field.
 */
export const predictionResultSchema = z
  .object({
    id: z.string().optional(),
    createdAt: z.string().optional(),
    language,
    sport: z.string().nullable(),
    league: z.string().nullable(),
    extractedData: z
      .object({
        teams: teams.nullable(),
        date: z.string().nullable(),
        time: z.string().nullable(),
        homeOdds: z.string().nullable(),
        drawOdds: z.string().nullable(),
        awayOdds: z.string().nullable(),
        oddsFormat: z.enum(['decimal', 'fractional', 'american']).nullable(),
      })
      .loose(),
    correctedTeams: teams.nullable(),
    overallConfidence: z.number(),
    mainRecommendation: z.string(),
    recommendedOption: z.string(),
    marketAnalysis: z.object({}).loose().nullable(),
    model: z.object({}).loose().nullable(),
    probabilities: z.object({ home: z.number(), draw: z.number().nullable(), away: z.number() }).loose().nullable(),
    bettingOptions: z.array(bettingOptionSchema),
    keyFactors: z.array(z.string()),
    warnings: z.array(z.string()),
    screenshotsAnalyzed: z.number().int(),
    engineVersion: z.string(),
    facts: analysisFactsSchema.optional(),
  })
  .loose() satisfies z.ZodType<Omit<PredictionResult, EngineBreakdowns>>;

/** POST /api/predictions/process: the stored analysis and what the request cost. */
export const processResponseSchema = predictionResultSchema.extend({
  id: z.string(),
  createdAt: z.string(),
  charged: z.boolean(),
  complete: z.boolean(),
  source: z.enum(['screenshots', 'manual']),
  userEdits: z.array(z.string()),
}) satisfies z.ZodType<Omit<ProcessResponse, EngineBreakdowns | 'userEdits'>>;
