import { parseOddsStrict } from '@shared/odds';
import type { Outcome } from '@shared/prediction';
import { TRUSTED_PRICE_CONFIDENCE, type ConfirmedMatch, type ReadMatch } from '@shared/reading';

const SIDES: readonly Outcome[] = ['home', 'draw', 'away'];

function samePrice(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = parseOddsStrict(a ?? null);
  const y = parseOddsStrict(b ?? null);
  return x !== null && y !== null && Math.abs(x - y) < 1e-9;
}

/**
 * How far each confirmed price rests on the text recognition. A price the user typed (manual entry), corrected, or
 * ticked as checked against the screenshot is the user's own and carries no OCR confidence. A price left exactly as
 * the reader read it keeps the reader's confidence, and stays unsure when that was under the trust level: pressing
 * Analyse is not a confirmation (issue 48). `ocrConfidence` is the least sure price left to the reader (0..100), null
 * when none is.
 */
export function confirmedReadingTrust(
  match: ConfirmedMatch,
  read: ReadMatch | null,
): { ocrConfidence: number | null; unsurePrices: Outcome[]; layout: 'confirmed' | 'manual' } {
  if (!read) return { ocrConfidence: null, unsurePrices: [], layout: 'manual' };
  const unsurePrices: Outcome[] = [];
  let leftToReader = false;
  for (const side of SIDES) {
    const price = match.odds[side];
    if (price === undefined) continue;
    const asRead = samePrice(price, read.odds[side]) && (read.oddsFormat === null || read.oddsFormat === match.oddsFormat);
    if (!asRead || match.checked?.includes(side)) continue;
    leftToReader = true;
    if (read.confidence.odds < TRUSTED_PRICE_CONFIDENCE) unsurePrices.push(side);
  }
  return {
    ocrConfidence: leftToReader ? Math.round(read.confidence.odds * 100) : null,
    unsurePrices,
    layout: 'confirmed',
  };
}
