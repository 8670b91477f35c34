import { expect, test, type Browser, type Page } from '@playwright/test';
import { uniqueEmail, verifyViaApi } from './fixtures';
import { catalog, prepare, type Catalog, type Lang } from './web-helpers';

/**
 * Issue 14: every text about the free allowance follows the admin's limit and period, in both languages; and the
 * copy fixes (sign-up path, new-account greeting, validation messages, status, examples, odds toggle, meta).
 * Screenshots go to /tmp/shots-allowance for a person to look at.
 */
const ADMIN_EMAIL = 'admin@e2e.test'; // ADMIN_EMAILS of scripts/e2e-server.sh
const PASSWORD = 'e2e-password-123';
const SHOTS = '/tmp/shots-allowance';
const MATCH = {
  sport: 'football',
  teams: ['Arsenal', 'Chelsea'],
  odds: { home: '2.10', draw: '3.40', away: '3.60' },
  oddsFormat: 'decimal',
};
type Period = 'lifetime' | 'day' | 'month';

async function post(page: Page, path: string, body: unknown): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ([p, b]) => {
      const res = await fetch(p, {
        method: p.includes('settings') ? 'PUT' : 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(b),
        credentials: 'include',
      });
      return { status: res.status, json: await res.json().catch(() => null) };
    },
    [path, body] as const,
  );
}

async function adminPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await page.goto('/pricing');
  const up = await post(page, '/api/auth/signup', { email: ADMIN_EMAIL, password: PASSWORD });
  if (up.status === 201) await verifyViaApi(page, ADMIN_EMAIL);
  else expect((await post(page, '/api/auth/signin', { email: ADMIN_EMAIL, password: PASSWORD })).status).toBe(200);
  return page;
}

async function setAllowance(admin: Page, limit: number, period: Period): Promise<void> {
  const res = await post(admin, '/api/admin/settings', { freePredictionLimit: limit, freePredictionPeriod: period });
  expect(res.status).toBe(200);
}

/** i18next's plural form for a count: the catalog key suffix. */
function pluralKey(lang: Lang, n: number): string {
  return new Intl.PluralRules(lang === 'ru' ? 'ru' : 'en').select(n);
}
const allowanceText = (c: Catalog, group: string, period: Period, lang: Lang, n: number) =>
  (c['allowance'][group][`${period}_${pluralKey(lang, n)}`] as string).replace('{{count}}', String(n));

for (const lang of ['en', 'ru'] as const) {
  const common = catalog(lang, 'common');
  const home = catalog(lang, 'home');
  const landing = catalog(lang, 'landing');

  test(`${lang}: nav, landing, pricing and help state the admin's limit and period`, async ({ page, browser }, testInfo) => {
    const admin = await adminPage(browser, testInfo.project.use.baseURL);
    try {
      for (const [limit, period] of [
        [3, 'lifetime'],
        [2, 'day'],
        [5, 'month'],
      ] as const) {
        await setAllowance(admin, limit, period);
        await prepare(page, { lang });
        await page.goto('/pricing');
        const summary = allowanceText(common, 'summary', period, lang, limit);
        await expect(page.getByRole('navigation').getByTestId('allowance-note')).toHaveText(summary);
        await expect(page.getByRole('main').getByText(summary, { exact: true })).toBeVisible();
        await expect(page.getByRole('main').getByTestId('allowance-note')).toHaveText(
          allowanceText(common, 'note', period, lang, limit),
        );
        await expect(page.getByRole('main')).not.toContainText(/no daily limits|без дневных лимитов/i);
        await page.screenshot({ path: `${SHOTS}/pricing-${period}-${lang}-desktop.png`, fullPage: true });
        await page.goto('/');
        await expect(page.getByRole('main').getByTestId('allowance-note')).toContainText(summary);
        await page.goto('/help-center');
        await expect(page.getByRole('main')).toContainText(allowanceText(common, 'faq', period, lang, limit));
        await expect(page.getByRole('main')).not.toContainText('{{');
      }
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/pricing');
      await page.screenshot({ path: `${SHOTS}/pricing-month-${lang}-phone.png`, fullPage: true });
    } finally {
      await setAllowance(admin, 3, 'lifetime');
      await admin.context().close();
    }
  });

  test(`${lang}: a day allowance used up: badge, locked card and paywall say when it renews`, async ({
    page,
    browser,
  }, testInfo) => {
    const admin = await adminPage(browser, testInfo.project.use.baseURL);
    try {
      await setAllowance(admin, 1, 'day');
      await prepare(page, { lang });
      await page.goto('/pricing');
      expect((await post(page, '/api/auth/signup', { email: uniqueEmail('daily'), password: PASSWORD })).status).toBe(201);
      expect((await post(page, '/api/predictions/process', { match: MATCH })).status).toBe(200);
      await page.goto('/');
      // An account that has analysed something is welcomed back; the card says when the allowance renews.
      await expect(page.getByRole('heading', { level: 1, name: home.home.title })).toBeVisible();
      await expect(page.getByTestId('remaining-badge')).toHaveText(allowanceText(common, 'remaining', 'day', lang, 0));
      await expect(page.getByTestId('allowance-renews')).toBeVisible();
      await page.getByRole('button', { name: home.home.uploadButton }).click();
      const prefix = (common['allowance']['exhausted']['day'] as string).split('{{when}}')[0]!;
      await expect(page.getByTestId('locked-allowance')).toContainText(prefix);
      await page.screenshot({ path: `${SHOTS}/locked-day-${lang}-desktop.png`, fullPage: true });
      await page.getByRole('button', { name: home.upload.getUnlimited }).click();
      await expect(page.getByTestId('paywall-allowance')).toContainText(prefix);
      await expect(page.getByRole('main')).not.toContainText(/no daily limits|без дневных лимитов/i);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/paywall-day-${lang}-phone.png`, fullPage: true });

      await setAllowance(admin, 1, 'lifetime');
      await page.reload();
      await page.getByRole('button', { name: home.home.uploadButton }).click();
      await expect(page.getByTestId('locked-allowance')).toContainText(common['allowance']['exhausted']['lifetime']);
    } finally {
      await setAllowance(admin, 3, 'lifetime');
      await admin.context().close();
    }
  });

  test(`${lang}: Start Free Prediction opens sign-up; a new account is greeted as new`, async ({ page }) => {
    await prepare(page, { lang, onboardingSeen: true });
    await page.goto('/');
    await expect(page.getByRole('main').getByTestId('allowance-note')).toContainText(
      allowanceText(common, 'summary', 'lifetime', lang, 3),
    );
    await page.screenshot({ path: `${SHOTS}/landing-${lang}-desktop.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/landing-${lang}-phone.png` });
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('button', { name: landing.hero.cta }).first().click();
    const auth = catalog(lang, 'auth');
    await expect(page).toHaveURL(/\/signin\?mode=signup$/);
    await expect(page.getByRole('heading', { level: 1, name: auth.signUpTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: auth.switchToSignIn })).toBeVisible();
    await page.getByLabel(auth.email).fill(uniqueEmail('newcomer'));
    await page.getByLabel(auth.password).fill(PASSWORD);
    await page.getByRole('button', { name: auth.signUpButton }).click();
    await expect(page.getByRole('heading', { level: 1, name: home.home.titleNew })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: home.home.title })).toHaveCount(0);
    // And the landing links existing users to sign in.
    await page.goto('/pricing');
    await page.context().clearCookies();
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: landing.hero.signIn, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: auth.signInTitle })).toBeVisible();
  });

  test(`${lang}: contact errors from our catalog; status without operator details; page language in the HTML`, async ({
    page,
  }) => {
    await prepare(page, { lang });
    const info = catalog(lang, 'info');
    await page.goto('/contact');
    await page.getByRole('textbox', { name: info.contact.fields.name, exact: true }).fill(' ');
    await page.getByRole('textbox', { name: info.contact.fields.email, exact: true }).fill('bad@x');
    await page.getByRole('textbox', { name: info.contact.fields.message, exact: true }).fill('short');
    // The browser's own checks would stop the form first; the server's answer is what is tested here.
    await page.locator('form').evaluate((f) => f.setAttribute('novalidate', ''));
    await page.getByRole('button', { name: info.contact.send }).click();
    await expect(page.getByText(common.validation.required)).toBeVisible();
    await expect(page.getByText(common.validation.invalid_email)).toBeVisible();
    const tooShort = (common.validation[`too_short_${pluralKey(lang, 10)}`] as string).replace('{{count}}', '10');
    await expect(page.getByText(tooShort)).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(/Too small|expected string|Invalid input/);
    await page.screenshot({ path: `${SHOTS}/contact-errors-${lang}-desktop.png`, fullPage: true });

    await page.goto('/status');
    await expect(page.getByRole('heading', { level: 1, name: info.status.title })).toBeVisible();
    await expect(page.getByText(info.status.components.ocr)).toBeVisible();
    await expect(page.getByTestId('status-detail')).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText(/tesseract|workers/i);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/status-${lang}-phone.png`, fullPage: true });

    const html = await (await page.request.get('/', { headers: lang === 'ru' ? { cookie: 'oddslens-language=ru' } : {} })).text();
    expect(html).toContain(`<html lang="${lang}">`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(
      lang === 'ru' ? /скриншоты/ : /screenshots/,
    );
  });

  test(`${lang}: examples in the interface language; the odds toggle fits a 390 px phone`, async ({ page }) => {
    await prepare(page, { lang });
    await page.goto('/pricing');
    expect((await post(page, '/api/auth/signup', { email: uniqueEmail('phone'), password: PASSWORD })).status).toBe(201);
    const made = await post(page, '/api/predictions/process', { match: MATCH });
    expect(made.status).toBe(200);
    await page.goto('/?upload=1');
    const examples = page.locator('img[src^="/examples/"]');
    await expect(examples.first()).toBeVisible();
    for (const src of await examples.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')))) {
      expect(src).toMatch(lang === 'ru' ? /\.ru\.svg$/ : /-(light|dark)\.svg$/);
    }
    // A chosen screenshot: the count reads naturally, and its thumbnail survives leaving the upload view and coming back.
    await page.locator('input[type="file"]').setInputFiles('web/public/icons/icon-192.png');
    const chosen = (home.upload[`chosen_${pluralKey(lang, 1)}`] as string).replace('{{count}}', '1').replace('{{max}}', '5');
    await expect(page.getByText(chosen)).toBeVisible();
    await page.getByRole('button', { name: home.backHome }).click();
    await page.getByRole('button', { name: home.home.uploadButton }).click();
    const thumb = page.locator('img[src^="blob:"]');
    await expect(thumb).toHaveCount(1);
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/predictions/${(made.json as { id: string }).id}`);
    const toggle = page.getByRole('group', { name: home.results.oddsFormat });
    await expect(toggle).toBeVisible();
    const box = (await toggle.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await toggle.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/odds-toggle-${lang}-phone.png` });
  });
}

test('the admin changes the period on the dashboard, in Russian too', async ({ page, browser }, testInfo) => {
  const admin = await adminPage(browser, testInfo.project.use.baseURL);
  await admin.close();
  const adminCatalog = catalog('ru', 'admin');
  await prepare(page, { lang: 'ru' });
  await page.goto('/pricing');
  expect((await post(page, '/api/auth/signin', { email: ADMIN_EMAIL, password: PASSWORD })).status).toBe(200);
  try {
    await page.goto('/admin');
    const card = page.getByRole('region', { name: adminCatalog.period.title });
    await card.getByLabel(adminCatalog.period.label).selectOption('month');
    await card.getByRole('button', { name: adminCatalog.period.save }).click();
    await expect(card).toContainText(adminCatalog.period.options.month);
    expect(await (await page.request.get('/api/free-allowance')).json()).toEqual({ limit: 3, period: 'month' });
    await card.screenshot({ path: `${SHOTS}/admin-period-ru.png` });
  } finally {
    await post(page, '/api/admin/settings', { freePredictionLimit: 3, freePredictionPeriod: 'lifetime' });
  }
});

test('an active subscriber on /subscribe sees their Pro plan, not an upgrade offer', async ({ page }) => {
  const billingEn = catalog('en', 'billing');
  await prepare(page, { lang: 'en' });
  await page.goto('/pricing');
  expect((await post(page, '/api/auth/signup', { email: uniqueEmail('pro'), password: PASSWORD })).status).toBe(201);
  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { level: 1, name: billingEn.subscribe.title })).toBeVisible();
  await page.getByRole('button', { name: billingEn.subscribe.cta }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { level: 1, name: billingEn.subscribe.titleActive })).toBeVisible();
  await expect(page.getByRole('button', { name: billingEn.subscribe.manage })).toBeVisible();
  await expect(page.getByRole('heading', { name: billingEn.subscribe.title })).toHaveCount(0);
  await page.getByRole('button', { name: 'RU' }).click();
  const billingRu = catalog('ru', 'billing');
  await expect(page.getByRole('heading', { level: 1, name: billingRu.subscribe.titleActive })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/subscribe-active-ru-desktop.png`, fullPage: true });
});
