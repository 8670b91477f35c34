import type { UserEditField } from '@shared/api';
import type { ErrorCode } from '@shared/errors';
import type { PredictionResult } from '@shared/prediction';
import { asciiMinus, parseOddsStrict } from '@shared/odds';
import { confirmedMatchSchema, type ConfirmedMatch, type ReadMatch } from '@shared/reading';
import { AppError } from '../../errors';

/** Sports whose main market is three-way; a draw price on any other sport is a mistake in the form. */
const DRAW_SPORTS = new Set(['football', 'soccer', 'hockey', 'ice hockey', 'handball', 'rugby']);

/**
 * Which coded error an issue at this path means: the field the user must fix decides it. A spread's line, and the
 * pick of a match sent as a spread, are the spread's (INVALID_SPREAD); a market the analysis does not know stays a
 * malformed request.
 */
function codeFor(path: PropertyKey[], spread: boolean): ErrorCode {
  if (path[0] === 'line' || (spread && path[0] === 'pick')) return 'INVALID_SPREAD';
  if (path[0] === 'teams') return 'INVALID_TEAMS';
  if (path[0] === 'odds' || path[0] === 'oddsFormat') return 'INVALID_ODDS';
  if (path[0] === 'date') return 'INVALID_DATE';
  return 'VALIDATION_FAILED';
}

/**
 * The user's confirmed match, validated strictly: INVALID_TEAMS, INVALID_ODDS, INVALID_DATE, INVALID_SPREAD or
 * VALIDATION_FAILED, with every issue listed under `match.<path>`. Returns the values normalised for the engine
 * (prices with a dot, American prices signed, sport lower-case).
 */
export function parseConfirmedMatch(input: unknown): ConfirmedMatch {
  const parsed = confirmedMatchSchema.safeParse(input);
  const issues = parsed.success ? [] : parsed.error.issues.map((i) => ({ path: i.path, message: i.message }));
  if (parsed.success) {
    const sport = parsed.data.sport?.toLowerCase();
    if (sport && parsed.data.odds.draw !== undefined && !DRAW_SPORTS.has(sport)) {
      issues.push({ path: ['odds', 'draw'], message: `no draw in ${sport}: leave the draw price out` });
    }
  }
  if (issues.length) {
    // The first issue's field names the error; a structural problem anywhere outranks field problems.
    const spread = typeof input === 'object' && input !== null && (input as { market?: unknown }).market === 'spread';
    const codes = issues.map((i) => codeFor(i.path, spread));
    const code = codes.includes('VALIDATION_FAILED') ? 'VALIDATION_FAILED' : codes[0]!;
    throw new AppError(code, { issues: issues.map((i) => ({ path: ['match', ...i.path].join('.'), message: i.message })) });
  }
  const m = parsed.data!;
  const price = (p: string) => {
    const v = asciiMinus(p.trim().replace(/\s+/g, '').replace(',', '.'));
    return m.oddsFormat === 'american' && /^\d/.test(v) ? `+${v}` : v;
  };
  return {
    ...m,
    ...(m.sport ? { sport: m.sport.toLowerCase() } : {}),
    ...(m.league === '' ? { league: undefined } : {}),
    odds: {
      ...(m.odds.home !== undefined ? { home: price(m.odds.home) } : {}),
      ...(m.odds.draw !== undefined ? { draw: price(m.odds.draw) } : {}),
      ...(m.odds.away !== undefined ? { away: price(m.odds.away) } : {}),
    },
  };
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** Prices compare by value in decimal terms ('2,10' equals '2.1'); text otherwise. */
function samePrice(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = parseOddsStrict(a ?? null);
  const y = parseOddsStrict(b ?? null);
  if (x !== null && y !== null) return Math.abs(x - y) < 1e-9;
  return same(a, b);
}

/** The fields of the confirmed match that differ from what was read: recorded with the prediction. */
export function userEdits(confirmed: ConfirmedMatch, read: ReadMatch | null): UserEditField[] {
  if (!read) return [];
  const edits: UserEditField[] = [];
  // Leaving out a value that was read counts as changing it: the analysis ran without it.
  if (!same(confirmed.sport, read.sport)) edits.push('sport');
  if (!same(confirmed.league, read.league)) edits.push('league');
  if (!same(confirmed.teams[0], read.teams?.[0]) && !same(confirmed.teams[0], read.canonicalTeams?.[0])) edits.push('teams.home');
  if (!same(confirmed.teams[1], read.teams?.[1]) && !same(confirmed.teams[1], read.canonicalTeams?.[1])) edits.push('teams.away');
  if (!same(confirmed.date, read.date)) edits.push('date');
  if (!samePrice(confirmed.odds.home, read.odds.home)) edits.push('odds.home');
  if (!samePrice(confirmed.odds.draw, read.odds.draw)) edits.push('odds.draw');
  if (!samePrice(confirmed.odds.away, read.odds.away)) edits.push('odds.away');
  if (read.oddsFormat && confirmed.oddsFormat !== read.oddsFormat) edits.push('oddsFormat');
  return edits;
}

/** Football's main market is 1X2: without the draw price it cannot be de-vigged. */
const NEEDS_DRAW = new Set(['football', 'soccer']);

/** Whether the analysis had a full market: both teams and every price it needs (a draw in football). */
export function marketComplete(result: PredictionResult): boolean {
  const e = result.extractedData;
  const teams = !!(e.teams?.[0]?.trim() && e.teams[1]?.trim());
  const sides = parseOddsStrict(e.homeOdds) !== null && parseOddsStrict(e.awayOdds) !== null;
  const sport = result.sport?.toLowerCase();
  const drawNeeded = !!sport && NEEDS_DRAW.has(sport);
  return teams && sides && (!drawNeeded || parseOddsStrict(e.drawOdds) !== null);
}
