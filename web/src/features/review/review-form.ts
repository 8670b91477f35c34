import {
  confirmedMatchSchema,
  isValidPrice,
  TRUSTED_DATE_CONFIDENCE,
  TRUSTED_PRICE_CONFIDENCE,
  TRUSTED_TEAM_CONFIDENCE,
  type ConfirmedMatch,
  type ReadMatch,
} from '@shared/reading';
import type { OddsFormat, Outcome } from '@shared/prediction';
import { asciiMinus, parseOddsStrict } from '@shared/odds';
import { nationalTeam, scriptOf, type ShownName } from '@shared/team-names';

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
  | 'noDraw'
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

/**
 * Sports whose main market is three-way, as the server's confirmed-match check has them: a draw price typed for any
 * other sport is refused with that reason, not as a malformed price.
 */
export const DRAW_SPORTS: ReadonlySet<string> = new Set(['football', 'soccer', 'hockey', 'ice hockey', 'handball', 'rugby']);

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

/**
 * The form a read match starts with. `names`: the team names as the page shows them (shown-teams.ts: the reader's
 * language where known, never mixed scripts); without them, as printed.
 */
export function formFromMatch(match: ReadMatch | null, names?: readonly [ShownName | null, ShownName | null]): ReviewFormValues {
  if (!match) return EMPTY_FORM;
  return {
    sport: match.sport ?? '',
    league: match.league ?? '',
    home: names?.[0]?.text ?? match.teams?.[0] ?? '',
    away: names?.[1]?.text ?? match.teams?.[1] ?? '',
    date: dateForInput(match.date).value,
    homeOdds: match.odds.home ?? '',
    drawOdds: match.odds.draw ?? '',
    awayOdds: match.odds.away ?? '',
    oddsFormat: match.oddsFormat ?? 'decimal',
  };
}

/** A match the reader is sure of: every price of its market read, names and prices at the reader's trust level. */
export function isConfidentMatch(m: ReadMatch): boolean {
  return m.complete && m.confidence.teams >= TRUSTED_TEAM_CONFIDENCE && m.confidence.odds >= TRUSTED_PRICE_CONFIDENCE;
}

/**
 * The match preselected: a single match read is the one to check; among several, the most prominent confident one,
 * else none (the user picks: a junk row is never chosen for them).
 */
export function preselectedMatch(matches: readonly ReadMatch[]): ReadMatch | null {
  if (matches.length === 1) return matches[0]!;
  const byProminence = [...matches].sort((a, b) => b.prominence - a.prominence);
  return byProminence.find(isConfidentMatch) ?? null;
}

/**
 * Why a team name is marked "check this", said beside the mark: the name mixes alphabets ('Вестерн Cuan'); it is
 * Latin letters that stand for Cyrillic ones ('Poma'); it holds OCR debris (a digit run, a lone letter); the gazetteer
 * does not know the team and the reader is unsure of the names; or the reader is unsure of both names though it knows
 * the teams (they may be paired from two lines). Both sides read as one team ('NULL' and 'NULL' taken for Hull) is
 * wrong however sure the reader is.
 */
export type NameDoubt = 'sameTeams' | 'mixedScripts' | 'lookalike' | 'strayCharacters' | 'unknownTeam' | 'unsure';

/**
 * What the form marks on a reading. `check`: a value was read but below the reader's trust level, so it is likely
 * wrong ("check this"). `missing`: a value the market needs that was not read at all (the user types it). `names`:
 * why each marked team name is doubted.
 */
export interface FieldMarks {
  check: Set<FormField>;
  missing: Set<FormField>;
  names: Partial<Record<'home' | 'away', NameDoubt>>;
}

/** Debris the name calibration counts against a name (server/src/extraction/verify/calibrate.ts): digits, lone letters. */
const STRAY = /\d{3,}|(^|\s)\p{Ll}(\s|$)/u;

/**
 * The team names to mark, side by side. The reader's calibrated confidence is for the two names together; below
 * TRUSTED_TEAM_CONFIDENCE the side that explains it is marked: one with debris in it, else one the gazetteer does not
 * know (a side it knows is likely right), else, both known, both. A name shown unsure (mixed alphabets, Latin
 * look-alikes of Cyrillic) is marked whatever the confidence: it is a misreading as it stands.
 */
export function nameDoubts(
  match: ReadMatch | null,
  shown?: readonly [ShownName | null, ShownName | null],
): Partial<Record<'home' | 'away', NameDoubt>> {
  const doubts: Partial<Record<'home' | 'away', NameDoubt>> = {};
  if (!match?.teams) return doubts;
  const low = match.confidence.teams < TRUSTED_TEAM_CONFIDENCE;
  const text = (i: 0 | 1) => (shown?.[i]?.text ?? match.teams?.[i] ?? '').trim().toLowerCase();
  if (match.teams[1] && text(0) && text(0) === text(1)) return { home: 'sameTeams', away: 'sameTeams' };
  const sides = [
    ['home', 0],
    ['away', 1],
  ] as const;
  for (const [field, i] of sides) {
    const printed = match.teams[i];
    if (!printed) continue;
    // A known club's name shown in place of a mixed reading is not in doubt; the reading shown as is, is.
    const shownUnsure = shown ? !!shown[i]?.unsure : scriptOf(printed) === 'mixed';
    if (shownUnsure) doubts[field] = scriptOf(printed) === 'mixed' ? 'mixedScripts' : 'lookalike';
    else if (low && STRAY.test(printed)) doubts[field] = 'strayCharacters';
  }
  if (!low) return doubts;
  const known = (i: 0 | 1) => !!match.canonicalTeams?.[i] || !!nationalTeam(match.teams?.[i], 'en');
  if (sides.some(([field]) => doubts[field])) return doubts;
  for (const [field, i] of sides) if (match.teams[i] && !known(i)) doubts[field] = 'unknownTeam';
  if (sides.some(([field]) => doubts[field])) return doubts;
  for (const [field, i] of sides) if (match.teams[i]) doubts[field] = 'unsure';
  return doubts;
}

export function fieldMarks(match: ReadMatch | null, shown?: readonly [ShownName | null, ShownName | null]): FieldMarks {
  const check = new Set<FormField>();
  const missing = new Set<FormField>();
  const names = nameDoubts(match, shown);
  if (!match) return { check, missing, names };
  for (const field of ['home', 'away'] as const) if (names[field]) check.add(field);
  // Only the pick was printed: the opponent is the user's to name.
  if (match.teams && !match.teams[1]) missing.add('away');
  // A price the market has but the reader did not get (a slip shows only the pick's; a list's cell can be lost) is
  // the user's to add, so an empty draw of a 1X2 match is not taken for a two-way market.
  // A slip prints its pick's price alone: the others are optional there (issue 48), so not marked as missing.
  if (match.kind !== 'slip') for (const field of missingPrices(match)) missing.add(field);
  for (const [field, value] of priceFields(match))
    if (value && match.confidence.odds < TRUSTED_PRICE_CONFIDENCE) check.add(field);
  if (match.date && match.confidence.date < TRUSTED_DATE_CONFIDENCE) check.add('date');
  return { check, missing, names };
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

/**
 * What the form adds to the typed values: on a bet slip the side the bettor picked (only its price is then needed),
 * and the prices the user ticked as checked against the screenshot (a price the reader was unsure of and the user left
 * as read stays unsure unless ticked: pressing Analyse is not a confirmation).
 */
export interface ReviewExtras {
  pick: Outcome | null;
  checked: Outcome[];
  /**
   * A spread pick's line, kept by the user ('+14.5'): the pick's price is of covering it, not of winning the match, so
   * the match is sent as a spread (market, line, pick) with that price alone. Null: a match-result price.
   */
  spread?: string | null;
}

export const PRICE_FIELD: Record<Outcome, 'homeOdds' | 'drawOdds' | 'awayOdds'> = {
  home: 'homeOdds',
  draw: 'drawOdds',
  away: 'awayOdds',
};

/** The pick the form starts with: a slip's selection as read. */
export function initialPick(match: ReadMatch | null): Outcome | null {
  return match?.kind === 'slip' ? (match.selection ?? (match.odds.home ? 'home' : match.odds.away ? 'away' : null)) : null;
}

/** The spread line the form starts with: a slip's spread pick as read, with its line; null for a match-result price. */
export function initialSpread(match: ReadMatch | null): string | null {
  return match?.kind === 'slip' && match.market === 'spread' && match.line ? match.line : null;
}

/** The prices marked unsure that still hold exactly what was read: the ones a tick can vouch for. */
export function unsureAsRead(match: ReadMatch | null, values: ReviewFormValues, marks: FieldMarks): Outcome[] {
  if (!match) return [];
  return (['home', 'draw', 'away'] as const).filter((o) => {
    const f = PRICE_FIELD[o];
    const read = match.odds[o];
    return marks.check.has(f) && !!read && normalisePrice(values[f]) === normalisePrice(read);
  });
}

export type ValidationResult =
  { ok: true; match: ConfirmedMatch } | { ok: false; problems: Partial<Record<FormField, FieldProblem>> };

/**
 * Checks the form with the rules the server applies (the shared confirmedMatchSchema plus the price rules: a decimal
 * price above 1.0, fractional and American read as such) and builds the ConfirmedMatch to send.
 */
export function validateForm(
  values: ReviewFormValues,
  fromMatch?: string,
  extras: ReviewExtras = { pick: null, checked: [] },
): ValidationResult {
  const problems: Partial<Record<FormField, FieldProblem>> = {};
  // A spread is picked on a side and priced alone: the other fields are hidden, and whatever they hold is not sent.
  const spread = extras.spread && extras.pick && extras.pick !== 'draw' ? { line: extras.spread, pick: extras.pick } : null;
  if (spread) values = { ...values, [PRICE_FIELD[spread.pick === 'home' ? 'away' : 'home']]: '', drawOdds: '' };
  const home = teamProblem(values.home);
  const away = teamProblem(values.away);
  if (home) problems.home = home;
  if (away) problems.away = away;
  if (!home && !away && values.home.trim().toLowerCase() === values.away.trim().toLowerCase()) problems.away = 'sameTeams';
  // A slip's pick alone needs its price; otherwise home and away are needed, the draw where the market has one.
  const required = extras.pick ? [PRICE_FIELD[extras.pick]] : (['homeOdds', 'awayOdds'] as const);
  for (const field of ['homeOdds', 'awayOdds'] as const) {
    if (!values[field].trim()) {
      if ((required as readonly string[]).includes(field)) problems[field] = 'required';
    } else {
      const p = priceProblem(values[field], values.oddsFormat);
      if (p) problems[field] = p;
    }
  }
  if (extras.pick === 'draw' && !values.drawOdds.trim()) problems.drawOdds = 'required';
  const sport = values.sport.trim();
  if (values.drawOdds.trim()) {
    const p = sport && !DRAW_SPORTS.has(sport.toLowerCase()) ? 'noDraw' : priceProblem(values.drawOdds, values.oddsFormat);
    if (p) problems.drawOdds = p;
  }
  if (sport && (sport.length < 2 || sport.length > 30)) problems.sport = 'sportLength';
  if (values.league.trim().length > 80) problems.league = 'leagueLength';
  if (values.date && !/^\d{4}-\d{2}-\d{2}$/.test(values.date)) problems.date = 'date';
  if (Object.keys(problems).length > 0) return { ok: false, problems };

  const checked = extras.checked.filter((o) => !spread || o === spread.pick);
  const candidate: ConfirmedMatch = {
    teams: [values.home.trim(), values.away.trim()],
    odds: {
      ...(values.homeOdds.trim() ? { home: normalisePrice(values.homeOdds) } : {}),
      ...(values.drawOdds.trim() ? { draw: normalisePrice(values.drawOdds) } : {}),
      ...(values.awayOdds.trim() ? { away: normalisePrice(values.awayOdds) } : {}),
    },
    oddsFormat: values.oddsFormat,
    ...(extras.pick ? { pick: extras.pick } : {}),
    ...(spread ? { market: 'spread' as const, line: spread.line } : {}),
    ...(checked.length ? { checked } : {}),
    ...(sport ? { sport } : {}),
    ...(values.league.trim() ? { league: values.league.trim() } : {}),
    ...(values.date ? { date: values.date } : {}),
    ...(fromMatch ? { fromMatch } : {}),
  };
  let parsed = confirmedMatchSchema.safeParse(candidate);
  // The link to the reading only records which fields the user changed; a link the schema does not know (a reader's
  // new kind of id) must not block a match the user has filled in, nor be reported on a field they cannot fix.
  if (!parsed.success && fromMatch && parsed.error.issues.every((i) => i.path[0] === 'fromMatch')) {
    const { fromMatch: _unknown, ...unlinked } = candidate;
    parsed = confirmedMatchSchema.safeParse(unlinked);
  }
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

/** Whether a server validation issue is the no-draw rule (its message names it: 'no draw in basketball: ...'). */
export function isNoDrawIssue(issue: { path: string; message?: string }): boolean {
  return fieldOfIssuePath(issue.path) === 'drawOdds' && /^no draw\b/.test(issue.message ?? '');
}

/**
 * A price's printed text read again in another odds format, as a reader would who is told the page's format: a
 * text valid in that format stays (an American one signed); American-looking digits of a decimal page lost their
 * point ('+275' is 2.75, '1250' is 12.50); a decimal text on an American page lost its sign ('2.75' is +275). A text
 * that reads as no price of the new format is left as it is, for the form to point out.
 */
export function reinterpretPrice(text: string, format: OddsFormat): string {
  const v = asciiMinus(text.trim()).replace(',', '.');
  if (!v) return text;
  if (format === 'decimal') {
    if (isValidPrice(v, 'decimal')) return v;
    const digits = /^[+-]?(\d{3,4})$/.exec(v)?.[1];
    if (digits) {
      const read = `${digits.slice(0, -2)}.${digits.slice(-2)}`;
      if (isValidPrice(read, 'decimal')) return read;
    }
    return text;
  }
  if (format === 'american') {
    if (isValidPrice(v, 'american')) return /^\d/.test(v) ? `+${v}` : v;
    const m = /^(\d{1,2})\.(\d{2})$/.exec(v);
    if (m) {
      const read = `+${Number(m[1])}${m[2]}`;
      if (isValidPrice(read, 'american')) return read;
    }
    return text;
  }
  return isValidPrice(v, 'fractional') ? v.replace(/\s+/g, '') : text;
}

/** The form's prices read again in a new odds format (see reinterpretPrice), in one step. */
export function withOddsFormat(values: ReviewFormValues, format: OddsFormat): ReviewFormValues {
  return {
    ...values,
    oddsFormat: format,
    homeOdds: reinterpretPrice(values.homeOdds, format),
    drawOdds: reinterpretPrice(values.drawOdds, format),
    awayOdds: reinterpretPrice(values.awayOdds, format),
  };
}

export type Outcome3 = 'home' | 'draw' | 'away';

/** One bookmaker's prices on an odds comparison, and which of them is the best of the page. */
export interface ComparisonRow {
  match: ReadMatch;
  best: Record<Outcome3, boolean>;
}

/** An odds comparison: one match priced by several bookmakers, each row named by its bookmaker. */
export function isComparison(matches: readonly ReadMatch[]): boolean {
  return matches.length > 1 && matches.every((m) => !!m.bookmaker);
}

/**
 * The best price per outcome over a comparison's bookmakers (the highest decimal value; equal prices keep the first
 * row), the match they are analysed as (the names and the rest of the most prominent row, the best prices), and the
 * grid rows with the best cells marked.
 */
export function bestOfComparison(matches: readonly ReadMatch[]): { match: ReadMatch; rows: ComparisonRow[] } {
  const outcomes: Outcome3[] = ['home', 'draw', 'away'];
  const bestIndex: Record<Outcome3, number> = { home: -1, draw: -1, away: -1 };
  for (const o of outcomes) {
    let best = 0;
    matches.forEach((m, i) => {
      const d = parseOddsStrict(m.odds[o]);
      if (d !== null && d > best) {
        best = d;
        bestIndex[o] = i;
      }
    });
  }
  const base = [...matches].sort((a, b) => b.prominence - a.prominence)[0]!;
  const odds = { ...base.odds };
  for (const o of outcomes) if (bestIndex[o] >= 0) odds[o] = matches[bestIndex[o]]!.odds[o];
  // The reader's trust in the prices is that of the least sure row a price came from.
  const sources = outcomes.filter((o) => bestIndex[o] >= 0).map((o) => matches[bestIndex[o]]!);
  const oddsConfidence = Math.min(...sources.map((m) => m.confidence.odds), base.confidence.odds);
  // The row most of the best prices come from stands for the match (fromMatch: what the user confirmed).
  const counts = matches.map((_, i) => outcomes.filter((o) => bestIndex[o] === i).length);
  const main = matches[counts.indexOf(Math.max(...counts))] ?? base;
  // Each best price is checked against the cell it was read from.
  const boxes = { ...base.boxes };
  for (const o of outcomes) {
    const source = bestIndex[o] >= 0 ? matches[bestIndex[o]]!.boxes[`${o}Odds`] : undefined;
    if (source) boxes[`${o}Odds`] = source;
  }
  const match: ReadMatch = {
    ...base,
    id: main.id,
    screenshot: main.screenshot,
    boxes,
    odds,
    confidence: { ...base.confidence, odds: oddsConfidence },
    complete: matches.some((m) => m.complete),
  };
  const rows = matches.map((m, i) => ({
    match: m,
    best: { home: bestIndex.home === i, draw: bestIndex.draw === i, away: bestIndex.away === i },
  }));
  return { match, rows };
}
