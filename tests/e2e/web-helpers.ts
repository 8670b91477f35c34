import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

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
