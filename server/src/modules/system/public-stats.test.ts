import { describe, expect, it } from 'vitest';
import { backtestFigures, measuredFigures, ocrFigures } from './public-stats';

describe('measured marketing figures', () => {
  it('reads the committed backtest and OCR reports', () => {
    const { backtest, ocr } = measuredFigures();
    expect(backtest?.matches).toBeGreaterThanOrEqual(10_000);
    expect(backtest?.topPickAccuracy).toBeGreaterThan(0.3);
    expect(backtest?.topPickAccuracy).toBeLessThan(0.8);
    expect(ocr?.images).toBeGreaterThan(60);
    expect(ocr?.oddsExact).toBeGreaterThan(0);
  });

  it('pools OCR sets by counts, not by averaging rates', () => {
    const set = (ok: number, n: number, images: number, p50: number) => ({
      summary: { images, oddsValues: { ok, n }, teams: { ok: images, n: images } },
      latencyMs: { total: { p50 } },
    });
    expect(ocrFigures({ sets: { a: set(180, 180, 60, 400), b: set(10, 20, 20, 800) } })).toEqual({
      oddsExact: 190 / 200,
      teams: 1,
      images: 80,
      p50Ms: 500,
    });
  });

  it('shows nothing when a report is missing or malformed', () => {
    expect(backtestFigures(null)).toBeNull();
    expect(backtestFigures({ testBet365: { scores: { blend: { matches: 'many' } } } })).toBeNull();
    expect(ocrFigures({ sets: {} })).toBeNull();
  });
});
