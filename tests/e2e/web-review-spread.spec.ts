import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './fixtures';
import { catalog, prepare, VIEWPORTS, type Lang } from './web-helpers';

/**
 * A US slip's spread pick, from upload to results, in both languages and on a desktop and a phone: the review shows
 * the pick's line beside the picked side and on its one price (never as a moneyline), confirming sends the spread,
 * and the results page gives its break-even for information, with no verdict to bet, no stake and no value call.
 * Real server, OCR and Chromium.
 */

const SHOTS = process.env['SHOTS_DIR'] ?? '/work/notes/shots/spread';

/** A DraftKings-like single: the pick and its line over the market's name, the matchup stacked under it. */
async function slipScreenshot(page: Page): Promise<Buffer> {
  await page.setViewportSize({ width: 1280, height: 560 });
  await page.setContent(`<!doctype html><html><head><style>
      body { margin: 0; font-family: 'DejaVu Sans', Arial, sans-serif; background: #fff; color: #111; }
      .pick { display: flex; gap: 24px; align-items: baseline; padding: 60px 56px 0; font-size: 38px; font-weight: bold; }
      .open { margin-left: auto; font-size: 26px; }
      .market { padding: 26px 56px 0; font-size: 32px; }
      .teams { padding: 90px 0 0 150px; font-size: 26px; font-weight: bold; line-height: 60px; }
      .when { float: right; margin-right: 56px; font-weight: normal; }
    </style></head><body>
      <div class="pick"><span>PHOENIX SUNS</span><span>+14.5</span><span>-105</span><span class="open">OPEN</span></div>
      <div class="market">Spread</div>
      <div class="teams"><div>BOSTON CELTICS</div><div>PHOENIX SUNS<span class="when">Dec 18, 2026, 9:00 PM</span></div></div>
    </body></html>`);
  return page.screenshot();
}

for (const lng of ['en', 'ru'] as Lang[]) {
  const home = catalog(lng, 'home');
  const review = catalog(lng, 'review');
  const analysis = catalog(lng, 'analysis');
  const line = lng === 'ru' ? '+14,5' : '+14.5';
  const spreadName = review.form.spread.replace('{{line}}', line);
  for (const vp of VIEWPORTS) {
    test(`a spread pick is reviewed as a spread and analysed for information only (${lng}, ${vp.name})`, async ({ page }) => {
      test.setTimeout(120_000);
      await prepare(page, { lang: lng });
      const png = await slipScreenshot(page);
      await signUpViaApi(page);
      await page.setViewportSize({ width: vp.width, height: vp.height });
      await page.goto('/?upload=1');
      await page.getByLabel(home.upload.choose).setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: png });
      await expect(page.getByTestId('file-state')).toHaveText(home.upload.fileState.ready);
      await page.getByRole('button', { name: home.upload.analyze }).click();
      await expect(page.getByRole('heading', { level: 1, name: review.titleReview })).toBeVisible({ timeout: 60_000 });

      const pick = page.getByTestId('slip-pick');
      await expect(pick).toHaveAttribute('data-market', 'spread');
      await expect(pick.getByText(review.form.spreadLegend)).toBeVisible();
      // Priced alone by its nature: no "add the other prices" note beside it.
      await expect(page.getByText(review.warnings.SINGLE_PRICE_ONLY)).toHaveCount(0);
      await expect(pick.getByTestId('spread-line')).toHaveText(spreadName);
      // The pick's price alone, named by its line: no draw, no price of the match result.
      const price = page.getByRole('textbox', { name: new RegExp(`, ${spreadName.replace(/[+.]/g, '\\$&')}$`) });
      await expect(price).toHaveValue('-105');
      await expect(page.getByRole('textbox', { name: review.form.drawOdds, exact: true })).toHaveCount(0);
      // A phone's page is taken whole from the top; a desktop's at the pick.
      if (vp.name !== 'phone') await pick.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/${lng}-${vp.name}-review.png`, fullPage: vp.name === 'phone' });

      const sent = page.waitForRequest((r) => r.url().includes('/api/predictions/process'));
      await page.getByRole('button', { name: review.analyse, exact: true }).click();
      const body = (await sent).postDataJSON();
      // The picked side's price alone, whichever side the reader put the picked team on.
      expect(body.match).toMatchObject({ market: 'spread', line: '+14.5' });
      expect(body.match.odds).toEqual({ [body.match.pick]: '-105' });
      expect(body.match.teams[body.match.pick === 'home' ? 0 : 1]).toMatch(/^phoenix suns$/i);

      const verdict = page.getByTestId('verdict');
      await expect(verdict).toBeVisible({ timeout: 60_000 });
      const text =
        lng === 'ru'
          ? /фора «.+ \+14,5» по коэффициенту −105 окупается, если сыграет в 51,2\s?% случаев/i
          : /\+14\.5 at −105 breaks even if it covers 51\.2% of the time/;
      await expect(page.getByText(text)).toBeVisible();
      await expect(page.getByText(analysis.status.recommended, { exact: true })).toHaveCount(0);
      await expect(page.getByText(home.results.noOptionsSpread)).toBeVisible();
      await expect(page.getByText(home.results.noOptions, { exact: true })).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/${lng}-${vp.name}-results.png`, fullPage: true });
    });
  }
}
