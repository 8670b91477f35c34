import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './fixtures';
import { catalog, listScreenshotOf, prepare, type Lang } from './web-helpers';

/**
 * The review step (issue 11): what was read is shown and can be corrected before anything is analysed; manual
 * entry; paste; the share target; progress driven by real events. Real server, real OCR, real Chromium.
 */

/** Rows of a made-up bookmaker list; the third is the one the user picks and corrects. */
const ROWS = [
  { home: 'Arsenal', away: 'Chelsea', odds: ['2.10', '3.40', '3.20'] },
  { home: 'Everton', away: 'Fulham', odds: ['2.45', '3.25', '2.90'] },
  { home: 'Brentford', away: 'Burnley', odds: ['1.85', '3.60', '4.20'] },
  { home: 'Liverpool', away: 'Tottenham', odds: ['1.55', '4.33', '5.50'] },
  { home: 'Newcastle', away: 'Brighton', odds: ['2.05', '3.50', '3.40'] },
];

/** A list screenshot made at test time, the page's viewport put back after it. */
async function listScreenshot(page: Page): Promise<Buffer> {
  const png = await listScreenshotOf(page, ROWS, { width: 900, height: 560 });
  await page.setViewportSize({ width: 1280, height: 720 });
  return png;
}

/** Rows of a made-up odds comparison: one match, each bookmaker's prices; the user analyses the third's. */
const BOOKMAKERS = [
  { name: 'Unibet', odds: ['2.10', '3.40', '3.50'] },
  { name: 'Betway', odds: ['2.05', '3.50', '3.60'] },
  { name: 'Ladbrokes', odds: ['2.15', '3.30', '3.40'] },
  { name: 'Paddy Power', odds: ['2.08', '3.45', '3.55'] },
];

/** An odds comparison made at test time: the match's title over a table of bookmakers, rendered and captured. */
async function comparisonScreenshot(page: Page): Promise<Buffer> {
  await page.setViewportSize({ width: 900, height: 520 });
  const rows = BOOKMAKERS.map(
    (b) => `<tr><td class="bm">${b.name}</td>${b.odds.map((o) => `<td class="odd">${o}</td>`).join('')}</tr>`,
  ).join('');
  await page.setContent(`<!doctype html><html><head><style>
      body { margin: 0; font-family: 'DejaVu Sans', Arial, sans-serif; background: #fff; color: #111; }
      h1 { font-size: 26px; margin: 18px 24px 4px; } p { margin: 0 24px 14px; color: #555; font-size: 18px; }
      table { border-collapse: collapse; margin: 0 24px; width: 820px; font-size: 22px; }
      th { text-align: center; color: #555; padding: 8px; } th:first-child { text-align: left; }
      td { padding: 12px 8px; border-top: 1px solid #ddd; } .odd { text-align: center; font-weight: bold; }
    </style></head><body><h1>Man United - Chelsea</h1><p>England. Premier League</p>
    <table><tr><th>Bookmaker</th><th>1</th><th>X</th><th>2</th></tr>${rows}</table></body></html>`);
  const png = await page.screenshot();
  await page.setViewportSize({ width: 1280, height: 720 });
  return png;
}

/** The app's own fictional example odds page (one match), rendered and captured. */
async function exampleScreenshot(page: Page): Promise<Buffer> {
  await page.setViewportSize({ width: 800, height: 460 });
  await page.goto('/examples/odds-light.svg');
  const png = await page.screenshot();
  await page.setViewportSize({ width: 1280, height: 720 });
  return png;
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

/** Every text the progress line shows, recorded in the page as it changes (the steps come and go quickly). */
async function recordProgress(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __progress: string[] }).__progress = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-testid="progress-text"]')) {
        const text = el.textContent ?? '';
        if (text && seen[seen.length - 1] !== text) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __progress: string[] }).__progress);
}

/**
 * How often the page showed its generic loading spinner (a route or its texts still loading) from now on. The
 * analyse flow preloads each next screen, so none should appear: React holds such a fallback for at least 300 ms.
 */
async function recordLoadingFallbacks(page: Page, loadingText: string): Promise<() => Promise<number>> {
  await page.evaluate((text) => {
    const state = { count: 0, showing: false };
    (window as unknown as { __fallbacks: typeof state }).__fallbacks = state;
    new MutationObserver(() => {
      const showing = [...document.querySelectorAll('div[role="status"] > span.sr-only')].some((el) => el.textContent === text);
      if (showing && !state.showing) state.count += 1;
      state.showing = showing;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, loadingText);
  return () => page.evaluate(() => (window as unknown as { __fallbacks: { count: number } }).__fallbacks.count);
}

function interpolate(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));
}

/** A plural key's text for a count, as i18next picks it (English: one/other; Russian: one/few/many). */
function plural(texts: Record<string, unknown>, key: string, count: number, lng: Lang): string {
  const form = new Intl.PluralRules(lng).select(count);
  return String(texts[`${key}_${form}`] ?? texts[`${key}_other`]);
}

/** The price as the user types it: Russian readers type a decimal comma. */
const typed = (price: string, lng: Lang) => (lng === 'ru' ? price.replace('.', ',') : price);

for (const lng of ['en', 'ru'] as Lang[]) {
  const home = catalog(lng, 'home');
  const review = catalog(lng, 'review');
  const common = catalog(lng, 'common');

  test.describe(`review (${lng})`, () => {
    test.beforeEach(async ({ page }) => {
      await prepare(page, { lang: lng });
    });

    test('a list screenshot: pick the third match, correct one price, the result uses the corrected price', async ({ page }) => {
      test.setTimeout(150_000);
      const png = await listScreenshot(page);
      await signUpViaApi(page);
      await page.goto('/');
      await page.getByRole('button', { name: home.home.uploadButton }).click();
      await page.getByLabel(home.upload.choose).setInputFiles({ name: 'list.png', mimeType: 'image/png', buffer: png });
      const progress = await recordProgress(page);
      const fallbacks = await recordLoadingFallbacks(page, common.status.loading);
      await page.getByRole('button', { name: home.upload.analyze }).click();

      await expect(page.getByRole('heading', { level: 1, name: review.titleReview })).toBeVisible({ timeout: 60_000 });
      expect(page.url()).toContain('/review?images=');
      // Real progress: bytes sent, then the screenshot being read, from the server's own events.
      const seen = await progress();
      // (A local upload is one progress event: the percentage shown depends on timing, the step does not.)
      const uploading = interpolate(home.processing.uploading, { file: 1, files: 1, percent: '%' }).split('%')[0]!;
      expect(seen.some((text) => text.startsWith(uploading))).toBe(true);
      expect(seen).toContain(interpolate(home.processing.reading, { current: 1, total: 1 }));

      // Boxes over the screenshot, one group per match read; every row of the list is offered.
      await expect(page.getByRole('img', { name: interpolate(review.screenshotAlt, { index: 1, count: 1 }) })).toBeVisible();
      await expect(page.locator('[data-testid="boxes-0"] g[data-match]')).toHaveCount(ROWS.length);
      const list = page.getByRole('radio');
      if ((await list.count()) === 0) await page.getByRole('button', { name: review.matches.change }).click();
      await expect(list).toHaveCount(ROWS.length);

      const third = ROWS[2]!;
      // The list is folded under the chosen match when one was preselected; "Change" opens it.
      const pick = page.getByRole('radio', { name: new RegExp(`${third.home}.*${third.away}`) });
      if (!(await pick.isVisible())) await page.getByRole('button', { name: review.matches.change }).click();
      await pick.click();
      await expect(page.getByTestId('chosen-match')).toContainText(third.home);
      await expect(page.locator('[data-testid="boxes-0"] g[data-selected="true"] rect[data-field]').first()).toBeVisible();
      const homePrice = page.getByLabel(review.form.homeOdds, { exact: true });
      await expect(homePrice).toHaveValue(typed(third.odds[0]!, lng));
      await expect(page.getByLabel(review.form.away, { exact: true })).toHaveValue(new RegExp(third.away));

      await homePrice.fill(typed('1.95', lng));
      await page.getByRole('button', { name: review.analyse, exact: true }).click();
      await expect(page.getByTestId('verdict')).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByRole('heading', { level: 1 })).toContainText(third.home);
      await expect(page).toHaveURL(/\/predictions\/[0-9a-f-]{36}$/);
      await expect(page.getByTestId('odds-home')).toHaveText(typed('1.95', lng));
      await expect(page.getByTestId('odds-draw')).toHaveText(typed(third.odds[1]!, lng));
      await expect(page.getByTestId('odds-away')).toHaveText(typed(third.odds[2]!, lng));
      // Upload view -> review screen -> results, each screen ready when it opens (no loading spinner between).
      expect(await fallbacks()).toBe(0);
    });

    test('an odds comparison: one match at each bookmaker, analysed at the best price of each outcome, shown as a grid', async ({
      page,
    }) => {
      test.setTimeout(150_000);
      const png = await comparisonScreenshot(page);
      await signUpViaApi(page);
      await page.goto('/');
      await page.getByRole('button', { name: home.home.uploadButton }).click();
      await page.getByLabel(home.upload.choose).setInputFiles({ name: 'comparison.png', mimeType: 'image/png', buffer: png });
      await page.getByRole('button', { name: home.upload.analyze }).click();

      await expect(page.getByRole('heading', { level: 1, name: review.titleReview })).toBeVisible({ timeout: 60_000 });
      // One match priced by each bookmaker, said so, each row named by its bookmaker; nothing to pick.
      const title = plural(review.comparison, 'title', BOOKMAKERS.length, lng);
      const grid = page.getByTestId('comparison-grid');
      await expect(grid.getByRole('heading', { name: interpolate(title, { count: BOOKMAKERS.length }) })).toBeVisible();
      await expect(grid.getByRole('row')).toHaveCount(BOOKMAKERS.length + 1);
      await expect(page.getByRole('radio')).toHaveCount(0);
      // The best of each column: home at Ladbrokes, draw and away at Betway.
      const best = { home: '2.15', draw: '3.50', away: '3.60' };
      await expect(grid.locator('td[data-best="true"]')).toHaveCount(3);
      await expect(page.getByLabel(review.form.homeOdds, { exact: true })).toHaveValue(typed(best.home, lng));
      await expect(page.getByLabel(review.form.drawOdds, { exact: true })).toHaveValue(typed(best.draw, lng));
      await expect(page.getByLabel(review.form.awayOdds, { exact: true })).toHaveValue(typed(best.away, lng));
      for (const [name, width, height] of [
        ['desktop', 1280, 800],
        ['phone', 390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        await grid.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `/work/notes/shots/review/${lng}-${name}-comparison-grid.png` });
      }
      // The teams by the names the results page will use for them too (issue 50: the review said «Манчестер Юнайтед»,
      // the results «МЮ», two of the club's Russian names in the gazetteer).
      const names = [
        await page.getByLabel(review.form.home, { exact: true }).inputValue(),
        await page.getByLabel(review.form.away, { exact: true }).inputValue(),
      ];
      expect(names).toEqual(lng === 'ru' ? ['Манчестер Юнайтед', 'Челси'] : ['Man United', 'Chelsea']);
      await page.getByRole('button', { name: review.analyse, exact: true }).click();
      await expect(page.getByTestId('verdict')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        interpolate(home.results.versus, { home: names[0]!, away: names[1]! }),
      );
      await expect(page.getByTestId('odds-home')).toHaveText(typed(best.home, lng));
      await expect(page.getByTestId('odds-draw')).toHaveText(typed(best.draw, lng));
      await expect(page.getByTestId('odds-away')).toHaveText(typed(best.away, lng));
    });

    test('manual entry from the home screen: bad price refused in words, corrected, analysed', async ({ page }) => {
      test.setTimeout(90_000);
      await signUpViaApi(page);
      await page.goto('/');
      await page.getByRole('link', { name: home.home.enterOdds }).click();
      await expect(page.getByRole('heading', { level: 1, name: review.titleManual })).toBeVisible();
      await expect(page).toHaveURL(/\/enter$/);

      // Suggestions from the gazetteer, offered through the input's datalist (a Cyrillic alias in Russian).
      const homeTeam = page.getByLabel(review.form.home, { exact: true });
      await homeTeam.fill('Arsen');
      const suggestion = lng === 'ru' ? 'Арсенал Лондон' : 'Arsenal';
      const listId = await homeTeam.getAttribute('list');
      await expect(page.locator(`datalist[id="${listId}"] option[value="${suggestion}"]`)).toHaveCount(1);
      await homeTeam.fill(suggestion);
      await page.getByLabel(review.form.away, { exact: true }).fill('Chelsea');
      const homePrice = page.getByLabel(review.form.homeOdds, { exact: true });
      await homePrice.fill(typed('1.0', lng));
      await page.getByLabel(review.form.drawOdds, { exact: true }).fill(typed('3.40', lng));
      await page.getByLabel(review.form.awayOdds, { exact: true }).fill(typed('3.20', lng));
      await page.getByRole('button', { name: review.analyse, exact: true }).click();
      // Refused in the page, in the user's language, with focus on the field; nothing was sent.
      await expect(page.getByText(review.validation.decimalPrice)).toBeVisible();
      await expect(homePrice).toBeFocused();
      await expect(homePrice).toHaveAttribute('aria-invalid', 'true');

      await homePrice.fill(typed('2.25', lng));
      await page.getByRole('button', { name: review.analyse, exact: true }).click();
      await expect(page.getByTestId('verdict')).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByTestId('odds-home')).toHaveText(typed('2.25', lng));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/Arsenal|Арсенал/);
    });

    test('paste a screenshot on the upload view, then read it on the review screen', async ({ page }) => {
      test.setTimeout(90_000);
      const png = await exampleScreenshot(page);
      await signUpViaApi(page);
      await page.goto('/?upload=1');
      await expect(page.getByRole('heading', { level: 1, name: home.upload.title })).toBeVisible();
      await page.evaluate((base64) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const data = new DataTransfer();
        data.items.add(new File([bytes], 'image.png', { type: 'image/png' }));
        document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      }, png.toString('base64'));
      await expect(
        page.getByRole('img', { name: new RegExp(interpolate(home.upload.previewAlt, { name: 'pasted-' })) }),
      ).toBeVisible();
      await page.getByRole('button', { name: home.upload.analyze }).click();
      await expect(page.getByRole('heading', { level: 1, name: review.titleReview })).toBeVisible({ timeout: 60_000 });
      await expect(page.getByLabel(review.form.homeOdds, { exact: true })).toHaveValue(typed('2.10', lng));
    });

    test('a share-target POST lands on the review screen, which has no serious accessibility findings', async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      const png = await exampleScreenshot(page);
      await signUpViaApi(page);
      const res = await page.request.post('/share-target', {
        // What the installed app's share sheet sends: multipart, field "screenshots", from the app's origin.
        headers: { origin: testInfo.project.use.baseURL! },
        multipart: { screenshots: { name: 'shared.png', mimeType: 'image/png', buffer: png } },
        maxRedirects: 0,
      });
      expect(res.status()).toBe(303);
      const location = res.headers()['location']!;
      expect(location).toMatch(/^\/review\?images=%2Fobjects%2F/);
      await page.goto(location);
      await expect(page.getByRole('heading', { level: 1, name: review.titleReview })).toBeVisible({ timeout: 60_000 });
      await expect(page.getByRole('img', { name: interpolate(review.screenshotAlt, { index: 1, count: 1 }) })).toBeVisible();
      await expect(page.getByLabel(review.form.homeOdds, { exact: true })).toHaveValue(typed('2.10', lng));
      expect(await seriousViolations(page)).toEqual([]);

      // The same screen with problems on it: still no serious findings.
      await page.getByLabel(review.form.awayOdds, { exact: true }).fill('0');
      await page.getByRole('button', { name: review.analyse, exact: true }).click();
      await expect(page.getByText(review.validation.decimalPrice)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test('the installable app: manifest with icons and share target, a service worker that never caches the API', async ({
  page,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(href!)).json()) as {
    icons: { src: string; sizes: string; purpose: string }[];
    share_target: { action: string; method: string; enctype: string; params: { files: { name: string }[] } };
  };
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const res = await page.request.get(icon.src);
    expect(res.headers()['content-type']).toBe('image/png');
  }
  expect(manifest.share_target).toMatchObject({ action: '/share-target', method: 'POST', enctype: 'multipart/form-data' });
  expect(manifest.share_target.params.files[0]!.name).toBe('screenshots');

  // The production build registers the worker; once it controls the page, API answers still come from the network.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  const cached = await page.evaluate(async () => {
    await fetch('/api/stats/public');
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names) for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    return urls;
  });
  expect(cached).toContain('/');
  expect(cached.some((u) => u.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((u) => /^\/(api|objects|uploads)\//.test(u))).toEqual([]);
});
