// A worker thread starts without the main thread's module hooks: tsx is registered here, as bin/oddslens.js does
// for the main thread, so the worker runs the same TypeScript sources.
import { register } from 'tsx/esm/api';

register();
await import('./paddle-thread-worker.ts');
