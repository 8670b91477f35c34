import sharp from 'sharp';
import { centreIn, pageWithLines, type OcrBox, type OcrLine, type OcrPage, type OcrWord } from '../engine';
import { INK_CONTRAST } from './ink-box';

/*
 * The third look (docs/decisions/0028-reading-round-six.md): tesseract's page segmentation cuts lines through text it
 * could read. A name stacked over another beside a row of prices is split between the row's line and the line above
 * ('Santa Cl' over 'anta Ciera' for 'Santa Clara'), two stacked lines are read as one with their words interleaved,
 * or a narrow column's name is read as two letters. PP-OCR's detector finds those text lines whole; where tesseract's
 * words in one are unsure, tesseract reads the region again alone, as one line, and its reading replaces the page's
 * where it is clearly surer. Where it dropped a priced row's name altogether, the detected line left of the row's
 * prices is read too, and a sure name read there is added (docs/decisions/0033-reading-round-ten.md). A live score's
 * digit before a name ('3 Атлетико') neither reads the name nor makes its region a price's (decision 0038).
 */

/** Tesseract's word confidence (0-100) under which a word in a region makes the region worth a second reading. */
const UNSURE = 70;
/** A region's second reading is taken when its mean confidence reaches this and beats the first by MARGIN. */
const SURE = 75;
const MARGIN = 10;
/** Regions lower than this in the prepared page's pixels are icons and rules, not text worth reading again. */
const MIN_HEIGHT = 12;
/**
 * Regions at least this many times as wide as high are text lines; squarer ones are icons and single glyphs. The
 * detector grows a region well beyond its glyphs, so a short name's region ('Lille': 74 x 50 px) is only about 1.5
 * times as wide as high.
 */
const MIN_ASPECT = 1.2;
/** A region tall and wide enough to be a line of text worth reading again (MIN_HEIGHT, MIN_ASPECT). */
const lineSized = (box: OcrBox) => box.y1 - box.y0 >= MIN_HEIGHT && box.x1 - box.x0 >= MIN_ASPECT * (box.y1 - box.y0);
/** Bounds the cost on a crowded page: each region is one more tesseract call. */
const MAX_REGIONS = 40;
/** The confidence of a number only this look read: shown, never trusted enough to stake on (as in overlayReadings). */
const ONE_LOOK = 50;
const DIGIT = /\d/;
const LETTER = /\p{L}/u;
/** A word of letters or digits; a stray mark neither makes a region unsure nor counts against its reading. */
const MEANINGFUL = /[\p{L}\d]/u;

/** A live score's digit printed before a team's name ('3 Атлетико'): no price, and no reading of the name. */
const SCORE = /^\d{1,2}$/;
/** Whether a word is such a score: one or two digits left of every word of letters in its region, of which there is one. */
const isScoreBeside = (w: OcrWord, ws: readonly OcrWord[]) => {
  const named = ws.filter((x) => LETTER.test(x.text));
  return SCORE.test(w.text) && (!named.length || named.every((x) => x.bbox.x0 >= w.bbox.x1));
};

const meanConfidence = (ws: readonly OcrWord[]) => (ws.length ? ws.reduce((s, w) => s + w.confidence, 0) / ws.length : 0);

/** A detected text line whose words tesseract read unsurely, with the words it read there. */
export interface UnsureRegion {
  box: OcrBox;
  /** Tesseract's words in the region that hold a letter or digit: what the second reading is weighed against. */
  words: OcrWord[];
  /** Every word in the region, stray marks too ('-', '|' read from an edge): what the second reading replaces. */
  covered: OcrWord[];
  /**
   * Tesseract put the region's words in one line with text at another height: two stacked lines read as one,
   * their words interleaved ('Sp Moreirense Lisbon' for 'Sp Lisbon' over 'Moreirense').
   */
  merged?: boolean;
  /** Tesseract read no letter or digit there, beside a line of prices: the name of a priced row it dropped. */
  unread?: boolean;
}

/**
 * Whether the one line holding a region's words also holds, between them in its reading order, words above or below
 * the region: two stacked lines read as one and interleaved. A wrapped name's other line ('Cleveland' over
 * 'Cavaliers') comes before or after the region's words, not between them, and stays.
 */
function mergesLines(line: OcrLine, box: OcrBox, words: readonly OcrWord[]): boolean {
  const at = words.map((w) => line.words.indexOf(w));
  const first = Math.min(...at);
  const last = Math.max(...at);
  return line.words.some((w, i) => {
    const cy = (w.bbox.y0 + w.bbox.y1) / 2;
    return i > first && i < last && MEANINGFUL.test(w.text) && !words.includes(w) && (cy < box.y0 || cy > box.y1);
  });
}

/**
 * The regions (prepared page's pixels) worth reading again: text lines where tesseract read a word unsurely, spread
 * the words over several of its lines, or interleaved them with another line. Regions with a number are left alone:
 * prices are PP-OCR's and the two looks' agreement already decides how far they are trusted.
 */
export function unsureRegions(page: OcrPage, boxes: readonly OcrBox[]): UnsureRegion[] {
  const lineOf = new Map<OcrWord, OcrLine>();
  for (const l of page.lines) for (const w of l.words) lineOf.set(w, l);
  const out: UnsureRegion[] = [];
  for (const box of boxes) {
    if (!lineSized(box)) continue;
    const covered = page.words.filter((w) => centreIn(w, box));
    const words = covered.filter((w) => MEANINGFUL.test(w.text));
    if (words.some((w) => DIGIT.test(w.text) && !isScoreBeside(w, words))) continue;
    // Where tesseract read nothing at all, a second reading would add text the page never had (a header's labels
    // half read, a menu): on the development sets that lost more rows than it found.
    if (!words.length) continue;
    const lines = new Set(words.map((w) => lineOf.get(w)));
    const [only] = lines;
    const merged = lines.size === 1 && !!only && mergesLines(only, box, words);
    if (lines.size === 1 && !merged && words.every((w) => w.confidence >= UNSURE)) continue;
    out.push({ box, words, covered, ...(merged ? { merged } : {}) });
    if (out.length >= MAX_REGIONS) break;
  }
  return out;
}

/** A price as OCR prints it: decimal ('2.10', '3,5'), American ('+150') or fractional ('5/2'); no bare integer. */
const PRICE_LIKE = /^[(|]?(\d{1,3}[.,]\d{1,3}|[+-]\d{3,5}|\d{1,3}\/\d{1,3})[)|]?$/;
/** Bounds the cost of the unread names' look: each region is one more tesseract call. */
const MAX_UNREAD = 20;

/**
 * Detected text lines tesseract read no letter or digit in, level with two prices or more of one of its lines and
 * left of them: the name of a priced row its page segmentation dropped (an exchange's first runner, 'Ничья' under a
 * ladder, a list's home team). Tesseract reading what it never read elsewhere adds menus and half-read headers
 * (decision 0028), so only a priced row's name column is read.
 */
export function unreadNameRegions(page: OcrPage, boxes: readonly OcrBox[]): UnsureRegion[] {
  // Every price on the page, whichever line holds it: PP-OCR's prices that no tesseract line took stand on lines of
  // their own, one price each (an exchange's ladder).
  const prices = page.words.filter((w) => PRICE_LIKE.test(w.text));
  const out: UnsureRegion[] = [];
  for (const box of boxes) {
    if (!lineSized(box)) continue;
    // A stray mark read from an edge or an icon ('$\' beside 'Hamburger SV') is no reading of the name.
    const covered = page.words.filter((w) => centreIn(w, box));
    if (covered.some((w) => MEANINGFUL.test(w.text) && !isScoreBeside(w, covered))) continue;
    // Level: the prices' middle within half a line of the region, as prices centred between two stacked names are.
    const reach = (box.y1 - box.y0) / 2;
    const beside = prices.filter(
      (p) => (p.bbox.y0 + p.bbox.y1) / 2 >= box.y0 - reach && (p.bbox.y0 + p.bbox.y1) / 2 <= box.y1 + reach,
    );
    if (beside.length < 2 || beside.some((p) => p.bbox.x0 <= box.x1)) continue;
    out.push({ box, words: [], covered, unread: true });
    if (out.length >= MAX_UNREAD) break;
  }
  return out;
}

/** A region's second reading: tesseract's words on the crop, moved into the page's pixels. */
export interface Reread {
  region: UnsureRegion;
  words: OcrWord[];
}

/** Whether the second reading replaces the first: it read letters, surely, and clearly surer than the page did. */
export function takesReread(r: Reread): boolean {
  if (!r.words.some((w) => LETTER.test(w.text))) return false;
  const now = meanConfidence(r.words);
  // A dropped name beside a row's prices: a name, surely read; a number there would be a price no look confirmed.
  if (r.region.unread) return now >= SURE && !r.words.some((w) => DIGIT.test(w.text) && !isScoreBeside(w, r.words));
  // Two lines read as one: the line's own reading is wanted even when no surer, so its words stand apart.
  if (r.region.merged) return now >= SURE && now >= meanConfidence(r.region.words) - MARGIN / 2;
  return now >= SURE && now >= meanConfidence(r.region.words) + MARGIN;
}

/**
 * The page with the taken second readings in place of the words they cover, each in the level line that held most
 * of its letters, or on a line of its own (see lineWithMost). Two detected lines over one garbled word ('щие' read
 * across 'Лацио' over 'Милан') each put their own reading in its place.
 */
export function applyRereads(page: OcrPage, rereads: readonly Reread[]): OcrPage {
  const taken = rereads.filter(takesReread);
  if (!taken.length) return page;
  const removed = new Set<OcrWord>();
  const into = new Map<OcrLine, OcrWord[]>();
  const added: OcrLine[] = [];
  for (const r of taken) {
    const words = r.words.map((w) => (DIGIT.test(w.text) ? { ...w, confidence: Math.min(w.confidence, ONE_LOOK) } : w));
    for (const w of r.region.covered) removed.add(w);
    const target = r.region.merged ? undefined : lineWithMost(page.lines, r.region);
    if (target) into.set(target, [...(into.get(target) ?? []), ...words]);
    else added.push({ text: words.map((w) => w.text).join(' '), words, bbox: { ...r.region.box } });
  }
  const lines = page.lines
    .map((l) => {
      const words = [...l.words.filter((w) => !removed.has(w)), ...(into.get(l) ?? [])].sort((a, b) => a.bbox.x0 - b.bbox.x0);
      return { ...l, words, text: words.map((w) => w.text).join(' ') };
    })
    .filter((l) => l.words.length)
    .concat(added);
  return pageWithLines(page, lines);
}

/**
 * Where a region's second reading goes: of the tesseract lines level with the region (its middle within their
 * height) that held its words, the one that held most of their letters. None: the reading is a line of its own.
 */
function lineWithMost(lines: readonly OcrLine[], region: UnsureRegion): OcrLine | undefined {
  const { box, words } = region;
  const cy = (box.y0 + box.y1) / 2;
  let best: OcrLine | undefined;
  let most = 0;
  for (const l of lines) {
    if (cy < l.bbox.y0 || cy > l.bbox.y1) continue;
    const n = l.words.filter((w) => words.includes(w)).reduce((s, w) => s + w.text.length, 0);
    if (n > most) [best, most] = [l, n];
  }
  return best;
}

/** Ink runs at most this many rows from the line's own and this much lower than it are its marks ('Й', 'Ё', accents). */
const MARK_GAP = 3;
const MARK_SHARE = 0.3;

/**
 * The crop of a region keeps only its own line's ink: the detector grows a region beyond its glyphs, and in a list
 * of stacked names the crop takes in the top or bottom of the next line. Read as one line, those half glyphs turn a
 * clean name into noise ('ый' for 'FK Krylya Sovetov Samara'). The line is the run of inked rows at the crop's middle
 * (with its accents); rows outside it, a margin kept, are painted the crop's background. Grey, one byte a pixel.
 */
export function keepOwnLine(crop: Buffer, width: number, height: number): void {
  const inked: boolean[] = [];
  const counts = new Array<number>(256).fill(0);
  for (let y = 0; y < height; y++) {
    let lo = 255;
    let hi = 0;
    for (let x = 0; x < width; x++) {
      const v = crop[y * width + x]!;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
      counts[v]!++;
    }
    inked.push(hi - lo > INK_CONTRAST);
  }
  const runs: { y0: number; y1: number }[] = [];
  inked.forEach((ink, y) => {
    if (!ink) return;
    const last = runs[runs.length - 1];
    if (last && last.y1 === y) last.y1 = y + 1;
    else runs.push({ y0: y, y1: y + 1 });
  });
  if (runs.length < 2) return;
  const mid = height / 2;
  const away = (r: { y0: number; y1: number }) => (mid < r.y0 ? r.y0 - mid : mid >= r.y1 ? mid - r.y1 + 1 : 0);
  const own = runs.reduce((a, b) => (away(b) < away(a) || (away(b) === away(a) && b.y1 - b.y0 > a.y1 - a.y0) ? b : a));
  // A mark is small, close to the line and inside the crop; a run cut by the crop's edge is another line's.
  const marks = runs.filter(
    (r) =>
      r !== own &&
      r.y0 > 0 &&
      r.y1 < height &&
      r.y1 - r.y0 < MARK_SHARE * (own.y1 - own.y0) &&
      Math.min(Math.abs(own.y0 - r.y1), Math.abs(r.y0 - own.y1)) <= MARK_GAP,
  );
  const y0 = Math.min(own.y0, ...marks.map((r) => r.y0));
  const y1 = Math.max(own.y1, ...marks.map((r) => r.y1));
  const margin = Math.max(2, Math.round(0.15 * (y1 - y0)));
  const background = counts.indexOf(Math.max(...counts));
  for (let y = 0; y < height; y++) if (y < y0 - margin || y >= y1 + margin) crop.fill(background, y * width, (y + 1) * width);
}

/** Reads one line of text from an image (the tesseract pool's single-line mode). */
export type LineReader = (image: Buffer, opts?: { signal?: AbortSignal }) => Promise<OcrPage>;

/**
 * The second reading of each unsure region: its crop of the prepared (grey) page, a little margin around it, cleared
 * of other lines' ink (keepOwnLine), read by tesseract as one line.
 */
export async function rereadUnsureLines(
  page: OcrPage,
  prepared: Buffer,
  boxes: readonly OcrBox[],
  readLine: LineReader,
  opts?: { signal?: AbortSignal },
): Promise<OcrPage> {
  const regions = [...unsureRegions(page, boxes), ...unreadNameRegions(page, boxes)];
  if (!regions.length) return page;
  const { data, info } = await sharp(prepared).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const rereads = await Promise.all(
    regions.map(async (region): Promise<Reread> => {
      const pad = Math.round((region.box.y1 - region.box.y0) * 0.15);
      const left = Math.max(0, Math.floor(region.box.x0 - pad));
      const top = Math.max(0, Math.floor(region.box.y0 - pad));
      const width = Math.min(info.width, Math.ceil(region.box.x1 + pad)) - left;
      const height = Math.min(info.height, Math.ceil(region.box.y1 + pad)) - top;
      if (width < 4 || height < 4) return { region, words: [] };
      const crop = Buffer.alloc(width * height);
      for (let y = 0; y < height; y++)
        data.copy(crop, y * width, (top + y) * info.width + left, (top + y) * info.width + left + width);
      keepOwnLine(crop, width, height);
      const png = await sharp(crop, { raw: { width, height, channels: 1 } })
        .png({ compressionLevel: 1 })
        .toBuffer();
      const read = await readLine(png, opts);
      const words = read.words.map((w) => ({
        ...w,
        bbox: { x0: w.bbox.x0 + left, y0: w.bbox.y0 + top, x1: w.bbox.x1 + left, y1: w.bbox.y1 + top },
      }));
      return { region, words };
    }),
  );
  return applyRereads(page, rereads);
}
