import type { Language, PredictionResult } from '@shared/prediction';
import type { AppConfig } from './config/config';
import { validateImage } from './modules/uploads/image-validation';
import { buildPipeline } from './services';

/**
 * The CLI path: the same configuration, validation and pipeline (including the optional LLM summary) as the API,
 * so it prints exactly what the API returns. Warnings go to stderr so `--json` output stays parseable.
 */
export async function analyzeFiles(
  config: AppConfig,
  files: Buffer[],
  language: Language,
): Promise<{ result: PredictionResult; usable: boolean }> {
  const images = await Promise.all(files.map(async (f) => (await validateImage(f, config.uploads.maxImagePixels)).data));
  const { analyzer } = buildPipeline(
    config,
    { warn: (_details, message) => process.stderr.write(`${message}\n`) },
    { workers: Math.min(images.length, config.ocr.workers) },
  );
  try {
    return await analyzer.analyze(images, language);
  } finally {
    await analyzer.close();
  }
}

export function formatResultText(r: PredictionResult): string {
  const lines: string[] = [];
  const teams = r.correctedTeams ?? r.extractedData.teams;
  lines.push(`${teams ? `${teams[0]} vs ${teams[1] || '?'}` : 'Teams not detected'}  ${r.sport ?? ''} ${r.league ?? ''}`.trim());
  const e = r.extractedData;
  lines.push(
    `Date: ${e.date ?? 'not detected'} ${e.time ?? ''}   Odds: ${e.homeOdds ?? 'N/A'} / ${e.drawOdds ?? '-'} / ${e.awayOdds ?? 'N/A'} (${e.oddsFormat ?? '?'})`,
  );
  lines.push(`Recommendation: ${r.mainRecommendation}  (confidence ${r.overallConfidence}%)`);
  for (const o of r.bettingOptions) {
    lines.push(
      `  - ${o.type} @ ${o.odds}: p=${o.winProbability}% EV=${o.expectedValue}% stake=${o.suggestedStakePercent}% risk=${o.riskLevel}`,
    );
  }
  for (const f of r.keyFactors) lines.push(`  * ${f}`);
  for (const w of r.warnings) lines.push(`  ! ${w}`);
  return lines.join('\n');
}
