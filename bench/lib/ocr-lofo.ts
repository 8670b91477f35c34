/**
 * Leave-one-family-out tuning of the extractor's few numbers (server/src/extraction/params.ts): for each layout
 * family F, pick the parameters that score best on the OTHER families, then score F with them. The pooled held-out
 * figures say how well tuning generalises to a layout it never saw.
 *
 * Search: every combination of the grid when that is affordable, else coordinate search (one parameter at a time,
 * from the defaults, until nothing improves). Evaluations are memoised per combination, so the folds share them.
 * Ties go to the combination closest to the defaults (fewest parameters changed), then to grid order.
 */
import type { ExtractionParams } from '../../server/src/extraction/page/params';
import { objective, summarise, type ImageScore, type Summary } from './ocr-score';

export type Grid = { [K in keyof ExtractionParams]: number[] };

export function gridCombos(grid: Grid): ExtractionParams[] {
  let out: Record<string, number>[] = [{}];
  for (const [k, values] of Object.entries(grid) as [string, number[]][]) {
    out = out.flatMap((p) => values.map((v) => ({ ...p, [k]: v })));
  }
  return out as unknown as ExtractionParams[];
}

export const paramKey = (p: ExtractionParams) =>
  (Object.keys(p) as (keyof ExtractionParams)[])
    .sort()
    .map((k) => `${k}=${p[k]}`)
    .join(',');

const changed = (p: ExtractionParams, d: ExtractionParams) =>
  (Object.keys(d) as (keyof ExtractionParams)[]).filter((k) => p[k] !== d[k]).length;

/** Better objective wins; on a tie, fewer parameters changed from the defaults. */
function better(a: { p: ExtractionParams; v: number }, b: { p: ExtractionParams; v: number } | null, d: ExtractionParams) {
  if (!b) return true;
  if (a.v > b.v + 1e-12) return true;
  return Math.abs(a.v - b.v) <= 1e-12 && changed(a.p, d) < changed(b.p, d);
}

type Objective = (p: ExtractionParams) => number | Promise<number>;

export async function searchGrid(score: Objective, grid: Grid, defaults: ExtractionParams): Promise<ExtractionParams> {
  let best: { p: ExtractionParams; v: number } | null = null;
  for (const p of gridCombos(grid)) {
    const c = { p, v: await score(p) };
    if (better(c, best, defaults)) best = c;
  }
  return best?.p ?? defaults;
}

export async function searchCoordinate(
  score: Objective,
  grid: Grid,
  defaults: ExtractionParams,
  rounds = 4,
): Promise<ExtractionParams> {
  let best = { p: { ...defaults }, v: await score(defaults) };
  for (let r = 0; r < rounds; r++) {
    let moved = false;
    for (const k of Object.keys(grid) as (keyof ExtractionParams)[]) {
      for (const v of grid[k]) {
        if (v === best.p[k]) continue;
        const p = { ...best.p, [k]: v };
        const c = { p, v: await score(p) };
        if (better(c, best, defaults)) {
          best = c;
          moved = true;
        }
      }
    }
    if (!moved) break;
  }
  return best.p;
}

export interface LofoFold {
  family: string;
  images: number;
  params: ExtractionParams;
  /** Objective of the chosen params on the other families. */
  trainObjective: number;
  heldOut: Summary;
}

export interface LofoResult {
  mode: 'grid' | 'coordinate';
  combosEvaluated: number;
  folds: LofoFold[];
  pooled: Summary;
}

/**
 * evaluate(params) scores every image (any order, each with its family); it is called at most once per combination.
 */
export async function leaveOneFamilyOut(
  evaluate: (p: ExtractionParams) => ImageScore[] | Promise<ImageScore[]>,
  grid: Grid,
  defaults: ExtractionParams,
  mode: 'grid' | 'coordinate',
): Promise<LofoResult> {
  const memo = new Map<string, Promise<ImageScore[]>>();
  const run = (p: ExtractionParams) => {
    const k = paramKey(p);
    let s = memo.get(k);
    if (!s) {
      s = Promise.resolve(evaluate(p));
      memo.set(k, s);
    }
    return s;
  };
  const families = [...new Set((await run(defaults)).map((s) => s.family))].sort();
  const folds: LofoFold[] = [];
  const pooled: ImageScore[] = [];
  for (const f of families) {
    const train = async (p: ExtractionParams) => objective(summarise((await run(p)).filter((s) => s.family !== f)));
    const params = mode === 'grid' ? await searchGrid(train, grid, defaults) : await searchCoordinate(train, grid, defaults);
    const held = (await run(params)).filter((s) => s.family === f);
    pooled.push(...held);
    folds.push({ family: f, images: held.length, params, trainObjective: await train(params), heldOut: summarise(held) });
  }
  return { mode, combosEvaluated: memo.size, folds, pooled: summarise(pooled) };
}
