import { parseOddsStrict } from '@shared/odds';
import type { OddsFormat } from '@shared/prediction';

/** One price read from a word: the printed form (comma decimals as dots) and its decimal value. */
export interface OddsToken {
  text: string;
  decimal: number;
  format: OddsFormat;
  /** True when the printed form was repaired (lost decimal point, doubled digit). */
  repaired?: boolean;
}

const DASHES = /[\u2010-\u2015\u2212]/g;

/** Strips wrapping punctuation OCR attaches to prices: "(2.10)", "@2.10", "2.10|", "145)". */
export function cleanToken(raw: string): string {
  return raw
    .replace(DASHES, '-')
    .replace(/^[@([{|"'“”‘’«»:;]+/, '')
    .replace(/[)\]}|"'“”‘’«»:;,]+$/, '')
    .trim();
}

/**
 * Parses one word as a price, or null. Accepts decimal (dot or comma, 1-3 decimals), fractional (5/2, EVS/evens),
 * American (+150/-130, 3-4 digits with a sign). Integers without a sign are not prices here (they are scores,
 * counts, table places); the row-level repair handles a lost decimal point.
 */
export function parseOddsToken(raw: string): OddsToken | null {
  const t = cleanToken(raw);
  if (!t) return null;
  if (/^(evs|evens|evn|even)$/i.test(t)) return { text: '1/1', decimal: 2, format: 'fractional' };
  // No price starts with a zero before a digit: '01.5', '03.5' are a total's 'O 1.5' labels, the O read as a zero.
  if (/^0\d/.test(t)) return null;
  // American prices run to five digits on live long shots ('-10000', '+25000').
  if (/^[+-]\d{3,5}$/.test(t)) {
    const d = parseOddsStrict(t);
    return d ? { text: t, decimal: d, format: 'american' } : null;
  }
  // No fraction's terms start with a zero: '17/05' is a day and month.
  if (/^[1-9]\d{0,2}\/[1-9]\d{0,2}$/.test(t)) {
    const d = parseOddsStrict(t);
    return d ? { text: t, decimal: d, format: 'fractional' } : null;
  }
  if (/^\d{1,3}[.,]\d{1,3}$/.test(t)) {
    const text = t.replace(',', '.');
    const d = parseOddsStrict(text);
    return d ? { text, decimal: d, format: 'decimal' } : null;
  }
  return withStrayDot(t) ?? withTrendMark(t) ?? withTildeMinus(t);
}

/**
 * An American price whose thin minus OCR read as a tilde ('~162' for -162): read, marked repaired, so shown and
 * never staked on. A plus is never misread so, and a decimal price carries no sign.
 */
function withTildeMinus(t: string): OddsToken | null {
  const m = /^~(\d{3,5})$/.exec(t);
  return m ? repairedPrice(`-${m[1]}`) : null;
}

/**
 * A live price with its trend arrow glued on and read as a letter or mark ('1.80v' for 1.80 ▼): the price, marked
 * repaired, so shown and never staked on. Only after a decimal price: an arrow is drawn beside the number, and no
 * other word of a price row ends that way.
 */
function withTrendMark(t: string): OddsToken | null {
  const m = /^(\d{1,3}[.,]\d{1,3})[vV^▲▼△▽↑↓]$/.exec(t);
  return m ? repairedPrice(m[1]!) : null;
}

/**
 * A price with a speck read as a dot after it ('4.20.', '1,72.', '+140.'): read, marked repaired, so never staked on. Only
 * where it cannot be a day and month ('9.04.' is the 9th of April): one digit before the mark, and after it '00' or
 * a number over 12.
 */
function withStrayDot(t: string): OddsToken | null {
  // A day and month is never written with a comma ('4,7.' is 4,7).
  const comma = /^(\d{1,2}),(\d{1,3})\.$/.exec(t);
  if (comma) return repairedPrice(`${comma[1]}.${comma[2]}`);
  // A signed number is never a date ('+140.').
  const american = /^([+-]\d{3,5})\.$/.exec(t);
  if (american) return repairedPrice(american[1]!);
  const m = /^\d\.(\d{2})\.$/.exec(t);
  if (!m || (m[1] !== '00' && Number(m[1]) <= 12)) return null;
  return repairStrayDot(t);
}

/**
 * A price with a stray dot that could also be a day and month ('1.01.'), where its row says it is a price (the
 * caller's judgement: other prices beside it, a header of outcomes above, and the date finder did not take it).
 */
export function repairStrayDot(raw: string): OddsToken | null {
  const m = /^(\d{1,2})\.(\d{2})\.$/.exec(cleanToken(raw));
  return m ? repairedPrice(`${m[1]}.${m[2]}`) : null;
}

/**
 * A price OCR did not print as read ('4.20' from '4.20.', '3/1' from '13/1'), read from its repaired text and marked
 * repaired: shown, never staked on. Null when the repaired text is no price.
 */
export function repairedPrice(text: string): OddsToken | null {
  const tok = parseOddsToken(text);
  return tok ? { ...tok, repaired: true } : null;
}

/** An integer read with its decimal mark lost: the mark goes back after its first digit, marked repaired. */
const withMarkAfterFirstDigit = (t: string) => repairedPrice(`${t[0]}.${t.slice(1)}`);

/**
 * A 3-digit integer amid decimal prices is a price whose point OCR dropped: '315' among '2.xx' values is 3.15.
 * Returns the repaired token, or null when the word is not such a number.
 */
export function repairLostDecimalPoint(raw: string): OddsToken | null {
  // A stray dot after it ('410.' beside '1.43.' and '7.60.': a live list's trend marks read as dots) is no mark.
  const t = cleanToken(raw).replace(/(?<=^\d{3})\.$/, '');
  return /^[1-9]\d{2}$/.test(t) ? withMarkAfterFirstDigit(t) : null;
}

/**
 * The other reading of a 3-digit integer whose mark OCR dropped: a price with one decimal ('120' for 12,0), for the
 * caller to take where the first reading ('1.20') makes no book with its row's other prices. Marked repaired.
 */
export function repairLostMarkAfterSecondDigit(raw: string): OddsToken | null {
  const t = cleanToken(raw);
  return /^[1-9]\d{2}$/.test(t) ? repairedPrice(`${t.slice(0, 2)}.${t[2]}`) : null;
}

/**
 * Three digits the caller found in a row of fractions, a '1' between two others, are a fraction whose slash OCR read
 * as a '1' ('714' for 7/4, '912' for 9/2). Returns the repaired token, or null when the word is not such a number.
 */
export function repairSlashReadAsOne(raw: string): OddsToken | null {
  const m = /^([1-9])1([1-9])$/.exec(cleanToken(raw));
  return m ? repairedPrice(`${m[1]}/${m[2]}`) : null;
}

/**
 * The other reading of three digits whose middle '1' was taken for a slash ('114' read as 1/4): the slash lost after
 * the first two digits (11/4). For the caller to take where the first reading makes no book. Marked repaired.
 */
export function repairSlashLostAfterTwoDigits(raw: string): OddsToken | null {
  const m = /^([1-9]1)([1-9])$/.exec(cleanToken(raw));
  return m ? repairedPrice(`${m[1]}/${m[2]}`) : null;
}

/**
 * Two digits the caller found beside a fraction in a row of fractions are a fraction whose slash OCR lost ('51' for
 * 5/1 between 2/9 and 10/1). Returns the repaired token, or null when the word is not two such digits.
 */
export function repairLostSlash(raw: string): OddsToken | null {
  const m = /^([1-9])([1-9])$/.exec(cleanToken(raw));
  return m ? repairedPrice(`${m[1]}/${m[2]}`) : null;
}

/**
 * Four digits the caller found in a row of three-decimal prices are such a price whose point OCR dropped ('4350' for
 * 4.350). Returns the repaired token, or null when the word is not four digits.
 */
export function repairLostThirdDecimalPoint(raw: string): OddsToken | null {
  const t = cleanToken(raw);
  return /^[1-9]\d{3}$/.test(t) ? withMarkAfterFirstDigit(t) : null;
}

/** A two-digit integer: a one-decimal price whose mark OCR may have dropped ('38' for 3,8). */
export const TWO_DIGITS = /^[1-9]\d$/;

/**
 * A 2-digit integer the caller found between prices is a price with one decimal whose mark OCR dropped ('38' for
 * 3,8). Returns the repaired token, or null when the word is not such a number.
 */
export function repairLostDecimalComma(raw: string): OddsToken | null {
  const t = cleanToken(raw);
  return TWO_DIGITS.test(t) ? withMarkAfterFirstDigit(t) : null;
}

/**
 * Precision consistency within one market: when every other decimal price has 2 decimals and one has 3 whose last
 * two digits repeat ('1.666' beside '2.13'), OCR doubled a glyph; or one has 3 beside prices printed with a trailing
 * zero ('4.308' beside '1.40'), OCR read a glyph after it. The third decimal is dropped, marked repaired.
 */
export function harmonisePrecision(tokens: OddsToken[]): OddsToken[] {
  const decimals = tokens.filter((t) => t.format === 'decimal');
  if (decimals.length < 2) return slashesRead(tokens);
  return tokens.map((t) => {
    if (t.format !== 'decimal') return t;
    const m = /^(\d+)\.(\d{3})$/.exec(t.text);
    if (!m) return t;
    const others = decimals.filter((o) => o !== t);
    if (!others.every((o) => /^\d+\.\d{2}$/.test(o.text))) return t;
    const frac = m[2]!;
    // A doubled glyph ('1.666'); or a glyph read after the price ('4.308') where the others show the bookmaker prints
    // two decimals whatever their value ('1.40', '8.80'): a site that trims its zeros prints '1.952' beside '2.13'.
    const fixedTwo = others.some((o) => o.text.endsWith('0'));
    if (frac[1] !== frac[2] && !fixedTwo) return t;
    return repairedPrice(`${m[1]}.${frac.slice(0, 2)}`) ?? t;
  });
}

/**
 * A fraction whose slash OCR read as '.1' ('7.12' for 7/2) among the market's other fractions: the fraction again,
 * marked repaired (shown, never staked on).
 */
function slashesRead(tokens: OddsToken[]): OddsToken[] {
  if (tokens.filter((t) => t.format === 'fractional').length < 2) return tokens;
  return tokens.map((t) => {
    const m = t.format === 'decimal' ? /^(\d{1,3})\.1(\d{1,3})$/.exec(t.text) : null;
    return (m && repairedPrice(`${m[1]}/${m[2]}`)) ?? t;
  });
}
