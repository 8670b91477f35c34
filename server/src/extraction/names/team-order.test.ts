import { describe, expect, it } from 'vitest';
import { extractMatches } from '../assemble/matches';
import { loadGazetteer } from './gazetteer';
import { fixturePage } from '../test-fixtures';

const gazetteer = loadGazetteer();

describe('stacked teams and their order', () => {
  it('a US bet card: crests before the names, the kick-off beside them, away over home, a badge beside the pick', () => {
    const r = extractMatches(
      fixturePage([
        [60, ['$29.40 Straight', 60]],
        [160, ['о KC Chiefs -135', 70], ['EARLY PAYOUT', 1290]],
        [200, ['Money Line', 100]],
        [260, ['\\', 60], ['DET Lions', 100], ['Sun Oct 12', 1300]],
        [300, ['=> KC Chiefs', 60], ['8:20 PM', 1330]],
        [400, ['Wager', 60], ['To Return', 500]],
        [440, ['$29.40', 60], ['$51.17', 500], ['Cash Out $29.40', 1100]],
      ]),
      { gazetteer },
    );
    const m = r.matches[0]!;
    expect(m.teams).toEqual(['KC Chiefs', 'DET Lions']);
    expect(m.kind).toBe('slip');
    expect(m.odds).toEqual({ home: '-135', draw: null, away: null });
    expect(m.selection).toBe('home');
    expect(m.time).toBe('20:20');
  });

  it('the same card with decimal prices and football clubs keeps the top name at home', () => {
    const r = extractMatches(
      fixturePage([
        [60, ['Bet Slip', 60]],
        [160, ['Arsenal 1.85', 70]],
        [200, ['Match Result', 100]],
        [260, ['Arsenal', 100], ['Sat 4 Oct', 1300]],
        [300, ['Chelsea', 100], ['17:30', 1330]],
        [400, ['Stake', 60], ['Potential returns', 500]],
      ]),
      { gazetteer },
    );
    const m = r.matches[0]!;
    expect(m.teams).toEqual(['Arsenal', 'Chelsea']);
    expect(m.odds.home).toBe('1.85');
  });

  it('a card of a football match with American prices keeps the top name at home', () => {
    const r = extractMatches(
      fixturePage([
        [60, ['$25.00 Straight', 60]],
        [160, ['Mainz -120', 70]],
        [200, ['Money Line', 100]],
        [260, ['Mainz', 100], ['Sat Oct 4', 1300]],
        [300, ['Leverkusen', 100], ['9:30 AM', 1330]],
        [400, ['Wager', 60], ['To Return', 500]],
      ]),
      { gazetteer },
    );
    const m = r.matches[0]!;
    expect(m.sport).toBe('football');
    expect(m.teams).toEqual(['Mainz', 'Leverkusen']);
    expect(m.odds.home).toBe('-120');
  });
});
