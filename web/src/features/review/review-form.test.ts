import { describe, expect, it } from 'vitest';
import type { ReadMatch } from '@shared/reading';
import { readMatch } from '@shared/reading.test-helpers';
import { parseEventStream } from '../../lib/api';
import { TRUSTED_PRICE_CONFIDENCE, TRUSTED_TEAM_CONFIDENCE } from '@shared/reading';
import {
  bestOfComparison,
  dateForInput,
  fieldMarks,
  initialPick,
  initialSpread,
  unsureAsRead,
  formFromMatch,
  isComparison,
  missingPrices,
  nameDoubts,
  preselectedMatch,
  reinterpretPrice,
  validateForm,
  withOddsFormat,
  type ReviewFormValues,
} from './review-form';
import { imagesFromSearch, reviewPath } from './review-api';

const match = (over: Partial<ReadMatch>): ReadMatch => readMatch(over);

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
  it('preselects only a complete, confident match (the most prominent such), else none; a single match always', () => {
    const junk = match({ id: 's0-m0', prominence: 5, complete: false });
    const unsure = match({
      id: 's0-m1',
      prominence: 4,
      confidence: { teams: 0.9, odds: TRUSTED_PRICE_CONFIDENCE - 0.01, date: 0 },
    });
    const sure = match({ id: 's0-m2', prominence: 3 });
    const sureToo = match({ id: 's0-m3', prominence: 2 });
    expect(preselectedMatch([junk, unsure, sure, sureToo])?.id).toBe('s0-m2');
    expect(preselectedMatch([junk, unsure])).toBeNull();
    const badNames = match({ id: 's0-m4', confidence: { teams: TRUSTED_TEAM_CONFIDENCE - 0.01, odds: 0.95, date: 0 } });
    expect(preselectedMatch([badNames, junk])).toBeNull();
    expect(preselectedMatch([junk])?.id).toBe('s0-m0');
    expect(preselectedMatch([])).toBeNull();
  });

  it('"check this" only below the trust levels: names under TRUSTED_TEAM_CONFIDENCE, prices under TRUSTED_PRICE_CONFIDENCE', () => {
    const { check } = fieldMarks(match({ confidence: { teams: 0.5, odds: 0.59, date: 0.3 }, date: '2026-11-28' }));
    expect([...check].sort()).toEqual(['away', 'awayOdds', 'date', 'drawOdds', 'home', 'homeOdds']);
    // At the trust levels nothing is marked, and a date printed without its year is not a misread.
    const trusted = fieldMarks(
      match({ confidence: { teams: TRUSTED_TEAM_CONFIDENCE, odds: TRUSTED_PRICE_CONFIDENCE, date: 0.9 }, date: '--11-28' }),
    );
    expect(trusted.check.size).toBe(0);
    expect(trusted.missing.size).toBe(0);
    // Names trusted, prices not: only the prices.
    const prices = fieldMarks(match({ confidence: { teams: 0.9, odds: 0.75, date: 0.9 } })).check;
    expect([...prices].sort()).toEqual(['awayOdds', 'drawOdds', 'homeOdds']);
    expect(fieldMarks(null).check.size).toBe(0);
  });

  it('team names: only the side the calibrated confidence doubts is marked, with the reason', () => {
    const low = TRUSTED_TEAM_CONFIDENCE - 0.1;
    // Sure names are never marked, known or not.
    expect(nameDoubts(match({ confidence: { teams: 0.9, odds: 0.9, date: 0 } }))).toEqual({});
    // Unsure, one side known to the gazetteer: the other one is the likely misreading.
    const oneKnown = match({
      teams: ['Arsenal', 'Chelsae Fc'],
      canonicalTeams: ['Arsenal', null],
      confidence: { teams: low, odds: 0.9, date: 0 },
    });
    expect(nameDoubts(oneKnown)).toEqual({ away: 'unknownTeam' });
    expect([...fieldMarks(oneKnown).check]).toEqual(['away']);
    // A national team counts as known (the gazetteer holds clubs).
    expect(nameDoubts(match({ teams: ['Hungary', 'Swltz'], confidence: { teams: low, odds: 0.9, date: 0 } }))).toEqual({
      away: 'unknownTeam',
    });
    // Debris in a side explains the doubt: that side alone.
    expect(nameDoubts(match({ teams: ['Everton 1234', 'Fulham'], confidence: { teams: low, odds: 0.9, date: 0 } }))).toEqual({
      home: 'strayCharacters',
    });
    // Both known and still unsure: both, said so.
    const bothKnown = match({
      canonicalTeams: ['Arsenal', 'Chelsea'],
      confidence: { teams: low, odds: 0.9, date: 0 },
    });
    expect(nameDoubts(bothKnown)).toEqual({ home: 'unsure', away: 'unsure' });
    // A reading that mixes alphabets is a misreading as it stands, whatever the confidence; shown as a known club's
    // name instead, it is not.
    const mixed = match({ teams: ['Вестерн Cuan', 'Брисбен Роар'], confidence: { teams: 0.9, odds: 0.9, date: 0 } });
    expect(nameDoubts(mixed)).toEqual({ home: 'mixedScripts' });
    const shownKnown = [
      { text: 'Western Sydney', unsure: false },
      { text: 'Brisbane Roar', unsure: false },
    ] as const;
    expect(nameDoubts(mixed, shownKnown)).toEqual({});
    // Latin look-alikes of an unknown Cyrillic name, as the shown names mark them.
    const lookalike = match({ teams: ['Poma', 'Lazio'], confidence: { teams: 0.9, odds: 0.9, date: 0 } });
    expect(
      nameDoubts(lookalike, [
        { text: 'Poma', unsure: true },
        { text: 'Lazio', unsure: false },
      ]),
    ).toEqual({ home: 'lookalike' });
    // Both sides one team: wrong however sure the reader is.
    const same = match({
      teams: ['NULL', 'NULL'],
      canonicalTeams: ['Hull', 'Hull'],
      confidence: { teams: 0.87, odds: 0.9, date: 0 },
    });
    expect(nameDoubts(same)).toEqual({ home: 'sameTeams', away: 'sameTeams' });
    // The opponent a slip does not print is "not read", not doubted.
    const slip = match({ teams: ['Cowboys', null], kind: 'slip', confidence: { teams: low, odds: 0.9, date: 0 } });
    expect(nameDoubts(slip)).toEqual({ home: 'unknownTeam' });
  });

  it('a price the market has but the reader missed is "not read", not "check this": the draw of a 1X2, not of a moneyline', () => {
    const lostDraw = match({ odds: { home: '2.10', draw: null, away: '3.20' }, complete: false });
    expect([...fieldMarks(lostDraw).missing]).toEqual(['drawOdds']);
    expect(fieldMarks(lostDraw).check.size).toBe(0);
    expect(missingPrices(lostDraw)).toEqual(['drawOdds']);
    const twoWay = match({ market: 'moneyline', odds: { home: '-110', draw: null, away: '+105' } });
    expect(missingPrices(twoWay)).toEqual([]);
    expect(fieldMarks(twoWay).missing.size).toBe(0);
    const noPrices = match({ market: null, odds: { home: null, draw: null, away: null }, complete: false });
    expect(missingPrices(noPrices)).toEqual(['homeOdds', 'awayOdds']);
  });

  it('a pick printed without its opponent: the away name is marked for the user to fill, the other prices are optional', () => {
    const one = match({
      teams: ['Cowboys', null],
      odds: { home: '-145', draw: null, away: null },
      oddsFormat: 'american',
      kind: 'slip',
      market: 'moneyline',
      complete: false,
    });
    expect(formFromMatch(one)).toMatchObject({ home: 'Cowboys', away: '', homeOdds: '-145' });
    expect([...fieldMarks(one).missing].sort()).toEqual(['away']);
    expect(initialPick(one)).toBe('home');
  });

  it('a slip confirms its pick and that price alone (issue 48); without the pick both prices are needed', () => {
    const slip: ReviewFormValues = { ...filled, homeOdds: '', drawOdds: '', awayOdds: '2.50' };
    const alone = validateForm(slip, undefined, { pick: 'away', checked: [] });
    expect(alone).toEqual({ ok: true, match: expect.objectContaining({ pick: 'away', odds: { away: '2.50' } }) });
    expect(validateForm(slip)).toMatchObject({ ok: false, problems: { homeOdds: 'required' } });
    expect(validateForm({ ...slip, awayOdds: '' }, undefined, { pick: 'away', checked: [] })).toMatchObject({
      ok: false,
      problems: { awayOdds: 'required' },
    });
  });

  it('a spread pick starts kept, is sent as a spread with its line and its price alone, and clears to a match result', () => {
    const read = match({
      kind: 'slip',
      market: 'spread',
      line: '+14.5',
      selection: 'away',
      teams: ['Boston Celtics', 'PHO SUNS'],
      odds: { home: null, draw: null, away: '-105' },
      oddsFormat: 'american',
      sport: 'basketball',
    });
    expect(initialSpread(read)).toBe('+14.5');
    expect(initialPick(read)).toBe('away');
    // Not a slip's spread, or no line read: a match-result price as before.
    expect(initialSpread({ ...read, market: 'moneyline', line: undefined })).toBeNull();
    expect(initialSpread({ ...read, line: undefined })).toBeNull();
    expect(initialSpread({ ...read, kind: 'list' })).toBeNull();

    // Teams edited, a home price typed beside it: the spread stays, and only its own price goes.
    const values: ReviewFormValues = {
      ...formFromMatch(read),
      home: 'Boston Celtics',
      away: 'Phoenix Suns',
      homeOdds: '+300',
      drawOdds: '',
    };
    const sent = validateForm(values, read.id, { pick: 'away', checked: ['away', 'home'], spread: '+14.5' });
    expect(sent).toEqual({
      ok: true,
      match: {
        teams: ['Boston Celtics', 'Phoenix Suns'],
        odds: { away: '-105' },
        oddsFormat: 'american',
        sport: 'basketball',
        pick: 'away',
        market: 'spread',
        line: '+14.5',
        checked: ['away'],
        fromMatch: read.id,
      },
    });
    // A bad home price in the hidden field blocks nothing.
    expect(validateForm({ ...values, homeOdds: 'abc' }, undefined, { pick: 'away', checked: [], spread: '+14.5' }).ok).toBe(true);
    // Cleared: a moneyline pick, with no market or line.
    const cleared = validateForm(values, undefined, { pick: 'away', checked: [], spread: null });
    expect(cleared).toMatchObject({ ok: true, match: { pick: 'away', odds: { home: '+300', away: '-105' } } });
    expect(cleared.ok && ('market' in cleared.match || 'line' in cleared.match)).toBe(false);
  });

  it('an unsure price left as read is vouched for only when ticked', () => {
    const unsure = match({ confidence: { teams: 0.95, odds: 0.5, date: 0 } });
    const values = formFromMatch(unsure);
    expect(unsureAsRead(unsure, values, fieldMarks(unsure))).toEqual(['home', 'draw', 'away']);
    // A corrected price is the user's own: nothing to tick.
    expect(unsureAsRead(unsure, { ...values, homeOdds: '2.40' }, fieldMarks(unsure))).toEqual(['draw', 'away']);
    const sent = validateForm(values, unsure.id, { pick: null, checked: ['draw'] });
    expect(sent.ok && sent.match.checked).toEqual(['draw']);
  });

  it('a format change reads each printed price again in the new format, in one step', () => {
    // Decimal prices taken for American: the point OCR lost is put back, valid decimals stay.
    const american: ReviewFormValues = { ...filled, homeOdds: '+275', drawOdds: '19.6', awayOdds: '1.1', oddsFormat: 'american' };
    expect(withOddsFormat(american, 'decimal')).toMatchObject({
      oddsFormat: 'decimal',
      homeOdds: '2.75',
      drawOdds: '19.6',
      awayOdds: '1.1',
    });
    // And back: the same texts as American, a decimal comma read too; what is no price of the format stays as typed.
    expect(reinterpretPrice('2,75', 'american')).toBe('+275');
    expect(reinterpretPrice('150', 'american')).toBe('+150');
    expect(reinterpretPrice('−120', 'american')).toBe('-120');
    expect(reinterpretPrice('1.1', 'american')).toBe('1.1');
    expect(reinterpretPrice('1250', 'decimal')).toBe('12.50');
    expect(reinterpretPrice('6 / 4', 'fractional')).toBe('6/4');
    expect(reinterpretPrice('2.10', 'fractional')).toBe('2.10');
    expect(reinterpretPrice('', 'decimal')).toBe('');
  });

  it('an odds comparison is analysed at the best price of each outcome, each from its own bookmaker', () => {
    const rows = [
      match({ id: 's0-m0', bookmaker: 'Unibet', odds: { home: '2.10', draw: '3.40', away: '3.50' }, prominence: 3 }),
      match({ id: 's0-m1', bookmaker: 'Betway', odds: { home: '2.05', draw: '3.50', away: '3.60' }, prominence: 2 }),
      match({
        id: 's0-m2',
        bookmaker: 'Ladbrokes',
        odds: { home: '2.15', draw: '3.30', away: '3.40' },
        boxes: { homeOdds: [1, 2, 3, 4] },
        prominence: 1,
        confidence: { teams: 0.9, odds: 0.7, date: 0 },
      }),
    ];
    expect(isComparison(rows)).toBe(true);
    expect(isComparison([rows[0]!, match({ id: 's0-m3' })])).toBe(false);
    const best = bestOfComparison(rows);
    expect(best.match.odds).toEqual({ home: '2.15', draw: '3.50', away: '3.60' });
    expect(best.match.id).toBe('s0-m1');
    expect(best.match.boxes.homeOdds).toEqual([1, 2, 3, 4]);
    expect(best.match.confidence.odds).toBe(0.7);
    expect(best.rows.map((r) => r.best)).toEqual([
      { home: false, draw: false, away: false },
      { home: false, draw: true, away: true },
      { home: true, draw: false, away: false },
    ]);
  });

  it('a draw price typed for a sport without draws says so, not that the price is malformed', () => {
    const r = validateForm({ ...filled, sport: 'basketball', drawOdds: '3.40' });
    expect(r).toEqual({ ok: false, problems: { drawOdds: 'noDraw' } });
    expect(validateForm({ ...filled, sport: 'hockey', drawOdds: '3.40' }).ok).toBe(true);
    expect(validateForm({ ...filled, sport: '', drawOdds: '3.40' }).ok).toBe(true);
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

  it('confirms a table row, and a match whose link to the reading the schema does not know goes without the link', () => {
    const t = validateForm(filled, 's0-t4');
    expect(t.ok && t.match.fromMatch).toBe('s0-t4');
    const r = validateForm(filled, 's0-q9');
    expect(r.ok).toBe(true);
    expect(r.ok && 'fromMatch' in r.match).toBe(false);
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
