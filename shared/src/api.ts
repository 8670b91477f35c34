import * as z from 'zod/mini';
import type { AnalysisFacts } from './prediction';
import { MAX_FILES_PER_UPLOAD } from './limits';
import type { PredictionResult } from './prediction';

export { CONTACT_RATE_LIMIT, MAX_FILE_BYTES, MAX_FILES_PER_UPLOAD, isWeakPassword } from './limits';

/** One zod schema per API payload; the server validates with it and the client types with it. */

export const credentialsSchema = z.object({
  email: z.string().check(z.maxLength(254)),
  password: z.string().check(z.maxLength(1024)),
});

const passwordText = () => z.string().check(z.maxLength(1024));
const emailText = () => z.string().check(z.maxLength(254));

/** POST /api/auth/password-reset: the address to mail a reset link to. */
export const passwordResetRequestSchema = z.object({ email: emailText() });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** POST /api/auth/password-reset/confirm: the mailed token and the new password. */
export const passwordResetConfirmSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  password: passwordText(),
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** POST /api/account/password */
export const passwordChangeSchema = z.object({ currentPassword: passwordText(), newPassword: passwordText() });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/**
 * How the owner confirms a change: accounts with a password send `password`; accounts made through single sign-on
 * type their address in `confirmEmail`.
 */
const ownerProof = { password: z.optional(passwordText()), confirmEmail: z.optional(emailText()) };

/** POST /api/account/email: the new address, and the owner's proof. */
export const emailChangeSchema = z.object({ email: emailText(), ...ownerProof });
export type EmailChange = z.infer<typeof emailChangeSchema>;

/** POST /api/account/delete: the owner's proof. */
export const accountDeleteSchema = z.object(ownerProof);
export type AccountDelete = z.infer<typeof accountDeleteSchema>;

export interface AuthUser {
  id: string;
  email: string;
  name: string | null;
  role: 'user' | 'admin';
  createdAt: string;
  /** The address was confirmed through a mailed link (issue 12). */
  emailVerified: boolean;
  /** False for an account made through SSO: it confirms account changes by typing its address instead. */
  hasPassword: boolean;
}

export interface AuthProviders {
  password: boolean;
  /** Display name of the external identity provider when OIDC is configured. */
  oidc: { name: string } | null;
  /** The sandbox checkout is on (no money moves): the app shows a TEST MODE banner. */
  paymentsSandbox: boolean;
}

/** How often the free allowance renews (UTC): never, each day, or each calendar month. Admin setting. */
export const FREE_PREDICTION_PERIODS = ['lifetime', 'day', 'month'] as const;
export const freePredictionPeriodSchema = z.enum(FREE_PREDICTION_PERIODS);
export type FreePredictionPeriod = z.infer<typeof freePredictionPeriodSchema>;

/** The free allowance as the public pages describe it (`GET /api/free-allowance`). */
export const freeAllowanceSchema = z.object({
  limit: z.number().check(z.int(), z.minimum(0)),
  period: freePredictionPeriodSchema,
});
export type FreeAllowance = z.infer<typeof freeAllowanceSchema>;

export interface UserStats {
  /** Free predictions left in the period; null with `unlimited` (Pro). Before issue 50 Pro answered -1. */
  remainingPredictions: number | null;
  /** Pro: no free-prediction count applies. */
  unlimited: boolean;
  hasSubscription: boolean;
  freePredictionLimit: number;
  freePredictionPeriod: FreePredictionPeriod;
  /** When the allowance renews (ISO, UTC midnight); null for the lifetime allowance, which never does. */
  freePredictionsResetAt: string | null;
  /** Free predictions used in the current period (all of them for the lifetime allowance). */
  usedPredictions: number;
  totalPredictions: number;
  subscription: SubscriptionView | null;
  /** The user's own record on the predictions whose real result they entered (see TrackRecord). */
  trackRecord: TrackRecord;
}

/**
 * What the recorded match results say, each figure following one thing. Void matches are left out of every count.
 * `settled` and `correct` (the suggested bets) are the original two fields and keep their meaning.
 */
export interface TrackRecord {
  /** Suggested bets (the analysis advised a stake) whose match result was recorded. */
  settled: number;
  /** Of those, the bets that won. */
  correct: number;
  /** Every recorded match result. */
  results: number;
  /** Recorded results whose analysis named a likeliest outcome (it had probabilities for the match). */
  likeliestScored: number;
  /** Of those, the ones where the likeliest outcome happened. */
  likeliestRight: number;
  /** Bets the user recorded (their own picks) that are settled: marked won or lost, or the match result recorded. */
  picks: number;
  /** Of those, the ones that won. */
  picksWon: number;
}

export type SubscriptionStatus = 'active' | 'inactive' | 'expired' | 'cancelled';

export interface SubscriptionView {
  status: SubscriptionStatus;
  provider: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

export interface UploadUrlResponse {
  uploadURL: string;
}
export interface UploadPutResponse {
  objectPath: string; // '/objects/uploads/<id>'
}

const imageUrlsSchema = z.array(z.string().check(z.minLength(1), z.maxLength(512))).check(z.maxLength(MAX_FILES_PER_UPLOAD));

/**
 * POST /api/predictions/process. `imageUrls` alone: the spec's call. With `match` (a ConfirmedMatch, validated by
 * the server with coded errors INVALID_ODDS / INVALID_TEAMS / INVALID_DATE / INVALID_SPREAD): the analysis uses
 * exactly those values.
 * `match` without `imageUrls` is manual entry.
 */
export const processPredictionSchema = z.object({
  imageUrls: z.optional(imageUrlsSchema),
  match: z.optional(z.unknown()),
});

/** The stored prediction as POST /api/predictions/process answers it. */
export interface ProcessResponse extends PredictionResult {
  id: string;
  createdAt: string;
  /** Whether this analysis used one of the free predictions (never for subscribers or an incomplete reading). */
  charged: boolean;
  /** Teams and the home and away prices were known: false means a team or a price was not read. */
  complete: boolean;
  /** 'manual' when no screenshot was sent. */
  source: 'screenshots' | 'manual';
  /** Fields of the confirmed match that differ from the extracted match it names (fromMatch), e.g. 'odds.home'. */
  userEdits: UserEditField[];
}

export type UserEditField =
  'sport' | 'league' | 'teams.home' | 'teams.away' | 'date' | 'odds.home' | 'odds.draw' | 'odds.away' | 'oddsFormat';

/** POST /api/predictions/extract */
export const extractRequestSchema = z.object({
  imageUrls: imageUrlsSchema,
});

/** Server-sent events of extract and process (with Accept: text/event-stream): `event: progress`. */
export interface ProgressEvent {
  stage: 'reading' | 'analysing';
  done: number;
  total: number;
}

/** GET /api/teams/suggest?q=&lang= */
export const teamSuggestQuerySchema = z.object({
  q: z.string().check(z.trim(), z.minLength(2), z.maxLength(40)),
  lang: z.optional(z.enum(['en', 'ru'])),
});
export interface TeamSuggestion {
  /** What to put in the field: the Cyrillic alias for lang=ru where the gazetteer has one, else the canonical name. */
  name: string;
  /** The gazetteer's canonical (English) name. */
  canonical: string;
}
export interface TeamSuggestResponse {
  teams: TeamSuggestion[];
}

export const outcomeSchema = z.object({
  outcome: z.enum(['home', 'draw', 'away', 'void']),
});

export interface HistoryItem {
  id: string;
  createdAt: string;
  overallConfidence: number;
  confidence: number;
  sport: string | null;
  extractedData: {
    teams: [string, string] | null;
    date: string | null;
    odds: { home: string | null; draw: string | null; away: string | null };
  } | null;
  correctedTeams: [string, string] | null;
  mainRecommendation: string;
  recommendation: string;
  /** `confidence` is the option's reading-based confidence, never a chance; `winProbability` is its probability, %. */
  bettingOptions: {
    type: string;
    confidence: number;
    recommendation: string;
    odds: string;
    key?: string;
    winProbability?: number;
  }[];
  keyFactors: string[];
  outcome: 'home' | 'draw' | 'away' | 'void' | null;
  language: 'en' | 'ru';
  /** The analysis facts, so the card renders in the reader's language (absent for results stored before facts). */
  facts?: AnalysisFacts | null;
  /** The verdict code (facts.verdict, or derived from the recommendation on results stored before facts). */
  verdict?: string;
  /** The option the card names with its probability; null when the analysis had no probabilities. */
  pick?: HistoryPick | null;
}

/** The option a history card names: the staked option when a stake was suggested, else the likeliest outcome. */
export interface HistoryPick {
  /** An option key: 'home', 'draw', 'away', '1X', ... */
  key: string;
  /** Its probability in percent, 1 decimal. */
  probability: number;
  /** A stake was suggested on it (else it is the likeliest outcome). */
  staked: boolean;
  /** Where the probability comes from: the market with its margin removed (alone or blended), or the team model alone. */
  source: 'market' | 'blend' | 'model' | null;
}

export interface ReferralLink {
  name: string;
  url: string | null;
}

export interface CheckoutResponse {
  hasSubscription: boolean;
  url?: string;
  confirmationUrl?: string;
}

export interface BillingConfig {
  provider: 'stripe' | 'yookassa' | 'sandbox';
  currency: string;
  price: number; // major units, e.g. 9.99
  period: 'month';
  testMode: boolean;
}

export const adminSettingsUpdateSchema = z.strictObject({
  freePredictionLimit: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(100000))),
  freePredictionPeriod: z.optional(freePredictionPeriodSchema),
  /** Raw text of a JSON object of named links, as the admin typed it (spec section 5). */
  referralLinks: z.optional(z.string().check(z.maxLength(10000))),
});

export interface AdminSettings {
  isAdmin: boolean;
  freePredictionLimit: number;
  freePredictionPeriod: FreePredictionPeriod;
  referralLinks: Record<string, { url: string }>;
}

export interface AdminUserStats {
  totalUsers: number;
  activeSubscriptions: number;
  totalPredictions: number;
  todaysPredictions: number;
}

/**
 * A pragmatic address: one @, a dot in the domain, no spaces. Written so that no text makes it backtrack: the domain
 * is dot-free labels joined by single dots, so there is one way to match any text (the earlier
 * `[^\s@]+\.[^\s@]{2,}` tried every dot as the last one: quadratic, 18 s on 128,000 dots; issue 47, finding 1).
 * Every schema bounds the text's length with an aborting check before any pattern runs.
 */
export const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;

export const contactMessageSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  email: z.string().check(
    z.trim(),
    // The bound aborts: no pattern below ever runs on an over-long text (issue 47, finding 1).
    z.maxLength(254, { abort: true }),
    z.regex(EMAIL_PATTERN, 'Enter a valid email address.'),
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused (issue 12)
    z.refine((v) => !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(v), 'Enter a valid email address.'),
  ),
  message: z.string().check(z.trim(), z.minLength(10), z.maxLength(5000)),
});

export interface ContactMessageView {
  id: string;
  userId: string | null;
  name: string;
  email: string;
  message: string;
  language: 'en' | 'ru';
  createdAt: string;
  /** Sent by a Pro user: listed first in the admin inbox (priority support, issue 14). */
  priority: boolean;
}

/** Query-string text of a whole number (the pattern bounds its digits), turned into a number of at least 1. */
const wholeNumberText = (pattern: RegExp, max?: number) =>
  z.pipe(
    z.pipe(z.string().check(z.maxLength(12, { abort: true }), z.regex(pattern, 'must be a whole number')), z.transform(Number)),
    z.number().check(z.int(), z.minimum(1), ...(max === undefined ? [] : [z.maximum(max)])),
  );

/** Query of GET /api/admin/users; numbers arrive as query-string text. */
export const adminUsersQuerySchema = z.strictObject({
  q: z.optional(z.string().check(z.maxLength(254))),
  page: z.optional(wholeNumberText(/^\d{1,6}$/)),
  pageSize: z.optional(wholeNumberText(/^\d{1,3}$/, 100)),
});

export const adminBanSchema = z.strictObject({ reason: z.optional(z.string().check(z.trim(), z.maxLength(500))) });

export interface AdminUserRow {
  id: string;
  email: string;
  role: 'user' | 'admin';
  banned: boolean;
  banReason: string | null;
  createdAt: string;
  predictionsUsed: number;
  subscriptionStatus: SubscriptionStatus | null;
}

export interface AdminUserList {
  users: AdminUserRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AdminUserDetail {
  user: AdminUserRow & { freeUsed: number };
  predictions: HistoryItem[];
  subscription: SubscriptionView | null;
}

export interface AuditEntry {
  id: string;
  actorEmail: string | null;
  action: 'settings.update' | 'user.ban' | 'user.unban' | string;
  target: string | null;
  details: Record<string, unknown> | null;
  createdAt: string;
}

/** Figures the marketing pages show; every one comes from a measurement the product made. */
export interface PublicStats {
  totalPredictions: number;
  trackRecord: TrackRecord;
  /**
   * The out-of-sample backtest of the product's probabilities. `modelWeight` is the team model's validated blend
   * weight: at 0 the top pick is the market's favourite once the margin is removed.
   */
  backtest: {
    matches: number;
    topPickAccuracy: number;
    brier: number;
    from: string;
    to: string;
    modelWeight: number | null;
  } | null;
  /**
   * Reading. The headline is `rowRecall`: labelled rows read right (both teams, every printed price of the row) on the
   * `screenshots` real screenshots kept aside from tuning (the check parts of the real sets, docs/decisions/0051).
   * `generated`, where shown, is always called generated: the right match on the generated corpus, leave-one-family-out.
   */
  ocr: {
    rowRecall: number;
    rows: number;
    rowsRight: number;
    screenshots: number;
    generated: { rightMatch: number; images: number } | null;
    p50Ms: number | null;
  } | null;
}
