import { useCallback, useSyncExternalStore } from 'react';
import type { OddsFormat } from '@shared/prediction';

const KEY = 'oddslens-odds-format';
const FORMATS: readonly OddsFormat[] = ['decimal', 'fractional', 'american'];

function storedFormat(): OddsFormat | null {
  try {
    const v = window.localStorage.getItem(KEY);
    return v && (FORMATS as readonly string[]).includes(v) ? (v as OddsFormat) : null;
  } catch {
    return null;
  }
}

/** The choice when the browser keeps none (private mode): it lasts for this page. */
let unstored: OddsFormat | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice follows here too.
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const snapshot = () => storedFormat() ?? unstored;

/**
 * The odds format prices and sentences are shown in: the user's last choice once they made one (remembered in this
 * browser), before that the format printed on the screenshot, else decimal. One choice for the whole page: the
 * toggle above the market table also switches the bet form's prices under it.
 */
export function useOddsFormat(screenshotFormat: OddsFormat | null | undefined): [OddsFormat, (f: OddsFormat) => void] {
  const chosen = useSyncExternalStore(subscribe, snapshot, () => null);
  const choose = useCallback((f: OddsFormat) => {
    try {
      window.localStorage.setItem(KEY, f);
    } catch {
      unstored = f;
    }
    for (const l of listeners) l();
  }, []);
  return [chosen ?? screenshotFormat ?? 'decimal', choose];
}
