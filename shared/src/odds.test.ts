import { describe, expect, it } from 'vitest';
import { decimalToAmerican, decimalToFractional, detectOddsFormat, formatOdds, MINUS, parseOddsStrict, toDecimal } from './odds';

describe('odds formats (spec section 5)', () => {
  it('detects the format the way the spec says', () => {
    expect(detectOddsFormat('+150')).toBe('american');
    expect(detectOddsFormat('-130')).toBe('american');
    expect(detectOddsFormat('5/2')).toBe('fractional');
    expect(detectOddsFormat('2.50')).toBe('decimal');
    expect(detectOddsFormat('+1.5')).toBe('decimal');
    // As shown (typographic minus) and as typed (hyphen) alike.
    expect(detectOddsFormat('\u2212130')).toBe('american');
  });

  it('converts to decimal, with the spec fallbacks of 1', () => {
    expect(toDecimal('+150')).toBeCloseTo(2.5);
    expect(toDecimal('-200')).toBeCloseTo(1.5);
    expect(toDecimal('\u2212200')).toBeCloseTo(1.5);
    expect(toDecimal('5/2')).toBeCloseTo(3.5);
    expect(toDecimal('2,75')).toBeCloseTo(2.75);
    expect(toDecimal('3/0')).toBe(1);
    expect(toDecimal('abc')).toBe(1);
  });

  it('converts decimal to the nearest fraction bookmakers print', () => {
    // Bookmakers' fractions: 6/4 and 10/11, not 3/2 and 91/100.
    expect(decimalToFractional(2.5)).toBe('6/4');
    expect(decimalToFractional(1.909)).toBe('10/11');
    expect(decimalToFractional(1.91)).toBe('10/11');
    // Prices off the ladder (a printed 4.40, computed fair prices) take the nearest rung, never hundredths.
    expect(decimalToFractional(4.4)).toBe('10/3');
    expect(decimalToFractional(4.38)).toBe('10/3');
    expect(decimalToFractional(2.47)).toBe('6/4');
    expect(decimalToFractional(3.23)).toBe('9/4');
    expect(decimalToFractional(3.4)).toBe('12/5');
    expect(decimalToFractional(1.03)).toBe('1/33');
    expect(decimalToFractional(1.001)).toBe('1/100');
    expect(decimalToFractional(900)).toBe('899/1');
    for (let d = 1.01; d < 400; d *= 1.013)
      expect(decimalToFractional(d)).toMatch(
        /^(1|2|3|4|5|8|10|\d+)\/(1|2|3|4|5|6|7|8|9|10|11|12|13|14|15|16|20|25|33|40|50|66|100)$/,
      );
    expect(decimalToFractional(1.8)).toBe('4/5');
    expect(decimalToFractional(2)).toBe('1/1');
    expect(decimalToFractional(1)).toBe('0/1');
    expect(decimalToFractional(0.5)).toBe('0/1');
  });

  it('converts decimal to American per the spec rules', () => {
    expect(decimalToAmerican(2.5)).toBe('+150');
    expect(decimalToAmerican(2)).toBe('+100');
    // One minus sign everywhere: the typographic one the signed percentages use too.
    expect(MINUS).toBe('\u2212');
    expect(decimalToAmerican(1.5)).toBe(`${MINUS}200`);
    expect(decimalToAmerican(1.769)).toBe(`${MINUS}130`);
    expect(decimalToAmerican(1)).toBe('+100');
  });

  it('formats any printed value for display, N/A when missing', () => {
    expect(formatOdds('4/5', 'decimal')).toBe('1.80');
    expect(formatOdds('-130', 'fractional')).toBe('4/5');
    expect(formatOdds('4.40', 'fractional')).toBe('10/3');
    expect(formatOdds('-130', 'american')).toBe(`${MINUS}130`);
    expect(formatOdds('10/11', 'fractional')).toBe('10/11');
    expect(formatOdds('12/20', 'fractional')).toBe('12/20');
    expect(formatOdds('2.28', 'american')).toBe('+128');
    expect(formatOdds(null, 'decimal')).toBe('N/A');
    expect(formatOdds('', 'american')).toBe('N/A');
  });

  it('parses strictly for extraction: implausible prices are null', () => {
    expect(parseOddsStrict('2.10')).toBeCloseTo(2.1);
    expect(parseOddsStrict('EVS')).toBeNull();
    expect(parseOddsStrict('+50')).toBeNull();
    expect(parseOddsStrict('1.00')).toBeNull();
    expect(parseOddsStrict('0/1')).toBeNull();
    expect(parseOddsStrict('12:30')).toBeNull();
    expect(parseOddsStrict(null)).toBeNull();
  });
});
