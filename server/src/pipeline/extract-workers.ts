import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ScreenshotReading } from '@shared/reading';
import type { OcrPage } from '../ocr/engine';

/**
 * Extraction off the event loop (issue 47): reading a real page's OCR words takes 100 to 700 ms of synchronous work,
 * which on the main thread stalled every other request for that long. A few worker threads, each with the gazetteer
 * loaded once, read the pages; the main thread only posts the OCR page and awaits the reading.
 */
export interface ExtractWorkers {
  extract(page: OcrPage, screenshot: number): Promise<ScreenshotReading>;
  close(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const tsconfig = path.join(here, '..', '..', '..', 'tsconfig.json');

/** tsx does not reach worker threads on its own: the worker registers it, then imports the TypeScript entry. */
function tsWorker(file: string): Worker {
  const href = new URL(`file://${file}`).href;
  const code = `import('tsx/esm/api').then(({ register }) => { register({ tsconfig: ${JSON.stringify(tsconfig)} }); return import(${JSON.stringify(href)}); })`;
  return new Worker(code, { eval: true });
}

interface Pending {
  resolve: (r: ScreenshotReading) => void;
  reject: (e: Error) => void;
}

export function createExtractWorkers(size: number): ExtractWorkers {
  const workers: Worker[] = [];
  const pending = new Map<number, Pending>();
  const load = new Map<Worker, number>();
  let nextId = 0;
  const spawn = () => {
    const w = tsWorker(path.join(here, 'extract-worker.ts'));
    w.on('message', (m: { id: number; reading?: ScreenshotReading; error?: string }) => {
      const p = pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      load.set(w, (load.get(w) ?? 1) - 1);
      if (m.reading) p.resolve(m.reading);
      else p.reject(new Error(m.error ?? 'extraction failed'));
    });
    // A worker that dies fails what it held; the next request gets a fresh one.
    w.on('error', (e) => {
      for (const [id, p] of pending) {
        if ((p as Pending & { w?: Worker }).w !== w) continue;
        pending.delete(id);
        p.reject(e);
      }
      workers.splice(workers.indexOf(w), 1);
    });
    w.unref();
    workers.push(w);
    load.set(w, 0);
    return w;
  };
  const pick = () => {
    if (workers.length < size) return spawn();
    return [...workers].sort((a, b) => (load.get(a) ?? 0) - (load.get(b) ?? 0))[0]!;
  };
  return {
    extract(page, screenshot) {
      const w = pick();
      const id = nextId++;
      load.set(w, (load.get(w) ?? 0) + 1);
      return new Promise<ScreenshotReading>((resolve, reject) => {
        pending.set(id, Object.assign({ resolve, reject }, { w }));
        w.postMessage({ id, page, screenshot });
      });
    },
    async close() {
      await Promise.all(workers.splice(0).map((w) => w.terminate()));
      for (const p of pending.values()) p.reject(new Error('extraction workers closed'));
      pending.clear();
    },
  };
}
