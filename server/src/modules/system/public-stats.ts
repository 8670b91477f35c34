import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PublicStats } from '../../../../shared/src/api';

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

/** The product's own probabilities (the blend) on the out-of-sample test seasons of `npm run backtest`. */
export function backtestFigures(report: Json | null): PublicStats['backtest'] {
  const test = obj(report?.['testBet365']);
  const blend = obj(obj(test?.['scores'])?.['blend']);
  const matches = num(blend?.['matches']);
  const accuracy = num(blend?.['accuracy']);
  const brier = num(blend?.['brier']);
  if (!test || matches === null || accuracy === null || brier === null) return null;
  return { matches, topPickAccuracy: accuracy, brier, from: String(test['from'] ?? ''), to: String(test['to'] ?? '') };
}

/**
 * OCR accuracy pooled over every labelled screenshot of `npm run bench:ocr` (synthetic and real), so the claim
 * is not the flattering synthetic-only figure; latency is the median over all images.
 */
export function ocrFigures(report: Json | null): PublicStats['ocr'] {
  const sets = obj(report?.['sets']);
  if (!sets) return null;
  let oddsOk = 0;
  let oddsN = 0;
  let teamsOk = 0;
  let teamsN = 0;
  let images = 0;
  let weightedP50 = 0;
  for (const set of Object.values(sets)) {
    const summary = obj(obj(set)?.['summary']);
    const odds = obj(summary?.['oddsValues']);
    const teams = obj(summary?.['teams']);
    const count = num(summary?.['images']);
    const p50 = num(obj(obj(obj(set)?.['latencyMs'])?.['total'])?.['p50']);
    if (!odds || !teams || count === null) continue;
    oddsOk += num(odds['ok']) ?? 0;
    oddsN += num(odds['n']) ?? 0;
    teamsOk += num(teams['ok']) ?? 0;
    teamsN += num(teams['n']) ?? 0;
    images += count;
    weightedP50 += (p50 ?? 0) * count;
  }
  if (!oddsN || !teamsN || !images) return null;
  return { oddsExact: oddsOk / oddsN, teams: teamsOk / teamsN, images, p50Ms: Math.round(weightedP50 / images) };
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
