import { uploadPutResponseSchema, uploadUrlResponseSchema } from '@shared/api-responses';
import { parseResponse, putFileWithProgress, requestParsed } from '../../lib/api';
import { uploadUrlSupply } from './upload-url-supply';

/** A signed URL to PUT one screenshot's bytes to. */
async function fetchUploadUrl(): Promise<string> {
  return (await requestParsed(uploadUrlResponseSchema, 'POST', '/api/objects/upload')).uploadURL;
}

/** Signed upload URLs, fetched ahead when screenshots are chosen (upload-url-supply.ts). */
export const uploadUrls = uploadUrlSupply(fetchUploadUrl);

/**
 * Spec section 7: the signed URL becomes the product path /objects/{path} by dropping the bucket prefix, the query
 * string and a leading private folder segment. Used only when the PUT response carries no objectPath.
 */
export function uploadUrlToObjectPath(uploadURL: string): string {
  const url = new URL(uploadURL, 'http://localhost');
  const segments = url.pathname.split('/').filter(Boolean);
  if (segments[0] === 'objects') return `/${segments.join('/')}`;
  if (segments[0] !== 'uploads') segments.shift(); // bucket
  if (segments[0] && /^\.?private$/.test(segments[0])) segments.shift();
  return `/objects/${segments.join('/')}`;
}

export interface UploadOutcome {
  successful: { objectPath: string; name: string; size: number }[];
  failed: { name: string; error: unknown }[];
}

/** Bytes sent so far over all files, and which file is on its way (0-based). */
export interface UploadProgress {
  sent: number;
  total: number;
  file: number;
  files: number;
  /** Bytes of this file sent so far, of its size. */
  fileSent: number;
  fileSize: number;
}

/** One file's outcome, as soon as it is known. */
export type FileUploaded = { objectPath: string } | { error: unknown };

/** Uploads one file after another; with `userId` a URL fetched ahead for that user is used where one is fresh. */
export async function uploadScreenshots(
  files: File[],
  onProgress?: (p: UploadProgress) => void,
  userId?: string,
  onFile?: (index: number, outcome: FileUploaded) => void,
): Promise<UploadOutcome> {
  const outcome: UploadOutcome = { successful: [], failed: [] };
  const total = files.reduce((sum, f) => sum + f.size, 0);
  let before = 0;
  for (const [index, file] of files.entries()) {
    const report = (sent: number) =>
      onProgress?.({
        sent: before + Math.min(sent, file.size),
        total,
        file: index,
        files: files.length,
        fileSent: Math.min(sent, file.size),
        fileSize: file.size,
      });
    report(0);
    try {
      const uploadURL = userId ? await uploadUrls.take(userId) : await fetchUploadUrl();
      const put = parseResponse(
        uploadPutResponseSchema,
        'PUT',
        'the signed upload URL',
        await putFileWithProgress(uploadURL, file, report),
      );
      const objectPath = put.objectPath ?? uploadUrlToObjectPath(uploadURL);
      outcome.successful.push({ objectPath, name: file.name, size: file.size });
      onFile?.(index, { objectPath });
    } catch (error) {
      outcome.failed.push({ name: file.name, error });
      onFile?.(index, { error });
    }
    before += file.size;
    report(file.size);
  }
  return outcome;
}
