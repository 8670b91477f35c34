import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { waitForToken } from '../integration/support/outbox';

/** The e2e server's DATA_DIR (scripts/e2e-server.sh): without MAIL_URL its mail lands in DATA_DIR/outbox. */
export const E2E_DATA_DIR = path.resolve(process.env['E2E_DATA_DIR'] ?? './data/e2e');

/** The token of the newest verify-email or reset-password link mailed to `email`. */
export function mailedToken(email: string, page: 'verify-email' | 'reset-password', after = 0): Promise<string> {
  return waitForToken(E2E_DATA_DIR, email, page, { after, timeoutMs: 10_000 });
}

/** Follows the verification link of `email` through the API, from inside the page. */
export async function verifyViaApi(page: Page, email: string): Promise<void> {
  const token = await mailedToken(email, 'verify-email');
  const status = await page.evaluate(
    async (tk) =>
      (
        await fetch('/api/auth/verify-email', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token: tk }),
        })
      ).status,
    token,
  );
  expect(status).toBe(200);
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@e2e.test`;
}

/** Signs up through the JSON API from inside the page, so the browser holds the session cookie. */
export async function signUpViaApi(page: Page, email = uniqueEmail(), password = 'e2e-password-123'): Promise<string> {
  await page.goto('/pricing');
  const status = await page.evaluate(
    async ([e, p]) => {
      const res = await fetch('/api/auth/signup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: e, password: p }),
        credentials: 'include',
      });
      return res.status;
    },
    [email, password],
  );
  expect(status).toBe(201);
  return email;
}
