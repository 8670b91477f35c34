import { describe, expect, it } from 'vitest';
import type { W } from '../page/words';
import { amountOf, priceOf } from './slip-payout';

/* A slip's money lines: amounts as slips print them, and the price a stake and payout imply. */

const words = (...texts: string[]): W[] =>
  texts.map((text, i) => ({ text, conf: 90, x0: i * 100, y0: 0, x1: i * 100 + 80, y1: 20 }));
const value = (...texts: string[]) => amountOf(words(...texts), 0)?.value ?? null;

describe('slip amounts', () => {
  it('reads money with a currency sign or two decimals, grouped by thousands', () => {
    expect(value('£10.00')).toBe(10);
    expect(value('$20')).toBe(20);
    expect(value('1', '450', '₽')).toBe(1450);
    expect(value('1.450,00', '€')).toBe(1450);
    expect(value('R$', '17,20')).toBe(17.2);
    expect(value("5,00'P")).toBe(5);
  });

  it('knows the unit of the last digit printed: a payout in whole units is rounded to them', () => {
    expect(amountOf(words('£10.00'), 0)?.unit).toBe(0.01);
    expect(amountOf(words('1', '450', '₽'), 0)?.unit).toBe(1);
  });

  it('takes a lone glyph after two decimals for the currency sign OCR misread', () => {
    expect(value('1200,00', '2')).toBe(1200);
    expect(value('1200', '2')).toBeNull();
  });

  it('takes a glyph glued after two decimals for the currency sign too', () => {
    expect(value('310,00?')).toBe(310);
    expect(value('310?')).toBeNull();
    expect(value('310,0?')).toBeNull();
  });

  it('reads no amount from any number: an integer without a currency, a group mark that may be a decimal point', () => {
    expect(value('77000.')).toBeNull();
    expect(value('5000')).toBeNull();
    expect(value('1.450')).toBeNull();
    expect(value('1,450', '€')).toBeNull();
    expect(value('1.450.00')).toBeNull();
  });
});

describe('price from stake and payout', () => {
  it('is the payout over the stake, to 2 decimals', () => {
    expect(priceOf(10, 18.8, 0.01)).toBe(1.88);
    expect(priceOf(500, 1200, 0.01)).toBe(2.4);
  });

  it('only where a printed price pays exactly that: a 2-decimal price, a fraction, an American favourite', () => {
    expect(priceOf(100, 172.13, 0.01)).toBeNull();
    expect(priceOf(100, 144.44, 0.01)).toBe(1.44); // 4/9
    expect(priceOf(100, 168.97, 0.01)).toBe(1.69); // -145
    expect(priceOf(100, 262.5, 0.01)).toBe(2.63); // 13/8
    // A payout rounded to whole units.
    expect(priceOf(333, 623, 1)).toBe(1.87);
  });

  it('only between 1.01 and 1000', () => {
    expect(priceOf(10, 10.05, 0.01)).toBeNull();
    expect(priceOf(1, 1500, 0.01)).toBeNull();
  });
});
