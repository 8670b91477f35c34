import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@shared/errors';

const LOCALES = join(__dirname, '..', 'public', 'locales');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const REQUIRED_FORMS: Record<string, string[]> = { en: ['one', 'other'], ru: ['one', 'few', 'many', 'other'] };

function load(lng: string, ns: string): unknown {
  return JSON.parse(readFileSync(join(LOCALES, lng, `${ns}.json`), 'utf8'));
}

/** Every leaf key path, arrays included by index (so array lengths must match too). */
function leafKeys(value: unknown, prefix = ''): string[] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

/** Splits keys into plain keys and plural bases (with the forms each base has). */
function analyse(keys: string[]) {
  const plain = new Set<string>();
  const plurals = new Map<string, Set<string>>();
  for (const key of keys) {
    const m = PLURAL_SUFFIX.exec(key);
    if (m) {
      const base = key.slice(0, -m[0].length);
      if (!plurals.has(base)) plurals.set(base, new Set());
      plurals.get(base)!.add(m[1]!);
    } else plain.add(key);
  }
  return { plain, plurals };
}

const namespaces = readdirSync(join(LOCALES, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));

describe('translation catalogs', () => {
  it('have the same namespaces in every language', () => {
    const ru = readdirSync(join(LOCALES, 'ru'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, ''));
    expect(ru.sort()).toEqual([...namespaces].sort());
    expect(namespaces.length).toBeGreaterThan(5);
  });

  for (const ns of namespaces) {
    it(`${ns}: every key exists in both languages, with the right plural forms`, () => {
      const en = analyse(leafKeys(load('en', ns)));
      const ru = analyse(leafKeys(load('ru', ns)));
      const onlyEn = [...en.plain].filter((k) => !ru.plain.has(k));
      const onlyRu = [...ru.plain].filter((k) => !en.plain.has(k));
      expect({ onlyEn, onlyRu }).toEqual({ onlyEn: [], onlyRu: [] });

      const enBases = [...en.plurals.keys()].sort();
      const ruBases = [...ru.plurals.keys()].sort();
      expect(ruBases).toEqual(enBases);
      for (const [lng, info] of [
        ['en', en],
        ['ru', ru],
      ] as const) {
        for (const [base, forms] of info.plurals) {
          for (const form of REQUIRED_FORMS[lng]!) {
            expect(forms.has(form), `${lng}/${ns}: ${base}_${form} is missing`).toBe(true);
          }
        }
      }
    });

    it(`${ns}: no empty strings`, () => {
      for (const lng of ['en', 'ru']) {
        const walk = (v: unknown, path: string) => {
          if (typeof v === 'string') expect(v.trim(), `${lng}/${ns}:${path}`).not.toBe('');
          else if (v && typeof v === 'object') for (const [k, c] of Object.entries(v)) walk(c, `${path}.${k}`);
        };
        walk(load(lng, ns), '');
      }
    });
  }

  it('translate every server error code under errors.<CODE>', () => {
    for (const lng of ['en', 'ru']) {
      const errors = (load(lng, 'common') as { errors: Record<string, string> }).errors;
      for (const code of ERROR_CODES) expect(errors[code], `${lng}: errors.${code}`).toBeTruthy();
    }
  });
});

describe('the parity check itself', () => {
  it('notices a key present in one language only and a missing Russian plural form', () => {
    const en = analyse(leafKeys({ a: 'x', n_one: 'x', n_other: 'x' }));
    const ru = analyse(leafKeys({ a: 'x', b: 'y', n_one: 'x', n_other: 'x' }));
    expect([...ru.plain].filter((k) => !en.plain.has(k))).toEqual(['b']);
    expect(ru.plurals.get('n')?.has('few')).toBe(false);
  });
});
