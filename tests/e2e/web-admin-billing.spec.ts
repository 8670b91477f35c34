import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { uniqueEmail, verifyViaApi } from './fixtures';
import { catalog, prepare } from './web-helpers';

const ADMIN_EMAIL = 'admin@e2e.test'; // ADMIN_EMAILS of scripts/e2e-server.sh
const PASSWORD = 'e2e-password-123';
const admin = catalog('en', 'admin');
const home = catalog('en', 'home');
const common = catalog('en', 'common');

async function apiAuth(page: Page, path: string, email: string): Promise<number> {
  return page.evaluate(
    async ([p, e, pw]) =>
      (
        await fetch(p, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: e, password: pw }),
          credentials: 'include',
        })
      ).status,
    [path, email, PASSWORD] as const,
  );
}

/** Signs in as the e2e admin, creating the account on first use. */
async function signInAdmin(page: Page): Promise<void> {
  await page.goto('/pricing');
  const status = await apiAuth(page, '/api/auth/signup', ADMIN_EMAIL);
  // ADMIN_EMAILS makes the account admin once its address is verified (the link in DATA_DIR/outbox).
  if (status === 201) await verifyViaApi(page, ADMIN_EMAIL);
  else expect(await apiAuth(page, '/api/auth/signin', ADMIN_EMAIL)).toBe(200);
}

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await prepare(page, { lang: 'en' });
  return page;
}

async function setLimitViaApi(page: Page, limit: number): Promise<void> {
  const status = await page.evaluate(
    async (l) =>
      (
        await fetch('/api/admin/settings', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ freePredictionLimit: l }),
          credentials: 'include',
        })
      ).status,
    limit,
  );
  expect(status).toBe(200);
}

test('admin dashboard: statistics, limit validation and save, referral links, users, ban/unban, audit', async ({
  page,
  request,
}) => {
  const userEmail = uniqueEmail('banme');
  expect((await request.post('/api/auth/signup', { data: { email: userEmail, password: PASSWORD } })).status()).toBe(201);

  await prepare(page, { lang: 'en' });
  await signInAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: admin.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: admin.stats.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: admin.limit.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: admin.referral.title })).toBeVisible();
  await expect(page.getByRole('row').first()).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  const toast = page.getByRole('status').filter({ hasText: /\w/ }).last();
  const limit = page.getByLabel(admin.limit.label);
  try {
    await limit.fill('-1');
    await page.getByRole('button', { name: admin.limit.save }).click();
    await expect(page.getByText(admin.toasts.invalidTitle)).toBeVisible();
    await limit.fill('abc');
    await page.getByRole('button', { name: admin.limit.save }).click();
    await expect(page.getByText(admin.toasts.invalidText)).toBeVisible();
    await limit.fill('5');
    await page.getByRole('button', { name: admin.limit.save }).click();
    await expect(page.getByText(admin.toasts.savedTitle, { exact: true })).toBeVisible();
    await expect(page.getByText('Currently 5 free predictions per user.')).toBeVisible();
    await expect(limit).toHaveAttribute('placeholder', '5');
  } finally {
    await setLimitViaApi(page, 3);
  }

  // The raw JSON editor sits under "Edit all links as JSON"; the named default/premium fields have their own e2e.
  await page.getByText(admin.referral.advanced).click();
  const links = page.getByLabel(admin.referral.label);
  await links.fill('{oops');
  await page.getByRole('button', { name: admin.referral.saveJson }).click();
  await expect(page.getByText(common.toast.errorTitle, { exact: true })).toBeVisible();
  await links.fill('{"default": {"url": "https://partner.example/ref"}}');
  await page.getByRole('button', { name: admin.referral.saveJson }).click();
  await expect(page.getByText(admin.toasts.savedText)).toBeVisible();
  await links.fill('{}');
  await page.getByRole('button', { name: admin.referral.saveJson }).click();
  await expect(page.getByText(admin.toasts.savedText)).toBeVisible();

  await page.getByRole('searchbox', { name: admin.users.search }).fill(userEmail);
  await page.getByRole('button', { name: admin.users.searchButton }).click();
  const row = page.getByRole('row').filter({ hasText: userEmail });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(admin.users.statusActive);
  await row.getByRole('button', { name: `${admin.users.ban} ${userEmail}` }).click();
  // A ban is confirmed first (issue 50).
  await page.getByTestId('confirm-ban').click();
  await expect(row).toContainText(admin.users.statusBanned);
  await row.getByRole('button', { name: `${admin.users.view} ${userEmail}` }).click();
  await expect(page.getByRole('heading', { name: admin.details.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: admin.audit.title })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: admin.audit.title })).toBeVisible();
  await expect(page.getByText(admin.audit.actions['user.ban']).first()).toBeVisible();
  await page.getByRole('searchbox', { name: admin.users.search }).fill(userEmail);
  await page.getByRole('button', { name: admin.users.searchButton }).click();
  await page
    .getByRole('row')
    .filter({ hasText: userEmail })
    .getByRole('button', { name: `${admin.users.unban} ${userEmail}` })
    .click();
  await expect(page.getByRole('row').filter({ hasText: userEmail })).toContainText(admin.users.statusActive);
  void toast;
});

test('no predictions left: locked upload card, paywall with the configured price, sandbox checkout, unlimited afterwards', async ({
  page,
  browser,
}, testInfo) => {
  const adminPage = await newPage(browser, testInfo.project.use.baseURL);
  await signInAdmin(adminPage);
  await setLimitViaApi(adminPage, 0);
  try {
    await prepare(page, { lang: 'en' });
    await page.goto('/pricing');
    expect(await apiAuth(page, '/api/auth/signup', uniqueEmail('payer'))).toBe(201);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: home.home.titleNew })).toBeVisible();
    await page.getByRole('button', { name: home.home.uploadButton }).click();
    await expect(page.getByRole('heading', { name: home.upload.lockedTitle })).toBeVisible();
    await page.getByRole('button', { name: home.upload.getUnlimited }).click();

    await expect(page.getByRole('heading', { level: 1, name: home.paywall.title })).toBeVisible();
    await expect(page.getByText(common.allowance.exhausted.lifetime)).toBeVisible();
    const config = await (await page.request.get('/api/billing/config?lang=en')).json();
    const price = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: config.currency,
      maximumFractionDigits: 2,
    }).format(config.price);
    await expect(page.getByRole('main')).toContainText(price);
    await page.getByRole('button', { name: home.paywall.back }).click();
    await expect(page.getByRole('heading', { name: home.upload.lockedTitle })).toBeVisible();
    await page.getByRole('button', { name: home.upload.getUnlimited }).click();

    await page.getByRole('button', { name: home.paywall.cta }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(common.payment.successTitle)).toBeVisible();
    await expect(page.getByText(home.home.unlimited, { exact: true })).toBeVisible();
    await page.goto('/subscribe');
    const billing = catalog('en', 'billing');
    await page.getByRole('button', { name: billing.subscribe.manage }).click();

    // The sandbox portal drives the same signed-event path as a provider's portal: cancel at period end.
    await expect(page).toHaveURL(/\/sandbox\/portal$/);
    await expect(page.getByText('TEST MODE')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel at period end' }).click();
    await expect(page.getByRole('button', { name: 'Reactivate' })).toBeVisible();
    const cancelled = await (await page.request.get('/api/user/stats')).json();
    // Still Pro until the paid period ends; it will not renew.
    expect(cancelled).toMatchObject({ hasSubscription: true, subscription: { status: 'active', cancelAtPeriodEnd: true } });
    await page.goto('/subscribe');
    await expect(page.getByText(/it will not renew/)).toBeVisible();

    await page.getByRole('button', { name: billing.subscribe.manage }).click();
    await page.getByRole('button', { name: 'Reactivate' }).click();
    await expect(page.getByRole('button', { name: 'Cancel at period end' })).toBeVisible();
    const renewed = await (await page.request.get('/api/user/stats')).json();
    expect(renewed).toMatchObject({ hasSubscription: true, subscription: { cancelAtPeriodEnd: false } });
  } finally {
    await setLimitViaApi(adminPage, 3);
    await adminPage.context().close();
  }
});

test('sandbox checkout cancel returns with the canceled toast', async ({ page }) => {
  await prepare(page, { lang: 'en' });
  await page.goto('/pricing');
  expect(await apiAuth(page, '/api/auth/signup', uniqueEmail('canceler'))).toBe(201);
  await page.goto('/subscribe');
  await page.getByRole('button', { name: catalog('en', 'billing').subscribe.cta }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(common.payment.canceledTitle)).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
});

test('contact form: validation error, then success; the admin sees the message', async ({ page, browser }, testInfo) => {
  const info = catalog('en', 'info');
  await prepare(page, { lang: 'en' });
  await page.goto('/contact');
  await page.getByRole('textbox', { name: info.contact.fields.name }).fill('Ada');
  await page.getByRole('textbox', { name: info.contact.fields.email }).fill('ada@example.com');
  await page.getByRole('textbox', { name: info.contact.fields.message }).fill('short');
  await page.getByRole('button', { name: info.contact.send }).click();
  await expect(page.getByText(common.errors.VALIDATION_FAILED)).toBeVisible();
  await expect(page.getByText(common.validation.too_short_other.replace('{{count}}', '10'))).toBeVisible();
  const text = `Hello from the e2e suite ${Date.now()}`;
  await page.getByRole('textbox', { name: info.contact.fields.message }).fill(text);
  await page.getByRole('button', { name: info.contact.send }).click();
  await expect(page.getByText(info.contact.sentText)).toBeVisible();
  await expect(page.getByRole('textbox', { name: info.contact.fields.message })).toHaveValue('');

  const adminPage = await newPage(browser, testInfo.project.use.baseURL);
  try {
    await signInAdmin(adminPage);
    await adminPage.goto('/admin');
    await expect(adminPage.getByText(text)).toBeVisible();
  } finally {
    await adminPage.context().close();
  }
});
