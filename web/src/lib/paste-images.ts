/**
 * Screenshots from the clipboard: pasted (Ctrl+V, ⌘V, a phone's Paste in the page) or read on a button press (a
 * phone's page has no text field to long-press in, so its "Paste screenshot" button asks the clipboard itself).
 */

/** Pasted images as files, each named (a pasted screenshot comes as 'image.png', or nameless). */
export function imagesFromPaste(e: ClipboardEvent): File[] {
  return named(
    Array.from(e.clipboardData?.items ?? [])
      .filter((item) => item.kind === 'file' && item.type.startsWith('image/'))
      .map((item) => item.getAsFile())
      .filter((f): f is File => f !== null),
  );
}

function named(files: File[]): File[] {
  return files.map((f, i) =>
    f.name && f.name !== 'image.png'
      ? f
      : new File([f], `pasted-${Date.now()}-${i + 1}.${f.type.split('/')[1] ?? 'png'}`, { type: f.type }),
  );
}

/** Whether a paste is meant for a text field (its text), not for the page. */
export function pasteIntoField(e: ClipboardEvent): boolean {
  const target = e.target as HTMLElement | null;
  return (
    !!target &&
    (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable) &&
    (target as HTMLInputElement).type !== 'file'
  );
}

/** Whether this browser lets a page read images from the clipboard on a button press. */
export const canReadClipboard = (): boolean =>
  typeof navigator !== 'undefined' && typeof navigator.clipboard?.read === 'function';

/**
 * The images on the clipboard, read on the user's press: an empty list when it holds none, null when the browser
 * refused (permission denied, not supported).
 */
export async function readClipboardImages(): Promise<File[] | null> {
  if (!canReadClipboard()) return null;
  try {
    const items = await navigator.clipboard.read();
    const files: File[] = [];
    for (const item of items) {
      const type = item.types.find((t) => t.startsWith('image/'));
      if (type) files.push(new File([await item.getType(type)], '', { type }));
    }
    return named(files);
  } catch {
    return null;
  }
}

/** A touch screen with no fine pointer: a phone or a tablet, where "Ctrl+V" means nothing. */
export function isTouchOnly(): boolean {
  return (
    typeof window !== 'undefined' &&
    !!window.matchMedia?.('(pointer: coarse)').matches &&
    !window.matchMedia('(pointer: fine)').matches
  );
}
