import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

export type Lang = 'en' | 'ru';

/** Reads a translation catalog so specs assert the same texts the app shows, in both languages. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped JSON catalogs, read at test time
export type Catalog = Record<string, any>;

export function catalog(lng: Lang, ns: string): Catalog {
  return JSON.parse(readFileSync(join(process.cwd(), 'web', 'public', 'locales', lng, `${ns}.json`), 'utf8'));
}

/** Language and onboarding flag set before any page script runs. */
export async function prepare(page: Page, opts: { lang?: Lang; onboardingSeen?: boolean } = {}): Promise<void> {
  await page.addInitScript(
    ([lang, seen]) => {
      if (lang) window.localStorage.setItem('oddslens-language', lang);
      if (seen) window.localStorage.setItem('oddslens-onboarding-seen', 'true');
    },
    [opts.lang ?? null, opts.onboardingSeen ?? true] as const,
  );
}

/**
 * From the signed-in home on a desktop viewport: uploads one PNG screenshot and waits for its review screen (the
 * reading done), as a user who chose the file and pressed Analyse.
 */
export async function uploadForReview(page: Page, png: Buffer, lang: Lang = 'en'): Promise<void> {
  const home = catalog(lang, 'home');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/?upload=1');
  await page.getByLabel(home.upload.choose).setInputFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByTestId('file-state')).toHaveText(home.upload.fileState.ready);
  await page.getByRole('button', { name: home.upload.analyze }).click();
  await expect(page.getByRole('heading', { level: 1, name: catalog(lang, 'review').titleReview })).toBeVisible({
    timeout: 60_000,
  });
}

/** A row of a made-up bookmaker's list: the match and its prices as printed. */
export interface ListRow {
  home: string;
  away: string;
  odds: string[];
}

/**
 * A bookmaker's list screenshot made at test time: an HTML list of matches under a league heading, rendered by the
 * browser at `width` x `height` and captured.
 */
export async function listScreenshotOf(page: Page, rows: readonly ListRow[], size: { width: number; height: number }) {
  const html = rows
    .map(
      (r) =>
        `<div class="row"><span class="teams">${r.home} - ${r.away}</span>${r.odds.map((o) => `<span class="odd">${o}</span>`).join('')}</div>`,
    )
    .join('');
  await page.setViewportSize(size);
  await page.setContent(`<!doctype html><html><head><style>
      body { margin: 0; font-family: 'DejaVu Sans', Arial, sans-serif; background: #fff; color: #111; }
      h1 { font-size: 22px; margin: 18px 24px; }
      .row { display: flex; align-items: center; gap: 28px; padding: 14px 24px; border-top: 1px solid #ddd; font-size: 22px; }
      .teams { flex: 1; }
      .odd { width: 70px; text-align: center; background: #eef3f7; padding: 6px 0; border-radius: 4px; font-weight: bold; }
    </style></head><body><h1>Football. England. Premier League</h1>${html}</body></html>`);
  return page.screenshot();
}

/** The two viewports every user-visible state is checked at. */
export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
