import { describe, expect, it } from 'vitest';
import type { W } from '../page/words';
import { cleanName, isMatchStatus } from './name-words';

const words = (...texts: string[]): W[] =>
  texts.map((text, i) => ({ text, x0: i * 100, x1: i * 100 + 80, y0: 0, y1: 20, conf: 90 }) as W);

describe('a name cleaned', () => {
  it('keeps a nickname in brackets in its own script, and it does not turn the club into the other script', () => {
    expect(cleanName(words('Рома', '(Flewless)'))).toBe('Рома Flewless');
    expect(cleanName(words('Франция', '(Ace)'))).toBe('Франция Ace');
    // The same after icon debris dropped before the name: the brackets are still the nickname's.
    expect(cleanName(words('fj', 'Рома', '(Flewless)'))).toBe('Рома Flewless');
  });

  it("drops a match's state read onto its end, with the icon debris before it", () => {
    expect(cleanName(words('Арсенал', '(ART...', 'fj', 'Не', 'начался'))).toBe('Арсенал ART...');
  });
});

describe("a match's state", () => {
  it('is status words, an ordinal among them, its digit perhaps misread', () => {
    for (const s of ['Не начался', 'Прервано', '1-й сет', '1-йсет', 'З-й сет', '2nd set', 'Not started'])
      expect(isMatchStatus(s), s).toBe(true);
    for (const s of ['Арсенал', 'Team 1', 'Real Betis', '3-й']) expect(isMatchStatus(s), s).toBe(false);
  });
});
