import type { ExtractedMatch, Fact, GridRow, MarketAnalysis } from '@shared/prediction';
import { TRUSTED_PRICE_CONFIDENCE } from '@shared/reading';
import { DEVIG_METHODS, type DevigMethod } from '../devig';
import { round1, round2 } from '../format';
import type { OddsScreen, Side } from '../odds-screen';

/**
 * Stage 1, the market: what the bookmaker prices of one match say once the margin is removed. Facts only (codes and
 * numbers); sentences are rendered from them when read.
 */

export const HIGH_MARGIN = 0.08;

export interface MarketStage {
  /** Consensus fair probabilities in side order, or null when no screenshot priced every outcome. */
  fair: number[] | null;
  analysis: MarketAnalysis | null;
  meanMargin: number | null;
  /** Complete and plausible quotes (the ones the consensus rests on). */
  trustedQuotes: number;
  grid: GridRow[];
  factors: Fact[];
  warnings: Fact[];
}

export function marketStage(
  screen: OddsScreen,
  sides: readonly Side[],
  devigMethod: DevigMethod,
  matches: readonly ExtractedMatch[],
): MarketStage {
  const factors: Fact[] = [];
  const warnings: Fact[] = [];
  const completeQuotes = screen.quotes.filter((x) => x.complete && x.plausible);
  const fair = screen.consensus?.[devigMethod] ?? null;
  for (const quote of screen.quotes.filter((x) => x.complete))
    factors.push({ code: 'margin', p: { screenshot: quote.index, margin: quote.booksum! - 1, booksum: quote.booksum! } });
  const meanMargin = completeQuotes.length
    ? completeQuotes.reduce((s, x) => s + x.booksum! - 1, 0) / completeQuotes.length
    : null;

  let analysis: MarketAnalysis | null = null;
  if (fair && screen.consensus) {
    const pick = (v: number[]) => ({
      home: round1(v[0]! * 100),
      draw: screen.threeWay ? round1(v[1]! * 100) : null,
      away: round1(v[screen.threeWay ? 2 : 1]! * 100),
    });
    analysis = {
      homeWinProbability: pick(fair).home,
      drawProbability: pick(fair).draw,
      awayWinProbability: pick(fair).away,
      margin: meanMargin === null ? null : round2(meanMargin * 100),
      method: devigMethod,
      byMethod: Object.fromEntries(DEVIG_METHODS.map((m) => [m, pick(screen.consensus![m])])),
      bestOdds: {
        home: screen.best.home?.price ?? null,
        draw: screen.best.draw?.price ?? null,
        away: screen.best.away?.price ?? null,
      },
      arbitrage: screen.arbitrage,
    };
    const n = completeQuotes.length || screen.quotes.filter((x) => x.complete).length;
    factors.push({ code: 'fair', p: { method: devigMethod, n, keys: [...sides], probs: fair } });
    if (screen.used.length > 1) factors.push(bestPricesFact(screen, sides));
  }
  if (meanMargin !== null && meanMargin > HIGH_MARGIN) warnings.push({ code: 'high-margin', p: { margin: meanMargin } });
  for (const i of screen.inconsistent) {
    const quote = screen.quotes.find((x) => x.index === i)!;
    warnings.push({ code: 'inconsistent', p: { screenshot: i, booksum: quote.booksum!, left: completeQuotes.length > 0 } });
  }
  if (screen.arbitrage) {
    warnings.push({
      code: 'arbitrage',
      p: {
        booksum: screen.bestBooksum!,
        profit: screen.arbitrageProfit,
        keys: [...sides],
        splits: sides.map((s) => 1 / screen.best[s]!.price / screen.bestBooksum!),
      },
    });
  }

  const grid: GridRow[] =
    screen.used.length > 1
      ? screen.quotes.map((q) => ({
          screenshot: q.index,
          prices: { home: q.prices.home, draw: screen.threeWay ? q.prices.draw : null, away: q.prices.away },
          margin: q.booksum === null ? null : q.booksum - 1,
          format: matches[q.index]?.oddsFormat ?? null,
        }))
      : [];
  return { fair, analysis, meanMargin, trustedQuotes: completeQuotes.length, grid, factors, warnings };
}

function bestPricesFact(screen: OddsScreen, sides: readonly Side[]): Fact {
  return {
    code: 'best-prices',
    p: {
      keys: [...sides],
      prices: sides.map((s) => screen.best[s]?.price ?? 0),
      screenshots: sides.map((s) => screen.best[s]?.index ?? -1),
    },
  };
}

/** Below this reading confidence (0..100) a price may be misread: no stake is advised on it. */
export const MIN_TRUSTED_OCR = Math.round(TRUSTED_PRICE_CONFIDENCE * 100);

/** Reading problems of the analysed screenshots: prices not read, low OCR confidence. */
export function readingWarnings(
  screen: OddsScreen,
  sides: readonly Side[],
  used: readonly ExtractedMatch[],
  slip: boolean,
): { warnings: Fact[]; meanOcr: number | null } {
  const warnings: Fact[] = [];
  if (!slip) {
    for (const q of screen.quotes) {
      const missing = sides.filter((s) => q.prices[s] === null);
      if (missing.length) warnings.push({ code: 'unread', p: { screenshot: q.index, keys: missing } });
    }
  }
  const ocr = used.map((m) => m.ocrConfidence).filter((x): x is number => typeof x === 'number');
  const meanOcr = ocr.length ? ocr.reduce((a, b) => a + b, 0) / ocr.length : null;
  // The least sure screenshot is the one to check: a price under the trust threshold is never staked on, and the
  // user is told why, even where the other screenshots were read surely.
  const lowest = ocr.length ? Math.min(...ocr) : null;
  if (lowest !== null && lowest < MIN_TRUSTED_OCR) warnings.push({ code: 'low-ocr', p: { score: lowest } });
  return { warnings, meanOcr };
}
