import type { ExtractedMatch } from '@shared/prediction';
import type { ScreenshotReading } from '@shared/reading';
import type { OcrEngine } from '../../ocr/engine';
import { extractMatches, mostProminent, toExtractedMatch } from './matches';
import type { Gazetteer } from '../names/gazetteer-types';
import { loadGazetteer } from '../names/gazetteer';

export interface ReadScreenshotOptions {
  /** Defaults to the bundled gazetteer (server/data/gazetteer.json); pass null to skip name correction. */
  gazetteer?: Gazetteer | null;
  signal?: AbortSignal;
  /** Index of this screenshot in its request, for the match ids. */
  screenshot?: number;
}

/**
 * One screenshot to every match on it: OCR through the given engine (which prepares the image its own way),
 * extraction, gazetteer correction. Boxes are in the original image's pixels.
 */
export async function readScreenshotMatches(
  engine: OcrEngine,
  image: Buffer,
  opts: ReadScreenshotOptions = {},
): Promise<ScreenshotReading> {
  const page = await engine.recognize(image, { signal: opts.signal });
  const gazetteer = opts.gazetteer === undefined ? loadGazetteer() : (opts.gazetteer ?? undefined);
  return extractMatches(page, { gazetteer, scale: page.scale ?? 1, screenshot: opts.screenshot ?? 0 });
}

/** One screenshot to the most prominent match on it (the spec's single-match contract and the CLI's). */
export async function readScreenshot(
  engine: OcrEngine,
  image: Buffer,
  opts: ReadScreenshotOptions = {},
): Promise<ExtractedMatch> {
  const reading = await readScreenshotMatches(engine, image, opts);
  return toExtractedMatch(mostProminent(reading.matches));
}
