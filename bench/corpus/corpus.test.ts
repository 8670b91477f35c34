import { describe, expect, it } from 'vitest';
import { buildScene, FAMILIES, finalLabel, firstComplete, imagesPerFamily } from './build';
import { labelProblems, type EventLabel, type ImageLabel } from './labels';
import { decimalValue, PRICE_PATTERN, printPrice, type PriceStyle } from './prices';

const PER_FAMILY = 6;

function labelsFor(seed: number): ImageLabel[] {
  return FAMILIES.flatMap((f) => Array.from({ length: imagesPerFamily(f, PER_FAMILY) }, (_, i) => buildScene(seed, f, i).label));
}

describe('corpus generator labels', () => {
  it('builds the same scenes and labels for the same seed, and different ones for another seed', () => {
    const a = labelsFor(42);
    const b = labelsFor(42);
    expect(b).toEqual(a);
    const html = (seed: number) => buildScene(seed, FAMILIES[0]!, 0).html;
    expect(html(42)).toBe(html(42));
    expect(JSON.stringify(labelsFor(43))).not.toBe(JSON.stringify(a));
  });

  it('covers every family, with negatives only in the no-odds family', () => {
    const labels = labelsFor(5);
    expect(new Set(labels.map((l) => l.family)).size).toBe(FAMILIES.length);
    expect(FAMILIES.length).toBeGreaterThanOrEqual(13);
    for (const l of labels) expect(l.negative).toBe(l.family === 'no-odds');
  });

  it('prints every price in the format its event declares, with realistic 1X2 margins', () => {
    for (const seed of [1, 2, 3]) {
      for (const label of labelsFor(seed)) {
        expect(labelProblems(label), label.file).toEqual([]);
        for (const e of label.events) {
          const prices = Object.values(e.odds).filter((p): p is string => p !== null && p !== '-');
          for (const p of prices) expect(p, `${label.file} ${p}`).toMatch(PRICE_PATTERN[e.odds_format]);
          // Full books (no pick, no suspension, not an exchange's best backs) carry a bookmaker margin.
          const full = e.selection === null && prices.length === (e.market === '1x2' ? 3 : 2);
          if (full && label.family !== 'exchange') {
            const overround = prices.reduce((s, p) => s + 1 / decimalValue(p, e.odds_format), 0);
            expect(overround, `${label.file} ${prices.join(' ')}`).toBeGreaterThan(1.0);
            expect(overround, `${label.file} ${prices.join(' ')}`).toBeLessThan(1.14);
          }
        }
      }
    }
  });

  it('uses Cyrillic team names on Russian pages and Latin ones elsewhere', () => {
    for (const label of labelsFor(9)) {
      if (label.sport !== 'football') continue;
      for (const e of label.events) {
        for (const t of e.teams) expect(/[а-яё]/i.test(t), `${label.file} ${t}`).toBe(label.language === 'ru');
      }
    }
  });

  it('prints decimal, fractional and American prices in their usual forms', () => {
    const dec = (decimals: PriceStyle['decimals'], comma = false): PriceStyle => ({ format: 'decimal', decimals, comma });
    expect(printPrice(2.1, dec('fixed2'))).toBe('2.10');
    expect(printPrice(5.4, dec('trim'))).toBe('5.4');
    expect(printPrice(1.385, dec('fixed3'))).toBe('1.385');
    expect(printPrice(3.5, dec('fixed2', true))).toBe('3,50');
    expect(printPrice(2.5, { format: 'fractional', decimals: 'fixed2', comma: false })).toBe('6/4');
    expect(printPrice(2.5, { format: 'american', decimals: 'fixed2', comma: false })).toBe('+150');
    expect(printPrice(1 + 100 / 120, { format: 'american', decimals: 'fixed2', comma: false })).toBe('-120');
    expect(decimalValue('6/4', 'fractional')).toBeCloseTo(2.5);
    expect(decimalValue('-120', 'american')).toBeCloseTo(1.8333, 3);
    expect(decimalValue('3,50', 'decimal')).toBe(3.5);
  });

  it("a list's primary match is its first complete row: a row with a suspended price is passed over", () => {
    const ev = (odds: Record<'home' | 'draw' | 'away', string | null>): EventLabel => ({
      teams: ['A', 'B'],
      league: null,
      date: null,
      market: '1x2',
      odds,
      odds_format: 'decimal',
      selection: null,
      bookmaker: null,
    });
    expect(firstComplete([ev({ home: '1.5', draw: '-', away: '4.0' }), ev({ home: '2.1', draw: '3.3', away: '3.4' })])).toBe(1);
    expect(firstComplete([ev({ home: '-', draw: '-', away: '-' })])).toBe(0);
    expect(firstComplete([ev({ home: '+120', draw: null, away: '-140' })])).toBe(0);
    expect(firstComplete([])).toBeNull();
  });

  it('drops events cut off by the viewport and keeps the primary on the first visible row', () => {
    const scene = buildScene(
      11,
      FAMILIES.find((f) => f.name === 'desktop-list')!,
      0,
    );
    const n = scene.label.events.length;
    const visible = scene.label.events.map((_, i) => i > 0 && i < n - 1);
    const label = finalLabel(scene, visible);
    expect(label.events).toEqual(scene.label.events.slice(1, n - 1));
    expect(label.primary).toBe(0);
    const single = buildScene(
      11,
      FAMILIES.find((f) => f.name === 'event-page')!,
      0,
    );
    expect(finalLabel(single, [false]).primary).toBeNull();
    expect(finalLabel(single, [true]).primary).toBe(0);
  });
});
