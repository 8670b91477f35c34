import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './fixtures';
import { catalog, listScreenshotOf, prepare, uploadForReview, VIEWPORTS, type Lang } from './web-helpers';

/**
 * Checking a reading and recovering from errors (issue 50), in both languages and on a desktop and a phone: a tapped
 * field's box shown enlarged and the screenshot zoomed; a format change reads the prices again; bad files stay
 * marked; a reading cut off by going offline is retried without uploading again. Real server, OCR and Chromium.
 */

const SHOTS = '/work/notes/shots/review';

const ROWS = [
  { home: 'Arsenal', away: 'Chelsea', odds: ['2.10', '3.40', '3.20'] },
  { home: 'Everton', away: 'Fulham', odds: ['2.45', '3.25', '2.90'] },
  { home: 'Brentford', away: 'Burnley', odds: ['1.85', '3.60', '4.20'] },
];

/** A bookmaker's list rendered by the browser and captured. */
const listScreenshot = (page: Page) => listScreenshotOf(page, ROWS, { width: 900, height: 400 });

async function blankScreenshot(page: Page): Promise<Buffer> {
  await page.setViewportSize({ width: 600, height: 400 });
  await page.setContent('<!doctype html><html><body style="margin:0;background:#fff"></body></html>');
  return page.screenshot();
}

const typed = (price: string, lng: Lang) => (lng === 'ru' ? price.replace('.', ',') : price);
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));

for (const lng of ['en', 'ru'] as Lang[]) {
  const home = catalog(lng, 'home');
  const review = catalog(lng, 'review');
  for (const vp of VIEWPORTS) {
    test.describe(`checking a reading (${lng}, ${vp.name})`, () => {
      const shot = (page: Page, name: string) =>
        page.screenshot({ path: `${SHOTS}/${lng}-${vp.name}-${name}.png`, fullPage: false });
      const size = { width: vp.width, height: vp.height };

      test.beforeEach(async ({ page }) => {
        await prepare(page, { lang: lng });
      });

      /** Signs up, uploads `png` and opens the review of it. */
      async function review1(page: Page, png: Buffer) {
        await signUpViaApi(page);
        await page.setViewportSize(size);
        await page.goto('/?upload=1');
        await page.getByLabel(home.upload.choose).setInputFiles({ name: 'list.png', mimeType: 'image/png', buffer: png });
        await expect(page.getByTestId('file-state')).toHaveText(home.upload.fileState.ready);
        await page.getByRole('button', { name: home.upload.analyze }).click();
        await expect(page.getByRole('heading', { level: 1, name: review.titleReview })).toBeVisible({ timeout: 60_000 });
      }

      /** The third row chosen, from the compact picker (opened when a match is already chosen). */
      async function pickThird(page: Page) {
        const third = ROWS[2]!;
        const radio = page.getByRole('radio', { name: new RegExp(`${third.home}.*${third.away}`) });
        if (!(await radio.isVisible())) await page.getByRole('button', { name: review.matches.change }).click();
        // (A click, not check(): the list folds away as the match is chosen.)
        await radio.click();
        await expect(page.getByTestId('chosen-match')).toContainText(third.home);
        // The list folds away: the form stands right under the chosen match.
        await expect(page.getByRole('radio')).toHaveCount(0);
      }

      test('tapping a field shows its box enlarged; the screenshot zooms; a format change reads the prices again', async ({
        page,
      }) => {
        test.setTimeout(120_000);
        const png = await listScreenshot(page);
        await review1(page, png);
        await shot(page, 'review');
        await pickThird(page);
        const third = ROWS[2]!;

        const homePrice = page.getByLabel(review.form.homeOdds, { exact: true });
        await expect(homePrice).toHaveValue(typed(third.odds[0]!, lng));
        await homePrice.click();
        const zoom = page.getByTestId('field-zoom');
        await expect(zoom).toBeVisible();
        await expect(page.getByTestId('field-zoom-caption')).toContainText(review.zoom.fields.homeOdds);
        // Enlarged: the box drawn in the zoom is far wider on screen than it is in the screenshot shown whole.
        const zoomed = (await page.getByTestId('field-zoom-box').boundingBox())!;
        const whole = (await page.locator('[data-testid="boxes-0"] rect[data-field="homeOdds"]').boundingBox())!;
        expect(zoomed.width).toBeGreaterThan(whole.width * 2);
        await expect(page.locator('[data-testid="boxes-0"] rect[data-active="true"]')).toHaveAttribute('data-field', 'homeOdds');
        await shot(page, 'field-zoom');

        // Another field, another box.
        await page.getByLabel(review.form.awayOdds, { exact: true }).click();
        await expect(page.getByTestId('field-zoom-caption')).toContainText(review.zoom.fields.awayOdds);

        // The screenshot full screen: a tap zooms in there, the buttons zoom out.
        await page.getByRole('button', { name: review.zoom.open }).click();
        const dialog = page.getByRole('dialog', { name: fill(review.zoom.title, { index: 1, count: 1 }) });
        await expect(dialog).toBeVisible();
        const before = (await dialog.getByRole('img').boundingBox())!;
        // (The tap lands on the outlines drawn over the picture, as a finger would.)
        await page.getByTestId('zoom-scroller').click({ position: { x: before.width * 0.7, y: before.height * 0.7 } });
        await expect(page.getByTestId('zoom-scale')).toHaveText(/250/);
        const after = (await dialog.getByRole('img').boundingBox())!;
        expect(after.width).toBeGreaterThan(before.width * 2);
        await shot(page, 'screenshot-zoomed');
        await dialog.getByRole('button', { name: review.zoom.out }).click();
        await expect(page.getByTestId('zoom-scale')).not.toHaveText(/250/);
        await dialog.getByRole('button', { name: review.zoom.close }).click();
        await expect(dialog).toBeHidden();

        // Told the page is American, every price is read again in one step: 1.85 was +185.
        await page.getByLabel(review.form.oddsFormat).selectOption('american');
        await expect(homePrice).toHaveValue('+185');
        await expect(page.getByLabel(review.form.drawOdds, { exact: true })).toHaveValue('+360');
        await expect(page.getByLabel(review.form.awayOdds, { exact: true })).toHaveValue('+420');
        await shot(page, 'format-american');
        await page.getByLabel(review.form.oddsFormat).selectOption('decimal');
        await expect(homePrice).toHaveValue(typed('1.85', lng));
        await expect(page.getByLabel(review.form.awayOdds, { exact: true })).toHaveValue(typed('4.20', lng));

        // A draw for a sport without draws: the real reason.
        await page.getByLabel(review.form.sport).selectOption('basketball');
        await page.getByRole('button', { name: review.analyse, exact: true }).click();
        const sport = catalog(lng, 'home').sports.basketball as string;
        await expect(page.getByText(fill(review.validation.noDraw, { sport }))).toBeVisible();
        await expect(page.getByText(review.validation.decimalPrice)).toHaveCount(0);
        await shot(page, 'no-draw');
      });

      test('bad files stay marked with their reason; a sixth file is refused with the limit said', async ({ page }) => {
        test.setTimeout(90_000);
        const png = await listScreenshot(page);
        const blank = await blankScreenshot(page);
        await signUpViaApi(page);
        await page.setViewportSize(size);
        await page.goto('/?upload=1');
        const input = page.getByLabel(home.upload.choose);
        await input.setInputFiles([
          { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('this is a text file, not a picture') },
          { name: 'blank.png', mimeType: 'image/png', buffer: blank },
          { name: 'notes.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
          ...[1, 2, 3, 4].map((i) => ({ name: `odds-${i}.png`, mimeType: 'image/png', buffer: png })),
        ]);
        const tile = (name: string) => page.getByTestId('chosen-file').filter({ hasText: name });
        await expect(tile('fake.png').getByTestId('file-state')).toHaveText(home.upload.problems.notImage);
        await expect(tile('blank.png').getByTestId('file-state')).toHaveText(home.upload.problems.blank);
        await expect(tile('notes.gif').getByTestId('file-state')).toHaveText(home.upload.problems.type);
        await expect(tile('odds-1.png').getByTestId('file-state')).toHaveText(home.upload.fileState.ready);
        // Two more good ones: one fits, the sixth is refused, named, with the limit.
        await input.setInputFiles([5, 6].map((i) => ({ name: `odds-${i}.png`, mimeType: 'image/png', buffer: png })));
        await expect(page.getByTestId('upload-overflow')).toHaveText(
          fill(home.upload.overLimit_one, { max: 5, names: 'odds-6.png', count: 1 }),
        );
        await expect(tile('odds-5.png')).toHaveCount(1);
        await expect(tile('odds-6.png')).toHaveCount(0);
        // Still marked well after a toast would have gone.
        await page.waitForTimeout(6000);
        await expect(tile('fake.png')).toHaveAttribute('data-problem', 'notImage');
        await expect(tile('blank.png')).toHaveAttribute('data-problem', 'blank');
        await expect(page.getByText(home.upload.badLeftOut)).toBeVisible();
        await page.getByTestId('chosen-file').first().scrollIntoViewIfNeeded();
        await shot(page, 'bad-files');
      });

      test('a reading cut off by going offline is retried without uploading again', async ({ page, context }) => {
        test.setTimeout(120_000);
        const png = await listScreenshot(page);
        await signUpViaApi(page);
        await page.setViewportSize(size);
        await page.goto('/?upload=1');
        let puts = 0;
        page.on('request', (req) => {
          if (req.method() === 'PUT') puts += 1;
        });
        await page.getByLabel(home.upload.choose).setInputFiles({ name: 'list.png', mimeType: 'image/png', buffer: png });
        await expect(page.getByTestId('file-state')).toHaveText(home.upload.fileState.ready);
        // The connection drops as the reading is asked for (the uploads are up by then).
        await page.route(
          '**/api/predictions/extract',
          async (route) => {
            await context.setOffline(true);
            await route.continue();
          },
          { times: 1 },
        );
        await page.getByRole('button', { name: home.upload.analyze }).click();
        await expect(page.getByTestId('read-error')).toBeVisible({ timeout: 30_000 });
        await expect(page.getByTestId('read-retry-note')).toHaveText(review.retry.kept);
        await expect(page.getByRole('button', { name: review.retry.now })).toBeVisible();
        await shot(page, 'read-offline');
        expect(puts).toBe(1);
        // Back online: the reading is asked for again by itself, of the upload already made.
        await context.setOffline(false);
        await expect(page.getByRole('heading', { level: 2, name: review.form.titleCheck })).toBeVisible({ timeout: 60_000 });
        await expect(page.getByTestId('read-error')).toHaveCount(0);
        expect(puts).toBe(1);
      });
    });
  }
}

/** One match's page whose prices lost their decimal marks ('185' for 1.85): read by the book, and never trusted. */
async function unmarkedPricesScreenshot(page: Page): Promise<Buffer> {
  await page.setViewportSize({ width: 800, height: 220 });
  const prices = ['185', '360', '420'].map(
    (o, i) =>
      `<text x="${472 + i * 118}" y="160" font-size="26" font-weight="bold" text-anchor="middle" fill="#065f46">${o}</text>`,
  );
  const heads = ['1', 'X', '2'].map(
    (h, i) => `<text x="${472 + i * 118}" y="124" font-size="16" text-anchor="middle" fill="#475569">${h}</text>`,
  );
  await page.setContent(`<body style="margin:0"><svg xmlns="http://www.w3.org/2000/svg" width="800" height="220" font-family="Arial, Helvetica, sans-serif">
    <rect width="800" height="220" fill="#ffffff"/>
    <text x="24" y="36" font-size="22" font-weight="bold" fill="#0f172a">BETEXAMPLE</text>
    <text x="520" y="36" font-size="16" fill="#475569">Football · England Premier League</text>
    <text x="44" y="136" font-size="22" font-weight="bold" fill="#0f172a">Brentford – Burnley</text>
    ${heads.join('')}${prices.join('')}</svg></body>`);
  return page.screenshot();
}

/**
 * Unsure prices left as read and unticked: the first press says that the analysis would then only inform, and spends
 * nothing; ticked, they go to the analysis as checked. Once, in English on a desktop: the wording in both languages
 * is the web test's (review-screen.test.tsx).
 */
test('unsure prices left unchecked: Analyse first says so and spends nothing; ticked, they are analysed as checked', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const review = catalog('en', 'review');
  await prepare(page, { lang: 'en' });
  const png = await unmarkedPricesScreenshot(page);
  await signUpViaApi(page);
  await uploadForReview(page, png);
  await expect(page.getByLabel(review.form.homeOdds, { exact: true })).toHaveValue('1.85');
  let processed = 0;
  page.on('request', (req) => {
    if (req.url().endsWith('/api/predictions/process')) processed += 1;
  });

  await page.getByRole('button', { name: review.analyse, exact: true }).click();
  const notice = page.getByTestId('unchecked-notice');
  await expect(notice).toContainText(fill(review.unchecked.title_other, { count: 3 }));
  await expect(notice).toContainText(fill(review.unchecked.cost_other, { count: 3 }));
  await page.screenshot({ path: `${SHOTS}/en-desktop-unchecked-notice.png` });
  expect(processed).toBe(0);

  await notice.getByRole('button', { name: review.unchecked.check_other }).click();
  const boxes = page.getByRole('checkbox', { name: review.form.vouch });
  await expect(boxes.first()).toBeFocused();
  for (const box of await boxes.all()) await box.check();
  await expect(notice).toHaveCount(0);
  await page.getByRole('button', { name: review.analyse, exact: true }).click();
  await expect(page.getByTestId('verdict')).toBeVisible({ timeout: 30_000 });
  // Checked, the prices are the user's: no 'may be misread' in the verdict (one bookmaker's prices still show no value).
  await expect(page.getByTestId('verdict-reason')).not.toContainText('may be misread');
  expect(processed).toBe(1);
});
