import { describe, expect, it } from 'vitest';
import type { ReadMatch } from '@shared/reading';
import { parseEventStream } from '../../lib/api';
import {
  dateForInput,
  formFromMatch,
  lowConfidenceFields,
  missingPrices,
  preselectedMatch,
  validateForm,
  type ReviewFormValues,
} from './review-form';
import { imagesFromSearch, reviewPath } from './review-api';

function match(over: Partial<ReadMatch>): ReadMatch {
  return {
    id: 's0-m0',
    screenshot: 0,
    sport: 'football',
    league: null,
    teams: ['Arsenal', 'Chelsea'],
    canonicalTeams: null,
    date: null,
    time: null,
    market: '1x2',
    kind: 'list',
    odds: { home: '2.10', draw: '3.40', away: '3.20' },
    oddsFormat: 'decimal',
    selection: null,
    confidence: { teams: 0.9, odds: 0.9, date: 0 },
    boxes: {},
    complete: true,
    prominence: 1,
    ...over,
  };
}

const filled: ReviewFormValues = {
  sport: 'football',
  league: '',
  home: 'Arsenal',
  away: 'Chelsea',
  date: '',
  homeOdds: '2,10',
  drawOdds: '3.40',
  awayOdds: '3.20',
  oddsFormat: 'decimal',
};

describe('review form', () => {
  it('preselects the most prominent complete match, else the most prominent one', () => {
    const a = match({ id: 's0-m0', prominence: 5, complete: false });
    const b = match({ id: 's0-m1', prominence: 3 });
    const c = match({ id: 's0-m2', prominence: 4 });
    expect(preselectedMatch([a, b, c])?.id).toBe('s0-m2');
    expect(preselectedMatch([a])?.id).toBe('s0-m0');
    expect(preselectedMatch([])).toBeNull();
  });

  it('marks fields read with less than 0.6 confidence, and a date whose year was not printed', () => {
    const low = lowConfidenceFields(match({ confidence: { teams: 0.5, odds: 0.59, date: 0.9 }, date: '--11-28' }));
    expect([...low].sort()).toEqual(['away', 'awayOdds', 'date', 'drawOdds', 'home', 'homeOdds']);
    expect(
      lowConfidenceFields(
        match({
          market: 'moneyline',
          odds: { home: '2.10', draw: null, away: '3.20' },
          confidence: { teams: 0.9, odds: 0.3, date: 0 },
        }),
      ).has('drawOdds'),
    ).toBe(false);
    expect(lowConfidenceFields(null).size).toBe(0);
  });

  it('marks prices read under the confidence a stake needs (0.8), though over 0.6', () => {
    const low = lowConfidenceFields(match({ confidence: { teams: 0.9, odds: 0.75, date: 0.9 } }));
    expect([...low].filter((f) => f.endsWith('Odds')).sort()).toEqual(['awayOdds', 'drawOdds', 'homeOdds']);
    expect(lowConfidenceFields(match({ confidence: { teams: 0.9, odds: 0.85, date: 0.9 } })).has('homeOdds')).toBe(false);
  });

  it('marks a price the market has but the reader missed: the draw of a 1X2 list, not of a moneyline', () => {
    const lostDraw = match({ odds: { home: '2.10', draw: null, away: '3.20' }, complete: false });
    expect([...lowConfidenceFields(lostDraw)]).toEqual(['drawOdds']);
    expect(missingPrices(lostDraw)).toEqual(['drawOdds']);
    const twoWay = match({ market: 'moneyline', odds: { home: '-110', draw: null, away: '+105' } });
    expect(missingPrices(twoWay)).toEqual([]);
    expect(lowConfidenceFields(twoWay).size).toBe(0);
    const noPrices = match({ market: null, odds: { home: null, draw: null, away: null }, complete: false });
    expect(missingPrices(noPrices)).toEqual(['homeOdds', 'awayOdds']);
  });

  it('a pick printed without its opponent: the away field is empty and marked for the user to fill', () => {
    const one = match({
      teams: ['Cowboys', null],
      odds: { home: '-145', draw: null, away: null },
      oddsFormat: 'american',
      kind: 'slip',
      market: 'moneyline',
      complete: false,
    });
    expect(formFromMatch(one)).toMatchObject({ home: 'Cowboys', away: '', homeOdds: '-145' });
    expect([...lowConfidenceFields(one)].sort()).toEqual(['away', 'awayOdds']);
  });

  it('guesses the nearest year for a date printed without one', () => {
    const today = new Date('2026-12-30T12:00:00Z');
    expect(dateForInput('--01-02', today)).toEqual({ value: '2027-01-02', guessed: true });
    expect(dateForInput('--12-20', today)).toEqual({ value: '2026-12-20', guessed: true });
    expect(dateForInput('2026-05-01', today)).toEqual({ value: '2026-05-01', guessed: false });
    expect(dateForInput(null, today).value).toBe('');
  });

  it('fills the form from a reading and leaves it empty without one', () => {
    expect(formFromMatch(match({})).homeOdds).toBe('2.10');
    expect(formFromMatch(null).home).toBe('');
  });

  it('accepts a decimal comma and sends the confirmed match with dots', () => {
    const r = validateForm(filled, 's0-m2');
    expect(r).toEqual({
      ok: true,
      match: {
        teams: ['Arsenal', 'Chelsea'],
        odds: { home: '2.10', draw: '3.40', away: '3.20' },
        oddsFormat: 'decimal',
        sport: 'football',
        fromMatch: 's0-m2',
      },
    });
  });

  it('lets the draw be empty for a two-way market', () => {
    const r = validateForm({ ...filled, drawOdds: '' });
    expect(r.ok && r.match.odds).toEqual({ home: '2.10', away: '3.20' });
  });

  it('refuses prices that do not fit their format, missing teams and twice the same team', () => {
    const r = validateForm({ ...filled, home: '', away: 'Chelsea', homeOdds: '1.0', awayOdds: '', drawOdds: 'abc' });
    expect(r).toEqual({
      ok: false,
      problems: { home: 'required', homeOdds: 'decimalPrice', awayOdds: 'required', drawOdds: 'decimalPrice' },
    });
    expect(validateForm({ ...filled, away: ' arsenal ' })).toEqual({ ok: false, problems: { away: 'sameTeams' } });
    expect(validateForm({ ...filled, oddsFormat: 'american', homeOdds: '+50', drawOdds: '', awayOdds: '-120' })).toEqual({
      ok: false,
      problems: { homeOdds: 'americanPrice' },
    });
    expect(validateForm({ ...filled, oddsFormat: 'fractional', homeOdds: '6/4', drawOdds: '', awayOdds: '2' })).toEqual({
      ok: false,
      problems: { awayOdds: 'fractionalPrice' },
    });
    expect(validateForm({ ...filled, home: 'A' })).toEqual({ ok: false, problems: { home: 'teamLength' } });
  });
});

describe('review address and event stream', () => {
  it('round-trips the uploads through the review address and refuses foreign paths', () => {
    const urls = ['/objects/uploads/0b6f1c1e-2f7e-4a57-9d43-1f0b1c1e2f7e', '/objects/uploads/abc'];
    const path = reviewPath(urls);
    expect(imagesFromSearch(path.slice(path.indexOf('?')))).toEqual(urls);
    expect(imagesFromSearch('?images=https%3A%2F%2Fevil.example%2Fx,%2Fobjects%2F..%2Fapi')).toEqual([]);
  });

  it('splits a server-sent event stream across chunk boundaries', () => {
    const first = parseEventStream('event: progress\ndata: {"done":0}\n\nevent: progr');
    expect(first.events).toEqual([{ event: 'progress', data: '{"done":0}' }]);
    const second = parseEventStream(`${first.rest}ess\r\ndata: {"done":1}\r\n\r\n: comment\n\nevent: result\ndata: {}\n\n`);
    expect(second.events).toEqual([
      { event: 'progress', data: '{"done":1}' },
      { event: 'result', data: '{}' },
    ]);
    expect(second.rest).toBe('');
  });
});
