import { ACCEPTED_IMAGE_TYPES, MAX_FILES_PER_UPLOAD, MAX_FILE_BYTES } from '@shared/limits';

/** Why a chosen file cannot be analysed; said on its tile until the user removes it. */
export type FileProblem = 'type' | 'size' | 'notImage' | 'blank' | 'upload';

/** The first bytes of each accepted format (the server checks the same before it stores an upload). */
export function sniffImage(head: Uint8Array): 'png' | 'jpeg' | 'webp' | null {
  const at = (i: number, bytes: number[]) => bytes.every((b, k) => head[i + k] === b);
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (at(0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'webp';
  return null;
}

/** The problem a file has before anything is sent: its type or size from the picker, nothing else read yet. */
export function quickProblem(file: { type: string; size: number }): FileProblem | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_FILE_BYTES) return 'size';
  return null;
}

/**
 * Whether a picture is blank: drawn at 48 px, its brightest and darkest pixels differ by under 4% of the range (one
 * flat colour, a white or black page). A screenshot with any printed odds on it is far from that.
 */
export function isBlank(rgba: Uint8ClampedArray): boolean {
  let min = 255;
  let max = 0;
  for (let i = 0; i < rgba.length; i += 4) {
    const y = 0.299 * rgba[i]! + 0.587 * rgba[i + 1]! + 0.114 * rgba[i + 2]!;
    if (y < min) min = y;
    if (y > max) max = y;
  }
  return max - min < 10;
}

/**
 * The file's content checked in the browser: its first bytes must be an accepted image's (a text file renamed .png
 * is not), it must decode, and it must not be blank. Null when it is fit to upload.
 */
export async function contentProblem(file: Blob): Promise<FileProblem | null> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  if (!sniffImage(head)) return 'notImage';
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return 'notImage';
  }
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 48;
    canvas.height = 48;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) return null;
    ctx.drawImage(bitmap, 0, 0, 48, 48);
    return isBlank(ctx.getImageData(0, 0, 48, 48).data) ? 'blank' : null;
  } finally {
    bitmap.close();
  }
}

/** How many of `incoming` fit beside the files already chosen (bad files marked in the list do not count). */
export function roomFor(goodChosen: number): number {
  return Math.max(0, MAX_FILES_PER_UPLOAD - goodChosen);
}
