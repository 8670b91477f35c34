import { describe, expect, it } from 'vitest';
import { loadGazetteer, matchTeam } from './gazetteer';
import { cyrillicTwin } from './name-glyphs';
import { teamKey, transliterate } from '../page/normalize';

describe('gazetteer', () => {
  const gaz = loadGazetteer();

  it('maps Latin and Cyrillic spellings of a club to the same canonical data name', () => {
    const pairs: [string, string, string][] = [
      ['Manchester United', 'Манчестер Юнайтед', 'Man United'],
      ['Bayern Munich', 'Бавария', 'Bayern Munich'],
      ['Spartak Moscow', 'Спартак', 'Spartak Moscow'],
      ['Lokomotiv Moscow', 'Локомотив Москва', 'Lokomotiv Moscow'],
      ['Borussia Dortmund', 'Боруссия Дортмунд', 'Dortmund'],
      ['Krasnodar', 'Краснодар', 'Krasnodar'],
    ];
    for (const [latin, cyrillic, canonical] of pairs) {
      expect(gaz.matchTeam(latin)?.canonical, latin).toBe(canonical);
      expect(gaz.matchTeam(cyrillic)?.canonical, cyrillic).toBe(canonical);
    }
  });

  it('knows the full names bookmakers print for clubs the data files shorten or misspell', () => {
    const pairs: [string, string][] = [
      ['Istanbul Basaksehir', 'Buyuksehyr'],
      ['Heart of Midlothian', 'Hearts'],
      ['Hellas Verona', 'Verona'],
      ['Hamburger SV', 'Hamburg'],
      ['Vitoria Guimaraes', 'Guimaraes'],
      ['Preston North End', 'Preston'],
      ['Real Oviedo', 'Oviedo'],
      ['Rotor Volgograd', 'R. Volgograd'],
      ['Жирона', 'Girona'],
      ['Фулхэм', 'Fulham'],
      ['Кристал Пэлас', 'Crystal Palace'],
      ['Лилль', 'Lille'],
    ];
    for (const [printed, canonical] of pairs) expect(gaz.matchTeam(printed)?.canonical, printed).toBe(canonical);
  });

  it('tolerates OCR errors: a dropped letter, Cyrillic read as Latin look-alikes', () => {
    expect(matchTeam('Sevila')?.canonical).toBe('Sevilla');
    expect(matchTeam('Cnaprak')?.canonical).toBe('Spartak Moscow');
    // 'n' stands for a rounded 'л' as well as for 'п'.
    expect(matchTeam('Ypan')?.canonical).toBe('Ural');
    expect(matchTeam('Mapcenb')?.canonical).toBe('Marseille');
    // A mirrored 'и' read as 'n' and a 'ч' as 'u'.
    expect(matchTeam('Coun')?.canonical).toBe('Sochi');
    // A name read in both scripts: its Latin letters are Cyrillic look-alikes ('Tyna' for 'Тула'), not another club.
    expect(matchTeam('Арсенал Tyna')?.canonical).toBe('Arsenal Tula');
    // A rounded 'л' read as 'n' beside a capital 'И' read as 'U'.
    expect(matchTeam('Pean BeTUC')?.canonical).toBe('Betis');
    // Capitals made only of letters with a Cyrillic twin: 'РОСТОВ' read as 'POCTOB'.
    expect(matchTeam('POCTOB')?.canonical).toBe('FK Rostov');
    expect(matchTeam('CKA XABAPOBCK')?.canonical).toBe('SKA Khabarovsk');
    // A Latin club in capitals is still itself.
    expect(matchTeam('PAOK')?.canonical).toBe('PAOK');
    // A full name's generic word ('Athletic', 'City') is not another club's name.
    expect(matchTeam('Wigan Athletic')?.canonical).toBe('Wigan');
    expect(matchTeam('Charlton Athletic')?.canonical).toBe('Charlton');
    expect(matchTeam('Athletic Bilbao')?.canonical).toBe('Ath Bilbao');
    expect(matchTeam('FC Porto')?.canonical).toBe('Porto');
    // A misread name beside a generic word is matched by the name alone.
    expect(matchTeam('Chariton Athletic')?.canonical).toBe('Charlton');
  });

  it("matches a name misread glyph for glyph by its glyphs' shapes, as a guess ('Bumley', 'JnBepnynb' for 'Ливерпуль')", () => {
    // 'rn' read as 'm'.
    expect(matchTeam('Bumley')).toMatchObject({ canonical: 'Burnley', score: 0.85 });
    // Cyrillic names read by the Latin model: 'Л' as 'Jn', 'й' as 'n', 'ь' as 'b'.
    expect(matchTeam('JnBepnynb')).toMatchObject({ canonical: 'Liverpool', score: 0.85 });
    expect(matchTeam('Banep')?.canonical).toBe('Leverkusen');
    // Interface words have no club's shape; short words are too easily one.
    for (const w of ['Help', 'Support', 'Promotions', 'Casino', 'Search', 'Bet Slip', 'Mio']) expect(matchTeam(w)).toBeNull();
  });

  it("matches a printed name whose words the data file's name cuts short", () => {
    expect(matchTeam('West Bromwich Albion')?.canonical).toBe('West Brom');
    expect(matchTeam('West Bromwich')?.canonical).toBe('West Brom');
    // Every word cut is no longer a name: 'Man' alone names no club.
    expect(matchTeam('Manx Unitedly')).toBeNull();
  });

  it('does not match words that are not clubs, nor clubs of other sports', () => {
    for (const w of [
      'Draw',
      'Total',
      'Moneyline',
      'Ничья',
      'Победа',
      'Potential Returns',
      'Novak Djokovic',
      'СКА',
      // Two leagues' clubs share the nickname, and everyday words name a club of one: full names only.
      'Giants',
      'Magic',
      'Stars',
    ]) {
      expect(gaz.matchTeam(w), w).toBeNull();
    }
  });

  it('completes a name OCR cut short when one club begins so, in the script it was printed in', () => {
    expect(gaz.completeCut('Benfi')).toMatchObject({ spelt: 'Benfica', match: { canonical: 'Benfica' } });
    expect(gaz.completeCut('Liver')?.spelt).toBe('Liverpool');
    expect(gaz.completeCut('Ливер')?.spelt).toBe('Ливерпуль');
    // Too short, or the start of several clubs' names.
    expect(gaz.completeCut('Ben')).toBeNull();
    expect(gaz.completeCut('Manch')).toBeNull();
  });

  it('knows the North American leagues: full names, and nicknames that name one club', () => {
    expect(gaz.matchTeam('Boston Celtics')).toMatchObject({ canonical: 'Boston Celtics', sport: 'basketball', league: 'NBA' });
    expect(gaz.matchTeam('Cowboys')).toMatchObject({ canonical: 'Dallas Cowboys', sport: 'american_football' });
    expect(gaz.matchTeam('Maple Leafs')?.canonical).toBe('Toronto Maple Leafs');
    // A city alone names a club of each league; a football club keeps a nickname it shares.
    expect(gaz.matchTeam('Dallas')?.canonical ?? null).not.toMatch(/Cowboys|Mavericks|Stars/);
    expect(gaz.matchTeam('Rangers')).toMatchObject({ sport: 'football' });
  });

  it('normalises case, diacritics and legal-form tokens', () => {
    expect(teamKey('FC  Bayern München')).toBe('bayern munich');
    expect(transliterate('Зенит')).toBe('Zenit');
    expect(matchTeam('atlético de madrid')?.canonical).toBe('Ath Madrid');
  });

  it("reads a club's prefix or suffix glued to its name ('ACMilan', 'PortoFC'), and no other word beginning so", () => {
    expect(matchTeam('ACMilan')?.canonical).toBe('Milan');
    expect(matchTeam('PortoFC')?.canonical).toBe('Porto');
    expect(matchTeam('ACMilan')!.score).toBeLessThan(1);
    // Four letters at least must remain: 'Asco' is no 'AS' + a club.
    expect(matchTeam('Ascoli')?.canonical).not.toBe('Coli');
    expect(matchTeam('Usbek')).toBeNull();
  });

  it('spells capitals read as Latin twins in Cyrillic, and only those', () => {
    expect(cyrillicTwin('POCTOB')).toBe('РОСТОВ');
    expect(cyrillicTwin('CKA XABAPOBCK')).toBe('СКА ХАВАРОВСК');
    expect(cyrillicTwin('Rostov')).toBeNull();
    expect(cyrillicTwin('PSG')).toBeNull();
    expect(cyrillicTwin('OK')).toBeNull();
  });

  it("reads a 'Ю' read as two Latin glyphs, 'IO' ('MIO' for 'МЮ'), and no Latin name that holds 'IO'", () => {
    expect(cyrillicTwin('MIO')).toBe('МЮ');
    expect(matchTeam('MIO')?.canonical).toBe('Man United');
    expect(cyrillicTwin('ANTONIO')).toBeNull();
    expect(cyrillicTwin('IO')).toBeNull();
  });

  it("reads a 'Ц' read as 'LI' ('LICKA' for 'ЦСКА'), and no Latin name that holds 'LI'", () => {
    expect(cyrillicTwin('LICKA')).toBe('ЦСКА');
    expect(matchTeam('LICKA')?.canonical).toBe('CSKA Moscow');
    expect(cyrillicTwin('LILLE')).toBeNull();
    expect(matchTeam('LILLE')?.canonical).toBe('Lille');
    expect(matchTeam('LIVERPOOL')?.canonical).toBe('Liverpool');
  });
});

describe('matchInLeague', () => {
  const gaz = loadGazetteer();

  it("finds the one club of the league a misread name is close to ('Штупарт' is Stuttgart), as a guess", () => {
    expect(gaz.matchTeam('Штупарт')).toBeNull();
    const m = gaz.matchInLeague('Штупарт', 'Bundesliga');
    expect(m?.canonical).toBe('Stuttgart');
    expect(m!.score).toBeLessThanOrEqual(0.8);
  });

  it('finds none in another league, for a short name, or for a name far from every club', () => {
    expect(gaz.matchInLeague('Штупарт', 'Premier League')).toBeNull();
    expect(gaz.matchInLeague('Ювен', 'Serie A')).toBeNull();
    expect(gaz.matchInLeague('Promotions', 'Bundesliga')).toBeNull();
  });
});
