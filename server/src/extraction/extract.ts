import type { ExtractedMatch, OddsFormat, Outcome } from '@shared/prediction';
import type { OcrPage } from '../ocr/engine';
import { findDatesAndTimes, type DateHit, type TimeHit } from './dates';
import type { Gazetteer } from './gazetteer';
import { buildRows, foldForPhrases, hasPhrase, type Row, type W } from './layout';
import { editDistance, foldText } from './normalize';
import { findPrices, isPlausibleBook, rowPrices, type Candidate, type Priced } from './prices';
import { detectSport } from './sport';
import { awayListedFirst, swapSides } from './team-order';
import {
  cleanName,
  findSeparatorTeams,
  findSideBySideTeams,
  findStackedTeams,
  findTeamsBesidePrices,
  isNameWord,
  latinLookalike,
  nameCell,
  type TeamPair,
} from './teams';
import type { Market, ReadKind } from '@shared/reading';
import { DEFAULT_PARAMS, type ExtractionParams } from './params';
import { BAD_MARKET, classifyLabel, cyrFold, SLIP_MARKERS, SLIP_WORDS, type LabelRole } from './vocab';

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
 */

export interface ExtractOptions {
  gazetteer?: Gazetteer;
  params?: Partial<ExtractionParams>;
}

/** One match read on a page, with the words each field came from (for boxes and confidence). */
export interface PageMatch {
  match: ExtractedMatch;
  kind: ReadKind;
  market: Market | null;
  words: { home: W[]; away: W[]; homeOdds?: W; drawOdds?: W; awayOdds?: W; date: W[] };
  /** A price was repaired (lost decimal point, doubled glyph). */
  repaired: boolean;
  /**
   * The teams were joined to prices from another line of a page that names several matches: the pairing is a
   * guess, so the prices are not trusted enough to stake on.
   */
  looseTeams?: boolean;
  /** Teams and prices came from one row of a list. */
  rowLocal: boolean;
  /** Order of preference when the user picks none: lower first. */
  rank: number;
}

// ---------------------------------------------------------------- main

function sameName(a: string, b: string): boolean {
  const fa = foldText(a);
  const fb = foldText(b);
  if (!fa || !fb) return false;
  if (fa === fb) return true;
  const ta = fa.split(' ');
  const tb = fb.split(' ');
  // 'Lions' vs 'Detroit Lions', 'NY Knicks' vs 'Knicks'.
  if (ta.every((t) => tb.includes(t)) || tb.every((t) => ta.includes(t))) return true;
  // OCR noise and Cyrillic read as Latin look-alikes ('Ak Bapc' for 'Ак Барс').
  const close = (x: string, y: string) =>
    x.length >= 3 && editDistance(x, y, 3) <= Math.max(1, Math.floor(Math.max(x.length, y.length) * 0.2));
  return close(fa.replace(/ /g, ''), fb.replace(/ /g, '')) || close(cyrFold(a), cyrFold(b));
}

export function emptyMatch(): ExtractedMatch {
  return {
    sport: null,
    league: null,
    teams: null,
    correctedTeams: null,
    date: null,
    time: null,
    homeOdds: null,
    drawOdds: null,
    awayOdds: null,
    oddsFormat: null,
    pickedOutcome: null,
    ocrConfidence: null,
    layout: null,
  };
}

const isoDate = (d: DateHit) => {
  const mm = String(d.month).padStart(2, '0');
  const dd = String(d.day).padStart(2, '0');
  return d.year ? `${d.year}-${mm}-${dd}` : `--${mm}-${dd}`;
};

const rowOf = (rows: Row[], w: W) => rows.findIndex((r) => r.words.includes(w));

const dateWordsOf = (rows: Row[], row: number) => rows[row]?.words.filter((w) => w.dt) ?? [];

function formatOf(parts: (Priced | null)[]): OddsFormat | null {
  const formats = parts.filter(Boolean).map((p) => p!.token.format);
  if (!formats.length) return null;
  return formats.includes('american') ? 'american' : formats.includes('fractional') ? 'fractional' : 'decimal';
}

function kindOf(layout: string | null | undefined, list: boolean, prices: number): ReadKind {
  // A full market on a page with a bet slip panel is the page's market, not a selection.
  if (layout === 'slip' && prices <= 1) return 'slip';
  if (layout === 'board') return 'board';
  return list ? 'list' : 'event';
}

/** Every match on the page: each priced row with the teams of that row, or the page's one match. */
export function readPage(page: OcrPage, opts: ExtractOptions = {}): PageMatch[] {
  const params = { ...DEFAULT_PARAMS, ...opts.params };
  const gaz = opts.gazetteer;
  const rows = buildRows(page, params);
  if (!rows.length) return [];
  const { dates, times } = findDatesAndTimes(rows);
  const sepPairs = findSeparatorTeams(rows, gaz).sort((a, b) => b.score - a.score || a.row - b.row);
  const allFolded = rows.map((r) => r.folded).join(' ');
  const slip = hasPhrase(allFolded, SLIP_MARKERS);
  const cands = findPrices(rows, slip);
  const complete = cands.filter((c) => c.home && c.away);

  // Teams of each complete price row, from that row only: a separator line, a board's team rows, or names stacked
  // beside the prices. Names one row claimed are not given to another.
  const claimed = new Set<W>();
  const pricedRows = new Set(complete.map((c) => c.row));
  const local = new Map<Candidate, TeamPair>();
  for (const c of complete) {
    // An exchange's runner rows carry one name each: the teams are the event's title, read as for a single match.
    if (c.layout === 'exchange') continue;
    let pair: TeamPair | null = null;
    if (c.teamRows && c.teamRows.length >= 2) pair = boardTeams(rows, c.teamRows, params);
    pair ??= sepPairs.find((q) => q.row === c.row && !q.words.some((w) => claimed.has(w))) ?? null;
    pair ??= findTeamsBesidePrices(rows, c, claimed, params, gaz, pricedRows);
    if (pair) {
      local.set(c, pair);
      for (const w of pair.words) claimed.add(w);
    }
  }
  const isList = local.size >= 2;
  // Rows that hold a match's prices or names: a date or time there belongs to that match.
  const busy = new Set<number>([...pricedRows]);
  for (const pair of local.values()) for (const w of pair.words) busy.add(rowOf(rows, w));

  const out: PageMatch[] = [];
  if (isList) {
    const chosen = complete.find((c) => c.good && local.has(c)) ?? complete.find((c) => local.has(c));
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
  return out.filter((m) => m.match.teams || m.match.homeOdds || m.match.drawOdds || m.match.awayOdds);
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
  // A line just above the match that holds no prices and no other match (a kick-off line) is the match's too.
  const above = top - 1;
  const header = above >= 0 && !busy.has(above) ? above : -1;
  const mine = (row: number) => own.has(row) || row === header;
  const t = times.find((x) => mine(x.row)) ?? null;
  const d = dates.find((x) => mine(x.row)) ?? [...dates].reverse().find((x) => x.row < top) ?? null;
  return {
    date: d ? isoDate(d) : null,
    time: t?.time ?? null,
    words: [...(d ? dateWordsOf(rows, d.row) : []), ...(t && t.row !== d?.row ? dateWordsOf(rows, t.row) : [])],
  };
}

function boardTeams(rows: Row[], teamRows: number[], params: ExtractionParams): TeamPair | null {
  // Board: team names lead the team rows (after a rotation number, '799 Dallas Cowboys').
  const names = teamRows.map((ri) => {
    const first = rows[ri]!.phrases[0];
    return first ? nameCell(rows[ri]!, ri, first.words, params) : null;
  });
  const [h, a] = teamRows.length === 3 ? [names[0], names[2]] : [names[0], names[1]];
  if (!h || !a) return null;
  return {
    home: cleanName(h.words),
    away: cleanName(a.words),
    words: [...h.words, ...a.words],
    homeWords: h.words,
    awayWords: a.words,
    row: teamRows[0]!,
    score: 1,
  };
}

function buildMatch(
  rows: Row[],
  c: Candidate | null,
  pair: TeamPair | null,
  when: { date: string | null; time: string | null; words: W[] },
  rank: number,
  rowLocal: boolean,
  isList: boolean,
): PageMatch {
  const m = emptyMatch();
  const words: PageMatch['words'] = { home: [], away: [], date: when.words };
  if (pair) {
    m.teams = [pair.home, pair.away];
    words.home = pair.homeWords;
    words.away = pair.awayWords;
  }
  m.date = when.date;
  m.time = when.time;
  let repaired = false;
  if (c) {
    m.homeOdds = c.home?.token.text ?? null;
    m.drawOdds = c.draw?.token.text ?? null;
    m.awayOdds = c.away?.token.text ?? null;
    m.oddsFormat = formatOf([c.home, c.draw, c.away]);
    m.layout = c.layout;
    words.homeOdds = c.home?.word;
    words.drawOdds = c.draw?.word;
    words.awayOdds = c.away?.word;
    repaired = [c.home, c.draw, c.away].some((p) => p?.token.repaired);
  } else m.layout = m.teams ? 'no-odds' : 'unknown';
  const priced = !!(m.homeOdds || m.drawOdds || m.awayOdds);
  const threeWay = !!(m.drawOdds || c?.threeWay || c?.layout === 'grid');
  const market: Market | null = !priced ? null : threeWay ? '1x2' : 'moneyline';
  return {
    match: m,
    kind: kindOf(m.layout, isList, [m.homeOdds, m.drawOdds, m.awayOdds].filter(Boolean).length),
    market,
    words,
    repaired,
    rowLocal,
    rank,
  };
}

/** Gazetteer names, sport and league, confidence: the same for every match of the page. */
function finishMatch(pm: PageMatch, rows: Row[], gaz?: Gazetteer) {
  const result = pm.match;
  let correctedBoth = false;
  if (result.teams && gaz) {
    // One gazetteer look-up per side; a Latin club name read with Cyrillic look-alike glyphs is shown in Latin when
    // the gazetteer knows it so.
    const sides = result.teams.map((name) => {
      const hit = gaz.matchTeam(name);
      if (hit) return { name, hit };
      const lat = latinLookalike(name);
      const latHit = lat ? gaz.matchTeam(lat) : null;
      return latHit ? { name: lat!, hit: latHit } : { name, hit: null };
    });
    result.teams = [sides[0]!.name, sides[1]!.name];
    correctedBoth = !!(sides[0]!.hit && sides[1]!.hit);
    result.correctedTeams = [sides[0]!.hit?.canonical ?? null, sides[1]!.hit?.canonical ?? null];
  } else if (result.teams) result.correctedTeams = [null, null];
  const { sport, league: pageLeague } = detectSport(rows, correctedBoth, result.teams);
  // A list groups its rows under league headings: a row's league is the nearest heading above it.
  const top = pm.rowLocal ? Math.min(...[...pm.words.home, ...pm.words.away].map((w) => rowOf(rows, w))) : -1;
  const league = top >= 0 ? (detectSport(rows.slice(0, top + 1).reverse(), false, null).league ?? pageLeague) : pageLeague;
  result.sport = sport;
  result.league = league;
  if (result.correctedTeams && sport && sport !== 'football') {
    // The gazetteer holds football clubs only: an NHL 'Boston' is not the English club.
    result.correctedTeams = [null, null];
  }
  if (!result.league && correctedBoth && result.correctedTeams?.[0] && gaz) {
    const lh = gaz.get(result.correctedTeams[0])?.league ?? null;
    const la = result.correctedTeams[1] ? gaz.get(result.correctedTeams[1])?.league : null;
    if (lh && lh === la) result.league = lh;
  }
  const w = pm.words;
  const used = [...w.home, ...w.away, ...[w.homeOdds, w.drawOdds, w.awayOdds].filter((x): x is W => !!x)];
  const confWords = used.length ? used : rows.flatMap((r) => r.words);
  result.ocrConfidence = confWords.length ? Math.round(confWords.reduce((s, x) => s + x.conf, 0) / confWords.length) : null;
}

/** The page's one match (event page, slip, board, or a list whose rows could not be told apart). */
function readSingle(
  rows: Row[],
  dates: DateHit[],
  times: TimeHit[],
  sepPairs: TeamPair[],
  cands: Candidate[],
  local: Map<Candidate, TeamPair>,
  slip: boolean,
  params: ExtractionParams,
  gaz?: Gazetteer,
): PageMatch[] {
  const dateRows = new Set([...dates.map((d) => d.row), ...times.map((t) => t.row)]);
  const when: { date: string | null; time: string | null; words: W[] } = { date: null, time: null, words: [] };
  if (dates.length) {
    // Prefer a date that shares its row with a time (the kick-off), else the first.
    const d = dates.find((x) => times.some((t) => t.row === x.row)) ?? dates[0]!;
    when.date = isoDate(d);
    when.words.push(...dateWordsOf(rows, d.row));
  }
  if (times.length) {
    const t = times.find((x) => dates.some((d) => d.row === x.row)) ?? times.find((x) => x.row > 0) ?? times[0]!;
    when.time = t.time;
    if (!when.words.length) when.words.push(...dateWordsOf(rows, t.row));
  }

  let pair: TeamPair | null = sepPairs[0] ?? null;
  if (!pair) {
    pair = findStackedTeams(rows, dateRows, gaz);
    if (pair && awayListedFirst(rows, [pair.home, pair.away])) pair = swapSides(pair);
  }
  if (!pair) pair = findSideBySideTeams(rows, params, gaz);
  const complete = cands.filter((c) => c.home && c.away);
  let chosen: Candidate | null = complete.find((c) => c.good) ?? complete[0] ?? null;
  if (chosen && pair && !local.has(chosen) && complete.length > 1) {
    // Several priced blocks on the page (cards, rows) and teams read once: the teams go with the block right
    // below them (or level with them), never with a block past another one.
    const pairRow = pair.row;
    const below = complete.filter((c) => c.row >= pairRow).sort((a, b) => a.row - b.row)[0] ?? null;
    const rowsBetween = (c: Candidate) => complete.some((o) => o !== c && o.row > pairRow && o.row < c.row);
    chosen = below && !rowsBetween(below) ? below : chosen;
    if (chosen.row < pairRow || rowsBetween(chosen)) pair = null;
  }
  // On a list of matches, the teams are the ones on the priced row.
  if (chosen && local.has(chosen)) pair = local.get(chosen)!;
  if (chosen) {
    const pm = buildMatch(rows, chosen, pair, when, 0, false, false);
    const namedMatches = new Set(sepPairs.map((q) => q.row)).size;
    pm.looseTeams = !!pair && !local.has(chosen) && complete.length > 1 && namedMatches > 1;
    return [pm];
  }
  const runners = pair ? readRunnerRows(rows, pair, params, gaz) : null;
  if (runners) return [buildMatch(rows, runners, pair, when, 0, false, false)];

  // Bet slips and single selections: a row with a name and one price ('Lions -275', 'Draw 3.23'); whose price it
  // is comes from the match line nearest to it ('Bears @ Lions'), else (on a slip) from the page's teams.
  const pageTeams: [string, string] | null = pair ? [pair.home, pair.away] : null;
  const pickOf = (sel: string, role: LabelRole | null, teams: [string, string]): Outcome | null => {
    if (role === 'home' || role === 'draw' || role === 'away') return role;
    if (!sel) return null;
    if (sameName(sel, teams[0])) return 'home';
    if (sameName(sel, teams[1])) return 'away';
    if (gaz) {
      const ms = gaz.matchTeam(sel)?.canonical;
      if (ms && ms === gaz.matchTeam(teams[0])?.canonical) return 'home';
      if (ms && ms === gaz.matchTeam(teams[1])?.canonical) return 'away';
    }
    return null;
  };
  let fallback = false;
  const legs: PageMatch[] = [];
  const usedPairs = new Set<TeamPair>();
  for (let ri = 0; ri < rows.length; ri++) {
    const row = rows[ri]!;
    // The match line itself ('Dodgers @ Giants +185' on a parlay) is not a selection.
    if (sepPairs.some((q) => q.row === ri)) continue;
    if (hasPhrase(row.folded, BAD_MARKET)) continue;
    // A handicap beside the price ('Ohio State (-13.5) -458') makes it a spread selection.
    if (row.words.some((w) => /^\(?[+-]\d{1,2}(\.5)?\)?$/.test(w.text.replace(/[‐-―−]/g, '-')))) continue;
    const prices = rowPrices(row, false).filter((p) => p.token.format !== 'decimal' || p.token.decimal < 100);
    if (prices.length !== 1) continue;
    const p = prices[0]!;
    // The selection is the cell just left of its price: a menu or sidebar further left on the same line is not.
    const own = row.phrases.find((ph) => ph.words.includes(p.word));
    const cell = [...row.phrases].reverse().find((ph) => ph.x1 <= p.word.x0 && !ph.words.includes(p.word));
    const inCell = own?.words.filter((w) => w.x1 <= p.word.x0) ?? [];
    const before = inCell.length ? inCell : (cell?.words ?? []);
    // Stake, return and money lines are not selections; a badge in a cell of its own ('Early payout') does not
    // make its row one.
    const selection = [...before, ...(own?.words ?? [])];
    const selText = selection.map((w) => w.text).join(' ');
    if (hasPhrase(foldForPhrases(selText), SLIP_WORDS) || /[$€£₽]/.test(selText)) continue;
    const nameWords = before.filter((w) => isNameWord(w));
    const role = classifyLabel(before.map((w) => w.text).join(' '));
    if (!nameWords.length && !(role === 'home' || role === 'draw' || role === 'away')) continue;
    const sel = nameWords.length ? cleanName(nameWords) : '';
    let picked: Outcome | null = null;
    let near: TeamPair | null = null;
    const nearby = sepPairs
      .filter((q) => q.row !== ri && q.row >= ri - 2 && q.row <= ri + 4 && !usedPairs.has(q))
      .sort((a, b) => Math.abs(a.row - ri) - Math.abs(b.row - ri));
    for (const q of nearby) {
      picked = pickOf(sel, role, [q.home, q.away]);
      if (picked) {
        near = q;
        break;
      }
    }
    if (!picked && slip && pageTeams && !legs.length) picked = pickOf(sel, role, pageTeams);
    if (!picked) {
      // On a slip, remember an unattributed selection; a later row may still name its team.
      if (slip) fallback = true;
      continue;
    }
    const c: Candidate = { home: null, draw: null, away: null, layout: 'slip', good: true, row: ri };
    c[picked] = { ...p, role: picked };
    // Each selection of an accumulator is a leg of its own match; the first one leads.
    const pm = buildMatch(rows, c, near ?? (legs.length ? null : pair), when, legs.length, false, false);
    pm.match.pickedOutcome = picked;
    pm.market = null;
    legs.push(pm);
    if (near) usedPairs.add(near);
  }
  if (legs.length) return legs;
  if (fallback) {
    // An unknown pick keeps no price rather than guess whose it is.
    const pm = buildMatch(rows, null, pair, when, 0, false, false);
    pm.match.layout = 'slip';
    pm.match.pickedOutcome = null;
    pm.kind = 'slip';
    return [pm];
  }
  return [buildMatch(rows, null, pair, when, 0, false, false)];
}

/** The most prominent match as the engine's single-match input (the spec's contract and the CLI's). */
export function extractMatch(page: OcrPage, opts: ExtractOptions = {}): ExtractedMatch {
  const all = readPage(page, opts).sort((a, b) => a.rank - b.rank);
  return all[0]?.match ?? emptyMatch();
}

/**
 * One outcome per row ('Swansea City  4.2 4.3 4.4 | 4.5 4.6', 'The Draw  4.0 ...'): exchanges and some mobile event
 * pages. Rows led by the page's home team, away team or the draw; the price under a 'Back' header where there is one
 * (the best price to back), else the row's first price. Taken only when the three prices are one book.
 */
function readRunnerRows(rows: Row[], pair: TeamPair, params: ExtractionParams, gaz?: Gazetteer): Candidate | null {
  const backLabel = rows.flatMap((r) => r.words).find((w) => /^(back|за)$/i.test(w.text));
  const found: Partial<Record<Outcome, Priced>> = {};
  let first = -1;
  rows.forEach((row, ri) => {
    const lead = row.phrases[0];
    if (!lead) return;
    const prices = rowPrices(row, false);
    if (!prices.length || prices.some((p) => p.word.x0 < lead.x1)) return;
    let role: Outcome | null = classifyLabel(lead.text) === 'draw' ? 'draw' : null;
    if (!role) {
      const cell = nameCell(row, ri, lead.words, params);
      if (!cell) return;
      const name = cleanName(cell.words);
      const canon = (s: string) => gaz?.matchTeam(s)?.canonical ?? null;
      if (sameName(name, pair.home) || (canon(name) && canon(name) === canon(pair.home))) role = 'home';
      else if (sameName(name, pair.away) || (canon(name) && canon(name) === canon(pair.away))) role = 'away';
    }
    if (!role || found[role]) return;
    const cx = backLabel ? (backLabel.x0 + backLabel.x1) / 2 : null;
    const pick =
      cx === null
        ? prices[0]!
        : prices.reduce((a, b) =>
            Math.abs((a.word.x0 + a.word.x1) / 2 - cx) <= Math.abs((b.word.x0 + b.word.x1) / 2 - cx) ? a : b,
          );
    found[role] = { ...pick, role };
    if (first < 0) first = ri;
  });
  const { home, draw, away } = found;
  if (!home || !away) return null;
  if (!isPlausibleBook([home, draw, away].filter((p): p is Priced => !!p).map((p) => p.token.decimal))) return null;
  return { home, draw: draw ?? null, away, layout: 'event', good: true, row: first, threeWay: !!draw };
}
