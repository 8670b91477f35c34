// A worker thread starts without the main thread's module hooks: tsx is registered here, with the repository's
// tsconfig (its @shared/* alias), as bin/oddslens.js does for the main thread, so the thread runs the same sources.
import path from 'node:path';
import { register } from 'tsx/esm/api';

register({ tsconfig: path.join(import.meta.dirname, '..', '..', '..', 'tsconfig.json') });
await import('./pixel-thread-worker.ts');
