import type { FreePredictionPeriod } from '@shared/api';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { AdminVerdict } from '@shared/admin-analytics';

/** Timestamps are ISO-8601 UTC text on both databases, so the UTC day is the first ten characters. */
const DAY = sql<string>`substr(created_at, 1, 10)`;

export interface DayCount {
  day: string;
  n: number;
}

const counts = (rows: { day: string; n: string | number }[]): DayCount[] => rows.map((r) => ({ day: r.day, n: Number(r.n) }));

/** Read models of the admin analytics view and predictions list; `from` inclusive, `to` exclusive, ISO timestamps. */
export function adminAnalyticsRepository(db: Db) {
  /** Rows of a table created per UTC day. */
  async function createdPerDay(table: 'predictions' | 'users', from: string, to: string): Promise<DayCount[]> {
    const rows = await db
      .selectFrom(table)
      .select([DAY.as('day'), (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .groupBy(DAY)
      .execute();
    return counts(rows);
  }

  return {
    analysesPerDay: (from: string, to: string) => createdPerDay('predictions', from, to),

    signupsPerDay: (from: string, to: string) => createdPerDay('users', from, to),

    /** A subscription row is written when a payment is applied, so a user's first row dates their conversion. */
    async conversionsPerDay(from: string, to: string): Promise<DayCount[]> {
      const { rows } = await sql<{ day: string; n: string | number }>`
        select substr(first_at, 1, 10) as day, count(*) as n
        from (select user_id, min(created_at) as first_at from subscriptions group by user_id) firsts
        where first_at >= ${from} and first_at < ${to}
        group by substr(first_at, 1, 10)`.execute(db);
      return counts(rows);
    },

    /**
     * The day an account spent its `limit`-th free prediction of a period: the n-th charged prediction, in order, per
     * user and per allowance period (all time, a UTC day or a UTC month). Window functions exist in SQLite (3.25+) and
     * PostgreSQL alike.
     */
    async exhaustionsPerDay(from: string, to: string, limit: number, period: FreePredictionPeriod): Promise<DayCount[]> {
      if (limit < 1) return [];
      // A fixed expression per period, never text from a request.
      const periodKey = { lifetime: sql`''`, day: sql`substr(created_at, 1, 10)`, month: sql`substr(created_at, 1, 7)` }[period];
      const { rows } = await sql<{ day: string; n: string | number }>`
        select substr(created_at, 1, 10) as day, count(*) as n
        from (
          select created_at,
            row_number() over (partition by user_id, ${periodKey} order by created_at, id) as nth
          from predictions where charged_free = 1
        ) charged
        where nth = ${limit} and created_at >= ${from} and created_at < ${to}
        group by substr(created_at, 1, 10)`.execute(db);
      return counts(rows);
    },

    async listPredictions(input: {
      from: string | null;
      to: string | null;
      email: string | null;
      verdict: AdminVerdict | null;
      sport: string | null;
      limit: number;
      offset: number;
    }) {
      let base = db.selectFrom('predictions').innerJoin('users', 'users.id', 'predictions.user_id');
      if (input.from) base = base.where('predictions.created_at', '>=', input.from);
      if (input.to) base = base.where('predictions.created_at', '<', input.to);
      if (input.email) {
        // Emails are stored lower-case; LIKE wildcards in the term are escaped.
        const pattern = `%${input.email.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        base = base.where(sql<boolean>`users.email like ${pattern} escape '\\'`);
      }
      if (input.verdict === 'stake') base = base.where('predictions.recommended_option', '<>', 'no-bet');
      if (input.verdict === 'no-stake') base = base.where('predictions.recommended_option', '=', 'no-bet');
      if (input.sport) base = base.where('predictions.sport', '=', input.sport);
      const [rows, total] = await Promise.all([
        base
          .select([
            'predictions.id',
            'predictions.created_at',
            'predictions.sport',
            'predictions.language',
            'predictions.overall_confidence',
            'predictions.recommended_option',
            'predictions.outcome',
            'predictions.summary_json',
            'users.email',
          ])
          .orderBy('predictions.created_at', 'desc')
          .orderBy('predictions.id', 'asc')
          .limit(input.limit)
          .offset(input.offset)
          .execute(),
        base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    async sports(): Promise<string[]> {
      const rows = await db
        .selectFrom('predictions')
        .select('sport')
        .distinct()
        .where('sport', 'is not', null)
        .orderBy('sport')
        .execute();
      return rows.map((r) => r.sport!);
    },
  };
}

export type AdminAnalyticsRepository = ReturnType<typeof adminAnalyticsRepository>;
