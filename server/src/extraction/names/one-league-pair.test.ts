import { describe, expect, it } from 'vitest';
import { loadGazetteer } from './gazetteer';
import { oneLeaguePair } from './one-league-pair';

const gaz = loadGazetteer();
const pair = (home: string, away: string) =>
  oneLeaguePair([home, away], [gaz.matchTeam(home), gaz.matchTeam(away)], gaz).map((h) => h?.canonical ?? null);

describe('endingIn', () => {
  it('gives, per league, the one club whose name ends with a nickname, and no league where two do', () => {
    const rangers = gaz.endingIn('Rangers');
    expect(rangers.get('MLB')?.canonical).toBe('Texas Rangers');
    expect(rangers.get('NHL')?.canonical).toBe('New York Rangers');
    expect(rangers.get('MLB')!.score).toBeLessThanOrEqual(0.9);
    // New York and Los Angeles have two clubs each in the NFL: a city ends no name, and is no nickname.
    expect(gaz.endingIn('Giants').get('NFL')?.canonical).toBe('New York Giants');
    expect(gaz.endingIn('United').size).toBe(0);
    expect(gaz.endingIn('Jets').has('MLB')).toBe(false);
  });
});

describe('oneLeaguePair', () => {
  it("reads a nickname in its sure opponent's league: 'Rangers' beside the Mets is Texas Rangers", () => {
    expect(gaz.matchTeam('Rangers')?.canonical).toBe('Rangers');
    expect(pair('Mets', 'Rangers')).toEqual(['New York Mets', 'Texas Rangers']);
    expect(pair('Rangers', 'Mets')).toEqual(['Texas Rangers', 'New York Mets']);
  });

  it('reads two unknown nicknames in the one league where each ends a club name', () => {
    expect(gaz.matchTeam('Cardinals')).toBeNull();
    expect(gaz.matchTeam('Panthers')).toBeNull();
    expect(pair('Cardinals', 'Panthers')).toEqual(['Arizona Cardinals', 'Carolina Panthers']);
  });

  it('keeps a pair whose sides agree, and leaves sides no one league holds', () => {
    expect(pair('Rangers', 'Celtic')).toEqual(['Rangers', 'Celtic']);
    expect(pair('Lions', 'Bears')).toEqual(['Detroit Lions', 'Chicago Bears']);
    // Cardinals play in the NFL and MLB, Bruins only in the NHL: no league has both.
    expect(pair('Cardinals', 'Bruins')).toEqual([null, 'Boston Bruins']);
  });
});
