import { level, median, overlapShare, verticalOverlap, type W } from '../page/words';
import { parseOddsToken } from '../tokens/odds-token';
import { classifyLabel, isOutcomeRole } from '../tokens/labels';

/**
 * Confidence of a price joined from two words, or split from its label's word: shown, never trusted enough to stake
 * on (under TRUSTED_PRICE_CONFIDENCE, shared/src/reading.ts).
 */
const JOINED = 50;

/*
 * Price buttons often print their outcome label inside the button, right before the price ("1 2.10", "X 3.40",
 * "П2 1.90"). Tesseract reads the narrow gap as no gap at all: "1+205", "2-110", "х+285", "П12.10". Split such a word
 * into its label and its price, so the label-beside-price rule assigns the outcome and the price parses.
 *
 * Only unambiguous splits: a bare "1"/"2" before a decimal ("12.10") is a price of its own, so a digit label is split
 * off only before a signed American price, which cannot start a word otherwise.
 */

const LETTER_LABEL = /^([xXхХ]|[пПpP][12]|[wW][12])(.+)$/;
const DIGIT_LABEL = /^([12])([+-]\d{3,4})$/;

function split(w: W, label: string, price: string): W[] {
  // Monospace-ish estimate: the box is shared by character count, which is all the geometry OCR gives us.
  const total = label.length + price.length;
  const cut = w.x0 + ((w.x1 - w.x0) * label.length) / total;
  return [
    { ...w, text: label, x1: Math.round(cut) },
    { ...w, text: price, x0: Math.round(cut) + 1 },
  ];
}

/** A word label before its price, in any language the vocabulary knows ('Unentschieden4,30', 'Ничья3,35'). */
const WORD_LABEL = /^(\p{L}{2,})([+-]?\d.*)$/u;

/** An outcome label glued to the sign of the American price after it, the digits apart ('1+' '185'). */
const LABEL_SIGN = /^([12xXхХ])([+-])$/;

export function splitGluedLabel(w: W): W[] {
  const digit = DIGIT_LABEL.exec(w.text);
  if (digit) return split(w, digit[1]!, digit[2]!);
  // The sign is then joined to its digits (joinSplitSigns).
  const sign = LABEL_SIGN.exec(w.text);
  if (sign) return split(w, sign[1]!, sign[2]!);
  const word = WORD_LABEL.exec(w.text);
  // The price may be cut at its decimal mark ('Ничья4,' '10'): its first part goes apart, for joinSplitDecimals.
  const priced = !!word && (!!parseOddsToken(word[2]!) || /^\d{1,3}[.,]$/.test(word[2]!));
  if (word && priced && isOutcomeRole(classifyLabel(word[1]!))) {
    // Read as one word with its label, the price's digits are less sure than their word's confidence says: 2 of 25
    // such prices on the development seeds were misread ('Unentschieden3,99' for 3,55), against none of the
    // 20 glued to a letter label. Shown, not trusted.
    const [label, price] = split(w, word[1]!, word[2]!) as [W, W];
    return [label, { ...price, conf: Math.min(price.conf, JOINED) }];
  }
  const letter = LETTER_LABEL.exec(w.text);
  if (!letter || parseOddsToken(w.text)) return [w];
  const price = letter[2]!;
  // Two digits after the label are a one-decimal price whose mark was lost ('x40' for 'X 4,0'): apart, for the
  // row's own repair to read by its neighbours.
  return parseOddsToken(price) || LOST_MARK.test(price) ? split(w, letter[1]!, price) : [w];
}

const LOST_MARK = /^[1-9]\d$/;

export function splitGluedLabels(words: W[]): W[] {
  return words.flatMap(splitGluedLabel);
}

/**
 * A dash glued to a name ('Украина- Турция', 'Брайтон -Арсенал'): the name and the separator as two words, the box
 * shared out, so the match line reads as 'A - B'. A hyphen inside a name ('Saint-Etienne') stays, and so does one
 * ending its line.
 */
export function splitGluedDashes(words: W[]): W[] {
  const lastX = Math.max(...words.map((w) => w.x0));
  return words.flatMap((w): W[] => {
    // A dash glued to the line's last word is where a name wraps ('Saint-' over 'Germain'), not a separator.
    const end = w.x0 === lastX ? null : /^(\p{L}[\p{L}.'’]+)([-–—])$/u.exec(w.text);
    const m = end ?? /^([-–—])(\p{L}[\p{L}.'’]+)$/u.exec(w.text);
    return m ? split(w, m[1]!, m[2]!) : [w];
  });
}

/** Decimal prices read as one word, a bracket where a cell's edge met the next ('52.15(28.05(1.010'). */
const GLUED_PRICES = /^\d{1,3}[.,]\d{1,3}(?:[([|)]\d{1,3}[.,]\d{1,3})+[([|)]?$/;

/**
 * Prices of neighbouring cells OCR read as one word, a bracket between them where a button's edge stood: each its own
 * word, the box shared out by characters. A bracket may stand for a price's last digit (a '0' cut by the edge), so a
 * price a bracket follows is not trusted.
 */
export function splitGluedPrices(words: W[]): W[] {
  return words.flatMap((w): W[] => {
    if (!GLUED_PRICES.test(w.text)) return [w];
    const out: W[] = [];
    const re = /(\d{1,3}[.,]\d{1,3})([([|)]?)/g;
    const width = (w.x1 - w.x0) / w.text.length;
    for (let m = re.exec(w.text); m; m = re.exec(w.text)) {
      const x0 = Math.round(w.x0 + m.index * width);
      const x1 = Math.round(w.x0 + (m.index + m[1]!.length) * width);
      out.push({ ...w, text: m[1]!, x0, x1, conf: m[2] ? Math.min(w.conf, JOINED) : w.conf });
    }
    return out;
  });
}

/**
 * An American price whose sign OCR set apart ('- 150', '+ 340'): one word again when the sign stands closer to the
 * digits than half a glyph's height. A suspended '-' stands in a cell of its own, further away.
 */
export function joinSplitSigns(words: W[]): W[] {
  const out: W[] = [];
  for (const w of words) {
    const prev = out[out.length - 1];
    const h = w.y1 - w.y0;
    if (prev && /^[+\-\u2212\u2013]$/.test(prev.text) && /^\d{3,5}$/.test(w.text) && w.x0 - prev.x1 < 0.5 * h) {
      out[out.length - 1] = {
        ...w,
        text: `${prev.text === '+' ? '+' : '-'}${w.text}`,
        x0: prev.x0,
        conf: Math.min(prev.conf, w.conf),
      };
    } else if (prev && splitInsideDigits(prev, w)) {
      // Or split inside its digits ('+1' '75' for +175, a space read into a large display font): joined, not trusted.
      out[out.length - 1] = { ...prev, text: `${prev.text}${w.text}`, x1: w.x1, conf: Math.min(prev.conf, w.conf, JOINED) };
    } else out.push(w);
  }
  return out;
}

/** A signed piece and the digits right after it, closer than a quarter of a glyph, that make one American price. */
function splitInsideDigits(prev: W, w: W): boolean {
  const m = /^[+\-\u2212](\d{1,2})$/.exec(prev.text);
  const h = Math.min(w.y1 - w.y0, prev.y1 - prev.y0);
  return !!m && /^\d{1,3}$/.test(w.text) && [3, 4].includes(m[1]!.length + w.text.length) && w.x0 - prev.x1 < 0.25 * h;
}

/**
 * A live score split after its colon ('2:' '2' for '2:2'): one word again when the digit stands closer than half a
 * glyph's height, so the second goal count is never taken for the away label of the price after it.
 */
export function joinSplitScores(words: W[]): W[] {
  const out: W[] = [];
  for (const w of words) {
    const prev = out[out.length - 1];
    const h = w.y1 - w.y0;
    if (prev && /^\d{1,2}:$/.test(prev.text) && /^\d{1,2}$/.test(w.text) && w.x0 - prev.x1 < 0.5 * h)
      out[out.length - 1] = { ...prev, text: `${prev.text}${w.text}`, x1: w.x1, conf: Math.min(prev.conf, w.conf) };
    else out.push(w);
  }
  return out;
}

/**
 * A wide, unsure box of digits that is no price as read ('[380' at 48) around a price read surely inside it ('3.55' at
 * 99): OCR's second look over the same cell, never a cell of its own to repair into a price.
 */
function garbledOverPrice(w: W, words: W[]): boolean {
  if (!/\d/.test(w.text) || parseOddsToken(w.text)) return false;
  return words.some((o) => {
    if (o === w || !parseOddsToken(o.text) || o.conf < w.conf + 30 || o.x1 - o.x0 >= w.x1 - w.x0) return false;
    const cx = (o.x0 + o.x1) / 2;
    return cx > w.x0 && cx < w.x1 && verticalOverlap(o, w) > 0;
  });
}

/**
 * A number OCR read twice over one cell, the same text in two overlapping boxes ('1.65' at 100 and again at 60 in a
 * taller box): the surer reading stays, so the cell is not two cells of a ladder or a row.
 */
function withoutDoubleReads(words: W[]): W[] {
  return words.filter(
    (w, i) =>
      !/\d/.test(w.text) ||
      !words.some(
        (o, j) => j !== i && o.text === w.text && overlapShare(o, w) > 0.5 && (o.conf > w.conf || (o.conf === w.conf && j < i)),
      ),
  );
}

/**
 * Digits OCR read a second time inside a number's box ('4' and '9' within '4,9', '02' within '2.02') or over its
 * end ('7' overlapping '4.7'): the number holds them, and they are no cells of their own.
 */
export function withoutInnerRereads(words: W[]): W[] {
  return withoutDoubleReads(words)
    .filter((w) => !garbledOverPrice(w, words))
    .filter(
      (w) =>
        !/^\d+$/.test(w.text) ||
        !words.some((n) => {
          if (n === w || n.x1 - n.x0 <= w.x1 - w.x0 || !/\d[.,/]\d/.test(n.text) || !n.text.includes(w.text)) return false;
          const cx = (w.x0 + w.x1) / 2;
          // Inside it, or overlapping its end with the digit it ends with ('7' over the end of '4.7').
          return (cx > n.x0 && cx < n.x1) || (w.x0 > n.x0 && w.x0 < n.x1 && n.text.endsWith(w.text));
        }),
    );
}

/** A decimal number as a price cell prints it: 1 to 3 digits, a point or comma, 1 to 3 decimals. */
const DECIMAL_CELL = /^\d{1,3}[.,]\d{1,3}$/;

/**
 * A number whose box runs into the next word's and ends with that word's first digit read the glyph twice ('2,0343'
 * over '3,510'): without it, it is a price ('2,034'), not trusted. A word that is a price as read as well, where its
 * box is far wider than its glyphs on that line ('1,54' boxed over '1,5' and the '4' of the next cell's '4,16').
 */
export function withoutBorrowedDigit(words: W[]): W[] {
  const perGlyph = (w: W) => (w.x1 - w.x0) / w.text.length;
  const numbers = words.filter((w) => DECIMAL_CELL.test(w.text)).map(perGlyph);
  const typical = numbers.length >= 3 ? median(numbers) : null;
  return words.map((w, i) => {
    const next = words[i + 1];
    if (!next || next.x0 >= w.x1 || !/^\d/.test(next.text) || !w.text.endsWith(next.text[0]!)) return w;
    const kept = w.text.slice(0, -1);
    if (!DECIMAL_CELL.test(kept) || !parseOddsToken(kept)) return w;
    // Running into the next box, its glyphs far wider than the line's numbers'.
    const stretched = typical !== null && perGlyph(w) >= 1.6 * typical;
    if (parseOddsToken(w.text) && !stretched) return w;
    return { ...w, text: kept, x1: next.x0, conf: Math.min(w.conf, JOINED) };
  });
}

/**
 * A decimal price split before its last digit ('2,4' '2' for '2,42', a space put into the cell): a digit right after
 * a one-decimal price, closer than a word gap, is its last digit. Likewise a price split at its decimal mark ('4,'
 * '10', '1' '.70'), and a fraction at its slash ('11' '/2'). Labels stand before their prices, never after. The joined
 * price is not trusted.
 */
export function joinSplitDecimals(words: W[]): W[] {
  const out: W[] = [];
  for (const w of words) {
    // A piece of a split number stands right of the rest; a digit inside the word before is a second reading of
    // one of its glyphs ('4' within '4,5'), never its last digit.
    const prev = out[out.length - 1] && (w.x0 + w.x1) / 2 > out[out.length - 1]!.x1 ? out[out.length - 1] : undefined;
    const h = w.y1 - w.y0;
    // Pieces of one number are glyphs of one type: a digit three times the price's height is a bar of its button
    // read as '5' ('4.1' '5' for 4.1 beside its cell's edge), not its last digit.
    const sameType = !!prev && Math.max(h, prev.y1 - prev.y0) <= 1.6 * Math.min(h, prev.y1 - prev.y0);
    const lastDigit = sameType && /^\d{1,3}[.,]\d$/.test(prev.text) && /^\d$/.test(w.text) && w.x0 - prev.x1 < 0.25 * h;
    // Or split at its decimal mark ('4,' '10'), a space read after the comma.
    const afterMark = !!prev && /^\d{1,3}[.,]$/.test(prev.text) && /^\d{1,3}$/.test(w.text) && w.x0 - prev.x1 < 0.6 * h;
    // Or its mark read with the decimals ('1' '.70' in a large display font), the words touching or no wider apart than
    // the mark's own room ('4' '.7' in an exchange's cell): a word starting with its mark is no number of its own.
    const markWithDecimals = !!prev && /^\d{1,3}$/.test(prev.text) && /^[.,]\d{1,3}$/.test(w.text) && w.x0 - prev.x1 < 0.4 * h;
    // A fraction split at its slash ('11' '/2') or inside its numerator ('1' '0/3': no numerator starts with 0).
    const splitFraction =
      !!prev && /^\d{1,2}$/.test(prev.text) && /^(\/|0\d?\/)\d{1,3}$/.test(w.text) && w.x0 - prev.x1 < 0.25 * h;
    // Or its mark read as a word of its own ('3' '.' '20' in a large display font).
    const before = out[out.length - 2];
    const markAlone =
      !!prev &&
      !!before &&
      /^\d{1,3}$/.test(before.text) &&
      /^[.,]$/.test(prev.text) &&
      /^\d{1,3}$/.test(w.text) &&
      w.x0 - before.x1 < 1.2 * h;
    // A cell printing its amount under its price ('1.' '4,055' '82' in one line of an exchange's ladder): the price's
    // pieces stand level with each other, the amount below between them.
    const under = out[out.length - 1];
    const markAbove =
      !prev &&
      !!under &&
      !!before &&
      !level(under, w) &&
      level(before, w) &&
      /^\d{1,3}[.,]$/.test(before.text) &&
      /^\d{1,3}$/.test(w.text) &&
      w.x0 > before.x1 - 0.25 * h &&
      w.x0 - before.x1 < 0.6 * h;
    if (markAbove) {
      out[out.length - 2] = { ...before, text: `${before.text}${w.text}`, x1: w.x1, conf: Math.min(before.conf, w.conf, JOINED) };
    } else if (markAlone) {
      out.splice(-2, 2, {
        ...before!,
        text: `${before!.text}${prev!.text}${w.text}`,
        x1: w.x1,
        conf: Math.min(before!.conf, w.conf, JOINED),
      });
    } else if (prev && (lastDigit || afterMark || markWithDecimals || splitFraction)) {
      out[out.length - 1] = { ...prev, text: `${prev.text}${w.text}`, x1: w.x1, conf: Math.min(prev.conf, w.conf, JOINED) };
    } else out.push(w);
  }
  return out;
}

const DRAW_LABEL = /^[xXхХ]$/;
const GLUED_DIGIT = /^([12])(\d{1,2}[.,]\d{1,3})$/;

/**
 * A digit label glued to its price in a row whose cells print their labels ('12,04  x 3,35  2 3,45' for '1 2,04  X
 * 3,35  2 3,45'). Alone, '12,04' is a price; in a row whose draw cell reads 'x' right before its price, a '1' before a
 * price left of it and a '2' before a price right of it are the cells' labels. The draw's label may be a word
 * ('12,796  Unentschieden 3,370  22,406'). The price is shown, not trusted (the
 * label could have been a digit).
 */
export function splitGluedDigitLabels(words: W[]): W[] {
  return splitAnchored(words, anchoredCells(words));
}

function splitAnchored(words: W[], cells: ReturnType<typeof anchoredCells>): W[] {
  if (!cells) return words;
  return words.flatMap((w, i) =>
    i === cells.homeAt || i === cells.awayAt ? splitDigitLabel(w, i < cells.drawAt ? '1' : '2') : [w],
  );
}

/** The home and away cells of a row whose draw cell reads its label right before its price; null without one. */
function anchoredCells(words: W[]): { drawAt: number; homeAt: number; awayAt: number } | null {
  // An 'x' is only as tall as a lower-case letter: the gap is weighed against its price's height.
  const drawAt = words.findIndex((w, i) => {
    const next = words[i + 1];
    return (
      (DRAW_LABEL.test(w.text) || classifyLabel(w.text) === 'draw') &&
      !!next &&
      (!!parseOddsToken(next.text) || LOST_MARK.test(next.text)) &&
      next.x0 - w.x1 < 0.8 * Math.max(w.y1 - w.y0, next.y1 - next.y0)
    );
  });
  if (drawAt < 0) return null;
  // Only the cells either side of the draw's: the nearest price before its label and after its price. A date further
  // left ('19.03 13:00  ...  1 -285  X +360') is no '1 9.03'.
  const priceLike = (w: W) => !!parseOddsToken(w.text) || GLUED_DIGIT.test(w.text);
  const homeAt = words.findLastIndex((w, i) => i < drawAt && priceLike(w));
  const awayAt = words.findIndex((w, i) => i > drawAt + 1 && priceLike(w));
  return { drawAt, homeAt, awayAt };
}

/** '12,04' as the label '1' and the price 2,04 (not trusted), where the word is the label digit glued to a price. */
function splitDigitLabel(w: W, digit: '1' | '2'): W[] {
  const m = GLUED_DIGIT.exec(w.text);
  if (!m || m[1] !== digit || !parseOddsToken(m[2]!)) return [w];
  const [label, price] = split(w, m[1], m[2]!) as [W, W];
  return [label, { ...price, conf: Math.min(price.conf, JOINED) }];
}

/** A row's cells whose outcome label stands a word space before the price ('1 4,20', 'x 3,90'), with the digit. */
function spacedLabels(words: W[]): { x0: number; x1: number; digit: '1' | '2' | null }[] {
  return words.flatMap((w, i) => {
    const next = words[i + 1];
    if (!next || !/^[12xXхХ]$/.test(w.text) || !parseOddsToken(next.text)) return [];
    if (next.x0 - w.x1 > 0.8 * Math.max(w.y1 - w.y0, next.y1 - next.y0)) return [];
    const digit = w.text === '1' || w.text === '2' ? w.text : null;
    return [{ x0: w.x0, x1: next.x1, digit }];
  });
}

/**
 * The page's rows of labelled cells, each split as above; and where the page shows it glues labels (a row anchored by
 * its draw cell had its home or away label glued, or a row printed its labels apart from its prices), a row whose draw cell OCR garbled ('13,1  5:78  22,1' for '1 3,1
 * X 3,75  2 2,1') has its '1' and '2' split off the words standing in those home and away cells' columns.
 */
export function splitGluedDigitLabelsOnPage(lines: W[][]): W[][] {
  const anchors = lines.map(anchoredCells);
  const columns: { x0: number; x1: number; digit: '1' | '2' }[] = [];
  lines.forEach((words, li) => {
    // A row printing its labels apart from its prices ('1 4,20  x 3,90  2 1,78') shows the columns where a label
    // stands before each price.
    const labelled = spacedLabels(words);
    if (labelled.length >= 2) for (const c of labelled) if (c.digit) columns.push({ x0: c.x0, x1: c.x1, digit: c.digit });
    const cells = anchors[li];
    if (!cells) return;
    for (const [at, digit] of [
      [cells.homeAt, '1'],
      [cells.awayAt, '2'],
    ] as const) {
      const w = words[at];
      if (w && splitDigitLabel(w, digit).length === 2) columns.push({ x0: w.x0, x1: w.x1, digit });
    }
  });
  return lines.map((words, li) => {
    if (anchors[li] || !columns.length) return splitAnchored(words, anchors[li] ?? null);
    return words.flatMap((w) => {
      const cx = (w.x0 + w.x1) / 2;
      const column = columns.find((c) => cx >= c.x0 && cx <= c.x1);
      return column ? splitDigitLabel(w, column.digit) : [w];
    });
  });
}
