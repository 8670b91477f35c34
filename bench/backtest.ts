/**
 * Out-of-sample backtest of the analysis engine's probability sources.
 *   npx tsx bench/backtest.ts [dataDir]      (npm run backtest)
 * Walk-forward: Elo ratings before each match use only earlier results. Every choice (Elo hyper-parameters, draw
 * model, de-vig method, blend weight) is made on seasons before the test seasons; test seasons are only scored.
 * Writes bench/results/backtest.json and bench/results/backtest.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { devig, DEVIG_METHODS } from '../server/src/analysis/devig';
import type { HistoricalMatch } from '../server/src/analysis/reference/football-data';
import { logPool } from '../server/src/analysis/elo';
import { loadHistory } from './lib/football-history';
import {
  BOOTSTRAP_SAMPLES,
  EDGE_THRESHOLDS,
  MIN_BETS_FOR_WEIGHT,
  evaluateRule,
  tuneMarketParams,
  walkMarketRatings,
  type Candidate,
  type RuleResult,
} from './lib/reference-backtest';
import {
  fitAll,
  FIT_FIRST,
  FIT_LAST,
  modelProbabilities,
  ScoreAccumulator,
  TEST_FIRST,
  VALIDATION,
  type Scores,
  type WalkRecord,
} from './lib/model-fit';

const repoRoot = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(process.argv[2] ?? path.resolve(repoRoot, '../shared/data/football-history'));
const started = Date.now();
const history = loadHistory(dataDir);
console.log(`read ${history.length} matches in ${Date.now() - started} ms; fitting on seasons before ${TEST_FIRST}...`);
const fit = fitAll(history);
const { drawModel, blendWeight, devigMethod } = fit;

// Base rates: each league's home/draw/away frequencies over the fit seasons (a no-skill reference).
const baseCounts = new Map<string, number[]>();
for (const r of fit.records) {
  if (r.match.season < FIT_FIRST || r.match.season > FIT_LAST) continue;
  const c = baseCounts.get(r.match.league) ?? [1, 1, 1];
  c[r.y]!++;
  baseCounts.set(r.match.league, c);
}
const baseRate = (r: WalkRecord) => {
  const c = baseCounts.get(r.match.league) ?? [46, 27, 27];
  const s = c[0]! + c[1]! + c[2]!;
  return c.map((x) => x / s);
};

const test = fit.records.filter((r) => r.match.season >= TEST_FIRST);

function evaluate(rows: WalkRecord[], odds: (r: WalkRecord) => [number, number, number]) {
  const accs = {
    market: new ScoreAccumulator(),
    blend: new ScoreAccumulator(),
    model: new ScoreAccumulator(),
    baseRates: new ScoreAccumulator(),
  };
  const byMethod = Object.fromEntries(DEVIG_METHODS.map((m) => [m, new ScoreAccumulator()]));
  for (const r of rows) {
    const o = odds(r);
    const market = devig(o, devigMethod);
    const model = modelProbabilities(r, drawModel);
    accs.market.add(market, r.y);
    accs.model.add(model, r.y);
    accs.blend.add(logPool(market, model, blendWeight), r.y);
    accs.baseRates.add(baseRate(r), r.y);
    for (const m of DEVIG_METHODS) byMethod[m]!.add(devig(o, m), r.y);
  }
  const dates = rows.map((r) => r.match.date).sort();
  return {
    matches: rows.length,
    from: dates[0],
    to: dates[dates.length - 1],
    leagues: [...new Set(rows.map((r) => r.match.league))].sort(),
    scores: Object.fromEntries(Object.entries(accs).map(([k, a]) => [k, a.result()])) as Record<keyof typeof accs, Scores>,
    marketByDevigMethod: Object.fromEntries(DEVIG_METHODS.map((m) => [m, byMethod[m]!.result()])),
    calibration: Object.fromEntries(Object.entries(accs).map(([k, a]) => [k, a.calibration()])),
  };
}

const b365 = evaluate(
  test.filter((r) => r.match.b365),
  (r) => r.match.b365!,
);
const closing = evaluate(
  test.filter((r) => r.match.pinnacleClosing),
  (r) => r.match.pinnacleClosing!,
);

// Reference sources (issue 49): bet the screenshot's price where it beats a reference's fair price by the threshold.
console.log('reference sources: tuning the market-implied ratings on seasons before the test seasons...');
const marketTuning = tuneMarketParams(history);
const marketModel = new Map<HistoricalMatch, [number, number, number]>();
walkMarketRatings(history, marketTuning.params, (m, p) => {
  if (m.season >= TEST_FIRST) marketModel.set(m, p);
});
const testMatches = test.map((r) => r.match);
const withClose = (m: HistoricalMatch) => m.pinnacleClosing !== null;
function candidates(
  price: (m: HistoricalMatch) => [number, number, number] | null | undefined,
  fair: (m: HistoricalMatch) => number[] | null,
): Candidate[] {
  const out: Candidate[] = [];
  for (const m of testMatches) {
    if (!withClose(m)) continue;
    const o = price(m);
    const f = o ? fair(m) : null;
    if (o && f) out.push({ match: m, price: o, fair: f });
  }
  return out;
}
const eloByMatch = new Map(test.map((r) => [r.match, modelProbabilities(r, drawModel)]));
const sources: { source: string; priceKind: 'single' | 'best'; price: string; reference: string; rows: Candidate[] }[] = [
  {
    source: 'odds-feed',
    priceKind: 'single',
    price: 'Bet365 pre-match (B365H/D/A)',
    reference: 'Pinnacle pre-match (PSH/D/A), power de-vig',
    rows: candidates(
      (m) => m.b365,
      (m) => (m.pinnacle ? devig(m.pinnacle, 'power') : null),
    ),
  },
  {
    source: 'odds-feed',
    priceKind: 'best',
    price: 'market best (MaxH/D/A)',
    reference: 'Pinnacle pre-match (PSH/D/A), power de-vig',
    rows: candidates(
      (m) => m.max,
      (m) => (m.pinnacle ? devig(m.pinnacle, 'power') : null),
    ),
  },
  {
    source: 'screenshots',
    priceKind: 'best',
    price: 'market best (MaxH/D/A)',
    reference: 'consensus of the books (AvgH/D/A), power de-vig',
    rows: candidates(
      (m) => m.max,
      (m) => (m.avg ? devig(m.avg, 'power') : null),
    ),
  },
  {
    source: 'screenshots',
    priceKind: 'single',
    price: 'Bet365 pre-match (B365H/D/A)',
    reference: 'consensus of the books (AvgH/D/A), power de-vig',
    rows: candidates(
      (m) => m.b365,
      (m) => (m.avg ? devig(m.avg, 'power') : null),
    ),
  },
  {
    source: 'market-model',
    priceKind: 'single',
    price: 'Bet365 pre-match (B365H/D/A)',
    reference: 'ratings implied by earlier Pinnacle closing prices',
    rows: candidates(
      (m) => m.b365,
      (m) => marketModel.get(m) ?? null,
    ),
  },
  {
    source: 'team-model',
    priceKind: 'single',
    price: 'Bet365 pre-match (B365H/D/A)',
    reference: 'team-strength model (Elo on results), validated weight ' + blendWeight,
    rows: candidates(
      (m) => m.b365,
      (m) => eloByMatch.get(m) ?? null,
    ),
  },
];
const referenceRules: RuleResult[] = sources.flatMap((s) =>
  EDGE_THRESHOLDS.map((t) => evaluateRule(s.source, s.priceKind, s.price, s.reference, s.rows, t)),
);
const b365BeatsPinnacleAmongBest = (() => {
  // The first look: of the market-best bets over Pinnacle's fair price, how many Bet365 alone would give.
  let n = 0;
  for (const c of sources[1]!.rows) {
    const fair = c.fair;
    const b = c.match.b365;
    if (!b) continue;
    const bestIdx = [0, 1, 2].filter((i) => fair[i]! * c.price[i]! - 1 >= 0.02);
    if (!bestIdx.length) continue;
    if ([0, 1, 2].some((i) => fair[i]! * b[i]! - 1 >= 0.02)) n++;
  }
  return n;
})();

const report = {
  generatedAt: new Date().toISOString(),
  runtimeMs: 0,
  method: {
    data: `${history.length} matches from ${history[0]!.date} to ${history[history.length - 1]!.date} (football-data.co.uk CSVs, de-duplicated)`,
    split: {
      fitSeasons: `${FIT_FIRST}..${FIT_LAST}`,
      validationSeasons: VALIDATION.join(', '),
      testSeasons: `${TEST_FIRST} onwards`,
    },
    model:
      'Walk-forward Elo (goal-difference multiplier, home advantage, regression to league mean after idle gaps, newcomers below league mean) + per-league ordered logit for home/draw/away',
    elo: fit.params,
    eloTuning: fit.tuning,
    market: `Bet365 pre-match 1X2 (B365H/D/A), margin removed by the "${devigMethod}" method (lowest validation log loss among ${DEVIG_METHODS.join(', ')})`,
    closingReference: 'Pinnacle closing 1X2 (PSCH/D/A; PH/PD/PA in the extra-league files), same de-vig method',
    blend: `logarithmic pool p ∝ market^(1−w)·model^w, w = ${blendWeight} (minimum validation log loss over w = 0, 0.01, ..., 1)`,
    validation: fit.validation,
    baseRates: 'each league’s home/draw/away frequencies over the fit seasons',
  },
  testBet365: b365,
  testPinnacleClosing: closing,
  referenceRules: {
    method: {
      testSeasons: `${TEST_FIRST} onwards`,
      rule: 'bet the price where price × reference fair probability − 1 ≥ threshold; one bet per match (highest EV); flat stakes',
      thresholds: [...EDGE_THRESHOLDS],
      roi: 'profit per unit staked at the price taken',
      clv: 'price taken × Pinnacle closing probability (power de-vig) − 1',
      bootstrap: `${BOOTSTRAP_SAMPLES} resamples of the bets, percentile 95% interval`,
      earnsWeight: `at least ${MIN_BETS_FOR_WEIGHT} bets, and the ROI interval above 0 or CLV positive with its interval above 0`,
      marketModel: { params: marketTuning.params, tuning: marketTuning.grid },
    },
    rules: referenceRules,
    bet365AlsoBeatsPinnacleAmongBestPriceBets: b365BeatsPinnacleAmongBest,
  },
};
report.runtimeMs = Date.now() - started;

const f3 = (x: number) => x.toFixed(4);
const pct = (x: number) => (x * 100).toFixed(1) + '%';
function table(e: ReturnType<typeof evaluate>, label: string) {
  const names: Record<string, string> = {
    market: `Market only (${label}, ${devigMethod})`,
    blend: `Blend (w = ${blendWeight})`,
    model: 'Model alone (Elo)',
    baseRates: 'League base rates',
  };
  const lines = [
    '| Forecast | Accuracy | Brier | Log loss | RPS |',
    '|---|---:|---:|---:|---:|',
    ...Object.entries(e.scores).map(
      ([k, s]) => `| ${names[k]} | ${pct(s.accuracy)} | ${f3(s.brier)} | ${f3(s.logLoss)} | ${f3(s.rps)} |`,
    ),
  ];
  return lines.join('\n');
}
function calibrationTable(e: ReturnType<typeof evaluate>) {
  const keys = ['market', 'blend', 'model'] as const;
  const lines = [
    '| Predicted | ' + keys.map((k) => `${k}: n / mean predicted / observed`).join(' | ') + ' |',
    '|---|' + keys.map(() => '---:').join('|') + '|',
  ];
  for (let i = 0; i < 10; i++) {
    const cells = keys.map((k) => {
      const b = e.calibration[k]![i]!;
      return b.predictions ? `${b.predictions} / ${pct(b.meanPredicted!)} / ${pct(b.observed!)}` : '0';
    });
    lines.push(`| ${i * 10}–${i * 10 + 10}% | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
const devigTable = (e: ReturnType<typeof evaluate>) =>
  [
    '| De-vig method | Brier | Log loss | RPS |',
    '|---|---:|---:|---:|',
    ...Object.entries(e.marketByDevigMethod).map(([m, s]) => `| ${m} | ${f3(s.brier)} | ${f3(s.logLoss)} | ${f3(s.rps)} |`),
  ].join('\n');

const sign = (x: number) => (x >= 0 ? '+' : '−') + Math.abs(x * 100).toFixed(1) + '%';
function referenceTable(rules: RuleResult[]) {
  return [
    '| Source | Price taken | Reference fair price | Edge ≥ | Matches | Bets | Hit rate | Mean odds | ROI (95% CI) | CLV (95% CI) | Earns weight |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rules.map(
      (r) =>
        `| ${r.source} | ${r.price} | ${r.reference} | ${(r.threshold * 100).toFixed(0)}% | ${r.matches} | ${r.bets} | ${pct(r.hitRate)} | ${r.meanOdds.toFixed(2)} | ${sign(r.roi.mean)} (${sign(r.roi.low)} to ${sign(r.roi.high)}) | ${sign(r.clv.mean)} (${sign(r.clv.low)} to ${sign(r.clv.high)}) | ${r.earnsWeight ? 'yes' : 'no'} |`,
    ),
  ].join('\n');
}

const md = `# Backtest: market vs team-strength model vs blend

Generated ${report.generatedAt} by \`npm run backtest\` (bench/backtest.ts) in ${(report.runtimeMs / 1000).toFixed(1)} s.

## Method
- Data: ${report.method.data}.
- Split by season (July–June). Fit: ${FIT_FIRST}..${FIT_LAST} (Elo hyper-parameters by grid search, ordered-logit draw model).
  Validation: ${VALIDATION.join(', ')} (de-vig method and blend weight). Test: ${TEST_FIRST} onwards, scored only.
- Walk-forward: the ratings used for each match come only from earlier results; parameters are frozen before the test seasons.
- Model: ${report.method.model}. Elo parameters: ${JSON.stringify(fit.params)}.
- Market: ${report.method.market}.
- Blend: ${report.method.blend}. Validation log loss by weight: market only ${f3(fit.validation.byWeight[0]!.logLoss)}, chosen ${f3(fit.validation.byWeight.find((w) => w.weight === blendWeight)!.logLoss)}, model only ${f3(fit.validation.byWeight[100]!.logLoss)} (${fit.validation.matches} matches).
- Scores per match, averaged: accuracy of the most probable outcome; Brier = Σ(p−y)² over H/D/A; log loss = −ln p(observed); RPS = ranked probability score over the ordered H, D, A.

## Test set 1: matches with Bet365 pre-match odds
${b365.matches} matches, ${b365.from} to ${b365.to}, ${b365.leagues.length} leagues (${b365.leagues.join(', ')}).

${table(b365, 'Bet365')}

Market-only scores by de-vig method:

${devigTable(b365)}

Calibration (every H/D/A probability, in deciles of the predicted value):

${calibrationTable(b365)}

## Test set 2: matches with Pinnacle closing odds (the sharpest public price)
${closing.matches} matches, ${closing.from} to ${closing.to}, ${closing.leagues.length} leagues.

${table(closing, 'Pinnacle closing')}

${devigTable(closing)}

## Reference sources: bet the screenshot's price when it beats a fair price from elsewhere
Test seasons only (${TEST_FIRST} onwards), matches with Pinnacle's closing price. Rule: bet the outcome whose price × the
reference's fair probability − 1 is highest, when it is at least the threshold (one bet per match, flat stakes). ROI at
the price taken; CLV = price × Pinnacle's closing probability (power de-vig) − 1. 95% intervals: ${BOOTSTRAP_SAMPLES}
bootstrap resamples of the bets. Thresholds and de-vig method were fixed before the test seasons; the market-implied
ratings' parameters were chosen on earlier seasons (${JSON.stringify(marketTuning.params)}).

${referenceTable(referenceRules)}

"Earns weight": at least ${MIN_BETS_FOR_WEIGHT} bets, and the ROI interval lies above 0 or CLV is positive with its interval above 0; only such a source may
advise a stake in the app, the others are shown as information. Of the market-best bets over Pinnacle's fair price at
2%, Bet365's own price beat Pinnacle's fair price by 2% in ${b365BeatsPinnacleAmongBest} matches.

## Reading
- Lower is better for Brier, log loss and RPS. The market is the benchmark a model has to beat; the blend weight is
  whatever minimised validation log loss, so a weight near 0 means the model added little or nothing to the prices.
`;

mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
writeFileSync(path.join(repoRoot, 'bench/results/backtest.json'), JSON.stringify(report, null, 2) + '\n');
writeFileSync(path.join(repoRoot, 'bench/results/backtest.md'), md);
console.log(`\nTest (Bet365 odds): ${b365.matches} matches ${b365.from}..${b365.to}`);
console.log(table(b365, 'Bet365'));
console.log(`\nTest (Pinnacle closing): ${closing.matches} matches ${closing.from}..${closing.to}`);
console.log(table(closing, 'Pinnacle closing'));
console.log('\n' + referenceTable(referenceRules));
console.log(`\nwrote bench/results/backtest.{json,md} in ${(report.runtimeMs / 1000).toFixed(1)} s`);
