/**
 * Builds server/data/market-ratings.json, the sharp rating model (ratings implied by Pinnacle's closing prices) the
 * reference source "market-model" reads.   npx tsx scripts/build-market-ratings.ts [dataDir]
 * The hyper-parameters are the ones bench/backtest.ts chose on seasons before its test seasons (read from
 * bench/results/backtest.json; tuned again the same way when the report is missing), so the shipped model is the
 * one the backtest measured; the ratings then walk forward through every match with Pinnacle closing prices.
 * The CSVs are read, never copied. `oddslens data import` continues the same walk with new season files.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MarketRatings, type MarketRatingParams } from '../server/src/analysis/reference/market-ratings';
import { loadHistory } from '../bench/lib/football-history';
import { tuneMarketParams } from '../bench/lib/reference-backtest';

const repoRoot = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(process.argv[2] ?? path.resolve(repoRoot, '../shared/data/football-history'));
const outFile = path.join(repoRoot, 'server/data/market-ratings.json');
const reportFile = path.join(repoRoot, 'bench/results/backtest.json');

const history = loadHistory(dataDir);
let params: MarketRatingParams | undefined;
if (existsSync(reportFile)) {
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
    referenceRules?: { method?: { marketModel?: { params?: MarketRatingParams } } };
  };
  params = report.referenceRules?.method?.marketModel?.params;
}
params ??= tuneMarketParams(history).params;
const model = new MarketRatings(params);
for (const m of history) model.update(m);
const file = model.toFile(new Date().toISOString());
writeFileSync(outFile, JSON.stringify(file) + '\n');
console.log(
  `wrote ${path.relative(repoRoot, outFile)}: ${Object.keys(file.teams).length} teams, ${file.matches} matches ${file.dataFrom}..${file.dataTo}, params ${JSON.stringify(params)}`,
);
