import { describe, expect, it } from 'vitest';
import { uploadUrlSupply } from './upload-url-supply';

/** A server handing out URLs numbered in order, valid for `ttl` seconds from the fake clock. */
function fakeServer(clock: { now: number }, ttl = 300) {
  let n = 0;
  const fetchUrl = async () => `http://127.0.0.1/uploads/${++n}?expires=${Math.floor(clock.now / 1000) + ttl}&signature=s`;
  return { fetchUrl, asked: () => n };
}

describe('upload URL supply', () => {
  it('hands out prefetched URLs once each, then asks the server', async () => {
    const clock = { now: 1_000_000_000 };
    const server = fakeServer(clock);
    const supply = uploadUrlSupply(server.fetchUrl, () => clock.now);
    supply.prefetch('u1', 2);
    expect(server.asked()).toBe(2);
    supply.prefetch('u1', 2); // already held: nothing more asked
    expect(server.asked()).toBe(2);
    expect(await supply.take('u1')).toContain('/uploads/1?');
    expect(await supply.take('u1')).toContain('/uploads/2?');
    expect(await supply.take('u1')).toContain('/uploads/3?');
    expect(server.asked()).toBe(3);
  });

  it("never gives one user's URL to another", async () => {
    const clock = { now: 1_000_000_000 };
    const server = fakeServer(clock);
    const supply = uploadUrlSupply(server.fetchUrl, () => clock.now);
    supply.prefetch('u1', 1);
    expect(await supply.take('u2')).toContain('/uploads/2?');
    supply.prefetch('u2', 1); // u1's spare is dropped
    expect(await supply.take('u1')).toContain('/uploads/4?');
    expect(await supply.take('u2')).toContain('/uploads/3?');
  });

  it('skips a spare past a fifth of its lifetime, and one whose prefetch failed', async () => {
    const clock = { now: 1_000_000_000 };
    const server = fakeServer(clock, 100);
    const supply = uploadUrlSupply(server.fetchUrl, () => clock.now);
    supply.prefetch('u1', 1);
    clock.now += 19_000;
    expect(await supply.take('u1')).toContain('/uploads/1?');
    supply.prefetch('u1', 1);
    clock.now += 21_000;
    expect(await supply.take('u1')).toContain('/uploads/3?');

    let fail = true;
    const flaky = uploadUrlSupply(
      async () => {
        if (fail) throw new Error('offline');
        return server.fetchUrl();
      },
      () => clock.now,
    );
    flaky.prefetch('u1', 1);
    fail = false;
    expect(await flaky.take('u1')).toContain('/uploads/4?');
  });
});
