/** The locale Intl formats in for a UI language: Russian digits group with spaces and use a decimal comma. */
export function localeFor(lang: string): string {
  return lang === 'ru' ? 'ru-RU' : 'en-US';
}

/**
 * Measured ratios may come as 0..1 or as percent; one decimal, in the UI language ("53.4%", "53,4 %").
 */
export function percent(value: number, lang: string): string {
  const fraction = value <= 1 ? value : value / 100;
  return new Intl.NumberFormat(localeFor(lang), {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(fraction);
}

/** A whole number with the UI language's grouping ("20,370", "20 370"). */
export function formatInteger(value: number, lang: string): string {
  return new Intl.NumberFormat(localeFor(lang), { maximumFractionDigits: 0 }).format(value);
}

export function formatDateTime(iso: string, lang: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(localeFor(lang), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(d);
}

export function formatDate(iso: string, lang: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(localeFor(lang), { day: 'numeric', month: 'long', year: 'numeric' }).format(d);
}

/** Match dates as the extractor reads them: 'YYYY-MM-DD', or '--MM-DD' when no year is printed. */
export function formatMatchDate(value: string | null | undefined, lang: string): string | null {
  if (!value) return null;
  const locale = localeFor(lang);
  const full = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (full) {
    const d = new Date(Date.UTC(Number(full[1]), Number(full[2]) - 1, Number(full[3])));
    return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d);
  }
  const partial = /^--(\d{2})-(\d{2})$/.exec(value);
  if (partial) {
    const d = new Date(Date.UTC(2000, Number(partial[1]) - 1, Number(partial[2])));
    return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(d);
  }
  return value;
}

/** A number with fixed decimals in the UI language (Russian uses a decimal comma). */
export function formatNumber(value: number, lang: string, digits = 1): string {
  return new Intl.NumberFormat(localeFor(lang), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}
