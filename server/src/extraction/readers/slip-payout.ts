import { foldForPhrases, hasPhrase, type Row, type W } from '../page/words';
import { parseOddsToken } from '../tokens/odds-token';
import type { Priced } from '../grid/price-cells';
import { PAYOUT_LABELS, PRICE_BOOSTS, PROFIT_LABELS, STAKE_LABELS, TOTAL_ODDS_LABELS } from '../locale/vocab';

/*
 * A single slip still prints its stake and what it pays ('Stake £10.00 ... Potential returns £32.50') where OCR lost
 * the price cell: the price is payout ÷ stake, or (to win + stake) ÷ stake where the slip prints the profit ('Wager
 * $20 To Win $35'). It is a reckoning, not a reading: shown for the user to confirm, never staked on.
 */

/**
 * Confidence of a price reckoned from the money lines: shown in the review step, below the analysis' trust threshold
 * (TRUSTED_PRICE_CONFIDENCE), as for a price joined from two words.
 */
const DERIVED = 50;

/** A money line: its amount and the words it was read from. */
interface Amount {
  value: number;
  /** The value of one unit of the last printed digit (0.01 for '32.50', 1 for '1 450 ₽'). */
  unit: number;
  words: W[];
  row: number;
}

/** The price a single slip's stake and payout imply, with the rows they were read on; null when either is unsure. */
export function payoutPrice(rows: Row[]): { price: Priced; moneyRows: number[] } | null {
  // A boosted payout is not stake × price; a slip printing its total odds may be a combination of several prices.
  if (rows.some((r) => hasPhrase(r.folded, PRICE_BOOSTS) || hasPhrase(r.folded, TOTAL_ODDS_LABELS))) return null;
  const stake = onlyAmount(rows, STAKE_LABELS);
  const payout = onlyAmount(rows, PAYOUT_LABELS);
  const profit = onlyAmount(rows, PROFIT_LABELS);
  if (!stake || payout === null || profit === null || (!payout && !profit)) return null;
  // A slip printing both ('To Win $35  Payout $55') must add up.
  if (payout && profit && Math.abs(payout.value - profit.value - stake.value) > payout.unit) return null;
  const back = payout ?? { ...profit!, value: profit!.value + stake.value };
  const decimal = priceOf(stake.value, back.value, back.unit);
  if (decimal === null) return null;
  const moneyRows = [stake, payout, profit].filter((a) => !!a).map((a) => a.row);
  // Any price still read on the page must be this one: another is an accumulator's leg or a list beside the slip.
  const others = rows
    .filter((_, ri) => !moneyRows.includes(ri))
    .flatMap((r) => r.words.filter((w) => !w.dt).map((w) => parseOddsToken(w.text)))
    .filter((t) => t !== null);
  if (others.some((t) => Math.abs(t.decimal - decimal) > 0.005)) return null;
  const words = back.words;
  const word: W = {
    text: decimal.toFixed(2),
    conf: Math.min(DERIVED, ...stake.words.map((w) => w.conf), ...words.map((w) => w.conf)),
    x0: Math.min(...words.map((w) => w.x0)),
    y0: Math.min(...words.map((w) => w.y0)),
    x1: Math.max(...words.map((w) => w.x1)),
    y1: Math.max(...words.map((w) => w.y1)),
  };
  return { price: { token: { text: word.text, decimal, format: 'decimal', repaired: true }, word }, moneyRows };
}

/**
 * The decimal price (2 decimals) a stake and payout imply, where one printed price pays exactly that: a 2-decimal
 * price, a fraction or an American favourite's price, within one unit of the payout's last printed digit (slips round
 * the payout, some down). A payout no price reproduces was misread.
 */
export function priceOf(stake: number, payout: number, unit: number): number | null {
  if (stake <= 0) return null;
  const r = payout / stake;
  if (r < 1.01 || r > 1000) return null;
  const decimal = Math.round(r * 100) / 100;
  const printed = [decimal, ...fractionsNear(r - 1).map((f) => 1 + f)];
  // '-145' pays 100/145 per unit staked, which no 2-decimal price or small fraction reproduces on a large stake.
  if (r < 2) printed.push(1 + 100 / Math.round(100 / (r - 1)));
  return printed.some((q) => Math.abs(q * stake - payout) <= unit + 1e-9) ? decimal : null;
}

/** The nearest fraction n/d of each denominator up to 20 (fractional prices: 4/9, 8/11, 13/8). */
const fractionsNear = (x: number) => Array.from({ length: 20 }, (_, i) => Math.round(x * (i + 1)) / (i + 1));

/**
 * The one amount the page prints beside or under a label of the list; undefined where none does, null where several
 * do (a history of bets, a slip of several). A label with no amount by it is a button or a tab ('Сделать ставку').
 */
function onlyAmount(rows: Row[], labels: string[]): Amount | null | undefined {
  const found = rows.flatMap((row, ri) => labelSpans(row.words, labels).map((span) => amountAfter(rows, ri, span)));
  const read = found.filter((a) => a !== null);
  if (!read.length) return undefined;
  return read.length === 1 ? read[0]! : null;
}

/** First and last word of each label of the list on a line: the longest label from each word on. */
function labelSpans(words: W[], labels: string[]): [number, number][] {
  const folded = new Set(labels.map((l) => foldForPhrases(l).trim()));
  const textOf = (i: number, n: number) =>
    foldForPhrases(
      words
        .slice(i, i + n)
        .map((w) => w.text)
        .join(' '),
    ).trim();
  const spans: [number, number][] = [];
  for (let i = 0; i < words.length; i++) {
    // Labels run to three words ('Valor da aposta'); 'Potential returns' is one label, not 'returns' after a word.
    const n = [3, 2, 1].find((k) => i + k <= words.length && folded.has(textOf(i, k)));
    if (!n) continue;
    spans.push([i, i + n - 1]);
    i += n - 1;
  }
  return spans;
}

/**
 * A label's amount: the words right of it on its line up to the next label, else the cell below it (a slip printing
 * 'Wager  To Win' over '$20.00  $35.00'). Null when it is no amount read for sure.
 */
function amountAfter(rows: Row[], ri: number, [start, end]: [number, number]): Amount | null {
  const row = rows[ri]!;
  const label = row.words.slice(start, end + 1);
  const right = row.words.slice(end + 1);
  const nextLabel = right.findIndex((w) => /\p{L}{2,}/u.test(w.text) && !CURRENCY_WORD.test(w.text));
  const own = nextLabel < 0 ? right : right.slice(0, nextLabel);
  if (own.length) return amountOf(own, ri);
  const below = rows[ri + 1];
  const lx0 = label[0]!.x0;
  const lx1 = label[label.length - 1]!.x1;
  const cell = below?.phrases.find((ph) => ph.x0 < lx1 && ph.x1 > lx0);
  return cell ? amountOf(cell.words, ri + 1) : null;
}

/** Currency signs and codes as OCR reads them ('₽' as 'P' or 'Р'). */
const CURRENCY = String.raw`(?:R\$|US\$|[£$€₽]|[PР]|руб\.?|EUR|USD|GBP|RUB|BRL)`;
const CURRENCY_WORD = new RegExp(`^${CURRENCY}$`, 'u');
/** Digits grouped by thousands with one mark, then 2 decimals with the other; or plain digits. */
const MONEY = new RegExp(
  String.raw`^(${CURRENCY}\s?)?(\d{1,3}(?:([  .,])\d{3})+|\d+)(?:([.,])(\d{2}))?(['’]?\s?${CURRENCY})?$`,
  'u',
);

/**
 * An amount as slips print money: a currency sign, or two decimals ('10.00', '£10', '1 450 ₽', '1.450,00 €'). An
 * integer with neither is any number; '1.450' without decimals is 1.45 or 1450.
 */
export function amountOf(words: W[], row: number): Amount | null {
  let texts = words.map((w) => w.text);
  // A lone glyph after two decimals is the currency sign, however OCR read it ('1200,00 2' for '1200,00 ₽').
  if (texts.length >= 2 && texts[texts.length - 1]!.length === 1 && /[.,]\d{2}$/.test(texts[texts.length - 2]!)) {
    texts = texts.slice(0, -1);
  }
  // So is one glued to them ('310,00?' for '310,00₽').
  const last = texts[texts.length - 1] ?? '';
  if (/[.,]\d{2}[^\p{L}\d\s]$/u.test(last)) texts = [...texts.slice(0, -1), last.slice(0, -1)];
  const m = MONEY.exec(texts.join(' '));
  if (!m) return null;
  const [, before, whole, group, mark, cents, after] = m;
  if (group && mark && group === mark) return null;
  if (!cents && !before && !after) return null;
  if (group && group !== ' ' && !cents) return null;
  const value = Number(whole!.replace(/\D/g, '')) + (cents ? Number(cents) / 100 : 0);
  return { value, unit: cents ? 0.01 : 1, words, row };
}
