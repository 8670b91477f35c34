/** Time in bench/ocr.ts: elapsed milliseconds, p50/p95/mean, a loop with n at a time, the latency sample, the native CLI. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { percentile } from './bench-common';

const execFileP = promisify(execFile);
export const ms = (t0: number) => performance.now() - t0;
export const round = (x: number) => Math.round(x);
export const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return {
    n: s.length,
    p50: round(percentile(s, 50)),
    p95: round(percentile(s, 95)),
    mean: round(s.reduce((a, b) => a + b, 0) / Math.max(1, s.length)),
  };
};
export type Stats = ReturnType<typeof stats>;

export async function limit<T>(items: T[], n: number, fn: (x: T) => Promise<void>) {
  let i = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, n) }, async () => {
      while (i < items.length) await fn(items[i++]!);
    }),
  );
}

/** The native CLI on the original image: `tesseract IMG stdout -l eng+rus --psm 3`, one thread. */
export async function cliTime(file: string, languages: string[], langPath: string): Promise<number> {
  const t0 = performance.now();
  await execFileP('tesseract', [file, 'stdout', '-l', languages.join('+'), '--psm', '3', '--tessdata-dir', langPath], {
    env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    maxBuffer: 16 * 1024 * 1024,
  });
  return ms(t0);
}

/** Evenly spread indices: the latency sample. */
export function spread(n: number, k: number): number[] {
  if (k >= n) return Array.from({ length: n }, (_, i) => i);
  return Array.from({ length: k }, (_, i) => Math.floor((i * n) / k));
}

/** Images per second per core. */
export const perCore = (n: number, wall: number, cores: number) => n / (wall / 1000) / cores;
