import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { readMatch } from '@shared/reading.test-helpers';
import { cachedRussian, shownTeams, teamsToSend } from './shown-teams';
import { formFromMatch } from './review-form';

describe('team names on the review page', () => {
  it('shows each side in the reader’s language where known, else the match as printed, never two alphabets', () => {
    const known = readMatch({ teams: ['Arsenal Lnd', 'Chelsea'], canonicalTeams: ['Arsenal', 'Chelsea'] });
    const texts = (pair: ReturnType<typeof shownTeams>) => pair.map((n) => n?.text ?? null);
    expect(texts(shownTeams(known, 'en'))).toEqual(['Arsenal', 'Chelsea']);
    expect(texts(shownTeams(known, 'ru', ['Арсенал', 'Челси']))).toEqual(['Арсенал', 'Челси']);
    // One side's Russian name only: the match stays in the script it was printed in.
    expect(texts(shownTeams(known, 'ru', ['Арсенал', null]))).toEqual(['Arsenal', 'Chelsea']);
    // A Cyrillic page for an English reader, both known in English.
    const russianPage = readMatch({ teams: ['Галатасарай', 'Ливерпуль'], canonicalTeams: ['Galatasaray', 'Liverpool'] });
    expect(texts(shownTeams(russianPage, 'en'))).toEqual(['Galatasaray', 'Liverpool']);
    // National teams, which the gazetteer does not hold.
    expect(texts(shownTeams(readMatch({ teams: ['Hungary', 'Switzerland'] }), 'ru'))).toEqual(['Венгрия', 'Швейцария']);
    expect(shownTeams(readMatch({ teams: null }), 'en')).toEqual([null, null]);
    // The form starts with them.
    expect(formFromMatch(known, shownTeams(known, 'ru', ['Арсенал', 'Челси']))).toMatchObject({ home: 'Арсенал', away: 'Челси' });
  });

  it('uses only the Russian names already looked up for the chosen match', () => {
    const client = new QueryClient();
    const m = readMatch({ canonicalTeams: ['Arsenal', 'Chelsea'] });
    expect(cachedRussian(m, client)).toEqual([null, null]);
    client.setQueryData(['/api/teams/suggest', 'ru-name', 'Chelsea'], 'Челси');
    expect(cachedRussian(m, client)).toEqual([null, 'Челси']);
  });

  it('sends a name left as shown as it was printed, and a typed one as typed', () => {
    const m = readMatch({ teams: ['Hungary', 'Switzerland'] });
    const shown = shownTeams(m, 'ru');
    expect(teamsToSend({ home: 'Венгрия', away: 'Швейцария' }, m, shown)).toEqual({ home: 'Hungary', away: 'Switzerland' });
    expect(teamsToSend({ home: 'Венгрия', away: 'Швеция' }, m, shown)).toEqual({ home: 'Hungary', away: 'Швеция' });
    expect(teamsToSend({ home: 'A', away: 'B' }, null, [null, null])).toEqual({ home: 'A', away: 'B' });
  });
});
