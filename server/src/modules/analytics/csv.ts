import type { Language } from '@shared/prediction';

/**
 * CSV the way spreadsheets open it without an import dialog: a UTF-8 byte-order mark (Excel otherwise reads
 * Cyrillic as Windows-1252), CRLF line ends (RFC 4180), and in Russian the separator and decimal mark a
 * Russian-locale Excel expects (";" and ","), since there "," is the decimal mark.
 */
export type CsvCell = string | number | null;

export interface CsvDialect {
  separator: ',' | ';';
  decimal: '.' | ',';
}

export function csvDialect(language: Language): CsvDialect {
  return language === 'ru' ? { separator: ';', decimal: ',' } : { separator: ',', decimal: '.' };
}

/**
 * Text that a spreadsheet would run as a formula (OWASP "CSV injection"): cells starting with = + - @, or a tab or
 * carriage return that some spreadsheets strip before looking. Team names and leagues come from OCR of a
 * screenshot anyone can craft, so text cells get a leading apostrophe, which spreadsheets show as plain text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function guardText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function formatNumber(value: number, dialect: CsvDialect): string {
  // At most four decimals, no exponent, no trailing zeros: what a spreadsheet parses as a number in either locale.
  const text = String(Number(value.toFixed(4)));
  return dialect.decimal === ',' ? text.replace('.', ',') : text;
}

export function csvCell(value: CsvCell, dialect: CsvDialect): string {
  if (value === null) return '';
  // Numbers are ours (never user text), so they are not guarded: a negative number must stay a number.
  const text = typeof value === 'number' ? formatNumber(value, dialect) : guardText(value);
  const needsQuotes = text.includes(dialect.separator) || /["\r\n]/.test(text) || text !== text.trim();
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: CsvCell[][], language: Language): string {
  const dialect = csvDialect(language);
  const line = (cells: readonly CsvCell[]) => cells.map((c) => csvCell(c, dialect)).join(dialect.separator);
  return `\uFEFF${[line(header), ...rows.map(line)].join('\r\n')}\r\n`;
}
