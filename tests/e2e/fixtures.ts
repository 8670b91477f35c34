import { expect, type Page } from '@playwright/test';

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
