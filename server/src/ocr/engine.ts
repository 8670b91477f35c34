/** Engine-neutral OCR output: words with boxes, grouped into lines, in the coordinates of the image given to the engine. */

export interface OcrBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface OcrWord {
  text: string;
  /** 0..100 */
  confidence: number;
  bbox: OcrBox;
}

/**
 * The confidence (0-100) an engine gives a number its two looks read differently: under the analysis' trust
 * threshold (60), so shown and never staked on. Extraction repairs no such number.
 */
export const DISAGREED_CONFIDENCE = 50;

/** Whether a word's centre lies inside a box: the word belongs to that region of the page. */
export const centreIn = (w: OcrWord, b: OcrBox): boolean => {
  const cx = (w.bbox.x0 + w.bbox.x1) / 2;
  const cy = (w.bbox.y0 + w.bbox.y1) / 2;
  return cx >= b.x0 && cx <= b.x1 && cy >= b.y0 && cy <= b.y1;
};

export interface OcrLine {
  text: string;
  words: OcrWord[];
  bbox: OcrBox;
}

export interface OcrPage {
  text: string;
  lines: OcrLine[];
  words: OcrWord[];
  width: number;
  height: number;
  /** Mean page confidence 0..100. */
  confidence: number;
  /** Factor from the screenshot's pixels to this page's coordinates (an engine that upscales says so); 1 if absent. */
  scale?: number;
}

/** Reads a screenshot as uploaded; each engine prepares the image its own way and says its `scale`. */
export interface OcrEngine {
  recognize(image: Buffer, opts?: { signal?: AbortSignal }): Promise<OcrPage>;
  close(): Promise<void>;
}

export class OcrTimeoutError extends Error {
  constructor(ms: number) {
    super(`OCR timed out after ${ms} ms`);
    this.name = 'OcrTimeoutError';
  }
}

export class OcrAbortedError extends Error {
  constructor() {
    super('OCR aborted');
    this.name = 'OcrAbortedError';
  }
}

/** The page made of these lines: its words and text follow them. */
export const pageWithLines = (page: OcrPage, lines: OcrLine[]): OcrPage => ({
  ...page,
  lines,
  words: lines.flatMap((l) => l.words),
  text: lines.map((l) => l.text).join('\n'),
});
