/**
 * Extraction + scoring of a whole set for one parameter combination, spread over worker threads (each holds its
 * slice of the OCR'd pages once): the LOFO search re-runs extraction for many combinations, and on a 2-core machine
 * two threads halve its wall time.
 */
import { Worker } from 'node:worker_threads';
import type { ExtractionParams } from '../../server/src/extraction/page/params';
import type { ReadMatch } from '@shared/reading';
import type { OcrPage } from '../../server/src/ocr/engine';
import type { BenchImage } from './ocr-labels';
import type { ImageScore } from './ocr-score';

export interface ExtractItem {
  img: BenchImage;
  page: Omit<OcrPage, 'words'>;
  scale: number;
}

export interface ExtractReply {
  id: number;
  scores: ImageScore[];
  errors: { file: string; error: string }[];
  /** Every image's matches, when asked for (`read`). */
  readings?: ReadMatch[][];
}

export interface ExtractPool {
  /** Scores of every image, in the order given, with the extraction errors met. */
  score(params: ExtractionParams): Promise<{ scores: ImageScore[]; errors: ExtractReply['errors'] }>;
  /** Every image's matches, in the order given (re-scoring from cache over all threads). */
  read(params: ExtractionParams): Promise<{ readings: ReadMatch[][]; errors: ExtractReply['errors'] }>;
  close(): Promise<void>;
}

/** tsx does not reach worker threads on its own: the worker registers it, then imports the TypeScript entry. */
function tsWorker(file: URL, workerData: unknown): Worker {
  const code = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(file.href)}); })`;
  return new Worker(code, { eval: true, workerData });
}

export function createExtractPool(items: { img: BenchImage; page: OcrPage; scale: number }[], threads: number): ExtractPool {
  const n = Math.max(1, Math.min(threads, items.length));
  // Round-robin slices: neighbouring images (often one family, similar size) land on different threads.
  const slices = Array.from({ length: n }, (_, t) => items.map((_, i) => i).filter((i) => i % n === t));
  const workers = slices.map((idx) =>
    tsWorker(new URL('./ocr-extract-worker.ts', import.meta.url), {
      items: idx.map((i) => {
        const { words: _words, ...page } = items[i]!.page;
        return { img: items[i]!.img, page, scale: items[i]!.scale } satisfies ExtractItem;
      }),
    }),
  );
  let nextId = 0;
  const ask = (w: Worker, params: ExtractionParams, read = false) =>
    new Promise<ExtractReply>((resolve, reject) => {
      const id = nextId++;
      const onMessage = (m: ExtractReply) => {
        if (m.id !== id) return;
        w.off('message', onMessage);
        w.off('error', reject);
        resolve(m);
      };
      w.on('message', onMessage);
      w.once('error', reject);
      w.postMessage({ id, params, read });
    });
  return {
    async score(params) {
      const replies = await Promise.all(workers.map((w) => ask(w, params)));
      const scores = new Array<ImageScore>(items.length);
      replies.forEach((r, t) => r.scores.forEach((s, j) => (scores[slices[t]![j]!] = s)));
      return { scores, errors: replies.flatMap((r) => r.errors) };
    },
    async read(params) {
      const replies = await Promise.all(workers.map((w) => ask(w, params, true)));
      const readings = new Array<ReadMatch[]>(items.length);
      replies.forEach((r, t) => (r.readings ?? []).forEach((m, j) => (readings[slices[t]![j]!] = m)));
      return { readings, errors: replies.flatMap((r) => r.errors) };
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
