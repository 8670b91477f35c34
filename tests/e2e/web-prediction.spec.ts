import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './fixtures';
import { catalog, prepare } from './web-helpers';

const home = catalog('en', 'home');
const history = catalog('en', 'history');

/** A screenshot of the app's own fictional example odds page, rendered by the browser. */
async function exampleScreenshot(page: Page, kind: 'light' | 'dark'): Promise<Buffer> {
  await page.setViewportSize({ width: 800, height: 460 });
  await page.goto(`/examples/odds-${kind}.svg`);
  const png = await page.screenshot();
  await page.setViewportSize({ width: 1280, height: 720 });
  return png;
}

test('upload a screenshot, watch the three steps, read the results, switch odds formats, see it in history', async ({ page }) => {
  test.setTimeout(120_000);
  await prepare(page, { lang: 'en' });
  const png = await exampleScreenshot(page, 'light');
  await signUpViaApi(page);
  await page.goto('/');
  await expect(page.getByText(home.home.remaining_other)).toBeVisible();
  const before = Number(await page.getByText(home.home.remaining_other).locator('xpath=preceding-sibling::p').innerText());

  await page.getByRole('button', { name: home.home.uploadButton }).click();
  await page.getByLabel(home.upload.choose).setInputFiles({ name: 'odds.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Preview of odds.png' })).toBeVisible();
  await page.getByRole('button', { name: home.upload.analyze }).click();

  await expect(page.getByRole('heading', { level: 1, name: home.processing.title })).toBeVisible();
  await expect(page.getByText(home.processing.steps.extracting)).toBeVisible();

  const results = page.getByRole('heading', { level: 2, name: home.results.mainRecommendation });
  await expect(results).toBeVisible({ timeout: 60_000 });
  await expect(
    page
      .getByText(`${before - 1} predictions remaining`)
      .or(page.getByText(`${before - 1} prediction remaining`))
      .first(),
  ).toBeVisible();

  const homeOdds = page.getByTestId('odds-home');
  await expect(homeOdds).toHaveText('2.10');
  await page.getByRole('button', { name: home.results.formats.fractional }).click();
  await expect(homeOdds).toHaveText('11/10');
  await expect(page.getByTestId('odds-draw')).toHaveText('12/5');
  await page.getByRole('button', { name: home.results.formats.american }).click();
  await expect(homeOdds).toHaveText('+110');
  await expect(page.getByRole('heading', { level: 2, name: home.results.keyFactors })).toBeVisible();

  await page.getByRole('button', { name: home.results.tryAnother }).click();
  await expect(page.getByRole('heading', { level: 1, name: home.upload.title })).toBeVisible();

  await page.goto('/history');
  await expect(page.getByRole('heading', { level: 1, name: history.title })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: history.aiAnalysis });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('% confidence');
  await card.getByLabel(history.outcome.label).selectOption('home');
  await card.getByRole('button', { name: history.outcome.save }).click();
  await expect(page.getByText(history.outcome.saved)).toBeVisible();
});

test('an unreadable image brings the user back to the upload view with the spec message', async ({ page }) => {
  test.setTimeout(90_000);
  await prepare(page, { lang: 'en' });
  await signUpViaApi(page);
  await page.goto('/');
  await page.getByRole('button', { name: home.home.uploadButton }).click();
  // A valid PNG header with garbage after it: the server cannot decode it.
  const broken = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(2000, 7)]);
  await page.getByLabel(home.upload.choose).setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: broken });
  await page.getByRole('button', { name: home.upload.analyze }).click();
  await expect(page.getByText(home.upload.uploadFailed, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: home.upload.title })).toBeVisible();
});
