import type { ReadMatch } from '@shared/reading';
import type { OcrPage } from '../../ocr/engine';
import type { Gazetteer } from '../names/gazetteer-types';
import { readTables } from '../table/read-table';
import { calibratedNames, nameFeatures, type NameFeatures } from './calibrate';
import { markLiveRows } from './live';
import { calibratedPrices, priceFeatures, type PriceFeatures } from './price-trust';
import { speltAsPrintedElsewhere } from './spelt-elsewhere';
import { markSplitPrices } from './split-prices';
import { amongFigures, arbitrateTable, nameScore } from './table-arbiter';

export interface VerifyOptions {
  gazetteer?: Gazetteer;
  screenshot?: number;
}

/** A verified match with the evidence its confidences were calibrated from (bench/calibrate.ts fits on it). */
export interface Verified {
  match: ReadMatch;
  names: NameFeatures | null;
  prices: PriceFeatures | null;
}

const priced = (m: ReadMatch) => !!(m.odds.home || m.odds.draw || m.odds.away);

/**
 * The reader's last stage: checks over the read matches as a whole page, after every reader has spoken. The table
 * model reads the page's lists once more by their geometry, and the names arbiter keeps, row by row, the reading
 * that scores higher; names and prices get calibrated confidences; a price read in two pieces is unsure; live rows
 * are marked. It never invents a value that no reader read.
 */
export function verifyWithEvidence(matches: ReadMatch[], page: OcrPage, scale: number, opts: VerifyOptions = {}): Verified[] {
  const { rows, height, figures } = readTables(page, (teams) => nameScore(teams, opts.gazetteer, false));
  const priceRows = matches.filter((m) => !amongFigures(m, figures, scale, height));
  const arbitrated = rows.length
    ? arbitrateTable(priceRows, rows, { scale, height, screenshot: opts.screenshot ?? 0, gazetteer: opts.gazetteer })
    : priceRows;
  const byId = new Map(priceRows.map((m) => [m.id, m]));
  const verified = arbitrated.map((read): Verified => {
    const m = speltAsPrintedElsewhere(read, page);
    const names = m.teams ? nameFeatures(m, rows, opts.gazetteer, byId.get(m.id)?.teams ?? null) : null;
    const prices = priced(m) ? priceFeatures(m, rows, scale, height) : null;
    const confidence = {
      ...m.confidence,
      ...(names && { teams: calibratedNames(names) }),
      ...(prices && { odds: calibratedPrices(prices) }),
    };
    return { match: { ...m, confidence }, names, prices };
  });
  const live = markLiveRows(
    markSplitPrices(
      verified.map((v) => v.match),
      page,
      scale,
    ),
    page,
    scale,
  );
  return verified.map((v, i) => ({ ...v, match: live[i]! }));
}
