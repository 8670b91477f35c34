import fs from 'node:fs';
import path from 'node:path';
import { decodeCsv, parseFootballDataCsv } from '../analysis/reference/football-data';
import { MarketRatings } from '../analysis/reference/market-ratings';
import { loadMarketRatings, MARKET_RATINGS_FILE } from '../analysis/reference/market-model-source';

/**
 * `oddslens data import FILE.csv` (issue 49): adds a football-data.co.uk season file to DATA_DIR/football-data (never
 * the repository) and continues the market-implied ratings' walk with its matches that carry Pinnacle closing
 * prices, writing DATA_DIR/market-ratings.json, which the analysis then prefers over the shipped ratings. Per league,
 * only matches after the ratings' last date for that league are used, so importing a file twice, or one that
 * overlaps the shipped data, counts nothing twice.
 */

export interface ImportResult {
  file: string;
  matches: number;
  leagues: string[];
  from: string | null;
  to: string | null;
  /** Matches with Pinnacle closing prices the ratings had not seen. */
  used: number;
  /** Date of the latest match behind the ratings, before and after. */
  dataToBefore: string | null;
  dataTo: string | null;
  ratingsFile: string;
}

export class DataImportError extends Error {}

export function importSeasonFile(file: string, dataDir: string, now: Date = new Date()): ImportResult {
  const base = path.basename(file, path.extname(file));
  let text: string;
  try {
    text = decodeCsv(fs.readFileSync(file));
  } catch (err) {
    throw new DataImportError(`cannot read ${file}: ${(err as Error).message}`);
  }
  const matches = parseFootballDataCsv(text, base);
  if (!matches.length)
    throw new DataImportError(
      `${file} holds no football-data.co.uk matches (expected a header with Date, HomeTeam, AwayTeam, FTHG, FTAG and prices such as PSCH, PSCD, PSCA)`,
    );
  const seasons = path.join(dataDir, 'football-data');
  fs.mkdirSync(seasons, { recursive: true });
  fs.copyFileSync(file, path.join(seasons, `${base}.csv`));

  const previous = loadMarketRatings(dataDir);
  const ratings = previous ? MarketRatings.fromFile(previous) : new MarketRatings();
  const used = ratings.extend(matches);
  const out = ratings.toFile(now.toISOString());
  const target = path.join(dataDir, MARKET_RATINGS_FILE);
  const tmp = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(out) + '\n');
  fs.renameSync(tmp, target);
  const dates = matches.map((m) => m.date).sort();
  return {
    file: path.resolve(file),
    matches: matches.length,
    leagues: [...new Set(matches.map((m) => m.league))].sort(),
    from: dates[0] ?? null,
    to: dates[dates.length - 1] ?? null,
    used,
    dataToBefore: previous?.dataTo || null,
    dataTo: out.dataTo || null,
    ratingsFile: target,
  };
}

export function formatImport(r: ImportResult): string {
  return [
    `Imported ${r.file}: ${r.matches} matches (${r.leagues.join(', ')}, ${r.from} to ${r.to}).`,
    `${r.used} of them, with Pinnacle closing prices, moved the market-implied ratings (${r.ratingsFile}).`,
    `The ratings' data now runs to ${r.dataTo ?? 'no match'} (before: ${r.dataToBefore ?? 'none'}). Restart the server to use them.`,
  ].join('\n');
}
