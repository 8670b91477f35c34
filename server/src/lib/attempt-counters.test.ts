import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { memoryAttemptCounters, redisAttemptCounters, type AttemptCounters } from './attempt-counters';

async function windowsAndHolds(counters: AttemptCounters, advance: (ms: number) => Promise<void>) {
  expect(await counters.peek('k')).toEqual({ count: 0, resetInMs: 0 });
  expect((await counters.hit('k', 200)).count).toBe(1);
  // A later hit neither opens a new window nor lengthens the running one.
  await advance(50);
  const second = await counters.hit('k', 10_000);
  expect(second.count).toBe(2);
  expect(second.resetInMs).toBeLessThanOrEqual(200);
  expect((await counters.peek('k')).count).toBe(2);
  await counters.hold('w', 150);
  expect((await counters.peek('w')).count).toBe(1);
  await advance(200);
  expect((await counters.peek('k')).count).toBe(0);
  expect((await counters.peek('w')).count).toBe(0);
  expect((await counters.hit('k', 1_000)).count).toBe(1);
  await counters.hold('w', 1_000);
  await counters.clear('k', 'w');
  expect([(await counters.peek('k')).count, (await counters.peek('w')).count]).toEqual([0, 0]);
}

describe('attempt counters', () => {
  it('count in windows opened by the first attempt, hold for a set time and clear (in process)', async () => {
    let now = 5_000;
    await windowsAndHolds(
      memoryAttemptCounters(() => now),
      async (ms) => {
        now += ms;
      },
    );
  });

  const url = process.env['TEST_REDIS_URL'];
  describe.skipIf(!url)('in Redis', () => {
    const redis = url ? new Redis(url) : null;
    afterAll(() => redis?.disconnect());
    it('count the same way across processes, under the deployment prefix', async () => {
      const prefix = `test-${process.pid}-${Date.now()}`;
      await windowsAndHolds(redisAttemptCounters(redis!, prefix), (ms) => new Promise((r) => setTimeout(r, ms)));
      await redisAttemptCounters(redis!, prefix).hit('named', 1_000);
      expect(await redis!.exists(`${prefix}:attempts:named`)).toBe(1);
      await redis!.del(`${prefix}:attempts:named`);
    });
  });
});
