import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi, uniqueEmail, verifyViaApi } from './fixtures';
import { catalog, prepare, type Lang } from './web-helpers';

/**
 * Issue 14, Pro that is worth paying for, in both languages: a user who paid (sandbox checkout) records bets,
 * sees the analytics charts, downloads the CSV and creates and revokes an API key that works with Bearer.
 */

/** Serious or critical WCAG 2.1 AA violations, as the a11y suite counts them. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

function interpolate(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));
}

async function becomePro(page: Page, lang: Lang): Promise<void> {
  const billing = catalog(lang, 'billing');
  await page.goto('/subscribe');
  await page.getByRole('button', { name: billing.subscribe.cta }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole('button', { name: /^(Pay|Оплатить) / }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** A manually entered match, analysed through the same API the review screen uses. */
async function analyse(page: Page, home: string, away: string, odds: [string, string, string]): Promise<string> {
  const res = await page.request.post('/api/predictions/process', {
    data: {
      match: {
        sport: 'football',
        teams: [home, away],
        odds: { home: odds[0], draw: odds[1], away: odds[2] },
        oddsFormat: 'decimal',
      },
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).id as string;
}

for (const lang of ['en', 'ru'] as const) {
  test.describe(`Pro features (${lang})`, () => {
    const pro = catalog(lang, 'pro');
    const common = catalog(lang, 'common');

    test('free user: analytics and CSV say they are Pro, keys cannot be created', async ({ page }) => {
      await prepare(page, { lang });
      const email = await signUpViaApi(page, uniqueEmail(`free-${lang}`));
      await verifyViaApi(page, email);
      await page.goto('/analytics');
      await expect(page.getByRole('heading', { level: 1, name: pro.analytics.title })).toBeVisible();
      await expect(page.getByTestId('analytics-pro-only')).toContainText(pro.analytics.proOnly);
      await page.goto('/account');
      await expect(page.getByTestId('api-keys')).toContainText(pro.keys.proOnly);
      await expect(page.getByRole('button', { name: pro.keys.create })).toHaveCount(0);
    });

    test('record outcomes -> analytics charts; CSV download; create, use and revoke an API key', async ({ page }, testInfo) => {
      await prepare(page, { lang });
      const email = await signUpViaApi(page, uniqueEmail(`pro-${lang}`));
      await verifyViaApi(page, email);
      await becomePro(page, lang);

      // Six analyses; the first bet goes through the form, the others through the same API call the form makes.
      const teams: [string, string][] = [
        ['Arsenal', 'Chelsea'],
        ['Liverpool', 'Everton'],
        ['Barcelona', 'Sevilla'],
        ['Valencia', 'Getafe'],
        ['Juventus', 'Torino'],
        ['Lazio', 'Roma'],
      ];
      const ids: string[] = [];
      for (const [h, a] of teams) ids.push(await analyse(page, h, a, ['2.10', '3.40', '3.60']));

      await page.goto(`/predictions/${ids[0]}`);
      const form = page.getByTestId('bet-form');
      await expect(form.getByRole('heading', { name: pro.bet.heading })).toBeVisible();
      await form.getByLabel(pro.bet.stake, { exact: true }).fill(lang === 'ru' ? '10,5' : '10.5');
      await form.getByLabel(pro.bet.oddsIn.decimal).fill(lang === 'ru' ? '2,2' : '2.2');
      await form.getByLabel(pro.bet.closingOddsIn.decimal).fill(lang === 'ru' ? '2,0' : '2.0');
      await form.getByLabel(pro.bet.result).selectOption('won');
      await form.getByRole('button', { name: pro.bet.save }).click();
      await expect(form.getByText(pro.bet.saved)).toBeVisible();
      // 2.2 / 2.0 − 1 = +10%, with the language's decimal mark.
      expect(await seriousViolations(page)).toEqual([]);
      await expect(form.getByTestId('bet-clv')).toContainText(lang === 'ru' ? '+10,0' : '+10.0%');
      await page.screenshot({ path: `/tmp/shots-pro/bet-${lang}.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await form.screenshot({ path: `/tmp/shots-pro/bet-${lang}-phone.png` });
      await page.setViewportSize({ width: 1280, height: 720 });

      const results = ['lost', 'won', 'lost', 'won', 'pending'];
      for (let i = 1; i < ids.length; i++) {
        const res = await page.request.put(`/api/predictions/${ids[i]}/bet`, {
          data: { selection: 'home', stake: 10, currency: null, odds: 2.1, result: results[i - 1], closingOdds: 2.05 },
          headers: { origin: new URL(page.url()).origin },
        });
        expect(res.status()).toBe(200);
      }

      await page.goto('/analytics');
      await expect(page.getByTestId('analytics-summary')).toContainText(
        interpolate(pro.analytics.summary, { settled: 5, pending: 1, void: 0 }),
      );
      const lineChart = page.getByRole('img', { name: pro.analytics.returns.chartTitle });
      await expect(lineChart).toBeVisible();
      await expect(lineChart.locator('polyline')).toHaveCount(2);
      const calibration = page.getByRole('img', { name: pro.analytics.calibration.chartTitle });
      await expect(calibration).toBeVisible();
      expect(await calibration.locator('circle').count()).toBeGreaterThan(0);
      await expect(page.getByTestId('calibration-card')).toContainText(lang === 'ru' ? 'Оценка Брайера: 0,' : 'Brier score: 0.');
      await expect(page.getByTestId('clv-card')).toContainText(pro.analytics.clv.average.split('{{')[0]);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/shots-pro/analytics-${lang}-desktop.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `/tmp/shots-pro/analytics-${lang}-phone.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 720 });

      // CSV from the history page's button, in the interface language.
      await page.goto('/history');
      // Each card shows the bet recorded on it, in the interface language.
      await expect(page.getByTestId('history-bet')).toHaveCount(ids.length);
      await expect(page.getByTestId('history-bet').filter({ hasText: lang === 'ru' ? '10,5' : '10.5' })).toContainText(
        pro.bet.results.won,
      );
      await page.screenshot({ path: `/tmp/shots-pro/history-${lang}.png` });
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('csv-export').click()]);
      const file = await download.path();
      const text = fs.readFileSync(file!, 'utf8');
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const lines = text.slice(1).trimEnd().split('\r\n');
      expect(lines).toHaveLength(1 + ids.length);
      expect(lines[0]).toContain(lang === 'ru' ? 'Дата анализа;' : 'Analysed at,');
      expect(text).toContain(lang === 'ru' ? ';10,5;' : ',10.5,');

      // API key: created once, works as Bearer, refused after revoking.
      await page.goto('/account');
      const keys = page.getByTestId('api-keys');
      await keys.getByLabel(pro.keys.name).fill(`script ${lang}`);
      await keys.getByRole('button', { name: pro.keys.create }).click();
      const token = (await keys.getByTestId('new-api-key').textContent())!.trim();
      expect(token).toMatch(/^olk_/);
      await expect(keys.getByTestId('api-key-row')).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/shots-pro/keys-${lang}.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await keys.screenshot({ path: `/tmp/shots-pro/keys-${lang}-phone.png` });
      await page.setViewportSize({ width: 1280, height: 720 });
      const base = testInfo.project.use.baseURL!;
      const ok = await fetch(`${base}/api/user/analytics`, { headers: { authorization: `Bearer ${token}` } });
      expect(ok.status).toBe(200);
      await keys.getByRole('button', { name: interpolate(pro.keys.revokeLabel, { name: `script ${lang}` }) }).click();
      const confirm = page.getByRole('dialog', { name: interpolate(pro.keys.confirmTitle, { name: `script ${lang}` }) });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: pro.keys.revoke, exact: true }).click();
      await expect(keys.getByText(pro.keys.revoked)).toBeVisible();
      await expect(keys.getByTestId('api-key-row')).toHaveCount(0);
      const refused = await fetch(`${base}/api/user/stats`, { headers: { authorization: `Bearer ${token}` } });
      expect(refused.status).toBe(401);
      expect((await refused.json()).code).toBe('API_KEY_INVALID');
      void common;
    });
  });
}

test('priority support: a message from a Pro user comes first in the admin inbox, with a badge', async ({
  page,
  browser,
}, testInfo) => {
  await prepare(page, { lang: 'en' });
  const email = await signUpViaApi(page, uniqueEmail('priority'));
  await verifyViaApi(page, email);
  await becomePro(page, 'en');
  const send = async (target: Page, name: string) => {
    const status = await target.evaluate(
      async ([n, e]) =>
        (
          await fetch('/api/contact', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ name: n, email: e, message: 'Please help me with my account settings.' }),
            credentials: 'include',
          })
        ).status,
      [name, `${name.replace(/\s/g, '-').toLowerCase()}@e2e.test`] as const,
    );
    expect(status).toBe(201);
  };
  await send(page, 'Pro Writer');

  // The admin (ADMIN_EMAILS of scripts/e2e-server.sh) writes a newer, non-priority message, then reads the inbox.
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const adminPage = await context.newPage();
  await prepare(adminPage, { lang: 'ru' });
  await adminPage.goto('/pricing');
  const signup = await adminPage.evaluate(
    async () =>
      (
        await fetch('/api/auth/signup', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'admin@e2e.test', password: 'e2e-password-123' }),
          credentials: 'include',
        })
      ).status,
  );
  if (signup === 201) await verifyViaApi(adminPage, 'admin@e2e.test');
  else
    expect(
      await adminPage.evaluate(
        async () =>
          (
            await fetch('/api/auth/signin', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ email: 'admin@e2e.test', password: 'e2e-password-123' }),
              credentials: 'include',
            })
          ).status,
      ),
    ).toBe(200);
  await send(adminPage, 'Free Writer');
  await adminPage.goto('/admin');
  const messages = adminPage.getByTestId('contact-message');
  await expect(messages.first()).toContainText('Pro Writer');
  await expect(messages.first()).toContainText(catalog('ru', 'admin').messages.priority);
  await expect(messages.filter({ hasText: 'Free Writer' })).not.toContainText(catalog('ru', 'admin').messages.priority);
  await messages.first().screenshot({ path: '/tmp/shots-pro/admin-priority-ru.png' });
  await context.close();
});
