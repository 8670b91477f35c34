import os from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * Pixel loops off the event loop (issue 47). Preparing a page for OCR (ocr/preprocess.ts) and the blank-image check
 * of an upload (modules/uploads/pixel-spread.ts) walk every pixel of a screenshot in JavaScript: about 100 ms of
 * synchronous work for a phone screenshot's page (200 under load) that, on the main thread, held every other request
 * for that long. A few threads, shared by the process, call those functions instead; the main thread only posts the
 * image and awaits the answer.
 *
 * A call names an exported function of one of our own modules by the module's URL and the export's name; the
 * thread imports the module once and calls it with the arguments, structured-cloned both ways (a Buffer arrives as
 * a Uint8Array: the caller turns it back).
 */
export interface PixelThreads {
  call<T>(module: string, fn: string, args: unknown[]): Promise<T>;
  /** Starts the threads and loads `modules` in each now instead of on the first call. */
  warm(modules: string[]): Promise<void>;
  close(): Promise<void>;
}

export type PixelRequest =
  { id: number; type: 'call'; module: string; fn: string; args: unknown[] } | { id: number; type: 'load'; module: string };

export type PixelReply =
  { id: number; result: unknown } | { id: number; error: { name: string; message: string; stack?: string } };

interface Pending {
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
  thread: Thread;
}

interface Thread {
  worker: Worker;
  busy: number;
}

export function createPixelThreads(size: number): PixelThreads {
  const threads: Thread[] = [];
  const pending = new Map<number, Pending>();
  let nextId = 1;

  const forget = (thread: Thread, err: Error) => {
    const i = threads.indexOf(thread);
    if (i >= 0) threads.splice(i, 1);
    for (const [id, p] of pending) {
      if (p.thread !== thread) continue;
      pending.delete(id);
      p.reject(err);
    }
  };

  const spawn = (): Thread => {
    const worker = new Worker(new URL('./pixel-thread-boot.mjs', import.meta.url));
    const thread: Thread = { worker, busy: 0 };
    worker.on('message', (reply: PixelReply) => {
      const p = pending.get(reply.id);
      if (!p) return;
      pending.delete(reply.id);
      thread.busy--;
      // Idle, a thread does not keep the process alive; a call in flight does (ref in send).
      if (thread.busy === 0) worker.unref();
      if ('error' in reply) p.reject(Object.assign(new Error(reply.error.message), reply.error));
      else p.resolve(reply.result);
    });
    // A thread that dies fails what it held; the next call starts a fresh one.
    worker.on('error', (err) => forget(thread, err));
    worker.on('exit', (code) => forget(thread, new Error(`pixel thread exited with code ${code}`)));
    worker.unref();
    threads.push(thread);
    return thread;
  };

  /** The least busy thread, or a new one while every thread works and there is room for another. */
  const pick = (): Thread => {
    const idle = threads.find((t) => t.busy === 0);
    if (idle) return idle;
    if (threads.length < size) return spawn();
    return threads.reduce((a, b) => (b.busy < a.busy ? b : a));
  };

  const send = <T>(thread: Thread, request: PixelRequest): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      pending.set(request.id, { resolve: resolve as (value: unknown) => void, reject, thread });
      thread.busy++;
      thread.worker.ref();
      thread.worker.postMessage(request);
    });

  return {
    call: (module, fn, args) => send(pick(), { id: nextId++, type: 'call', module, fn, args }),
    async warm(modules) {
      while (threads.length < size) spawn();
      await Promise.all(threads.flatMap((t) => modules.map((module) => send(t, { id: nextId++, type: 'load', module }))));
    },
    async close() {
      await Promise.all(threads.splice(0).map((t) => t.worker.terminate()));
      for (const p of pending.values()) p.reject(new Error('pixel threads closed'));
      pending.clear();
    },
  };
}

let shared: PixelThreads | null = null;

/**
 * The process's pixel threads, started on first use (or by warm): two at most, as many as the two analyses a
 * 2-core machine runs at once prepare pages for (OCR's own threads take the cores meanwhile); one on a single core.
 */
export function pixelThreads(): PixelThreads {
  return (shared ??= createPixelThreads(Math.max(1, Math.min(2, os.availableParallelism()))));
}

/** A Buffer posted to a thread (or back) arrives as a plain Uint8Array: the same bytes as a Buffer again. */
export function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
