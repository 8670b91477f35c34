import { afterEach, describe, expect, it, vi } from 'vitest';
import { runPeriodically } from './periodic';

describe('runPeriodically', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the task on every interval, reports failures, and stops', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let runs = 0;
    const stop = runPeriodically(
      async () => {
        runs += 1;
        if (runs === 2) throw new Error('second run failed');
      },
      1_000,
      (err) => errors.push(err),
    );
    await vi.advanceTimersByTimeAsync(3_000);
    expect(runs).toBe(3);
    expect(errors).toHaveLength(1);
    stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(3);
  });
});
