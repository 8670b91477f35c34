import { exchangeHeaderRow, findExchangeCandidate, headerlessExchangeRow } from './exchange';
import { repairedPrice } from '../tokens/odds-token';
import {
  foldForPhrases,
  hasPhrase,
  horizontalOverlap,
  median,
  overlapShare,
  verticalOverlap,
  type Phrase,
  type Row,
  type W,
} from '../page/words';
import { isNameRow } from '../names/teams';
import type { TeamPair } from '../page/team-pair';
import { isChromeLine, isNameWord } from '../tokens/name-words';
import { isSeparator } from '../names/separator-teams';
import {
  candidateFrom,
  decimalCells,
  harmonised,
  headerSpan,
  isHeaderRow,
  isPlausibleBook,
  nearestColumn,
  nearestIndex,
  priceColumns,
  resolveUnknown,
  rowLabels,
  rowPrices,
  type Candidate,
  type Column,
  type Priced,
  unglueOutcomeDigits,
} from '../grid/price-cells';
import {
  drawBetween,
  drawOnNearbyLine,
  fillBesideDraw,
  gridCandidate,
  lostPointRow,
  withUnreadOutcomeColumn,
} from './unread-labels';
import { joinStaggeredRow, mergeVerticalMarket } from './vertical-market';
import { crossCheckedByDoubleChance } from './double-chance';
import { BAD_MARKET, GOOD_MARKET, SLIP_WORDS } from '../locale/vocab';
import { classifyLabel, isOutcomeRole, OUTCOME_ORDER, type LabelRole, type OutcomeRole } from '../tokens/labels';

/*
 * Prices, market by market: header rows ('1X2', 'Double Chance', 'Spread Total Moneyline', 'П1 X П2') set which market
 * the following rows belong to and which column is which; labels beside a price ('Home 2.10', 'П2 1.90') or above it
 * (cells) assign outcomes; distractor markets and money rows are skipped.
 */

/** An American price's digits without its sign ('270' for -270): three or four, no leading zero. */
const UNSIGNED_AMERICAN = /^[1-9]\d{2,3}$/;
/**
 * A handicap or total line, or a stray mark beside it: '-3.5', '+1.5', 'U50.5', 'O 46.5', ':'; a total whose point OCR
 * lost ('02995' for 'O 229.5').
 */
const MARKET_LINE = /^(?:[.:,·•|]+|[OUОoу0]?\s?[+\-−]?\d{1,3}(?:[.,]\d)?|[OUОoу0]\d{2,4})$/;
/** A market line whose sign OCR read as a quote mark ('"5' for '+5', '“105' for '-105') is one still. */
const isMarketLine = (text: string) => MARKET_LINE.test(text.replace(/^[“”"'‘’`]/, ''));
const headerLeft = (cols: Column[]) => Math.min(...cols.map((c) => c.x0));

/**
 * A row's numbers right of its names that read as no price ('18.', '4.8.'): cells whose price was lost, not absent.
 * An event number or a score before the names is no cell.
 */
function lostCells(row: Row, prices: Priced[]): W[] {
  const namesEnd = Math.max(-Infinity, ...row.words.filter((w) => /\p{L}{2,}/u.test(w.text)).map((w) => w.x1));
  return row.words.filter((w) => /\d/.test(w.text) && !w.dt && w.x0 > namesEnd && !prices.some((p) => p.word === w));
}

/**
 * A 1X2 row missing one price where a cell read as no price stands in its place ('17.' after 3,95 and 4,2):
 * its digits with the mark after the first ('1.7'), or among American prices with the sign it lost, are the price when
 * exactly one such reading makes one book with the other two. Marked repaired.
 */
function withLostCellRead(c: Candidate, lost: W[]): Candidate {
  const known = OUTCOME_ORDER.filter((o) => c[o]);
  if (known.length !== 2 || !(c.threeWay || known.includes('draw'))) return c;
  const missing = OUTCOME_ORDER.find((o) => !c[o])!;
  const [a, b] = known.map((o) => c[o]!.word);
  const inPlace = (w: W) => {
    const cx = (w.x0 + w.x1) / 2;
    const pitch = b!.x0 - a!.x0;
    if (missing === 'home') return cx < a!.x0 && cx > a!.x0 - 1.5 * pitch;
    if (missing === 'away') return cx > b!.x1 && cx < b!.x1 + 1.5 * pitch;
    return cx > a!.x1 && cx < b!.x0;
  };
  // In the row's own format: among American prices the cell lost its sign ('145.' beside +340 and +290 is -145), never
  // its mark (1.45).
  const american = known.every((o) => c[o]!.token.format === 'american');
  const readings = (digits: string) =>
    american
      ? UNSIGNED_AMERICAN.test(digits)
        ? [`-${digits}`, `+${digits}`]
        : []
      : /^[1-9]\d{1,2}$/.test(digits)
        ? [`${digits[0]}.${digits.slice(1)}`]
        : [];
  const reads = lost
    .filter(inPlace)
    .flatMap((w) =>
      readings(w.text.replace(/[^\d]/g, '')).flatMap((text) => {
        const token = repairedPrice(text);
        return token ? [{ token, word: w, role: missing }] : [];
      }),
    )
    .filter((p) => isPlausibleBook([...known.map((o) => c[o]!.token.decimal), p.token.decimal]));
  return reads.length === 1 ? { ...c, [missing]: reads[0]! } : c;
}

const SCORELINE = /^\d{1,2}[-:]\d{1,2}$/;

/**
 * The scorelines of a row that may be a correct-score grid's cells. A row's only scoreline standing in the names'
 * column, well left of two prices or more, is a live score printed on the priced line of a match whose names are
 * stacked above and below it ('2:3 ... 7.40 4.00 1.55'): a grid's scoreline labels the price right beside it.
 */
function gridScorelines(row: Row): W[] {
  const scores = row.words.filter((w) => !w.dt && SCORELINE.test(w.text));
  if (scores.length !== 1) return scores;
  const score = scores[0]!;
  const prices = rowPrices(row, false);
  const liveScore = prices.length >= 2 && prices.every((p) => p.word.x0 - score.x1 > 3 * row.h);
  return liveScore ? [] : scores;
}

export function findPrices(rows: Row[], slip: boolean, title?: TeamPair): Candidate[] {
  // An exchange's runner rows are ladders of one market: read by their own rule, never as rows of a list.
  const exchangeHeader = exchangeHeaderRow(rows);
  if (exchangeHeader >= 0) {
    const exchange = findExchangeCandidate(rows, exchangeHeader, title);
    return exchange ? [exchange] : [];
  }
  const ladderStart = headerlessExchangeRow(rows);
  if (ladderStart >= 0) {
    const exchange = findExchangeCandidate(rows, ladderStart, title, true);
    return exchange ? [exchange] : [];
  }
  const cands: Candidate[] = [];
  // Several scorelines ('1-0', '2:1') mean a correct-score grid: unlabelled rows of prices there are not 1X2.
  // A correct-score grid prints scorelines in cells of numbers; a live score stands beside a team's name.
  const scorelines = rows.filter((r) => !/\p{L}{3,}/u.test(r.text)).flatMap(gridScorelines).length;
  const scoreGrid = scorelines >= 3;
  const pricedRows = rows.filter((r) => rowPrices(r, false).length >= 2).length;
  const grid = priceColumns(rows);
  const decimals = decimalCells(rows);
  // An outcome label a column's pitch or more left of the page's first price column stands in the names' column:
  // a glyph read as 'x' ('x=' from an icon over a garbled header) heads no column of prices.
  const pitch = grid.length >= 2 ? grid[1]! - grid[0]! : Infinity;
  // So does a word there that is no label at all: the names' column title ('Событие', 'Event').
  const inNames = (l: Column) => (isOutcomeRole(l.role) || l.role === 'unknown') && l.x1 < grid[0]! - pitch;
  let state: 'neutral' | 'good' | 'bad' = 'neutral';
  let header: { cols: Column[]; kind: 'outcomes' | 'markets'; row: number } | null = null;
  /** A board's team rows: the moneyline price, or the number whose sign OCR lost there ('270' for -270). */
  let boardRows: { prices: Priced[]; row: number; unsigned?: W }[] = [];
  /** The header row whose labels proved a column off: its table is read by the page's price columns. */
  let misreadHeader: number | null = null;

  const flushBoard = () => {
    if (boardRows.length === 2) boardRows = withSignsThatMakeBook(boardRows);
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
    // A wide grid prints other markets in columns right of its 1X2 columns ('1 X 2 | Total | Yes No'): their words
    // ('U 3.5') make the row no distractor, and their labels are no labels of the 1X2 prices.
    const outcomeEnd = header?.kind === 'outcomes' ? outcomeColumnsEnd(header.cols) : null;
    // A promotion printed right of a table's last column ('Bet £10 Get £30 in Free Bets') is not the row's money;
    // nor right of a 1X2 header's outcome columns, where a stray mark read as a label ('1 X 2  0') ends no table.
    const tableEnd = header ? (outcomeEnd ?? rightOfTable(rows[header.row]!, header.cols)) : Infinity;
    const tableText = row.words
      .filter((w) => w.x0 <= tableEnd)
      .map((w) => w.text)
      .join(' ');
    const provisional = rowPrices(row, false);
    // A currency sign in a glyph barely read and much smaller than the row's prices is a misread mark (a live
    // minute '5'' read as '5€'), not a stake; so is a sign with no amount that tesseract all but failed to read (a
    // card's '1' label read as '$' at 15).
    const priceHeight = median(provisional.map((p) => p.word.y1 - p.word.y0));
    // A sign with letters right after it and no digit ('$С' for a crest before 'Braga') is a glyph read as a sign, no
    // amount (a currency's letters stand before its sign: 'R$ 500,00').
    const misreadMark = (w: W) =>
      (w.conf < 60 && w.y1 - w.y0 < 0.6 * priceHeight) ||
      (w.conf < 30 && !/\d/.test(w.text)) ||
      (/[$€£₽]\p{L}/u.test(w.text) && !/\d/.test(w.text));
    const moneyText = row.words
      .filter((w) => w.x0 <= tableEnd && !misreadMark(w))
      .map((w) => w.text)
      .join(' ');
    const slipRow = hasPhrase(foldForPhrases(tableText), SLIP_WORDS) || /[$€£₽]|руб/.test(moneyText);
    const goodKw = hasPhrase(folded, GOOD_MARKET);
    const beyond = (w: { x0: number; x1: number }) => outcomeEnd !== null && (w.x0 + w.x1) / 2 > outcomeEnd;
    const badKw = hasPhrase(
      outcomeEnd === null
        ? folded
        : foldForPhrases(
            row.words
              .filter((w) => !beyond(w))
              .map((w) => w.text)
              .join(' '),
          ),
      BAD_MARKET,
    );
    // A side panel's glyph right of the table and of the row's last price ('n' beside 'Bet £10 Get £30', read as the
    // French draw) labels no cell: a label stands before its price.
    const lastPrice = Math.max(-Infinity, ...provisional.map((p) => p.word.x1));
    const labels = rowLabels(row).filter((l) => !beyond(l) && (l.x0 <= tableEnd || l.x0 < lastPrice));

    if (isHeaderRow(labels, provisional)) {
      // Labels all in the names' column, left of the current header's columns, are a live row's status and score
      // ('2H  2'), not a new header.
      const current = header;
      if (current && labels.every((l) => l.x1 < headerLeft(current.cols) - 2 * row.h)) return;
      const cols = withGarbledHomeAndDraw(
        withMisreadDrawLabel(
          withMisreadHomeLabel(
            withoutWideTwins(
              [...labelsReadAbove(rows, ri, labels), ...labels].filter((l) => !inNames(l)).sort((a, b) => a.x0 - b.x0),
            ),
            row.h,
          ),
          row,
        ),
        row.h,
      );
      const kinds = cols.map((l) => l.role);
      const strong = kinds.filter((k) => k !== 'unknown');
      const outcomeCols = kinds.filter((k) => k === 'home' || k === 'draw' || k === 'away').length;
      // Short unreadable words with at most one market word ('03 из ь', a logo, a garbled 'П1 X П2 ... Б М') are no
      // header to read columns by: the table goes on as if the row were not there.
      if (strong.length < 2 && !outcomeCols) return;
      // Nor are single letters alone ('U B' read from a graphic's crests): too easily glyphs to name markets.
      const worded = cols.some((l) => l.role !== 'unknown' && l.x1 - l.x0 > 1.2 * row.h);
      if (!outcomeCols && !worded) return;
      const marketCols = kinds.filter((k) => k === 'moneyline' || k === 'spread' || k === 'total').length;
      flushBoard();
      // 'Spread Total Moneyline' heads a board of markets; a header that also names an outcome ('П1 X П2 ... Фора
      // Тотал') is a 1X2 grid with more markets beside it.
      if (marketCols >= 2 && outcomeCols < 2 && !kinds.includes('draw')) {
        // A board has a moneyline column; without one ('Фора ... тотал' over a grid whose 1X2 labels were not read)
        // the header says nothing about the first columns, and the rows are read as a list's.
        header = kinds.includes('moneyline') ? { cols, kind: 'markets', row: ri } : null;
      } else {
        header = { cols, kind: 'outcomes', row: ri };
        // Another market's header names at least two of its columns ('1X 12 X2', 'Over Under'); one such word among
        // unknown ones is more likely a garbled 1X2 header or a logo than a market.
        // Such labels standing right of the grid's first three price columns head the later markets of a wide
        // grid whose 1X2 labels were not read ('12 ... тм БМ' over a Russian line): the header is no help, and
        // the rows are read as a list's.
        const marketsOnly = strong.length >= 2 && strong.every((k) => k === 'dc' || k === 'other-market');
        const firstStrong = Math.min(...cols.filter((l) => l.role !== 'unknown').map((l) => l.x0));
        // A market's labels name each column once: one read twice ('[12] ... 12', the П2 read as a '12') is a
        // garbled header over a wide grid, not a double-chance table's.
        const labelText = (l: Column) =>
          row.words
            .filter((w) => w.x0 < l.x1 && l.x0 < w.x1)
            .map((w) => foldForPhrases(w.text).trim())
            .join(' ');
        const strongTexts = cols.filter((l) => l.role !== 'unknown').map(labelText);
        const readTwice = new Set(strongTexts).size < strongTexts.length;
        if (marketsOnly && grid.length >= 5 && (firstStrong > grid[2]! || readTwice)) header = null;
        else if (marketsOnly) state = 'bad';
        // No outcome named, a market or two among garbled words ('io f г И ... 12 ... Тотал'): which column is the
        // match result is not said, and the rows are read as a list's.
        else if (!outcomeCols) header = null;
        else state = state === 'bad' ? 'neutral' : state;
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
    // App-store badges and a sidebar's entries laid across the table ('GET IT ON Google Play') are no row of it.
    if (!provisional.length && isChromeLine(row.words)) return;
    // Text beside the table, clear of its columns (a side panel's 'Download our app'), belongs to another panel:
    // it neither ends the table nor splits a board's team rows.
    if (!provisional.length && header && besideTable(row, rows[header.row]!, header.cols)) return;
    // A board's spread and total lines read apart from their team's row ('-3.5  U50.5', with a barely read glyph
    // beside them) are part of the board.
    // So is a wrapped name's first line beside them ('562 Sacramento  -5.5  O226.5'): only the columns' words count.
    // And a glyph barely read in a column ('lee' at 34 under a spread cell) beside a side panel's line.
    const board = header?.kind === 'markets' ? header : null;
    // A side panel's line beside the table ('115 -115  Promotions 18+ T&Cs apply') is not: its words right of the
    // table's last column are no part of the row.
    const inColumns = board
      ? row.words.filter((w) => w.x1 > headerLeft(board.cols) - row.h && w.x0 <= rightOfTable(rows[board.row]!, board.cols))
      : [];
    // A team's row on a board whose every cell OCR misread ('12  120  “500' for '-112  -120  -500') still holds its
    // moneyline, its sign lost: the board's other team row may tell which sign.
    const named = board && row.phrases.some((ph) => ph.x1 < headerLeft(board.cols) && /\p{L}{3,}/u.test(ph.text));
    const unsignedOnBoard = board && named && !provisional.length ? unsignedMoneyline(row, board.cols) : null;
    if (unsignedOnBoard && board!.cols.some((c) => c.role === 'moneyline')) {
      boardRows.push({ prices: [], row: ri, unsigned: unsignedOnBoard });
      return;
    }
    // Beside a line read as one ('+1.5'), a garbled cell of the spread or total columns ('UES' for 'U6.5', '-1.' and
    // '5' for '-1.5') is one too: a board's line row, not text that ends the board and drops its first team's price.
    const lineCell = (w: W) => isMarketLine(w.text) || w.conf < 40;
    const garbledLineCell = (w: W) => !!board && nearestColumn(board.cols, w)?.role !== 'moneyline';
    // And a line row garbled whole ('“us  uss' for '+1.5  U5.5'): every word of the row in the spread and total
    // columns, none in the names' column or under the moneyline.
    if (
      !provisional.length &&
      inColumns.length > 0 &&
      (inColumns.every(lineCell) ||
        (inColumns.some((w) => isMarketLine(w.text)) && inColumns.every((w) => lineCell(w) || garbledLineCell(w))) ||
        (inColumns.length === row.words.length && inColumns.every(garbledLineCell)))
    )
      return;
    if (!provisional.length) {
      // A text-only row: a market header or anything else ends the current table.
      // A market's title starts a new table: a header of other markets above it ('Popular | Total | Handicap'
      // tabs) no longer says which column is which.
      // A row naming both kinds is a menu of markets (tabs), not a title: it changes nothing.
      const tabs = goodKw && badKw;
      // A market's title names it first; a garbled table header names it in a column far right of its first cell
      // ('Kn6epcnopT ИИ Событие ] И г ... тотал В 5'), where the header's other columns went unread.
      const titled = hasPhrase(foldForPhrases(row.phrases[0]?.text ?? ''), BAD_MARKET);
      if (goodKw && !tabs) {
        state = 'good';
        if (header?.kind === 'markets') header = null;
      } else if (badKw && !tabs && titled) state = 'bad';
      else if (header && ri - header.row > 1 && !row.words.every((w) => w.dt)) {
        // Wrapped label rows ('1   2' under 'Победа') keep the header, and so does text in the name column left
        // of the price columns (a team name stacked under its row's, a league or date line of a list); other text
        // ends the table.
        const firstCol = headerLeft(header.cols);
        // A live list prints the score and the minute before the name ('3 Марсель', "48'  0 Ланс"), or on a line of
        // their own between the two names ("48'"); a match's name wrapped in a narrow column keeps its separator
        // ('Besiktas —' over 'Galatasaray').
        // A totals column's line labels printed over its prices ('O3.5  U3.5' beside a wrapped name's second line)
        // stand in the table's columns, not outside it. So do a suspended row's dashes read as glyphs ('Е . :').
        const inColumn = (w: W) => w.x0 >= firstCol && (isMarketLine(w.text) || DEBRIS(w));
        // A live icon beside the score ('3:0 = Spartak Moscow') is no word of the name.
        const name = row.words.filter((w) => !/^[\d:'’]+$/.test(w.text) && !isSeparator(w) && !inColumn(w) && !DEBRIS(w));
        const inNameColumn =
          row.words.every((w) => w.x1 < firstCol || inColumn(w)) &&
          (isNameRow(row) || row.words.some((w) => w.dt) || (name.length <= 5 && name.every(isNameWord)));
        // Nor does a label wrapped in its narrow column ('West' over 'Bromwich' over 'Albion' on a graphic's
        // buttons): every word stands under one of the header's labels, where no name of a list stands.
        const underLabels = row.words.every((w) => header!.cols.some((c) => overlapShare(c, w) > 0.5));
        if (!labels.length && !inNameColumn && !underLabels) header = null;
      }
      // A team's name wrapped in a narrow board ('Los' over 'Angeles' over 'Rams'), left of the board's columns, is
      // part of the game's rows, not text between two games.
      const wrappedName = board && named && row.words.every((w) => w.x1 < headerLeft(board.cols));
      if (boardRows.length && !labels.length && !wrappedName) flushBoard();
      return;
    }
    // Rows with prices. On a board a currency sign in a spread or total cell is a misread line ('$5' for '-6.5'),
    // not a stake.
    const boardCell = (w: W) => header?.kind === 'markets' && nearestColumn(header.cols, w)?.role !== 'moneyline';
    const money = row.words.filter((w) => /[$€£₽]|руб/.test(w.text));
    const misreadLine = !hasPhrase(folded, SLIP_WORDS) && money.length > 0 && money.every(boardCell);
    if (slipRow && !misreadLine) return;
    if (badKw && !goodKw) {
      // 'Total Goals 2.5', 'Over 1.84 Under 1.88', 'Double Chance 1.33 ...' inline: a distractor market.
      state = 'bad';
      return;
    }
    // A priced row naming the match result ('Match Winner | Home | 4.40') is of that market, whatever came before.
    if (
      goodKw &&
      !badKw &&
      labels.every((l) => l.role !== 'dc' && l.role !== 'other-market' && l.role !== 'spread' && l.role !== 'total')
    )
      state = 'good';

    const decimalsInRow = provisional.filter((p) => p.token.format === 'decimal').length;
    // A row of fractions ('1 417 X 3/1 2 5/1') repairs a slash read as a '1' as a row of decimals repairs a lost point.
    const fractionsInRow = provisional.filter((p) => p.token.format === 'fractional').length;
    // A repaired integer ('315' for 3.15) inside a run of text is an event number or a count, not a lost point:
    // prices sit in cells of their own.
    const prices = rowPrices(row, decimalsInRow >= 1 || fractionsInRow >= 2 || header?.kind === 'outcomes', decimals).filter(
      (p) => !p.token.repaired || !row.phrases.some((ph) => ph.words.includes(p.word) && /\p{L}{3,}/u.test(ph.text)),
    );
    // Prices all right of a 1X2 header's outcome columns are another market's (a total's 'O 3' and 'U 3' stacked
    // under the name of the row's away team): no 1X2 row, so that name stays the away team of the row above.
    // Only under a header whose away column was read, so its end is known.
    const awayHeaded = header?.kind === 'outcomes' && header.cols.some((c) => c.role === 'away');
    if (awayHeaded && prices.length >= 2 && prices.every((p) => beyond(p.word))) return;
    const hdr = header as { cols: Column[]; kind: 'outcomes' | 'markets'; row: number } | null;

    // A row labelling its own prices with the outcomes ('Марсель 2,28 Ничья 3,35 Ницца 3,35') is read by its labels,
    // under market tabs ('Исход матча | Тотал | Фора') read as a board's header.
    const outcomeLabelled =
      labels.some((l) => l.role === 'draw') || labels.filter((l) => l.role === 'home' || l.role === 'away').length >= 2;
    if (hdr && hdr.kind === 'markets' && !outcomeLabelled) {
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
      if (mine.length) boardRows.push({ prices: [mine[mine.length - 1]!], row: ri });
      else {
        const unsigned = unsignedMoneyline(row, hdr.cols);
        if (unsigned && ml.length) boardRows.push({ prices: [], row: ri, unsigned });
      }
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
    if (!strongInline && otherMarket >= 2 && otherMarket >= ordered.length - 1) return;
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
      const c = candidateFrom(harmonised(inline), slip ? 'slip' : 'event', state === 'good', ri);
      if (c) cands.push(c);
      return;
    }
    // A wide row whose 1X2 cells print their labels ('1 2,04  x 3,35  2 3,45' before total and handicap cells):
    // three consecutive prices labelled home, draw and away in that order are the match result, whatever the
    // row's other cells hold. Where the labels are a column off from a header above, they are the better guide.
    const run = outcomeRun(roles);
    if (run >= 0 && evenlySpaced(ordered.slice(run, run + 3))) {
      const assigned = ordered.slice(run, run + 3).map((p, i) => ({ ...p, role: OUTCOME_ORDER[i]! }));
      const c = candidateFrom(harmonised(assigned), slip ? 'slip' : 'event', true, ri);
      if (c) {
        cands.push(c);
        return;
      }
    }

    // A row naming each of its three prices by a cell of words, none of them another market's label ('Кгууа
    // Sovetov 3,85 Етрае 4,00 Dynamo Moscow 1,87', the draw's label misread): the cells run home, draw, away.
    if (ordered.length === 3 && !otherMarket && eachPriceNamed(row, ordered)) {
      const assigned = ordered.map((p, i) => ({ ...p, role: OUTCOME_ORDER[i]! }));
      const c = candidateFrom(harmonised(assigned), slip ? 'slip' : 'event', state === 'good', ri);
      if (c) {
        cands.push(c);
        return;
      }
    }

    // 2. Labels in a header row above, matched by column.
    if (hdr && hdr.kind === 'outcomes') {
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
        return;
      // On a correct-score grid only the row right under the header can be a 1X2 line.
      if (scoreGrid && ri !== hdr.row + 1) return;
      const cols = hdr.cols;
      const colRoles = resolveUnknown(
        cols.map((c) => c.role),
        cols.some((c) => c.role === 'draw') || cols.filter((c) => c.role !== 'dc' && c.role !== 'other-market').length === 3,
      );
      const resolvedCols = withUnreadOutcomeColumn(cols.map((c, i) => ({ ...c, role: colRoles[i] ?? c.role })));
      const unreadDraw = drawBetween(resolvedCols, prices);
      if (unreadDraw) {
        cands.push(unreadDraw(ri, state === 'good'));
        return;
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
      const c = candidateFrom(harmonised(assigned), 'grid', state === 'good' || true, ri);
      // A garbled header can put its labels one column off ('п Их И 12 х2' over '1 X 2 1X 12 X2'): its three
      // prices then make no book, while the row's first price columns do. Those are the row's 1X2, and the header
      // is not trusted for the rest of its table (a shifted triple may make a book by chance).
      const noBook = (x: Candidate | null) =>
        !!x?.home && !!x.draw && !!x.away && !isPlausibleBook([x.home, x.draw, x.away].map((p) => p.token.decimal));
      // Nor does a 1X2 table print prices left of its home column: two of the row's prices there put the header's
      // '1' over another column ('в м 1 9 12 <2' over 'П1 X П2 1X 12 X2', its П2 read as '1').
      const home = c?.home?.word;
      const beforeHome = home ? prices.filter((p) => p.word.x1 < home.x0).length : 0;
      if (misreadHeader === hdr.row || noBook(c) || beforeHome >= 2) {
        const byColumns = gridCandidate(prices, grid, ri, lostCells(row, prices).map(centre));
        if (byColumns?.home && byColumns.draw && byColumns.away) {
          misreadHeader = hdr.row;
          cands.push({ ...byColumns, layout: 'grid', good: true });
          return;
        }
      }
      if (c && !offColumn) {
        cands.push(withLostCellRead(c, lostCells(row, prices)));
        return;
      }
      // A header none of whose outcome columns stands over this row's prices (a garbled header, a menu read as
      // one), or one with a column of prices under no label, says nothing sure about the row: read it as a row
      // whose header is unknown.
    }

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
      pricedRows === 1 && state !== 'bad' && cells.length === 3 && isPlausibleBook(cells.map((p) => p.token.decimal));
    if (!between && !scoreGrid && (state === 'good' || loneBook) && (cells.length === 2 || cells.length === 3)) {
      const roles3: OutcomeRole[] = cells.length === 3 ? ['home', 'draw', 'away'] : ['home', 'away'];
      const assigned = [...cells].sort((a, b) => a.word.x0 - b.word.x0).map((p, i) => ({ ...p, role: roles3[i]! }));
      const c = candidateFrom(harmonised(assigned), slip ? 'slip' : 'event', state === 'good', ri);
      if (c) cands.push(c);
      return;
    }

    // 4. A row of a list whose header could not be read: the match's name on the left, a grid of prices on the
    // right. The first columns of the grid are the match result when their prices form one bookmaker's book
    // (1X2 first, as every list prints it; a two-way moneyline when only two columns are a book); the later columns
    // (double chance, handicap, total) never are.
    if (between || scoreGrid || state === 'bad' || cells.length < 2) return;
    const firstX = Math.min(...xs);
    const namedLeft = (r: Row | undefined) =>
      !!r && r.phrases.some((ph) => ph.x1 < firstX && /\p{L}{3,}/u.test(ph.text) && !classifyLabel(ph.text));
    if (!namedLeft(row) && !namedLeft(rows[ri - 1]) && !namedLeft(rows[ri + 1])) return;
    const lost = lostCells(row, cells);
    const c = gridCandidate(cells, grid, ri, lost.map(centre));
    if (c) cands.push(withLostCellRead(c, lost));
  });
  flushBoard();
  return joinStaggeredRow(mergeVerticalMarket(cands, rows), rows).map((c) =>
    crossCheckedByDoubleChance(drawOnNearbyLine(unglueOutcomeDigits(c), rows), rows),
  );
}

/**
 * A board row's moneyline cell whose sign OCR lost ('400' for -400), or read as another mark ('“500' for -500): the
 * digits, in the moneyline column.
 */
function unsignedMoneyline(row: Row, cols: Column[]): W | undefined {
  return row.words
    .map((w) => ({ ...w, text: w.text.replace(/^[^\p{L}\p{N}+-]/u, '') }))
    .find((w) => UNSIGNED_AMERICAN.test(w.text) && nearestColumn(cols, w)?.role === 'moneyline');
}

/**
 * A two-way board's moneyline whose sign OCR lost ('270' beside the other team's +220) takes the sign that makes one
 * book with the other price (-270), marked repaired: shown, never staked on. Neither or both signs: no price.
 */
function withSignsThatMakeBook<T extends { prices: Priced[]; unsigned?: W }>(rows: T[]): T[] {
  const [a, b] = rows as [T, T];
  const lone = a.unsigned && !a.prices.length ? a : b.unsigned && !b.prices.length ? b : null;
  const other = lone === a ? b : a;
  const known = other.prices[0];
  if (!lone || !known) return rows;
  const signed = ['-', '+']
    .map((sign) => repairedPrice(`${sign}${lone.unsigned!.text}`))
    .filter((t) => !!t && isPlausibleBook([t.decimal, known.token.decimal]));
  if (signed.length !== 1) return rows;
  const price: Priced = { token: signed[0]!, word: lone.unsigned! };
  return rows.map((r) => (r === lone ? { ...r, prices: [price] } : r));
}

/** A column's centre: where its label, and the prices under it, stand (or a word's, across the page). */
const centre = (c: { x0: number; x1: number }) => (c.x0 + c.x1) / 2;

/**
 * Where a header's 1X2 columns end: half a column's pitch right of the last outcome column (unread labels between
 * outcome columns count as columns); null without two outcome columns.
 */
function outcomeColumnsEnd(cols: Column[]): number | null {
  const sorted = [...cols].sort((a, b) => a.x0 - b.x0);
  const isOutcome = (c: Column) => c.role === 'home' || c.role === 'draw' || c.role === 'away';
  const first = sorted.findIndex(isOutcome);
  const last = sorted.findLastIndex(isOutcome);
  if (first < 0 || last <= first) return null;
  const pitch = (centre(sorted[last]!) - centre(sorted[first]!)) / (last - first);
  return centre(sorted[last]!) + pitch / 2;
}

/** Where a table ends on the right: two text heights right of its header's last column. */
function rightOfTable(headerRow: Row, cols: Column[]): number {
  return cols.length ? Math.max(...cols.map((c) => c.x1)) + 2 * headerRow.h : Infinity;
}

/** A glyph or two of no word and no number ('=F', '|', '.'): what OCR reads from a crest, an icon or a rule. */
const DEBRIS = (w: W) => !/[\p{L}\d]{2,}/u.test(w.text);

/**
 * Every word of the row lies outside the table, right of the header's last column or left of the header row's first
 * word (a sidebar entry and a side panel's line that OCR read as one row, 'Volleyball ... Download our app'), or is
 * debris ('Volleyball  =F').
 */
function besideTable(row: Row, headerRow: Row, cols: Column[]): boolean {
  if (!cols.length) return false;
  const margin = 2 * headerRow.h;
  const right = rightOfTable(headerRow, cols);
  const left = Math.min(...headerRow.words.map((w) => w.x0)) - margin;
  return row.words.every((w) => w.x0 > right || w.x1 < left || DEBRIS(w));
}

/**
 * A label read with debris round it ('[хх' over the '1' and the 'X', beside the 'X' read alone) names its role a
 * second time over a wider span: where two labels of one role overlap, the narrower one says where the column is.
 */
function withoutWideTwins(cols: Column[]): Column[] {
  const width = (c: Column) => c.x1 - c.x0;
  return cols.filter(
    (c) =>
      c.role === 'unknown' ||
      !cols.some((o) => o !== c && o.role === c.role && o.x0 < c.x1 && c.x0 < o.x1 && 2 * width(o) < width(c)),
  );
}

/**
 * A header whose '2' was read ('П2' as 'n2') and whose '1' and 'X' were read as glyphs ('Ш  п  n2'): two short
 * unread labels right before the away label, a pitch apart as it stands from the second, are the home and draw
 * columns. Their place, not their letters, names them.
 */
function withGarbledHomeAndDraw(cols: Column[], h: number): Column[] {
  if (cols.some((c) => c.role === 'home' || c.role === 'draw')) return cols;
  const sorted = [...cols].sort((a, b) => a.x0 - b.x0);
  const ai = sorted.findIndex((c) => c.role === 'away');
  if (ai < 2) return cols;
  const [home, draw, away] = [sorted[ai - 2]!, sorted[ai - 1]!, sorted[ai]!];
  const short = (c: Column) => c.role === 'unknown' && c.x1 - c.x0 <= 2 * h;
  if (!short(home) || !short(draw)) return cols;
  const [near, far] = [centre(draw) - centre(home), centre(away) - centre(draw)].sort((a, b) => a - b) as [number, number];
  if (near <= 0 || far > 1.5 * near) return cols;
  return cols.map((c) => (c === home ? { ...c, role: 'home' } : c === draw ? { ...c, role: 'draw' } : c));
}

/**
 * A 1X2 header prints no moneyline column: a moneyline label standing right before the draw's, with no home label
 * read, is the home label misread ('ml' for 'П1'), and is left for the column order to name. So is a lone glyph of
 * another market there on a header that names the draw and then the away side ('u  X  2': the '1' read as 'u').
 * Where nothing was read there, the column is put where the X and the 2 say.
 */
function withMisreadHomeLabel(cols: Column[], h: number): Column[] {
  const sorted = [...cols].sort((a, b) => a.x0 - b.x0);
  const draw = sorted.findIndex((c) => c.role === 'draw');
  if (draw < 0 || sorted.some((c) => c.role === 'home')) return cols;
  // 'X  2' with nothing but debris a column's pitch left of the X ('г.  3  X  2', the '1' read as '3'): the home
  // column stands there, where the X and the 2 say.
  const away = sorted[draw + 1];
  if (away?.role === 'away') {
    const pitch = centre(away) - centre(sorted[draw]!);
    const x = centre(sorted[draw]!) - pitch;
    const half = (sorted[draw]!.x1 - sorted[draw]!.x0) / 2;
    const there = sorted.filter((c) => Math.abs(centre(c) - x) < pitch / 2);
    if (pitch > 0 && x - half > 0 && there.every((c) => c.role === 'unknown'))
      return [...cols.filter((c) => !there.includes(c)), { x0: x - half, x1: x + half, role: 'home' }];
  }
  if (draw < 1) return cols;
  const before = sorted[draw - 1]!;
  const glyph = before.role === 'other-market' && before.x1 - before.x0 <= h && away?.role === 'away';
  if (before.role !== 'moneyline' && !glyph) return cols;
  return cols.map((c) => (c === before ? { ...c, role: 'unknown' } : c));
}

/**
 * A header OCR cut into two lines at one height ('Moneyline' on one, 'Spread  Total' on the next): the labels of the
 * line before, where it stands level with this one, in columns this one has no label of.
 */
function labelsReadAbove(rows: Row[], ri: number, labels: Column[]): Column[] {
  const before = rows[ri - 1];
  const row = rows[ri]!;
  if (!before || verticalOverlap(before, row) < 0.5 * Math.min(before.h, row.h)) return [];
  const free = (c: Column) => !labels.some((l) => l.x0 < c.x1 && c.x0 < l.x1);
  return rowLabels(before).filter((c) => c.role !== 'unknown' && free(c));
}

/**
 * '1  я  2' (the X read as a Cyrillic letter): a header naming its home and away columns with one unread label midway
 * between them has its draw column there. So does one whose X was read as a glyph that is no label at all ('1  И  2'):
 * the header row's one short word midway.
 */
function withMisreadDrawLabel(cols: Column[], headerRow: Row): Column[] {
  const home = cols.find((c) => c.role === 'home');
  const away = cols.find((c) => c.role === 'away');
  if (!home || !away || cols.some((c) => c.role === 'draw')) return cols;
  const mid = (centre(home) + centre(away)) / 2;
  const pitch = (centre(away) - centre(home)) / 2;
  if (pitch <= 0) return cols;
  const midway = (c: { x0: number; x1: number }) => Math.abs(centre(c) - mid) <= pitch / 4;
  const between = cols.filter((c) => centre(c) > centre(home) && centre(c) < centre(away));
  if (!between.length) {
    const glyphs = headerRow.words.filter((w) => w.text.length <= 2 && midway(w));
    if (glyphs.length !== 1) return cols;
    const g = glyphs[0]!;
    return [...cols, { x0: g.x0, x1: g.x1, role: 'draw' as const }].sort((a, b) => a.x0 - b.x0);
  }
  if (between.length !== 1 || between[0]!.role !== 'unknown' || !midway(between[0]!)) return cols;
  return cols.map((c) => (c === between[0] ? { ...c, role: 'draw' } : c));
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
