/**
 * Worker thread of the LOFO search (bench/lib/ocr-extract-pool.ts): holds a slice of the OCR'd images and, for each
 * parameter combination it is sent, extracts and scores every one of them.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ReadMatch, ScreenshotReading } from '@shared/reading';
import { loadGazetteer } from '../../server/src/extraction/names/gazetteer';
import { extractMatches } from '../../server/src/extraction/assemble/matches';
import type { ExtractionParams } from '../../server/src/extraction/page/params';
import type { OcrPage } from '../../server/src/ocr/engine';
import type { ExtractItem, ExtractReply } from './ocr-extract-pool';
import { scoreImage } from './ocr-score';

const gazetteer = loadGazetteer();
const items = (workerData as { items: ExtractItem[] }).items.map((it) => ({
  ...it,
  // Words travel once, inside their lines; the flat list is rebuilt as pageFromTesseract builds it.
  page: { ...it.page, words: it.page.lines.flatMap((l) => l.words) } satisfies OcrPage,
}));

parentPort!.on('message', ({ id, params, read }: { id: number; params: ExtractionParams; read?: boolean }) => {
  const errors: ExtractReply['errors'] = [];
  const readings: ReadMatch[][] = [];
  const scores = items.map((o) => {
    let reading: Pick<ScreenshotReading, 'matches'>;
    try {
      reading = extractMatches(o.page, { gazetteer, scale: o.scale, screenshot: 0, params });
    } catch (e) {
      errors.push({ file: o.img.file, error: e instanceof Error ? e.message : String(e) });
      reading = { matches: [] };
    }
    if (read) readings.push(reading.matches);
    return scoreImage(reading, o.img, gazetteer);
  });
  parentPort!.postMessage({ id, scores, errors, ...(read ? { readings } : {}) } satisfies ExtractReply);
});
