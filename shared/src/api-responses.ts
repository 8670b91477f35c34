import * as z from 'zod/mini';
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
  type TeamSuggestResponse,
  type TrackRecord,
  type UploadPutResponse,
  type UploadUrlResponse,
  type UserStats,
} from './api';
import type { AnalysisFacts, PredictionResult } from './prediction';
import type { ExtractResponse } from './reading';

/**
 * Schemas of the responses whose types live in api.ts, for the web app to parse what it receives (docs/decisions/0022).
 * `satisfies z.ZodMiniType<T>` ties each one to the type the server returns, so a renamed field breaks the build.
 * Objects are loose: a field the server adds passes through untouched; only the ones listed are checked.
 */

const language = z.enum(['en', 'ru']);
const outcome = z.enum(['home', 'draw', 'away', 'void']);
const teams = z.tuple([z.string(), z.string()]);
const subscriptionStatus = z.enum(['active', 'inactive', 'expired', 'cancelled']);
const role = z.enum(['user', 'admin']);
const int = () => z.number().check(z.int());
const nullableString = () => z.nullable(z.string());

export const authUserSchema = z.looseObject({
  id: z.string(),
  email: z.string(),
  name: nullableString(),
  role,
  createdAt: z.string(),
  emailVerified: z.boolean(),
  hasPassword: z.boolean(),
}) satisfies z.ZodMiniType<AuthUser>;

/** The fields every page acts on: who is signed in and with which role. */
export const sessionIdentitySchema = z.looseObject({ id: z.string(), email: z.string(), role });

export const authProvidersSchema = z.looseObject({
  password: z.boolean(),
  oidc: z.nullable(z.looseObject({ name: z.string() })),
  paymentsSandbox: z.boolean(),
}) satisfies z.ZodMiniType<AuthProviders>;

const trackRecordSchema = z.looseObject({
  settled: int(),
  correct: int(),
  results: int(),
  likeliestScored: int(),
  likeliestRight: int(),
  picks: int(),
  picksWon: int(),
}) satisfies z.ZodMiniType<TrackRecord>;

const subscriptionViewSchema = z.looseObject({
  status: subscriptionStatus,
  provider: z.string(),
  currentPeriodEnd: nullableString(),
  cancelAtPeriodEnd: z.boolean(),
}) satisfies z.ZodMiniType<SubscriptionView>;

export const userStatsSchema = z.looseObject({
  remainingPredictions: z.nullable(int()),
  unlimited: z.boolean(),
  hasSubscription: z.boolean(),
  freePredictionLimit: int(),
  freePredictionPeriod: freePredictionPeriodSchema,
  freePredictionsResetAt: nullableString(),
  usedPredictions: int(),
  totalPredictions: int(),
  subscription: z.nullable(subscriptionViewSchema),
  trackRecord: trackRecordSchema,
}) satisfies z.ZodMiniType<UserStats>;

export const uploadUrlResponseSchema = z.looseObject({
  uploadURL: z.string().check(z.minLength(1)),
}) satisfies z.ZodMiniType<UploadUrlResponse>;

/** The storage's answer to the PUT of the bytes; an empty body leaves the object path to be derived from the URL. */
export const uploadPutResponseSchema = z.looseObject({ objectPath: z.optional(z.string()) }) satisfies z.ZodMiniType<
  Partial<UploadPutResponse>
>;

/** The analysis facts are checked as an object only: they grow with the engine and are read field by field. */
const analysisFactsSchema = z.custom<AnalysisFacts>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), {
  message: 'facts must be an object',
});

export const historyItemSchema = z.looseObject({
  id: z.string(),
  createdAt: z.string(),
  overallConfidence: z.number(),
  confidence: z.number(),
  sport: nullableString(),
  extractedData: z.nullable(
    z.looseObject({
      teams: z.nullable(teams),
      date: nullableString(),
      odds: z.looseObject({ home: nullableString(), draw: nullableString(), away: nullableString() }),
    }),
  ),
  correctedTeams: z.nullable(teams),
  mainRecommendation: z.string(),
  recommendation: z.string(),
  bettingOptions: z.array(
    z.looseObject({
      type: z.string(),
      confidence: z.number(),
      recommendation: z.string(),
      odds: z.string(),
      key: z.optional(z.string()),
      winProbability: z.optional(z.number()),
    }),
  ),
  keyFactors: z.array(z.string()),
  outcome: z.nullable(outcome),
  language,
  facts: z.optional(z.nullable(analysisFactsSchema)),
  verdict: z.optional(z.string()),
  pick: z.optional(
    z.nullable(
      z.looseObject({
        key: z.string(),
        probability: z.number(),
        staked: z.boolean(),
        source: z.nullable(z.enum(['market', 'blend', 'model'])),
      }),
    ),
  ),
}) satisfies z.ZodMiniType<HistoryItem>;

export const historyListSchema = z.array(historyItemSchema);

export const referralLinkSchema = z.looseObject({
  name: z.string(),
  url: nullableString(),
}) satisfies z.ZodMiniType<ReferralLink>;

/** `confirmation_url` is YooKassa's own spelling, accepted where a provider passes it through. */
export const checkoutResponseSchema = z.looseObject({
  hasSubscription: z.boolean(),
  url: z.optional(z.string()),
  confirmationUrl: z.optional(z.string()),
  confirmation_url: z.optional(z.string()),
}) satisfies z.ZodMiniType<CheckoutResponse>;

export const billingConfigSchema = z.looseObject({
  provider: z.enum(['stripe', 'yookassa', 'sandbox']),
  currency: z.string(),
  price: z.number(),
  period: z.literal('month'),
  testMode: z.boolean(),
}) satisfies z.ZodMiniType<BillingConfig>;

export const billingPortalSchema = z.looseObject({ url: z.string().check(z.minLength(1)) });

export const adminSettingsSchema = z.looseObject({
  isAdmin: z.boolean(),
  freePredictionLimit: int(),
  freePredictionPeriod: freePredictionPeriodSchema,
  referralLinks: z.record(z.string(), z.looseObject({ url: z.string() })),
}) satisfies z.ZodMiniType<AdminSettings>;

export const adminUserStatsSchema = z.looseObject({
  totalUsers: int(),
  activeSubscriptions: int(),
  totalPredictions: int(),
  todaysPredictions: int(),
}) satisfies z.ZodMiniType<AdminUserStats>;

const adminUserRowSchema = z.looseObject({
  id: z.string(),
  email: z.string(),
  role,
  banned: z.boolean(),
  banReason: nullableString(),
  createdAt: z.string(),
  predictionsUsed: int(),
  subscriptionStatus: z.nullable(subscriptionStatus),
}) satisfies z.ZodMiniType<AdminUserRow>;

export const adminUserListSchema = z.looseObject({
  users: z.array(adminUserRowSchema),
  total: int(),
  page: int(),
  pageSize: int(),
}) satisfies z.ZodMiniType<AdminUserList>;

export const adminUserDetailSchema = z.looseObject({
  user: z.extend(adminUserRowSchema, { freeUsed: int() }),
  predictions: z.array(historyItemSchema),
  subscription: z.nullable(subscriptionViewSchema),
}) satisfies z.ZodMiniType<AdminUserDetail>;

const auditEntrySchema = z.looseObject({
  id: z.string(),
  actorEmail: nullableString(),
  action: z.string(),
  target: nullableString(),
  details: z.nullable(z.record(z.string(), z.unknown())),
  createdAt: z.string(),
}) satisfies z.ZodMiniType<AuditEntry>;

export const auditListSchema = z.looseObject({ entries: z.array(auditEntrySchema) });

const contactMessageViewSchema = z.looseObject({
  id: z.string(),
  userId: nullableString(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  language,
  createdAt: z.string(),
  priority: z.boolean(),
}) satisfies z.ZodMiniType<ContactMessageView>;

export const contactMessageListSchema = z.looseObject({ messages: z.array(contactMessageViewSchema) });

export const publicStatsSchema = z.looseObject({
  totalPredictions: z.number(),
  trackRecord: trackRecordSchema,
  backtest: z.nullable(
    z.looseObject({
      matches: z.number(),
      topPickAccuracy: z.number(),
      brier: z.number(),
      from: z.string(),
      to: z.string(),
      modelWeight: z.nullable(z.number()),
    }),
  ),
  ocr: z.nullable(
    z.looseObject({
      rowRecall: z.number(),
      rows: z.number(),
      rowsRight: z.number(),
      screenshots: z.number(),
      generated: z.nullable(z.looseObject({ rightMatch: z.number(), images: z.number() })),
      p50Ms: z.nullable(z.number()),
    }),
  ),
}) satisfies z.ZodMiniType<PublicStats>;

/** GET /api/operator: the legal operator's details, or null when none are configured. */
export const operatorResponseSchema = z.looseObject({
  operator: z.nullable(
    z.looseObject({ name: z.string(), registrationNumber: z.string(), address: z.string(), email: z.string() }),
  ),
});

const bettingOptionSchema = z.looseObject({
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
});

/** The parts of an analysis whose shape grows with the engine: typed by PredictionResult, checked as objects only. */
type EngineBreakdowns = 'marketAnalysis' | 'model' | 'facts' | 'otherMatches' | 'narrative' | 'bettingOptions';

/**
 * One stored analysis (GET /api/predictions/:id). Every headline field is checked; the engine's breakdowns
 * (market, model, facts, other matches) only as objects, since the views read them field by field.
 */
export const predictionResultSchema = z.looseObject({
  id: z.optional(z.string()),
  createdAt: z.optional(z.string()),
  language,
  sport: nullableString(),
  league: nullableString(),
  extractedData: z.looseObject({
    teams: z.nullable(teams),
    date: nullableString(),
    time: nullableString(),
    homeOdds: nullableString(),
    drawOdds: nullableString(),
    awayOdds: nullableString(),
    oddsFormat: z.nullable(z.enum(['decimal', 'fractional', 'american'])),
  }),
  correctedTeams: z.nullable(teams),
  overallConfidence: z.number(),
  mainRecommendation: z.string(),
  recommendedOption: z.string(),
  marketAnalysis: z.nullable(z.looseObject({})),
  model: z.nullable(z.looseObject({})),
  probabilities: z.nullable(z.looseObject({ home: z.number(), draw: z.nullable(z.number()), away: z.number() })),
  bettingOptions: z.array(bettingOptionSchema),
  keyFactors: z.array(z.string()),
  warnings: z.array(z.string()),
  screenshotsAnalyzed: int(),
  engineVersion: z.string(),
  facts: z.optional(analysisFactsSchema),
}) satisfies z.ZodMiniType<Omit<PredictionResult, EngineBreakdowns>>;

/** POST /api/predictions/process: the stored analysis and what the request cost. */
export const processResponseSchema = z.extend(predictionResultSchema, {
  id: z.string(),
  createdAt: z.string(),
  charged: z.boolean(),
  complete: z.boolean(),
  source: z.enum(['screenshots', 'manual']),
  userEdits: z.array(z.string()),
}) satisfies z.ZodMiniType<Omit<ProcessResponse, EngineBreakdowns | 'userEdits'>>;

/** GET /api/teams/suggest: names from the server's gazetteer for the review screen's team fields. */
export const teamSuggestResponseSchema = z.looseObject({
  teams: z.array(z.looseObject({ name: z.string(), canonical: z.string() })),
}) satisfies z.ZodMiniType<TeamSuggestResponse>;

const box = z.tuple([z.number(), z.number(), z.number(), z.number()]);

/**
 * POST /api/predictions/extract: every match read from the screenshots. Warnings are checked as strings, not as the
 * known codes: the review screen words a code it does not know as a general warning instead of refusing the reading.
 */
export const extractResponseSchema = z.looseObject({
  screenshots: z.array(
    z.looseObject({
      imageUrl: z.string(),
      width: z.number(),
      height: z.number(),
      error: z.optional(z.looseObject({ code: z.enum(['READING_TIMEOUT', 'READING_FAILED']), message: z.string() })),
    }),
  ),
  matches: z.array(
    z.looseObject({
      id: z.string(),
      screenshot: int(),
      sport: nullableString(),
      league: nullableString(),
      teams: z.nullable(z.tuple([z.string(), nullableString()])),
      canonicalTeams: z.nullable(z.tuple([nullableString(), nullableString()])),
      russianTeams: z.optional(z.tuple([nullableString(), nullableString()])),
      date: nullableString(),
      time: nullableString(),
      market: z.nullable(z.enum(['1x2', 'moneyline', 'spread', 'total', 'handicap', 'other'])),
      line: z.optional(z.string()),
      kind: z.enum(['list', 'event', 'slip', 'board']),
      odds: z.looseObject({ home: nullableString(), draw: nullableString(), away: nullableString() }),
      oddsFormat: z.nullable(z.enum(['decimal', 'fractional', 'american'])),
      selection: z.nullable(z.enum(['home', 'draw', 'away'])),
      confidence: z.looseObject({ teams: z.number(), odds: z.number(), date: z.number() }),
      boxes: z.record(z.string(), box),
      complete: z.boolean(),
      prominence: z.number(),
    }),
  ),
  warnings: z.array(z.string()),
}) satisfies z.ZodMiniType<Omit<ExtractResponse, 'warnings'>>;
