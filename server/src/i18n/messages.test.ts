import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, VALIDATION_ISSUE_CODES } from '@shared/errors';
import { messages } from './messages';

const en = messages('en') as unknown as Record<string, unknown>;
const ru = messages('ru') as unknown as Record<string, unknown>;

/** Every leaf key path, arrays by index (so list lengths must match) and functions as leaves. */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  }
  return [[prefix, value]];
}

/** A leaf's text: functions are called with a sample argument of their parameter's kind. */
function sample(path: string, leaf: unknown): string {
  if (typeof leaf !== 'function') return String(leaf);
  return String((leaf as (x: unknown) => unknown)(path.startsWith('validation.') ? 3 : '€9.99'));
}

describe('server message catalog', () => {
  it('has the same keys in English and Russian, list lengths included', () => {
    const enKeys = leaves(en).map(([k]) => k);
    const ruKeys = new Set(leaves(ru).map(([k]) => k));
    const onlyEn = enKeys.filter((k) => !ruKeys.has(k));
    const onlyRu = [...ruKeys].filter((k) => !enKeys.includes(k));
    expect({ onlyEn, onlyRu }).toEqual({ onlyEn: [], onlyRu: [] });
  });

  it('has no empty text, and each leaf is text or a function in both languages alike', () => {
    const ruLeaves = new Map(leaves(ru));
    for (const [path, leaf] of leaves(en)) {
      const other = ruLeaves.get(path);
      expect(typeof other, path).toBe(typeof leaf);
      expect(sample(path, leaf).trim(), `en ${path}`).not.toBe('');
      expect(sample(path, other).trim(), `ru ${path}`).not.toBe('');
    }
  });

  it('words every error code and validation issue code', () => {
    for (const lang of ['en', 'ru'] as const) {
      expect(Object.keys(messages(lang).errors).sort()).toEqual([...ERROR_CODES].sort());
      expect(Object.keys(messages(lang).validation).sort()).toEqual([...VALIDATION_ISSUE_CODES].sort());
    }
  });

  it('has Russian text in the Russian catalog and none in the English one', () => {
    const cyrillic = /[а-яё]/i;
    const ruTexts = leaves(ru).map(([path, leaf]) => sample(path, leaf));
    const enTexts = leaves(en).map(([path, leaf]) => sample(path, leaf));
    expect(enTexts.filter((t) => cyrillic.test(t))).toEqual([]);
    // Brand names, codes and currency formats may read the same; everything else is translated.
    expect(ruTexts.filter((t) => cyrillic.test(t)).length).toBeGreaterThan(ruTexts.length * 0.9);
  });
});

/**
 * Russian text outside the catalog means an inline pair crept back. Allowed: the reading code (it recognises
 * Russian screenshots), name folding, and the API reference whose summaries sit beside each route's declaration
 * (docs/decisions/0019).
 */
describe('no Russian text outside the catalog', () => {
  const root = join(__dirname, '..');
  const allowed = [
    /^extraction\//,
    /^ocr\//,
    /^analysis\/names\.ts$/,
    /^modules\/teams\/team-suggest\.ts$/,
    /\.api\.ts$/,
    /^http\/api-docs\//,
    /^modules\/settings\/settings\.routes\.ts$/,
    /^i18n\/messages\.ru\.ts$/,
    // The CLI's `oddslens read` words: a catalog of its own, one typed object per language, complete by its type.
    /^i18n\/read-messages\.ts$/,
    /\.test\.ts$/,
  ];
  const files = (readdirSync(root, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts'))
    .map((f) => relative(root, join(root, f)).split('\\').join('/'))
    .filter((f) => !allowed.some((a) => a.test(f)));

  it('finds server files to check', () => expect(files.length).toBeGreaterThan(50));

  it('has every Russian text in i18n/messages.ru.ts', () => {
    const offenders = files.filter((f) => /[а-яё]/i.test(readFileSync(join(root, f), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
