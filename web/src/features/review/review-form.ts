import {
  confirmedMatchSchema,
  isValidPrice,
  TRUSTED_PRICE_CONFIDENCE,
  type ConfirmedMatch,
  type ReadMatch,
} from '@shared/reading';
import type { OddsFormat } from '@shared/prediction';

/** What the review form holds: strings as typed, so a half-typed '2,' stays on screen. */
export interface ReviewFormValues {
  sport: string;
  league: string;
  home: string;
  away: string;
  date: string;
  homeOdds: string;
  drawOdds: string;
  awayOdds: string;
  oddsFormat: OddsFormat;
}

export type FormField = keyof ReviewFormValues;

/** Stable problem codes; the page words them in the user's language (review:validation.<code>). */
export type FieldProblem =
  | 'required'
  | 'teamLength'
  | 'teamCharacters'
  | 'sameTeams'
  | 'decimalPrice'
  | 'fractionalPrice'
  | 'americanPrice'
  | 'sportLength'
  | 'leagueLength'
  | 'date';

export const EMPTY_FORM: ReviewFormValues = {
  sport: '',
  league: '',
  home: '',
  away: '',
  date: '',
  homeOdds: '',
  drawOdds: '',
  awayOdds: '',
  oddsFormat: 'decimal',
};

/** Fields below this confidence are marked "check this". */
export const LOW_CONFIDENCE = 0.6;

/**
 * A read date for <input type="date">: a full date as is; a date printed without its year ('--MM-DD') gets the
 * year that puts it nearest to today, and is then marked for checking (the year was not read).
 */
export function dateForInput(date: string | null, today = new Date()): { value: string; guessed: boolean } {
  if (!date) return { value: '', guessed: false };
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return { value: date, guessed: false };
  const m = /^--(\d{2})-(\d{2})$/.exec(date);
  if (!m) return { value: '', guessed: false };
  const year = today.getUTCFullYear();
  const candidates = [year - 1, year, year + 1].map((y) => `${y}-${m[1]}-${m[2]}`);
  const distance = (d: string) => Math.abs(Date.parse(`${d}T00:00:00Z`) - today.getTime());
  const value = candidates.reduce((best, d) => (distance(d) < distance(best) ? d : best));
  return { value, guessed: true };
}

export function formFromMatch(match: ReadMatch | null): ReviewFormValues {
  if (!match) return EMPTY_FORM;
  return {
    sport: match.sport ?? '',
    league: match.league ?? '',
    home: match.teams?.[0] ?? '',
    away: match.teams?.[1] ?? '',
    date: dateForInput(match.date).value,
    homeOdds: match.odds.home ?? '',
    drawOdds: match.odds.draw ?? '',
    awayOdds: match.odds.away ?? '',
    oddsFormat: match.oddsFormat ?? 'decimal',
  };
}

/** The match preselected: the most prominent complete one, else the most prominent one. */
export function preselectedMatch(matches: readonly ReadMatch[]): ReadMatch | null {
  const byProminence = [...matches].sort((a, b) => b.prominence - a.prominence);
  return byProminence.find((m) => m.complete) ?? byProminence[0] ?? null;
}

/** Which fields the reader was unsure of, so the form can mark them. */
export function lowConfidenceFields(match: ReadMatch | null): Set<FormField> {
  const low = new Set<FormField>();
  if (!match) return low;
  if (match.teams && match.confidence.teams < LOW_CONFIDENCE) ['home', 'away'].forEach((f) => low.add(f as FormField));
  // Only the pick was printed: the opponent is the user's to name.
  if (match.teams && !match.teams[1]) low.add('away');
  // A price the market has but the reader did not get (a slip shows only the pick's; a list's cell can be lost) is
  // the user's to add: marked, so an empty draw of a 1X2 match is not taken for a two-way market.
  for (const field of missingPrices(match)) low.add(field);
  for (const [field, value] of priceFields(match)) if (value && match.confidence.odds < TRUSTED_PRICE_CONFIDENCE) low.add(field);
  if (match.date && (match.confidence.date < LOW_CONFIDENCE || dateForInput(match.date).guessed)) low.add('date');
  return low;
}

/** Each price field with the price the reader put in it. */
const priceFields = (match: ReadMatch): [FormField, string | null][] => [
  ['homeOdds', match.odds.home],
  ['drawOdds', match.odds.draw],
  ['awayOdds', match.odds.away],
];

/** The price fields the match's market has and the reader left empty: home and away always, the draw in a 1X2. */
export function missingPrices(match: ReadMatch): FormField[] {
  return priceFields(match)
    .filter(([field, value]) => !value && (field !== 'drawOdds' || match.market === '1x2'))
    .map(([field]) => field);
}

/** A price typed in Russian ('2,10') or English ('2.10'); spaces around are ignored. */
export function normalisePrice(value: string): string {
  return value.trim().replace(',', '.');
}

function priceProblem(value: string, format: OddsFormat): FieldProblem | null {
  if (isValidPrice(value, format)) return null;
  return format === 'decimal' ? 'decimalPrice' : format === 'fractional' ? 'fractionalPrice' : 'americanPrice';
}

function teamProblem(value: string): FieldProblem | null {
  const v = value.trim();
  if (!v) return 'required';
  if ([...v].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) return 'teamCharacters';
  if (v.length < 2 || v.length > 60) return 'teamLength';
  return null;
}

export type ValidationResult =
  { ok: true; match: ConfirmedMatch } | { ok: false; problems: Partial<Record<FormField, FieldProblem>> };

/**
 * Checks the form with the rules the server applies (the shared confirmedMatchSchema plus the price rules: a decimal
 * price above 1.0, fractional and American read as such) and builds the ConfirmedMatch to send.
 */
export function validateForm(values: ReviewFormValues, fromMatch?: string): ValidationResult {
  const problems: Partial<Record<FormField, FieldProblem>> = {};
  const home = teamProblem(values.home);
  const away = teamProblem(values.away);
  if (home) problems.home = home;
  if (away) problems.away = away;
  if (!home && !away && values.home.trim().toLowerCase() === values.away.trim().toLowerCase()) problems.away = 'sameTeams';
  for (const field of ['homeOdds', 'awayOdds'] as const) {
    if (!values[field].trim()) problems[field] = 'required';
    else {
      const p = priceProblem(values[field], values.oddsFormat);
      if (p) problems[field] = p;
    }
  }
  if (values.drawOdds.trim()) {
    const p = priceProblem(values.drawOdds, values.oddsFormat);
    if (p) problems.drawOdds = p;
  }
  const sport = values.sport.trim();
  if (sport && (sport.length < 2 || sport.length > 30)) problems.sport = 'sportLength';
  if (values.league.trim().length > 80) problems.league = 'leagueLength';
  if (values.date && !/^\d{4}-\d{2}-\d{2}$/.test(values.date)) problems.date = 'date';
  if (Object.keys(problems).length > 0) return { ok: false, problems };

  const candidate: ConfirmedMatch = {
    teams: [values.home.trim(), values.away.trim()],
    odds: {
      home: normalisePrice(values.homeOdds),
      ...(values.drawOdds.trim() ? { draw: normalisePrice(values.drawOdds) } : {}),
      away: normalisePrice(values.awayOdds),
    },
    oddsFormat: values.oddsFormat,
    ...(sport ? { sport } : {}),
    ...(values.league.trim() ? { league: values.league.trim() } : {}),
    ...(values.date ? { date: values.date } : {}),
    ...(fromMatch ? { fromMatch } : {}),
  };
  const parsed = confirmedMatchSchema.safeParse(candidate);
  if (!parsed.success) {
    // The rules above mirror the schema; anything it still refuses is reported on the field it names.
    for (const issue of parsed.error.issues) {
      const field = fieldOfIssuePath(issue.path.map(String).join('.'));
      if (!field) continue;
      if (field === 'home' || field === 'away') problems[field] = issue.message.includes('same') ? 'sameTeams' : 'teamLength';
      else if (field.endsWith('Odds')) problems[field] = priceProblem('', values.oddsFormat) ?? 'required';
      else if (field === 'date') problems.date = 'date';
      else problems[field] = 'required';
    }
    if (Object.keys(problems).length === 0) problems.home = 'required';
    return { ok: false, problems };
  }
  return { ok: true, match: parsed.data };
}

/** Server validation issues (VALIDATION_FAILED) mapped onto form fields where their path names one. */
export function fieldOfIssuePath(path: string): FormField | null {
  const parts = path
    .replace(/^\/?(body[./])?/, '')
    .replace(/^match[./]/, '')
    .split(/[./]/);
  const [first, second] = parts;
  if (first === 'teams') return second === '1' ? 'away' : 'home';
  if (first === 'odds') return second === 'draw' ? 'drawOdds' : second === 'away' ? 'awayOdds' : 'homeOdds';
  if (first === 'sport' || first === 'league' || first === 'date' || first === 'oddsFormat') return first;
  return null;
}
