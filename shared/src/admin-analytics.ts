import * as z from 'zod/mini';

/** GET /api/admin/analytics and GET /api/admin/predictions (issue 14): schemas shared by server and web. */

const isoDay = z.string().check(
  z.maxLength(10, { abort: true }),
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD'),
  z.refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
    message: 'not a calendar date',
  }),
);

const wholeNumber = (max: number) =>
  z.pipe(
    z.pipe(
      z.string().check(z.maxLength(6, { abort: true }), z.regex(/^\d{1,6}$/, 'must be a whole number')),
      z.transform(Number),
    ),
    z.number().check(z.int(), z.minimum(1), z.maximum(max)),
  );

/** Longest range one analytics request covers: a year of daily points. */
export const MAX_ANALYTICS_DAYS = 366;

/** Both ends inclusive, UTC days; defaults: the last 30 days up to today. */
export const adminAnalyticsQuerySchema = z.strictObject({ from: z.optional(isoDay), to: z.optional(isoDay) });

export interface AnalyticsDay {
  date: string;
  analyses: number;
  signups: number;
  /** Accounts whose first subscription payment arrived that day. */
  conversions: number;
  /** Accounts that used their last free prediction that day (the limit as it is set now). */
  exhaustions: number;
}

export interface AdminAnalytics {
  from: string;
  to: string;
  freePredictionLimit: number;
  days: AnalyticsDay[];
  totals: Omit<AnalyticsDay, 'date'>;
}

/** Stake: the analysis suggested a bet; no-stake: it did not (no edge, or an edge too small to stake). */
export const ADMIN_VERDICTS = ['stake', 'no-stake'] as const;
export type AdminVerdict = (typeof ADMIN_VERDICTS)[number];

export const adminPredictionsQuerySchema = z.strictObject({
  from: z.optional(isoDay),
  to: z.optional(isoDay),
  email: z.optional(z.string().check(z.trim(), z.maxLength(254))),
  verdict: z.optional(z.enum(ADMIN_VERDICTS)),
  sport: z.optional(
    z.string().check(z.trim(), z.maxLength(30, { abort: true }), z.regex(/^[a-z-]*$/, 'lower-case sport name, e.g. football')),
  ),
  page: z.optional(wholeNumber(100000)),
  pageSize: z.optional(wholeNumber(100)),
});
export type AdminPredictionsQuery = z.infer<typeof adminPredictionsQuerySchema>;

export interface AdminPredictionRow {
  id: string;
  createdAt: string;
  userEmail: string;
  sport: string | null;
  language: 'en' | 'ru';
  teams: [string, string] | null;
  confidence: number;
  /** null for analyses stored before verdicts were recorded. */
  verdict: AdminVerdict | null;
  outcome: 'home' | 'draw' | 'away' | 'void' | null;
}

export interface AdminPredictionList {
  predictions: AdminPredictionRow[];
  total: number;
  page: number;
  pageSize: number;
  /** Sports present in the data, for the filter's choices. */
  sports: string[];
}

const int = () => z.number().check(z.int());

const dayCounts = {
  analyses: int(),
  signups: int(),
  conversions: int(),
  exhaustions: int(),
};

/** The answer of GET /api/admin/analytics, for the web app to parse (docs/decisions/0022). */
export const adminAnalyticsSchema = z.looseObject({
  from: z.string(),
  to: z.string(),
  freePredictionLimit: int(),
  days: z.array(z.looseObject({ date: z.string(), ...dayCounts })),
  totals: z.looseObject(dayCounts),
}) satisfies z.ZodMiniType<AdminAnalytics>;

/** The answer of GET /api/admin/predictions. */
export const adminPredictionListSchema = z.looseObject({
  predictions: z.array(
    z.looseObject({
      id: z.string(),
      createdAt: z.string(),
      userEmail: z.string(),
      sport: z.nullable(z.string()),
      language: z.enum(['en', 'ru']),
      teams: z.nullable(z.tuple([z.string(), z.string()])),
      confidence: z.number(),
      verdict: z.nullable(z.enum(ADMIN_VERDICTS)),
      outcome: z.nullable(z.enum(['home', 'draw', 'away', 'void'])),
    }),
  ),
  total: int(),
  page: int(),
  pageSize: int(),
  sports: z.array(z.string()),
}) satisfies z.ZodMiniType<AdminPredictionList>;
