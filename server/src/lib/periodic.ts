/**
 * Runs a background task every `intervalMs` without keeping the process alive, reporting failures instead of
 * throwing them into the event loop. Returns the function that stops it.
 */
export function runPeriodically(task: () => Promise<unknown>, intervalMs: number, onError: (err: unknown) => void): () => void {
  const timer = setInterval(() => {
    task().catch(onError);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
