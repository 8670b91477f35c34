import {
  MAX_ANALYTICS_DAYS,
  type AdminAnalytics,
  type AdminPredictionList,
  type AdminPredictionRow,
  type AdminPredictionsQuery,
  type AnalyticsDay,
} from '@shared/admin-analytics';
import { AppError } from '../../errors';
import type { AdminAnalyticsRepository, DayCount } from '../../repositories/admin-analytics.repository';
import type { PlatformSettings } from '../settings';

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;
const DEFAULT_PAGE_SIZE = 25;

const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));

/** The inclusive UTC day range asked for; a range the wrong way round or longer than a year is refused. */
export function analyticsRange(input: { from?: string; to?: string }, now = new Date()): { from: string; to: string } {
  const to = input.to ?? dayOf(now);
  const from = input.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'from', message: 'must not be after to' }] });
  if (days > MAX_ANALYTICS_DAYS)
    throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'from', message: `at most ${MAX_ANALYTICS_DAYS} days` }] });
  return { from, to };
}

function byDay(list: DayCount[]): Map<string, number> {
  return new Map(list.map((c) => [c.day, c.n]));
}

function verdictOf(recommended: string | null): AdminPredictionRow['verdict'] {
  if (recommended === null) return null;
  return recommended === 'no-bet' ? 'no-stake' : 'stake';
}

function teamsOf(summaryJson: string | null): [string, string] | null {
  if (!summaryJson) return null;
  const s = JSON.parse(summaryJson) as { extractedData?: { teams?: [string, string] | null } | null };
  return s.extractedData?.teams ?? null;
}

export function adminAnalyticsService(deps: { repo: AdminAnalyticsRepository; settings: PlatformSettings }) {
  const { repo, settings } = deps;
  return {
    async analytics(input: { from?: string; to?: string }, now = new Date()): Promise<AdminAnalytics> {
      const { from, to } = analyticsRange(input, now);
      const start = `${from}T00:00:00.000Z`;
      const end = `${addDays(to, 1)}T00:00:00.000Z`;
      const [limit, period] = await Promise.all([settings.freePredictionLimit(), settings.freePredictionPeriod()]);
      const [analyses, signups, conversions, exhaustions] = await Promise.all([
        repo.analysesPerDay(start, end).then(byDay),
        repo.signupsPerDay(start, end).then(byDay),
        repo.conversionsPerDay(start, end).then(byDay),
        repo.exhaustionsPerDay(start, end, limit, period).then(byDay),
      ]);
      const days: AnalyticsDay[] = [];
      for (let day = from; day <= to; day = addDays(day, 1)) {
        days.push({
          date: day,
          analyses: analyses.get(day) ?? 0,
          signups: signups.get(day) ?? 0,
          conversions: conversions.get(day) ?? 0,
          exhaustions: exhaustions.get(day) ?? 0,
        });
      }
      const sum = (k: keyof Omit<AnalyticsDay, 'date'>) => days.reduce((n, d) => n + d[k], 0);
      return {
        from,
        to,
        freePredictionLimit: limit,
        days,
        totals: {
          analyses: sum('analyses'),
          signups: sum('signups'),
          conversions: sum('conversions'),
          exhaustions: sum('exhaustions'),
        },
      };
    },

    async predictions(query: AdminPredictionsQuery): Promise<AdminPredictionList> {
      if (query.from && query.to && query.from > query.to)
        throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'from', message: 'must not be after to' }] });
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
      const [{ rows, total }, sports] = await Promise.all([
        repo.listPredictions({
          from: query.from ? `${query.from}T00:00:00.000Z` : null,
          to: query.to ? `${addDays(query.to, 1)}T00:00:00.000Z` : null,
          email: query.email || null,
          verdict: query.verdict ?? null,
          sport: query.sport || null,
          limit: pageSize,
          offset: (page - 1) * pageSize,
        }),
        repo.sports(),
      ]);
      return {
        predictions: rows.map((r) => ({
          id: r.id,
          createdAt: r.created_at,
          userEmail: r.email,
          sport: r.sport,
          language: r.language === 'ru' ? 'ru' : 'en',
          teams: teamsOf(r.summary_json ?? null),
          confidence: r.overall_confidence,
          verdict: verdictOf(r.recommended_option ?? null),
          outcome: (r.outcome as AdminPredictionRow['outcome']) ?? null,
        })),
        total,
        page,
        pageSize,
        sports,
      };
    },
  };
}

export type AdminAnalyticsService = ReturnType<typeof adminAnalyticsService>;
