import { devig, type DevigMethod, DEVIG_METHODS } from '../../server/src/analysis/devig';
import {
  DEFAULT_ELO,
  EloRunner,
  logPool,
  outcomeProbabilities,
  type DrawModel,
  type EloParams,
} from '../../server/src/analysis/elo';
import type { HistoricalMatch } from './football-history';

/**
 * Fitting and scoring shared by scripts/build-ratings.ts and bench/backtest.ts, so the shipped artifact is exactly
 * the model the backtest measured.
 *
 * Time split (by season, July–June):
 *   fit seasons        ≤ FIT_LAST        Elo hyper-parameters and the draw (ordered-logit) model
 *   validation seasons VALIDATION        blend weight and de-vig method (model predictions are walk-forward)
 *   test seasons       ≥ TEST_FIRST      reported, never used for any choice
 */
export const FIT_FIRST = '1995-96'; // two seasons of burn-in before the first fitted match
export const FIT_LAST = '2019-20';
export const VALIDATION = ['2020-21', '2021-22', '2022-23'];
export const TEST_FIRST = '2023-24';

export type Outcome3 = 0 | 1 | 2; // home, draw, away

export interface WalkRecord {
  match: HistoricalMatch;
  diff: number;
  homeMatches: number;
  awayMatches: number;
  y: Outcome3;
}

export function outcomeIndex(r: 'H' | 'D' | 'A'): Outcome3 {
  return r === 'H' ? 0 : r === 'D' ? 1 : 2;
}

/** One chronological pass: each record holds the rating difference known before kick-off. */
export function walkForward(history: readonly HistoricalMatch[], params: EloParams) {
  const elo = new EloRunner(params);
  const records: WalkRecord[] = [];
  for (const m of history) {
    const pre = elo.preMatch(m);
    records.push({
      match: m,
      diff: pre.diff,
      homeMatches: pre.home.matches,
      awayMatches: pre.away.matches,
      y: outcomeIndex(m.result),
    });
    elo.update(m);
  }
  return { elo, records };
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * Ordered logit fitted by full-batch Adam: global slope β, per-league home intercept h_L and draw half-width
 * c_L = exp(lc_L), both shrunk (L2) towards global values so small leagues borrow strength.
 */
export function fitDrawModel(records: readonly WalkRecord[], iterations = 300, lambda = 2e-3): DrawModel {
  const leagues = [...new Set(records.map((r) => r.match.league))].sort();
  const li = new Map(leagues.map((l, i) => [l, i]));
  const L = leagues.length;
  // theta: [beta, hG, lcG, dh_0..dh_L-1, dlc_0..dlc_L-1]
  const n = 3 + 2 * L;
  const theta = new Float64Array(n);
  theta[0] = 0.4;
  theta[1] = 0.2;
  theta[2] = Math.log(0.6);
  const m1 = new Float64Array(n);
  const m2 = new Float64Array(n);
  const grad = new Float64Array(n);
  const lr = 0.02;
  const N = records.length;
  const leagueIdx = Int32Array.from(records, (r) => li.get(r.match.league)!);
  const d = Float64Array.from(records, (r) => r.diff / 100);
  const y = Int8Array.from(records, (r) => r.y);
  for (let it = 1; it <= iterations; it++) {
    grad.fill(0);
    for (let i = 0; i < N; i++) {
      const l = leagueIdx[i]!;
      const x = theta[0]! * d[i]! + theta[1]! + theta[3 + l]!;
      const c = Math.exp(theta[2]! + theta[3 + L + l]!);
      const pH = sigmoid(x - c);
      const pA = sigmoid(-x - c);
      let gx: number;
      let gc: number;
      if (y[i] === 0) {
        gx = -(1 - pH);
        gc = 1 - pH;
      } else if (y[i] === 2) {
        gx = 1 - pA;
        gc = 1 - pA;
      } else {
        const pD = Math.max(1e-12, 1 - pH - pA);
        gx = -(-pH * (1 - pH) + pA * (1 - pA)) / pD;
        gc = -(pH * (1 - pH) + pA * (1 - pA)) / pD;
      }
      gc *= c;
      grad[0]! += gx * d[i]!;
      grad[1]! += gx;
      grad[2]! += gc;
      grad[3 + l]! += gx;
      grad[3 + L + l]! += gc;
    }
    for (let j = 0; j < n; j++) {
      let g = grad[j]! / N;
      if (j >= 3) g += 2 * lambda * theta[j]!;
      m1[j] = 0.9 * m1[j]! + 0.1 * g;
      m2[j] = 0.999 * m2[j]! + 0.001 * g * g;
      const mh = m1[j]! / (1 - 0.9 ** it);
      const vh = m2[j]! / (1 - 0.999 ** it);
      theta[j] = theta[j]! - (lr * mh) / (Math.sqrt(vh) + 1e-8);
    }
  }
  const r4 = (x: number) => Math.round(x * 1e4) / 1e4;
  const model: DrawModel = {
    beta: r4(theta[0]!),
    fallback: { home: r4(theta[1]!), cut: r4(Math.exp(theta[2]!)) },
    leagues: {},
  };
  leagues.forEach((l, i) => {
    model.leagues[l] = { home: r4(theta[1]! + theta[3 + i]!), cut: r4(Math.exp(theta[2]! + theta[3 + L + i]!)) };
  });
  return model;
}

// ---------- scores ----------

export interface Scores {
  matches: number;
  accuracy: number;
  brier: number;
  logLoss: number;
  rps: number;
}

export function scoreOne(p: readonly number[], y: Outcome3) {
  const o = [0, 0, 0];
  o[y] = 1;
  const brier = (p[0]! - o[0]!) ** 2 + (p[1]! - o[1]!) ** 2 + (p[2]! - o[2]!) ** 2;
  const logLoss = -Math.log(Math.max(p[y]!, 1e-12));
  const c1 = p[0]! - o[0]!;
  const c2 = p[0]! + p[1]! - o[0]! - o[1]!;
  const rps = (c1 * c1 + c2 * c2) / 2;
  const top = p[0]! >= p[1]! && p[0]! >= p[2]! ? 0 : p[2]! >= p[1]! ? 2 : 1;
  return { brier, logLoss, rps, hit: top === y ? 1 : 0 };
}

export class ScoreAccumulator {
  n = 0;
  brier = 0;
  logLoss = 0;
  rps = 0;
  hits = 0;
  /** Calibration: every (outcome, probability) pair, in deciles of predicted probability. */
  readonly bins = Array.from({ length: 10 }, () => ({ n: 0, sumP: 0, hits: 0 }));

  add(p: readonly number[], y: Outcome3) {
    const s = scoreOne(p, y);
    this.n++;
    this.brier += s.brier;
    this.logLoss += s.logLoss;
    this.rps += s.rps;
    this.hits += s.hit;
    for (let k = 0; k < 3; k++) {
      const b = this.bins[Math.min(9, Math.floor(p[k]! * 10))]!;
      b.n++;
      b.sumP += p[k]!;
      b.hits += k === y ? 1 : 0;
    }
  }

  result(): Scores {
    const n = Math.max(1, this.n);
    return {
      matches: this.n,
      accuracy: this.hits / n,
      brier: this.brier / n,
      logLoss: this.logLoss / n,
      rps: this.rps / n,
    };
  }

  calibration() {
    return this.bins.map((b, i) => ({
      bin: `${i * 10}-${i * 10 + 10}%`,
      predictions: b.n,
      meanPredicted: b.n ? b.sumP / b.n : null,
      observed: b.n ? b.hits / b.n : null,
    }));
  }
}

// ---------- the whole fit ----------

export const ELO_GRID: Partial<EloParams>[] = [];
for (const k of [10, 15, 20])
  for (const newTeamOffset of [40, 80, 120])
    for (const seasonRegression of [0.05, 0.15, 0.3]) ELO_GRID.push({ k, newTeamOffset, seasonRegression });

function inFit(r: WalkRecord) {
  return r.match.season >= FIT_FIRST && r.match.season <= FIT_LAST;
}

export function modelProbabilities(r: WalkRecord, dm: DrawModel): number[] {
  const p = outcomeProbabilities(r.diff, r.match.league, dm);
  return [p.home, p.draw, p.away];
}

export interface FittedModel {
  params: EloParams;
  drawModel: DrawModel;
  blendWeight: number;
  devigMethod: DevigMethod;
  records: WalkRecord[];
  elo: EloRunner;
  tuning: { params: Partial<EloParams>; fitLogLoss: number }[];
  validation: {
    matches: number;
    byWeight: { weight: number; logLoss: number }[];
    byMethod: Record<DevigMethod, number>;
  };
}

/** Tunes Elo on fit seasons, fits the draw model, picks de-vig method and blend weight on validation seasons. */
export function fitAll(history: readonly HistoricalMatch[], log: (s: string) => void = () => {}): FittedModel {
  const tuning: FittedModel['tuning'] = [];
  let best: { params: EloParams; loss: number } | null = null;
  for (const g of ELO_GRID) {
    const params = { ...DEFAULT_ELO, ...g };
    const { records } = walkForward(history, params);
    const fit = records.filter(inFit);
    // A coarse draw-model fit on every 3rd match is enough to rank hyper-parameters.
    const dm = fitDrawModel(
      fit.filter((_, i) => i % 3 === 0),
      150,
    );
    const acc = new ScoreAccumulator();
    for (const r of fit) acc.add(modelProbabilities(r, dm), r.y);
    const loss = acc.result().logLoss;
    tuning.push({ params: g, fitLogLoss: loss });
    log(`  elo ${JSON.stringify(g)} fit log loss ${loss.toFixed(5)}`);
    if (!best || loss < best.loss) best = { params, loss };
  }
  const params = best!.params;
  const { records, elo } = walkForward(history, params);
  const drawModel = fitDrawModel(records.filter(inFit), 400);

  const validation = records.filter((r) => VALIDATION.includes(r.match.season) && r.match.b365);
  const byMethod = {} as Record<DevigMethod, number>;
  for (const method of DEVIG_METHODS) {
    const acc = new ScoreAccumulator();
    for (const r of validation) acc.add(devig(r.match.b365!, method), r.y);
    byMethod[method] = acc.result().logLoss;
  }
  const devigMethod = [...DEVIG_METHODS].sort((a, b) => byMethod[a] - byMethod[b])[0]!;
  const market = validation.map((r) => devig(r.match.b365!, devigMethod));
  const model = validation.map((r) => modelProbabilities(r, drawModel));
  const byWeight: { weight: number; logLoss: number }[] = [];
  for (let step = 0; step <= 100; step++) {
    const w = step / 100;
    const acc = new ScoreAccumulator();
    validation.forEach((r, i) => acc.add(logPool(market[i]!, model[i]!, w), r.y));
    byWeight.push({ weight: w, logLoss: acc.result().logLoss });
  }
  const blendWeight = [...byWeight].sort((a, b) => a.logLoss - b.logLoss)[0]!.weight;
  return {
    params,
    drawModel,
    blendWeight,
    devigMethod,
    records,
    elo,
    tuning,
    validation: { matches: validation.length, byWeight, byMethod },
  };
}
