import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { readScreenshot } from '../../extraction/assemble/read-screenshot';
import { createTesseractPool } from '../tesseract-pool';
import {
  createHybridEngine,
  isLatinPage,
  overlayReadings,
  regionsWorthReading,
  takesPaddleReading,
  takesUnsureNumber,
} from './hybrid-engine';

const langPath = process.env['OCR_LANG_PATH'] ?? '/usr/share/tesseract-ocr/5/tessdata';

const text = (x: number, y: number, size: number, fill: string, s: string, weight = 'normal') =>
  `<text x="${x}" y="${y}" font-family="DejaVu Sans" font-size="${size}" font-weight="${weight}" fill="${fill}">${s}</text>`;

/** A phone-style card: Cyrillic names, prices in pill buttons on a tinted background (where tesseract's own
 * segmentation drops the prices). */
async function renderCard(): Promise<Buffer> {
  const pill = (x: number, label: string, price: string) =>
    `<rect x="${x}" y="120" width="110" height="44" rx="22" fill="#d9e4f5"/>` +
    text(x + 12, 148, 13, '#5a6b85', label) +
    text(x + 52, 149, 16, '#0b1f3a', price, 'bold');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="190">
    <rect width="100%" height="100%" fill="#f3f6fb"/>
    ${text(16, 32, 13, '#5a6b85', 'Премьер-лига · 12.10 19:00')}
    ${text(16, 64, 17, '#0b1f3a', 'Зенит', 'bold')}
    ${text(16, 94, 17, '#0b1f3a', 'Спартак', 'bold')}
    ${pill(12, 'П1', '1.85')}${pill(142, 'X', '3.60')}${pill(272, 'П2', '4.20')}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });
const word = (text: string, b: ReturnType<typeof box>, confidence = 90) => ({ text, confidence, bbox: b });

describe('takesPaddleReading', () => {
  it('takes sure numbers always, sure Latin words where tesseract read nothing or only weak Latin guesses', () => {
    const read = (text: string, confidence: number) => [{ text, confidence }];
    expect(takesPaddleReading({ text: '1.85', meanProb: 0.99 }, read('1.65', 95))).toBe(true);
    expect(takesPaddleReading({ text: '1.85', meanProb: 0.7 }, [])).toBe(false);
    expect(takesPaddleReading({ text: 'Yes', meanProb: 0.98 }, [])).toBe(true);
    expect(takesPaddleReading({ text: 'Yes', meanProb: 0.98 }, read('Yes', 91))).toBe(false);
    // A runner name on a tinted row that tesseract guessed at: the sure reading wins.
    expect(takesPaddleReading({ text: 'Lorient', meanProb: 0.97 }, read('iene', 44))).toBe(true);
    // Tesseract's Cyrillic, however unsure, stays: PP-OCR would spell it in Latin look-alikes.
    expect(takesPaddleReading({ text: 'Cnaptak', meanProb: 0.97 }, read('Спартак', 41))).toBe(false);
    // All look-alike letters: may be 'СКА' misspelt in Latin.
    expect(takesPaddleReading({ text: 'CKA', meanProb: 0.99 }, [])).toBe(false);
    expect(takesPaddleReading({ text: 'CKA', meanProb: 0.99 }, read('cka', 30))).toBe(false);
    expect(takesPaddleReading({ text: 'X', meanProb: 0.99 }, [])).toBe(true);
    expect(takesPaddleReading({ text: 'K中', meanProb: 0.99 }, [])).toBe(false);
  });

  it('on a page printed in Latin, a Cyrillic word tesseract barely read is noise the sure Latin reading replaces', () => {
    const read = (text: string, confidence: number) => [{ text, confidence }];
    expect(takesPaddleReading({ text: 'Arouca', meanProb: 0.97 }, read('Конев', 30), true)).toBe(true);
    expect(takesPaddleReading({ text: 'Arouca', meanProb: 0.97 }, read('Конев', 30), false)).toBe(false);
    // Read with some confidence, Cyrillic stays even on a Latin page.
    expect(takesPaddleReading({ text: 'Cnaptak', meanProb: 0.97 }, read('Спартак', 41), true)).toBe(false);
  });

  it("a live score's digit tesseract misread beside a name it guessed at does not keep the guess", () => {
    const covered = [
      { text: '4', confidence: 77 },
      { text: 'Ulreeht', confidence: 32 },
    ];
    expect(takesPaddleReading({ text: ' 1 Utrecht', meanProb: 0.99 }, covered)).toBe(true);
    // A sure word beside the digit still stays tesseract's.
    expect(takesPaddleReading({ text: ' 1 Utrecht', meanProb: 0.99 }, [covered[0]!, { text: 'Utrecht', confidence: 91 }])).toBe(
      false,
    );
    // A reading with no word of its own ('1X') is weighed against every word tesseract read there.
    expect(takesPaddleReading({ text: '1X', meanProb: 0.99 }, [{ text: '4', confidence: 77 }])).toBe(false);
  });

  it('on a Latin page, a Latin word tesseract was unsure of gives way to a reading PP-OCR is all but certain of', () => {
    const read = (text: string, confidence: number) => [{ text, confidence }];
    expect(takesPaddleReading({ text: 'Elche', meanProb: 0.998 }, read('Rea!', 72), true)).toBe(true);
    expect(takesPaddleReading({ text: 'Elche', meanProb: 0.998 }, read('Rea!', 72), false)).toBe(false);
    // Spaces put back from the pixels that cut the one word tesseract read ('Mgladbach' at 73): tesseract's stays.
    expect(takesPaddleReading({ text: "M 'glad bac h", meanProb: 0.99 }, read('Mgladbach', 73), true)).toBe(false);
    expect(takesPaddleReading({ text: 'Elche', meanProb: 0.95 }, read('Rea!', 72), true)).toBe(false);
    expect(takesPaddleReading({ text: 'Elche', meanProb: 0.998 }, read('Elchi', 85), true)).toBe(false);
    // Tesseract's accented letters are what was printed; PP-OCR's dictionary drops the accent.
    expect(takesPaddleReading({ text: 'Koln', meanProb: 0.99 }, read('Köln', 70), true)).toBe(false);
  });
});

describe('regionsWorthReading', () => {
  it('skips a region only where tesseract surely read a word of letters and no digit', () => {
    const region = box(0, 0, 100, 20);
    const worth = (...ws: ReturnType<typeof word>[]) => regionsWorthReading(ws, [region])[0];
    // Names, menus: PP-OCR would read the same letters, which are not taken over a sure word.
    expect(worth(word('Arsenal', box(5, 2, 90, 18), 93))).toBe(false);
    expect(worth(word('Спартак', box(5, 2, 90, 18), 88))).toBe(false);
    expect(worth(word('Draw', box(5, 2, 40, 18), 91), word('—', box(60, 2, 70, 18), 30))).toBe(false);
    // Nothing read, a digit, a short label, or a guess: PP-OCR's reading may be taken there.
    expect(worth()).toBe(true);
    expect(worth(word('Arsenal', box(5, 2, 60, 18), 93), word('1.85', box(70, 2, 95, 18), 95))).toBe(true);
    expect(worth(word('П1', box(5, 2, 30, 18), 95))).toBe(true);
    expect(worth(word('Sea', box(5, 2, 30, 18), 95))).toBe(true);
    expect(worth(word('Sporting', box(5, 2, 90, 18), 40))).toBe(true);
    // Words outside the region do not count.
    expect(worth(word('Arsenal', box(105, 2, 190, 18), 93))).toBe(true);
  });

  it('does not count a sure word that another region also holds: that region may replace it first', () => {
    const name = word('Arsenal', box(40, 2, 80, 18), 93);
    expect(regionsWorthReading([name], [box(0, 0, 100, 20), box(50, 0, 150, 20)])).toEqual([true, true]);
    expect(regionsWorthReading([name], [box(0, 0, 100, 20), box(70, 0, 150, 20)])).toEqual([false, true]);
  });
});

describe('isLatinPage', () => {
  const words = (texts: string[], confidence = 92) => texts.map((text) => ({ text, confidence }));
  it('is Latin when hardly any surely read word is Cyrillic', () => {
    expect(isLatinPage(words(['Matched', 'Back', 'Lay', 'Arouca', 'Santa', 'Clara', 'Promotions']))).toBe(true);
    expect(isLatinPage([...words(['Matched', 'Back', 'Lay', 'Santa', 'Clara']), ...words(['Конев'], 30)])).toBe(true);
    expect(isLatinPage(words(['Серия', 'Лацио', 'Интер', 'Ювентус', 'Поиск', 'T&Cs', 'apply']))).toBe(false);
    // Too few sure words to say.
    expect(isLatinPage(words(['Back', 'Lay']))).toBe(false);
  });
});

describe('overlayReadings', () => {
  it("replaces tesseract's words under a sure price and adds prices tesseract missed", () => {
    const name = word('Arsenal', box(0, 0, 80, 20));
    const badPrice = word('185', box(200, 0, 240, 20), 40);
    const page = {
      text: 'Arsenal 185',
      lines: [{ text: 'Arsenal 185', words: [name, badPrice], bbox: box(0, 0, 240, 20) }],
      words: [name, badPrice],
      width: 400,
      height: 40,
      confidence: 70,
    };
    const chars = (text: string, x0: number) => [...text].map((char, i) => ({ char, prob: 0.99, x: x0 + 5 + i * 10 }));
    const region = (text: string, x0: number) => ({
      box: box(x0 - 5, -2, x0 + 45, 22),
      chars: chars(text, x0),
      band: { y0: 0, y1: 20 },
      reading: { text, meanProb: 0.99 },
    });
    const out = overlayReadings(page, [region('1.85', 200), region('3.40', 300)]);
    expect(out.words.map((w) => w.text).sort()).toEqual(['1.85', '3.40', 'Arsenal']);
    expect(out.text).toContain('Arsenal');
  });

  /** A page of one word tesseract read at `confidence`, and PP-OCR's reading of the region round it. */
  const onePage = (t: string, confidence: number) => {
    const w = word(t, box(200, 0, 240, 20), confidence);
    return {
      text: t,
      lines: [{ text: t, words: [w], bbox: box(200, 0, 240, 20) }],
      words: [w],
      width: 400,
      height: 40,
      confidence,
    };
  };
  const oneRegion = (text: string, meanProb: number) => ({
    box: box(195, -2, 245, 22),
    chars: [...text].map((char, i) => ({ char, prob: meanProb, x: 205 + i * 10 })),
    band: { y0: 0, y1: 20 },
    reading: { text, meanProb },
  });

  it('a price the two looks read with different digits is kept but marked unsure; a lost point is no disagreement', () => {
    const page = (t: string) => onePage(t, 96);
    const region = (text: string) => oneRegion(text, 0.98);
    // A reading not sure enough to take, or spelt with a sign PP-OCR cannot print as ASCII ('4.3±' for '4.3' and a
    // movement arrow), still counts as a look: tesseract's '4.34' stays, unsure.
    const unsure = (text: string, meanProb: number) => ({ ...region(text), reading: { text, meanProb } });
    const arrow = overlayReadings(page('4.34'), [unsure('4.3±', 0.93)]).words[0]!;
    expect([arrow.text, arrow.confidence < 60]).toEqual(['4.34', true]);
    expect(overlayReadings(page('4.34'), [unsure('4.34', 0.8)]).words[0]!.confidence).toBeGreaterThan(90);
    expect(overlayReadings(page('4.34'), [unsure('4.3±', 0.5)]).words[0]!.confidence).toBeGreaterThan(90);
    const disagreed = overlayReadings(page('6.6'), [region('5.6')]).words[0]!;
    expect(disagreed.text).toBe('5.6');
    expect(disagreed.confidence).toBeLessThan(60);
    expect(overlayReadings(page('185'), [region('1.85')]).words[0]!.confidence).toBeGreaterThan(90);
  });

  it("a number PP-OCR read fairly surely where tesseract guessed only letters ('aoe' at 18) is taken, unsure", () => {
    const [page, region] = [onePage, oneRegion];
    const taken = overlayReadings(page('aoe', 18), [region('3,35', 0.899)]).words;
    expect(taken.map((w) => [w.text, w.confidence < 60])).toEqual([['3,35', true]]);
    expect(takesUnsureNumber({ text: '1/4 ±', meanProb: 0.84 }, [{ text: 'WA.', confidence: 41 }])).toBe(true);
    // Not where tesseract read a word surely, read a digit, or PP-OCR is unsure too, or read letters itself.
    expect(overlayReadings(page('Arsenal', 92), [region('3,35', 0.899)]).words[0]!.text).toBe('Arsenal');
    expect(overlayReadings(page('3.3S', 40), [region('3,35', 0.899)]).words[0]!.text).toBe('3.3S');
    expect(overlayReadings(page('aoe', 18), [region('3,35', 0.6)]).words[0]!.text).toBe('aoe');
    expect(takesUnsureNumber({ text: 'O 2.5', meanProb: 0.85 }, [{ text: 'aoe', confidence: 18 }])).toBe(false);
  });

  it("splits PP-OCR's characters where tesseract saw two words (a label beside its price)", () => {
    const label = word('1', box(200, 0, 208, 20));
    const price = word('2.78', box(224, 0, 260, 20));
    const page = {
      text: '1 2.78',
      lines: [{ text: '1 2.78', words: [label, price], bbox: box(200, 0, 260, 20) }],
      words: [label, price],
      width: 400,
      height: 40,
      confidence: 80,
    };
    const chars = [
      { char: '1', prob: 0.99, x: 204 },
      { char: '2', prob: 0.99, x: 228 },
      { char: '.', prob: 0.99, x: 238 },
      { char: '7', prob: 0.99, x: 246 },
      { char: '8', prob: 0.99, x: 255 },
    ];
    const out = overlayReadings(page, [
      { box: box(196, -2, 264, 22), chars, band: { y0: 0, y1: 20 }, reading: { text: '12.78', meanProb: 0.99 } },
    ]);
    expect(out.words.map((w) => w.text)).toEqual(['1', '2.78']);
  });
});

describe('hybrid engine (real PP-OCR and tesseract on a rendered card)', () => {
  const pool = createTesseractPool({ size: 1, langPath, timeoutMs: 20_000 });
  afterAll(() => pool.close());

  it('reads Cyrillic names with tesseract and prices in pills with PP-OCR', async () => {
    const engine = createHybridEngine({ tesseract: pool });
    const png = await renderCard();
    const page = await engine.recognize(png);
    expect(page.scale).toBe(2);
    expect(page.text).toContain('Зенит');
    expect(page.text).toContain('Спартак');
    const price = page.words.find((w) => w.text === '3.60');
    expect(price, page.text).toBeDefined();
    // In the prepared page's pixels (twice the screenshot's): the middle pill.
    expect(price!.bbox.x0).toBeGreaterThan(360);
    expect(price!.bbox.x1).toBeLessThan(520);
    expect(price!.bbox.y0).toBeGreaterThan(220);

    const m = await readScreenshot(engine, png);
    expect([m.homeOdds, m.drawOdds, m.awayOdds]).toEqual(['1.85', '3.60', '4.20']);
    expect(m.teams).toEqual(['Зенит', 'Спартак']);
  });

  it('reads the same page alone (recogniser beside tesseract) as with another screenshot (after tesseract)', async () => {
    const engine = createHybridEngine({ tesseract: pool });
    const png = await renderCard();
    const alone = await engine.recognize(png);
    const [first, second] = await Promise.all([engine.recognize(png), engine.recognize(png)]);
    expect(first).toEqual(alone);
    expect(second).toEqual(alone);
  });
});
