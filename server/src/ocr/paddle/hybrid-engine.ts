import sharp from 'sharp';
import {
  centreIn,
  OcrAbortedError,
  DISAGREED_CONFIDENCE,
  pageWithLines,
  type OcrBox,
  type OcrEngine,
  type OcrLine,
  type OcrPage,
  type OcrWord,
} from '../engine';
import { preprocessForOcr, warmPreprocess } from '../preprocess';
import { inkRows } from './ink-box';
import { rereadUnsureLines, type LineReader } from './reread-lines';
import type { RecognisedChar } from './line-recognizer';
import { relookCyrillicWords } from './latin-relook';
import { CYRILLIC, LOOK_ALIKE_ONLY, readingOf, VERY_SURE, type RegionReading } from './region-reading';
import { insertLostSpaces, wordGaps } from './lost-spaces';
import { paddleThread } from './paddle-thread';
import type { RgbImage } from './text-detector';
import { wordsFromChars } from './words-from-chars';

/*
 * Screenshot OCR in two looks (docs/decisions/0021-two-look-ocr.md):
 * 1. Tesseract (eng+rus) reads the prepared page, as the extraction rules were written for: names, leagues, dates,
 *    Cyrillic.
 * 2. PP-OCRv4 finds every text region (its detector finds price cells in outlined buttons, tinted columns and app
 *    layouts that tesseract's page segmentation drops) and reads the short ones (prices, outcome labels). Its
 *    reading replaces tesseract's words in that region where it is sure and spells what PP-OCR can spell: digits and
 *    Latin; its dictionary has no Cyrillic, so a region with letters keeps tesseract's words wherever tesseract has
 *    any.
 * 3. Where a text line PP-OCR found holds words tesseract read unsurely or cut between two of its lines, tesseract
 *    reads that line again alone (reread-lines.ts).
 * 4. On a page printed in Latin, PP-OCR reads each word tesseract read in Cyrillic (latin-relook.ts).
 */

export interface HybridEngineOptions {
  /** Reads a prepared page: the tesseract pool, which the engine warms and closes. */
  tesseract: OcrEngine & { warm?: () => Promise<void>; recognizeLine?: LineReader };
}

/**
 * Regions at most this many times as wide as high (prices, labels, short names) are read by PP-OCR, whose cost grows
 * with a region's width; names, titles and menus stay tesseract's.
 */
const SHORT_ASPECT = 5;
/** PP-OCR's mean character probability from which its reading of a region is taken. */
const SURE = 0.9;
const LETTER = /\p{L}/u;
/** Only what PP-OCR's dictionary spells as printed: ASCII (prices, Latin labels, signs). */
const ASCII_ONLY = /^[\x20-\x7e]+$/;

/** Tesseract's word confidence (0-100) below which its reading of a Latin word is a guess ('iene' for 'Lorient'). */
const WEAK = 60;
/**
 * Below this confidence a Cyrillic word on a page printed in Latin is noise: tesseract's Russian model spelling a
 * bold or tinted Latin name it could not read ('Конев' for 'Arouca', 'КА' for 'CSKA').
 */
const NOISE = 35;
/** A reading holding a word, not a lone glyph or label. */
const WORD = /\p{L}{3}/u;

/**
 * Whether the page is printed in Latin: of the words tesseract read surely, hardly any is Cyrillic. A page in
 * Russian keeps every Cyrillic word tesseract read, however unsure.
 */
export function isLatinPage(words: readonly Pick<OcrWord, 'text' | 'confidence'>[]): boolean {
  const sure = words.filter((w) => w.confidence >= 80 && /\p{L}{3,}/u.test(w.text));
  if (sure.length < 5) return false;
  return sure.filter((w) => CYRILLIC.test(w.text)).length <= 0.1 * sure.length;
}

/**
 * Whether PP-OCR's reading of a region replaces tesseract's words there (`covered`: what tesseract read in it).
 * Numbers and signs: whenever PP-OCR is sure. Words: where tesseract read nothing, or only weak Latin guesses, and
 * only what cannot be a Cyrillic word misspelt in Latin.
 */
export function takesPaddleReading(
  r: RegionReading,
  covered: readonly Pick<OcrWord, 'text' | 'confidence'>[],
  latinPage = false,
): boolean {
  if (r.meanProb < SURE || !r.text.trim() || !ASCII_ONLY.test(r.text)) return false;
  if (!LETTER.test(r.text)) return true;
  // A digit or mark tesseract read beside a word (a live score's '1' read as '4' at 77) is no reading of its letters.
  const read = WORD.test(r.text) ? covered.filter((w) => LETTER.test(w.text)) : covered;
  // Spaces PP-OCR's reading gained from the pixels may cut a word tesseract read whole ('M 'glad bac h').
  const splitsWords = r.text.trim().split(/\s+/).length > read.length;
  const guessed = read.every(
    (w) =>
      (w.confidence < WEAK && (!CYRILLIC.test(w.text) || (latinPage && w.confidence < NOISE))) ||
      // On a page printed in Latin, a Latin word tesseract was not sure of ('Rea!' at 72 for 'Elche') gives way to a
      // reading PP-OCR is all but certain of; its own Latin is what it reads best (decision 0037).
      (latinPage && r.meanProb >= VERY_SURE && w.confidence < SURE_WORD && ASCII_ONLY.test(w.text) && !splitsWords),
  );
  if (!guessed) return false;
  return !LOOK_ALIKE_ONLY.test(r.text) || (!covered.length && r.text.trim().length <= 1);
}

async function decodeRgb(image: Buffer): Promise<RgbImage> {
  const { data, info } = await sharp(image, { failOn: 'none' })
    .rotate()
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

const scaleBox = (b: OcrBox, k: number): OcrBox => ({
  x0: Math.round(b.x0 * k),
  y0: Math.round(b.y0 * k),
  x1: Math.round(b.x1 * k),
  y1: Math.round(b.y1 * k),
});

/**
 * The tesseract line a region's words belong in: the line of the words they replace, or a line at the same height
 * whose span covers the region (tesseract read the labels of a row of price buttons as one line and skipped their
 * prices). Words in the wrong line would split a table row in two.
 */
function lineFor(lines: OcrLine[], box: OcrBox, replaced: OcrWord[]): OcrLine | undefined {
  if (replaced.length) return lines.find((l) => l.words.includes(replaced[0]!));
  const cy = (box.y0 + box.y1) / 2;
  const cx = (box.x0 + box.x1) / 2;
  return lines.find((l) => l.bbox.y0 <= cy && cy <= l.bbox.y1 && l.bbox.x0 <= cx && cx <= l.bbox.x1);
}

/** One short region's PP-OCR reading, in the prepared page's pixels. */
export interface RegionOverlay {
  box: OcrBox;
  /** The characters, spaces put back from the region's own pixels. */
  chars: RecognisedChar[];
  /** The glyphs' rows. */
  band: { y0: number; y1: number };
  reading: RegionReading;
}

/**
 * Where tesseract saw separate words inside a region, a space goes between PP-OCR's characters there too: a label
 * printed beside its price ('1  2.78') is two words, though PP-OCR's recogniser joins them ('12.78').
 */
function splitLikeTesseract(chars: RecognisedChar[], inside: OcrWord[]): RecognisedChar[] {
  const sorted = [...inside].sort((a, b) => a.bbox.x0 - b.bbox.x0);
  const cuts = sorted.slice(1).flatMap((w, i) => {
    const prev = sorted[i]!;
    return w.bbox.x0 > prev.bbox.x1 ? [(prev.bbox.x1 + w.bbox.x0) / 2] : [];
  });
  if (!cuts.length) return chars;
  const out: RecognisedChar[] = [];
  chars.forEach((c, i) => {
    const prev = chars[i - 1];
    const cut = prev && prev.char !== ' ' && c.char !== ' ' ? cuts.find((x) => x > prev.x && x < c.x) : undefined;
    if (cut !== undefined) out.push({ char: ' ', prob: 1, x: cut });
    out.push(c);
  });
  return out;
}

/**
 * A word of at least this many letters that tesseract read at least this surely shows a region holds text (a name, a
 * menu item), not a number. At least WEAK, so that such a word is never a guess that PP-OCR's letters replace.
 */
const WORD_LETTERS = 4;
const SURE_WORD = 80;
const letterCount = (s: string) => s.match(/\p{L}/gu)?.length ?? 0;

/**
 * Which regions (in the prepared page's pixels) are worth PP-OCR's recogniser, judged from tesseract's page before
 * reading them. Where tesseract surely read a word of letters and no digit (a name, a menu item), PP-OCR reads that
 * word's letters too, and a reading with letters is not taken over a sure word (takesPaddleReading); with no digit
 * in tesseract's words, it makes none unsure either. Only a bare number read over a sure word would still be taken,
 * and on the development sets PP-OCR never read one there. A sure word that also lies in another region does not
 * count: that region may replace it first. Such regions take about a third of the recogniser's work on a page.
 */
export function regionsWorthReading(words: readonly OcrWord[], boxes: readonly OcrBox[]): boolean[] {
  const inside = boxes.map((b) => words.filter((w) => centreIn(w, b)));
  const regionsOf = new Map<OcrWord, number>();
  for (const ws of inside) for (const w of ws) regionsOf.set(w, (regionsOf.get(w) ?? 0) + 1);
  return inside.map(
    (ws) =>
      ws.some((w) => /\d/.test(w.text)) ||
      !ws.some((w) => w.confidence >= SURE_WORD && letterCount(w.text) >= WORD_LETTERS && regionsOf.get(w) === 1),
  );
}

/** PP-OCR's mean character probability from which a reading it was not sure enough to take still counts as a look. */
const FAIRLY_SURE = 0.75;

const digitsOf = (ws: readonly Pick<OcrWord, 'text'>[]) => ws.map((w) => w.text.replace(/\D/g, '')).join('');

function digitsDisagree(tesseract: readonly Pick<OcrWord, 'text'>[], paddle: readonly Pick<OcrWord, 'text'>[]): boolean {
  const a = digitsOf(tesseract);
  const b = digitsOf(paddle);
  return a.length > 0 && b.length > 0 && a !== b;
}

/**
 * Where tesseract read only a weak guess of letters in a cell ('aoe' at 18 for '3,35', 'WA.' at 41 for '1/4'), a number
 * PP-OCR read there fairly surely, though not surely enough to take outright, is the only reading of the cell: it is
 * taken, but as neither look is sure of it, shown and never trusted enough to stake on (DISAGREED_CONFIDENCE).
 */
export function takesUnsureNumber(r: RegionReading, covered: readonly Pick<OcrWord, 'text' | 'confidence'>[]): boolean {
  return (
    r.meanProb >= FAIRLY_SURE &&
    /\d/.test(r.text) &&
    !LETTER.test(r.text) &&
    covered.length > 0 &&
    covered.every((w) => w.confidence < WEAK && LETTER.test(w.text) && !/\d/.test(w.text))
  );
}

/** Tesseract's page with PP-OCR's readings of short regions laid over it, in the prepared page's pixels. */
export function overlayReadings(page: OcrPage, readings: RegionOverlay[]) {
  const removed = new Set<OcrWord>();
  const into = new Map<OcrLine, OcrWord[]>();
  const added: OcrLine[] = [];
  const latinPage = isLatinPage(page.words);
  const unsure = new Set<OcrWord>();
  for (const r of readings) {
    const inside = page.words.filter((w) => !removed.has(w) && centreIn(w, r.box));
    const taken = takesPaddleReading(r.reading, inside, latinPage);
    const unsureNumber = !taken && takesUnsureNumber(r.reading, inside);
    if (!taken && !unsureNumber) {
      // Not taken, yet fairly sure of other digits than tesseract's ('X 4.3▼': PP-OCR '4.3±', tesseract '4.34'): a
      // glyph beside the number was read as a digit by one look. Tesseract's number stays, unsure.
      if (r.reading.meanProb >= FAIRLY_SURE && digitsDisagree(inside, [{ text: r.reading.text }]))
        for (const w of inside) if (/\d/.test(w.text)) unsure.add(w);
      continue;
    }
    let words = wordsFromChars(splitLikeTesseract(r.chars, inside), r.box, r.band);
    if (!words.length) continue;
    // The two looks read different digits there ('6.6' and '5.6'): neither is sure, so the price is shown but never
    // trusted enough to stake on. A point one of them lost is no disagreement ('185' and '1.85').
    if (unsureNumber || digitsDisagree(inside, words))
      words = words.map((w) => (/\d/.test(w.text) ? { ...w, confidence: Math.min(w.confidence, DISAGREED_CONFIDENCE) } : w));
    const target = lineFor(page.lines, r.box, inside);
    for (const w of inside) removed.add(w);
    if (target) into.set(target, [...(into.get(target) ?? []), ...words]);
    else added.push({ text: words.map((w) => w.text).join(' '), words, bbox: r.box });
  }
  if (!into.size && !added.length && !unsure.size) return page;
  const doubted = (w: OcrWord) =>
    unsure.has(w) && !removed.has(w) ? { ...w, confidence: Math.min(w.confidence, DISAGREED_CONFIDENCE) } : w;
  const lines = page.lines
    .map((l) => {
      const words = [...l.words.filter((w) => !removed.has(w)).map(doubted), ...(into.get(l) ?? [])].sort(
        (a, b) => a.bbox.x0 - b.bbox.x0,
      );
      return { ...l, words, text: words.map((w) => w.text).join(' ') };
    })
    .filter((l) => l.words.length)
    .concat(added);
  return pageWithLines(page, lines);
}

export function createHybridEngine(options: HybridEngineOptions): OcrEngine & { warm(): Promise<void> } {
  /** Screenshots this engine is reading now. */
  let inFlight = 0;
  const read = async (image: Buffer, opts?: { signal?: AbortSignal }): Promise<OcrPage> => {
    const paddle = paddleThread();
    // Tesseract keeps its twice-enlarged page: at 1x, with PP-OCR reading the numbers, right match on the
    // development set still fell from 76.3% to 73.7% (docs/decisions/0021).
    // PP-OCR's copy of the screenshot is decoded (by sharp, off the event loop) while the page is being prepared,
    // and its detector starts on it at once, in PP-OCR's thread (docs/decisions/0044).
    const rgb = decodeRgb(image);
    const detection = rgb.then((img) => paddle.detect(img));
    detection.catch(() => {});
    const pre = await preprocessForOcr(image);
    // Tesseract works in its pool's threads while PP-OCR runs in its own.
    const tesseractPage = options.tesseract.recognize(pre.buffer, opts);
    // Awaited below; marked handled now so a tesseract failure during PP-OCR's work is not an unhandled rejection.
    tesseractPage.catch(() => {});
    const img = await rgb;
    const detected = await detection;
    const regions = detected.filter((r) => r.box.x1 - r.box.x0 <= SHORT_ASPECT * (r.box.y1 - r.box.y0));
    if (opts?.signal?.aborted) throw new OcrAbortedError();
    // The recogniser reads only the regions where its reading can change tesseract's page, as far as that is known
    // when each of its batches starts. Alone, a screenshot does not wait for tesseract's page: that would add the
    // recogniser's time to the latency wherever tesseract is the longer look (real-dev p50 799 -> 1078 ms). Read
    // with others, the cores are busy, so it waits and skips: about a tenth less CPU a screenshot
    // (docs/decisions/0029-ocr-fewer-regions.md).
    const k = pre.scale;
    const boxes = regions.map((r) => scaleBox(r.box, k));
    let worth: boolean[] | undefined;
    const gated = tesseractPage.then((p) => (worth = regionsWorthReading(p.words, boxes)));
    gated.catch(() => {});
    if (inFlight > 1) await gated;
    const lines = await paddle.recognise(
      img,
      regions.map((r) => r.box),
      { now: () => worth, later: gated },
    );
    const page = await tesseractPage;
    // Regions read before tesseract's page came in are dropped the same way: the page never depends on timing.
    const kept = await gated;
    const readings = lines.flatMap((line, i): RegionOverlay[] => {
      if (!line || !kept[i]) return [];
      const chars = insertLostSpaces(line.chars, wordGaps(img, line.box));
      const band = inkRows(img, line.box);
      return [
        {
          box: boxes[i]!,
          chars: chars.map((c) => ({ ...c, x: c.x * k })),
          band: { y0: Math.round(band.y0 * k), y1: Math.round(band.y1 * k) },
          reading: readingOf(chars),
        },
      ];
    });
    const overlaid = overlayReadings(page, readings);
    const readLine = options.tesseract.recognizeLine;
    const lineBoxes = detected.map((r) => scaleBox(r.box, k));
    const reread = readLine ? await rereadUnsureLines(overlaid, pre.buffer, lineBoxes, readLine, opts) : overlaid;
    if (!isLatinPage(reread.words)) return { ...reread, scale: k };
    const relooked = await relookCyrillicWords(reread, img, k, (i, b) => paddle.recognise(i, b));
    return { ...relooked, scale: k };
  };
  return {
    async recognize(image, opts) {
      inFlight++;
      try {
        return await read(image, opts);
      } finally {
        inFlight--;
      }
    },
    async warm() {
      await Promise.all([paddleThread().warm(), options.tesseract.warm?.(), warmPreprocess()]);
    },
    // PP-OCR's thread is shared by the process and ends with it; the pool is this engine's.
    close: () => options.tesseract.close(),
  };
}
