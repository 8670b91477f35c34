import { repairedPrice } from '../tokens/odds-token';
import type { Row, W } from '../page/words';
import { type Candidate, type Priced } from '../grid/price-cells';
import { isPlausibleBook } from '../grid/book';
import { OUTCOME_ORDER } from '../tokens/labels';
import { UNSIGNED_AMERICAN } from './price-scan';

/* Cells of a row whose price OCR lost ('18.', '4.8.'), and the one reading of such a cell that completes a book. */

/**
 * A row's numbers right of its names that read as no price ('18.', '4.8.'): cells whose price was lost, not absent.
 * An event number or a score before the names is no cell.
 */
export function lostCells(row: Row, prices: Priced[]): W[] {
  const namesEnd = Math.max(-Infinity, ...row.words.filter((w) => /\p{L}{2,}/u.test(w.text)).map((w) => w.x1));
  return row.words.filter((w) => /\d/.test(w.text) && !w.dt && w.x0 > namesEnd && !prices.some((p) => p.word === w));
}

/**
 * A 1X2 row missing one price where a cell read as no price stands in its place ('17.' after 3,95 and 4,2):
 * its digits with the mark after the first ('1.7'), or among American prices with the sign it lost, are the price when
 * exactly one such reading makes one book with the other two. Marked repaired.
 */
export function withLostCellRead(c: Candidate, lost: W[]): Candidate {
  const known = OUTCOME_ORDER.filter((o) => c[o]);
  if (known.length !== 2 || !(c.threeWay || known.includes('draw'))) return c;
  const missing = OUTCOME_ORDER.find((o) => !c[o])!;
  const [a, b] = known.map((o) => c[o]!.word);
  const inPlace = (w: W) => {
    const cx = (w.x0 + w.x1) / 2;
    const pitch = b!.x0 - a!.x0;
    if (missing === 'home') return cx < a!.x0 && cx > a!.x0 - 1.5 * pitch;
    if (missing === 'away') return cx > b!.x1 && cx < b!.x1 + 1.5 * pitch;
    return cx > a!.x1 && cx < b!.x0;
  };
  // In the row's own format: among American prices the cell lost its sign ('145.' beside +340 and +290 is -145), never
  // its mark (1.45).
  const american = known.every((o) => c[o]!.token.format === 'american');
  const readings = (digits: string) =>
    american
      ? UNSIGNED_AMERICAN.test(digits)
        ? [`-${digits}`, `+${digits}`]
        : []
      : /^[1-9]\d{1,2}$/.test(digits)
        ? [`${digits[0]}.${digits.slice(1)}`]
        : [];
  const reads = lost
    .filter(inPlace)
    .flatMap((w) =>
      readings(w.text.replace(/[^\d]/g, '')).flatMap((text) => {
        const token = repairedPrice(text);
        return token ? [{ token, word: w, role: missing }] : [];
      }),
    )
    .filter((p) => isPlausibleBook([...known.map((o) => c[o]!.token.decimal), p.token.decimal]));
  return reads.length === 1 ? { ...c, [missing]: reads[0]! } : c;
}
