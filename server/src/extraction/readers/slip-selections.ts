import type { Outcome } from '@shared/prediction';
import type { DateHit, TimeHit } from '../tokens/dates';
import type { Gazetteer } from '../names/gazetteer-types';
import { foldForPhrases, hasPhrase, type Row, type W } from '../page/words';
import { rowPrices, type Candidate, type Priced } from '../grid/price-cells';
import { buildMatch, sameTeam, whenOf, type PageMatch } from '../names/page-match';
import { cleanName, isNameWord } from '../tokens/name-words';
import { endsSegment } from '../names/separator-teams';
import { scoreboardOpponent } from '../names/scoreboard-codes';
import { stackedOpponent } from '../names/stacked-matchup';
import { payoutPrice } from './slip-payout';
import type { TeamPair } from '../page/team-pair';
import { BAD_MARKET, SLIP_WORDS } from '../locale/vocab';
import { classifyLabel, type LabelRole } from '../tokens/labels';

/* A slip's selections: rows of a name and one price, each attributed to the match line that names its side. */

export type When = { date: string | null; time: string | null; words: W[] };

/** The page as the slip readings see it. */
export interface SlipPage {
  rows: Row[];
  dates: DateHit[];
  times: TimeHit[];
  sepPairs: TeamPair[];
  slip: boolean;
  gaz?: Gazetteer;
  when: When;
}

/** Which side a pick names: its outcome label, else the team of `teams` its name is. */
function pickOf(sel: string, role: LabelRole | null, teams: [string, string], gaz?: Gazetteer): Outcome | null {
  if (role === 'home' || role === 'draw' || role === 'away') return role;
  if (!sel) return null;
  if (sameTeam(sel, teams[0], gaz)) return 'home';
  if (sameTeam(sel, teams[1], gaz)) return 'away';
  const [home, away] = [startsPick(sel, teams[0]), startsPick(sel, teams[1])];
  return home !== away ? (home ? 'home' : 'away') : null;
}

/**
 * Whether a match line's side is the pick's name cut short: its words the pick's first ones ('MINNESOTA' for the pick
 * 'MINNESOTA TIMBERWOLVES', the rest of the side's name wrapped onto the line below).
 */
function startsPick(sel: string, side: string): boolean {
  const [p, t] = [foldForPhrases(sel).trim(), foldForPhrases(side).trim()];
  return !!t && p.length > t.length && p.startsWith(`${t} `);
}

/** The match line's teams, the picked side named in full where the line prints it cut short. */
function withPickInFull(teams: TeamPair | null, s: Selection, picked: Outcome): TeamPair | null {
  if (!teams || picked === 'draw') return teams;
  const side = picked === 'home' ? teams.home : teams.away;
  if (!startsPick(s.sel, side)) return teams;
  return picked === 'home'
    ? { ...teams, home: s.sel, homeWords: s.nameWords }
    : { ...teams, away: s.sel, awayWords: s.nameWords };
}

/** A row's one price and the pick printed before it. */
interface Selection {
  sel: string;
  nameWords: W[];
  role: LabelRole | null;
  price: Priced;
  /** The spread's line printed beside the price ('+14.5'): the price is that of covering it. */
  line?: string;
}

/** A pick whose match is printed nowhere, its opponent left for the user to name. */
interface OnePick {
  sel: string;
  words: W[];
  price: Priced;
  row: number;
  line?: string;
}

/**
 * Bet slips and single selections: a row with a name and one price ('Lions -275', 'Draw 3.23'); whose price it is
 * comes from the match line nearest to it ('Bears @ Lions'), else (on a slip) from the page's teams.
 */
export function readSelections(page: SlipPage, pair: TeamPair | null): PageMatch[] {
  const { rows, when } = page;
  const { legs, onePick, fallback } = slipSelections(page, pair);
  if (legs.length) return legs;
  if (onePick) return [readOnePick(page, onePick)];
  if (fallback) {
    // An unknown pick keeps no price rather than guess whose it is.
    const pm = buildMatch(rows, null, pair, when, 0, false, false);
    pm.match.layout = 'slip';
    pm.match.pickedOutcome = null;
    pm.kind = 'slip';
    return [pm];
  }
  return [pricedByPayout(page, pair) ?? buildMatch(rows, null, pair, when, 0, false, false)];
}

/** Each row's selection attributed to its match: the legs of a slip, a pick alone, or whether one was left unattributed. */
function slipSelections(
  page: SlipPage,
  pair: TeamPair | null,
): { legs: PageMatch[]; onePick: OnePick | null; fallback: boolean } {
  const { rows, sepPairs, slip, gaz } = page;
  const pageTeams: [string, string] | null = pair ? [pair.home, pair.away] : null;
  let fallback = false;
  let onePick: OnePick | null = null;
  const legs: PageMatch[] = [];
  const usedPairs = new Set<TeamPair>();
  for (let ri = 0; ri < rows.length; ri++) {
    const linePair = sepPairs.find((q) => q.row === ri && !usedPairs.has(q));
    const s = selectionOf(rows[ri]!, linePair);
    if (!s) continue;
    const nearby = linePair
      ? [linePair]
      : sepPairs
          .filter((q) => q.row !== ri && q.row >= ri - 2 && q.row <= ri + 4 && !usedPairs.has(q))
          .sort((a, b) => Math.abs(a.row - ri) - Math.abs(b.row - ri));
    const named = namedSide(s, nearby, gaz);
    let picked = named.picked;
    const near = named.near;
    // A spread's line beside the pick marks a slip's selection as surely as the page's slip words do.
    if (!picked && (slip || s.line) && pageTeams && !legs.length) picked = pickOf(s.sel, s.role, pageTeams, gaz);
    // A team picked to win with no match printed anywhere ('Cowboys -145' over 'TO WIN'): the pick alone, its
    // opponent left for the user to name. It stands first, as the side whose price is known.
    // A spread pick names its market by its line ('PHO SUNS +14.5 -105').
    if (!picked && !pageTeams && !sepPairs.length && !legs.length && s.sel && (s.line || moneylinePick(rows, ri))) {
      onePick = { sel: s.sel, words: s.nameWords, price: s.price, row: ri, ...(s.line ? { line: s.line } : {}) };
      continue;
    }
    if (!picked) {
      // On a slip, remember an unattributed selection; a later row may still name its team.
      if (slip) fallback = true;
      continue;
    }
    legs.push(legOf(page, s, ri, picked, near ?? (legs.length ? null : pair), near, legs.length));
    if (near) usedPairs.add(near);
  }
  return { legs, onePick, fallback };
}

/** The first of the nearby match lines whose side the selection picks, and that side. */
function namedSide(s: Selection, nearby: TeamPair[], gaz?: Gazetteer): { picked: Outcome | null; near: TeamPair | null } {
  let picked: Outcome | null = null;
  let near: TeamPair | null = null;
  for (const q of nearby) {
    picked = pickOf(s.sel, s.role, [q.home, q.away], gaz);
    if (picked) {
      near = q;
      break;
    }
  }
  return { picked, near };
}

/**
 * A row's selection: its one price and the pick printed before it; null for a row that is none (a market the
 * reader does not read, a spread, a stake or payout line, another market's pick).
 */
function selectionOf(row: Row, linePair: TeamPair | undefined): Selection | null {
  // The match line itself ('Dodgers @ Giants +185' on a parlay) is not a selection, but a pick printed after the
  // match on its line is ('Украина - Турция Основные. Победа первой 2.21').
  const lineEnd = linePair ? Math.max(...linePair.words.map((w) => w.x1)) : -Infinity;
  if (hasPhrase(row.folded, BAD_MARKET)) return null;
  // A handicap beside the price ('Ohio State (-13.5) -458') makes it a spread selection: its price is that of
  // covering the line, read as such and never as the match's.
  const lines = row.words.flatMap((w) => spreadLineOf(w.text) ?? []);
  if (lines.length > 1) return null;
  const prices = rowPrices(row, false).filter((p) => p.token.format !== 'decimal' || p.token.decimal < 100);
  if (prices.length !== 1) return null;
  const p = prices[0]!;
  // The selection is the cell just left of its price: a menu or sidebar further left on the same line is not.
  const own = row.phrases.find((ph) => ph.words.includes(p.word));
  const cell = [...row.phrases].reverse().find((ph) => ph.x1 <= p.word.x0 && !ph.words.includes(p.word));
  const inCell = own?.words.filter((w) => w.x1 <= p.word.x0) ?? [];
  const before = (inCell.length ? inCell : (cell?.words ?? [])).filter((w) => w.x0 > lineEnd);
  if (linePair && !before.length) return null;
  // Stake, return and money lines are not selections; a badge in a cell of its own ('Early payout') does not
  // make its row one.
  const selection = [...before, ...(own?.words ?? [])];
  const selText = selection.map((w) => w.text).join(' ');
  if (hasPhrase(foldForPhrases(selText), SLIP_WORDS) || /[$€£₽]/.test(selText)) return null;
  // A history prints the market before the pick ('Основные. Победа первой 1.51', 'Match Result: Arsenal'): the
  // pick is the last segment; a pick of another market ('Голы. Обе забьют: да') is no 1X2 selection.
  const cut = before.findLastIndex((w, i) => i < before.length - 1 && endsSegment(w));
  const pick = before.slice(cut + 1);
  // A market's name before the pick on the same segment ('1Х2 П2', 'Moneyline Lions') is not the pick.
  while (pick.length > 1 && classifyLabel(pick[0]!.text) === 'moneyline') pick.shift();
  const nameWords = pick.filter((w) => isNameWord(w));
  const role = classifyLabel(pick.map((w) => w.text).join(' '));
  if (role === 'dc' || role === 'other-market' || role === 'spread' || role === 'total') return null;
  if (!nameWords.length && !(role === 'home' || role === 'draw' || role === 'away')) return null;
  const sel = nameWords.length ? cleanName(nameWords) : '';
  if (lines.length && !sel) return null;
  return { sel, nameWords, role, price: p, ...(lines.length ? { line: lines[0]! } : {}) };
}

/**
 * A spread's line as the slip prints it beside a pick ('+14.5', '(-13.5)', '−3'), its sign a hyphen; null for any
 * other word. A whole number of points needs its sign: '+3' is a line, '3' may be anything.
 */
function spreadLineOf(text: string): string | null {
  const m = /^\(?([+-])(\d{1,2}(?:\.5)?)\)?$/.exec(text.replace(/[‐-―−]/g, '-'));
  return m ? `${m[1]}${m[2]}` : null;
}

/** Each selection of an accumulator is a leg of its own match; the first one leads. */
function legOf(
  page: SlipPage,
  s: Selection,
  ri: number,
  picked: Outcome,
  teams: TeamPair | null,
  near: TeamPair | null,
  rank: number,
): PageMatch {
  const { rows, dates, times, when } = page;
  const c: Candidate = { home: null, draw: null, away: null, layout: 'slip', good: true, row: ri };
  c[picked] = { ...s.price, role: picked };
  // A leg's kick-off is printed on its match line or the line above it; the page's first date may be when the bet
  // was placed.
  const mine = (row: number) => !!near && (row === near.row || row === near.row - 1);
  const d = dates.find((x) => mine(x.row));
  const t = times.find((x) => mine(x.row));
  const legDate = d || t ? whenOf(rows, d, t) : null;
  const pm = buildMatch(rows, c, withPickInFull(teams, s, picked), legDate ?? when, rank, false, false);
  pm.match.pickedOutcome = picked;
  pm.market = s.line ? 'spread' : null;
  if (s.line) pm.line = s.line;
  return pm;
}

/**
 * The opponent where a scoreboard names both clubs by their codes, or the matchup under the pick stacks the two names;
 * else the pick stands alone, first.
 */
function readOnePick(page: SlipPage, onePick: OnePick): PageMatch {
  const { rows, gaz, when } = page;
  const board = scoreboardOpponent(rows, onePick.sel, gaz) ?? stackedOpponent(rows, onePick.row, onePick.sel);
  const side = board?.pickSide ?? 'home';
  const c: Candidate = { home: null, draw: null, away: null, layout: 'slip', good: true, row: onePick.row };
  c[side] = { ...onePick.price, role: side };
  const pickTeam = { name: onePick.sel, words: onePick.words };
  const opponent = { name: board?.opponent ?? '', words: board?.opponentWords ?? [] };
  const [home, away] = side === 'home' ? [pickTeam, opponent] : [opponent, pickTeam];
  const single: TeamPair = {
    home: home.name,
    away: away.name,
    words: [...home.words, ...away.words],
    homeWords: home.words,
    awayWords: away.words,
    row: onePick.row,
    score: 1,
  };
  const pm = buildMatch(rows, c, single, when, 0, false, false);
  pm.match.pickedOutcome = side;
  pm.market = onePick.line ? 'spread' : 'moneyline';
  if (onePick.line) pm.line = onePick.line;
  return pm;
}

/**
 * A single slip whose price OCR lost: the price its stake and payout imply, shown to the user but never trusted.
 * One match line on the page (read as one or more pairs): a slip of several legs pays their combined price. A line
 * that prints the stake or the payout is no leg's match line (a menu read as a pair beside 'Valor R$ 500,00').
 */
function pricedByPayout(page: SlipPage, pair: TeamPair | null): PageMatch | null {
  const { rows, sepPairs, slip, gaz, when } = page;
  const money = slip && pair ? payoutPrice(rows) : null;
  const oneMatchLine = new Set(sepPairs.map((q) => q.row).filter((r) => !money?.moneyRows.includes(r))).size <= 1;
  const derived = oneMatchLine ? money : null;
  const lost = derived && pair ? unpricedPick(rows, pair, derived.moneyRows, gaz) : null;
  if (!(derived && lost)) return null;
  const c: Candidate = { home: null, draw: null, away: null, layout: 'slip', good: true, row: lost.row };
  c[lost.picked] = { ...derived.price, role: lost.picked };
  const pm = buildMatch(rows, c, pair, when, 0, false, false);
  pm.match.pickedOutcome = lost.picked;
  pm.market = null;
  return pm;
}

/**
 * The one line of a slip that names a side of its match and prints no price ('Айнтрахт' over 'Боруссия Д -
 * Айнтрахт'): the selection whose price was lost. None where two lines name one (a board, an event page's stacked
 * names) or the line stands far from the match line.
 */
function unpricedPick(
  rows: Row[],
  pair: TeamPair,
  moneyRows: number[],
  gaz?: Gazetteer,
): { picked: Outcome; row: number } | null {
  const picks: { picked: Outcome; row: number }[] = [];
  rows.forEach((row, ri) => {
    if (moneyRows.includes(ri) || row.words.some((w) => pair.words.includes(w))) return;
    if (ri < pair.row - 4 || ri > pair.row + 2) return;
    const picked = row.phrases
      .map((ph) => pickOf(cleanName(ph.words.filter((w) => isNameWord(w))), classifyLabel(ph.text), [pair.home, pair.away], gaz))
      .find((o) => o !== null);
    if (picked) picks.push({ picked, row: ri });
  });
  return picks.length === 1 ? picks[0]! : null;
}

/** A pick's row names the win market, or the line just below it does ('Cowboys -145' / 'TO WIN', 'Moneyline'). */
function moneylinePick(rows: Row[], ri: number): boolean {
  return [rows[ri], rows[ri + 1]].some((r) => !!r && r.phrases.some((ph) => classifyLabel(ph.text) === 'moneyline'));
}
