import { describe, expect, it } from 'vitest';
import { parseTypedNumber, plainPercent, signedPercent, typedNumber } from './number-input';

describe('typed numbers', () => {
  it('reads decimal commas and dots, refuses anything else', () => {
    expect(parseTypedNumber('2,10')).toBe(2.1);
    expect(parseTypedNumber(' 2.5 ')).toBe(2.5);
    expect(parseTypedNumber('1 000')).toBe(1000);
    for (const bad of ['', 'abc', '-2', '2,1,0', '1e5']) expect(parseTypedNumber(bad)).toBeNull();
  });

  it('shows numbers with the language decimal mark', () => {
    expect(typedNumber(2.1, 'ru')).toBe('2,1');
    expect(typedNumber(2.1, 'en')).toBe('2.1');
    expect(typedNumber(null, 'en')).toBe('');
    expect(signedPercent(0.042, 'en')).toBe('+4.2%');
    expect(signedPercent(-0.042, 'ru')).toMatch(/^-4,2\s?%$/);
    expect(plainPercent(0.6, 'ru')).toMatch(/^60,0\s?%$/);
  });
});
