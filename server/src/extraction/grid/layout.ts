import type { OcrPage } from '../../ocr/engine';
import type { ExtractionParams } from '../page/params';
import { DEFAULT_PARAMS } from '../page/params';
import {
  joinSplitDecimals,
  joinSplitScores,
  joinSplitSigns,
  splitGluedDashes,
  splitGluedPrices,
  splitGluedDigitLabelsOnPage,
  splitGluedLabels,
  withoutBorrowedDigit,
  withoutInnerRereads,
} from './glued-labels';
import { LOOKALIKE_LOWER, LOOKALIKE_UPPER } from '../page/glyphs';
import {
  horizontalOverlap,
  makePhrase,
  makeRow,
  median,
  toW,
  verticalOverlap,
  type Phrase,
  type Row,
  type W,
} from '../page/words';
import { withoutSportsMenu } from './sports-menu';

/*
 * Rows and cells from OCR words: the geometry every later stage reads. A row is one visual line; a phrase is a run of
 * words without a wide gap (a cell, a column, a sidebar entry).
 */

/** Re-splits a row's phrases (after date words were marked) — phrases depend only on gaps. */
export function buildRows(page: OcrPage, params: ExtractionParams = DEFAULT_PARAMS): Row[] {
  const labelled = splitGluedDigitLabelsOnPage(
    page.lines.map((l) => splitGluedLabels(withoutInnerRereads(l.words.map(toW).filter((w) => w.text.trim())))),
  );
  let lines = labelled.map((words) =>
    joinSplitDecimals(withoutBorrowedDigit(joinSplitSigns(joinSplitScores(splitGluedPrices(splitGluedDashes(words)))))),
  );
  if (!lines.length && page.words.length) lines = page.words.map((w) => [toW(w)]);
  lines = lines.map(withoutGlyphBands).flatMap(splitStackedWords);
  markCutWords(lines);
  rejoinSplitWords(lines);
  lines = joinButtonPrices(mergeVisualRows(joinLevelPrices(lines.filter((l) => l.length)), params.rowMerge));
  const rows: Row[] = [];
  for (const raw of lines) {
    const words = [...raw].sort((a, b) => a.x0 - b.x0);
    const h = median(words.map((w) => w.y1 - w.y0)) || 1;
    const phrases: Phrase[] = [];
    let cur: W[] = [];
    for (const w of words) {
      const prev = cur[cur.length - 1];
      // A gap wider than cellGap line heights separates cells and columns; a word gap is about 0.3.
      if (prev && w.x0 - prev.x1 > params.cellGap * h) {
        phrases.push(makePhrase(cur));
        cur = [];
      }
      cur.push(w);
    }
    if (cur.length) phrases.push(makePhrase(cur));
    rows.push(makeRow(words, phrases, h));
  }
  rows.sort((a, b) => a.y0 - b.y0);
  return withoutSportsMenu(rows);
}

const centreY = (w: W) => (w.y0 + w.y1) / 2;

/** Below this confidence a word is a guess at whatever OCR saw there. */
const GUESS = 30;

/**
 * A word OCR guessed over a band of the page that holds other words (a tinted header strip read as 'о' from x 404 to
 * 2693 around '12 ... ToTan'): the band, not text. Only the words it covers are read.
 */
export function withoutGlyphBands(line: W[]): W[] {
  const covers = (band: W, w: W) => w !== band && band.x0 <= w.x0 && w.x1 <= band.x1;
  const text = line.filter((w) => !EDGE_BAR.test(w.text));
  const height = median(text.map((w) => w.y1 - w.y0));
  const isBand = (band: W) => {
    const covered = line.filter((w) => covers(band, w));
    if (covered.length < 2) return false;
    // Or a reading of the glyphs under it far less sure than theirs: tesseract's '422' at 38 over PP-OCR's '4,2' at
    // 98 and the label '2' beside it is the two read as one, not a third word.
    // A band of symbols alone ('©.©@' over a crest, the VS and a name) is a graphic however sure OCR was of it.
    return (
      band.conf < GUESS ||
      (band.conf < DOUBTED && covered.every((w) => w.conf >= band.conf + SURER)) ||
      !/[\p{L}\p{N}]/u.test(band.text)
    );
  };
  return line.filter(
    (band) =>
      !isBand(band) &&
      // A box's edge read as '|', taller than the text beside it (a price button's sides around '+360'), is no word:
      // kept, it makes the line as tall as the button and sets it apart from the other buttons' line.
      !(EDGE_BAR.test(band.text) && text.length > 0 && band.y1 - band.y0 > 1.8 * height) &&
      // Nor is a flat mark read unsurely as letters (a rule under a row read as 'Pane' at 41, 9 px high beside 40 px
      // text): no glyph of the line's type is so low.
      !(band.conf < FLAT_GUESS && LETTERS.test(band.text) && band.y1 - band.y0 < 0.4 * height),
  );
}
/** Below this confidence a word covering surer words is no reading of its own (withoutGlyphBands)... */
const DOUBTED = 50;
/** ...when each word it covers was read at least this much surer. */
const SURER = 30;
/** Below this confidence a flat word of letters may be a mark read as text. */
const FLAT_GUESS = 50;
const EDGE_BAR = /^[|¦]+$/;
const LETTERS = /\p{L}{2,}/u;

/**
 * A line OCR read across two stacked names ('Лион' over 'Лилль' beside the prices centred between them, one line
 * 'Лион Лилль 1,01 29,00 53,00'): two words of letters over each other, sharing most of their width, are two lines.
 * Each word goes with the nearer of the two heights.
 */
export function splitStackedWords(line: W[]): W[][] {
  // Read surely: a crest's initials read as a giant unsure box ('GG)' over 'Fulham') stack over nothing.
  const named = line.filter((w) => LETTERS.test(w.text) && w.conf >= 50);
  for (const a of named)
    for (const b of named) {
      if (a === b || centreY(a) >= centreY(b)) continue;
      const shared = horizontalOverlap(a, b);
      const h = Math.min(a.y1 - a.y0, b.y1 - b.y0);
      if (shared < 0.5 * Math.min(a.x1 - a.x0, b.x1 - b.x0) || centreY(b) - centreY(a) < 0.6 * h) continue;
      const nearer = (y: number) => Math.abs(y - centreY(a)) <= Math.abs(y - centreY(b));
      const up = new Set(textRuns(line).flatMap((run) => (nearer(mean(run.map(centreY))) ? run : [])));
      const upper = line.filter((w) => up.has(w));
      const lower = line.filter((w) => !up.has(w));
      // Runs that all go to one height split nothing (a run holding both words): the pair is no stack.
      if (!upper.length || !lower.length) continue;
      return [...splitStackedWords(upper), ...splitStackedWords(lower)];
    }
  return [line];
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/**
 * Words set as one run of text: level with each other and a word space apart ('9 февраля 13:00'). A kick-off centred
 * between two stacked names is one run, and goes to one of them whole: word by word, a descender ('февраля') had
 * put its month on the lower name's line and its day and time on the upper one's.
 */
function textRuns(line: W[]): W[][] {
  const runs: W[][] = [];
  for (const w of [...line].sort((p, q) => p.x0 - q.x0)) {
    const run = runs.find((r) => {
      const last = r[r.length - 1]!;
      const h = Math.min(last.y1 - last.y0, w.y1 - w.y0);
      return w.x0 - last.x1 <= 0.8 * h && w.x0 >= last.x1 - 0.2 * h && verticalOverlap(last, w) >= 0.6 * h;
    });
    if (run) run.push(w);
    else runs.push([w]);
  }
  return runs;
}

/** Below this confidence a word is a glyph tesseract could not read at all. */
const UNREAD = 10;

/**
 * Where tesseract split a line through a word (a name beside prices centred between two lines), the word's end is
 * read as an unreadable glyph on the other line ('Benfi' over '4' where 'ca' stands, 'Chel' over '="'): the word is
 * marked cut, and the glyph dropped.
 */
function markCutWords(lines: W[][]): void {
  // Words that can have been cut: read surely, with letters.
  const readable = lines.flatMap((line) =>
    line.filter((w) => w.conf >= 50 && /\p{L}{2,}/u.test(w.text)).map((w) => ({ w, line })),
  );
  for (const line of lines) {
    for (const f of [...line]) {
      // Unreadable: tesseract gave it no confidence, or it holds no letter or digit ('="').
      if (f.conf > UNREAD && /[\p{L}\p{N}]/u.test(f.text)) continue;
      const cut = readable.find(
        ({ w, line: own }) =>
          own !== line && f.x0 < w.x1 && f.x0 > w.x0 && f.x1 > w.x1 + 0.3 * (w.y1 - w.y0) && verticalOverlap(f, w) > 0,
      )?.w;
      if (!cut) continue;
      cut.cut = true;
      line.splice(line.indexOf(f), 1);
    }
  }
}

const CYRILLIC_WORD = /[\u0400-\u04ff]{2}/u;
const LATIN_TO_CYRILLIC: Readonly<Record<string, string>> = { ...LOOKALIKE_UPPER, ...LOOKALIKE_LOWER };
/** A lone letter cut from a Cyrillic name, as the Latin model reads it: look-alikes, and 'W' for 'Ш'. */
const SPLIT_TO_CYRILLIC: Readonly<Record<string, string>> = { ...LATIN_TO_CYRILLIC, W: 'Ш', w: 'ш' };

/**
 * Where tesseract drew a line through a name, a few of its letters may land on the line beside it, read surely but
 * apart ('H' + 'ицца' for 'Ницца', 'Инте' + 'P' for 'Интер', 'Штуг' + 'арт'): a fragment of one to three letters
 * touching the name's start or end, level with it and standing alone on its own line, goes back into the name (a
 * Latin look-alike in a Cyrillic name as its Cyrillic letter).
 */
export function rejoinSplitWords(lines: W[][]): void {
  const hosts = lines.flatMap((line) => line.filter((w) => w.conf >= 50 && /\p{L}{3,}/u.test(w.text)).map((w) => ({ w, line })));
  for (const line of lines) {
    for (const f of [...line]) {
      if (f.conf < 50 || !/^\p{L}{1,3}$/u.test(f.text)) continue;
      const h = f.y1 - f.y0;
      // Alone among words: a live score's digit beside it ('3 W' + 'тутгарт') is no word it could belong to.
      const alone = line.every((o) => o === f || !/\p{L}/u.test(o.text) || o.x1 < f.x0 - 2 * h || o.x0 > f.x1 + 2 * h);
      if (!alone) continue;
      const touches = (w: W) => {
        const gap = Math.max(w.x0 - f.x1, f.x0 - w.x1);
        const wh = w.y1 - w.y0;
        return gap >= -0.1 * wh && gap <= 0.3 * wh && verticalOverlap(f, w) > 0.5 * Math.min(h, wh);
      };
      const found = hosts.filter(({ w, line: own }) => own !== line && touches(w));
      if (found.length !== 1) continue;
      const w = found[0]!.w;
      const cyrillic = CYRILLIC_WORD.test(w.text);
      const text = cyrillic ? [...f.text].map((c) => SPLIT_TO_CYRILLIC[c] ?? c).join('') : f.text;
      const before = f.x1 <= w.x0 + 0.1 * (w.y1 - w.y0);
      // A capital after a Latin word's small letters is another line's glyph ('Tampa' + 'P'); a Cyrillic small
      // letter read alone comes out as its Latin capital look-alike ('P' for 'р').
      if (!before && !cyrillic && f.text !== f.text.toLowerCase()) continue;
      if (before) {
        w.text = text + w.text.replace(/^\p{Lu}/u, (c) => c.toLowerCase());
        w.x0 = f.x0;
      } else {
        w.text += text.toLowerCase();
        w.x1 = f.x1;
      }
      line.splice(line.indexOf(f), 1);
    }
  }
}

/** A price as a word: decimal, fraction or American, signed or not ('1.85', '5/2', '+150'). */
const PRICE_WORD = /^[+\-−]?\d+([.,/]\d+)?$/;

/**
 * A price button's price OCR read on its neighbour's label line ('Leverkusen 4.70 Munich', the draw's label being
 * one line where the others wrap onto two): a price in type much larger than its line's words, whose box overlaps
 * a line of prices of its size beside it, is that line's. Only lines of prices alone take it.
 */
export function joinButtonPrices(lines: W[][]): W[][] {
  const h = (w: W) => w.y1 - w.y0;
  for (const line of lines) {
    const words = line.filter((w) => !PRICE_WORD.test(w.text));
    const prices = line.filter((w) => PRICE_WORD.test(w.text));
    if (prices.length !== 1 || !words.length) continue;
    const p = prices[0]!;
    if (h(p) < 1.5 * median(words.map(h))) continue;
    const target = lines.find(
      (o) =>
        o !== line &&
        onlyPrices(o) &&
        o.every((q) => Math.max(h(q), h(p)) <= 1.3 * Math.min(h(q), h(p)) && verticalOverlap(q, p) > 0.25 * h(p)) &&
        o.every((q) => q.x1 <= p.x0 || q.x0 >= p.x1),
    );
    if (!target) continue;
    line.splice(line.indexOf(p), 1);
    target.push(p);
  }
  return lines.filter((l) => l.length);
}

/**
 * A list whose names stand on two lines prints each row's prices between them, and tesseract may hand one price to
 * the upper name's line and the others to the lower one ('Bristol City  -145' over 'Blackburn Rovers  +245  +420',
 * the three prices' boxes at one height). A price on a line with no other price of its level, whose box lies on the
 * level of another line's prices, goes to that line: a row's prices are printed on one level. Only a line with words
 * gives its price away.
 */
export function joinLevelPrices(lines: W[][]): W[][] {
  const h = (w: W) => w.y1 - w.y0;
  const sameLevel = (p: W, q: W) =>
    Math.abs(p.y0 - q.y0) <= 0.15 * h(p) && Math.abs(p.y1 - q.y1) <= 0.15 * h(p) && (q.x1 <= p.x0 || q.x0 >= p.x1);
  const isPrice = (w: W) => PRICE_WORD.test(w.text);
  for (const line of lines) {
    // Lines of prices alone are joined to their rows by mergeVisualRows.
    if (!line.some((w) => LETTERS.test(w.text))) continue;
    for (const p of line.filter(isPrice)) {
      if (line.some((q) => q !== p && isPrice(q) && sameLevel(p, q))) continue;
      // A word of its own line level with it (the name beside its price) keeps it there.
      if (line.some((q) => q !== p && Math.abs(centreY(q) - centreY(p)) <= 0.25 * h(p))) continue;
      const target = lines.find((o) => o !== line && o.some((q) => isPrice(q) && sameLevel(p, q)));
      if (!target) continue;
      line.splice(line.indexOf(p), 1);
      target.push(p);
    }
  }
  return lines.filter((l) => l.length);
}

/**
 * How far apart, in text heights, the centres of two lines of price buttons of one row may be: a button whose label
 * wraps prints its price a label line lower (0.74 of the price's height seen), while the next row of buttons stands
 * at least a button's height, well over one text height, below.
 */
const BUTTON_ROW = 1.0;
/** A line of prices alone (a bar between two buttons read as '|' or '||' among them). */
const onlyPrices = (ws: W[]) => ws.every((w) => PRICE_WORD.test(w.text) || /^\|+$/.test(w.text));
const loneNumber = (ws: W[]) => ws.length === 1 && PRICE_WORD.test(ws[0]!.text);
/** How far a word stands from the x-range [x0, x1] across the page. */
const gapX = (w: W, x0: number, x1: number) => Math.max(0, w.x0 - x1, x0 - w.x1);
const centre = (ws: W[]) => (Math.min(...ws.map((w) => w.y0)) + Math.max(...ws.map((w) => w.y1))) / 2;
const height = (ws: W[]) => median(ws.map((w) => w.y1 - w.y0)) || 1;

/** Words with a letter or digit: a speck read as a mark is no cell. */
const inked = (ws: W[]) => ws.filter((w) => /[\p{L}\p{N}]/u.test(w.text));

/**
 * Tesseract may interleave one row's cells in two lines (the name and the home price in one, the date and the other
 * prices in the next, their median word heights told apart by a smaller handicap cell): lines whose boxes are of
 * one height and lie mostly in one band, and whose words never overlap across them, are one row.
 */
function interleaved(a: W[], b: W[]): boolean {
  const [ia, ib] = [inked(a), inked(b)];
  if (!ia.length || !ib.length) return false;
  const top = (ws: W[]) => Math.min(...ws.map((w) => w.y0));
  const bottom = (ws: W[]) => Math.max(...ws.map((w) => w.y1));
  const [ha, hb] = [bottom(ia) - top(ia), bottom(ib) - top(ib)];
  // Text of one size: a heading beside small print (a sidebar's entry) is not one row.
  if (Math.max(ha, hb) > 1.3 * Math.min(ha, hb)) return false;
  const shared = Math.min(bottom(ia), bottom(ib)) - Math.max(top(ia), top(ib));
  if (shared < 0.6 * Math.min(ha, hb)) return false;
  return ia.every((w) => ib.every((v) => w.x1 <= v.x0 || w.x0 >= v.x1));
}

/**
 * Tesseract segments a page into blocks, so one visual row of a table (a team cell on the left, price cells on the
 * right) often comes back as several lines. Lines side by side (no horizontal overlap) whose vertical centres are
 * within `tolerance` line heights are one visual row again.
 */
export function mergeVisualRows(lines: W[][], tolerance: number): W[][] {
  const sorted = [...lines].sort((a, b) => centre(a) - centre(b));
  const out: W[][] = [];
  for (const line of sorted) {
    const c = centre(line);
    const h = height(line);
    const x0 = Math.min(...line.map((w) => w.x0));
    const x1 = Math.max(...line.map((w) => w.x1));
    const target = out.find((row) => {
      if (interleaved(row, line)) return true;
      const hr = height(row);
      // Similar text size: a heading beside small print is not one table row. A lone number's box may take in its
      // button ('1,72' in a pill beside its selection), so it is not measured by it.
      // Lines centred on one level are let through up to twice the height: a bracket read into a name's box ('Rennes)'
      // beside 'Brest' under two crests) makes it taller than its text.
      const ratio = Math.abs(centre(row) - c) <= 0.1 * Math.min(h, hr) ? 2 : 1.6;
      if (Math.max(h, hr) > ratio * Math.min(h, hr) && !loneNumber(line) && !loneNumber(row)) return false;
      // Price buttons of one row set apart in height (one whose label wraps prints its price lower): lines of prices
      // alone, of one size, are one row further apart.
      const buttons = onlyPrices(line) && onlyPrices(row) && Math.max(h, hr) <= 1.3 * Math.min(h, hr);
      // Where a row holds words of two bands (a side panel's line and a slip's selection below it, read as one
      // line), a line is level with the row's word nearest to it across the page.
      const nearest = row.reduce((a, w) => (gapX(w, x0, x1) < gapX(a, x0, x1) ? w : a));
      const off = Math.min(Math.abs(centre(row) - c), Math.abs(centreY(nearest) - c));
      if (off > (buttons ? BUTTON_ROW : tolerance) * Math.min(h, hr)) return false;
      return row.every((w) => w.x1 <= x0 || w.x0 >= x1);
    });
    if (target) target.push(...line);
    else out.push([...line]);
  }
  return out;
}
