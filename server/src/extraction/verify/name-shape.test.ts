import { describe, expect, it } from 'vitest';
import { looksMangled } from './name-shape';

describe('a name OCR read badly', () => {
  it('is told by its shape, in any script', () => {
    expect(looksMangled('олийникова')).toBe(true);
    expect(looksMangled('Martinez Dimitar Kuzman... El ali')).toBe(true);
    expect(looksMangled('Mal lor ca')).toBe(true);
    expect(looksMangled('Бейлекс.')).toBe(true);
  });

  it('leaves names as they are printed alone', () => {
    for (const name of [
      'Celta de Vigo',
      'Rayo Vallecano de Madrid',
      'Vasco da Gama',
      'Brighton and Hove Albion',
      'Virgil van Dijk',
      'Костович Т.',
      'Вестерн Сидн…',
      'Glenorchy Knights...',
      'ФК Ван',
      'OG',
      'Utd.',
      'PSG',
    ])
      expect(looksMangled(name), name).toBe(false);
  });
});
