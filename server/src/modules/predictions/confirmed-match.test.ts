import { describe, expect, it } from 'vitest';
import { marketComplete, parseConfirmedMatch, userEdits } from './confirmed-match';
import { AppError } from '../../errors';
import type { ReadMatch } from '@shared/reading';
import type { PredictionResult } from '@shared/prediction';

const good = { teams: ['Arsenal', 'Chelsea'], odds: { home: '2,10', draw: '3.40', away: '3.60' }, oddsFormat: 'decimal' };

function codeOf(input: unknown): string {
  try {
    parseConfirmedMatch(input);
    return 'ok';
  } catch (err) {
    return err instanceof AppError ? err.code : String(err);
  }
}

describe('confirmed match', () => {
  it('normalises prices for the engine: decimal commas, unsigned American prices, sport case', () => {
    expect(parseConfirmedMatch({ ...good, sport: 'Football' })).toMatchObject({
      sport: 'football',
      odds: { home: '2.10', draw: '3.40', away: '3.60' },
    });
    expect(parseConfirmedMatch({ ...good, oddsFormat: 'american', odds: { home: '150', away: '-180' } }).odds).toEqual({
      home: '+150',
      away: '-180',
    });
    expect(parseConfirmedMatch({ ...good, oddsFormat: 'fractional', odds: { home: '6 / 4', away: '1/2' } }).odds).toEqual({
      home: '6/4',
      away: '1/2',
    });
  });

  it('stops at the length of an overlong team name, before walking its characters', () => {
    // A name at the body limit with a control character in it: only its length is reported (issue 47).
    const name = `${'a'.repeat(250_000)}\u0007`;
    try {
      parseConfirmedMatch({ ...good, teams: [name, 'Chelsea'] });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      const { code, details } = err as AppError;
      expect(code).toBe('INVALID_TEAMS');
      // One issue, its length: the control-character check never ran.
      expect(details?.issues?.map((issue) => issue.path)).toEqual(['match.teams.0']);
    }
    expect(codeOf({ ...good, teams: ['Arse\u0007nal', 'Chelsea'] })).toBe('INVALID_TEAMS');
  });

  it('names the field in the code', () => {
    expect(codeOf({ ...good, odds: { ...good.odds, home: '1' } })).toBe('INVALID_ODDS');
    expect(codeOf({ ...good, odds: { ...good.odds, home: '1001' } })).toBe('INVALID_ODDS');
    expect(codeOf({ ...good, oddsFormat: 'american', odds: { home: '+100', away: '-100' } })).toBe('ok');
    // The app shows American odds with the typographic minus; typed or pasted back, it reads as a hyphen.
    expect(parseConfirmedMatch({ ...good, oddsFormat: 'american', odds: { home: '+120', away: '\u2212140' } }).odds.away).toBe(
      '-140',
    );
    expect(codeOf({ ...good, oddsFormat: 'american', odds: { home: '+99', away: '-100' } })).toBe('INVALID_ODDS');
    expect(codeOf({ ...good, sport: 'basketball' })).toBe('INVALID_ODDS');
    expect(codeOf({ ...good, sport: 'basketball', odds: { home: '1.90', away: '1.90' } })).toBe('ok');
    expect(codeOf({ ...good, teams: ['Arsenal', ' ARSENAL '] })).toBe('INVALID_TEAMS');
    expect(codeOf({ ...good, teams: ['Arsenal', 'Chel\u0007sea'] })).toBe('INVALID_TEAMS');
    expect(codeOf({ ...good, date: '2028-02-29' })).toBe('ok');
    expect(codeOf({ ...good, date: '--02-29' })).toBe('ok');
    expect(codeOf({ ...good, date: '2027-02-29' })).toBe('INVALID_DATE');
    expect(codeOf({ ...good, date: '--13-01' })).toBe('INVALID_DATE');
    expect(codeOf({ ...good, fromMatch: 'anything' })).toBe('VALIDATION_FAILED');
    // A match the page readers read ('s0-m3') and one the table model alone read ('s1-t12') are both a reading's own.
    expect(codeOf({ ...good, fromMatch: 's0-m3' })).toBe('ok');
    expect(codeOf({ ...good, fromMatch: 's1-t12' })).toBe('ok');
    expect(codeOf({ ...good, fromMatch: 's0-x1' })).toBe('VALIDATION_FAILED');
    expect(codeOf(null)).toBe('VALIDATION_FAILED');
  });

  it("names a spread's missing or stray line and side INVALID_SPREAD, and passes market and line to the engine", () => {
    const spread = {
      teams: ['Boston Celtics', 'Phoenix Suns'],
      odds: { away: '\u2212105' },
      oddsFormat: 'american',
      pick: 'away',
      market: 'spread',
      line: '+14.5',
    };
    expect(parseConfirmedMatch(spread)).toMatchObject({ market: 'spread', line: '+14.5', pick: 'away', odds: { away: '-105' } });
    const { line: _line, ...noLine } = spread;
    expect(codeOf(noLine)).toBe('INVALID_SPREAD');
    expect(codeOf({ ...spread, line: '14.5' })).toBe('INVALID_SPREAD');
    expect(codeOf({ ...spread, pick: 'draw', odds: { draw: '-105' } })).toBe('INVALID_SPREAD');
    const { pick: _pick, ...noPick } = spread;
    // The pick is the spread's first issue; the home price it then lacks is the match result's.
    expect(codeOf(noPick)).toBe('INVALID_SPREAD');
    expect(codeOf({ ...good, line: '+1.5' })).toBe('INVALID_SPREAD');
    expect(codeOf({ ...good, market: 'moneyline', line: '-3' })).toBe('INVALID_SPREAD');
    try {
      parseConfirmedMatch(noLine);
      expect.unreachable();
    } catch (err) {
      expect((err as AppError).details?.issues?.map((i) => i.path)).toEqual(['match.line']);
    }
    // Not a spread: a bad pick is a malformed request, as before; a market the analysis does not know is too.
    expect(codeOf({ ...good, pick: 'both' })).toBe('VALIDATION_FAILED');
    expect(codeOf({ ...spread, market: 'total' })).toBe('VALIDATION_FAILED');
    expect(codeOf({ ...good, market: '1x2' })).toBe('ok');
  });

  it('records which fields the user changed against the read match', () => {
    const read = {
      sport: 'football',
      league: null,
      teams: ['Arsenal FC', 'Chelsea'],
      canonicalTeams: ['Arsenal', 'Chelsea'],
      date: null,
      odds: { home: '2.1', draw: '3.40', away: null },
      oddsFormat: 'decimal',
    } as unknown as ReadMatch;
    const confirmed = parseConfirmedMatch({ ...good, sport: 'football' });
    expect(userEdits(confirmed, read)).toEqual(['odds.away']);
    expect(userEdits(parseConfirmedMatch({ ...good, teams: ['Arsenal', 'Spurs'] }), read)).toEqual([
      'sport',
      'teams.away',
      'odds.away',
    ]);
    expect(userEdits(confirmed, null)).toEqual([]);
  });

  it('calls a market complete only with both teams and the prices it needs', () => {
    const result = (e: Partial<PredictionResult['extractedData']>, sport: string | null = 'football') =>
      ({
        sport,
        extractedData: {
          teams: ['A', 'B'],
          date: null,
          time: null,
          homeOdds: '2.1',
          drawOdds: '3.3',
          awayOdds: '3.5',
          oddsFormat: 'decimal',
          ...e,
        },
      }) as PredictionResult;
    expect(marketComplete(result({}))).toBe(true);
    expect(marketComplete(result({ drawOdds: null }))).toBe(false);
    expect(marketComplete(result({ drawOdds: null }, 'basketball'))).toBe(true);
    expect(marketComplete(result({ awayOdds: null }))).toBe(false);
    expect(marketComplete(result({ teams: null }))).toBe(false);
  });
});
