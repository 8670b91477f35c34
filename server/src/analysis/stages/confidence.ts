import type { ExtractedMatch } from '@shared/prediction';
import type { OddsScreen, Side } from '../odds-screen';
import { HIGH_MARGIN } from './market';

/**
 * Stage 4, confidence: how much the analysis can be trusted as read, 0..100, apart from the verdict.
 * Fields read (30), OCR confidence (20), a clean market (25), agreement between screenshots (10), the model (15).
 */
export function confidenceStage(input: {
  used: readonly ExtractedMatch[];
  screen: OddsScreen;
  sides: readonly Side[];
  meanOcr: number | null;
  meanMargin: number | null;
  trustedQuotes: number;
  /** Model freshness 0..1 when the model ran, else null. */
  modelFreshness: number | null;
  modelApplies: boolean;
  /** Screenshots of other matches in the same request. */
  otherScreenshots: number;
}): number {
  const { used, screen, sides, meanOcr, meanMargin } = input;
  const fields = used.map((m, k) => {
    const quote = screen.quotes[k];
    const wanted = 2 + sides.length; // teams, sport, each price
    let got = 0;
    if (m.teams?.[0] && m.teams[1]) got++;
    if (m.sport) got++;
    if (quote) got += sides.filter((s) => quote.prices[s] !== null).length;
    return got / wanted;
  });
  const fieldsScore = 30 * Math.max(0, ...fields);
  const ocrScore = meanOcr === null ? 10 : (20 * Math.min(100, Math.max(0, meanOcr))) / 100;
  let marketScore = input.trustedQuotes ? 25 : screen.quotes.some((x) => x.complete) ? 5 : 0;
  if (meanMargin !== null && meanMargin > HIGH_MARGIN) marketScore -= 10;
  let agreementScore = screen.used.length > 1 ? 10 * Math.max(0, 1 - screen.disagreement / 0.1) : 7;
  agreementScore = Math.max(0, agreementScore - 5 * input.otherScreenshots);
  const modelScore = input.modelFreshness !== null ? 15 * input.modelFreshness : input.modelApplies && screen.threeWay ? 0 : 5;
  return Math.round(Math.max(0, Math.min(100, fieldsScore + ocrScore + marketScore + agreementScore + modelScore)));
}
