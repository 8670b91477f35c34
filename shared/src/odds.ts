import type { OddsFormat } from './prediction';

/**
 * Odds formats as the product spec (section 5) defines them. The display rules are deliberately the spec's:
 * unparseable values count as 1 so a bad OCR read never crashes a view.
 */

const AMERICAN = /^[+-]\d+$/;
const FRACTIONAL = /^\s*(\d+)\s*\/\s*(\d+)\s*$/;

export function detectOddsFormat(value: string): OddsFormat {
  const v = asciiMinus(value.trim());
  if (AMERICAN.test(v)) return 'american';
  if (FRACTIONAL.test(v)) return 'fractional';
  return 'decimal';
}

/** Converts any printed odds value to decimal. Invalid fractional or decimal input yields 1 (spec). */
export function toDecimal(value: string | number): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 1;
  const v = asciiMinus(value.trim()).replace(',', '.');
  switch (detectOddsFormat(v)) {
    case 'american': {
      const n = Number.parseInt(v, 10);
      if (n === 0) return 1;
      return n > 0 ? 1 + n / 100 : 1 + 100 / Math.abs(n);
    }
    case 'fractional': {
      const m = FRACTIONAL.exec(v);
      const num = Number(m?.[1]);
      const den = Number(m?.[2]);
      if (!den) return 1;
      return 1 + num / den;
    }
    default: {
      const n = Number.parseFloat(v);
      return Number.isFinite(n) ? n : 1;
    }
  }
}

/** Strict parse used by the extractor and engine: null when the text is not a plausible price. */
export function parseOddsStrict(value: string | null | undefined): number | null {
  if (value == null) return null;
  const v = value.trim().replace(',', '.');
  if (AMERICAN.test(v)) {
    const n = Math.abs(Number.parseInt(v, 10));
    if (n < 100) return null;
    return toDecimal(v);
  }
  if (FRACTIONAL.test(v)) {
    const m = FRACTIONAL.exec(v);
    if (!Number(m?.[2])) return null;
    const d = toDecimal(v);
    return d > 1 ? d : null;
  }
  if (!/^\d{1,4}(\.\d{1,3})?$/.test(v)) return null;
  const d = Number.parseFloat(v);
  return d > 1 && d < 1001 ? d : null;
}

/**
 * The minus sign American odds are shown with: the typographic minus (U+2212), as every signed number of the results
 * page shows it ('−3,1 %'). Typed or pasted prices may carry it or an ASCII hyphen; both parse the same.
 */
export const MINUS = '\u2212';

/** A price as typed or shown, with a typographic minus (or a dash a keyboard substitutes) as an ASCII hyphen. */
export function asciiMinus(value: string): string {
  return value.replace(/[\u2212\u2013\u2012]/g, '-');
}

/**
 * The fractions bookmakers print (the UK ladder, from 1/100 to 500/1). A decimal price is shown as the nearest of
 * them: a screenshot's '10/11' read as 1.909 comes back as '10/11', not '91/100', a printed 4.40 as '10/3', not
 * '17/5', and a computed fair price 4.38 as '10/3', not '219/50'.
 */
const FRACTION_LADDER = [
  '1/100',
  '1/66',
  '1/50',
  '1/40',
  '1/33',
  '1/25',
  '1/20',
  '1/16',
  '1/14',
  '1/12',
  '1/11',
  '1/10',
  '1/9',
  '1/8',
  '1/7',
  '2/13',
  '1/6',
  '2/11',
  '1/5',
  '2/9',
  '1/4',
  '2/7',
  '3/10',
  '1/3',
  '4/11',
  '2/5',
  '4/9',
  '1/2',
  '8/15',
  '4/7',
  '8/13',
  '4/6',
  '8/11',
  '4/5',
  '5/6',
  '10/11',
  '1/1',
  '21/20',
  '11/10',
  '6/5',
  '5/4',
  '11/8',
  '6/4',
  '8/5',
  '13/8',
  '7/4',
  '15/8',
  '2/1',
  '85/40',
  '9/4',
  '12/5',
  '5/2',
  '11/4',
  '3/1',
  '10/3',
  '7/2',
  '4/1',
  '9/2',
  '5/1',
  '11/2',
  '6/1',
  '13/2',
  '7/1',
  '15/2',
  '8/1',
  '17/2',
  '9/1',
  '10/1',
  '11/1',
  '12/1',
  '14/1',
  '16/1',
  '18/1',
  '20/1',
  '22/1',
  '25/1',
  '28/1',
  '33/1',
  '40/1',
  '50/1',
  '66/1',
  '80/1',
  '100/1',
  '125/1',
  '150/1',
  '200/1',
  '250/1',
  '500/1',
].map((f) => {
  const [n, d] = f.split('/').map(Number) as [number, number];
  return { text: f, decimal: 1 + n / d };
});

/**
 * A decimal price as the bookmakers' fraction nearest to it, nearness measured on the odds' log scale (the same
 * step between 1/10 and 1/9 as between 9/1 and 10/1). Beyond the ladder's end, whole units to one.
 */
export function decimalToFractional(decimal: number): string {
  if (!(decimal > 1)) return '0/1';
  const last = FRACTION_LADDER[FRACTION_LADDER.length - 1]!;
  if (decimal > last.decimal) return `${Math.round(decimal - 1)}/1`;
  const distance = (f: { decimal: number }) => Math.abs(Math.log(f.decimal - 1) - Math.log(decimal - 1));
  return FRACTION_LADDER.reduce((a, b) => (distance(b) < distance(a) ? b : a)).text;
}

/** American odds, the minus shown as the typographic minus (MINUS). */
export function decimalToAmerican(decimal: number): string {
  if (!(decimal > 1)) return '+100';
  if (decimal >= 2) return `+${Math.round((decimal - 1) * 100)}`;
  return `${MINUS}${Math.round(100 / (decimal - 1))}`;
}

export function formatDecimal(decimal: number): string {
  return decimal.toFixed(2);
}

/** Renders any printed odds value in the wanted display format; missing values render as N/A. */
export function formatOdds(value: string | number | null | undefined, format: OddsFormat): string {
  if (value == null || value === '') return 'N/A';
  const decimal = toDecimal(value);
  switch (format) {
    case 'fractional':
      // A fraction as printed stays as printed.
      return typeof value === 'string' && /^\d+\/\d+$/.test(value.trim()) ? value.trim() : decimalToFractional(decimal);
    case 'american':
      return decimalToAmerican(decimal);
    default:
      return formatDecimal(decimal);
  }
}
