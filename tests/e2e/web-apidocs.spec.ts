import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { verifyViaApi } from './fixtures';
import { catalog, prepare, type Lang } from './web-helpers';

/*
 * Issue 14, part C in both languages: the /api reference, the admin analytics charts, the predictions filter, the
 * default/premium partner link fields and the terms' operator block. Screenshots (desktop and a 390 px phone) go to
 * SHOTS_DIR when it is set, for a person to look at.
 */
const ADMIN_EMAIL = 'admin@e2e.test'; // ADMIN_EMAILS of scripts/e2e-server.sh
const PASSWORD = 'e2e-password-123';
const SHOTS = process.env['SHOTS_DIR'];

/** Desktop and 390 px phone screenshots (whole page and what is in view); the phone page must not scroll sideways. */
async function shoot(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} is wider than a phone`).toBeLessThanOrEqual(
    390,
  );
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
    await page.screenshot({ path: `${SHOTS}/${name}-phone-view.png` });
  }
  if (size) await page.setViewportSize(size);
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
    await page.screenshot({ path: `${SHOTS}/${name}-desktop-view.png` });
  }
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

async function api(page: Page, method: string, url: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ([m, u, b]) => {
      const res = await fetch(u, {
        method: m,
        credentials: 'include',
        headers: b === undefined ? {} : { 'content-type': 'application/json' },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      });
      const text = await res.text();
      return { status: res.status, json: text ? JSON.parse(text) : null };
    },
    [method, url, body] as const,
  );
}

async function signInAdmin(page: Page): Promise<void> {
  await page.goto('/pricing');
  const signup = await api(page, 'POST', '/api/auth/signup', { email: ADMIN_EMAIL, password: PASSWORD });
  if (signup.status === 201) await verifyViaApi(page, ADMIN_EMAIL);
  else expect((await api(page, 'POST', '/api/auth/signin', { email: ADMIN_EMAIL, password: PASSWORD })).status).toBe(200);
}

for (const lng of ['en', 'ru'] as Lang[]) {
  const info = catalog(lng, 'info');
  const admin = catalog(lng, 'admin');
  const legal = catalog(lng, 'legal');

  test.describe(`issue 14 part C in ${lng}`, () => {
    test(`/api reference renders from the OpenAPI document (${lng})`, async ({ page }) => {
      await prepare(page, { lang: lng });
      await page.goto('/api');
      await expect(page.getByRole('heading', { level: 1, name: info.api.title })).toBeVisible();
      const doc = (await api(page, 'GET', `/api/openapi.json?lang=${lng}`)).json as {
        tags: { name: string; description: string }[];
        paths: Record<string, Record<string, { summary: string; operationId: string }>>;
      };
      const process = doc.paths['/api/predictions/process']!['post']!;
      // Section headings are the document's tag descriptions, in the page's language.
      for (const tag of doc.tags.filter((tg) => tg.name !== 'webhooks')) {
        await expect(page.getByRole('heading', { level: 2, name: tag.description })).toBeVisible();
      }
      const card = page.locator(`#${process.operationId}`);
      await expect(card.getByRole('heading', { level: 3, name: process.summary })).toBeVisible();
      await expect(card).toContainText('/api/predictions/process');
      await expect(card).toContainText(info.api.auth.sessionOrKey);
      await card.getByText(info.api.requestExample).click();
      await expect(card.locator('pre').first()).toContainText('"oddsFormat": "decimal"');
      await card.getByText(info.api.errors).click();
      await expect(card).toContainText('403 QUOTA_EXHAUSTED');
      const link = page.getByRole('link', { name: info.api.jsonLink });
      await expect(link).toHaveAttribute('href', `/api/openapi.json?lang=${lng}`);
      // The summaries on the page are the language's own (Cyrillic in Russian).
      if (lng === 'ru') expect(process.summary).toMatch(/[а-яё]/i);
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, `api-${lng}`);
    });

    test(`terms say plainly whether an operator is configured (${lng})`, async ({ page }) => {
      await prepare(page, { lang: lng });
      await page.goto('/terms');
      const block = page.locator('section[aria-labelledby="operator"]');
      await expect(block.getByRole('heading', { name: legal.terms.operator.title })).toBeVisible();
      const configured = (await api(page, 'GET', '/api/operator')).json as { operator: { name: string } | null };
      if (configured.operator) {
        await expect(block).toContainText(configured.operator.name);
        await expect(page.getByRole('contentinfo')).toContainText(configured.operator.name);
      } else {
        await expect(block).toContainText(legal.terms.operator.notConfigured);
        // No placeholder company or address that looks real.
        await expect(block).not.toContainText('legal@oddslens.app');
      }
      expect(await seriousViolations(page)).toEqual([]);
      await block.scrollIntoViewIfNeeded();
      await shoot(page, `terms-${lng}${configured.operator ? '-configured' : ''}`);
    });

    test(`admin: analytics charts, predictions filter and partner links (${lng})`, async ({ page }) => {
      await prepare(page, { lang: lng });
      await signInAdmin(page);
      // One real analysis (manual entry) so the charts and the list have something of today's.
      const made = await api(page, 'POST', '/api/predictions/process', {
        match: { teams: ['Arsenal', 'Chelsea'], odds: { home: '2.10', draw: '3.40', away: '3.60' }, oddsFormat: 'decimal' },
      });
      expect(made.status).toBe(200);

      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 2, name: admin.analytics.title })).toBeVisible();
      const analysesChart = page.getByRole('img', { name: new RegExp(admin.analytics.series.analyses) });
      await expect(analysesChart).toBeVisible();
      for (const key of ['signups', 'conversions', 'exhaustions']) {
        await expect(page.getByRole('img', { name: new RegExp(admin.analytics.series[key]) })).toBeVisible();
      }
      // Today's column carries the analysis just made.
      const last = analysesChart.locator('rect').last();
      expect(Number(await last.getAttribute('data-value'))).toBeGreaterThanOrEqual(1);
      const sevenDays = admin.analytics[`lastDays_${new Intl.PluralRules(lng).select(7)}`] as string;
      await page.getByRole('button', { name: sevenDays.replace('{{count}}', '7') }).click();
      await expect(analysesChart.locator('rect')).toHaveCount(7);

      const predictions = page.locator('section[aria-labelledby="admin-predictions"]');
      await predictions.getByLabel(admin.predictions.email).fill('admin@e2e');
      await predictions.getByRole('button', { name: admin.predictions.apply }).click();
      await expect(predictions.getByRole('row').filter({ hasText: ADMIN_EMAIL }).first()).toBeVisible();
      await expect(predictions.getByRole('row').filter({ hasText: 'Arsenal — Chelsea' }).first()).toBeVisible();
      await predictions.getByLabel(admin.predictions.email).fill('nobody-at-all@nowhere.test');
      await predictions.getByRole('button', { name: admin.predictions.apply }).click();
      await expect(predictions.getByText(admin.predictions.empty)).toBeVisible();
      await predictions.getByRole('button', { name: admin.predictions.clear }).click();
      await expect(predictions.getByRole('row').filter({ hasText: ADMIN_EMAIL }).first()).toBeVisible();

      const premium = page.getByLabel(admin.referral.premiumLabel);
      await premium.fill(`https://premium.example/${lng}`);
      await page.getByRole('button', { name: admin.referral.save, exact: true }).click();
      await expect(page.getByText(admin.toasts.savedText).first()).toBeVisible();
      const saved = (await api(page, 'GET', '/api/admin/settings')).json as { referralLinks: Record<string, { url: string }> };
      expect(saved.referralLinks['premium']).toEqual({ url: `https://premium.example/${lng}` });
      await page.reload();
      await expect(page.getByLabel(admin.referral.premiumLabel)).toHaveValue(`https://premium.example/${lng}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.locator('#admin-analytics').scrollIntoViewIfNeeded();
      await shoot(page, `admin-${lng}`);
      await page.getByLabel(admin.referral.premiumLabel).fill('');
      await page.getByRole('button', { name: admin.referral.save, exact: true }).click();
      await expect(page.getByText(admin.toasts.savedText).first()).toBeVisible();
      expect(
        ((await api(page, 'GET', '/api/admin/settings')).json as { referralLinks: object }).referralLinks,
      ).not.toHaveProperty('premium');
    });
  });
}
