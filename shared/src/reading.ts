/**
 * What reading a screenshot yields: every match found on it, with where each value sits on the image and how sure
 * the reader is. One definition for the extractor, the API (POST /api/predictions/extract), the review screen and
 * the benchmark. The user's confirmed or corrected reading goes back to the server as a ConfirmedMatch.
 */
import * as z from 'zod/mini';
import type { OddsFormat, Outcome } from './prediction';

/** Betting markets the reader names. Only 1x2 and moneyline are analysed as full markets. */
export type Market = '1x2' | 'moneyline' | 'spread' | 'total' | 'handicap' | 'other';

/** How the match appeared: a row of a list, an event page, a bet slip selection, a US board. */
export type ReadKind = 'list' | 'event' | 'slip' | 'board';

/** A rectangle on the ORIGINAL image, in its pixels: [x, y, width, height]. */
export type Box = [number, number, number, number];

export type ReadField = 'home' | 'away' | 'league' | 'date' | 'homeOdds' | 'drawOdds' | 'awayOdds';

/**
 * Price confidence (0..1) from which a reading is trusted enough to stake on; below it the price is shown as unsure
 * and the analysis advises no stake until the user confirms it. Set where no price read right at the reader's word
 * confidence is rarer than one read wrong: a trend arrow glued to a price ('3,2 ▲' read '3,24') comes in at 0.7-0.8
 * (docs/decisions/0043).
 */
export const TRUSTED_PRICE_CONFIDENCE = 0.8;

/**
 * Team-name confidence (0..1) from which the names are trusted: below it the review marks them "check this", and a
 * match is preselected only when its names reach it. One constant for the reader's calibration (which caps untrusted
 * names under it), the review, the CLI and the benchmark, so they cannot drift apart.
 */
export const TRUSTED_TEAM_CONFIDENCE = 0.6;

/** The same for a read date (the day and month printed; a year not printed is not a misread). */
export const TRUSTED_DATE_CONFIDENCE = 0.6;

export interface ReadMatch {
  /** Stable within one extraction: `s<screenshot>-m<index>`. */
  id: string;
  /** Index of the screenshot (in the request's order) the match was read from. */
  screenshot: number;
  sport: string | null;
  league: string | null;
  /**
   * Teams (or players) exactly as printed, [home, away]; Cyrillic stays Cyrillic. The away side is null when only the
   * picked side is printed (a slip's 'Cowboys  TO WIN  -145'): the pick stands first and the user names the opponent.
   */
  teams: [string, string | null] | null;
  /** Full canonical names where the gazetteer knows the club, else null per side. */
  canonicalTeams: [string | null, string | null] | null;
  /**
   * Each side's Russian name as an analysis of this match names it (a Cyrillic name as printed, else the club's
   * Russian name in the gazetteer), else null: added to the extract answer, so the review and the results page
   * show a club by the same name (issue 50).
   */
  russianTeams?: [string | null, string | null];
  /** 'YYYY-MM-DD' or '--MM-DD' when the year is not printed. */
  date: string | null;
  /** 'HH:MM', 24 h. */
  time: string | null;
  market: Market | null;
  /**
   * The line a spread pick is priced at, as printed with its sign ('+14.5', '-3'): only where `market` is 'spread'.
   * The price is that of covering this line, not of winning the match.
   */
  line?: string;
  kind: ReadKind;
  /** Prices as printed, comma decimals normalised to a dot; '-' (suspended) is null. */
  odds: { home: string | null; draw: string | null; away: string | null };
  oddsFormat: OddsFormat | null;
  /** On a bet slip, the side the bettor picked, when known. */
  selection: Outcome | null;
  /** 0..1 per field group; 0 where the field was not read. */
  confidence: { teams: number; odds: number; date: number };
  boxes: Partial<Record<ReadField, Box>>;
  /** Teams and every price of the market read: the analysis can de-vig it. */
  complete: boolean;
  /** Higher is more prominent (size, position, completeness): the match used when the user picks none. */
  prominence: number;
  /** On an odds comparison, the bookmaker whose row the prices are, as printed. */
  bookmaker?: string;
  /** The row shows the match in play (a running clock, a minute, a live mark): its prices are live. */
  live?: boolean;
}

/** Stable codes; the web app words them in the user's language. */
export type ReadingWarning =
  'NO_MATCH_FOUND' | 'OTHER_MATCHES_FOUND' | 'LOW_CONFIDENCE' | 'SINGLE_PRICE_ONLY' | 'NO_PRICES_READ' | 'MARKET_NOT_ANALYSED';

export interface ScreenshotReading {
  width: number;
  height: number;
  matches: ReadMatch[];
  warnings: ReadingWarning[];
}

/**
 * Why one screenshot of a reading was not read (issue 50): it took longer than the reader allows, or the reading
 * failed otherwise. Stable codes (shared/src/errors.ts); the upload is kept, so asking again reads it again.
 */
export type ReadingFailureCode = 'READING_TIMEOUT' | 'READING_FAILED';

/** POST /api/predictions/extract -> 200 */
export interface ExtractResponse {
  /**
   * One per image, in the request's order. `error`: this one was not read (its matches are missing; the others'
   * are there); `message` is in the request's language. A reading where every screenshot failed is an error answer.
   */
  screenshots: {
    imageUrl: string;
    width: number;
    height: number;
    error?: { code: ReadingFailureCode; message: string };
  }[];
  matches: ReadMatch[];
  warnings: ReadingWarning[];
}

const teamName = z.string().check(
  z.trim(),
  z.minLength(2),
  // Aborts: the control-character check below walks every character, so an overlong name stops here.
  z.maxLength(60, { abort: true }),
  z.refine((s) => ![...s].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127), { message: 'control characters' }),
);

/** A spread's line: a signed number of points in halves or quarters ('+14.5', '-3', '+0.25'), or 0. */
export const SPREAD_LINE = /^(?:[+-]\d{1,3}(?:\.(?:25|5|75|0))?|0)$/;

/** A price as the user confirmed it, in the given format: '2.10', '2,10', '6/4', '+150', '-120'. */
const priceText = z.string().check(z.trim(), z.minLength(1), z.maxLength(12));

const DECIMAL_PRICE = /^\d{1,4}(?:[.,]\d{1,3})?$/;
/** Signed with '+', an ASCII hyphen or the typographic minus the app shows American odds with (U+2212). */
const AMERICAN_PRICE = /^[+\-\u2212]?\d{3,5}$/;
const FRACTIONAL_PRICE = /^(\d{1,4}(?:[.,]\d{1,2})?)\s*\/\s*(\d{1,4}(?:[.,]\d{1,2})?)$/;

/**
 * Whether a price is valid in its format: decimal above 1.0 (up to 1000), American at least 100 in magnitude
 * (a bare number counts as positive), fractional a/b with both parts positive.
 */
export function isValidPrice(text: string, format: OddsFormat): boolean {
  const v = text.trim();
  if (format === 'decimal') {
    if (!DECIMAL_PRICE.test(v)) return false;
    const n = Number(v.replace(',', '.'));
    return n > 1 && n <= 1000;
  }
  if (format === 'american') return AMERICAN_PRICE.test(v) && Number.parseInt(v.replace(/^\D/, ''), 10) >= 100;
  const m = FRACTIONAL_PRICE.exec(v);
  return !!m && Number(m[1]!.replace(',', '.')) > 0 && Number(m[2]!.replace(',', '.')) > 0;
}

/** 'YYYY-MM-DD' or '--MM-DD' naming a real calendar day (29 February allowed without a year). */
export function isValidMatchDate(text: string): boolean {
  const m = /^(\d{4}|-)-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const year = m[1] === '-' ? 2000 : Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const d = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && year <= 2100 && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/**
 * The reading the user confirmed or corrected, sent with POST /api/predictions/process. Issues carry the path of
 * the field (teams.0, odds.home, date, line...), which the server turns into INVALID_TEAMS / INVALID_ODDS / INVALID_DATE
 * / INVALID_SPREAD.
 */
export const confirmedMatchSchema = z
  .strictObject({
    sport: z.optional(z.string().check(z.trim(), z.minLength(2), z.maxLength(30))),
    league: z.optional(z.string().check(z.trim(), z.maxLength(80))),
    teams: z.tuple([teamName, teamName]),
    date: z.optional(z.string().check(z.maxLength(10))),
    /** Home and away are required unless `pick` says this is a slip's single selection, whose price alone is. */
    odds: z.strictObject({ home: z.optional(priceText), draw: z.optional(priceText), away: z.optional(priceText) }),
    oddsFormat: z.enum(['decimal', 'fractional', 'american']),
    /** A bet slip's selection: only its price is needed; the other prices are optional. */
    pick: z.optional(z.enum(['home', 'draw', 'away'])),
    /**
     * The market the prices are of; absent means the match result (1X2 or moneyline). A spread pick carries its line
     * and a pick, and is analysed for information only: its price is not a price of the match result.
     */
    market: z.optional(z.enum(['1x2', 'moneyline', 'spread'])),
    /** The spread's line as printed, with its sign ('+14.5', '-3'). Only with market 'spread'. */
    line: z.optional(z.string().check(z.trim(), z.regex(SPREAD_LINE))),
    /**
     * Prices the user checked against the screenshot and vouches for as read. A price the reader marked unsure and
     * the user neither corrected nor listed here stays unsure: shown, never staked on.
     */
    checked: z.optional(z.array(z.enum(['home', 'draw', 'away'])).check(z.maxLength(3))),
    /**
     * The extracted match this confirms, when there was one (for recording which fields the user changed): a page
     * reader's ('s0-m3') or a row the table model alone read ('s0-t2').
     */
    fromMatch: z.optional(z.string().check(z.maxLength(8, { abort: true }), z.regex(/^s\d-[mt]\d{1,3}$/))),
  })
  .check(
    z.superRefine((m, ctx) => {
      if (m.teams[0].toLowerCase() === m.teams[1].toLowerCase()) {
        ctx.addIssue({ code: 'custom', path: ['teams', 1], message: 'the two teams are the same' });
      }
      if (m.market === 'spread' && !m.pick) ctx.addIssue({ code: 'custom', path: ['pick'], message: 'a spread needs its pick' });
      // A spread gives one side points: there is no draw to pick in it.
      if (m.market === 'spread' && m.pick === 'draw')
        ctx.addIssue({ code: 'custom', path: ['pick'], message: 'a spread is picked on a side, not the draw' });
      if (m.market === 'spread' && m.line === undefined)
        ctx.addIssue({ code: 'custom', path: ['line'], message: 'a spread needs its line' });
      if (m.line !== undefined && m.market !== 'spread')
        ctx.addIssue({ code: 'custom', path: ['line'], message: 'a line belongs to a spread' });
      const required = m.pick ? [m.pick] : (['home', 'away'] as const);
      for (const side of required) {
        if (m.odds[side] === undefined) ctx.addIssue({ code: 'custom', path: ['odds', side], message: 'price required' });
      }
      for (const side of ['home', 'draw', 'away'] as const) {
        const price = m.odds[side];
        if (price !== undefined && !isValidPrice(price, m.oddsFormat)) {
          ctx.addIssue({ code: 'custom', path: ['odds', side], message: `not a valid ${m.oddsFormat} price` });
        }
      }
      if (m.date !== undefined && !isValidMatchDate(m.date)) {
        ctx.addIssue({ code: 'custom', path: ['date'], message: 'not a calendar date' });
      }
    }),
  );
export type ConfirmedMatch = z.infer<typeof confirmedMatchSchema>;
