import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './error-boundary';

const read = (...p: string[]) => readFileSync(join(process.cwd(), ...p), 'utf8');

describe('a part of the app that did not load', () => {
  it('is told from a render error by the words each browser uses', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: http://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadError('a string')).toBe(false);
  });

  it('is worded the same in the catalogs, the error boundary and the start-up fallback, in both languages', () => {
    const boundary = read('web', 'src', 'components', 'error-boundary.tsx');
    const boot = read('web', 'public', 'boot-fallback.js');
    for (const lang of ['en', 'ru']) {
      const common = JSON.parse(read('web', 'public', 'locales', lang, 'common.json')) as {
        chunk: Record<string, string>;
        actions: { reload: string };
      };
      for (const text of [common.chunk['title']!, common.chunk['text']!, common.chunk['offline']!, common.actions.reload]) {
        expect(boundary).toContain(`'${text}'`);
        expect(boot).toContain(`'${text}'`);
      }
    }
  });
});
