import { repairedPrice, type OddsToken } from '../tokens/odds-token';

/**
 * Whether prices can be one market's book: the implied probabilities of a real 1X2 or moneyline add up to a little
 * over 1 (the bookmaker's margin). Far outside that, a price was misread or came from another cell.
 */
export function isPlausibleBook(decimals: number[]): boolean {
  const sum = decimals.reduce((s, d) => s + 1 / d, 0);
  return sum >= 0.97 && sum <= 1.3;
}

/**
 * The one sign under which a two-way American price whose sign OCR lost ('270' beside the other side's +220) makes a
 * book with the other side's price, as `makesBook` judges it; null where neither sign or both do. Marked repaired.
 */
export function lostSign(digits: string, other: number, makesBook: (decimals: number[]) => boolean): OddsToken | null {
  const signed = ['-', '+']
    .map((sign) => repairedPrice(`${sign}${digits}`))
    .filter((t): t is OddsToken => !!t && makesBook([t.decimal, other]));
  return signed.length === 1 ? signed[0]! : null;
}
