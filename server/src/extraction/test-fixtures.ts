import type { OcrLine, OcrPage, OcrWord } from '../ocr/engine';

/** One cell of a fixture row: its text (words split on spaces) and the x where it starts. */
/** A cell's text at x; its words' OCR confidence when not the page's. */
export type Cell = [text: string, x: number, confidence?: number];

const CHAR_W = 12;
const ROW_H = 20;

/**
 * Builds an OcrPage from rows of cells, with word boxes laid out like a rendered screenshot. A row's y may be
 * [y, height] for a line of larger text (price buttons taller than the names beside them).
 */
export function fixturePage(rows: [y: number | [y: number, h: number], ...cells: Cell[]][], confidence = 90): OcrPage {
  const lines: OcrLine[] = [];
  for (const [at, ...cells] of rows) {
    const [y, H] = typeof at === 'number' ? [at, ROW_H] : at;
    const words: OcrWord[] = [];
    for (const [text, x0, own] of cells) {
      let x = x0;
      for (const t of text.split(' ').filter(Boolean)) {
        const w = t.length * CHAR_W;
        words.push({ text: t, confidence: own ?? confidence, bbox: { x0: x, y0: y, x1: x + w, y1: y + H } });
        x += w + 8;
      }
    }
    lines.push({
      text: words.map((w) => w.text).join(' '),
      words,
      bbox: { x0: words[0]!.bbox.x0, y0: y, x1: words[words.length - 1]!.bbox.x1, y1: y + H },
    });
  }
  return {
    text: lines.map((l) => l.text).join('\n'),
    lines,
    words: lines.flatMap((l) => l.words),
    width: 1600,
    height: 1200,
    confidence,
  };
}

/** A word as OCR boxed it: text, x0, y0, x1, y1, confidence. */
export type BoxedWord = [text: string, x0: number, y0: number, x1: number, y1: number, confidence: number];

/** A page of lines whose words keep the boxes OCR gave them (widths matter where columns are close). */
export function boxedPage(lines: BoxedWord[][]): OcrPage {
  const ocrLines: OcrLine[] = lines.map((ws) => {
    const words: OcrWord[] = ws.map(([text, x0, y0, x1, y1, confidence]) => ({ text, confidence, bbox: { x0, y0, x1, y1 } }));
    const box = (k: 'x0' | 'y0' | 'x1' | 'y1', f: (...n: number[]) => number) => f(...words.map((w) => w.bbox[k]));
    return {
      text: words.map((w) => w.text).join(' '),
      words,
      bbox: { x0: box('x0', Math.min), y0: box('y0', Math.min), x1: box('x1', Math.max), y1: box('y1', Math.max) },
    };
  });
  return {
    text: ocrLines.map((l) => l.text).join('\n'),
    lines: ocrLines,
    words: ocrLines.flatMap((l) => l.words),
    width: 3200,
    height: 2200,
    confidence: 90,
  };
}
