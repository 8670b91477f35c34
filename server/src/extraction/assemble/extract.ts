import type { OcrPage } from '../../ocr/engine';
import { findDatesAndTimes, type DateHit, type TimeHit } from '../tokens/dates';
import type { Gazetteer } from '../names/gazetteer-types';
import { buildRows } from '../grid/layout';
import { verticalOverlap, type Row, type W } from '../page/words';
import { pricesOf, type Candidate } from '../grid/price-cells';
import { findPrices } from '../readers/prices';
import { buildMatch, finishMatch, rowOf, whenOf, type PageMatch } from '../names/page-match';
import { readSingle } from '../readers/single-match';
import { cleanName } from '../tokens/name-words';
import { parseOddsToken } from '../tokens/odds-token';
import { findSeparatorTeams } from '../names/separator-teams';
import { findTeamsBesidePrices, pairOf } from '../names/teams';
import { nameCell } from '../names/name-cells';
import type { TeamPair } from '../page/team-pair';
import { DEFAULT_PARAMS, type ExtractionParams } from '../page/params';
import { pageHasSlipMarkers } from '../kind/page-kind';

/*
 * Layout-aware extraction from OCR words and boxes.
 * 1. Rows (OCR lines) are split into phrases at wide horizontal gaps (cells, columns, sidebars).
 * 2. Dates and times are found first, so their digits never pass for prices.
 * 3. Prices are read market by market: header rows ('1X2', 'Double Chance', 'Spread Total Moneyline', 'П1 X П2')
 *    set which market the following rows belong to and which column is which; labels beside a price
 *    ('Home 2.10', 'П2 1.90') or above it (cells) assign outcomes; distractor markets and money rows are skipped.
 * 4. Bet slips: only the selection's price is known; the pick is matched against the teams.
 * 5. Teams: 'A - B' / 'A vs B' / 'A @ B' (US order: away @ home), else two stacked name rows near the date,
 *    else the team column of a board.
 * Stages, one module each: layout.ts (rows, phrases), dates.ts, prices.ts with price-cells.ts and
 * unread-labels.ts (prices and their outcomes), exchange.ts, separator-teams.ts, teams.ts and name-words.ts (team
 * names), team-order.ts (which side is home), page-match.ts (one match built and named), single-match.ts (a page of
 * one match, slips), this file (the page: a list of rows, or its one match) and matches.ts (boxes, confidence).
 */

export interface ExtractOptions {
  gazetteer?: Gazetteer;
  params?: Partial<ExtractionParams>;
}

/** Every match on the page: each priced row with the teams of that row, or the page's one match. */
export function readPage(page: OcrPage, opts: ExtractOptions = {}): PageMatch[] {
  const params = { ...DEFAULT_PARAMS, ...opts.params };
  const gaz = opts.gazetteer;
  const rows = buildRows(page, params);
  if (!rows.length) return [];
  const { dates, times } = findDatesAndTimes(rows);
  const sepPairs = findSeparatorTeams(rows, gaz).sort((a, b) => b.score - a.score || a.row - b.row);
  const slip = pageHasSlipMarkers(rows);
  // An exchange's title names the match its runner rows belong to.
  const cands = findPrices(rows, slip, sepPairs[0]);
  // Rows with two prices or more: a row whose third cell is suspended ('-') or unread still names its match.
  const complete = cands.filter((c) => pricesOf(c).length >= 2);

  // Teams of each complete price row, from that row only: a separator line, a board's team rows, or names stacked
  // beside the prices. Names one row claimed are not given to another.
  const claimed = new Set<W>();
  const pricedRows = new Set(complete.map((c) => c.row));
  const local = new Map<Candidate, TeamPair>();
  for (const c of complete) {
    // An exchange's runner rows carry one name each: the teams are the event's title, read as for a single match,
    // or as its runners' names found it where the separator rule read none.
    if (c.layout === 'exchange') {
      if (c.title) local.set(c, c.title);
      continue;
    }
    let pair: TeamPair | null = null;
    if (c.teamRows && c.teamRows.length >= 2) pair = boardTeams(rows, c.teamRows, params, gaz);
    pair ??= sepPairs.find((q) => (q.row === c.row || q.lines?.includes(c.row)) && !q.words.some((w) => claimed.has(w))) ?? null;
    pair ??= splitRowPair(rows, c.row, sepPairs, claimed, pricedRows);
    pair ??= findTeamsBesidePrices(rows, c, claimed, params, gaz, pricedRows);
    if (pair) {
      local.set(c, pair);
      for (const w of pair.words) claimed.add(w);
    }
  }
  // A list prints each row's names level with its prices: there, names above a row's prices are the row before's,
  // left unclaimed because its prices were not read.
  const levelPairs = [...local.values()].filter((p) => p.abovePrices === false).length;
  if (levelPairs >= 2) for (const [c, p] of local) if (p.abovePrices) local.delete(c);
  const isList = local.size >= 2;
  // Rows that hold a match's prices or names: a date or time there belongs to that match.
  const busy = new Set<number>([...pricedRows]);
  for (const pair of local.values()) for (const w of pair.words) busy.add(rowOf(rows, w));

  const out: PageMatch[] = [];
  if (isList) {
    // The analysis' default: the first row priced in full (on a page of 1X2 rows, one with its draw: a live row
    // whose draw is suspended is no default), else the first with both sides priced.
    const threeWay = complete.some((c) => local.has(c) && c.draw);
    const chosen =
      complete.find((c) => local.has(c) && c.home && c.away && (c.draw || !threeWay)) ??
      complete.find((c) => local.has(c) && c.home && c.away) ??
      complete.find((c) => local.has(c));
    complete.forEach((c, order) => {
      const pair = local.get(c);
      if (!pair) return;
      const rank = (c === chosen ? 0 : 1000) + order;
      out.push(buildMatch(rows, c, pair, listDate(rows, dates, times, c, pair, busy), rank, true, isList));
    });
  } else {
    out.push(...readSingle(rows, dates, times, sepPairs, cands, local, slip, params, gaz));
  }
  for (const m of out) finishMatch(m, rows, gaz);
  return lostDrawsOfList(out).filter((m) => m.match.teams || m.match.homeOdds || m.match.drawOdds || m.match.awayOdds);
}

/**
 * A list whose rows print a draw price is a list of three-way markets: a row of the same sport read with only two
 * prices lost its draw cell (a price split or read into another line), and is an incomplete 1X2, never a complete
 * two-way market to stake on.
 */
function lostDrawsOfList(out: PageMatch[]): PageMatch[] {
  const threeWay = out.filter((m) => m.kind === 'list' && m.market === '1x2' && m.match.drawOdds);
  if (threeWay.length < 2) return out;
  const sports = new Set(threeWay.map((m) => m.match.sport));
  for (const m of out) if (m.kind === 'list' && m.market === 'moneyline' && sports.has(m.match.sport)) m.market = '1x2';
  return out;
}

/**
 * OCR may cut one visual row of a list in two lines: the price buttons a few pixels above or below the 'A - B' names.
 * A separator pair on the next or previous line that overlaps the priced line vertically, and holds no prices of its
 * own, is that row's.
 */
function splitRowPair(rows: Row[], row: number, sepPairs: TeamPair[], claimed: Set<W>, pricedRows: Set<number>): TeamPair | null {
  const r = rows[row]!;
  const overlap = (o: Row) => verticalOverlap(r, o);
  const near = sepPairs.filter(
    (q) =>
      // The next or previous line, or the one beyond it where a glyph's debris made a line of its own between.
      Math.abs(q.row - row) <= 2 &&
      q.row !== row &&
      !pricedRows.has(q.row) &&
      overlap(rows[q.row]!) > 0.3 * Math.min(r.h, rows[q.row]!.h) &&
      !q.words.some((w) => claimed.has(w)),
  );
  return near.sort((a, b) => overlap(rows[b.row]!) - overlap(rows[a.row]!))[0] ?? null;
}

/** The date and time of a list row: on its own rows, else the nearest date header above it. */
function listDate(
  rows: Row[],
  dates: DateHit[],
  times: TimeHit[],
  c: Candidate,
  pair: TeamPair,
  busy: Set<number>,
): { date: string | null; time: string | null; words: W[] } {
  const own = new Set([c.row, ...pair.words.map((w) => rowOf(rows, w)), ...(c.teamRows ?? [])]);
  const top = Math.min(...own);
  // A line between the match's own lines (a kick-off time centred beside two stacked names) is the match's too.
  for (let r = top + 1; r < Math.max(...own); r++) if (!busy.has(r)) own.add(r);
  // A line just above the match that holds no prices and no other match (a kick-off line) is the match's too.
  const above = top - 1;
  const header = above >= 0 && !busy.has(above) ? above : -1;
  const mine = (row: number) => own.has(row) || row === header;
  const t = times.find((x) => mine(x.row)) ?? null;
  const d = dates.find((x) => mine(x.row)) ?? [...dates].reverse().find((x) => x.row < top) ?? null;
  return whenOf(rows, d, t);
}

function boardTeams(rows: Row[], teamRows: number[], params: ExtractionParams, gaz?: Gazetteer): TeamPair | null {
  // Board: team names lead the team rows (after a rotation number, '799 Dallas Cowboys'); a sidebar entry may stand
  // further left on the same line, and garbled spread cells right of the name: the team is the name cell with the
  // most letters.
  const letters = (ws: W[]) => cleanName(ws).replace(/[^\p{L}]/gu, '').length;
  const nameIn = (ri: number) => {
    // The name leads its row: a side panel's words right of the markets ('See all prizes' beside a moneyline) are
    // no team's, however many letters they have.
    const prices = rows[ri]!.words.filter((w) => !!parseOddsToken(w.text));
    const marketsX = Math.min(Infinity, ...prices.map((w) => w.x0));
    const cells = rows[ri]!.phrases.filter((p) => p.x1 < marketsX)
      .map((p) => nameCell(rows[ri]!, ri, p.words, params, gaz))
      .filter((c) => !!c);
    return cells.sort((a, b) => letters(b.words) - letters(a.words))[0] ?? null;
  };
  // A two-line market cell ('-6.5' over '-105') can take the moneyline price into the line of its upper half, apart
  // from the team's name centred beside it: the name is then on the neighbouring line that overlaps that one.
  const beside = (ri: number) =>
    [ri + 1, ri - 1]
      .filter((n) => n >= 0 && n < rows.length && !teamRows.includes(n))
      .filter((n) => verticalOverlap(rows[n]!, rows[ri]!) > 0.3 * Math.min(rows[n]!.h, rows[ri]!.h))
      .map(nameIn)
      .find((c) => !!c) ?? null;
  // A narrow board wraps a long name: its first line ('561 Minnesota') stands just above the priced one
  // ('Timberwolves'). The lines are one name where the gazetteer knows the two together as surely as the second
  // alone, as the same club, or knows only the two together ('Sacramento' / 'Kings').
  const wrapped = (ri: number, cell: NonNullable<ReturnType<typeof nameIn>>) => {
    const above = rows[ri - 1];
    if (!gaz || !above || teamRows.includes(ri - 1) || rows[ri]!.y0 - above.y1 > rows[ri]!.h) return cell;
    const first = nameIn(ri - 1);
    if (!first) return cell;
    const joined = gaz.matchTeam(cleanName([...first.words, ...cell.words]));
    const alone = gaz.matchTeam(cleanName(cell.words));
    const same = !alone || (alone.canonical === joined?.canonical && joined.score >= alone.score);
    return joined && same ? { ...cell, words: [...first.words, ...cell.words] } : cell;
  };
  const names = teamRows.map((ri) => {
    const own = nameIn(ri);
    return own ? wrapped(ri, own) : beside(ri);
  });
  const [h, a] = teamRows.length === 3 ? [names[0], names[2]] : [names[0], names[1]];
  // Names the team rows did not give as one game's: a narrow board may have wrapped them over lines of their own.
  const grouped =
    teamRows.length === 2 && !(h && a && knownGame(h.words, a.words, gaz))
      ? namesByNearestRow(rows, teamRows, nameIn, gaz)
      : null;
  if (grouped) return pairOf(grouped[0], grouped[1], teamRows[0]!);
  if (!h || !a) return null;
  return pairOf(h.words, a.words, teamRows[0]!);
}

/**
 * A narrow board wraps each team's name over lines of its own around its moneyline ('Cincinnati' / '-305' / 'Bengals',
 * 'Los' / 'Angeles +260' / 'Rams'): every name line near the game's two team rows goes with the nearer of them, top to
 * bottom. Taken only where the gazetteer knows both names so joined; null otherwise.
 */
function namesByNearestRow(
  rows: Row[],
  teamRows: number[],
  nameIn: (ri: number) => { words: W[] } | null,
  gaz?: Gazetteer,
): [W[], W[]] | null {
  if (!gaz) return null;
  const [first, last] = [teamRows[0]!, teamRows[1]!];
  const cy = (ri: number) => (rows[ri]!.y0 + rows[ri]!.y1) / 2;
  const lines: [W[], W[]] = [[], []];
  for (let ri = first - 2; ri <= last + 2; ri++) {
    if (ri < 0 || ri >= rows.length) continue;
    const cell = nameIn(ri);
    if (!cell) continue;
    const [dh, da] = [Math.abs(cy(ri) - cy(first)), Math.abs(cy(ri) - cy(last))];
    // Beyond the game: further from its nearer team row than the two rows are apart.
    if (Math.min(dh, da) > Math.abs(cy(last) - cy(first))) continue;
    lines[dh <= da ? 0 : 1].push(...cell.words);
  }
  return knownGame(lines[0], lines[1], gaz) ? lines : null;
}

/** Two names the gazetteer knows as clubs of one sport: a game's two teams ('Cincinnati' alone is a football club). */
function knownGame(home: W[], away: W[], gaz?: Gazetteer): boolean {
  if (!gaz || !home.length || !away.length) return false;
  const [h, a] = [gaz.matchTeam(cleanName(home)), gaz.matchTeam(cleanName(away))];
  return !!h && !!a && h.score >= 0.85 && a.score >= 0.85 && h.sport === a.sport;
}
