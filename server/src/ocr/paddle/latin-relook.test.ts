import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { OcrPage, OcrWord } from '../engine';
import { cyrillicWords, isLatinReading, relookCyrillicWords } from './latin-relook';
import { loadPaddleModels } from './paddle-models';
import { recogniseRegions } from './line-recognizer';
import type { RgbImage } from './text-detector';

describe('isLatinReading', () => {
  it('takes a Latin word PP-OCR is all but certain of', () => {
    expect(isLatinReading('Napoli', 0.986)).toBe(true);
    expect(isLatinReading('NBA', 0.99)).toBe(true);
    expect(isLatinReading('Apr5,', 0.98)).toBe(true);
  });

  it('keeps the Cyrillic where PP-OCR is unsure, reads look-alikes only, several words, or odd casing', () => {
    expect(isLatinReading('Napoli', 0.93)).toBe(false);
    // 'РОСТОВ' in capitals reads as its Latin twins: it may well be the Russian word.
    expect(isLatinReading('POCTOB', 0.99)).toBe(false);
    expect(isLatinReading('Aktionen · 18+', 0.99)).toBe(false);
    expect(isLatinReading('Multipla (3)', 0.98)).toBe(false);
    // 'СтавкаПлюс' spelt in Latin look-alikes.
    expect(isLatinReading('CTaBKaOC', 0.98)).toBe(false);
    expect(isLatinReading('-', 0.99)).toBe(false);
  });
});

const word = (text: string, x0: number, y0: number, x1: number, y1: number, confidence = 90): OcrWord => ({
  text,
  confidence,
  bbox: { x0, y0, x1, y1 },
});
const pageOf = (words: OcrWord[]): OcrPage => ({
  text: words.map((w) => w.text).join(' '),
  lines: [{ text: words.map((w) => w.text).join(' '), words, bbox: { x0: 0, y0: 0, x1: 800, y1: 80 } }],
  words,
  width: 800,
  height: 80,
  confidence: 90,
});

describe('cyrillicWords', () => {
  it('lists words with Cyrillic letters, not marks or single glyphs', () => {
    const ws = [word('Марой', 0, 0, 10, 10), word('Como', 0, 0, 10, 10), word('П', 0, 0, 10, 10), word('-', 0, 0, 5, 5)];
    expect(cyrillicWords(pageOf(ws)).map((w) => w.text)).toEqual(['Марой']);
  });
});

describe('relookCyrillicWords (real PP-OCR on a rendered row)', () => {
  it('replaces a Latin name tesseract read in Cyrillic, keeps a name printed in Cyrillic', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="48">
      <rect width="100%" height="100%" fill="#ffffff"/>
      <text x="10" y="32" font-family="DejaVu Sans" font-size="22" fill="#111">Genoa</text>
      <text x="200" y="32" font-family="DejaVu Sans" font-size="22" fill="#111">Спартак</text>
    </svg>`;
    const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const img: RgbImage = { data: new Uint8Array(data), width: info.width, height: info.height };
    // Tesseract's words, in the prepared page's pixels (twice the screenshot's).
    const page = pageOf([word('Сепоа', 20, 30, 150, 76, 92), word('Спартак', 400, 30, 600, 76, 92)]);
    const models = await loadPaddleModels();
    const out = await relookCyrillicWords(page, img, 2, (i, b) => recogniseRegions(models.recogniser, models.dictionary, i, b));
    expect(out.words.map((w) => w.text)).toEqual(['Genoa', 'Спартак']);
    expect(out.words[0]!.bbox).toEqual(page.words[0]!.bbox);
    expect(out.lines[0]!.text).toBe('Genoa Спартак');
  });
});
