import { exchangeHeaderRow, findExchangeCandidate, headerlessExchangeRow } from './exchange';
import type { Row, W } from '../page/words';
import type { TeamPair } from '../page/team-pair';
import {
  decimalCells,
  isHeaderRow,
  priceColumns,
  rowPrices,
  type Candidate,
  type Column,
  unglueOutcomeDigits,
} from '../grid/price-cells';
import { drawOnNearbyLine } from './unread-labels';
import { joinStaggeredRow, mergeVerticalMarket } from './vertical-market';
import { crossCheckedByDoubleChance } from './double-chance';
import { isOutcomeRole } from '../tokens/labels';
import { readHeaderRow } from './price-header-row';
import { readTextRow } from './price-text-row';
import { readPricedRow } from './price-row';
import { type PriceScan, flushBoard, rowFacts } from './price-scan';

/*
 * Prices, market by market: header rows ('1X2', 'Double Chance', 'Spread Total Moneyline', 'П1 X П2') set which market
 * the following rows belong to and which column is which; labels beside a price ('Home 2.10', 'П2 1.90') or above it
 * (cells) assign outcomes; distractor markets and money rows are skipped.
 *
 * One scan of the rows, top to bottom (readers/price-scan.ts holds what the rows leave for the next): a header row sets
 * the columns (price-header-row.ts), a row without prices starts or ends a table (price-text-row.ts), a row with
 * prices is read by the first of a list of named passes that reads it (price-row.ts).
 */

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
  const s = pageScan(rows, slip);
  rows.forEach((row, ri) => {
    const f = rowFacts(s, row);
    if (isHeaderRow(f.labels, f.provisional)) return readHeaderRow(s, row, ri, f);
    if (!f.provisional.length) return readTextRow(s, row, ri, f);
    readPricedRow(s, row, ri, f);
  });
  flushBoard(s);
  return joinStaggeredRow(mergeVerticalMarket(s.cands, rows), rows).map((c) =>
    crossCheckedByDoubleChance(drawOnNearbyLine(unglueOutcomeDigits(c), rows), rows),
  );
}

/** What the page says once, before its rows are read: its price columns, whether it is a correct-score grid. */
function pageScan(rows: Row[], slip: boolean): PriceScan {
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
  return {
    rows,
    slip,
    scoreGrid,
    pricedRows,
    grid,
    decimals,
    pitch,
    inNames,
    state: 'neutral',
    header: null,
    boardRows: [],
    misreadHeader: null,
    cands: [],
  };
}
