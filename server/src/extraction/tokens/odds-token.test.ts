import { describe, expect, it } from 'vitest';
import { harmonisePrecision, parseOddsToken, repairLostDecimalPoint, repairLostSlash, repairStrayDot } from './odds-token';

describe('parseOddsToken', () => {
  it('reads decimal prices with a dot or a comma, normalising the comma', () => {
    expect(parseOddsToken('2.28')).toMatchObject({ text: '2.28', decimal: 2.28, format: 'decimal' });
    expect(parseOddsToken('7,25')).toMatchObject({ text: '7.25', decimal: 7.25, format: 'decimal' });
    expect(parseOddsToken('(10,50')).toMatchObject({ text: '10.50', format: 'decimal' });
  });
  it("reads a decimal price with a trend arrow glued on ('1.80v', '2,10▲') as repaired, and nothing else so", () => {
    expect(parseOddsToken('1.80v')).toMatchObject({ text: '1.80', decimal: 1.8, repaired: true });
    expect(parseOddsToken('2,10▲')).toMatchObject({ text: '2.10', repaired: true });
    expect(parseOddsToken('180v')).toBeNull();
    expect(parseOddsToken('1.80x')).toBeNull();
  });
  it('reads fractional prices and EVS/evens as 1/1', () => {
    expect(parseOddsToken('5/2')).toMatchObject({ text: '5/2', decimal: 3.5, format: 'fractional' });
    expect(parseOddsToken('EVS')).toMatchObject({ text: '1/1', decimal: 2, format: 'fractional' });
    expect(parseOddsToken('Evens')).toMatchObject({ text: '1/1' });
    // A term starting with a zero is a day and month ('17/05' before a stray glyph and a time), no fraction.
    expect(parseOddsToken('17/05')).toBeNull();
    expect(parseOddsToken('10/11')).toMatchObject({ format: 'fractional' });
  });
  it("reads a minus read as a tilde ('~162') as a repaired American price, and no decimal or short number so", () => {
    expect(parseOddsToken('~162')).toMatchObject({ text: '-162', format: 'american', repaired: true });
    expect(parseOddsToken('~1.62')).toBeNull();
    expect(parseOddsToken('~16')).toBeNull();
  });

  it('reads American prices, including a typographic minus', () => {
    expect(parseOddsToken('+150')).toMatchObject({ text: '+150', decimal: 2.5, format: 'american' });
    expect(parseOddsToken('-10000')).toMatchObject({ text: '-10000', decimal: 1.01, format: 'american' });
    expect(parseOddsToken('\u2212130')?.text).toBe('-130');
    expect(parseOddsToken('145)')).toBeNull(); // unsigned integer: not a price on its own
  });
  it("reads a price with a speck read as a dot after it ('4.20.'), repaired, but never a day and month ('9.04.')", () => {
    expect(parseOddsToken('4.20.')).toMatchObject({ text: '4.20', decimal: 4.2, repaired: true });
    expect(parseOddsToken('4,00.')).toMatchObject({ text: '4.00', decimal: 4, repaired: true });
    for (const t of ['9.04.', '4.12.', '22.07.', '21.73.']) expect(parseOddsToken(t), t).toBeNull();
    // No day and month is written with a comma.
    expect(parseOddsToken('4,7.')).toMatchObject({ text: '4.7', decimal: 4.7, repaired: true });
    expect(parseOddsToken('1,22.')).toMatchObject({ text: '1.22', repaired: true });
    // Nor with a sign: an American price's speck ('+140.').
    expect(parseOddsToken('+140.')).toMatchObject({ text: '+140', format: 'american', repaired: true });
    expect(parseOddsToken('-135.')).toMatchObject({ text: '-135', decimal: 1 + 100 / 135, repaired: true });
  });
  it("where its row says it is a price, reads one with a stray dot that could be a date ('1.01.'), repaired", () => {
    expect(parseOddsToken('1.01.')).toBeNull();
    expect(repairStrayDot('1.01.')).toMatchObject({ text: '1.01', decimal: 1.01, repaired: true });
    expect(repairStrayDot('12.05.')).toMatchObject({ text: '12.05', repaired: true });
    for (const t of ['1.01', '1.2.', '101.', '1.01.2026']) expect(repairStrayDot(t), t).toBeNull();
  });
  it('rejects what is not a price', () => {
    for (const t of ['1.00', '0.95', '-8.5', '+2.5', '15:30', '100%', 'Home', '2026', '-50', '12']) {
      expect(parseOddsToken(t), t).toBeNull();
    }
  });

  it("rejects a number starting with a zero before a digit: a total's 'O 1.5' label read as '01.5'", () => {
    for (const t of ['01.5', '03.5', '01/2', '015/2']) expect(parseOddsToken(t), t).toBeNull();
  });
});

describe('repairs', () => {
  it('restores a lost decimal point in a 3-digit price', () => {
    expect(repairLostDecimalPoint('315')).toMatchObject({ text: '3.15', decimal: 3.15, repaired: true });
    expect(repairLostDecimalPoint('2.15')).toBeNull();
    expect(repairLostDecimalPoint('1000')).toBeNull();
    // A stray dot after it, as the row's other prices carry ('1.43.  410.  7.60.'), is no decimal mark.
    expect(repairLostDecimalPoint('410.')).toMatchObject({ text: '4.10', decimal: 4.1, repaired: true });
    expect(repairLostDecimalPoint('4100.')).toBeNull();
  });
  it('drops a doubled last digit when the market prints two decimals', () => {
    const toks = [parseOddsToken('1.666')!, parseOddsToken('2.13')!];
    expect(harmonisePrecision(toks).map((t) => t.text)).toEqual(['1.66', '2.13']);
    // A genuine 3-decimal price is kept.
    const keep = [parseOddsToken('1.952')!, parseOddsToken('2.13')!];
    expect(harmonisePrecision(keep).map((t) => t.text)).toEqual(['1.952', '2.13']);
    // Beside prices printed with a trailing zero, the bookmaker prints two decimals: a third is a glyph read after it.
    const fixed = ['1.40', '4.308', '8.80'].map((t) => parseOddsToken(t)!);
    expect(harmonisePrecision(fixed)[1]).toMatchObject({ text: '4.30', repaired: true });
  });
  it("reads a fraction whose slash became '.1' ('7.12' for 7/2) back among the market's fractions, repaired", () => {
    const toks = ['8/15', '7.12', '5/1'].map((t) => parseOddsToken(t)!);
    expect(harmonisePrecision(toks)[1]).toMatchObject({ text: '7/2', decimal: 4.5, format: 'fractional', repaired: true });
    // Among decimal prices '7.12' is a price.
    const decimals = ['1.53', '7.12', '5.10'].map((t) => parseOddsToken(t)!);
    expect(harmonisePrecision(decimals)[1]!.text).toBe('7.12');
  });
});

describe('repairLostSlash', () => {
  it('reads two digits as a fraction of single digits, marked repaired', () => {
    expect(repairLostSlash('51')).toMatchObject({ format: 'fractional', decimal: 6, repaired: true });
    expect(repairLostSlash('72')).toMatchObject({ format: 'fractional', decimal: 4.5 });
    expect(repairLostSlash('50')).toBeNull();
    expect(repairLostSlash('101')).toBeNull();
    expect(repairLostSlash('5')).toBeNull();
  });
});
