import { describe, expect, it } from 'vitest';
import { backtestFigures, LATENCY_REAL_SET, measuredFigures, ocrFigures } from './public-stats';

describe('measured marketing figures', () => {
  it('reads the committed backtest and OCR reports', () => {
    const { backtest, ocr } = measuredFigures();
    expect(backtest?.matches).toBeGreaterThanOrEqual(10_000);
    expect(backtest?.topPickAccuracy).toBeGreaterThan(0.3);
    expect(backtest?.topPickAccuracy).toBeLessThan(0.8);
    expect(ocr?.generatedImages).toBeGreaterThan(0);
    expect(ocr?.rightMatch).toBeGreaterThan(0);
    // The committed backtest validated weight 0 for the team model: its top pick is the market's favourite.
    expect(backtest?.modelWeight).toBe(0);
  });

  it('takes the blend weight of lowest validation log loss, or none when the report lists none', () => {
    const blend = { matches: 100, accuracy: 0.5, brier: 0.6 };
    const report = (byWeight: unknown) => ({
      testBet365: { from: 'a', to: 'b', scores: { blend } },
      method: { validation: { byWeight } },
    });
    const rows = [
      { weight: 0, logLoss: 1.01 },
      { weight: 0.2, logLoss: 1.0 },
      { weight: 0.4, logLoss: 1.02 },
    ];
    expect(backtestFigures(report(rows))?.modelWeight).toBe(0.2);
    expect(backtestFigures(report(undefined))?.modelWeight).toBeNull();
  });

  it('quotes only screenshots never used for tuning: held-out real sets and the leave-one-family-out pool', () => {
    const summary = (ok: number, n: number) => ({ rightMatch: { ok, n } });
    const report = {
      sets: {
        'synthetic-dev': { summary: summary(60, 60), latency: { total: { p50: 300 } } },
        'real-dev': { summary: summary(30, 34), latency: { total: { p50: 700 } } },
        [LATENCY_REAL_SET]: { summary: summary(6, 11), latency: { total: { p50: 900 } } },
        'real-held': { summary: summary(5, 8) },
        gen: { summary: summary(150, 162) },
      },
      lofo: { pooled: summary(120, 162) },
    };
    // No real set is held out today: only the generated pool is quoted, with a real set's reading time.
    expect(ocrFigures(report)).toEqual({ rightMatch: 120 / 162, images: 162, realImages: 0, generatedImages: 162, p50Ms: 900 });
    expect(ocrFigures(report, ['real-held'])).toEqual({
      rightMatch: 125 / 170,
      images: 170,
      realImages: 8,
      generatedImages: 162,
      p50Ms: 900,
    });
  });

  it('shows nothing when a report is missing or malformed', () => {
    expect(backtestFigures(null)).toBeNull();
    expect(backtestFigures({ testBet365: { scores: { blend: { matches: 'many' } } } })).toBeNull();
    expect(ocrFigures({ sets: {} })).toBeNull();
  });
});
