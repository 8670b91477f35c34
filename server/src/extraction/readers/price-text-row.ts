import { foldForPhrases, hasPhrase, overlapShare, type Row, type W } from '../page/words';
import { isNameRow } from '../names/stacked-teams';
import { isNameWord } from '../tokens/name-words';
import { isChromeLine } from '../tokens/interface-chrome';
import { isSeparator } from '../names/separator-teams';
import { nearestColumn, type Column } from '../grid/price-cells';
import { lostPointRow } from './unread-labels';
import { BAD_MARKET } from '../locale/vocab';
import {
  type PriceScan,
  type RowFacts,
  isMarketLine,
  headerLeft,
  rightOfTable,
  DEBRIS,
  unsignedMoneyline,
  flushBoard,
} from './price-scan';

/*
 * Rows without prices in a price scan: what they start, end or leave alone (a table, a board, a market's state).
 */

/** A row without prices: a lost point row, chrome, a board's line row, a market title, or text that ends a table. */
export function readTextRow(s: PriceScan, row: Row, ri: number, f: RowFacts): void {
  const { rows } = s;
  const { provisional, goodKw, badKw, labels } = f;
  if (!provisional.length && s.header?.kind === 'outcomes' && s.header.row === ri - 1) {
    const c = lostPointRow(row, s.header.cols, ri);
    if (c) {
      s.cands.push(c);
      return;
    }
  }
  // App-store badges and a sidebar's entries laid across the table ('GET IT ON Google Play') are no row of it.
  if (!provisional.length && isChromeLine(row.words)) return;
  // Text beside the table, clear of its columns (a side panel's 'Download our app'), belongs to another panel:
  // it neither ends the table nor splits a board's team rows.
  if (!provisional.length && s.header && besideTable(row, rows[s.header.row]!, s.header.cols)) return;
  // A board's spread and total lines read apart from their team's row ('-3.5  U50.5', with a barely read glyph
  // beside them) are part of the board.
  // So is a wrapped name's first line beside them ('562 Sacramento  -5.5  O226.5'): only the columns' words count.
  // And a glyph barely read in a column ('lee' at 34 under a spread cell) beside a side panel's line.
  const board = s.header?.kind === 'markets' ? s.header : null;
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
    s.boardRows.push({ prices: [], row: ri, unsigned: unsignedOnBoard });
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
      s.state = 'good';
      if (s.header?.kind === 'markets') s.header = null;
    } else if (badKw && !tabs && titled) s.state = 'bad';
    else if (s.header && ri - s.header.row > 1 && !row.words.every((w) => w.dt)) {
      // Wrapped label rows ('1   2' under 'Победа') keep the header, and so does text in the name column left
      // of the price columns (a team name stacked under its row's, a league or date line of a list); other text
      // ends the table.
      const firstCol = headerLeft(s.header.cols);
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
      const underLabels = row.words.every((w) => s.header!.cols.some((c) => overlapShare(c, w) > 0.5));
      if (!labels.length && !inNameColumn && !underLabels) s.header = null;
    }
    // A team's name wrapped in a narrow board ('Los' over 'Angeles' over 'Rams'), left of the board's columns, is
    // part of the game's rows, not text between two games.
    const wrappedName = board && named && row.words.every((w) => w.x1 < headerLeft(board.cols));
    if (s.boardRows.length && !labels.length && !wrappedName) flushBoard(s);
    return;
  }
}

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
