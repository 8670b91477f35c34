import type { ReadMatch } from '@shared/reading';
import type { OcrPage } from '../../ocr/engine';
import type { Gazetteer } from '../names/gazetteer-types';
import { readTables } from '../table/read-table';
import { calibratedNames, nameFeatures } from './calibrate';
import { markLiveRows } from './live';
import { arbitrateTable, nameScore } from './table-arbiter';

export interface VerifyOptions {
  gazetteer?: Gazetteer;
  screenshot?: number;
}

/**
 * The reader's last stage: checks over the read matches as a whole page, after every reader has spoken. The table
 * model reads the page's lists once more by their geometry, and the names arbiter keeps, row by row, the reading
 * that scores higher; live rows are marked. It never invents a value that no reader read.
 */
export function verifyReadings(matches: ReadMatch[], page: OcrPage, scale: number, opts: VerifyOptions = {}): ReadMatch[] {
  const { rows, height } = readTables(page, (teams) => nameScore(teams, opts.gazetteer, false));
  const arbitrated = rows.length
    ? arbitrateTable(matches, rows, { scale, height, screenshot: opts.screenshot ?? 0, gazetteer: opts.gazetteer })
    : matches;
  const calibrated = arbitrated.map((m) =>
    m.teams ? { ...m, confidence: { ...m.confidence, teams: calibratedNames(nameFeatures(m, rows, opts.gazetteer)) } } : m,
  );
  return markLiveRows(calibrated, page, scale);
}
