import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExtractResponse, ReadMatch } from '@shared/reading';
import { ResponseShapeError } from '../../lib/api';
import { extractWithProgress, suggestTeams } from './review-api';

// lib/api reads the UI language from the app's i18n module, which loads catalogs over HTTP.
vi.mock('../../i18n', () => ({ default: { language: 'en', resolvedLanguage: 'en' } }));

const match: ReadMatch = {
  id: 's0-m0',
  screenshot: 0,
  sport: 'football',
  league: null,
  teams: ['Arsenal', 'Chelsea'],
  canonicalTeams: ['Arsenal', 'Chelsea'],
  date: '2026-11-28',
  time: '17:30',
  market: '1x2',
  kind: 'event',
  odds: { home: '2.10', draw: '3.40', away: '3.60' },
  oddsFormat: 'decimal',
  selection: null,
  confidence: { teams: 0.9, odds: 0.8, date: 0.7 },
  boxes: { home: [1, 2, 3, 4] },
  complete: true,
  prominence: 1,
};
const reading: ExtractResponse = {
  screenshots: [{ imageUrl: '/objects/uploads/a', width: 800, height: 600 }],
  matches: [match],
  warnings: [],
};

/** A server that answers plain JSON (no event stream), which extractWithProgress reads as the result. */
function answer(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('review api', () => {
  it('returns the reading the server sent, a warning it does not know included', async () => {
    const withNewWarning = { ...reading, warnings: ['SOMETHING_NEW'] };
    answer(withNewWarning);
    await expect(extractWithProgress(['/objects/uploads/a'], () => {})).resolves.toEqual(withNewWarning);
  });

  it('refuses a reading whose matches are not what the server promises, naming the endpoint and the field', async () => {
    answer({ ...reading, matches: [{ ...match, odds: { home: 2.1, draw: null, away: '3.60' } }] });
    const err = await extractWithProgress(['/objects/uploads/a'], () => {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ResponseShapeError);
    expect((err as Error).message).toContain('POST /api/predictions/extract');
    expect((err as Error).message).toMatch(/matches\[0\]\.odds\.home|matches\.0\.odds\.home/);
  });

  it('offers the suggested team names, and refuses an answer of the wrong shape', async () => {
    answer({ teams: [{ name: 'Арсенал', canonical: 'Arsenal' }] });
    await expect(suggestTeams('Арс', 'ru')).resolves.toEqual([{ name: 'Арсенал', canonical: 'Arsenal' }]);
    answer({ teams: ['Arsenal'] });
    await expect(suggestTeams('Ars', 'en')).rejects.toBeInstanceOf(ResponseShapeError);
  });
});
