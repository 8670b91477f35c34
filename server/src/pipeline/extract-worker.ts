/** A thread of extract-workers.ts: reads OCR pages into readings with the gazetteer loaded once. */
import { parentPort } from 'node:worker_threads';
import type { OcrPage } from '../ocr/engine';
import { extractMatches } from '../extraction/assemble/matches';
import { loadGazetteer } from '../extraction/names/gazetteer';

const gazetteer = loadGazetteer();

parentPort!.on('message', ({ id, page, screenshot }: { id: number; page: OcrPage; screenshot: number }) => {
  try {
    const reading = extractMatches(page, { gazetteer, scale: page.scale ?? 1, screenshot });
    parentPort!.postMessage({ id, reading });
  } catch (e) {
    parentPort!.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
});
