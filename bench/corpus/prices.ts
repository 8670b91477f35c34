/**
 * Bookmaker prices: realistic books made from random fair probabilities plus a margin, rounded to the steps
 * bookmakers use, and printed in the image's format (decimal with a point or comma, fractional, American).
 */
import type { Rng } from './rng';

export type OddsFormat = 'decimal' | 'fractional' | 'american';

export interface PriceStyle {
  format: OddsFormat;
  /** Decimal only: how many decimals ("fixed2" 2.10, "trim" 2.1 / 5.4, "fixed3" 1.385). */
  decimals: 'fixed2' | 'trim' | 'fixed3';
  /** Decimal only: the decimal separator. */
  comma: boolean;
}

/** Fair probabilities of home, draw and away for a football match. */
export function fairThreeWay(rng: Rng): [number, number, number] {
  const diff = rng.float(-0.72, 0.72);
  const draw = Math.max(0.14, 0.29 - 0.12 * Math.abs(diff) + rng.float(-0.015, 0.015));
  const rest = 1 - draw;
  let home = rest * (0.5 + diff / 2 + 0.04);
  home = Math.min(rest - 0.04, Math.max(0.04, home));
  return [home, draw, rest - home];
}

export function fairTwoWay(rng: Rng): [number, number] {
  const home = rng.float(0.12, 0.88);
  return [home, 1 - home];
}

/** Decimal prices with margin `margin` (0.05 = 5 %) applied proportionally, before rounding. */
export function withMargin(probs: readonly number[], margin: number): number[] {
  return probs.map((p) => 1 / (p * (1 + margin)));
}

/** The price steps of a bookmaker's ladder: coarser as prices grow. */
export function roundToLadder(price: number, style: PriceStyle): number {
  const p = Math.max(1.01, price);
  const step =
    style.format === 'decimal' && style.decimals === 'fixed3'
      ? p < 3
        ? 0.001
        : p < 6
          ? 0.01
          : 0.05
      : p < 2
        ? 0.01
        : p < 3
          ? 0.02
          : p < 4
            ? 0.05
            : p < 6
              ? 0.1
              : p < 10
                ? 0.2
                : p < 20
                  ? 0.5
                  : 1;
  return Math.max(1.01, Math.round(p / step) * step);
}

const FRACTIONS: [number, number][] = [
  [1, 20],
  [1, 10],
  [1, 8],
  [1, 7],
  [1, 6],
  [2, 11],
  [1, 5],
  [2, 9],
  [1, 4],
  [2, 7],
  [3, 10],
  [1, 3],
  [4, 11],
  [2, 5],
  [4, 9],
  [1, 2],
  [8, 15],
  [4, 7],
  [8, 13],
  [4, 6],
  [8, 11],
  [4, 5],
  [5, 6],
  [10, 11],
  [11, 10],
  [6, 5],
  [5, 4],
  [11, 8],
  [6, 4],
  [13, 8],
  [7, 4],
  [15, 8],
  [2, 1],
  [9, 4],
  [5, 2],
  [11, 4],
  [3, 1],
  [10, 3],
  [7, 2],
  [4, 1],
  [9, 2],
  [5, 1],
  [11, 2],
  [6, 1],
  [13, 2],
  [7, 1],
  [15, 2],
  [8, 1],
  [17, 2],
  [9, 1],
  [10, 1],
  [11, 1],
  [12, 1],
  [14, 1],
  [16, 1],
  [18, 1],
  [20, 1],
  [25, 1],
  [33, 1],
  [40, 1],
  [50, 1],
];

function nearestFraction(decimal: number): [number, number] {
  let best = FRACTIONS[0]!;
  for (const f of FRACTIONS) {
    if (Math.abs(f[0] / f[1] + 1 - decimal) < Math.abs(best[0] / best[1] + 1 - decimal)) best = f;
  }
  return best;
}

function trimDecimals(value: number, max: number): string {
  let s = value.toFixed(max);
  while (s.endsWith('0') && !s.endsWith('.0')) s = s.slice(0, -1);
  return s;
}

/** Prints a raw decimal price in the style (the printed string is what goes into the label). */
export function printPrice(raw: number, style: PriceStyle): string {
  if (style.format === 'fractional') {
    const [n, d] = nearestFraction(raw);
    return `${n}/${d}`;
  }
  if (style.format === 'american') {
    const d = roundToLadder(raw, { ...style, format: 'decimal', decimals: 'fixed2' });
    if (d >= 2) return `+${Math.max(100, Math.round(((d - 1) * 100) / 5) * 5)}`;
    return `-${Math.max(101, Math.round(100 / (d - 1) / 5) * 5)}`;
  }
  const d = roundToLadder(raw, style);
  const s = style.decimals === 'fixed2' ? d.toFixed(2) : style.decimals === 'fixed3' ? d.toFixed(3) : trimDecimals(d, 2);
  return style.comma ? s.replace('.', ',') : s;
}

/** The decimal value of a printed price (for payouts and for checking labels). */
export function decimalValue(printed: string, format: OddsFormat): number {
  if (format === 'fractional') {
    const [n, d] = printed.split('/').map(Number);
    return (n ?? 0) / (d ?? 1) + 1;
  }
  if (format === 'american') {
    const v = Number(printed);
    return v > 0 ? v / 100 + 1 : 100 / -v + 1;
  }
  return Number(printed.replace(',', '.'));
}

/** Patterns a printed price of each format must match. */
export const PRICE_PATTERN: Record<OddsFormat, RegExp> = {
  decimal: /^\d{1,3}[.,]\d{1,3}$/,
  fractional: /^\d{1,3}\/\d{1,3}$/,
  american: /^[+-]\d{3,5}$/,
};

/** Prints a money amount with the style's separator ("21.00" or "21,00"). */
export function printMoney(value: number, comma: boolean): string {
  const s = value.toFixed(2);
  return comma ? s.replace('.', ',') : s;
}

export function randomStyle(rng: Rng, lang: string, allow: OddsFormat[] = ['decimal', 'fractional']): PriceStyle {
  const european = lang !== 'en';
  const format: OddsFormat =
    allow.length === 1 ? allow[0]! : rng.weighted(allow.map((f) => [f, f === 'decimal' ? 6 : lang === 'en' ? 2 : 0.3] as const));
  return {
    format,
    decimals: rng.weighted([
      ['fixed2', 6],
      ['trim', 3],
      ['fixed3', 1.5],
    ] as const),
    comma: format === 'decimal' && (european ? rng.chance(0.6) : rng.chance(0.08)),
  };
}
