import { describe, expect, it } from 'vitest';
import type { ReadMatch } from '@shared/reading';
import { readMatch } from '@shared/reading.test-helpers';
import { formatMatch } from './read-files';
import { readMessages } from './i18n/read-messages';

const spreadPick: ReadMatch = readMatch({
  sport: 'basketball',
  teams: ['OKC THUNDER', 'PHO SUNS'],
  market: 'spread',
  line: '+14.5',
  kind: 'slip',
  odds: { home: null, draw: null, away: '-105' },
  oddsFormat: 'american',
  selection: 'away',
  confidence: { teams: 0.9, odds: 0.92, date: 0 },
  complete: false,
});

describe('oddslens read as text', () => {
  it("names a spread pick's line after its market, with the language's decimal mark", () => {
    expect(formatMatch(spreadPick, 1, readMessages('en'))[2]).toBe('    Market: spread +14.5 · bet slip, pick: 2');
    expect(formatMatch(spreadPick, 1, readMessages('ru'))[2]).toBe('    Рынок: фора (спред) +14,5 · купон, выбор: 2');
  });

  it('prints no line for a moneyline pick', () => {
    const moneyline: ReadMatch = { ...spreadPick, market: 'moneyline' };
    delete moneyline.line;
    expect(formatMatch(moneyline, 1, readMessages('en'))[2]).toBe('    Market: moneyline · bet slip, pick: 2');
  });
});
