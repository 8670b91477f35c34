import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  decodeCsv,
  mergeMatches,
  parseFootballDataCsv,
  type HistoricalMatch,
} from '../../server/src/analysis/reference/football-data';

/**
 * Reader for the football-data.co.uk style CSVs in ../shared/data/football-history (the parser itself is the
 * product's, server/src/analysis/reference/football-data.ts, so `oddslens data import` reads files the same way).
 * Used only by offline tooling (ratings build, backtest); the product ships derived artifacts, never these files.
 */

export type { HistoricalMatch };

export const DEFAULT_DATA_DIR = path.resolve(import.meta.dirname, '../../../shared/data/football-history');

export function readFile(file: string): HistoricalMatch[] {
  return parseFootballDataCsv(decodeCsv(readFileSync(file)), path.basename(file, '.csv'));
}

/** All matches of the folder, de-duplicated on (date, home, away), sorted by date (stable within a day). */
export function loadHistory(dataDir: string = DEFAULT_DATA_DIR): HistoricalMatch[] {
  const files = readdirSync(dataDir)
    .filter((f) => f.endsWith('.csv') && f !== 'INDEX.csv' && f !== 'TEAM_NAMES.csv')
    .sort();
  return mergeMatches(files.map((f) => readFile(path.join(dataDir, f))));
}
