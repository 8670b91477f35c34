import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi, verifyViaApi } from './fixtures';
import { catalog, prepare } from './web-helpers';

const home = catalog('en', 'home');
const history = catalog('en', 'history');
const review = catalog('en', 'review');
const analysis = catalog('en', 'analysis');

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

/** The teams as the example page prints them, typed over whatever was read (the user's confirmation). */
async function confirmTeams(page: Page): Promise<void> {
  await page.getByLabel(review.form.home, { exact: true }).fill('Northbridge United');
  await page.getByLabel(review.form.away, { exact: true }).fill('Eastport Rovers');
}

/** A screenshot of the app's own fictional example odds page, rendered by the browser. */
async function exampleScreenshot(page: Page, kind: 'light' | 'dark'): Promise<Buffer> {
  await page.setViewportSize({ width: 800, height: 460 });
  await page.goto(`/examples/odds-${kind}.svg`);
  const png = await page.screenshot();
  await page.setViewportSize({ width: 1280, height: 720 });
  return png;
}

test('upload a screenshot, check the reading, read the results, switch odds formats, see it in history', async ({ page }) => {
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

  // The review screen shows what was read before anything is spent.
  await expect(page.getByRole('heading', { level: 1, name: review.titleReview })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByLabel(review.form.homeOdds, { exact: true })).toHaveValue('2.10');
  await confirmTeams(page);
  await page.getByRole('button', { name: review.analyse, exact: true }).click();

  // The verdict at a glance replaced the "Main recommendation" box (issue 13); the result has its own address.
  const results = page.getByTestId('verdict');
  await expect(results).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/predictions\/[0-9a-f-]{36}$/);
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
  // Key factors now sit behind the "How we got this" disclosure.
  await page.getByText(analysis.how.title).click();
  await expect(page.getByRole('heading', { level: 3, name: analysis.how.factors })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: home.results.tryAnother }).click();
  await expect(page.getByRole('heading', { level: 1, name: home.upload.title })).toBeVisible();

  await page.goto('/history');
  await expect(page.getByRole('heading', { level: 1, name: history.title })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByTestId('history-verdict') });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(history.readingConfidence.replace('{{value}}', ''));
  expect(await seriousViolations(page)).toEqual([]);
  await card.getByLabel(history.outcome.label).selectOption('home');
  await card.getByRole('button', { name: history.outcome.save }).click();
  await expect(page.getByText(history.outcome.saved)).toBeVisible();
});

test('an unreadable image stays on the upload view, marked with its reason, and nothing is sent', async ({ page }) => {
  test.setTimeout(90_000);
  await prepare(page, { lang: 'en' });
  await signUpViaApi(page);
  await page.goto('/');
  await page.getByRole('button', { name: home.home.uploadButton }).click();
  // A valid PNG header with garbage after it: it decodes as no picture (checked in the browser, issue 50).
  const broken = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(2000, 7)]);
  const sent: string[] = [];
  page.on('request', (r) => {
    // Signed upload addresses may be fetched ahead; what must not happen is the file's bytes or an analysis.
    if (r.method() === 'PUT' || /\/api\/predictions\//.test(r.url())) sent.push(`${r.method()} ${r.url()}`);
  });
  await page.getByLabel(home.upload.choose).setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: broken });
  await expect(page.getByText(home.upload.problems.notImage)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: home.upload.title })).toBeVisible();
  await expect(page.getByRole('button', { name: home.upload.analyze })).toBeDisabled();
  expect(sent).toEqual([]);
});

async function asAdmin(page: Page, body: unknown): Promise<void> {
  const created = await page.evaluate(async () => {
    const creds = { email: 'admin@e2e.test', password: 'e2e-password-123' };
    const post = (path: string) =>
      fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(creds) });
    if ((await post('/api/auth/signup')).status === 201) return true;
    await post('/api/auth/signin');
    return false;
  });
  // ADMIN_EMAILS applies once the address is verified (issue 12): the link is in the e2e server's outbox.
  if (created) await verifyViaApi(page, 'admin@e2e.test');
  const status = await page.evaluate(async (b) => {
    const res = await fetch('/api/admin/settings', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(b),
    });
    return res.status;
  }, body);
  expect(status).toBe(200);
}

test('partner redirect: armed 5 s after results, opens once on a non-interactive click, never twice', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const baseURL = testInfo.project.use.baseURL!;
  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/pricing');
  const partner = 'https://partner.example/ref'; // answered by a route below, never the network
  await asAdmin(adminPage, { referralLinks: JSON.stringify({ default: { url: partner } }) });
  try {
    await page
      .context()
      .route('https://partner.example/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>partner</title>' }),
      );
    await prepare(page, { lang: 'en' });
    const png = await exampleScreenshot(page, 'dark');
    await signUpViaApi(page);
    await page.goto('/');
    await page.getByRole('button', { name: home.home.uploadButton }).click();
    await expect(page.getByRole('img', { name: home.partner.alt })).toBeVisible();
    await page.getByLabel(home.upload.choose).setInputFiles({ name: 'odds.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: home.upload.analyze }).click();
    await expect(page.getByLabel(review.form.homeOdds, { exact: true })).toHaveValue('2.10', { timeout: 60_000 });
    await confirmTeams(page);
    await page.getByRole('button', { name: review.analyse, exact: true }).click();
    const recommendation = page.getByTestId('verdict');
    await expect(recommendation).toBeVisible({ timeout: 60_000 });

    // Before 5 s nothing is armed; clicks on buttons never count.
    const popups: string[] = [];
    page.context().on('page', (p) => popups.push(p.url()));
    await page.getByRole('heading', { level: 2, name: home.results.odds }).click();
    await page.waitForTimeout(5500);
    await page.getByRole('button', { name: home.results.formats.american }).click();
    await page.waitForTimeout(300);
    expect(popups).toEqual([]);

    const popupPromise = page.context().waitForEvent('page');
    await page.getByText(home.results.disclaimerShort).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    expect(popup.url()).toBe(partner);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('oddslens-redirected-predictions') ?? '[]'));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toHaveLength(16);

    await page.getByText(home.results.disclaimerShort).click();
    await page.waitForTimeout(500);
    expect(page.context().pages()).toHaveLength(2);
  } finally {
    await asAdmin(adminPage, { referralLinks: '{}' });
    await adminContext.close();
  }
});
