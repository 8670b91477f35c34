import { describe, expect, it, vi } from 'vitest';
import { sandboxProvider } from './sandbox-provider';

describe('sandbox checkouts', () => {
  it('are each their own, even opened in the same millisecond', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-03T16:00:00Z'), toFake: ['Date'] });
    try {
      const sandbox = sandboxProvider({ sessionSecret: 'a-test-secret-of-enough-length', publicUrl: 'http://localhost' });
      const open = () =>
        sandbox.createCheckout({
          userId: 'u1',
          email: 'u1@example.com',
          currency: 'USD',
          amountMinor: 999,
          language: 'en',
          customerRef: null,
        });
      const [a, b] = [await open(), await open()];
      expect(a.url).not.toBe(b.url);
      const token = (u: string) => u.split('/').pop()!;
      expect(sandbox.checkoutCompletedEvent(token(a.url)).id).not.toBe(sandbox.checkoutCompletedEvent(token(b.url)).id);
      // Each still reads back as the session it was opened as.
      expect(sandbox.readSessionToken(token(b.url))).toMatchObject({ userId: 'u1', currency: 'USD', amountMinor: 999 });
    } finally {
      vi.useRealTimers();
    }
  });
});
