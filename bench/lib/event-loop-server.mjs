// The real server (bin/oddslens.js serve) with the event loop's delay measured inside its own process, for
// bench:load's event-loop section: the parent asks over IPC to reset the histogram and for its figures.
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { register } from 'tsx/esm/api';

register({ tsconfig: path.join(import.meta.dirname, '..', '..', 'tsconfig.json') });
const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();
const ms = (ns) => Math.round((ns / 1e6) * 10) / 10;
process.on('message', (message) => {
  if (message === 'reset') {
    histogram.reset();
    process.send?.({ reset: true });
  } else if (message === 'report') {
    process.send?.({
      p50Ms: ms(histogram.percentile(50)),
      p99Ms: ms(histogram.percentile(99)),
      maxMs: ms(histogram.max),
      meanMs: ms(histogram.mean),
    });
  }
});
process.argv.splice(2, process.argv.length - 2, 'serve');
await import('../../server/src/cli.ts');
