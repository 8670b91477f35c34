import { describe, expect, it } from 'vitest';
import { sameName } from './page-match';

describe('sameName', () => {
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
