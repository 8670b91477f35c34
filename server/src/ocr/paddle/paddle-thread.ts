import { Worker } from 'node:worker_threads';
import type { OcrBox } from '../engine';
import type { RecognisedLine } from './line-recognizer';
import type { DetectedRegion, RgbImage } from './text-detector';

/*
 * PP-OCR runs in a thread of its own (docs/decisions/0044-ocr-own-thread.md). onnxruntime's `run` is synchronous,
 * and on the main thread its detector and recogniser (about half a second a screenshot) blocked everything else
 * there: the HTTP server, the start of tesseract's page and the delivery of its words. A screenshot's latency was the
 * preparation, the detector and the recogniser one after the other, while tesseract's worker had finished and waited.
 * One thread for the process: the models are loaded once, and the pool's tesseract workers take the other cores.
 */

/** Which regions are worth reading: known now, or once tesseract's page comes in (`later`). */
export interface RegionGate {
  now(): readonly boolean[] | undefined;
  later: Promise<readonly boolean[]>;
}

export type PaddleRequest =
  | { id: number; type: 'warm' }
  | { id: number; type: 'detect'; img: RgbImage }
  | { id: number; type: 'recognise'; img: RgbImage; boxes: OcrBox[]; worth?: readonly boolean[] | undefined };

/** What the main thread sends: a request, or a running recognition's gate. */
export type PaddleMessage = PaddleRequest | { id: number; type: 'gate'; worth: readonly boolean[] };

export type PaddleReply =
  | { id: number; type: 'warm' }
  | { id: number; type: 'detect'; regions: DetectedRegion[] }
  | { id: number; type: 'recognise'; lines: (RecognisedLine | undefined)[] }
  | { id: number; type: 'error'; message: string };

interface Pending {
  resolve: (reply: PaddleReply) => void;
  reject: (err: Error) => void;
}

export interface PaddleThread {
  /** Starts the thread and loads the models. */
  warm(): Promise<void>;
  /** PP-OCR's text regions of a screenshot (text-detector.ts). */
  detect(img: RgbImage): Promise<DetectedRegion[]>;
  /** Reads regions of a screenshot (line-recognizer.ts); a region the gate calls not worth reading is left unread. */
  recognise(img: RgbImage, boxes: OcrBox[], gate?: RegionGate): Promise<(RecognisedLine | undefined)[]>;
}

function startThread(): PaddleThread {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const failAll = (err: Error) => {
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };

  const thread = (): Worker => {
    if (worker) return worker;
    const w = new Worker(new URL('./paddle-thread-boot.mjs', import.meta.url));
    w.on('message', (reply: PaddleReply) => {
      const p = pending.get(reply.id);
      if (!p) return;
      pending.delete(reply.id);
      if (!pending.size) w.unref();
      if (reply.type === 'error') p.reject(new Error(`PP-OCR: ${reply.message}`));
      else p.resolve(reply);
    });
    // A thread that died takes its requests with it; the next request starts a new one.
    w.on('error', (err) => {
      if (worker === w) worker = null;
      failAll(err);
    });
    w.on('exit', (code) => {
      if (worker === w) worker = null;
      failAll(new Error(`PP-OCR thread exited with code ${code}`));
    });
    // Idle, the thread does not keep the process alive; a request in flight does (ref below).
    w.unref();
    return (worker = w);
  };

  const call = (req: PaddleRequest): Promise<PaddleReply> =>
    new Promise((resolve, reject) => {
      const w = thread();
      pending.set(req.id, { resolve, reject });
      w.ref();
      // The image is copied into the thread: the main thread still measures glyph rows and gaps on it.
      w.postMessage(req);
    });

  return {
    async warm() {
      await call({ id: nextId++, type: 'warm' });
    },
    async detect(img) {
      const reply = await call({ id: nextId++, type: 'detect', img });
      return reply.type === 'detect' ? reply.regions : [];
    },
    async recognise(img, boxes, gate) {
      const id = nextId++;
      const known = gate?.now();
      const reply = call({ id, type: 'recognise', img, boxes, worth: known });
      if (gate && !known)
        gate.later.then(
          (worth) => worker?.postMessage({ id, type: 'gate', worth } satisfies PaddleMessage),
          () => {},
        );
      const r = await reply;
      return r.type === 'recognise' ? r.lines : [];
    },
  };
}

let shared: PaddleThread | null = null;

/** The process's PP-OCR thread, started on first use. */
export function paddleThread(): PaddleThread {
  return (shared ??= startThread());
}
