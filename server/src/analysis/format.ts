import type { Language } from '../../../shared/src/prediction';

/** Picks the text of the request language. Both texts are written at the call site so none can go missing. */
export const tr = (lang: Language, en: string, ru: string) => (lang === 'ru' ? ru : en);

/** Number with fixed decimals; Russian uses a decimal comma. */
export function num(x: number, decimals: number, lang: Language): string {
  const s = x.toFixed(decimals);
  return lang === 'ru' ? s.replace('.', ',') : s;
}

/** Fraction (0.452) as percent text ("45.2%" / "45,2%"). */
export const pct = (fraction: number, lang: Language, decimals = 1) => `${num(fraction * 100, decimals, lang)}%`;

/** Signed percent ("+4.2%" / "−3.1%"). */
export function signedPct(fraction: number, lang: Language): string {
  const v = Math.round(fraction * 1000) / 10;
  const sign = v > 0 ? '+' : v < 0 ? '−' : '';
  return `${sign}${num(Math.abs(v), 1, lang)}%`;
}

export const round1 = (x: number) => Math.round(x * 10) / 10;
export const round2 = (x: number) => Math.round(x * 100) / 100;
