import { describe, expect, it } from 'vitest';
import { backtestFigures, HEADLINE_REAL_SETS, LATENCY_REAL_SET, measuredFigures, ocrFigures } from './public-stats';

describe('measured marketing figures', () => {
  it('reads the committed backtest and OCR reports', () => {
    const { backtest, ocr } = measuredFigures();
    expect(backtest?.matches).toBeGreaterThanOrEqual(10_000);
    expect(backtest?.topPickAccuracy).toBeGreaterThan(0.3);
    expect(backtest?.topPickAccuracy).toBeLessThan(0.8);
    // The headline: rows of the checked-aside real screenshots; the generated pool only beside it.
    expect(ocr?.screenshots).toBeGreaterThan(0);
    expect(ocr?.rows).toBeGreaterThan(ocr?.screenshots ?? 0);
    expect(ocr?.rowRecall).toBeGreaterThan(0);
    expect(ocr?.generated?.images).toBeGreaterThan(0);
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

  it('quotes the row recall of the real screenshots kept aside from tuning, and the generated pool as generated', () => {
    const part = (set: string, p: string, ok: number, n: number, images: number) => ({
      set,
      part: p,
      summary: { images, rows: { ok, n } },
    });
    const report = {
      sets: { [LATENCY_REAL_SET]: { latency: { total: { p50: 900 } } } },
      realRows: [
        part('real-dev', 'check', 4, 5, 11),
        part('real-dev3', 'tune', 50, 57, 24),
        part('real-dev3', 'check', 10, 25, 11),
        part('real-dev3', 'all', 60, 82, 35),
        part('real-dev4', 'check', 10, 46, 10),
      ],
      lofo: { pooled: { rightMatch: { ok: 120, n: 162 } } },
    };
    expect(HEADLINE_REAL_SETS).toEqual(['real-dev3', 'real-dev4']);
    // Tune parts, whole sets and sets whose rules were written on every file are not quoted.
    expect(ocrFigures(report)).toEqual({
      rowRecall: 20 / 71,
      rows: 71,
      rowsRight: 20,
      screenshots: 21,
      generated: { rightMatch: 120 / 162, images: 162 },
      p50Ms: 900,
    });
    // A generated figure alone is no headline.
    expect(ocrFigures({ lofo: report.lofo })).toBeNull();
    expect(ocrFigures({ realRows: [part('real-dev3', 'check', 10, 25, 11)] })).toBeNull();
  });

  it('shows nothing when a report is missing or malformed', () => {
    expect(backtestFigures(null)).toBeNull();
    expect(backtestFigures({ testBet365: { scores: { blend: { matches: 'many' } } } })).toBeNull();
    expect(ocrFigures({ sets: {} })).toBeNull();
    expect(ocrFigures({ realRows: 'none' })).toBeNull();
  });
});
