import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './fixtures';
import { catalog, prepare } from './web-helpers';

const auth = catalog('en', 'auth');
const home = catalog('en', 'home');
const common = catalog('en', 'common');

async function signUpThroughForm(page: Page, email = uniqueEmail('web')): Promise<string> {
  await page.goto('/signin');
  await page.getByRole('button', { name: auth.switchToSignUp }).click();
  await expect(page.getByRole('heading', { level: 1, name: auth.signUpTitle })).toBeVisible();
  await page.getByLabel(auth.email).fill(email);
  await page.getByLabel(auth.password).fill('e2e-password-123');
  await page.getByRole('button', { name: auth.signUpButton }).click();
  await expect(page.getByRole('heading', { level: 1, name: home.home.titleNew })).toBeVisible();
  return email;
}

test.beforeEach(async ({ page }) => {
  await prepare(page, { lang: 'en' });
});

test('sign up via the /signin page lands on the signed-in home', async ({ page }) => {
  const email = await signUpThroughForm(page);
  await expect(page.getByRole('button', { name: email })).toBeVisible();
  await expect(page.getByRole('button', { name: home.home.uploadButton })).toBeVisible();
  await expect(page.getByText(home.home.remaining_other)).toBeVisible();
});

test('sign-up errors are shown: short password, taken email; wrong password on sign-in', async ({ page }) => {
  const email = await signUpThroughForm(page);
  await page.getByRole('button', { name: email }).click();
  await page.getByRole('menuitem', { name: common.menu.logout }).click();
  await expect(page.getByRole('heading', { level: 1, name: catalog('en', 'landing').hero.title })).toBeVisible();

  await page.goto('/signin');
  await page.getByLabel(auth.email).fill(email);
  await page.getByLabel(auth.password).fill('wrong-password-1');
  await page.getByRole('button', { name: auth.signInButton }).click();
  await expect(page.getByRole('alert')).toHaveText(common.errors.INVALID_CREDENTIALS);

  await page.getByRole('button', { name: auth.switchToSignUp }).click();
  await page.getByLabel(auth.email).fill(email);
  await page.getByLabel(auth.password).fill('short');
  await page.getByRole('button', { name: auth.signUpButton }).click();
  await expect(page.getByRole('alert')).toHaveText(common.errors.WEAK_PASSWORD);
  await page.getByLabel(auth.password).fill('long-enough-password');
  await page.getByRole('button', { name: auth.signUpButton }).click();
  await expect(page.getByRole('alert')).toHaveText(common.errors.EMAIL_TAKEN);

  await page.getByRole('button', { name: auth.switchToSignIn }).click();
  await page.getByLabel(auth.password).fill('e2e-password-123');
  await page.getByRole('button', { name: auth.signInButton }).click();
  await expect(page.getByRole('heading', { level: 1, name: home.home.titleNew })).toBeVisible();
});

test('history shows the empty state with a way to the first prediction', async ({ page }) => {
  const email = await signUpThroughForm(page);
  await page.getByRole('button', { name: email }).click();
  await page.getByRole('menuitem', { name: common.menu.history }).click();
  const history = catalog('en', 'history');
  await expect(page.getByRole('heading', { level: 1, name: history.title })).toBeVisible();
  await expect(page.getByText(history.empty.title)).toBeVisible();
  await page.getByRole('link', { name: history.empty.cta }).click();
  await expect(page.getByRole('heading', { level: 1, name: home.home.titleNew })).toBeVisible();
});

test('tips show six cards with difficulty badges', async ({ page }) => {
  await signUpThroughForm(page);
  await page.goto('/tips');
  const tips = catalog('en', 'tips');
  await expect(page.getByRole('heading', { level: 1, name: tips.title })).toBeVisible();
  for (const item of Object.values(tips.items) as { title: string }[]) {
    await expect(page.getByRole('heading', { level: 2, name: item.title })).toBeVisible();
  }
  await expect(page.getByText(tips.difficulty.beginner, { exact: true })).toHaveCount(3);
  await expect(page.getByText(tips.difficulty.advanced, { exact: true })).toHaveCount(1);
});

test('articles: search filters case-insensitively, read more expands each article independently', async ({ page }) => {
  await signUpThroughForm(page);
  await page.goto('/articles');
  const articles = catalog('en', 'articles');
  await expect(page.getByRole('heading', { level: 1, name: articles.title })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(5);

  const search = page.getByRole('searchbox', { name: articles.searchLabel });
  await search.fill('TENNIS');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2, name: articles.items.surfaces.title })).toBeVisible();
  await search.fill('no such thing at all');
  await expect(page.getByText(articles.empty)).toBeVisible();
  await search.fill('');
  await expect(page.getByRole('article')).toHaveCount(5);

  const first = page.getByRole('article').nth(0);
  const second = page.getByRole('article').nth(1);
  await first.getByRole('button', { name: new RegExp(articles.readMore) }).click();
  await expect(first.getByRole('button', { name: new RegExp(articles.readLess) })).toHaveAttribute('aria-expanded', 'true');
  await expect(first.getByText(articles.items.xg.content[1])).toBeVisible();
  await expect(second.getByRole('button', { name: new RegExp(articles.readMore) })).toHaveAttribute('aria-expanded', 'false');
  await second.getByRole('button', { name: new RegExp(articles.readMore) }).click();
  await first.getByRole('button', { name: new RegExp(articles.readLess) }).click();
  await expect(first.getByText(articles.items.xg.content[1])).toBeHidden();
  await expect(second.getByText(articles.items.pace.content[1])).toBeVisible();
});

test('admin dashboard denies a normal user', async ({ page }) => {
  await signUpThroughForm(page);
  await page.goto('/admin');
  await expect(page.getByText(catalog('en', 'admin').accessDenied)).toBeVisible();
});

test('upload view: choose, preview, remove and size validation; example overlay opens and closes', async ({ page }) => {
  await signUpThroughForm(page);
  await page.getByRole('button', { name: home.home.uploadButton }).click();
  await expect(page.getByRole('heading', { level: 1, name: home.upload.title })).toBeVisible();
  const analyze = page.getByRole('button', { name: home.upload.analyze });
  await expect(analyze).toBeDisabled();

  const input = page.getByLabel(home.upload.choose);
  const png = Buffer.from('89504e470d0a1a0a', 'hex');
  await input.setInputFiles([
    { name: 'one.png', mimeType: 'image/png', buffer: png },
    { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) },
  ]);
  // Each bad file stays in the list, marked with its reason (issue 50): a header with no picture, and one over 10 MB.
  await expect(page.getByText(home.upload.problems.size)).toBeVisible();
  await expect(page.getByText(home.upload.problems.notImage)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove one.png' })).toBeVisible();
  await expect(analyze).toBeDisabled();
  await page.getByRole('button', { name: 'Remove one.png' }).click();
  await expect(page.getByText(home.upload.problems.notImage)).toHaveCount(0);
  await expect(analyze).toBeDisabled();

  await page.getByRole('button', { name: `Open example: ${home.upload.exampleKinds.dark}` }).click();
  const overlay = page.getByRole('dialog', { name: home.upload.exampleKinds.dark });
  await expect(overlay).toBeVisible();
  await overlay.getByRole('button', { name: home.upload.closeExample }).click();
  await expect(overlay).toBeHidden();
  await page.getByRole('button', { name: `Open example: ${home.upload.exampleKinds.light}` }).click();
  // Open before clicking outside it: a click that lands before the overlay has rendered closes nothing.
  await expect(page.getByRole('dialog', { name: home.upload.exampleKinds.light })).toBeVisible();
  await page.mouse.click(5, 5); // the overlay outside the panel
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: home.backHome }).click();
  await expect(page.getByRole('heading', { level: 1, name: home.home.titleNew })).toBeVisible();
});

test('signed-in pages render in Russian too', async ({ page }) => {
  const email = await signUpThroughForm(page);
  const ru = catalog('ru', 'common');
  await page.getByRole('button', { name: 'RU' }).click();
  await expect(page.getByRole('heading', { level: 1, name: catalog('ru', 'home').home.titleNew })).toBeVisible();
  // In-app navigation: a page load would re-run the init script that pins English.
  await page.getByRole('button', { name: email }).click();
  await page.getByRole('menuitem', { name: ru.menu.history }).click();
  await expect(page.getByText(catalog('ru', 'history').empty.title)).toBeVisible();
  await page.getByRole('button', { name: email }).click();
  await page.getByRole('menuitem', { name: ru.menu.tips }).click();
  await expect(page.getByRole('heading', { level: 1, name: catalog('ru', 'tips').title })).toBeVisible();
  await page.getByRole('button', { name: email }).click();
  await page.getByRole('menuitem', { name: ru.menu.articles }).click();
  await expect(page.getByRole('heading', { level: 1, name: catalog('ru', 'articles').title })).toBeVisible();
});

test('the user menu works from the keyboard', async ({ page }) => {
  const email = await signUpThroughForm(page);
  const button = page.getByRole('button', { name: email });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(page.getByRole('menuitem', { name: common.menu.tips })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: common.menu.articles })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: common.menu.logout })).toBeFocused();
  await expect(page.getByRole('menuitem', { name: common.menu.admin })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await button.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: catalog('en', 'articles').title })).toBeVisible();
});

test('on a small screen the menu button reads "Menu"', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signUpThroughForm(page);
  await expect(page.getByRole('button', { name: common.menu.menu })).toBeVisible();
});
