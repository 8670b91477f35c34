/**
 * Bookmaker margin removal ("de-vigging"). Pure functions over decimal odds, 2-way or 3-way.
 * Notation follows docs/decisions/0003-analysis-engine.md: r_i = 1/o_i, B = Σ r_i (booksum), margin M = B − 1.
 */

export type DevigMethod = 'multiplicative' | 'additive' | 'power' | 'shin';
export const DEVIG_METHODS: readonly DevigMethod[] = ['shin', 'multiplicative', 'additive', 'power'];

function assertOdds(odds: readonly number[]): void {
  if (odds.length < 2) throw new RangeError('at least two prices are needed to remove a margin');
  for (const o of odds) if (!(Number.isFinite(o) && o > 1)) throw new RangeError(`invalid decimal price ${o}`);
}

/** 1/o for each price (the bookmaker's implied probabilities, margin included). */
export function impliedProbabilities(odds: readonly number[]): number[] {
  return odds.map((o) => 1 / o);
}

/** Σ 1/o_i. Above 1 the book has a margin; below 1 the prices form an arbitrage. */
export function booksum(odds: readonly number[]): number {
  return odds.reduce((s, o) => s + 1 / o, 0);
}

/** Overround − 1 as a fraction (0.05 = 5%). */
export function margin(odds: readonly number[]): number {
  return booksum(odds) - 1;
}

/** p_i = r_i / B. */
export function devigMultiplicative(odds: readonly number[]): number[] {
  assertOdds(odds);
  const b = booksum(odds);
  return odds.map((o) => 1 / o / b);
}

/**
 * p_i = r_i − M/n. A long shot can go negative; such outcomes are clamped to 0 and the margin is re-spread over the
 * remaining outcomes, repeatedly, so the result is always a probability vector.
 */
export function devigAdditive(odds: readonly number[]): number[] {
  assertOdds(odds);
  const r = impliedProbabilities(odds);
  const active = r.map(() => true);
  for (let iter = 0; iter < r.length; iter++) {
    const n = active.filter(Boolean).length;
    const sum = r.reduce((s, x, i) => (active[i] ? s + x : s), 0);
    const cut = (sum - 1) / n;
    const p = r.map((x, i) => (active[i] ? x - cut : 0));
    const negative = p.findIndex((x, i) => active[i] && x < 0);
    if (negative < 0) return p;
    p.forEach((x, i) => {
      if (x < 0) active[i] = false;
    });
  }
  return devigMultiplicative(odds);
}

function bisect(f: (x: number) => number, lo: number, hi: number, iterations = 100): number {
  let flo = f(lo);
  for (let i = 0; i < iterations; i++) {
    const mid = (lo + hi) / 2;
    const fm = f(mid);
    if (fm === 0) return mid;
    if (Math.sign(fm) === Math.sign(flo)) {
      lo = mid;
      flo = fm;
    } else hi = mid;
  }
  return (lo + hi) / 2;
}

/** p_i = r_i^k with k solved so that Σ p_i = 1. Never leaves 0..1; shifts more margin onto long shots. */
export function devigPower(odds: readonly number[]): { probabilities: number[]; k: number } {
  assertOdds(odds);
  const r = impliedProbabilities(odds);
  const k = bisect((kk) => r.reduce((s, x) => s + x ** kk, 0) - 1, 0.01, 50);
  const p = r.map((x) => x ** k);
  const s = p.reduce((a, b) => a + b, 0);
  return { probabilities: p.map((x) => x / s), k };
}

function shinProbabilities(r: readonly number[], b: number, z: number): number[] {
  return r.map((x) => (Math.sqrt(z * z + (4 * (1 - z) * x * x) / b) - z) / (2 * (1 - z)));
}

/**
 * Shin (1993): p_i = [√(z² + 4(1−z)·r_i²/B) − z] / (2(1−z)), with z (the share of insider money) solved so that
 * Σ p_i = 1. For a book without margin (B ≤ 1) z is 0 and the prices are only normalised.
 */
export function devigShin(odds: readonly number[]): { probabilities: number[]; z: number } {
  assertOdds(odds);
  const r = impliedProbabilities(odds);
  const b = booksum(odds);
  if (b <= 1) return { probabilities: r.map((x) => x / b), z: 0 };
  const z = bisect((zz) => shinProbabilities(r, b, zz).reduce((s, x) => s + x, 0) - 1, 0, 0.999);
  const p = shinProbabilities(r, b, z);
  const s = p.reduce((a, c) => a + c, 0);
  return { probabilities: p.map((x) => x / s), z };
}

export function devig(odds: readonly number[], method: DevigMethod): number[] {
  switch (method) {
    case 'multiplicative':
      return devigMultiplicative(odds);
    case 'additive':
      return devigAdditive(odds);
    case 'power':
      return devigPower(odds).probabilities;
    case 'shin':
      return devigShin(odds).probabilities;
  }
}

export function devigAll(odds: readonly number[]): Record<DevigMethod, number[]> {
  return {
    shin: devig(odds, 'shin'),
    multiplicative: devig(odds, 'multiplicative'),
    additive: devig(odds, 'additive'),
    power: devig(odds, 'power'),
  };
}
