import { parentPort } from 'node:worker_threads';
import type { PixelReply, PixelRequest } from './pixel-threads';

/* A thread of pixel-threads.ts: imports each module it is asked for once and calls the named export. */

const port = parentPort;
if (!port) throw new Error('pixel-thread-worker.ts runs only as a worker thread');

const modules = new Map<string, Promise<Record<string, unknown>>>();
const load = (module: string) => {
  let loaded = modules.get(module);
  if (!loaded) modules.set(module, (loaded = import(module) as Promise<Record<string, unknown>>));
  return loaded;
};

async function handle(req: PixelRequest): Promise<unknown> {
  const m = await load(req.module);
  if (req.type === 'load') return null;
  const fn = m[req.fn];
  if (typeof fn !== 'function') throw new Error(`${req.module} exports no function ${req.fn}`);
  return (fn as (...args: unknown[]) => unknown)(...req.args);
}

port.on('message', (req: PixelRequest) => {
  handle(req).then(
    (result) => port.postMessage({ id: req.id, result } satisfies PixelReply),
    (err: unknown) => {
      const e = err instanceof Error ? err : new Error(String(err));
      port.postMessage({ id: req.id, error: { name: e.name, message: e.message, stack: e.stack } } satisfies PixelReply);
    },
  );
});
