import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResponseShapeError } from '../../lib/api';
import { uploadScreenshots } from './upload-api';

// lib/api reads the UI language from the app's i18n module, which loads catalogs over HTTP.
vi.mock('../../i18n', () => ({ default: { language: 'en', resolvedLanguage: 'en' } }));

afterEach(() => vi.unstubAllGlobals());

describe('screenshot upload', () => {
  it('reports a file as failed, with the reason, when the upload URL answer has no URL', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ url: 'https://s/x' }), { status: 200 })),
    );
    const file = new File(['png'], 'shot.png', { type: 'image/png' });
    const outcome = await uploadScreenshots([file]);
    expect(outcome.successful).toEqual([]);
    expect(outcome.failed).toHaveLength(1);
    expect(outcome.failed[0]!.name).toBe('shot.png');
    expect(outcome.failed[0]!.error).toBeInstanceOf(ResponseShapeError);
    expect(String(outcome.failed[0]!.error)).toContain('uploadURL');
  });
});
