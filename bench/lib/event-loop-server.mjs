// The real server (bin/oddslens.js serve) with the event loop's delay measured inside its own process, for
// bench:load's event-loop section: the parent asks over IPC to reset the histogram and for its figures.
import diagnosticsChannel from 'node:diagnostics_channel';
import fs from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import { setInterval } from 'node:timers';
import { register } from 'tsx/esm/api';

register({ tsconfig: path.join(import.meta.dirname, '..', '..', 'tsconfig.json') });
const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();
const ms = (ns) => Math.round((ns / 1e6) * 10) / 10;

// BENCH_LOOP_STALLS=<file>: a 10 ms tick that writes a line whenever it comes more than 50 ms late, with the requests
// in flight then (oldest first), and a line per garbage collection of 20 ms or more, to find what holds the loop; a
// line per phase marks where each begins. Times are epoch milliseconds.
const stallFile = process.env.BENCH_LOOP_STALLS;
let phase = 0;
if (stallFile) {
  fs.writeFileSync(stallFile, '');
  const inFlight = new Map();
  diagnosticsChannel.subscribe('http.server.request.start', ({ request }) =>
    inFlight.set(request, { at: performance.now(), what: `${request.method} ${request.url.slice(0, 60)}` }),
  );
  diagnosticsChannel.subscribe('http.server.response.finish', ({ request }) => inFlight.delete(request));
  // Garbage collections of 20 ms and more, which hold the loop as any code does.
  const kinds = { 1: 'minor', 2: 'major', 4: 'incremental', 8: 'weak callbacks' };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.duration >= 20)
        fs.appendFileSync(
          stallFile,
          `${Date.now()} phase ${phase} gc ${kinds[e.detail?.kind] ?? e.detail?.kind} ${Math.round(e.duration)} ms\n`,
        );
  }).observe({ entryTypes: ['gc'] });
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    const late = now - last - 10;
    last = now;
    if (late <= 50) return;
    const requests = [...inFlight.values()].map((r) => `${r.what} (${Math.round(now - r.at)} ms)`);
    fs.appendFileSync(stallFile, `${Date.now()} phase ${phase} late ${Math.round(late)} ms; in flight: ${requests.join(', ')}\n`);
  }, 10).unref();
}

process.on('message', (message) => {
  if (message === 'reset') {
    histogram.reset();
    phase++;
    if (stallFile) fs.appendFileSync(stallFile, `${Date.now()} phase ${phase} begins\n`);
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
