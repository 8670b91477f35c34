/**
 * Builds server/data/ratings.json, the team-strength model the analysis engine ships with.
 *   npx tsx scripts/build-ratings.ts [dataDir]
 * dataDir defaults to ../shared/data/football-history next to the repository. The CSVs are read, never copied;
 * the artifact holds only derived numbers (ratings, parameters). Hyper-parameters, the draw model, the de-vig method
 * and the blend weight are chosen on seasons before the backtest's test seasons (bench/lib/model-fit.ts), so the
 * shipped model is the one bench/backtest.ts measures; ratings then walk forward through every match.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { countryOf } from '../server/src/analysis/elo';
import type { RatingsFile } from '../server/src/analysis/team-model';
import { loadHistory } from '../bench/lib/football-history';
import { fitAll, FIT_FIRST, FIT_LAST, TEST_FIRST, VALIDATION } from '../bench/lib/model-fit';

const repoRoot = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(process.argv[2] ?? path.resolve(repoRoot, '../shared/data/football-history'));
const outFile = path.join(repoRoot, 'server/data/ratings.json');

const started = Date.now();
const history = loadHistory(dataDir);
console.log(`read ${history.length} matches from ${dataDir} in ${Date.now() - started} ms`);
const fit = fitAll(history, console.log);

const day = (d: number) => new Date(d * 86_400_000).toISOString().slice(0, 10);
const round1 = (x: number) => Math.round(x * 10) / 10;

const leagues: RatingsFile['leagues'] = {};
const draws = new Map<string, { n: number; d: number; last: string }>();
for (const m of history) {
  const s = draws.get(m.league) ?? { n: 0, d: 0, last: m.date };
  s.n++;
  if (m.result === 'D') s.d++;
  s.last = m.date;
  draws.set(m.league, s);
}
for (const [league, s] of [...draws].sort()) {
  leagues[league] = {
    country: countryOf(league),
    mean: round1(fit.elo.leagueMeans.get(league) ?? 1500),
    drawRate: Math.round((s.d / s.n) * 1000) / 1000,
    matches: s.n,
    lastDate: s.last,
  };
}
const teams: RatingsFile['teams'] = {};
for (const [name, t] of [...fit.elo.teams].sort(([a], [b]) => a.localeCompare(b))) {
  teams[name] = [round1(t.rating), day(t.lastDay), t.matches, t.league];
}
const chosen = fit.validation.byWeight.find((w) => w.weight === fit.blendWeight)!;
const marketOnly = fit.validation.byWeight.find((w) => w.weight === 0)!;
const modelOnly = fit.validation.byWeight.find((w) => w.weight === 1)!;

const artifact: RatingsFile = {
  version: 1,
  generatedAt: new Date().toISOString(),
  source: {
    matches: history.length,
    from: history[0]!.date,
    to: history[history.length - 1]!.date,
    description: 'football-data.co.uk 1X2 results (../shared/data/football-history), walk-forward Elo',
  },
  elo: fit.params,
  drawModel: fit.drawModel,
  market: { devigMethod: fit.devigMethod, validationLogLoss: fit.validation.byMethod },
  blend: {
    method: 'logarithmic',
    weight: fit.blendWeight,
    fitSeasons: `${FIT_FIRST}..${FIT_LAST}`,
    validationSeasons: VALIDATION.join(','),
    testFrom: TEST_FIRST,
    validationMatches: fit.validation.matches,
    validationLogLoss: { market: marketOnly.logLoss, model: modelOnly.logLoss, blend: chosen.logLoss },
  },
  leagues,
  teams,
};
mkdirSync(path.dirname(outFile), { recursive: true });
writeFileSync(outFile, JSON.stringify(artifact) + '\n');
console.log(
  `wrote ${outFile}: ${Object.keys(teams).length} teams, ${Object.keys(leagues).length} leagues, ` +
    `blend weight ${fit.blendWeight}, de-vig ${fit.devigMethod}, elo ${JSON.stringify(fit.params)}, ${Date.now() - started} ms`,
);
