import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PublicStats } from '../../../../shared/src/api';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function readJson(relative: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(path.join(repoRoot, relative), 'utf8'));
  } catch {
    return null;
  }
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * Marketing figures come only from measurements committed with the code (the backtest and OCR benchmark
 * reports) and from the database. A report that is missing or malformed means the claim is not shown.
 */
export function measuredFigures(): Pick<PublicStats, 'backtest' | 'ocr'> {
  const bt = readJson('bench/results/backtest.json') as Record<string, unknown> | null;
  const ocr = readJson('bench/results/ocr.json') as Record<string, unknown> | null;
  const summary = (bt?.['summary'] ?? null) as Record<string, unknown> | null;
  const ocrSummary = (ocr?.['summary'] ?? null) as Record<string, unknown> | null;

  const backtest =
    summary && num(summary['matches']) && num(summary['topPickAccuracy']) !== null
      ? {
          matches: num(summary['matches'])!,
          topPickAccuracy: num(summary['topPickAccuracy'])!,
          brier: num(summary['brier']) ?? 0,
          from: String(summary['from'] ?? ''),
          to: String(summary['to'] ?? ''),
        }
      : null;
  const ocrFigures =
    ocrSummary && num(ocrSummary['oddsExact']) !== null
      ? {
          oddsExact: num(ocrSummary['oddsExact'])!,
          teams: num(ocrSummary['teams']) ?? 0,
          images: num(ocrSummary['images']) ?? 0,
          p50Ms: num(ocrSummary['p50Ms']) ?? 0,
        }
      : null;
  return { backtest, ocr: ocrFigures };
}
