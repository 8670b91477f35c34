/**
 * Timestamps for append-only logs that must list newest first: within one process two entries never share a
 * millisecond, so ordering by created_at is exact even for actions taken back to back.
 */
export function monotonicClock(): () => string {
  let last = 0;
  return () => {
    last = Math.max(Date.now(), last + 1);
    return new Date(last).toISOString();
  };
}
