import { hasPhrase, horizontalOverlap, type Phrase, type Row, type W } from '../page/words';
import {
  candidateFrom,
  harmonised,
  headerSpan,
  nearestColumn,
  nearestIndex,
  resolveUnknown,
  rowPrices,
  type Candidate,
  type Priced,
} from '../grid/price-cells';
import { isPlausibleBook } from '../grid/book';
import { drawBetween, fillBesideDraw, gridCandidate, withUnreadOutcomeColumn } from './unread-labels';
import { SLIP_WORDS } from '../locale/vocab';
import { classifyLabel, OUTCOME_ORDER, type LabelRole, type OutcomeRole } from '../tokens/labels';
import {
  type Header,
  type PriceScan,
  type RowFacts,
  UNSIGNED_AMERICAN,
  headerLeft,
  centre,
  rightOfTable,
  unsignedMoneyline,
} from './price-scan';
import { lostCells, withLostCellRead } from './lost-cells';

/*
 * Rows with prices in a price scan, read by named passes in order; the first that reads a row ends its reading.
 */

/**
 * A row with prices, by the first pass that reads it: a board's moneyline, labels on the row itself, the header's
 * columns above, and last the order of its cells.
 */
export function readPricedRow(s: PriceScan, row: Row, ri: number, f: RowFacts): void {
  const { decimals } = s;
  const { folded, provisional, slipRow, goodKw, badKw, beyond, labels } = f;
  // Rows with prices. On a board a currency sign in a spread or total cell is a misread line ('$5' for '-6.5'),
  // not a stake.
  const boardCell = (w: W) => s.header?.kind === 'markets' && nearestColumn(s.header.cols, w)?.role !== 'moneyline';
  const money = row.words.filter((w) => /[$€£₽]|руб/.test(w.text));
  const misreadLine = !hasPhrase(folded, SLIP_WORDS) && money.length > 0 && money.every(boardCell);
  if (slipRow && !misreadLine) return;
  if (badKw && !goodKw) {
    // 'Total Goals 2.5', 'Over 1.84 Under 1.88', 'Double Chance 1.33 ...' inline: a distractor market.
    s.state = 'bad';
    return;
  }
  // A priced row naming the match result ('Match Winner | Home | 4.40') is of that market, whatever came before.
  if (
    goodKw &&
    !badKw &&
    labels.every((l) => l.role !== 'dc' && l.role !== 'other-market' && l.role !== 'spread' && l.role !== 'total')
  )
    s.state = 'good';

  const decimalsInRow = provisional.filter((p) => p.token.format === 'decimal').length;
  // A row of fractions ('1 417 X 3/1 2 5/1') repairs a slash read as a '1' as a row of decimals repairs a lost point.
  const fractionsInRow = provisional.filter((p) => p.token.format === 'fractional').length;
  // A repaired integer ('315' for 3.15) inside a run of text is an event number or a count, not a lost point:
  // prices sit in cells of their own.
  const prices = rowPrices(row, decimalsInRow >= 1 || fractionsInRow >= 2 || s.header?.kind === 'outcomes', decimals).filter(
    (p) => !p.token.repaired || !row.phrases.some((ph) => ph.words.includes(p.word) && /\p{L}{3,}/u.test(ph.text)),
  );
  // Prices all right of a 1X2 header's outcome columns are another market's (a total's 'O 3' and 'U 3' stacked
  // under the name of the row's away team): no 1X2 row, so that name stays the away team of the row above.
  // Only under a header whose away column was read, so its end is known.
  const awayHeaded = s.header?.kind === 'outcomes' && s.header.cols.some((c) => c.role === 'away');
  if (awayHeaded && prices.length >= 2 && prices.every((p) => beyond(p.word))) return;
  const hdr = s.header;

  // A row labelling its own prices with the outcomes ('Марсель 2,28 Ничья 3,35 Ницца 3,35') is read by its labels,
  // under market tabs ('Исход матча | Тотал | Фора') read as a board's header.
  const outcomeLabelled =
    labels.some((l) => l.role === 'draw') || labels.filter((l) => l.role === 'home' || l.role === 'away').length >= 2;
  if (hdr && hdr.kind === 'markets' && !outcomeLabelled) return readBoardRow(s, row, ri, prices, hdr);
  if (
    s.state === 'bad' &&
    !(
      hdr &&
      hdr.kind === 'outcomes' &&
      hdr.row > -1 &&
      hdr.cols.some((c) => c.role === 'home' || c.role === 'draw' || c.role === 'away')
    )
  )
    return;
  if (readByRowLabels(s, row, ri, f, prices)) return;
  if (hdr && hdr.kind === 'outcomes' && readByHeaderColumns(s, row, ri, f, prices, hdr)) return;
  readByOrder(s, row, ri, prices);
}

/** A board's team row: only the price under the moneyline column (or the number whose sign OCR lost there). */
function readBoardRow(s: PriceScan, row: Row, ri: number, prices: Priced[], hdr: Header): void {
  const { rows } = s;
  // Boards: keep only the price under the moneyline column.
  const ml = hdr.cols.filter((c) => c.role === 'moneyline');
  // A board's moneylines are American: three digits there are one whose sign OCR lost ('400' for -400), never a
  // decimal whose point it lost.
  const lostSign = (p: Priced) => p.token.format !== 'american' && UNSIGNED_AMERICAN.test(p.word.text);
  // A side panel's number read into the row ('Promotions +184, T&C') stands right of the table, in no column.
  const inTable = (p: Priced) => p.word.x0 <= rightOfTable(rows[hdr.row]!, hdr.cols);
  const mine = prices.filter(
    (p) => nearestColumn(hdr.cols, p.word)?.role === 'moneyline' && ml.length && !lostSign(p) && inTable(p),
  );
  if (mine.length) s.boardRows.push({ prices: [mine[mine.length - 1]!], row: ri });
  else {
    const unsigned = unsignedMoneyline(row, hdr.cols);
    if (unsigned && ml.length) s.boardRows.push({ prices: [], row: ri, unsigned });
  }
  return;
}

/** 1. Labels on the row itself, before each price; or three cells in outcome order, each named. */
function readByRowLabels(s: PriceScan, row: Row, ri: number, f: RowFacts, prices: Priced[]): boolean {
  const { slip } = s;
  const { labels } = f;
  // 1. Labels on the same row, before each price ('Home 4/5 Away 1/1', '1 +117 X +356 2 +167').
  const inline: Priced[] = [];
  let inlineLabelled = 0;
  const ordered = [...prices].sort((a, b) => a.word.x0 - b.word.x0);
  let prevX = -Infinity;
  const roles: (LabelRole | null)[] = [];
  for (const p of ordered) {
    // A label stands right before its price: a live score before a team's name ('2 Celta Vigo 1,01') is none.
    const last = row.words.filter((w) => w.x1 <= p.word.x0 + 2).pop();
    const lab = labels
      .filter((l) => l.x1 <= p.word.x0 + 2 && l.x0 >= prevX)
      .filter((l) => !!last && l.x0 <= last.x0 && last.x1 <= l.x1)
      .pop();
    roles.push(lab ? lab.role : null);
    if (lab) inlineLabelled++;
    prevX = p.word.x1;
  }
  const strongInline = roles.filter((r) => r === 'home' || r === 'draw' || r === 'away').length;
  // Prices labelled by another market's labels on their own row ('1X 1,61  12 1,32  X2 1,42', 'Over 1.84 Under
  // 1.88') are that market's, whatever title or header stands above: a misread title must not make them a 1X2.
  const otherMarket = roles.filter((r) => r === 'dc' || r === 'other-market' || r === 'spread' || r === 'total').length;
  if (!strongInline && otherMarket >= 2 && otherMarket >= ordered.length - 1) return true;
  if (inlineLabelled >= Math.max(1, ordered.length - 1) && strongInline >= 1) {
    // An unlabelled cell in another format than the labelled ones ('x 4,10  +115', a handicap's price beside the
    // draw's cell) is another market's.
    const labelledFormats = new Set(ordered.filter((_, i) => roles[i]).map((p) => p.token.format));
    const drop = roles.map(
      (r, i) =>
        r === 'dc' ||
        r === 'other-market' ||
        r === 'spread' ||
        r === 'total' ||
        (!r && !labelledFormats.has(ordered[i]!.token.format)),
    );
    const keep = ordered.filter((_, i) => !drop[i]);
    const keptRoles = roles.filter((_, i) => !drop[i]);
    const three = keptRoles.includes('draw') || keep.length === 3;
    const resolved = resolveUnknown(keptRoles, three, true);
    keep.forEach((p, i) => {
      const r = resolved[i];
      inline.push({ ...p, role: r === 'home' || r === 'draw' || r === 'away' ? r : null });
    });
    const c = candidateFrom(harmonised(inline), slip ? 'slip' : 'event', s.state === 'good', ri);
    if (c) s.cands.push(c);
    return true;
  }
  // A wide row whose 1X2 cells print their labels ('1 2,04  x 3,35  2 3,45' before total and handicap cells):
  // three consecutive prices labelled home, draw and away in that order are the match result, whatever the
  // row's other cells hold. Where the labels are a column off from a header above, they are the better guide.
  const run = outcomeRun(roles);
  if (run >= 0 && evenlySpaced(ordered.slice(run, run + 3))) {
    const assigned = ordered.slice(run, run + 3).map((p, i) => ({ ...p, role: OUTCOME_ORDER[i]! }));
    const c = candidateFrom(harmonised(assigned), slip ? 'slip' : 'event', true, ri);
    if (c) {
      s.cands.push(c);
      return true;
    }
  }

  // A row naming each of its three prices by a cell of words, none of them another market's label ('Кгууа
  // Sovetov 3,85 Етрае 4,00 Dynamo Moscow 1,87', the draw's label misread): the cells run home, draw, away.
  if (ordered.length === 3 && !otherMarket && eachPriceNamed(row, ordered)) {
    const assigned = ordered.map((p, i) => ({ ...p, role: OUTCOME_ORDER[i]! }));
    const c = candidateFrom(harmonised(assigned), slip ? 'slip' : 'event', s.state === 'good', ri);
    if (c) {
      s.cands.push(c);
      return true;
    }
  }
  return false;
}

/** 2. Labels in a header row above, matched by column. False: the header says nothing sure about this row. */
function readByHeaderColumns(s: PriceScan, row: Row, ri: number, f: RowFacts, prices: Priced[], hdr: Header): boolean {
  const { scoreGrid, grid } = s;
  const { labels } = f;
  // Prices labelled on their own row as another market ('Yes 1.80 No 2.00') are not this header's outcomes. A
  // letter far left of the header's columns, in the names' column ('О' read from a crest), labels no price.
  const firstColumn = headerLeft(hdr.cols);
  if (
    labels.some(
      (l) =>
        (l.role === 'dc' || l.role === 'other-market' || l.role === 'spread' || l.role === 'total') &&
        l.x1 > firstColumn - 4 * row.h,
    )
  )
    return true;
  // On a correct-score grid only the row right under the header can be a 1X2 line.
  if (scoreGrid && ri !== hdr.row + 1) return true;
  const cols = hdr.cols;
  const colRoles = resolveUnknown(
    cols.map((c) => c.role),
    cols.some((c) => c.role === 'draw') || cols.filter((c) => c.role !== 'dc' && c.role !== 'other-market').length === 3,
  );
  const resolvedCols = withUnreadOutcomeColumn(cols.map((c, i) => ({ ...c, role: colRoles[i] ?? c.role })));
  const unreadDraw = drawBetween(resolvedCols, prices);
  if (unreadDraw) {
    s.cands.push(unreadDraw(ri, s.state === 'good'));
    return true;
  }
  const assigned: Priced[] = [];
  const span = headerSpan(resolvedCols.length > cols.length ? resolvedCols : cols);
  // Under a header whose draw went unread with another label ('ы ... 2' over '6,2  4,8  1,5'), a price in a
  // column of the page's grid with no label over it is not the nearest read label's: that label heads another
  // column of prices.
  const labelLost = grid.length >= 3 && !cols.some((c) => c.role === 'draw') && resolvedCols.length < 3;
  const gridColumn = (x0: number, x1: number) => (labelLost ? nearestIndex(grid, (x0 + x1) / 2) : -1);
  let offColumn = false;
  for (const p of prices) {
    const cx = (p.word.x0 + p.word.x1) / 2;
    // Beyond a fully read header's columns lies another market (a moneyline beside the 1X2), not a second
    // 'away'. A header with unread labels has no trusted span: there a duplicate outcome drops the row instead.
    if (span && (cx < span[0] || cx > span[1])) continue;
    const col = nearestColumn(resolvedCols, p.word);
    if (col && gridColumn(col.x0, col.x1) !== gridColumn(p.word.x0, p.word.x1)) {
      offColumn = true;
      continue;
    }
    const r = col?.role;
    if (r === 'home' || r === 'draw' || r === 'away') assigned.push({ ...p, role: r });
  }
  // Home and away labels unread, or read where no price stands under them (a header's words boxed off their
  // columns: 'M2' for 'П2' between the X and its price): the columns beside the draw's decide. Where one side
  // took its price, the other's cell is lost, not a column further on.
  const sides = (role: string) => assigned.some((p) => p.role === role);
  if (!sides('home') && !sides('away')) fillBesideDraw(assigned, prices, grid);
  const c = candidateFrom(harmonised(assigned), 'grid', s.state === 'good' || true, ri);
  // A garbled header can put its labels one column off ('п Их И 12 х2' over '1 X 2 1X 12 X2'): its three
  // prices then make no book, while the row's first price columns do. Those are the row's 1X2, and the header
  // is not trusted for the rest of its table (a shifted triple may make a book by chance).
  const noBook = (x: Candidate | null) =>
    !!x?.home && !!x.draw && !!x.away && !isPlausibleBook([x.home, x.draw, x.away].map((p) => p.token.decimal));
  // Nor does a 1X2 table print prices left of its home column: two of the row's prices there put the header's
  // '1' over another column ('в м 1 9 12 <2' over 'П1 X П2 1X 12 X2', its П2 read as '1').
  const home = c?.home?.word;
  const beforeHome = home ? prices.filter((p) => p.word.x1 < home.x0).length : 0;
  if (s.misreadHeader === hdr.row || noBook(c) || beforeHome >= 2) {
    const byColumns = gridCandidate(prices, grid, ri, lostCells(row, prices).map(centre));
    if (byColumns?.home && byColumns.draw && byColumns.away) {
      s.misreadHeader = hdr.row;
      s.cands.push({ ...byColumns, layout: 'grid', good: true });
      return true;
    }
  }
  if (c && !offColumn) {
    s.cands.push(withLostCellRead(c, lostCells(row, prices)));
    return true;
  }
  // A header none of whose outcome columns stands over this row's prices (a garbled header, a menu read as
  // one), or one with a column of prices under no label, says nothing sure about the row: read it as a row
  // whose header is unknown.
  return false;
}

/** 3 and 4. A bare row of prices by their order, or a list row whose header was not read, by its grid. */
function readByOrder(s: PriceScan, row: Row, ri: number, prices: Priced[]): void {
  const { rows, slip, scoreGrid, pricedRows, grid, pitch } = s;
  // A number a column's pitch or more left of the page's first price column stands in the names' column: a
  // kick-off or a date read as a price ('Пт 26.06 15.00 Спартак - Оренбург', '08/10 13-00 Марсель'), no cell.
  const cells = grid.length >= 2 ? prices.filter((p) => (p.word.x0 + p.word.x1) / 2 >= grid[0]! - pitch) : prices;

  // 3. A bare row of 2 or 3 prices in a 1X2 (or unlabelled) context: by order.
  // A text label between two numbers is a stats comparison ('2.4  Goals per game  1.5'), not a market. Only the
  // first three cells count: a wide grid's later cells hold handicaps OCR reads as words ('(+0.5)' as '(Gos)').
  const xs = cells.map((p) => p.word.x0);
  const span = [...xs].sort((a, b) => a - b).slice(0, 3);
  // Words in a price's own cell, over or under it (a button's label 'Espanyol' read onto its price's line), stand
  // between no two numbers.
  const inPriceCell = (ph: Phrase) => cells.some((p) => horizontalOverlap(ph, p.word) > 0.5 * (ph.x1 - ph.x0));
  const between = row.phrases.some(
    (ph) =>
      ph.x0 > span[0]! &&
      ph.x1 < span[span.length - 1]! &&
      /\p{L}{3,}/u.test(ph.text) &&
      !classifyLabel(ph.text) &&
      !inPriceCell(ph),
  );
  // Unlabelled prices count only under a 1X2 / moneyline header: elsewhere they may be any market. The one
  // exception is a page whose only prices are three that make one book (a match graphic whose labels were not
  // read): a double chance or a handicap pair never adds up to one.
  const loneBook =
    pricedRows === 1 && s.state !== 'bad' && cells.length === 3 && isPlausibleBook(cells.map((p) => p.token.decimal));
  if (!between && !scoreGrid && (s.state === 'good' || loneBook) && (cells.length === 2 || cells.length === 3)) {
    const roles3: OutcomeRole[] = cells.length === 3 ? ['home', 'draw', 'away'] : ['home', 'away'];
    const assigned = [...cells].sort((a, b) => a.word.x0 - b.word.x0).map((p, i) => ({ ...p, role: roles3[i]! }));
    const c = candidateFrom(harmonised(assigned), slip ? 'slip' : 'event', s.state === 'good', ri);
    if (c) s.cands.push({ ...c, byOrder: true });
    return;
  }

  // 4. A row of a list whose header could not be read: the match's name on the left, a grid of prices on the
  // right. The first columns of the grid are the match result when their prices form one bookmaker's book
  // (1X2 first, as every list prints it; a two-way moneyline when only two columns are a book); the later columns
  // (double chance, handicap, total) never are.
  if (between || scoreGrid || s.state === 'bad' || cells.length < 2) return;
  const firstX = Math.min(...xs);
  const namedLeft = (r: Row | undefined) =>
    !!r && r.phrases.some((ph) => ph.x1 < firstX && /\p{L}{3,}/u.test(ph.text) && !classifyLabel(ph.text));
  if (!namedLeft(row) && !namedLeft(rows[ri - 1]) && !namedLeft(rows[ri + 1])) return;
  const lost = lostCells(row, cells);
  const c = gridCandidate(cells, grid, ri, lost.map(centre));
  if (c) s.cands.push(withLostCellRead(c, lost));
}

/** Every price of the row has a word of letters right before it, after the price before it. */
function eachPriceNamed(row: Row, ordered: Priced[]): boolean {
  return ordered.every((p, i) => {
    const after = i ? ordered[i - 1]!.word.x1 : -Infinity;
    return row.words.some((w) => !w.dt && w.x0 >= after && w.x1 <= p.word.x0 + 2 && /\p{L}{2,}/u.test(w.text));
  });
}

/**
 * Three cells of one market stand a pitch apart: a price further off than one and a half pitches is another market's
 * ('1 +340  x +290  [2 -145 unread]  ...  -140' under a 'Yes' column), not the run's unlabelled cell.
 */
function evenlySpaced(run: readonly Priced[]): boolean {
  const [a, b, c] = run.map((p) => centre(p.word)) as [number, number, number];
  const [near, far] = [b - a, c - b].sort((x, y) => x - y) as [number, number];
  return far <= 1.5 * near;
}

/**
 * Where three consecutive prices are labelled home, draw and away, in that order; -1 when none are. The first or the
 * last may be unlabelled beside the other two: a '1' or '2' label glued to its price ('12.18  x 3.40  2 3.10') is
 * read as the price's first digit, which the book check then takes off.
 */
function outcomeRun(roles: readonly (LabelRole | null)[]): number {
  const unlabelled = (r: LabelRole | null | undefined) => r === null || r === 'unknown';
  const run = (i: number, k: number, o: OutcomeRole) => roles[i + k] === o || (unlabelled(roles[i + k]) && k !== 1);
  const full = roles.findIndex((_, i) => OUTCOME_ORDER.every((o, k) => roles[i + k] === o));
  if (full >= 0) return full;
  return roles.findIndex(
    (_, i) =>
      i + 2 < roles.length &&
      OUTCOME_ORDER.every((o, k) => run(i, k, o)) &&
      roles.slice(i, i + 3).filter(unlabelled).length === 1,
  );
}
