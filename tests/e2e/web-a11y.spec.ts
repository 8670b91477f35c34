import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './fixtures';
import { catalog, prepare, type Catalog, type Lang } from './web-helpers';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

for (const lng of ['en', 'ru'] as Lang[]) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`axe (${lng}, ${theme})`, () => {
      test.beforeEach(async ({ page }) => {
        await prepare(page, { lang: lng });
        await page.addInitScript((t) => window.localStorage.setItem('oddslens-theme', t), theme);
      });

      for (const [path, ns, key] of [
        ['/', 'landing', 'hero.title'],
        ['/signin', 'auth', 'signInTitle'],
        ['/pricing', 'billing', 'pricing.title'],
      ] as const) {
        test(`${path} has no serious or critical violations`, async ({ page }) => {
          await page.goto(path);
          const heading = key.split('.').reduce((o: Catalog, k) => o[k], catalog(lng, ns)) as unknown as string;
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          expect(await seriousViolations(page)).toEqual([]);
        });
      }

      test('signed-in home and articles have no serious or critical violations', async ({ page }) => {
        await signUpViaApi(page);
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1, name: catalog(lng, 'home').home.titleNew })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        await page.goto('/articles');
        await expect(page.getByRole('heading', { level: 1, name: catalog(lng, 'articles').title })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    });
  }
}

test('the onboarding dialog has no serious or critical violations', async ({ page }) => {
  await prepare(page, { lang: 'en', onboardingSeen: false });
  await page.goto('/');
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 5000 });
  expect(await seriousViolations(page)).toEqual([]);
});
