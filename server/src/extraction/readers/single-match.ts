import type { Outcome } from '@shared/prediction';
import type { DateHit, TimeHit } from '../tokens/dates';
import type { Gazetteer } from '../names/gazetteer-types';
import type { Row } from '../page/words';
import { pricesOf, rowPrices, type Candidate, type Priced } from '../grid/price-cells';
import { isPlausibleBook } from '../grid/book';
import { buildMatch, dateWordsOf, isoDate, sameTeam, type PageMatch } from '../names/page-match';
import { awayListedFirst, swapSides } from '../names/team-order';
import { cleanName } from '../tokens/name-words';
import { ladderMiddle } from './exchange-ladders';
import { findFacingTeams } from '../names/facing-teams';
import { comparisonRows } from './comparison-rows';
import { findLabelledTeams, findSideBySideTeams } from '../names/single-match-teams';
import { findStackedTeams } from '../names/stacked-teams';
import { nameCell } from '../names/name-cells';
import type { TeamPair } from '../page/team-pair';
import type { ExtractionParams } from '../page/params';
import { classifyLabel } from '../tokens/labels';
import { readSelections, type SlipPage, type When } from './slip-selections';

/* The page's one match: an event page, a slip or bet card, an exchange's runners, or a list whose rows could not be told apart. */

/** The page as the readings of its one match see it. */
interface Page extends SlipPage {
  local: Map<Candidate, TeamPair>;
  params: ExtractionParams;
}

/** The page's one match (event page, slip, board, or a list whose rows could not be told apart). */
export function readSingle(
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
  const page: Page = { rows, dates, times, sepPairs, local, slip, params, gaz, when: kickOffOf(rows, dates, times) };
  const pair = pageTeams(page);
  const complete = cands.filter((c) => c.home && c.away);
  const priced = chosenPrices(page, cands, complete, pair);
  if (priced) return readPriced(page, priced.chosen, priced.pair, complete);
  const runners = pair ? readRunnerRows(rows, pair, params, gaz) : null;
  if (runners) return [buildMatch(rows, runners, pair, page.when, 0, false, false)];
  return readSelections(page, pair);
}

/** The page's date and time, with the words they were read from. */
function kickOffOf(rows: Row[], dates: DateHit[], times: TimeHit[]): When {
  const when: When = { date: null, time: null, words: [] };
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
  return when;
}

/** How many of a pair's names the gazetteer knows. */
const knownSides = (q: TeamPair, gaz?: Gazetteer) => [q.home, q.away].filter((n) => gaz?.matchTeam(n)).length;

/** The page's teams: a separator's pair, a match graphic's, two stacked names, or two names side by side. */
function pageTeams(page: Page): TeamPair | null {
  const { rows, dates, times, sepPairs, params, gaz } = page;
  const dateRows = new Set([...dates.map((d) => d.row), ...times.map((t) => t.row)]);
  // The names side by side in the headline's type, read once however many readings below weigh them.
  let sideBySide: TeamPair | null | undefined;
  const sideBySideTeams = () => (sideBySide === undefined ? (sideBySide = findSideBySideTeams(rows, params, gaz)) : sideBySide);
  /** The side-by-side names where the gazetteer knows both and fewer than `least` of `q`'s; else `q`. */
  const unlessKnownSideBySide = (q: TeamPair, least: number) => {
    if (knownSides(q, gaz) >= least) return q;
    const s = sideBySideTeams();
    return s && knownSides(s, gaz) === 2 ? s : q;
  };
  let pair: TeamPair | null = sepPairs[0] ?? null;
  // A separator between two words of a menu ('ScoreHub — Sportwetten') names no club; two names the gazetteer knows
  // side by side in the headline's type do.
  if (pair) pair = unlessKnownSideBySide(pair, 1);
  // A match graphic's teams face each other across a lone 'VS'; their lines may interleave, so it is read first.
  pair ??= findFacingTeams(rows, params, gaz);
  if (!pair) {
    pair = findStackedTeams(rows, dateRows, gaz);
    if (pair && awayListedFirst(rows, [pair.home, pair.away])) pair = swapSides(pair);
    // A crest's initials over a name ('PS' over 'Paris') stack like a slip's two names; two names the gazetteer
    // knows side by side in the headline's type ('Lille  Paris Saint-Germain') are the match.
    if (pair) pair = unlessKnownSideBySide(pair, 2);
  }
  pair ??= sideBySideTeams();
  return pair;
}

/** The priced block the page's match is read from, and the teams that go with it; null where none is priced. */
function chosenPrices(
  page: Page,
  cands: Candidate[],
  complete: Candidate[],
  pagePair: TeamPair | null,
): { chosen: Candidate; pair: TeamPair | null } | null {
  const { local } = page;
  let pair = pagePair;
  // A labelled row with one price never read (a graphic's home price lost) still gives the two it has, each under its
  // own label, rather than no price: the match is incomplete and the review step asks for the third.
  const partial = cands.find((c) => c.good && outcomesOf(c) === 2) ?? null;
  let chosen: Candidate | null = complete.find((c) => c.good) ?? complete[0] ?? partial;
  if (!chosen) return null;
  if (pair && !local.has(chosen) && complete.length > 1) {
    // Several priced blocks on the page (cards, rows) and teams read once: the teams go with the block right
    // below them (or level with them), never with a block past another one.
    const pairRow = pair.row;
    const below = complete.filter((c) => c.row >= pairRow).sort((a, b) => a.row - b.row)[0] ?? null;
    const rowsBetween = (c: Candidate) => complete.some((o) => o !== c && o.row > pairRow && o.row < c.row);
    chosen = below && !rowsBetween(below) ? below : chosen;
    if (chosen.row < pairRow || rowsBetween(chosen)) pair = null;
  }
  if (!local.has(chosen) && complete.includes(chosen)) chosen = wholeRowOfTable(chosen, complete);
  return { chosen, pair: teamsOfPrices(page, chosen, pair) };
}

/** The teams of the chosen prices: the priced row's own, the names labelling them, or the page's. */
function teamsOfPrices(page: Page, chosen: Candidate, pair: TeamPair | null): TeamPair | null {
  const { rows, local, params, gaz } = page;
  // On a list of matches, the teams are the ones on the priced row; but names beside the prices of which the
  // gazetteer knows neither, under a title naming two clubs it knows, label the row (a comparison's bookmakers,
  // 'Paddy Power' over 'Betway'): the title's are the teams.
  if (local.has(chosen)) {
    const own = local.get(chosen)!;
    return pair && knownSides(pair, gaz) === 2 && knownSides(own, gaz) === 0 ? pair : own;
  }
  // Names labelling the chosen prices themselves are the match's, unless the names read elsewhere are better known
  // (an event header's full names over a row labelled with short ones).
  const labelled = findLabelledTeams(rows, chosen, params);
  return labelled && (!pair || knownSides(labelled, gaz) > knownSides(pair, gaz)) ? labelled : pair;
}

/** The match of the chosen prices, or every bookmaker's reading of it on an odds comparison. */
function readPriced(page: Page, chosen: Candidate, pair: TeamPair | null, complete: Candidate[]): PageMatch[] {
  const { rows, sepPairs, local, gaz, when } = page;
  // An odds comparison: every bookmaker's row is a reading of the title's match.
  const bookmakers = pair && !local.has(chosen) ? comparisonRows(rows, chosen, complete, pair, gaz) : null;
  if (bookmakers)
    return bookmakers.map((b, rank) => ({
      ...buildMatch(rows, b.cand, pair, when, rank, false, false),
      bookmaker: b.bookmaker,
    }));
  const pm = buildMatch(rows, inPrintedOrder(chosen, pair), pair, when, 0, false, false);
  const namedMatches = new Set(sepPairs.map((q) => q.row)).size;
  pm.looseTeams = !!pair && !local.has(chosen) && complete.length > 1 && namedMatches > 1;
  return [pm];
}

const outcomesOf = (c: Candidate) => pricesOf(c).length;

/**
 * Two prices named by their order alone follow the order the page prints its teams in: under an 'Away @ Home'
 * title the left price is the away team's (US pages print the away side first everywhere).
 */
function inPrintedOrder(c: Candidate, pair: TeamPair | null): Candidate {
  if (!pair?.awayPrintedFirst || !c.byOrder || c.draw || !c.home || !c.away) return c;
  return { ...c, home: { ...c.away, role: 'home' }, away: { ...c.home, role: 'away' } };
}

/**
 * A row of one match's table (a comparison's bookmakers) whose cell OCR lost stands aside for the next row of the
 * same table priced in full: the first row read whole, else the row itself. The table runs on while rows follow one
 * another in one layout.
 */
function wholeRowOfTable(chosen: Candidate, complete: Candidate[]): Candidate {
  const widest = Math.max(...complete.map(outcomesOf));
  for (let at = complete.indexOf(chosen); ; at++) {
    const c = complete[at]!;
    if (outcomesOf(c) === widest) return c;
    const next = complete[at + 1];
    if (!next || next.row !== c.row + 1 || next.layout !== c.layout) return chosen;
  }
}

/**
 * One outcome per row ('Swansea City  4.2 4.3 4.4 | 4.5 4.6', 'The Draw  4.0 ...'): exchanges and some mobile event
 * pages. Rows led by the page's home team, away team or the draw; the price under a 'Back' header where there is one
 * (the best price to back), else the row's first price. Taken only when the three prices are one book.
 */
export function readRunnerRows(rows: Row[], pair: TeamPair, params: ExtractionParams, gaz?: Gazetteer): Candidate | null {
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
      if (sameTeam(name, pair.home, gaz)) role = 'home';
      else if (sameTeam(name, pair.away, gaz)) role = 'away';
    }
    if (!role || found[role]) return;
    const cx = backLabel ? (backLabel.x0 + backLabel.x1) / 2 : null;
    const pick =
      cx === null
        ? unheadedPick(prices)
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

/**
 * A runner row's price with no 'Back' header to say which: its only price, or, of several, a guess that is never
 * trusted. An exchange's ladder is priced at its best back by its shape (ladderMiddle); its first price is the worst
 * back.
 */
function unheadedPick(prices: Priced[]): Priced {
  if (prices.length === 1) return prices[0]!;
  const pick = ladderMiddle(prices) ?? prices[0]!;
  return { ...pick, token: { ...pick.token, repaired: true } };
}
