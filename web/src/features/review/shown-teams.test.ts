import { describe, expect, it } from 'vitest';
import { readMatch } from '@shared/reading.test-helpers';
import { shownTeams, teamsToSend } from './shown-teams';
import { formFromMatch } from './review-form';

describe('team names on the review page', () => {
  it('shows each side in the reader’s language where known, else the match as printed, never two alphabets', () => {
    const known = readMatch({
      teams: ['Arsenal Lnd', 'Chelsea'],
      canonicalTeams: ['Arsenal', 'Chelsea'],
      russianTeams: ['Арсенал Лондон', 'Челси'],
    });
    const texts = (pair: ReturnType<typeof shownTeams>) => pair.map((n) => n?.text ?? null);
    expect(texts(shownTeams(known, 'en'))).toEqual(['Arsenal', 'Chelsea']);
    // The Russian names the reading carries (the analysis's own), not looked up.
    expect(texts(shownTeams(known, 'ru'))).toEqual(['Арсенал Лондон', 'Челси']);
    // One side's Russian name only: the match stays in the script it was printed in.
    expect(texts(shownTeams({ ...known, russianTeams: ['Арсенал Лондон', null] }, 'ru'))).toEqual(['Arsenal', 'Chelsea']);
    // A reading without them (stored before they were added) shows the printed script.
    expect(texts(shownTeams({ ...known, russianTeams: undefined }, 'ru'))).toEqual(['Arsenal', 'Chelsea']);
    // A Cyrillic page for an English reader, both known in English.
    const russianPage = readMatch({
      teams: ['Галатасарай', 'Ливерпуль'],
      canonicalTeams: ['Galatasaray', 'Liverpool'],
      russianTeams: ['Галатасарай', 'Ливерпуль'],
    });
    expect(texts(shownTeams(russianPage, 'en'))).toEqual(['Galatasaray', 'Liverpool']);
    expect(texts(shownTeams(russianPage, 'ru'))).toEqual(['Галатасарай', 'Ливерпуль']);
    // National teams, which the gazetteer does not hold.
    expect(texts(shownTeams(readMatch({ teams: ['Hungary', 'Switzerland'] }), 'ru'))).toEqual(['Венгрия', 'Швейцария']);
    expect(shownTeams(readMatch({ teams: null }), 'en')).toEqual([null, null]);
    // The form starts with them.
    expect(formFromMatch(known, shownTeams(known, 'ru'))).toMatchObject({ home: 'Арсенал Лондон', away: 'Челси' });
  });

  it('sends a name left as shown as it was printed, and a typed one as typed', () => {
    const m = readMatch({ teams: ['Hungary', 'Switzerland'] });
    const shown = shownTeams(m, 'ru');
    expect(teamsToSend({ home: 'Венгрия', away: 'Швейцария' }, m, shown)).toEqual({ home: 'Hungary', away: 'Switzerland' });
    expect(teamsToSend({ home: 'Венгрия', away: 'Швеция' }, m, shown)).toEqual({ home: 'Hungary', away: 'Швеция' });
    expect(teamsToSend({ home: 'A', away: 'B' }, null, [null, null])).toEqual({ home: 'A', away: 'B' });
  });
});
