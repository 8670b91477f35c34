import os from 'node:os';
import { createWorker, OEM, PSM, type Worker, type Page, type Bbox } from 'tesseract.js';
import { OcrAbortedError, OcrTimeoutError, type OcrEngine, type OcrLine, type OcrPage, type OcrWord } from './engine';

export interface TesseractPoolOptions {
  /** Number of warm workers (default: number of cores). */
  size?: number;
  /** Directory holding *.traineddata (uncompressed). Never leave to the CDN default: it hangs offline. */
  langPath?: string;
  languages?: string[];
  /** Per-image recognition timeout; a worker that times out is replaced. */
  timeoutMs?: number;
  /** Timeout for creating one worker. */
  startTimeoutMs?: number;
}

export interface TesseractPool extends OcrEngine {
  /**
   * Reads an image holding one line of text (tesseract's page segmentation mode 7): a crop of a prepared page where
   * the page's own segmentation went wrong. Queued with the pages, on the same warm workers.
   */
  recognizeLine(image: Buffer, opts?: { signal?: AbortSignal }): Promise<OcrPage>;
  /** Creates all workers now instead of on the first recognize. */
  warm(): Promise<void>;
  stats(): { size: number; idle: number; queued: number; replaced: number };
}

interface Job {
  image: Buffer;
  /** Tesseract parameters for this image only (tesseract.js restores the worker's own after it). */
  params?: Record<string, string>;
  signal?: AbortSignal;
  resolve: (page: OcrPage) => void;
  reject: (err: unknown) => void;
  onAbort?: () => void;
}

interface Slot {
  worker: Promise<Worker> | null;
  busy: boolean;
}

function withTimeout<T>(p: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(onTimeout()), ms);
    p.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(t);
        reject(e);
      },
    );
  });
}

/** Flattens tesseract.js blocks into engine-neutral lines and words. */
export function pageFromTesseract(data: Page, width: number, height: number): OcrPage {
  const lines: OcrLine[] = [];
  const words: OcrWord[] = [];
  const box = (b: Bbox) => ({ x0: b.x0, y0: b.y0, x1: b.x1, y1: b.y1 });
  for (const block of data.blocks ?? []) {
    for (const para of block.paragraphs) {
      for (const line of para.lines) {
        const lw: OcrWord[] = [];
        for (const w of line.words) {
          const text = w.text.trim();
          if (!text) continue;
          const word: OcrWord = { text, confidence: w.confidence, bbox: box(w.bbox) };
          lw.push(word);
          words.push(word);
        }
        if (lw.length) lines.push({ text: lw.map((w) => w.text).join(' '), words: lw, bbox: box(line.bbox) });
      }
    }
  }
  return { text: data.text, lines, words, width, height, confidence: data.confidence };
}

/** Image size from a PNG IHDR or a binary PNM header; 0 when unknown (extraction uses relative geometry only). */
export function imageSize(buf: Buffer): { width: number; height: number } {
  if (buf.length > 24 && buf.readUInt32BE(0) === 0x89504e47) return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
  const m = /^P[56]\s+(?:#[^\n]*\n\s*)*(\d+)\s+(\d+)/.exec(buf.subarray(0, 64).toString('latin1'));
  if (m) return { width: Number(m[1]), height: Number(m[2]) };
  return { width: 0, height: 0 };
}

/**
 * A warm pool of tesseract.js workers: created once (lazily or by warm()), reused, fed from a FIFO queue.
 * A recognize that exceeds timeoutMs (or is aborted while running) gets its worker terminated and replaced.
 */
export function createTesseractPool(options: TesseractPoolOptions = {}): TesseractPool {
  const size = Math.max(1, options.size ?? os.availableParallelism());
  const langPath = options.langPath ?? '/usr/share/tesseract-ocr/5/tessdata';
  const languages = options.languages ?? ['eng', 'rus'];
  const timeoutMs = options.timeoutMs ?? 30_000;
  const startTimeoutMs = options.startTimeoutMs ?? 30_000;
  const slots: Slot[] = Array.from({ length: size }, () => ({ worker: null, busy: false }));
  const queue: Job[] = [];
  let closed = false;
  let replaced = 0;

  function spawn(): Promise<Worker> {
    const p = withTimeout(
      createWorker(languages, OEM.LSTM_ONLY, {
        langPath,
        gzip: false,
        cacheMethod: 'none',
        errorHandler: () => {},
      }),
      startTimeoutMs,
      () => new Error(`tesseract worker did not start within ${startTimeoutMs} ms (langPath ${langPath})`),
    );
    const ready = p.then(async (w) => {
      // Screenshots carry no meaningful DPI; an explicit value silences tesseract's guess and keeps sizing stable.
      await w.setParameters({ user_defined_dpi: '144' });
      return w;
    });
    ready.catch(() => {});
    return ready;
  }

  function ensure(slot: Slot): Promise<Worker> {
    slot.worker ??= spawn();
    return slot.worker;
  }

  function replace(slot: Slot) {
    const old = slot.worker;
    slot.worker = null;
    replaced++;
    if (old) void old.then((w) => w.terminate()).catch(() => {});
  }

  async function run(slot: Slot, job: Job) {
    slot.busy = true;
    let aborted: (() => void) | undefined;
    try {
      if (job.signal?.aborted) throw new OcrAbortedError();
      const worker = await ensure(slot);
      const { width, height } = imageSize(job.image);
      const recognition = worker.recognize(job.image, job.params ?? {}, { blocks: true, text: true });
      const abortPromise = new Promise<never>((_, reject) => {
        aborted = () => reject(new OcrAbortedError());
        job.signal?.addEventListener('abort', aborted, { once: true });
      });
      const result = await withTimeout(
        Promise.race([recognition, abortPromise]),
        timeoutMs,
        () => new OcrTimeoutError(timeoutMs),
      );
      job.resolve(pageFromTesseract(result.data, width, height));
    } catch (err) {
      if (err instanceof OcrTimeoutError || err instanceof OcrAbortedError) replace(slot);
      else if (slot.worker) {
        // A failed start or a crashed worker: start afresh next time.
        replace(slot);
      }
      job.reject(err);
    } finally {
      if (aborted) job.signal?.removeEventListener('abort', aborted);
      slot.busy = false;
      pump();
    }
  }

  function pump() {
    if (closed) return;
    for (const slot of slots) {
      if (slot.busy) continue;
      const job = queue.shift();
      if (!job) return;
      if (job.onAbort) job.signal?.removeEventListener('abort', job.onAbort);
      void run(slot, job);
    }
  }

  function submit(image: Buffer, signal: AbortSignal | undefined, params?: Record<string, string>): Promise<OcrPage> {
    if (closed) return Promise.reject(new Error('OCR pool is closed'));
    return new Promise<OcrPage>((resolve, reject) => {
      const job: Job = { image, params, signal, resolve, reject };
      if (job.signal?.aborted) return reject(new OcrAbortedError());
      job.onAbort = () => {
        const i = queue.indexOf(job);
        if (i >= 0) {
          queue.splice(i, 1);
          reject(new OcrAbortedError());
        }
      };
      job.signal?.addEventListener('abort', job.onAbort, { once: true });
      queue.push(job);
      pump();
    });
  }

  return {
    recognize: (image, opts) => submit(image, opts?.signal),
    recognizeLine: (image, opts) => submit(image, opts?.signal, { tessedit_pageseg_mode: PSM.SINGLE_LINE }),
    async warm() {
      await Promise.all(slots.map((s) => ensure(s)));
    },
    stats() {
      return { size, idle: slots.filter((s) => !s.busy).length, queued: queue.length, replaced };
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('OCR pool is closed'));
      await Promise.all(
        slots.map(async (s) => {
          const w = s.worker;
          s.worker = null;
          if (!w) return;
          try {
            await (await w).terminate();
          } catch {
            /* already gone */
          }
        }),
      );
    },
  };
}
