import { describe, expect, it } from 'vitest';
import { teamSuggester } from './team-suggest';
import { russianNameOf } from '../../analysis/names';

const team = (name: string, n: number, aliases: string[] = []) => ({ name, league: null, country: null, n, aliases });
const suggest = teamSuggester([
  team('Arsenal', 1200, ['Арсенал Лондон']),
  team('Arsenal Tula', 150, ['Арсенал Тула']),
  team('Atletico Madrid', 900, ['Атлетико']),
  team('Real Madrid', 1300, ['Реал Мадрид']),
  team('Man United', 1300, ['Manchester United']),
]);

describe('team suggestions', () => {
  it('ranks prefix hits first, then word hits, more-played clubs first', () => {
    expect(suggest('ars', 'en').map((s) => s.canonical)).toEqual(['Arsenal', 'Arsenal Tula']);
    expect(suggest('madrid', 'en').map((s) => s.canonical)).toEqual(['Real Madrid', 'Atletico Madrid']);
    expect(suggest('united', 'en')).toEqual([{ name: 'Man United', canonical: 'Man United' }]);
  });

  it('answers in Cyrillic for Russian, and finds clubs by accents-free or Cyrillic queries', () => {
    expect(suggest('ars', 'ru')[0]).toEqual({ name: 'Арсенал Лондон', canonical: 'Arsenal' });
    expect(suggest('арсенал т', 'en')).toEqual([{ name: 'Арсенал Тула', canonical: 'Arsenal Tula' }]);
    expect(suggest('Atlético', 'en')[0]?.canonical).toBe('Atletico Madrid');
    expect(suggest('a', 'en')).toEqual([]);
  });

  it('names a club in Russian as the review and the results do (its first Cyrillic alias), whatever the query matched', () => {
    const mu = team('Man United', 1300, ['Манчестер Юнайтед', 'Ман Юнайтед', 'МЮ']);
    const one = teamSuggester([mu]);
    expect(one('man united', 'ru')).toEqual([{ name: russianNameOf(mu), canonical: 'Man United' }]);
    expect(russianNameOf(mu)).toBe('Манчестер Юнайтед');
    // A Cyrillic query still shows the alias it matched.
    expect(one('мю', 'ru')).toEqual([{ name: 'МЮ', canonical: 'Man United' }]);
  });
});
