import { useEffect, useRef, useState } from 'react';

/**
 * A wait the server asked for (a 429's Retry-After, in seconds), counted down once a second; `onDone` runs when it
 * reaches zero. Null `seconds` stops it. Returns the seconds left, or null when not waiting.
 */
export function useRetryCountdown(seconds: number | null, onDone: () => void): number | null {
  const [left, setLeft] = useState<number | null>(seconds);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    setLeft(seconds);
    if (seconds === null) return;
    const until = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const rest = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setLeft(rest);
      if (rest === 0) {
        clearInterval(timer);
        done.current();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [seconds]);
  return seconds === null ? null : left;
}
