import { describe, expect, it } from 'vitest';
import { loadGazetteer } from './gazetteer';
import { extractMatches } from './matches';
import { sameName, sameTeam } from './page-match';
import { fixturePage } from './test-fixtures';

describe('sameName', () => {
  it("reads names in Cyrillic only where every letter has a look-alike: 'Ajuda' (a menu's Help) is not 'Ufa'", () => {
    expect(sameName('Ajuda', 'Ufa')).toBe(false);
    expect(sameName('Ak Bapc', 'Ак Барс')).toBe(true);
  });

  it('the same club through OCR noise, a shorter form or Cyrillic look-alikes', () => {
    expect(sameName('DETTigers', 'DET Tigers')).toBe(true);
    expect(sameName('Lions', 'Detroit Lions')).toBe(true);
    expect(sameName('Ak Bapc', 'Ак Барс')).toBe(true);
    expect(sameName('Borussia Monchengladbah', 'Borussia Monchengladbach')).toBe(true);
  });

  it('two different clubs with long names are never the same', () => {
    expect(sameName('VfL Wolfsburg', 'Borussia Monchengladbach')).toBe(false);
    expect(sameName('Real Madrid', 'Real Sociedad de Futbol')).toBe(false);
  });
});

describe('sameTeam', () => {
  const gazetteer = loadGazetteer();
  it('two clubs the gazetteer knows apart are never one team, however alike their names', () => {
    expect(sameName('Dundee United', 'Dundee')).toBe(true);
    expect(sameTeam('Dundee United', 'Dundee', gazetteer)).toBe(false);
    expect(sameTeam('Man United', 'Manchester United', gazetteer)).toBe(true);
    expect(sameTeam('Lions', 'Detroit Lions', gazetteer)).toBe(true);
  });

  it("an accumulator's second pick is not read as the first leg's away price ('Dundee United 13/8' under 'Celtic v Dundee')", () => {
    const r = extractMatches(
      fixturePage([
        [40, ['Bet Slip', 40], ['Accumulator (2)', 400]],
        [100, ['Celtic', 40], ['2/5', 900]],
        [140, ['Match Result', 40]],
        [180, ['Celtic v Dundee', 40]],
        [220, ['Scotland - Scottish Premiership - 11.01 16:00', 40]],
        [300, ['Dundee United', 40], ['13/8', 900]],
        [340, ['Match Result', 40]],
        [380, ['Dundee United v Heart of Midlothian', 40]],
        [420, ['Scotland - Scottish Premiership - 11.01 20:00', 40]],
        [500, ['Total Odds', 40], ['3.67', 900]],
      ]),
      { gazetteer },
    );
    const celtic = r.matches.find((m) => m.teams?.[0] === 'Celtic');
    expect(celtic?.odds.away ?? null).toBeNull();
  });
});
