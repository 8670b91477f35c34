import { describe, expect, it } from 'vitest';
import { readMatch } from '@shared/reading.test-helpers';
import { confirmedReadingTrust } from './confirmed-trust';

const read = (odds: number) =>
  readMatch({ odds: { home: '2.38', draw: '1.90', away: '18' }, confidence: { teams: 0.9, odds, date: 0 } });
const confirmed = (odds: { home: string; draw?: string; away: string }, checked?: ('home' | 'draw' | 'away')[]) => ({
  teams: ['Arsenal', 'Chelsea'] as [string, string],
  odds,
  oddsFormat: 'decimal' as const,
  ...(checked ? { checked } : {}),
});

describe('confirmedReadingTrust: pressing Analyse is not a confirmation (issue 48)', () => {
  it('an unsure price left as read stays unsure, with the reader confidence', () => {
    const t = confirmedReadingTrust(confirmed({ home: '2.38', draw: '1.90', away: '18' }), read(0.6));
    expect(t).toEqual({ ocrConfidence: 60, unsurePrices: ['home', 'draw', 'away'], layout: 'confirmed' });
  });
  it('a corrected price is the user’s: no longer unsure', () => {
    const t = confirmedReadingTrust(confirmed({ home: '2.38', draw: '3.40', away: '18' }), read(0.6));
    expect(t.unsurePrices).toEqual(['home', 'away']);
  });
  it('a price ticked as checked is the user’s; all checked carries no OCR confidence', () => {
    const t = confirmedReadingTrust(confirmed({ home: '2.38', draw: '1.90', away: '18' }, ['home', 'draw', 'away']), read(0.6));
    expect(t).toEqual({ ocrConfidence: null, unsurePrices: [], layout: 'confirmed' });
  });
  it('a sure reading left as read keeps its confidence and nothing unsure', () => {
    expect(confirmedReadingTrust(confirmed({ home: '2.38', draw: '1.90', away: '18' }), read(0.95))).toEqual({
      ocrConfidence: 95,
      unsurePrices: [],
      layout: 'confirmed',
    });
  });
  it('manual entry (no reading) carries no OCR confidence', () => {
    expect(confirmedReadingTrust(confirmed({ home: '2.38', away: '18' }), null)).toEqual({
      ocrConfidence: null,
      unsurePrices: [],
      layout: 'manual',
    });
  });
});
