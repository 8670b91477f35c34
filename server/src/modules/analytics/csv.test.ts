import { describe, expect, it } from 'vitest';
import { csvCell, csvDialect, guardText, toCsv } from './csv';

describe('CSV', () => {
  const en = csvDialect('en');
  const ru = csvDialect('ru');

  it('guards text a spreadsheet would run as a formula, and nothing else', () => {
    for (const text of ['=1+1', '+7', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) expect(guardText(text)).toBe(`'${text}`);
    for (const text of ['Arsenal', 'a=b', '1-2', 'Зенит']) expect(guardText(text)).toBe(text);
  });

  it('writes numbers with the dialect decimal mark, never guarded, at most four decimals', () => {
    expect(csvCell(-0.05, en)).toBe('-0.05');
    expect(csvCell(-0.05, ru)).toBe('-0,05');
    expect(csvCell(1 / 3, en)).toBe('0.3333');
    expect(csvCell(2, ru)).toBe('2');
    expect(csvCell(null, en)).toBe('');
  });

  it('quotes cells holding the separator, quotes or line breaks', () => {
    expect(csvCell('a,b', en)).toBe('"a,b"');
    expect(csvCell('a,b', ru)).toBe('a,b');
    expect(csvCell('a;b', ru)).toBe('"a;b"');
    expect(csvCell('say "hi"', en)).toBe('"say ""hi"""');
    expect(csvCell('=A1,1', en)).toBe(`"'=A1,1"`);
  });

  it('starts with a byte-order mark and ends lines with CRLF', () => {
    expect(toCsv(['A', 'B'], [[1.5, 'x']], 'ru')).toBe('\uFEFFA;B\r\n1,5;x\r\n');
    expect(toCsv(['A', 'B'], [[1.5, 'x']], 'en')).toBe('\uFEFFA,B\r\n1.5,x\r\n');
  });
});
