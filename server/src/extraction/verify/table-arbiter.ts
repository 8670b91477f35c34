import { parseOddsStrict } from '@shared/odds';
import type { Box, ReadMatch } from '@shared/reading';
import type { Gazetteer } from '../names/gazetteer-types';
import { resolveSides } from '../names/resolve-sides';
import { foldName as fold, isLeagueOrSport, NON_NAME_WORDS } from '../tokens/name-words';
import type { Line } from '../table/cells';
import type { TableRow } from '../table/read-table';
import { makesBook } from '../table/columns';
import { SPORT_WORDS } from '../locale/vocab';

/**
 * The names arbiter between the page readers and the table model: one scored choice per row, not a chain of
 * fallbacks. Where the table model read a row the other readers also returned with the same prices, the names that
 * score higher are kept (named features below); a table row no reader returned is added; a row both read with
 * different prices keeps the reading whose prices make a plausible book.
 */

/** Price confidence where two readers read a line's prices differently: under the trust level (0.8). */
const DISAGREED = 0.5;

/** A side that is page chrome: every word a menu's, a sport's or a market's, or the whole a league or sport. */
export function isChromeName(name: string | null | undefined): boolean {
  if (!name) return true;
  const words = fold(name).split(' ').filter(Boolean);
  if (!words.length) return true;
  if (words.every((w) => NON_NAME_WORDS.has(w) || SPORT_WORDS.has(w) || w.length <= 1)) return true;
  return isLeagueOrSport(name);
}

/**
 * Words that name a competition, its stage or its category, in the languages the reader knows: a side that holds
 * one is a league's or a group's header ('Азиатские игры, Женщины, Группа С'), not a club (women's and youth sides
 * print their mark in brackets, which the fold drops: 'Замалек (ж)').
 */
const COMPETITION_WORDS = new Set([
  'league',
  'liga',
  'lига',
  'лига',
  'division',
  'дивизион',
  'group',
  'grupo',
  'группа',
  'cup',
  'copa',
  'кубок',
  'championship',
  'чемпионат',
  'первенство',
  'stage',
  'этап',
  'round',
  'тур',
  'раунд',
  'qualification',
  'квалификация',
  'отбор',
  'playoff',
  'playoffs',
  'плей',
  'women',
  'женщины',
  'men',
  'мужчины',
  'youth',
  'молодежный',
  'молодёжный',
  'games',
  'игры',
  'international',
  'международный',
  'friendlies',
  'товарищеские',
  'serie',
  'primera',
  'segunda',
  'bundesliga',
  'ligue',
  'superliga',
  'eredivisie',
  'allsvenskan',
  'eliteserien',
  // Leagues and tours by their letters, as list headers print them ('AUSTRALIA. NPL TASMANIA', 'ATP. Rome').
  'npl',
  'mls',
  'epl',
  'nba',
  'nhl',
  'nfl',
  'mlb',
  'ncaa',
  'atp',
  'wta',
  'itf',
  'challenger',
]);

const competitionWords = (name: string) =>
  fold(name)
    .split(' ')
    .filter((w) => COMPETITION_WORDS.has(w)).length;

export const hasCompetitionWords = (name: string) => competitionWords(name) > 0;

/**
 * How much a pair of names looks like the two sides of a match, from named features: each side known to the
 * gazetteer (+2), each side a name rather than chrome (+1, chrome −4), a competition's words in a side (−3 each
 * side) or a comma (−1), standing in the names column the table's rows share (+1 when the caller says so).
 */
export function nameScore(teams: readonly (string | null)[], gazetteer: Gazetteer | undefined, inColumn: boolean): number {
  let score = inColumn ? 1 : 0;
  for (const t of teams) {
    if (isChromeName(t)) score -= 4;
    else {
      score += 1;
      const m = gazetteer?.matchTeam(t!);
      if (m && m.score >= 0.85) score += 2;
      if (competitionWords(t!)) score -= 3;
      if (t!.includes(',')) score -= 1;
    }
  }
  return score;
}

const decimals = (m: ReadMatch) => [m.odds.home, m.odds.draw, m.odds.away].map((p) => (p ? parseOddsStrict(p) : null));
const rowDecimals = (r: TableRow) => (['home', 'draw', 'away'] as const).map((s) => r.prices[s]?.price?.decimal ?? null);
const samePrices = (a: (number | null)[], b: (number | null)[]) =>
  a.every((x, i) => (x === null) === (b[i] === null) && (x === null || Math.abs(x - b[i]!) < 1e-9));

/** Whether each side of the table's names holds the other reading's side and more (a name the reader cut short). */
function extends_(table: readonly string[], other: ReadMatch['teams']): boolean {
  if (!other) return false;
  return (
    table.every((t, k) => {
      const o = fold(other[k] ?? '');
      return !!o && fold(t).includes(o);
    }) && fold(table.join(' ')).length > fold(other.join(' ')).length
  );
}

/** Whether a match's prices make one plausible book (makesBook); null when not every price of its market was read. */
export function bookOf(m: ReadMatch): boolean | null {
  const ds = decimals(m);
  const threeWay = m.market === '1x2' || ds[1] !== null;
  const need = threeWay ? ds : [ds[0], ds[2]];
  if (need.some((d) => d === null || d === undefined)) return null;
  return makesBook(need as number[], threeWay);
}

/** Whether the table model read this match's prices, the same, on the line they stand on. */
export function tableAgrees(m: ReadMatch, rows: readonly TableRow[], scale: number, height: number): TableRow | null {
  const ds = decimals(m);
  return rows.find((r) => onLine(m, r, scale, height) && samePrices(ds, rowDecimals(r))) ?? null;
}

/** The vertical centres of a match's price boxes, in OCR pixels (boxes are in original pixels). */
function priceCentres(m: ReadMatch, scale: number): number[] {
  return [m.boxes.homeOdds, m.boxes.drawOdds, m.boxes.awayOdds]
    .filter((b): b is Box => !!b)
    .map((b) => (b[1] + b[3] / 2) * scale);
}

/**
 * Whether a match's prices stand on a table of figures and make no book themselves (a stats page's 'shots 20.4,
 * possession 71.6'): no price was printed there, so the match is dropped rather than shown untrusted.
 */
export function amongFigures(m: ReadMatch, figures: readonly Line[], scale: number, height: number): boolean {
  if (!figures.length || m.kind === 'slip' || bookOf(m) === true) return false;
  const cys = priceCentres(m, scale);
  return cys.length > 0 && cys.every((cy) => figures.some((l) => cy >= l.y0 - height / 2 && cy <= l.y1 + height / 2));
}

/**
 * Whether a match's names stand more than three lines of text above or below its prices. An odds comparison's
 * bookmaker rows are all the title's match: their names stand apart by design.
 */
function namesApart(m: ReadMatch, scale: number, height: number): boolean {
  if (m.bookmaker) return false;
  const names = [m.boxes.home, m.boxes.away].filter((b): b is Box => !!b).map((b) => (b[1] + b[3] / 2) * scale);
  const prices = priceCentres(m, scale);
  if (!names.length || !prices.length) return false;
  return Math.min(...names.flatMap((n) => prices.map((p) => Math.abs(n - p)))) > 3 * height;
}

/** Whether a match's price boxes stand on the table row's line (boxes in original pixels, lines in OCR pixels). */
function onLine(m: ReadMatch, r: TableRow, scale: number, height: number): boolean {
  return priceCentres(m, scale).some((cy) => cy >= r.line.y0 - height && cy <= r.line.y1 + height);
}

const boxOf = (cells: TableRow['nameCells'], scale: number): Box | undefined => {
  if (!cells.length) return undefined;
  const x0 = Math.min(...cells.map((c) => c.w.x0));
  const y0 = Math.min(...cells.map((c) => c.w.y0));
  const x1 = Math.max(...cells.map((c) => c.w.x1));
  const y1 = Math.max(...cells.map((c) => c.w.y1));
  return [x0, y0, x1 - x0, y1 - y0].map((v) => Math.round(v / scale)) as Box;
};

/**
 * The table's names as the review shows them and the clubs they are, as every reader names its matches, and the sport
 * both clubs play where the gazetteer knows both.
 */
function named(teams: [string, string], gazetteer: Gazetteer | undefined): Pick<ReadMatch, 'teams' | 'canonicalTeams' | 'sport'> {
  if (!gazetteer) return { teams, canonicalTeams: null, sport: null };
  const sides = resolveSides(teams, [false, false], gazetteer);
  const c = sides.map((x) => x.hit?.canonical ?? null) as [string | null, string | null];
  const [h, a] = [sides[0]!.hit, sides[1]!.hit];
  const sport = h && a && h.sport === a.sport ? h.sport : null;
  return { teams: [sides[0]!.name, sides[1]!.name], canonicalTeams: c[0] || c[1] ? c : null, sport };
}

/** A table row as a read match of a list. */
function toMatch(r: TableRow, i: number, screenshot: number, scale: number, gazetteer: Gazetteer | undefined): ReadMatch {
  const box = (c: TableRow['prices']['home']) => (c ? boxOf([c], scale) : undefined);
  const home = r.nameCells.filter((c) => c.cy <= r.line.y1 + 2 && c.w.x0 < (r.nameCells.at(-1)?.w.x0 ?? 0));
  const text = (s: 'home' | 'draw' | 'away') => r.prices[s]?.price?.text ?? null;
  const complete = !!(text('home') && text('away') && (!r.threeWay || text('draw')));
  return {
    id: `s${screenshot}-t${i}`,
    screenshot,
    league: null,
    ...named(r.teams, gazetteer),
    date: null,
    time: null,
    market: r.threeWay ? '1x2' : 'moneyline',
    kind: 'list',
    odds: { home: text('home'), draw: r.threeWay ? text('draw') : null, away: text('away') },
    oddsFormat: r.format,
    selection: null,
    confidence: { ...r.confidence, date: 0 },
    boxes: {
      home: boxOf(home.length ? home : r.nameCells, scale),
      homeOdds: box(r.prices.home),
      drawOdds: box(r.prices.draw),
      awayOdds: box(r.prices.away),
    },
    complete,
    prominence: 0,
  };
}

/** Whether a match's prices stand in the table row's price columns, slot for slot (boxes in original pixels). */
function inColumnsOf(m: ReadMatch, r: TableRow, scale: number): boolean {
  const slots = (['home', 'draw', 'away'] as const).filter((s) => r.prices[s]);
  return (
    slots.length >= 2 &&
    slots.every((s) => {
      const b = m.boxes[`${s}Odds`];
      const c = r.prices[s]!.w;
      return !!b && Math.abs((b[0] + b[2] / 2) * scale - (c.x0 + c.x1) / 2) <= Math.max(b[2] * scale, c.x1 - c.x0);
    })
  );
}

export function arbitrateTable(
  matches: ReadMatch[],
  rows: TableRow[],
  opts: { scale: number; screenshot: number; gazetteer?: Gazetteer; height: number },
): ReadMatch[] {
  const out = [...matches];
  const added: ReadMatch[] = [];
  rows.forEach((r, i) => {
    const prices = rowDecimals(r);
    const here = out.filter((m) => onLine(m, r, opts.scale, opts.height));
    if (r.fillOnly && here.length) return;
    const same = here.find((m) => samePrices(decimals(m), prices));
    if (same) {
      if (fold(same.teams?.join(' ') ?? '') === fold(r.teams.join(' '))) return;
      const oldBox = same.boxes.home;
      const oldInColumn = !!oldBox && Math.abs(oldBox[0] * opts.scale - r.namesX0) <= opts.height * 2;
      const old = nameScore(same.teams ?? [null, null], opts.gazetteer, oldInColumn);
      const table = nameScore(r.teams, opts.gazetteer, true) + (extends_(r.teams, same.teams) ? 1 : 0);
      if (table > old) {
        const k = out.indexOf(same);
        const m = toMatch(r, i, opts.screenshot, opts.scale, opts.gazetteer);
        // The sport the line reader's names gave was theirs: the table's clubs, where the gazetteer knows both, say theirs.
        out[k] = {
          ...same,
          teams: m.teams,
          canonicalTeams: m.canonicalTeams,
          sport: m.sport ?? same.sport,
          confidence: { ...same.confidence, teams: m.confidence.teams },
          boxes: { ...same.boxes, home: m.boxes.home },
        };
      }
      return;
    }
    // Two readers disagreeing on a line's prices: neither is trusted as read (shown, never staked on).
    for (const m of here) {
      const k = out.indexOf(m);
      out[k] = { ...m, confidence: { ...m.confidence, odds: Math.min(m.confidence.odds, DISAGREED) } };
    }
    if (nameScore(r.teams, opts.gazetteer, true) < 3) return;
    // Another reading of this line with other prices stays, unless the table's prices stand under a header naming
    // their columns and make a book, or none of the other's prices makes one and the table's do.
    // So does a reading with no names, or whose names stand far from its prices, rows away ('Archive / Alerts', a
    // menu over a comparison's first row), where the table read the names of the prices' own record.
    const replace =
      r.plausible && (r.headed || here.every((m) => bookOf(m) === false || !m.teams || namesApart(m, opts.scale, opts.height)));
    if (here.length && !replace) return;
    const m = toMatch(r, i, opts.screenshot, opts.scale, opts.gazetteer);
    if (here.length) {
      const k = out.findIndex((x) => x.id === here[0]!.id);
      out.splice(k, 1, {
        ...m,
        confidence: { ...m.confidence, odds: Math.min(m.confidence.odds, DISAGREED) },
        sport: m.sport ?? here[0]!.sport,
        prominence: here[0]!.prominence,
      });
    } else added.push(m);
  });
  // A table's rows repeat one geometry: a lone row in the price columns of a match another reader read (a comparison's
  // bookmaker wrapped over two lines, 'William' over 'Hill', under the title's match) is a row of that match's table,
  // not a match of its own. A lone row on a page no reader priced in its columns stays (a tennis board's one match).
  const lone = rows.length === 1 ? rows[0]! : null;
  return lone && out.some((m) => inColumnsOf(m, lone, opts.scale)) ? out : [...out, ...added];
}
