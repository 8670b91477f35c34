import { describe, expect, it } from 'vitest';
import type { Language } from '@shared/prediction';
import { teamNames } from '@shared/analysis-text';
import { readMatchNames, shownTeamNames } from '@shared/team-names';
import { loadGazetteer } from '../extraction/names/gazetteer';
import { analyzeMatches } from './engine';
import { screenshot } from './fixtures.test-helpers';
import { US_TEAMS } from '../extraction/names/us-leagues';
import { gazetteerNames, russianNameOf, russianTeams } from './names';

const now = new Date('2026-06-10T00:00:00Z');

describe("a club's Russian name", () => {
  it('exists for every North American club, and a Russian page prints it as that club', () => {
    const gaz = loadGazetteer();
    const clubs = Object.values(US_TEAMS).flatMap((teams) => teams.map(([, name]) => name));
    const unnamed = clubs.filter((c) => !/\p{Script=Cyrillic}/u.test(russianNameOf(gaz.get(c)) ?? ''));
    expect(unnamed).toEqual([]);
    expect(russianNameOf(gaz.get('Phoenix Suns'))).toBe('Финикс Санз');
    expect(gaz.matchTeam('Нью-Йорк Рейнджерс')?.canonical).toBe('New York Rangers');
  });

  it('is the gazetteer’s first Cyrillic alias, the name bookmakers print, not its shortest', () => {
    const gazetteer = loadGazetteer();
    expect(russianNameOf(gazetteer.get('Man United'))).toBe('Манчестер Юнайтед'); // not 'МЮ'
    expect(russianNameOf(gazetteer.get('Dortmund'))).toBe('Боруссия Дортмунд'); // not 'Боруссия Д'
    expect(russianNameOf(gazetteer.get('CSKA Moscow'))).toBe('ЦСКА');
    expect(russianNameOf({ aliases: ['Manchester United'] })).toBeNull();
    expect(russianNameOf(null)).toBeNull();
  });
});

/**
 * The review page names a read match with shownTeamNames(readMatchNames(match)), the Russian names coming with the
 * reading (russianTeams, added to the extract answer); the results page with teamNames(facts), facts.names made by
 * the engine. Issue 50: one page showed 'Манчестер Юнайтед', the other 'МЮ', or Latin. Each case: what the page
 * printed, confirmed as shown (the review sends a name left as shown as printed), analysed as the server does.
 */
describe('the review and the results page name a club alike', () => {
  const gazetteer = loadGazetteer();
  const lookup = gazetteerNames(gazetteer);
  const cases: { printed: [string, string]; lang: Language; shown: [string, string] }[] = [
    { printed: ['Man United', 'Chelsea'], lang: 'ru', shown: ['Манчестер Юнайтед', 'Челси'] },
    { printed: ['Dortmund', 'Leipzig'], lang: 'ru', shown: ['Боруссия Дортмунд', 'РБ Лейпциг'] },
    { printed: ['Man United', 'Chelsea'], lang: 'en', shown: ['Man United', 'Chelsea'] },
    // A Cyrillic page keeps its own spelling in Russian, and reads in English by the gazetteer's names.
    { printed: ['Боруссия Д', 'Бавария'], lang: 'ru', shown: ['Боруссия Д', 'Бавария'] },
    { printed: ['Боруссия Д', 'Бавария'], lang: 'en', shown: ['Dortmund', 'Bayern Munich'] },
    // One side unknown in Russian: the match as printed, in one script.
    { printed: ['CSKA Moscow', 'Foo FC'], lang: 'ru', shown: ['CSKA Moscow', 'Foo FC'] },
  ];
  for (const { printed, lang, shown } of cases) {
    it(`${printed.join(' – ')} in ${lang}`, () => {
      const canonical = printed.map((p) => gazetteer.matchTeam(p)?.canonical ?? null) as [string | null, string | null];
      const read = { teams: printed, canonicalTeams: canonical, russianTeams: russianTeams(printed, canonical, lookup) };
      const review = shownTeamNames(readMatchNames(read), lang).map((n) => n?.text);
      const result = analyzeMatches([screenshot(['2.10', '3.40', '3.60'], { teams: printed, correctedTeams: canonical })], {
        language: lang,
        ratings: null,
        now,
        names: lookup,
      });
      expect(review).toEqual(shown);
      expect(teamNames(result.facts!, lang)).toEqual(shown);
    });
  }
});
