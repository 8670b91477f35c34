import { useCallback, useState } from 'react';
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

/**
 * The odds format prices and sentences are shown in: the user's last choice once they made one (remembered in this
 * browser), before that the format printed on the screenshot, else decimal.
 */
export function useOddsFormat(screenshotFormat: OddsFormat | null | undefined): [OddsFormat, (f: OddsFormat) => void] {
  const [format, setFormat] = useState<OddsFormat>(() => storedFormat() ?? screenshotFormat ?? 'decimal');
  const choose = useCallback((f: OddsFormat) => {
    try {
      window.localStorage.setItem(KEY, f);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    setFormat(f);
  }, []);
  return [format, choose];
}
