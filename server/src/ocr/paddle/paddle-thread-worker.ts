import { parentPort } from 'node:worker_threads';
import { recogniseRegions } from './line-recognizer';
import { loadPaddleModels } from './paddle-models';
import { detectText } from './text-detector';
import type { PaddleMessage, PaddleReply, PaddleRequest } from './paddle-thread';

/*
 * PP-OCR's own thread (paddle-thread.ts). onnxruntime's `run` is synchronous on its calling thread, so here it
 * blocks only this thread, never the server's event loop or the delivery of tesseract's page.
 */

const port = parentPort;
if (!port) throw new Error('paddle-thread-worker.ts runs only as a worker thread');

/** For each running recognition, which regions are worth reading, once the main thread knows. */
const worthOf = new Map<number, readonly boolean[] | undefined>();

async function handle(req: PaddleRequest): Promise<PaddleReply> {
  const models = await loadPaddleModels();
  switch (req.type) {
    case 'warm':
      return { id: req.id, type: 'warm' };
    case 'detect':
      return { id: req.id, type: 'detect', regions: await detectText(models.detector, req.img) };
    case 'recognise': {
      worthOf.set(req.id, req.worth);
      try {
        // Each batch reads or skips its regions by what is known when it starts: a gate sent meanwhile arrives
        // between batches, since each batch's `run` waits for the event loop's next turn.
        const lines = await recogniseRegions(
          models.recogniser,
          models.dictionary,
          req.img,
          req.boxes,
          (i) => worthOf.get(req.id)?.[i] === false,
        );
        return { id: req.id, type: 'recognise', lines };
      } finally {
        worthOf.delete(req.id);
      }
    }
  }
}

port.on('message', (msg: PaddleMessage) => {
  if (msg.type === 'gate') {
    if (worthOf.has(msg.id)) worthOf.set(msg.id, msg.worth);
    return;
  }
  handle(msg).then(
    (reply) => port.postMessage(reply),
    (err: unknown) => port.postMessage({ id: msg.id, type: 'error', message: err instanceof Error ? err.message : String(err) }),
  );
});
