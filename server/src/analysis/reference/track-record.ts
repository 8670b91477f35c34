import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReferenceKind, ReferenceTrack } from '@shared/prediction';
import type { ReferenceEvidence } from './types';

/**
 * Each reference source's record on history, read from the committed backtest report (bench/results/backtest.json,
 * `referenceRules`, written by `npm run backtest`): the rule at the engine's edge threshold, by the kind of price it
 * was held against. A missing or malformed report gives no record, and a source without one never advises.
 */

export const DEFAULT_BACKTEST_FILE = path.resolve(import.meta.dirname, '../../../../bench/results/backtest.json');

interface RuleRow {
  source?: unknown;
  priceKind?: unknown;
  threshold?: unknown;
  matches?: unknown;
  from?: unknown;
  to?: unknown;
  bets?: unknown;
  roi?: { mean?: unknown; low?: unknown; high?: unknown };
  clv?: { mean?: unknown; low?: unknown; high?: unknown };
  earnsWeight?: unknown;
}

const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : null);

function track(row: RuleRow): ReferenceTrack | null {
  const v = [
    num(row.threshold),
    num(row.bets),
    num(row.matches),
    num(row.roi?.mean),
    num(row.roi?.low),
    num(row.roi?.high),
    num(row.clv?.mean),
    num(row.clv?.low),
    num(row.clv?.high),
  ];
  if (v.some((x) => x === null)) return null;
  const [threshold, bets, matches, roi, roiLow, roiHigh, clv, clvLow, clvHigh] = v as number[];
  return {
    threshold: threshold!,
    bets: bets!,
    matches: matches!,
    from: String(row.from ?? ''),
    to: String(row.to ?? ''),
    price: row.priceKind === 'best' ? 'best' : 'single',
    roi: roi!,
    roiLow: roiLow!,
    roiHigh: roiHigh!,
    clv: clv!,
    clvLow: clvLow!,
    clvHigh: clvHigh!,
    earnsWeight: row.earnsWeight === true,
  };
}

/** The records at one threshold, per source and kind of price; pure over the parsed report. */
export function evidenceFromReport(report: unknown, threshold: number): ReferenceEvidence {
  const rules = (report as { referenceRules?: { rules?: unknown } } | null)?.referenceRules?.rules;
  const out: ReferenceEvidence = {};
  if (!Array.isArray(rules)) return out;
  for (const row of rules as RuleRow[]) {
    if (num(row.threshold) === null || Math.abs(num(row.threshold)! - threshold) > 1e-9) continue;
    const kind = row.source as ReferenceKind;
    if (kind !== 'odds-feed' && kind !== 'screenshots' && kind !== 'market-model') continue;
    const t = track(row);
    if (!t) continue;
    const slot = (out[kind] ??= { single: null, best: null });
    slot[t.price] ??= t;
  }
  // The market-implied ratings are held against one price whatever the screenshots show: the same record for both.
  const mm = out['market-model'];
  if (mm) {
    mm.single ??= mm.best;
    mm.best ??= mm.single;
  }
  return out;
}

const cache = new Map<string, ReferenceEvidence>();

/** Loads and caches the records; an empty record (never throws) when the report is missing or unreadable. */
export function loadEvidence(threshold: number, file: string = DEFAULT_BACKTEST_FILE): ReferenceEvidence {
  const key = `${file}|${threshold}`;
  const hit = cache.get(key);
  if (hit) return hit;
  let evidence: ReferenceEvidence = {};
  try {
    if (existsSync(file)) evidence = evidenceFromReport(JSON.parse(readFileSync(file, 'utf8')), threshold);
  } catch {
    evidence = {};
  }
  cache.set(key, evidence);
  return evidence;
}
