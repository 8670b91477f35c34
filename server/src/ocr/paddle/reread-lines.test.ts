import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { OcrBox, OcrLine, OcrPage, OcrWord } from '../engine';
import { createTesseractPool } from '../tesseract-pool';
import { applyRereads, keepOwnLine, rereadUnsureLines, takesReread, unreadNameRegions, unsureRegions } from './reread-lines';

const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });
const word = (text: string, b: ReturnType<typeof box>, confidence = 90): OcrWord => ({ text, confidence, bbox: b });
const line = (...words: OcrWord[]): OcrLine => ({
  text: words.map((w) => w.text).join(' '),
  words,
  bbox: box(
    Math.min(...words.map((w) => w.bbox.x0)),
    Math.min(...words.map((w) => w.bbox.y0)),
    Math.max(...words.map((w) => w.bbox.x1)),
    Math.max(...words.map((w) => w.bbox.y1)),
  ),
});
const pageOf = (...lines: OcrLine[]): OcrPage => ({
  text: lines.map((l) => l.text).join('\n'),
  lines,
  words: lines.flatMap((l) => l.words),
  width: 1000,
  height: 400,
  confidence: 80,
});

// A stacked home name cut by tesseract's segmentation: its top half read on the line above ('Santa Cl'), its
// bottom half inside the row's line with the date and prices ('anta Ciera').
const santaCl = word('Santa', box(400, 215, 470, 235), 96);
const cl = word('Cl', box(475, 215, 500, 235), 92);
const anta = word('anta', box(405, 226, 465, 250), 88);
const ciera = word('Ciera', box(470, 226, 530, 250), 53);
const date = word('30.12', box(100, 217, 160, 264), 95);
const price = word('+320', box(700, 217, 760, 264), 95);
const splitName = pageOf(line(santaCl, cl), line(date, anta, ciera, price));
const nameBox = box(395, 212, 560, 245);

const region = (b: OcrBox, words: OcrWord[]) => ({ box: b, words, covered: words });
const nameRegion = region(nameBox, [santaCl, cl, anta, ciera]);
const santa = word('Santa', box(400, 214, 470, 240), 95);
const clara = word('Clara', box(476, 214, 535, 240), 95);

describe('unsureRegions', () => {
  it('picks a detected line whose words tesseract spread over two of its lines or read weakly, not one it missed', () => {
    const sure = word('Estoril', box(400, 300, 480, 322), 95);
    const weak = word('Vitoria', box(400, 350, 470, 372), 55);
    const page = pageOf(...splitName.lines, line(sure), line(weak));
    const regions = unsureRegions(page, [nameBox, box(395, 297, 490, 325), box(395, 347, 480, 375), box(600, 100, 700, 125)]);
    expect(regions.map((r) => r.words.map((w) => w.text))).toEqual([['Santa', 'Cl', 'anta', 'Ciera'], ['Vitoria']]);
  });

  it('a stray mark read from an edge does not make a surely read line unsure', () => {
    const dash = word('-', box(396, 296, 400, 326), 20);
    const sure = word('Estoril', box(400, 300, 480, 322), 95);
    expect(unsureRegions(pageOf(line(dash), line(sure)), [box(395, 297, 490, 325)])).toEqual([]);
  });

  it("picks a short name's region, which the detector grows to only 1.5 times as wide as high ('Lille' read 'а')", () => {
    const garbled = word('а', box(322, 240, 367, 261), 26);
    expect(unsureRegions(pageOf(line(garbled)), [box(308, 228, 382, 278)]).map((r) => r.words)).toEqual([[garbled]]);
  });

  it('leaves numbers to the two looks, and passes over regions too small or too narrow to be a line of text', () => {
    const weakPrice = word('2.05', box(400, 300, 450, 322), 40);
    const page = pageOf(line(weakPrice));
    expect(unsureRegions(page, [box(395, 297, 460, 325), box(10, 10, 60, 18), box(10, 50, 30, 80)])).toEqual([]);
  });
});

describe('unreadNameRegions', () => {
  // An exchange's first runner: tesseract read the ladder's prices on a line of their own and dropped the name.
  const ladder = line(
    word('3.9', box(1606, 632, 1650, 651), 99),
    word('4.0', box(1760, 632, 1804, 651), 99),
    word('4.1', box(1910, 632, 1954, 651), 98),
  );
  const name = box(208, 618, 342, 666);

  it("picks a detected line tesseract read nothing in, left of two prices or more level with it ('Краснодар')", () => {
    expect(unreadNameRegions(pageOf(ladder), [name])).toEqual([{ box: name, words: [], covered: [], unread: true }]);
  });

  it("reads past a stray mark tesseract read there, which the name's reading replaces ('$\\' over 'Hamburger SV')", () => {
    const mark = word('$\\', box(300, 625, 330, 650), 76);
    const [region] = unreadNameRegions(pageOf(ladder, line(mark)), [name]);
    expect(region?.covered).toEqual([mark]);
    const hamburger = word('Hamburger', box(217, 630, 330, 654), 96);
    const out = applyRereads(pageOf(ladder, line(mark)), [{ region: region!, words: [hamburger] }]);
    expect(out.lines.map((l) => l.text)).toEqual(['3.9 4.0 4.1', 'Hamburger']);
  });

  it('passes over a region tesseract read, one with no prices level with it or right of it, and a bare number row', () => {
    const read = pageOf(ladder, line(word('Краснодар', box(217, 632, 330, 652), 96)));
    expect(unreadNameRegions(read, [name])).toEqual([]);
    expect(unreadNameRegions(pageOf(ladder), [box(208, 700, 342, 748)])).toEqual([]);
    expect(unreadNameRegions(pageOf(ladder), [box(2000, 618, 2200, 666)])).toEqual([]);
    const counts = line(word('3', box(1606, 632, 1620, 651), 99), word('12', box(1760, 632, 1790, 651), 99));
    expect(unreadNameRegions(pageOf(counts), [name])).toEqual([]);
  });

  it('takes a sure name read there on a line of its own, never a number', () => {
    const region = { box: name, words: [], covered: [], unread: true };
    const krasnodar = word('Краснодар', box(217, 630, 330, 654), 96);
    expect(takesReread({ region, words: [krasnodar] })).toBe(true);
    expect(takesReread({ region, words: [word('Краснодар', box(217, 630, 330, 654), 60)] })).toBe(false);
    expect(takesReread({ region, words: [word('Ничья', box(217, 630, 300, 654), 96), word('4.1', name, 96)] })).toBe(false);
    const out = applyRereads(pageOf(ladder), [{ region, words: [krasnodar] }]);
    expect(out.lines.map((l) => l.text)).toEqual(['3.9 4.0 4.1', 'Краснодар']);
  });
});

describe('takesReread', () => {
  it('takes a sure reading of letters that beats the page clearly', () => {
    expect(takesReread({ region: nameRegion, words: [santa, clara] })).toBe(true);
  });
  it('keeps the page where the second reading is unsure, no surer, or holds no letter', () => {
    expect(takesReread({ region: nameRegion, words: [word('Santa', nameBox, 70)] })).toBe(false);
    const promotions = region(nameBox, [word('Promotions', nameBox, 88)]);
    expect(takesReread({ region: promotions, words: [word('Promotions:', nameBox, 92)] })).toBe(false);
    expect(takesReread({ region: region(nameBox, []), words: [word('1.85', nameBox, 96)] })).toBe(false);
  });
});

describe('applyRereads', () => {
  it('puts a name tesseract split over two lines into the level line that held most of it', () => {
    const out = applyRereads(splitName, [{ region: nameRegion, words: [santa, clara] }]);
    expect(out.lines.map((l) => l.text)).toEqual(['30.12 Santa Clara +320']);
    expect(out.words).toHaveLength(4);
  });

  it("makes a line of its own where no line it took words from is level with it (a button's label under a name)", () => {
    const glyph = word('д', box(140, 319, 160, 351), 39);
    const name = word('Барселона', box(200, 319, 330, 351), 95);
    const label = [word('Все', box(110, 350, 160, 395), 96), word('призы', box(170, 350, 260, 395), 95)];
    const out = applyRereads(pageOf(line(glyph, name)), [{ region: region(box(104, 340, 272, 404), [glyph]), words: label }]);
    expect(out.lines.map((l) => l.text)).toEqual(['Барселона', 'Все призы']);
  });

  it("two detected lines over one garbled word each put their own reading in its place ('Лацио' over 'Милан')", () => {
    const garbled = word('щие', box(900, 360, 1010, 420), 34);
    const page = pageOf(line(garbled));
    const lazio = region(box(896, 348, 1012, 398), [garbled]);
    const milan = region(box(896, 384, 1012, 434), [garbled]);
    const out = applyRereads(page, [
      { region: lazio, words: [word('Лацио', box(905, 352, 990, 394), 96)] },
      { region: milan, words: [word('Милан', box(905, 388, 990, 430), 96)] },
    ]);
    expect(out.words.map((w) => w.text).sort()).toEqual(['Лацио', 'Милан']);
  });

  it('puts words from one tesseract line back into it, and never trusts a number only this look read', () => {
    const weak = word('Vitor1a', box(400, 350, 470, 372), 40);
    const odds = word('2.10', box(700, 350, 740, 372), 95);
    const page = pageOf(line(weak, odds));
    const out = applyRereads(page, [
      {
        region: region(box(395, 347, 600, 375), [weak]),
        words: [word('Vitoria', box(400, 349, 470, 373), 94), word('2', box(480, 349, 490, 373), 94)],
      },
    ]);
    expect(out.lines).toHaveLength(1);
    expect(out.lines[0]!.text).toBe('Vitoria 2 2.10');
    expect(out.words.find((w) => w.text === '2')!.confidence).toBe(50);
    expect(out.words.find((w) => w.text === '2.10')!.confidence).toBe(95);
  });
});

describe('two stacked lines read as one', () => {
  // 'Sp Lisbon' printed over 'Moreirense': tesseract read one line, 'Sp Moreirense Lisbon', every word sure.
  const sp = word('Sp', box(335, 302, 365, 330), 95);
  const moreirense = word('Moreirense', box(372, 346, 490, 376), 95);
  const lisbon = word('Lisbon', box(375, 302, 460, 330), 94);
  const odds = word('+2600', box(1800, 320, 1900, 360), 96);
  const page = pageOf(line(sp, moreirense, lisbon, odds));
  const top = box(332, 296, 480, 342);

  it('a detected line whose words share their tesseract line with words above or below it is read again', () => {
    const [r] = unsureRegions(page, [top]);
    expect(r?.merged).toBe(true);
    expect(r?.words.map((w) => w.text)).toEqual(['Sp', 'Lisbon']);
  });

  it("a wrapped name's other line beside the region's words, not between them, is no merge ('Cleveland' over 'Cavaliers')", () => {
    const cleveland = word('Cleveland', box(100, 300, 220, 330), 96);
    const cavaliers = word('Cavaliers', box(100, 345, 215, 375), 96);
    const wrapped = pageOf(line(cleveland, cavaliers));
    expect(unsureRegions(wrapped, [box(96, 340, 225, 380)])).toEqual([]);
  });

  it('its reading stands on a line of its own even when no surer, and the other line keeps its words', () => {
    const [r] = unsureRegions(page, [top]);
    const reread = [word('Sp', box(336, 301, 366, 331), 93), word('Lisbon', box(376, 301, 461, 331), 93)];
    const out = applyRereads(page, [{ region: r!, words: reread }]);
    expect(out.lines.map((l) => l.text)).toEqual(['Moreirense +2600', 'Sp Lisbon']);
    // An unsure reading of it is not taken.
    expect(applyRereads(page, [{ region: r!, words: [word('Sp', top, 60)] }])).toBe(page);
  });
});

describe('keepOwnLine', () => {
  /** A grey crop (white) with dark rows: each [y0, y1) run drawn across the middle half of the width. */
  const crop = (height: number, runs: [number, number][]) => {
    const width = 40;
    const c = Buffer.alloc(width * height, 255);
    for (const [y0, y1] of runs) for (let y = y0; y < y1; y++) c.fill(0, y * width + 10, y * width + 30);
    return { c, width, height };
  };
  const inkedRows = ({ c, width, height }: ReturnType<typeof crop>) =>
    Array.from({ length: height }, (_, y) => y).filter((y) => c.subarray(y * width, (y + 1) * width).includes(0));

  it("paints out the half glyphs of the next line cut by the crop's edge, keeping the middle line and a margin", () => {
    const k = crop(60, [
      [15, 40],
      [52, 60],
    ]);
    keepOwnLine(k.c, k.width, k.height);
    expect(inkedRows(k)).toEqual(Array.from({ length: 25 }, (_, i) => 15 + i));
  });

  it("keeps a line's accents ('Й') close above it, and leaves a crop of one line alone", () => {
    const k = crop(60, [
      [12, 15],
      [17, 40],
      [52, 60],
    ]);
    keepOwnLine(k.c, k.width, k.height);
    expect(inkedRows(k)).toEqual([12, 13, 14, ...Array.from({ length: 23 }, (_, i) => 17 + i)]);
    const one = crop(60, [[15, 40]]);
    const before = Buffer.from(one.c);
    keepOwnLine(one.c, one.width, one.height);
    expect(one.c.equals(before)).toBe(true);
  });
});

describe('rereadUnsureLines (real tesseract on a rendered crop)', () => {
  const pool = createTesseractPool({
    size: 1,
    langPath: process.env['OCR_LANG_PATH'] ?? '/usr/share/tesseract-ocr/5/tessdata',
    languages: ['eng', 'rus'],
  });
  afterAll(() => pool.close());

  it('reads the detected line again, alone, and replaces the cut reading', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="400">
      <rect width="100%" height="100%" fill="#ffffff"/>
      <text x="400" y="238" font-family="DejaVu Sans" font-size="26" fill="#000000">Santa Clara</text>
    </svg>`;
    const prepared = await sharp(Buffer.from(svg)).grayscale().png().toBuffer();
    const out = await rereadUnsureLines(splitName, prepared, [nameBox], (img, o) => pool.recognizeLine(img, o));
    expect(out.lines.map((l) => l.text)).toEqual(['30.12 Santa Clara +320']);
    const read = out.words.find((w) => w.text === 'Santa')!;
    expect(read.bbox.x0).toBeGreaterThanOrEqual(395);
    expect(read.bbox.y0).toBeGreaterThanOrEqual(205);
  }, 60_000);

  it("reads a priced row's name tesseract dropped, left of the prices it read ('Ничья')", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="400">
      <rect width="100%" height="100%" fill="#ffffff"/>
      <text x="100" y="238" font-family="DejaVu Sans" font-size="26" fill="#000000">Ничья</text>
      <text x="600" y="238" font-family="DejaVu Sans" font-size="26" fill="#000000">4.1</text>
      <text x="700" y="238" font-family="DejaVu Sans" font-size="26" fill="#000000">4.2</text>
    </svg>`;
    const prepared = await sharp(Buffer.from(svg)).grayscale().png().toBuffer();
    const page = pageOf(line(word('4.1', box(600, 218, 640, 240), 99), word('4.2', box(700, 218, 740, 240), 99)));
    const out = await rereadUnsureLines(page, prepared, [box(90, 206, 200, 252)], (img, o) => pool.recognizeLine(img, o));
    expect(out.lines.map((l) => l.text)).toEqual(['4.1 4.2', 'Ничья']);
  }, 60_000);

  it("reads a stacked name whose region takes in the top of the name below it ('FK Krylya Sovetov Samara')", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="400">
      <rect width="100%" height="100%" fill="#ffffff"/>
      <text x="320" y="240" font-family="DejaVu Sans" font-size="26" fill="#000000">FK Krylya Sovetov Samara</text>
      <text x="320" y="274" font-family="DejaVu Sans" font-size="26" fill="#000000">Lokomotiv Moscow</text>
    </svg>`;
    const prepared = await sharp(Buffer.from(svg)).grayscale().png().toBuffer();
    const garbled = [word('Е', box(322, 214, 360, 244), 23), word('Satara', box(540, 214, 640, 244), 43)];
    const page = pageOf(line(...garbled), line(word('Lokomotiv', box(322, 252, 470, 280), 95)));
    const out = await rereadUnsureLines(page, prepared, [box(310, 206, 680, 262)], (img, o) => pool.recognizeLine(img, o));
    expect(out.lines.map((l) => l.text)).toEqual(['FK Krylya Sovetov Samara', 'Lokomotiv']);
  }, 60_000);
});

describe("a live score's digit beside a name", () => {
  // A live list's away team: tesseract read only the score's '3' before 'Атлетико', the prices on the line above.
  const prices = line(
    word('1,770', box(2950, 330, 3038, 372), 100),
    word('3,060', box(3102, 330, 3198, 372), 100),
    word('7,150', box(3243, 330, 3351, 372), 99),
  );
  const score = word('3', box(429, 352, 445, 375), 96);
  const name = box(418, 347, 611, 404);

  it('a region where tesseract read only the score is an unread name; its reading may keep the score', () => {
    const [r] = unreadNameRegions(pageOf(prices, line(score)), [name]);
    expect(r).toMatchObject({ unread: true, covered: [score] });
    const atletico = word('Атлетико', box(464, 350, 600, 378), 96);
    expect(takesReread({ region: r!, words: [word('3', box(430, 352, 445, 375), 95), atletico] })).toBe(true);
    // A number after the name is no score: a price only this look read.
    expect(takesReread({ region: r!, words: [atletico, word('3', box(610, 352, 625, 375), 95)] })).toBe(false);
  });

  it('a name stacked under the row whose prices are centred between the two names is level with them', () => {
    const below = box(418, 372, 611, 420);
    expect(unreadNameRegions(pageOf(prices), [below])).toHaveLength(1);
    expect(unreadNameRegions(pageOf(prices), [box(418, 430, 611, 478)])).toEqual([]);
  });

  it("a name cut over two lines beside the score ('1 ASR' over 'oma') is read again", () => {
    const one = word('1', box(244, 560, 256, 590), 96);
    const asr = word('ASR', box(310, 549, 400, 593), 51);
    const oma = word('oma', box(456, 580, 520, 610), 60);
    const page = pageOf(line(one, asr), line(oma));
    expect(unsureRegions(page, [box(230, 545, 540, 615)]).map((r) => r.words)).toEqual([[one, asr, oma]]);
    // A price in the region is still left to the two looks.
    const priced = pageOf(line(asr, word('1.85', box(420, 550, 470, 590), 90)));
    expect(unsureRegions(priced, [box(230, 545, 540, 615)])).toEqual([]);
  });
});

describe('prices on lines of their own', () => {
  it("a name left of a ladder whose prices PP-OCR added one to a line is an unread name ('Штутгарт')", () => {
    const ladder = [449, 629, 771, 964].map((x, i) => line(word(`3.${45 + 5 * i}`, box(x, 1214, x + 90, 1282), 100)));
    const name = box(50, 1230, 330, 1330);
    expect(unreadNameRegions(pageOf(...ladder), [name])).toHaveLength(1);
    // One price level with the region is no row of prices.
    expect(unreadNameRegions(pageOf(ladder[0]!), [name])).toEqual([]);
  });
});
