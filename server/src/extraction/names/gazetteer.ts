import fs from 'node:fs';
import path from 'node:path';
import { editDistance, STOP_TOKENS, teamKey } from '../page/normalize';
import type { Gazetteer, GazetteerTeam, TeamMatch } from './gazetteer-types';
import { usGazetteerTeams } from './us-gazetteer';
import { CYRILLIC } from '../page/glyphs';
import { cyrillicTwin, glyphShape, LATIN_TO_CYRILLIC, twoGlyphLetters } from './name-glyphs';

/**
 * 1 less the share of edits that turn one spelling into the other, where that is at least `threshold`; else null.
 * The edit distance is computed only up to the edits the threshold allows.
 */
function similarity(a: string, b: string, threshold: number): number | null {
  const maxLen = Math.max(a.length, b.length);
  const maxEd = Math.floor(maxLen * (1 - threshold));
  const d = editDistance(a, b, maxEd);
  return d <= maxEd ? 1 - d / maxLen : null;
}

/** How far a misread name may stand from a club's when its opponent has already named the league. */
const LEAGUE_MATCH_THRESHOLD = 0.7;

/** Whether the gazetteer knows the name exactly (an alias hit, not a fuzzy one). */
export const knowsExactly = (gaz: Gazetteer | undefined, name: string): boolean => (gaz?.matchTeam(name)?.score ?? 0) >= 1;

/**
 * Up to this many letters, a name one letter away from a club's is another word as often as a misreading of it
 * ('Texas' is not the Texans, 'Lions' not 'Lyon'): a short name is a club only exactly, or in its opponent's league.
 */
const SHORT_NAME = 5;

/** Below this similarity a name is not a club (OCR noise, a market label, a player). */
export const MATCH_THRESHOLD = 0.8;

const DEFAULT_FILE = path.resolve(import.meta.dirname, '../../../data/gazetteer.json');

/**
 * Words a club's full name adds to the name the data files use ('Charlton Athletic' for Charlton, 'Coventry City'):
 * without them the name is looked up again, before any fuzzy match can take the generic word for another club's
 * ('Athletic' is Bilbao's).
 */
export const CLUB_SUFFIXES = new Set([
  'athletic',
  'city',
  'united',
  'town',
  'county',
  'rovers',
  'albion',
  'wanderers',
  'fc',
  'afc',
]);

/** Words too generic to stand for a club on their own. */
const GENERIC_FIRST = new Set([
  'real',
  'sporting',
  'dynamo',
  'dinamo',
  'inter',
  'athletic',
  'union',
  'racing',
  'olympique',
  'united',
  'city',
  'town',
  'atletico',
  'deportivo',
  'san',
  'santa',
  'saint',
  'west',
  'north',
  'south',
  'east',
  'new',
  'red',
  'royal',
  'young',
  'central',
  'club',
  'sport',
  'home',
  'away',
  'draw',
  'total',
  'over',
  'under',
  'match',
  'result',
  'winner',
]);

interface Entry {
  key: string;
  team: GazetteerTeam;
  /** Aliases derived automatically (first token) rank below explicit ones. */
  weak: boolean;
}

/**
 * Whether a data file's name of two words or more is the read name with words cut short: word for word, each the
 * same or its first three letters or more, at least one whole ('west brom' in 'west bromwich', 'man united' in
 * 'manchester united').
 */
function abbreviates(entryKey: string, readKey: string): boolean {
  if (entryKey.length >= readKey.length || !readKey.startsWith(entryKey.slice(0, 3))) return false;
  const short = entryKey.split(' ');
  const long = readKey.split(' ');
  if (short.length < 2 || short.length !== long.length) return false;
  let whole = 0;
  for (let i = 0; i < short.length; i++) {
    const s = short[i]!;
    const l = long[i]!;
    if (s === l) whole++;
    else if (s.length < 3 || !l.startsWith(s)) return false;
  }
  return whole > 0 && whole < short.length;
}

/** The gazetteer's look-up tables, built once from its teams. */
interface Index {
  /** Every alias by its key. */
  exact: Map<string, Entry>;
  /** The same entries as a list, for fuzzy matching. */
  entries: Entry[];
  byName: Map<string, GazetteerTeam>;
  /** Every printed name by its glyph shape, for names OCR read with one glyph for another. */
  shapes: { shape: string; team: GazetteerTeam }[];
  /** Spellings by key, to show a completed name as the gazetteer writes it. */
  spelling: Map<string, string>;
}

/** Every team's names and aliases by their keys, with the first word of a club's name where it names one club only. */
function exactEntries(teams: GazetteerTeam[]): Map<string, Entry> {
  const exact = new Map<string, Entry>();
  const add = (alias: string, team: GazetteerTeam, weak: boolean) => {
    const key = teamKey(alias);
    if (key.length < 2) return;
    const prev = exact.get(key);
    // On a clash keep the explicit alias, then the club with more matches in the data.
    if (prev && (prev.weak < weak || (prev.weak === weak && prev.team.n >= team.n))) return;
    const e = { key, team, weak };
    exact.set(key, e);
  };
  for (const t of teams) {
    add(t.name, t, false);
    for (const a of t.aliases) add(a, t, false);
  }
  // First-token aliases ("Rubin" for "Rubin Kazan") when the token names one club only.
  const firstTokens = new Map<string, GazetteerTeam[]>();
  for (const t of teams) {
    // A city names a club of each North American league ('Dallas'): only football clubs get their first word.
    if (t.sport) continue;
    const toks = teamKey(t.name).split(' ');
    if (toks.length < 2) continue;
    const f = toks[0]!;
    if (f.length < 5 || GENERIC_FIRST.has(f)) continue;
    firstTokens.set(f, [...(firstTokens.get(f) ?? []), t]);
  }
  for (const [tok, list] of firstTokens) if (list.length === 1 && !exact.has(tok)) add(tok, list[0]!, true);
  return exact;
}

const teamMatch = (team: GazetteerTeam, score: number): TeamMatch => ({
  canonical: team.name,
  score,
  league: team.league,
  country: team.country,
  sport: team.sport ?? 'football',
});
const toMatch = (e: Entry, score: number): TeamMatch => teamMatch(e.team, score);

/**
 * A club's prefix or suffix read glued to its name ('ACMilan', 'PortoFC'): keys drop those words, so the name
 * without it is looked up, where four letters or more remain.
 */
function gluedToAffix(exact: Map<string, Entry>, key: string): Entry | null {
  if (key.includes(' ')) return null;
  for (const affix of STOP_TOKENS) {
    if (key.length < affix.length + 4) continue;
    const rest = key.startsWith(affix) ? key.slice(affix.length) : key.endsWith(affix) ? key.slice(0, -affix.length) : null;
    const e = rest ? exact.get(rest) : undefined;
    if (e && !e.weak) return e;
  }
  return null;
}

/** The best entry for a key: exact, glued to an affix, without a club suffix, else fuzzy. */
function best(ix: Index, key: string): TeamMatch | null {
  if (key.length < 2) return null;
  const hit = ix.exact.get(key);
  if (hit) return toMatch(hit, hit.weak ? 0.95 : 1);
  const gluedHit = gluedToAffix(ix.exact, key);
  if (gluedHit) return toMatch(gluedHit, 0.95);
  const tokens = key.split(' ');
  const stem = tokens.filter((t) => !CLUB_SUFFIXES.has(t)).join(' ');
  const stemHit = stem && tokens.length > 1 && stem !== key ? ix.exact.get(stem) : undefined;
  if (stemHit && !stemHit.weak) return toMatch(stemHit, 0.9);
  const found = fuzzyBest(ix.entries, key, stem);
  if (found && found.score >= MATCH_THRESHOLD) return toMatch(found.e, Math.round(found.score * 1000) / 1000);
  // A misread name beside a club's generic word ('Chariton Athletic'): the name alone, fuzzily.
  if (stem && stem !== key && tokens.length > 1) {
    const alone = best(ix, stem);
    if (alone) return { ...alone, score: Math.min(alone.score, 0.9) };
  }
  return null;
}

/** The entry a key matches best fuzzily, with its score; of two as close, the club with more matches in the data. */
function fuzzyBest(entries: Entry[], key: string, stem: string): { e: Entry; score: number } | null {
  let top: { e: Entry; score: number } | null = null;
  const consider = (e: Entry, score: number) => {
    if (!top || score > top.score || (score === top.score && e.team.n > top.e.team.n)) top = { e, score };
  };
  const compact = key.replace(/ /g, '');
  for (const e of entries) {
    // Short names must match exactly: "SKA" is not "Ajax".
    if (e.key.length >= 4 && compact.length >= 4 && Math.min(e.key.length, compact.length) > SHORT_NAME) {
      const score = similarity(compact, e.key.replace(/ /g, ''), MATCH_THRESHOLD);
      if (score !== null) consider(e, score * (e.weak ? 0.95 : 1));
    }
    // The read name holds a whole alias plus extra words ("Juventus Turin", "FC Porto B").
    // The alias must be most of the name: "Boston Celtics" is not the English club "Boston".
    if (!e.weak && e.key.length >= 5 && e.key.length / key.length >= 0.55 && ` ${key} `.includes(` ${e.key} `)) {
      consider(e, 0.9);
    }
    // A data file's name shortens words of the printed one ('West Brom' for 'West Bromwich Albion').
    if (!e.weak && abbreviates(e.key, stem || key)) consider(e, 0.9);
  }
  return top as { e: Entry; score: number } | null;
}

/**
 * The club whose printed name has the read name's glyph shape, or nearly (a fifth of its glyphs): a name misread
 * glyph for glyph, or a Cyrillic name read by the Latin model. Never above 0.85: shown as a guess.
 */
function byShape(ix: Index, raw: string): TeamMatch | null {
  const read = glyphShape(raw);
  if (read.length < 4) return null;
  let top: { team: GazetteerTeam; score: number } | null = null;
  for (const { shape, team } of ix.shapes) {
    if (shape.length < 4) continue;
    const score =
      Math.min(read.length, shape.length) > SHORT_NAME ? similarity(read, shape, MATCH_THRESHOLD) : read === shape ? 1 : null;
    if (score !== null && (!top || score > top.score)) top = { team, score };
  }
  if (!top) return null;
  const found = top as { team: GazetteerTeam; score: number };
  return teamMatch(found.team, Math.min(Math.round(found.score * 1000) / 1000, 0.85));
}

/** The one club whose name or alias starts with this cut-short name ('Benfi'), with that spelling; else null. */
function completeCut(ix: Index, name: string, midWord = false): { match: TeamMatch; spelt: string } | null {
  const key = teamKey(name);
  if (key.replace(/ /g, '').length < 4) return null;
  const hits = ix.entries.filter(
    (e) => !e.weak && e.key.startsWith(key) && e.key !== key && (!midWord || key.includes(' ') || e.key[key.length] !== ' '),
  );
  const clubs = new Set(hits.map((e) => e.team.name));
  if (clubs.size !== 1) return null;
  // Spelt in the script it was printed in: 'Liver' is Liverpool, 'Ливер' Ливерпуль.
  const cyrillic = CYRILLIC.test(name);
  const spelt = hits
    .map((h) => ix.spelling.get(h.key) ?? h.team.name)
    .filter((x) => CYRILLIC.test(x) === cyrillic)
    .sort((a, b) => a.length - b.length)[0];
  return { match: toMatch(hits[0]!, 0.9), spelt: spelt ?? hits[0]!.team.name };
}

/** The one club of a league within a little over a fifth of its letters of this name; never above 0.8. */
function matchInLeague(ix: Index, name: string, league: string): TeamMatch | null {
  const compact = teamKey(name).replace(/ /g, '');
  if (compact.length < 6) return null;
  const hits = new Map<GazetteerTeam, number>();
  for (const e of ix.entries) {
    if (e.weak || e.team.league !== league) continue;
    const score = similarity(compact, e.key.replace(/ /g, ''), LEAGUE_MATCH_THRESHOLD);
    if (score !== null) hits.set(e.team, Math.max(hits.get(e.team) ?? 0, score));
  }
  const only = hits.size === 1 ? [...hits][0] : undefined;
  return only ? teamMatch(only[0], Math.min(Math.round(only[1] * 1000) / 1000, 0.8)) : null;
}

/** See Gazetteer.endingIn. A generic word ('United', 'Real') or a name under four letters ends no club's name. */
function endingIn(ix: Index, name: string): Map<string, TeamMatch> {
  const key = teamKey(name);
  const out = new Map<string, TeamMatch>();
  if (key.replace(/ /g, '').length < 4 || key.split(' ').every((t) => CLUB_SUFFIXES.has(t) || GENERIC_FIRST.has(t))) return out;
  const byLeague = new Map<string, Set<GazetteerTeam>>();
  for (const e of ix.entries) {
    if (e.weak || !e.team.league || e.key === key || !e.key.endsWith(` ${key}`)) continue;
    byLeague.set(e.team.league, (byLeague.get(e.team.league) ?? new Set()).add(e.team));
  }
  for (const [league, clubs] of byLeague) if (clubs.size === 1) out.set(league, teamMatch([...clubs][0]!, 0.9));
  return out;
}

/** The club a read name is: as read, as Cyrillic misread in Latin look-alikes, or by its glyph shape. */
function matchName(ix: Index, name: string): TeamMatch | null {
  const raw = name.trim();
  if (!raw || /^\d/.test(raw)) return null;
  const direct = best(ix, teamKey(raw));
  if (direct && direct.score >= 0.95) return direct;
  // Cyrillic words misread as Latin look-alikes: map back and try again. A name in both scripts ('Арсенал
  // Tyna' for 'Арсенал Тула') is such a misreading whatever its letters.
  const mixed = CYRILLIC.test(raw) && /[A-Za-z]/.test(raw);
  // So is a name in capitals made only of letters with a Cyrillic twin ('POCTOB' for 'РОСТОВ').
  if ((/^[A-Za-z .'-]+$/.test(raw) && /[nrmu]/.test(raw)) || mixed || cyrillicTwin(raw)) {
    // 'n' is the look-alike of both 'п' and a rounded 'л' ('Mapcenb' for 'Марсель', 'Ypan' for 'Урал').
    // A capital 'И' is read as 'U' beside it ('Pean BeTUC' for 'Реал Бетис' in capitals).
    // A mirrored 'и' read as 'n' and a 'ч' as 'u' ('Coun' for 'Сочи') is a third reading.
    const readings = [LATIN_TO_CYRILLIC, { ...LATIN_TO_CYRILLIC, n: 'л', U: 'И' }, { ...LATIN_TO_CYRILLIC, n: 'и', u: 'ч' }].map(
      (table) => best(ix, teamKey(twoGlyphLetters(raw).replace(/[A-Za-z]/g, (c) => table[c] ?? c))),
    );
    const alt = readings.reduce((a, b) => ((b?.score ?? 0) > (a?.score ?? 0) ? b : a), null);
    if (alt && alt.score >= 0.85 && (!direct || alt.score > direct.score)) return { ...alt, score: Math.min(alt.score, 0.9) };
  }
  if (direct && direct.score >= 0.85) return direct;
  // Names read in Cyrillic are given their Latin look-alike readings by the caller ('Рагта' is shown as 'Parma').
  const shaped = CYRILLIC.test(raw) ? null : byShape(ix, raw);
  return shaped && (!direct || shaped.score > direct.score) ? shaped : direct;
}

export function createGazetteer(teams: GazetteerTeam[]): Gazetteer {
  const exact = exactEntries(teams);
  const byName = new Map<string, GazetteerTeam>();
  for (const t of teams) byName.set(t.name, t);
  const spelling = new Map<string, string>();
  for (const t of teams) for (const a of [t.name, ...t.aliases]) spelling.set(teamKey(a), a);
  const ix: Index = {
    exact,
    entries: [...exact.values()],
    byName,
    shapes: teams.flatMap((t) => [t.name, ...t.aliases].map((a) => ({ shape: glyphShape(a), team: t }))),
    spelling,
  };
  return {
    teams,
    get: (canonical) => ix.byName.get(canonical),
    completeCut: (name, opts) => completeCut(ix, name, opts?.midWord),
    matchInLeague: (name, league) => matchInLeague(ix, name, league),
    endingIn: (name) => endingIn(ix, name),
    matchTeam: (name) => matchName(ix, name),
  };
}

let cached: { file: string; gazetteer: Gazetteer } | null = null;

/** Loads (once per file) the gazetteer built by scripts/build-gazetteer.ts. */
export function loadGazetteer(file: string = DEFAULT_FILE): Gazetteer {
  if (cached && cached.file === file) return cached.gazetteer;
  const doc = JSON.parse(fs.readFileSync(file, 'utf8')) as { teams: GazetteerTeam[] };
  const gazetteer = createGazetteer([...doc.teams, ...usGazetteerTeams()]);
  cached = { file, gazetteer };
  return gazetteer;
}

/** Convenience over the default gazetteer. */
export function matchTeam(name: string, gazetteer: Gazetteer = loadGazetteer()): TeamMatch | null {
  return gazetteer.matchTeam(name);
}
