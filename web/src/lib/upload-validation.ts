import { ACCEPTED_IMAGE_TYPES, MAX_FILES_PER_UPLOAD, MAX_FILE_BYTES } from '@shared/limits';

export type FileRejection = { name: string; reason: 'type' | 'size' };

/**
 * Picks the files to keep from a selection (spec section 5): only PNG/JPEG/WebP, each at most 10 MB, and no more
 * than 5 in total counting the ones already chosen; files beyond the limit are silently ignored.
 */
export function selectFiles<F extends { name: string; size: number; type: string }>(
  incoming: readonly F[],
  alreadyChosen: number,
): { accepted: F[]; rejected: FileRejection[] } {
  const accepted: F[] = [];
  const rejected: FileRejection[] = [];
  const room = Math.max(0, MAX_FILES_PER_UPLOAD - alreadyChosen);
  for (const file of incoming.slice(0, room)) {
    if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) rejected.push({ name: file.name, reason: 'type' });
    else if (file.size > MAX_FILE_BYTES) rejected.push({ name: file.name, reason: 'size' });
    else accepted.push(file);
  }
  return { accepted, rejected };
}
