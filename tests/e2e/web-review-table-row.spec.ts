import { expect, test, type Browser, type Page } from '@playwright/test';
import { buildScene, FAMILIES } from '../../bench/corpus/build';
import { signUpViaApi } from './fixtures';
import { catalog, prepare, uploadForReview } from './web-helpers';

/**
 * A match only the reader's table model read (a row no line reader returned, added by the table arbiter,
 * server/src/extraction/verify/table-arbiter.ts, under an id `s<N>-t<k>`) can be chosen on the review screen,
 * confirmed and analysed, the analysis linked to that reading by its id. Real server, real OCR, real Chromium.
 */

const home = catalog('en', 'home');
const review = catalog('en', 'review');
const analysis = catalog('en', 'analysis');

/**
 * A generated German live list (seed 7, live-list #1 of `npm run corpus:generate -- --seed 7`), drawn at test time from
 * the corpus generator's own scene, exactly as bench/corpus/generate.ts draws it. Its Zwolle - NEC Nijmegen row is
 * read by the table model alone.
 */
const SEED = 7;
const TABLE_ROW = { home: 'Zwolle', away: 'NEC Nijmegen', odds: ['1.03', '24.0', '45.0'] };
/** Its teams as the app shows them: by the gazetteer's names for the clubs. */
const SHOWN = { home: 'Zwolle', away: 'Nijmegen' };

async function generatedLiveList(browser: Browser): Promise<Buffer> {
  const scene = buildScene(
    SEED,
    FAMILIES.find((f) => f.name === 'live-list')!,
    0,
  );
  // The scene is still the one this test was written against (a change to the generator shows here first).
  expect(scene.file).toBe('live-list/live-list-001.png');
  expect(scene.fit).toBe(false);
  expect(scene.label.events.map((e) => [...e.teams, ...Object.values(e.odds)])).toContainEqual([
    TABLE_ROW.home,
    TABLE_ROW.away,
    ...TABLE_ROW.odds.map((o) => o.replace('.', ',')),
  ]);
  const { width, height, scale } = scene.device;
  const context = await browser.newContext({ deviceScaleFactor: scale, viewport: { width, height } });
  try {
    const page = await context.newPage();
    await page.setContent(scene.html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    return await page.screenshot({ type: 'png', animations: 'disabled' });
  } finally {
    await context.close();
  }
}

/** The body of the analysis request (POST /api/predictions/process), as the review screen sends it. */
function processRequest(page: Page): Promise<{ match?: Record<string, unknown> }> {
  return page
    .waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/predictions/process'))
    .then((r) => r.postDataJSON());
}

test('a match only the table model read is picked, its prices checked, and analysed', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await prepare(page, { lang: 'en' });
  const png = await generatedLiveList(browser);
  await signUpViaApi(page);
  await uploadForReview(page, png);

  // The row is offered, under the reader's id for a row only the table model read.
  const radio = page.getByRole('radio', { name: `${SHOWN.home} – ${SHOWN.away} ${TABLE_ROW.odds.join(' · ')}` });
  if (!(await radio.isVisible())) await page.getByRole('button', { name: review.matches.change }).click();
  await expect(radio).toHaveCount(1);
  const id = await radio.getAttribute('value');
  expect(id).toMatch(/^s0-t\d+$/);
  await expect(page.locator(`[data-testid="boxes-0"] g[data-match="${id}"]`)).toHaveCount(1);
  await radio.click();
  await expect(page.getByTestId('chosen-match')).toContainText(`${SHOWN.home} – ${SHOWN.away}`);
  await expect(page.locator('[data-testid="boxes-0"] g[data-selected="true"]')).toHaveAttribute('data-match', id!);

  // Its teams and prices as read, in the form the user confirms.
  await expect(page.getByLabel(review.form.home, { exact: true })).toHaveValue(SHOWN.home);
  await expect(page.getByLabel(review.form.away, { exact: true })).toHaveValue(SHOWN.away);
  await expect(page.getByLabel(review.form.homeOdds, { exact: true })).toHaveValue(TABLE_ROW.odds[0]!);
  await expect(page.getByLabel(review.form.drawOdds, { exact: true })).toHaveValue(TABLE_ROW.odds[1]!);
  await expect(page.getByLabel(review.form.awayOdds, { exact: true })).toHaveValue(TABLE_ROW.odds[2]!);

  // The table model's prices are not trusted as read: the user checks each against the screenshot.
  const boxes = page.getByRole('checkbox', { name: review.form.vouch });
  await expect(boxes).toHaveCount(3);
  for (const box of await boxes.all()) await box.check();

  const sent = processRequest(page);
  await page.getByRole('button', { name: review.analyse, exact: true }).click();
  // Linked to the reading by its id; the teams left as shown go as the screenshot printed them.
  expect((await sent).match).toMatchObject({
    fromMatch: id,
    teams: [TABLE_ROW.home, TABLE_ROW.away],
    odds: { home: TABLE_ROW.odds[0], draw: TABLE_ROW.odds[1], away: TABLE_ROW.odds[2] },
  });

  const verdict = page.getByTestId('verdict');
  await expect(verdict).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/predictions\/[0-9a-f-]{36}$/);
  // The verdict, named, with its reason: the reading the id names is of a live list (a score and a minute on each
  // row), and a pre-match analysis does not apply to live prices.
  await expect(verdict).toHaveAttribute('data-verdict', 'cannot-judge');
  await expect(verdict.getByRole('heading', { level: 2 })).toContainText(analysis.verdict['cannot-judge']);
  await expect(page.getByTestId('verdict-reason')).toContainText('live prices');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    home.results.versus.replace('{{home}}', SHOWN.home).replace('{{away}}', SHOWN.away),
  );
  // (The results page prints decimal prices to two places.)
  await expect(page.getByTestId('odds-home')).toHaveText('1.03');
  await expect(page.getByTestId('odds-draw')).toHaveText('24.00');
  await expect(page.getByTestId('odds-away')).toHaveText('45.00');
  // Analysed as the reading the user confirmed (found by its id), not as values typed in by hand.
  await expect(page.getByTestId('confidence')).toHaveText(analysis.readingChecked);
});
