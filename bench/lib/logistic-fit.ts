/**
 * Logistic regression for the reader's calibrated confidences (server/src/extraction/verify/logistic.ts): full-batch
 * Newton steps with an L2 penalty on the weights (not the intercept), so a feature seen on few samples keeps a
 * modest weight.
 */

export interface Sample<K extends string> {
  x: Record<K, number>;
  /** 1 when the reading was right. */
  y: 0 | 1;
}

export function fitLogistic<K extends string>(
  samples: readonly Sample<K>[],
  keys: readonly K[],
  l2 = 1,
): { intercept: number } & Record<K, number> {
  const d = keys.length + 1;
  const row = (s: Sample<K>) => [1, ...keys.map((k) => s.x[k])];
  const X = samples.map(row);
  let w = new Array<number>(d).fill(0);
  for (let it = 0; it < 50; it++) {
    const g = new Array<number>(d).fill(0);
    const H = Array.from({ length: d }, () => new Array<number>(d).fill(0));
    X.forEach((x, n) => {
      const p = 1 / (1 + Math.exp(-x.reduce((s, v, j) => s + v * w[j]!, 0)));
      const e = p - samples[n]!.y;
      const v = p * (1 - p);
      for (let i = 0; i < d; i++) {
        g[i]! += e * x[i]!;
        for (let j = 0; j < d; j++) H[i]![j]! += v * x[i]! * x[j]!;
      }
    });
    for (let i = 1; i < d; i++) {
      g[i]! += l2 * w[i]!;
      H[i]![i]! += l2;
    }
    H[0]![0]! += 1e-6;
    const step = solve(H, g);
    w = w.map((x, i) => x - step[i]!);
    if (Math.max(...step.map(Math.abs)) < 1e-8) break;
  }
  const out = { intercept: round(w[0]!) } as { intercept: number } & Record<K, number>;
  keys.forEach((k, i) => ((out as Record<string, number>)[k] = round(w[i + 1]!)));
  return out;
}

const round = (x: number) => Math.round(x * 100) / 100;

/** Gaussian elimination with partial pivoting: H x = g. */
function solve(H: number[][], g: number[]): number[] {
  const n = g.length;
  const A = H.map((r, i) => [...r, g[i]!]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(A[r]![c]!) > Math.abs(A[p]![c]!)) p = r;
    [A[c], A[p]] = [A[p]!, A[c]!];
    const piv = A[c]![c]! || 1e-12;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = A[r]![c]! / piv;
      for (let k = c; k <= n; k++) A[r]![k]! -= f * A[c]![k]!;
    }
  }
  return A.map((r, i) => r[n]! / (r[i]! || 1e-12));
}
