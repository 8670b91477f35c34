import { harmonisePrecision, parseOddsToken, repairLostDecimalPoint, type OddsToken } from './odds-token';
import { exchangeHeaderRow, findExchangeCandidate } from './exchange';
import { hasPhrase, makePhrase, type Row, type W } from './layout';
import { isNameRow, isNameWord } from './teams';
import { BAD_MARKET, classifyLabel, GOOD_MARKET, SLIP_WORDS, type LabelRole, type OutcomeRole } from './vocab';

/*
 * Prices, market by market: header rows ('1X2', 'Double Chance', 'Spread Total Moneyline', 'П1 X П2') set which market
 * the following rows belong to and which column is which; labels beside a price ('Home 2.10', 'П2 1.90') or above it
 * (cells) assign outcomes; distractor markets and money rows are skipped.
 */

export interface Priced {
  token: OddsToken;
  word: W;
  role?: OutcomeRole | null;
}

export interface Candidate {
  home: Priced | null;
  draw: Priced | null;
  away: Priced | null;
  layout: string;
  good: boolean;
  row: number;
  teamRows?: number[];
  /** The market has a draw (1X2), even where the draw's price is missing (suspended, unread). */
  threeWay?: boolean;
}

export interface Column {
  x0: number;
  x1: number;
  role: LabelRole;
}

export function rowPrices(row: Row, allowRepair: boolean): Priced[] {
  const out: Priced[] = [];
  for (const w of row.words) {
    if (w.dt) continue;
    const tok = parseOddsToken(w.text);
    if (tok) out.push({ token: tok, word: w });
    else if (allowRepair) {
      const rep = repairLostDecimalPoint(w.text);
      if (rep) out.push({ token: rep, word: w });
    }
  }
  return out;
}

/** Labels of one row: phrases (or words) that classify as outcome / market labels, with their x-extent. */
export function rowLabels(row: Row): Column[] {
  const cols: Column[] = [];
  // A date or time is never a label: the '1' of 'Oct 1, 7:00 PM' is not the home column.
  const phrases = row.phrases
    .map((p) => (p.words.some((w) => w.dt) ? p.words.filter((w) => !w.dt) : p.words))
    .filter((ws) => ws.length)
    .map(makePhrase);
  for (const p of phrases) {
    const role = classifyLabel(p.text);
    if (role) {
      cols.push({ x0: p.x0, x1: p.x1, role });
      continue;
    }
    // A phrase may hold several labels when cells are close: 'Home Draw Away'.
    for (const w of p.words) {
      const r = classifyLabel(w.text);
      if (r && r !== 'unknown') cols.push({ x0: w.x0, x1: w.x1, role: r });
    }
  }
  // Team names as outcome labels around the draw: 'Arsenal | Draw | Chelsea' (header or inline before prices).
  const draws = cols.filter((c) => c.role === 'draw');
  if (draws.length === 1 && !cols.some((c) => c.role === 'home' || c.role === 'away')) {
    const d = draws[0]!;
    const names = phrases.filter(
      (p) => !cols.some((c) => c.x0 === p.x0) && p.words.every((w) => isNameWord(w)) && (p.x1 < d.x0 || p.x0 > d.x1),
    );
    const left = names.filter((p) => p.x1 < d.x0);
    const right = names.filter((p) => p.x0 > d.x1);
    if (left.length === 1 && right.length === 1) {
      for (const p of [left[0]!, right[0]!]) cols.push({ x0: p.x0, x1: p.x1, role: 'unknown' });
      cols.sort((a, b) => a.x0 - b.x0);
    }
  }
  return cols;
}

export const OUTCOME_ORDER: OutcomeRole[] = ['home', 'draw', 'away'];

/** Resolves 'unknown' labels by position: the outcomes not named explicitly, in home/draw/away order. */
export function resolveUnknown(roles: (LabelRole | null)[], threeWay: boolean): (LabelRole | null)[] {
  const named = new Set(roles.filter((r) => r === 'home' || r === 'draw' || r === 'away'));
  const wanted = (threeWay ? OUTCOME_ORDER : (['home', 'away'] as OutcomeRole[])).filter((r) => !named.has(r));
  return roles.map((r) => (r === 'unknown' || r === null ? (wanted.shift() ?? r) : r));
}

export function isHeaderRow(labels: Column[], prices: Priced[]): boolean {
  if (prices.length) return false;
  const strong = labels.filter((l) => l.role !== 'unknown');
  return strong.length >= 2 || (strong.length === 1 && labels.length >= 2);
}

export function nearestColumn(cols: Column[], w: W): Column | null {
  const cx = (w.x0 + w.x1) / 2;
  let best: Column | null = null;
  let bestD = Infinity;
  for (const c of cols) {
    const d = Math.min(Math.abs(cx - (c.x0 + c.x1) / 2), Math.abs(w.x0 - c.x0), Math.abs(w.x1 - c.x1));
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best;
}

export function candidateFrom(assigned: Priced[], layout: string, good: boolean, row: number): Candidate | null {
  const c: Candidate = { home: null, draw: null, away: null, layout, good, row };
  for (const p of assigned) {
    if (!p.role) continue;
    if (c[p.role]) return null; // the same outcome twice: not one market
    c[p.role] = p;
  }
  return c.home || c.away || c.draw ? c : null;
}

export function findPrices(rows: Row[], slip: boolean): Candidate[] {
  // An exchange's runner rows are ladders of one market: read by their own rule, never as rows of a list.
  const exchangeHeader = exchangeHeaderRow(rows);
  if (exchangeHeader >= 0) {
    const exchange = findExchangeCandidate(rows, exchangeHeader);
    return exchange ? [exchange] : [];
  }
  const cands: Candidate[] = [];
  // Several scorelines ('1-0', '2:1') mean a correct-score grid: unlabelled rows of prices there are not 1X2.
  // A correct-score grid prints scorelines in cells of numbers; a live score stands beside a team's name.
  const scorelines = rows
    .filter((r) => !/\p{L}{3,}/u.test(r.text))
    .flatMap((r) => r.words)
    .filter((w) => !w.dt && /^\d{1,2}[-:]\d{1,2}$/.test(w.text)).length;
  const scoreGrid = scorelines >= 3;
  const pricedRows = rows.filter((r) => rowPrices(r, false).length >= 2).length;
  const grid = priceColumns(rows);
  let state: 'neutral' | 'good' | 'bad' = 'neutral';
  let header: { cols: Column[]; kind: 'outcomes' | 'markets'; row: number } | null = null;
  let boardRows: { prices: Priced[]; row: number }[] = [];

  const flushBoard = () => {
    if (boardRows.length >= 2) {
      const [r1, r2, r3] = boardRows;
      // Board rows: first team row = home (the layouts measured list home first), a 'Draw' row if present.
      const c: Candidate = { home: null, draw: null, away: null, layout: 'board', good: true, row: r1!.row };
      c.home = r1!.prices[0] ?? null;
      if (r3) {
        c.draw = r2!.prices[0] ?? null;
        c.away = r3.prices[0] ?? null;
      } else c.away = r2!.prices[0] ?? null;
      c.teamRows = boardRows.map((b) => b.row);
      if (c.home && c.away) cands.push(c);
    }
    boardRows = [];
  };

  rows.forEach((row, ri) => {
    const folded = row.folded;
    const slipRow = hasPhrase(folded, SLIP_WORDS) || /[$€£₽]|руб/.test(row.text);
    const goodKw = hasPhrase(folded, GOOD_MARKET);
    const badKw = hasPhrase(folded, BAD_MARKET);
    const labels = rowLabels(row);
    const provisional = rowPrices(row, false);

    if (isHeaderRow(labels, provisional)) {
      const kinds = labels.map((l) => l.role);
      const strong = kinds.filter((k) => k !== 'unknown');
      const outcomeCols = kinds.filter((k) => k === 'home' || k === 'draw' || k === 'away').length;
      // Short unreadable words with at most one market word ('03 из ь', a logo, a garbled 'П1 X П2 ... Б М') are no
      // header to read columns by: the table goes on as if the row were not there.
      if (strong.length < 2 && !outcomeCols) return;
      const marketCols = kinds.filter((k) => k === 'moneyline' || k === 'spread' || k === 'total').length;
      flushBoard();
      // 'Spread Total Moneyline' heads a board of markets; a header that also names an outcome ('П1 X П2 ... Фора
      // Тотал') is a 1X2 grid with more markets beside it.
      if (marketCols >= 2 && outcomeCols < 2 && !kinds.includes('draw')) header = { cols: labels, kind: 'markets', row: ri };
      else {
        header = { cols: labels, kind: 'outcomes', row: ri };
        // Another market's header names at least two of its columns ('1X 12 X2', 'Over Under'); one such word among
        // unknown ones is more likely a garbled 1X2 header or a logo than a market.
        if (strong.length >= 2 && strong.every((k) => k === 'dc' || k === 'other-market')) state = 'bad';
        else if (outcomeCols) state = state === 'bad' ? 'neutral' : state;
      }
      return;
    }
    if (!provisional.length && header?.kind === 'outcomes' && header.row === ri - 1) {
      const c = lostPointRow(row, header.cols, ri);
      if (c) {
        cands.push(c);
        return;
      }
    }
    // Text beside the table, clear of its columns (a side panel's 'Download our app'), belongs to another panel:
    // it neither ends the table nor splits a board's team rows.
    if (!provisional.length && header && besideTable(row, rows[header.row]!, header.cols)) return;
    if (!provisional.length) {
      // A text-only row: a market header or anything else ends the current table.
      // A market's title starts a new table: a header of other markets above it ('Popular | Total | Handicap'
      // tabs) no longer says which column is which.
      // A row naming both kinds is a menu of markets (tabs), not a title: it changes nothing.
      const tabs = goodKw && badKw;
      if (goodKw && !tabs) {
        state = 'good';
        if (header?.kind === 'markets') header = null;
      } else if (badKw && !tabs) state = 'bad';
      else if (header && ri - header.row > 1 && !row.words.every((w) => w.dt)) {
        // Wrapped label rows ('1   2' under 'Победа') keep the header, and so does text in the name column left
        // of the price columns (a team name stacked under its row's, a league or date line of a list); other text
        // ends the table.
        const firstCol = Math.min(...header.cols.map((c) => c.x0));
        const inNameColumn = row.words.every((w) => w.x1 < firstCol) && (isNameRow(row) || row.words.some((w) => w.dt));
        if (!labels.length && !inNameColumn) header = null;
      }
      if (boardRows.length && !labels.length) flushBoard();
      return;
    }
    // Rows with prices.
    if (slipRow) return;
    if (badKw && !goodKw) {
      // 'Total Goals 2.5', 'Over 1.84 Under 1.88', 'Double Chance 1.33 ...' inline: a distractor market.
      state = 'bad';
      return;
    }
    if (goodKw && !badKw && labels.every((l) => l.role === 'moneyline')) state = 'good';

    const decimalsInRow = provisional.filter((p) => p.token.format === 'decimal').length;
    // A repaired integer ('315' for 3.15) inside a run of text is an event number or a count, not a lost point:
    // prices sit in cells of their own.
    const prices = rowPrices(row, decimalsInRow >= 1 || header?.kind === 'outcomes').filter(
      (p) => !p.token.repaired || !row.phrases.some((ph) => ph.words.includes(p.word) && /\p{L}{3,}/u.test(ph.text)),
    );
    const hdr = header as { cols: Column[]; kind: 'outcomes' | 'markets'; row: number } | null;

    if (hdr && hdr.kind === 'markets') {
      // Boards: keep only the price under the moneyline column.
      const ml = hdr.cols.filter((c) => c.role === 'moneyline');
      const mine = prices.filter((p) => nearestColumn(hdr.cols, p.word)?.role === 'moneyline' && ml.length);
      if (mine.length) boardRows.push({ prices: [mine[mine.length - 1]!], row: ri });
      return;
    }
    if (
      state === 'bad' &&
      !(
        hdr &&
        hdr.kind === 'outcomes' &&
        hdr.row > -1 &&
        hdr.cols.some((c) => c.role === 'home' || c.role === 'draw' || c.role === 'away')
      )
    )
      return;

    // 1. Labels on the same row, before each price ('Home 4/5 Away 1/1', '1 +117 X +356 2 +167').
    const inline: Priced[] = [];
    let inlineLabelled = 0;
    const ordered = [...prices].sort((a, b) => a.word.x0 - b.word.x0);
    let prevX = -Infinity;
    const roles: (LabelRole | null)[] = [];
    for (const p of ordered) {
      const lab = labels.filter((l) => l.x1 <= p.word.x0 + 2 && l.x0 >= prevX).pop();
      roles.push(lab ? lab.role : null);
      if (lab) inlineLabelled++;
      prevX = p.word.x1;
    }
    const strongInline = roles.filter((r) => r === 'home' || r === 'draw' || r === 'away').length;
    if (inlineLabelled >= Math.max(1, ordered.length - 1) && strongInline >= 1) {
      const drop = roles.map((r) => r === 'dc' || r === 'other-market' || r === 'spread' || r === 'total');
      const keep = ordered.filter((_, i) => !drop[i]);
      const keptRoles = roles.filter((_, i) => !drop[i]);
      const three = keptRoles.includes('draw') || keep.length === 3;
      const resolved = resolveUnknown(keptRoles, three);
      keep.forEach((p, i) => {
        const r = resolved[i];
        inline.push({ ...p, role: r === 'home' || r === 'draw' || r === 'away' ? r : null });
      });
      const c = candidateFrom(harmonised(inline), slip ? 'slip' : 'event', state === 'good', ri);
      if (c) cands.push(c);
      return;
    }

    // 2. Labels in a header row above, matched by column.
    if (hdr && hdr.kind === 'outcomes') {
      // Prices labelled on their own row as another market ('Yes 1.80 No 2.00') are not this header's outcomes.
      if (labels.some((l) => l.role === 'dc' || l.role === 'other-market' || l.role === 'spread' || l.role === 'total')) return;
      // On a correct-score grid only the row right under the header can be a 1X2 line.
      if (scoreGrid && ri !== hdr.row + 1) return;
      const cols = hdr.cols;
      const colRoles = resolveUnknown(
        cols.map((c) => c.role),
        cols.some((c) => c.role === 'draw') || cols.filter((c) => c.role !== 'dc' && c.role !== 'other-market').length === 3,
      );
      const resolvedCols = cols.map((c, i) => ({ ...c, role: colRoles[i] ?? c.role }));
      const unreadDraw = drawBetween(resolvedCols, prices);
      if (unreadDraw) {
        cands.push(unreadDraw(ri, state === 'good'));
        return;
      }
      const assigned: Priced[] = [];
      const span = headerSpan(cols);
      for (const p of prices) {
        const cx = (p.word.x0 + p.word.x1) / 2;
        // Beyond a fully read header's columns lies another market (a moneyline beside the 1X2), not a second
        // 'away'. A header with unread labels has no trusted span: there a duplicate outcome drops the row instead.
        if (span && (cx < span[0] || cx > span[1])) continue;
        const col = nearestColumn(resolvedCols, p.word);
        const r = col?.role;
        if (r === 'home' || r === 'draw' || r === 'away') assigned.push({ ...p, role: r });
      }
      if (!cols.some((c) => c.role === 'home' || c.role === 'away')) fillBesideDraw(assigned, prices, grid);
      const c = candidateFrom(harmonised(assigned), 'grid', state === 'good' || true, ri);
      if (c) {
        cands.push(c);
        return;
      }
      // A header none of whose outcome columns stands over this row's prices (a garbled header, a menu read as
      // one) says nothing about the row: read it as a row whose header is unknown.
    }

    // 3. A bare row of 2 or 3 prices in a 1X2 (or unlabelled) context: by order.
    // A text label between two numbers is a stats comparison ('2.4  Goals per game  1.5'), not a market.
    const xs = prices.map((p) => p.word.x0);
    const between = row.phrases.some(
      (ph) => ph.x0 > Math.min(...xs) && ph.x1 < Math.max(...xs) && /\p{L}{3,}/u.test(ph.text) && !classifyLabel(ph.text),
    );
    // Unlabelled prices count only under a 1X2 / moneyline header: elsewhere they may be any market. The one
    // exception is a page whose only prices are three that make one book (a match graphic whose labels were not
    // read): a double chance or a handicap pair never adds up to one.
    const loneBook =
      pricedRows === 1 && state !== 'bad' && prices.length === 3 && isPlausibleBook(prices.map((p) => p.token.decimal));
    if (!between && !scoreGrid && (state === 'good' || loneBook) && (prices.length === 2 || prices.length === 3)) {
      const roles3: OutcomeRole[] = prices.length === 3 ? ['home', 'draw', 'away'] : ['home', 'away'];
      const assigned = [...prices].sort((a, b) => a.word.x0 - b.word.x0).map((p, i) => ({ ...p, role: roles3[i]! }));
      const c = candidateFrom(harmonised(assigned), slip ? 'slip' : 'event', state === 'good', ri);
      if (c) cands.push(c);
      return;
    }

    // 4. A row of a list whose header could not be read: the match's name on the left, a grid of prices on the
    // right. The first columns of the grid are the match result when their prices form one bookmaker's book
    // (1X2 first, as every list prints it; a two-way moneyline when only two columns are a book); the later columns
    // (double chance, handicap, total) never are.
    if (between || scoreGrid || state === 'bad' || prices.length < 2) return;
    const firstX = Math.min(...xs);
    const namedLeft = (r: Row | undefined) =>
      !!r && r.phrases.some((ph) => ph.x1 < firstX && /\p{L}{3,}/u.test(ph.text) && !classifyLabel(ph.text));
    if (!namedLeft(row) && !namedLeft(rows[ri - 1]) && !namedLeft(rows[ri + 1])) return;
    const c = gridCandidate(prices, grid, ri);
    if (c) cands.push(c);
  });
  flushBoard();
  return cands;
}

/** Every word of the row lies right of the header's last column or left of the header row's first word. */
function besideTable(row: Row, headerRow: Row, cols: Column[]): boolean {
  if (!cols.length) return false;
  const margin = 2 * headerRow.h;
  const right = Math.max(...cols.map((c) => c.x1)) + margin;
  const left = Math.min(...headerRow.words.map((w) => w.x0)) - margin;
  return row.words.every((w) => w.x0 > right) || row.words.every((w) => w.x1 < left);
}

/**
 * Big display digits (match preview graphics) often lose their decimal comma: '21  35  355' under 'Home Draw Away'
 * for 2,1  3,5  3,55. Right under an outcome header, a row of nothing but one 2- or 3-digit integer per outcome column
 * is read with the point restored after the first digit, only when the result is one bookmaker's book. Every such
 * price is marked repaired, so the analysis treats it as unsure and never stakes on it.
 */
function lostPointRow(row: Row, cols: Column[], ri: number): Candidate | null {
  const outcomes = resolveUnknown(
    cols.map((c) => c.role),
    cols.some((c) => c.role === 'draw'),
  );
  const roles = outcomes.filter((r): r is OutcomeRole => r === 'home' || r === 'draw' || r === 'away');
  if (roles.length !== cols.length || (roles.length !== 2 && roles.length !== 3)) return null;
  if (row.words.length !== roles.length || !row.words.every((w) => /^[1-9]\d{1,2}$/.test(w.text))) return null;
  const words = [...row.words].sort((a, b) => a.x0 - b.x0);
  const priced: Priced[] = [];
  for (const [i, w] of words.entries()) {
    const text = `${w.text[0]}.${w.text.slice(1)}`;
    const token = parseOddsToken(text);
    if (!token) return null;
    priced.push({ token: { ...token, repaired: true }, word: w, role: roles[i] });
  }
  if (!isPlausibleBook(priced.map((p) => p.token.decimal))) return null;
  return candidateFrom(priced, 'event', true, ri);
}

/** The x-range a header of read outcome labels covers, half a column's pitch beyond its outer columns; else null. */
function headerSpan(cols: Column[]): [number, number] | null {
  const outcomes = cols.filter((c) => c.role === 'home' || c.role === 'draw' || c.role === 'away');
  if (outcomes.length < 2 || cols.some((c) => c.role === 'unknown')) return null;
  const centres = outcomes.map((c) => (c.x0 + c.x1) / 2).sort((a, b) => a - b);
  const pitch = (centres[centres.length - 1]! - centres[0]!) / (centres.length - 1);
  return [centres[0]! - pitch / 2, centres[centres.length - 1]! + pitch / 2];
}

/**
 * A header whose draw column was read but whose home and away labels were not ('м Х 0' for 'П1 X П2'): in a 1X2 grid
 * home is the price column just left of the draw and away the one just right, so the page's price columns decide,
 * over whatever the unread labels were guessed to be.
 */
function fillBesideDraw(assigned: Priced[], prices: Priced[], grid: number[]): void {
  const draw = assigned.find((p) => p.role === 'draw');
  if (!draw || grid.length < 3) return;
  const colOf = (p: Priced) => nearestIndex(grid, (p.word.x0 + p.word.x1) / 2);
  const d = colOf(draw);
  const at = (i: number) => prices.find((p) => p !== draw && colOf(p) === i);
  const home = at(d - 1);
  const away = at(d + 1);
  if (!home || !away) return;
  assigned.splice(0, assigned.length, draw, { ...home, role: 'home' }, { ...away, role: 'away' });
}

function nearestIndex(xs: number[], x: number): number {
  let best = -1;
  let bestD = Infinity;
  xs.forEach((g, i) => {
    const d = Math.abs(g - x);
    if (d < bestD) [best, bestD] = [i, d];
  });
  return best;
}

export function harmonised(ps: Priced[]): Priced[] {
  const toks = harmonisePrecision(ps.map((p) => p.token));
  return ps.map((p, i) => ({ ...p, token: toks[i]! }));
}

/** Price columns of a page: centres of price words on rows with two or more, clustered by x. */
export function priceColumns(rows: Row[]): number[] {
  const centres: number[] = [];
  const heights: number[] = [];
  for (const row of rows) {
    const ps = rowPrices(row, true);
    if (ps.length < 2) continue;
    for (const p of ps) centres.push((p.word.x0 + p.word.x1) / 2);
    heights.push(row.h);
  }
  if (heights.length < 2) return [];
  centres.sort((a, b) => a - b);
  const tol = 1.5 * heights.sort((a, b) => a - b)[Math.floor(heights.length / 2)]!;
  const clusters: number[][] = [];
  for (const c of centres) {
    const last = clusters[clusters.length - 1];
    if (last && c - last[last.length - 1]! <= tol) last.push(c);
    else clusters.push([c]);
  }
  return clusters.filter((k) => k.length >= 2).map((k) => k.reduce((a, b) => a + b, 0) / k.length);
}

/** Sum of implied probabilities: a real 1X2 or moneyline book is a little over 1 (the margin). */
/**
 * A '1 ... 2' header whose 'X' was not read, over three prices: the one standing between the home and the away
 * columns, clear of both, is the draw's, when the three make one bookmaker's book.
 */
function drawBetween(cols: Column[], prices: Priced[]): ((row: number, good: boolean) => Candidate) | null {
  const outcomes = cols.filter((c) => c.role === 'home' || c.role === 'draw' || c.role === 'away');
  const home = outcomes.find((c) => c.role === 'home');
  const away = outcomes.find((c) => c.role === 'away');
  if (outcomes.length !== 2 || !home || !away || prices.length !== 3) return null;
  const mid = (x0: number, x1: number) => (x0 + x1) / 2;
  const [h, d, a] = [...prices].sort((p, q) => p.word.x0 - q.word.x0) as [Priced, Priced, Priced];
  const [hx, ax] = [mid(home.x0, home.x1), mid(away.x0, away.x1)];
  if (hx >= ax || nearestColumn(outcomes, h.word) !== home || nearestColumn(outcomes, a.word) !== away) return null;
  const dx = mid(d.word.x0, d.word.x1);
  const pitch = (ax - hx) / 2;
  if (Math.abs(dx - hx) < pitch / 2 || Math.abs(ax - dx) < pitch / 2) return null;
  if (!isPlausibleBook([h, d, a].map((p) => p.token.decimal))) return null;
  return (row, good) => ({
    home: { ...h, role: 'home' },
    draw: { ...d, role: 'draw' },
    away: { ...a, role: 'away' },
    layout: 'grid',
    good,
    row,
    threeWay: true,
  });
}

export function isPlausibleBook(decimals: number[]): boolean {
  const sum = decimals.reduce((s, d) => s + 1 / d, 0);
  return sum >= 0.97 && sum <= 1.3;
}

function gridCandidate(prices: Priced[], grid: number[], row: number): Candidate | null {
  const sorted = [...prices].sort((a, b) => a.word.x0 - b.word.x0);
  let cols: (Priced | null)[];
  if (grid.length >= 2) {
    // Each price in its page column; a suspended price ('-') leaves its column empty instead of shifting the rest.
    const colOf = (p: Priced) => nearestIndex(grid, (p.word.x0 + p.word.x1) / 2);
    const first = grid.findIndex((_, i) => sorted.some((p) => colOf(p) === i));
    cols = [0, 1, 2].map((k) => sorted.find((p) => colOf(p) === first + k) ?? null);
  } else cols = [sorted[0] ?? null, sorted[1] ?? null, sorted[2] ?? null];
  const [a, b, c] = cols;
  const dec = (p: Priced | null) => p?.token.decimal ?? 0;
  const make = (home: Priced | null, draw: Priced | null, away: Priced | null, threeWay: boolean): Candidate => {
    const [h, d, w] = harmonised([home, draw, away].filter((p): p is Priced => !!p));
    const pick = (p: Priced | null) => (p ? ([h, d, w].find((x) => x?.word === p.word) ?? null) : null);
    return { home: pick(home), draw: pick(draw), away: pick(away), layout: 'list', good: false, row, threeWay };
  };
  if (a && b && c && isPlausibleBook([dec(a), dec(b), dec(c)])) return make(a, b, c, true);
  // Two-way only where the page's grid has two columns (or none was found): a row missing its third price in a
  // three-column grid is an incomplete 1X2, not a moneyline.
  if (a && b && !c && grid.length <= 2 && isPlausibleBook([dec(a), dec(b)])) return make(a, null, b, false);
  // A suspended draw: home and away of the result columns, no draw; incomplete, for the reader to finish.
  if (a && !b && c && grid.length >= 3) return make(a, null, c, true);
  return null;
}
