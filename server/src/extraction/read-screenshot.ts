import type { ExtractedMatch } from '../../../shared/src/prediction';
import type { OcrEngine } from '../ocr/engine';
import { preprocessForOcr } from '../ocr/preprocess';
import { extractMatch } from './extract';
import type { Gazetteer } from './gazetteer';
import { loadGazetteer } from './gazetteer';

export interface ReadScreenshotOptions {
  /** Defaults to the bundled gazetteer (server/data/gazetteer.json); pass null to skip name correction. */
  gazetteer?: Gazetteer | null;
  signal?: AbortSignal;
}

/** One screenshot to match fields: preprocessing, OCR through the given engine, extraction, gazetteer correction. */
export async function readScreenshot(
  engine: OcrEngine,
  image: Buffer,
  opts: ReadScreenshotOptions = {},
): Promise<ExtractedMatch> {
  const pre = await preprocessForOcr(image);
  const page = await engine.recognize(pre.buffer, { signal: opts.signal });
  const gazetteer = opts.gazetteer === undefined ? loadGazetteer() : (opts.gazetteer ?? undefined);
  return extractMatch(page, { gazetteer });
}
