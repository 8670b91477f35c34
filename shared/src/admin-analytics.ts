import { z } from 'zod';

/** GET /api/admin/analytics and GET /api/admin/predictions (issue 14): schemas shared by server and web. */

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
    message: 'not a calendar date',
  });

const wholeNumber = (max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(max));

/** Longest range one analytics request covers: a year of daily points. */
export const MAX_ANALYTICS_DAYS = 366;

/** Both ends inclusive, UTC days; defaults: the last 30 days up to today. */
export const adminAnalyticsQuerySchema = z.object({ from: isoDay.optional(), to: isoDay.optional() }).strict();

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

export const adminPredictionsQuerySchema = z
  .object({
    from: isoDay.optional(),
    to: isoDay.optional(),
    email: z.string().trim().max(254).optional(),
    verdict: z.enum(ADMIN_VERDICTS).optional(),
    sport: z
      .string()
      .trim()
      .max(30)
      .regex(/^[a-z-]*$/, 'lower-case sport name, e.g. football')
      .optional(),
    page: wholeNumber(100000).optional(),
    pageSize: wholeNumber(100).optional(),
  })
  .strict();
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

const dayCounts = {
  analyses: z.number().int(),
  signups: z.number().int(),
  conversions: z.number().int(),
  exhaustions: z.number().int(),
};

/** The answer of GET /api/admin/analytics, for the web app to parse (docs/decisions/0022). */
export const adminAnalyticsSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    freePredictionLimit: z.number().int(),
    days: z.array(z.object({ date: z.string(), ...dayCounts }).loose()),
    totals: z.object(dayCounts).loose(),
  })
  .loose() satisfies z.ZodType<AdminAnalytics>;

/** The answer of GET /api/admin/predictions. */
export const adminPredictionListSchema = z
  .object({
    predictions: z.array(
      z
        .object({
          id: z.string(),
          createdAt: z.string(),
          userEmail: z.string(),
          sport: z.string().nullable(),
          language: z.enum(['en', 'ru']),
          teams: z.tuple([z.string(), z.string()]).nullable(),
          confidence: z.number(),
          verdict: z.enum(ADMIN_VERDICTS).nullable(),
          outcome: z.enum(['home', 'draw', 'away', 'void']).nullable(),
        })
        .loose(),
    ),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    sports: z.array(z.string()),
  })
  .loose() satisfies z.ZodType<AdminPredictionList>;
