import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PublicStats } from '@shared/api';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

type Json = Record<string, unknown>;

function readJson(relative: string): Json | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(repoRoot, relative), 'utf8')) as Json;
  } catch {
    return null;
  }
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const obj = (v: unknown): Json | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : null);

/**
 * The product's own probabilities (the blend) on the out-of-sample test seasons of `npm run backtest`, with the
 * team model's blend weight: the one of lowest validation log loss. At weight 0 the blend is the market alone, so
 * the top pick is the bookmaker's favourite once the margin is removed, and the copy says so.
 */
export function backtestFigures(report: Json | null): PublicStats['backtest'] {
  const test = obj(report?.['testBet365']);
  const blend = obj(obj(test?.['scores'])?.['blend']);
  const matches = num(blend?.['matches']);
  const accuracy = num(blend?.['accuracy']);
  const brier = num(blend?.['brier']);
  if (!test || matches === null || accuracy === null || brier === null) return null;
  return {
    matches,
    topPickAccuracy: accuracy,
    brier,
    from: String(test['from'] ?? ''),
    to: String(test['to'] ?? ''),
    modelWeight: validatedWeight(obj(obj(report?.['method'])?.['validation'])?.['byWeight']),
  };
}

/** The blend weight of lowest validation log loss, or null when the report does not list them. */
function validatedWeight(byWeight: unknown): number | null {
  if (!Array.isArray(byWeight)) return null;
  let best: { weight: number; logLoss: number } | null = null;
  for (const row of byWeight) {
    const weight = num(obj(row)?.['weight']);
    const logLoss = num(obj(row)?.['logLoss']);
    if (weight === null || logLoss === null) continue;
    if (!best || logLoss < best.logLoss) best = { weight, logLoss };
  }
  return best?.weight ?? null;
}

/**
 * Real screenshot sets kept aside from all development of the reader: only these may be quoted with the generated
 * pool. None at present: real-dev2 was read while writing the rules of decision 0024, as real-dev was before.
 */
export const HELD_OUT_REAL_SETS: readonly string[] = [];

/** The real screenshots whose reading time is quoted (speed is measured, never tuned, on any set). */
export const LATENCY_REAL_SET = 'real-dev2';

/**
 * The reading figure quoted in the app: the right match (teams and every price of one row) pooled by counts over
 * the screenshots never used for tuning: held-out real sets, and the generated families each scored with
 * parameters tuned on the others (leave-one-family-out). Sets used while developing the reader are not quoted.
 */
export function ocrFigures(report: Json | null, heldOut: readonly string[] = HELD_OUT_REAL_SETS): PublicStats['ocr'] {
  const sets = obj(report?.['sets']);
  const lofo = obj(obj(report?.['lofo'])?.['pooled']);
  const genRight = obj(lofo?.['rightMatch']);
  const realRights = heldOut.map((name) => obj(obj(obj(sets?.[name])?.['summary'])?.['rightMatch']));
  const realN = realRights.reduce((n, r) => n + (num(r?.['n']) ?? 0), 0);
  const genN = num(genRight?.['n']) ?? 0;
  if (!realN && !genN) return null;
  const ok = realRights.reduce((n, r) => n + (num(r?.['ok']) ?? 0), 0) + (num(genRight?.['ok']) ?? 0);
  const p50 = num(obj(obj(obj(sets?.[LATENCY_REAL_SET])?.['latency'])?.['total'])?.['p50']);
  return { rightMatch: ok / (realN + genN), images: realN + genN, realImages: realN, generatedImages: genN, p50Ms: p50 };
}

let figures: Pick<PublicStats, 'backtest' | 'ocr'> | null = null;

/**
 * Marketing figures come only from measurements committed with the code (bench/results) and from the database.
 * A missing or malformed report means the claim is not shown. The reports ship with the code and do not change
 * while it runs, so they are read once rather than on every request.
 */
export function measuredFigures(): Pick<PublicStats, 'backtest' | 'ocr'> {
  figures ??= {
    backtest: backtestFigures(readJson('bench/results/backtest.json')),
    ocr: ocrFigures(readJson('bench/results/ocr.json')),
  };
  return figures;
}
