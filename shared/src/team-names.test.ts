import { describe, expect, it } from 'vitest';
import { nationalTeam, scriptOf, shownTeamNames, type SideNames } from './team-names';

const texts = (r: ReturnType<typeof shownTeamNames>) => r.map((n) => n?.text ?? null);
const unsure = (r: ReturnType<typeof shownTeamNames>) => r.map((n) => n?.unsure ?? null);

describe('team names in one script (issue 50)', () => {
  it('tells the scripts apart', () => {
    expect(scriptOf('Arsenal')).toBe('latin');
    expect(scriptOf('Арсенал Лондон')).toBe('cyrillic');
    expect(scriptOf('Вестерн Cuan')).toBe('mixed');
    expect(scriptOf('1:0')).toBe('none');
  });

  it('both sides known in the reader language: both shown so', () => {
    const n = { printed: ['Arsenal', 'Chelsea'], en: ['Arsenal', 'Chelsea'], ru: ['Арсенал', 'Челси'] } satisfies SideNames;
    expect(texts(shownTeamNames(n, 'ru'))).toEqual(['Арсенал', 'Челси']);
    expect(texts(shownTeamNames(n, 'en'))).toEqual(['Arsenal', 'Chelsea']);
  });

  it('one side unknown in Russian: the match stays in the script it was printed in, never «Арсенал Лондон — Sheffield United»', () => {
    const r = shownTeamNames(
      { printed: ['Arsenal', 'Sheffield United'], en: ['Arsenal', 'Sheffield United'], ru: ['Арсенал Лондон', null] },
      'ru',
    );
    expect(texts(r)).toEqual(['Arsenal', 'Sheffield United']);
    expect(unsure(r)).toEqual([false, false]);
  });

  it('a Cyrillic page on the English interface: English where both are known, else as printed in Cyrillic', () => {
    expect(
      texts(shownTeamNames({ printed: ['Арсенал', 'Челси'], en: ['Arsenal', 'Chelsea'], ru: ['Арсенал', 'Челси'] }, 'en')),
    ).toEqual(['Arsenal', 'Chelsea']);
    expect(
      texts(
        shownTeamNames(
          { printed: ['Струга Трим-Лум', 'Кызылжар'], en: [null, 'Kyzylzhar'], ru: ['Струга Трим-Лум', 'Кызылжар'] },
          'en',
        ),
      ),
    ).toEqual(['Струга Трим-Лум', 'Кызылжар']);
  });

  it('national teams are named in the reader language: «Венгрия — Швейцария»', () => {
    expect(texts(shownTeamNames({ printed: ['Hungary', 'Switzerland'], en: [null, null] }, 'ru'))).toEqual([
      'Венгрия',
      'Швейцария',
    ]);
    expect(texts(shownTeamNames({ printed: ['Венгрия', 'Швейцария'], en: [null, null] }, 'en'))).toEqual([
      'Hungary',
      'Switzerland',
    ]);
    expect(nationalTeam('чехия', 'en')).toBe('Czech Republic');
    expect(nationalTeam('Arsenal', 'ru')).toBeNull();
  });

  it('a name mixing scripts, or Latin look-alikes of a Cyrillic name nobody knows, is shown as printed and unsure', () => {
    const r = shownTeamNames({ printed: ['Вестерн Cuan', 'Poma'], en: [null, null], ru: [null, null] }, 'ru');
    expect(texts(r)).toEqual(['Вестерн Cuan', 'Poma']);
    expect(unsure(r)).toEqual([true, true]);
    // A known club spelt in look-alikes ('Como') is no misreading.
    expect(unsure(shownTeamNames({ printed: ['Como', 'Roma'], en: ['Como', 'Roma'] }, 'en'))).toEqual([false, false]);
    // Never a mixed name taken as the reader's language name.
    expect(texts(shownTeamNames({ printed: ['Arsenal Tyла', 'Chelsea'], en: [null, 'Chelsea'] }, 'en'))).toEqual([
      'Arsenal Tyла',
      'Chelsea',
    ]);
  });

  it('a side with no name is null; a slip with one side keeps it', () => {
    expect(texts(shownTeamNames({ printed: ['Cowboys', null], en: ['Dallas Cowboys', null] }, 'ru'))).toEqual([
      'Dallas Cowboys',
      null,
    ]);
  });
});
