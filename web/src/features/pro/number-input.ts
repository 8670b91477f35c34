/** A number as typed in either language: "2,10" and "2.10" are the same; anything else is null. */
export function parseTypedNumber(text: string): number | null {
  const cleaned = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** A number as the input shows it in the UI language (decimal comma in Russian), without grouping. */
export function typedNumber(value: number | null | undefined, lang: string): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return lang === 'ru' ? text.replace('.', ',') : text;
}

/** A signed percentage in the UI language, e.g. "+4.2%" / "+4,2 %". */
export function signedPercent(fraction: number, lang: string, digits = 1): string {
  return new Intl.NumberFormat(lang === 'ru' ? 'ru-RU' : 'en-US', {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: 'exceptZero',
  }).format(fraction);
}

export function plainPercent(fraction: number, lang: string, digits = 1): string {
  return new Intl.NumberFormat(lang === 'ru' ? 'ru-RU' : 'en-US', {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(fraction);
}
