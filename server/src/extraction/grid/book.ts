/**
 * Whether prices can be one market's book: the implied probabilities of a real 1X2 or moneyline add up to a little
 * over 1 (the bookmaker's margin). Far outside that, a price was misread or came from another cell.
 */
export function isPlausibleBook(decimals: number[]): boolean {
  const sum = decimals.reduce((s, d) => s + 1 / d, 0);
  return sum >= 0.97 && sum <= 1.3;
}
