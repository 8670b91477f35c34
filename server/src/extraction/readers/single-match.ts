import type { Outcome } from '@shared/prediction';
import type { DateHit, TimeHit } from '../tokens/dates';
import type { Gazetteer } from '../names/gazetteer-types';
import { foldForPhrases, hasPhrase, type Row, type W } from '../page/words';
import { isPlausibleBook, pricesOf, rowPrices, type Candidate, type Priced } from '../grid/price-cells';
import { buildMatch, dateWordsOf, isoDate, sameTeam, whenOf, type PageMatch } from '../names/page-match';
import { awayListedFirst, swapSides } from '../names/team-order';
import { cleanName, isNameWord } from '../tokens/name-words';
import { endsSegment } from '../names/separator-teams';
import { ladderMiddle } from './exchange';
import { findFacingTeams } from '../names/facing-teams';
import { comparisonRows } from './comparison-rows';
import { scoreboardOpponent } from '../names/scoreboard-codes';
import { payoutPrice } from './slip-payout';
import { findLabelledTeams, findSideBySideTeams } from '../names/single-match-teams';
import { findStackedTeams } from '../names/teams';
import { nameCell } from '../names/name-cells';
import type { TeamPair } from '../page/team-pair';
import type { ExtractionParams } from '../page/params';
import { BAD_MARKET, SLIP_WORDS } from '../locale/vocab';
import { classifyLabel, type LabelRole } from '../tokens/labels';

/* The page's one match: an event page, a slip or bet card, an exchange's runners, or a list whose rows could not be told apart. */

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

  const known = (q: TeamPair) => [q.home, q.away].filter((n) => gaz?.matchTeam(n)).length;
  // The names side by side in the headline's type, read once however many readings below weigh them.
  let sideBySide: TeamPair | null | undefined;
  const sideBySideTeams = () => (sideBySide === undefined ? (sideBySide = findSideBySideTeams(rows, params, gaz)) : sideBySide);
  /** The side-by-side names where the gazetteer knows both and fewer than `least` of `q`'s; else `q`. */
  const unlessKnownSideBySide = (q: TeamPair, least: number) => {
    if (known(q) >= least) return q;
    const s = sideBySideTeams();
    return s && known(s) === 2 ? s : q;
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
  const complete = cands.filter((c) => c.home && c.away);
  // A labelled row with one price never read (a graphic's home price lost) still gives the two it has, each under its
  // own label, rather than no price: the match is incomplete and the review step asks for the third.
  const partial = cands.find((c) => c.good && outcomesOf(c) === 2) ?? null;
  let chosen: Candidate | null = complete.find((c) => c.good) ?? complete[0] ?? partial;
  if (chosen && pair && !local.has(chosen) && complete.length > 1) {
    // Several priced blocks on the page (cards, rows) and teams read once: the teams go with the block right
    // below them (or level with them), never with a block past another one.
    const pairRow = pair.row;
    const below = complete.filter((c) => c.row >= pairRow).sort((a, b) => a.row - b.row)[0] ?? null;
    const rowsBetween = (c: Candidate) => complete.some((o) => o !== c && o.row > pairRow && o.row < c.row);
    chosen = below && !rowsBetween(below) ? below : chosen;
    if (chosen.row < pairRow || rowsBetween(chosen)) pair = null;
  }
  if (chosen && !local.has(chosen) && complete.includes(chosen)) chosen = wholeRowOfTable(chosen, complete);
  // On a list of matches, the teams are the ones on the priced row; but names beside the prices of which the
  // gazetteer knows neither, under a title naming two clubs it knows, label the row (a comparison's bookmakers,
  // 'Paddy Power' over 'Betway'): the title's are the teams.
  if (chosen && local.has(chosen)) {
    const own = local.get(chosen)!;
    pair = pair && known(pair) === 2 && known(own) === 0 ? pair : own;
  } else if (chosen) {
    // Names labelling the chosen prices themselves are the match's, unless the names read elsewhere are better known
    // (an event header's full names over a row labelled with short ones).
    const labelled = findLabelledTeams(rows, chosen, params);
    if (labelled && (!pair || known(labelled) > known(pair))) pair = labelled;
  }
  if (chosen) {
    // An odds comparison: every bookmaker's row is a reading of the title's match.
    const bookmakers = pair && !local.has(chosen) ? comparisonRows(rows, chosen, complete, pair, gaz) : null;
    if (bookmakers)
      return bookmakers.map((b, rank) => ({
        ...buildMatch(rows, b.cand, pair, when, rank, false, false),
        bookmaker: b.bookmaker,
      }));
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
    if (sameTeam(sel, teams[0], gaz)) return 'home';
    if (sameTeam(sel, teams[1], gaz)) return 'away';
    return null;
  };
  // A leg's kick-off is printed on its match line or the line above it; the page's first date may be when the bet
  // was placed.
  const legDate = (q: TeamPair | null) => {
    const mine = (row: number) => !!q && (row === q.row || row === q.row - 1);
    const d = dates.find((x) => mine(x.row));
    const t = times.find((x) => mine(x.row));
    return d || t ? whenOf(rows, d, t) : null;
  };
  let fallback = false;
  let onePick: { sel: string; words: W[]; price: Priced; row: number } | null = null;
  const legs: PageMatch[] = [];
  const usedPairs = new Set<TeamPair>();
  for (let ri = 0; ri < rows.length; ri++) {
    const row = rows[ri]!;
    // The match line itself ('Dodgers @ Giants +185' on a parlay) is not a selection, but a pick printed after the
    // match on its line is ('Украина - Турция Основные. Победа первой 2.21').
    const linePair = sepPairs.find((q) => q.row === ri && !usedPairs.has(q));
    const lineEnd = linePair ? Math.max(...linePair.words.map((w) => w.x1)) : -Infinity;
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
    const before = (inCell.length ? inCell : (cell?.words ?? [])).filter((w) => w.x0 > lineEnd);
    if (linePair && !before.length) continue;
    // Stake, return and money lines are not selections; a badge in a cell of its own ('Early payout') does not
    // make its row one.
    const selection = [...before, ...(own?.words ?? [])];
    const selText = selection.map((w) => w.text).join(' ');
    if (hasPhrase(foldForPhrases(selText), SLIP_WORDS) || /[$€£₽]/.test(selText)) continue;
    // A history prints the market before the pick ('Основные. Победа первой 1.51', 'Match Result: Arsenal'): the
    // pick is the last segment; a pick of another market ('Голы. Обе забьют: да') is no 1X2 selection.
    const cut = before.findLastIndex((w, i) => i < before.length - 1 && endsSegment(w));
    const pick = before.slice(cut + 1);
    // A market's name before the pick on the same segment ('1Х2 П2', 'Moneyline Lions') is not the pick.
    while (pick.length > 1 && classifyLabel(pick[0]!.text) === 'moneyline') pick.shift();
    const nameWords = pick.filter((w) => isNameWord(w));
    const role = classifyLabel(pick.map((w) => w.text).join(' '));
    if (role === 'dc' || role === 'other-market' || role === 'spread' || role === 'total') continue;
    if (!nameWords.length && !(role === 'home' || role === 'draw' || role === 'away')) continue;
    const sel = nameWords.length ? cleanName(nameWords) : '';
    let picked: Outcome | null = null;
    let near: TeamPair | null = null;
    const nearby = linePair
      ? [linePair]
      : sepPairs
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
    // A team picked to win with no match printed anywhere ('Cowboys -145' over 'TO WIN'): the pick alone, its
    // opponent left for the user to name. It stands first, as the side whose price is known.
    if (!picked && !pageTeams && !sepPairs.length && !legs.length && sel && moneylinePick(rows, ri)) {
      onePick = { sel, words: nameWords, price: p, row: ri };
      continue;
    }
    if (!picked) {
      // On a slip, remember an unattributed selection; a later row may still name its team.
      if (slip) fallback = true;
      continue;
    }
    const c: Candidate = { home: null, draw: null, away: null, layout: 'slip', good: true, row: ri };
    c[picked] = { ...p, role: picked };
    // Each selection of an accumulator is a leg of its own match; the first one leads.
    const pm = buildMatch(rows, c, near ?? (legs.length ? null : pair), legDate(near) ?? when, legs.length, false, false);
    pm.match.pickedOutcome = picked;
    pm.market = null;
    legs.push(pm);
    if (near) usedPairs.add(near);
  }
  if (legs.length) return legs;
  if (onePick) {
    // The opponent where a scoreboard names both clubs by their codes; else the pick stands alone, first.
    const board = scoreboardOpponent(rows, onePick.sel, gaz);
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
    pm.market = 'moneyline';
    return [pm];
  }
  if (fallback) {
    // An unknown pick keeps no price rather than guess whose it is.
    const pm = buildMatch(rows, null, pair, when, 0, false, false);
    pm.match.layout = 'slip';
    pm.match.pickedOutcome = null;
    pm.kind = 'slip';
    return [pm];
  }
  // A single slip whose price OCR lost: the price its stake and payout imply, shown to the user but never trusted.
  // One match line on the page (read as one or more pairs): a slip of several legs pays their combined price. A line
  // that prints the stake or the payout is no leg's match line (a menu read as a pair beside 'Valor R$ 500,00').
  const money = slip && pair ? payoutPrice(rows) : null;
  const oneMatchLine = new Set(sepPairs.map((q) => q.row).filter((r) => !money?.moneyRows.includes(r))).size <= 1;
  const derived = oneMatchLine ? money : null;
  const lost = derived && pair ? unpricedPick(rows, pair, derived.moneyRows, pickOf) : null;
  if (derived && lost) {
    const c: Candidate = { home: null, draw: null, away: null, layout: 'slip', good: true, row: lost.row };
    c[lost.picked] = { ...derived.price, role: lost.picked };
    const pm = buildMatch(rows, c, pair, when, 0, false, false);
    pm.match.pickedOutcome = lost.picked;
    pm.market = null;
    return [pm];
  }
  return [buildMatch(rows, null, pair, when, 0, false, false)];
}

const outcomesOf = (c: Candidate) => pricesOf(c).length;

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
 * The one line of a slip that names a side of its match and prints no price ('Айнтрахт' over 'Боруссия Д -
 * Айнтрахт'): the selection whose price was lost. None where two lines name one (a board, an event page's stacked
 * names) or the line stands far from the match line.
 */
function unpricedPick(
  rows: Row[],
  pair: TeamPair,
  moneyRows: number[],
  pickOf: (sel: string, role: LabelRole | null, teams: [string, string]) => Outcome | null,
): { picked: Outcome; row: number } | null {
  const picks: { picked: Outcome; row: number }[] = [];
  rows.forEach((row, ri) => {
    if (moneyRows.includes(ri) || row.words.some((w) => pair.words.includes(w))) return;
    if (ri < pair.row - 4 || ri > pair.row + 2) return;
    const picked = row.phrases
      .map((ph) => pickOf(cleanName(ph.words.filter((w) => isNameWord(w))), classifyLabel(ph.text), [pair.home, pair.away]))
      .find((o) => o !== null);
    if (picked) picks.push({ picked, row: ri });
  });
  return picks.length === 1 ? picks[0]! : null;
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

/** A pick's row names the win market, or the line just below it does ('Cowboys -145' / 'TO WIN', 'Moneyline'). */
function moneylinePick(rows: Row[], ri: number): boolean {
  return [rows[ri], rows[ri + 1]].some((r) => !!r && r.phrases.some((ph) => classifyLabel(ph.text) === 'moneyline'));
}
