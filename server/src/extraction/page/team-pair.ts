import type { W } from './words';

/** A match's two names and the words they were read from: what the names stage gives every later stage. */
export interface TeamPair {
  home: string;
  away: string;
  words: W[];
  homeWords: W[];
  awayWords: W[];
  row: number;
  score: number;
  /** Every line of a name wrapped over several lines, the separator's line among them. */
  lines?: number[];
  /** Stacked names read right above their prices (a card), not level with them (a list row). */
  abovePrices?: boolean;
  /** Printed away team first ('Away @ Home'): home and away were swapped from the printed order. */
  awayPrintedFirst?: boolean;
}
