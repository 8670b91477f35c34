export const REDIRECTED_KEY = 'oddslens-redirected-predictions';
export const REDIRECT_ARM_DELAY_MS = 5000;

export interface RedirectSummaryInput {
  teams: readonly string[] | null | undefined;
  sport: string | null | undefined;
  confidence: number | null | undefined;
  recommendation: string | null | undefined;
}

function fnv1a(text: string, seed: number): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/**
 * The spec's prediction id: the first 16 characters of base64 of a summary of teams, sport, confidence and
 * recommendation. Base64's first 16 characters cover only 12 bytes, so the summary starts with a digest of the whole
 * summary; otherwise two predictions for the same home team would share an id.
 */
export function predictionRedirectId(input: RedirectSummaryInput): string {
  const summary = [
    (input.teams ?? []).join(' vs '),
    input.sport ?? '',
    String(input.confidence ?? ''),
    input.recommendation ?? '',
  ].join('|');
  const digest =
    fnv1a(summary, 0x811c9dc5).toString(16).padStart(8, '0') + fnv1a(summary, 0x12345678).toString(16).padStart(8, '0');
  return base64Utf8(`${digest}|${summary}`).slice(0, 16);
}

export function readRedirected(storage: Pick<Storage, 'getItem'>): string[] {
  try {
    const parsed = JSON.parse(storage.getItem(REDIRECTED_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function wasRedirected(storage: Pick<Storage, 'getItem'>, id: string): boolean {
  return readRedirected(storage).includes(id);
}

export function markRedirected(storage: Pick<Storage, 'getItem' | 'setItem'>, id: string): void {
  const list = readRedirected(storage);
  if (!list.includes(id)) list.push(id);
  // Keep the list bounded.
  storage.setItem(REDIRECTED_KEY, JSON.stringify(list.slice(-200)));
}

const INTERACTIVE =
  'a,button,input,select,textarea,label,summary,details,option,[role="button"],[role="link"],[role="menuitem"],[role="tab"],[role="checkbox"],[role="radio"],[role="switch"],[role="dialog"],[contenteditable="true"],[tabindex]:not([tabindex="-1"])';

/** A click on (or inside) an interactive element never triggers the partner redirect. */
export function isInteractiveTarget(target: EventTarget | null): boolean {
  if (!target || !(target as Element).closest) return true;
  return (target as Element).closest(INTERACTIVE) !== null;
}

/**
 * Arms the once-per-prediction redirect: returns a disarm function. The next click on a non-interactive element
 * opens the url, records the id and disarms; clicks on interactive elements are ignored.
 */
export function armPartnerRedirect(options: {
  id: string;
  url: string;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  target: Pick<Document, 'addEventListener' | 'removeEventListener'>;
  open: (url: string) => void;
}): () => void {
  const { id, url, storage, target, open } = options;
  if (wasRedirected(storage, id)) return () => undefined;
  const onClick = (event: Event) => {
    if (isInteractiveTarget(event.target)) return;
    if (wasRedirected(storage, id)) {
      disarm();
      return;
    }
    markRedirected(storage, id);
    disarm();
    open(url);
  };
  const disarm = () => target.removeEventListener('click', onClick);
  target.addEventListener('click', onClick);
  return disarm;
}
