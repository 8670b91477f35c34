import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mailedToken, signUpViaApi, uniqueEmail } from './fixtures';
import { catalog, prepare, type Lang } from './web-helpers';

/**
 * Issue 12 in the browser, in both languages: the mailed verification link, password reset from the sign-in page,
 * and the account page (change password, change email, export, delete). Links come from DATA_DIR/outbox.
 */

const SHOTS = process.env['E2E_SHOTS_DIR'];
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function apiStatus(page: Page, method: string, url: string, body?: unknown): Promise<number> {
  return page.evaluate(
    async ([m, u, b]) =>
      (
        await fetch(u as string, {
          method: m as string,
          headers: { 'content-type': 'application/json' },
          ...(b ? { body: JSON.stringify(b) } : {}),
        })
      ).status,
    [method, url, body ?? null] as const,
  );
}

for (const lang of ['en', 'ru'] as Lang[]) {
  const account = catalog(lang, 'account');
  const auth = catalog(lang, 'auth');
  const common = catalog(lang, 'common');

  test.describe(`account and mail flows (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await prepare(page, { lang });
    });

    test(`verifies the address through the mailed link (${lang})`, async ({ page }) => {
      const email = await signUpViaApi(page, uniqueEmail(`verify-${lang}`));
      await page.goto('/account');
      await expect(page.getByRole('heading', { level: 1, name: account.title })).toBeVisible();
      await expect(page.getByTestId('email-status')).toHaveText(account.profile.unverified);
      await expect(page.getByTestId('test-mode-banner')).toContainText(account.testMode.badge);
      await shoot(page, `account-unverified-${lang}`);

      const token = await mailedToken(email, 'verify-email');
      await page.goto(`/verify-email?token=${token}`);
      await expect(page.getByText(account.verify.done.replace('{{email}}', email))).toBeVisible();
      await shoot(page, `verify-done-${lang}`);
      // Used once: opening it again says so.
      await page.goto(`/verify-email?token=${token}`);
      await expect(page.getByRole('heading', { level: 1, name: account.verify.failedTitle })).toBeVisible();
      await expect(page.getByText(common.errors.TOKEN_USED)).toBeVisible();
      await page.goto('/account');
      await expect(page.getByTestId('email-status')).toHaveText(account.profile.verified);
    });

    test(`resets a forgotten password from the sign-in page (${lang})`, async ({ page, context }) => {
      const email = await signUpViaApi(page, uniqueEmail(`reset-${lang}`));
      await context.clearCookies();
      await page.goto('/signin');
      await page.getByRole('link', { name: account.forgotPassword }).click();
      await expect(page.getByRole('heading', { level: 1, name: account.reset.title })).toBeVisible();
      await page.getByLabel(account.reset.email).fill(email);
      await page.getByRole('button', { name: account.reset.send }).click();
      await expect(page.getByText(account.reset.sent.replace('{{email}}', email))).toBeVisible();
      await shoot(page, `reset-request-${lang}`);

      const token = await mailedToken(email, 'reset-password');
      await page.goto(`/reset-password?token=${token}`);
      await page.getByLabel(account.reset.new, { exact: true }).fill('brand-new-pass-42');
      await page.getByLabel(account.reset.confirm).fill('brand-new-pass-4');
      await page.getByRole('button', { name: account.reset.submit }).click();
      await expect(page.getByText(account.reset.mismatch)).toBeVisible();
      await page.getByLabel(account.reset.confirm).fill('brand-new-pass-42');
      await shoot(page, `reset-new-${lang}`);
      await page.getByRole('button', { name: account.reset.submit }).click();
      await expect(page.getByText(account.reset.done)).toBeVisible();

      await page.locator('#main').getByRole('link', { name: account.reset.signIn }).click();
      await page.getByLabel(auth.email).fill(email);
      await page.getByLabel(auth.password).fill('brand-new-pass-42');
      await page.getByRole('button', { name: auth.signInButton }).click();
      await expect(page).toHaveURL(/\/$/);
      expect(await apiStatus(page, 'GET', '/api/auth/user')).toBe(200);

      // The link worked once.
      await page.goto(`/reset-password?token=${token}`);
      await page.getByLabel(account.reset.new, { exact: true }).fill('another-pass-43');
      await page.getByLabel(account.reset.confirm).fill('another-pass-43');
      await page.getByRole('button', { name: account.reset.submit }).click();
      await expect(page.getByText(common.errors.TOKEN_USED)).toBeVisible();
    });

    test(`changes password and email, exports and deletes the account (${lang})`, async ({ page }) => {
      const email = await signUpViaApi(page, uniqueEmail(`acct-${lang}`));
      await page.goto('/account');

      const pw = page.getByRole('region', { name: account.password.heading });
      await pw.getByLabel(account.password.current).fill('not-the-password');
      await pw.getByLabel(account.password.new).fill('second-pass-2024');
      await pw.getByRole('button', { name: account.password.submit }).click();
      await expect(pw.getByText(common.errors.WRONG_PASSWORD)).toBeVisible();
      await pw.getByLabel(account.password.current).fill('e2e-password-123');
      await pw.getByRole('button', { name: account.password.submit }).click();
      await expect(pw.getByText(account.password.done)).toBeVisible();

      const newEmail = uniqueEmail(`moved-${lang}`);
      const em = page.getByRole('region', { name: account.email.heading });
      await em.getByLabel(account.email.new).fill(newEmail);
      await em.getByLabel(account.email.password).fill('second-pass-2024');
      await em.getByRole('button', { name: account.email.submit }).click();
      await expect(em.getByText(account.email.pending.replace('{{email}}', newEmail))).toBeVisible();
      await shoot(page, `account-forms-${lang}`);
      const token = await mailedToken(newEmail, 'verify-email');
      await page.goto(`/verify-email?token=${token}`);
      await expect(page.getByText(account.verify.done.replace('{{email}}', newEmail))).toBeVisible();
      await page.goto('/account');
      await expect(page.getByText(newEmail, { exact: true })).toBeVisible();
      await expect(page.getByTestId('email-status')).toHaveText(account.profile.verified);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: account.export.button }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^oddslens-export-\d{4}-\d{2}-\d{2}\.json$/);
      const exported = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
      expect(exported.account.email).toBe(newEmail);
      expect(exported).toHaveProperty('predictions');
      expect(exported).toHaveProperty('outcomes');
      expect(exported).toHaveProperty('subscription');

      const del = page.getByRole('region', { name: account.delete.heading });
      const button = del.getByRole('button', { name: account.delete.button });
      await expect(button).toBeDisabled();
      await del.getByLabel(account.delete.password).fill('second-pass-2024');
      await del.getByLabel(account.delete.confirm).check();
      await button.click();
      await expect(page.getByText(account.delete.done)).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      expect(await apiStatus(page, 'GET', '/api/auth/user')).toBe(401);
      expect(await apiStatus(page, 'POST', '/api/auth/signin', { email: newEmail, password: 'second-pass-2024' })).toBe(401);
      void email;
    });
  });
}

test('the account pages fit a 390 px phone in both languages', async ({ browser, baseURL }) => {
  for (const lang of ['en', 'ru'] as Lang[]) {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await prepare(page, { lang });
    await signUpViaApi(page, uniqueEmail(`phone-${lang}`));
    for (const path of ['/account', '/reset-password', '/reset-password?token=abcdefghijklmnopqrstuvwxyz012345']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${lang} ${path}`).toBeLessThanOrEqual(0);
      await shoot(page, `phone-${lang}-${path.replace(/[/?=]/g, '_')}`);
    }
    await context.close();
  }
});

// One test per language and theme: sixteen axe scans in one test outran the test timeout on a loaded 2-core machine.
for (const lang of ['en', 'ru'] as Lang[]) {
  for (const theme of ['light', 'dark']) {
    test(`the account, reset and verification pages have no serious accessibility violations (${lang}, ${theme})`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await prepare(page, { lang });
      await page.addInitScript((t) => window.localStorage.setItem('oddslens-theme', t), theme);
      await signUpViaApi(page, uniqueEmail(`axe-${lang}-${theme}`));
      for (const path of [
        '/account',
        '/reset-password',
        '/reset-password?token=abcdefghijklmnopqrstuvwxyz012345',
        '/verify-email?token=x',
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (path.startsWith('/verify-email')) await expect(page.getByRole('alert')).toBeVisible();
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => ({ id: v.id, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
        expect(serious, `${lang} ${theme} ${path}`).toEqual([]);
      }
      await context.close();
    });
  }
}
