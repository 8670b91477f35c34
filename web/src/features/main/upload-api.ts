import type { PredictionResult } from '../../../../shared/src/prediction';
import type { UploadPutResponse, UploadUrlResponse } from '../../../../shared/src/api';
import { apiRequest, putFile } from '../../lib/api';

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

export async function uploadScreenshots(files: File[]): Promise<UploadOutcome> {
  const outcome: UploadOutcome = { successful: [], failed: [] };
  for (const file of files) {
    try {
      const { uploadURL } = await apiRequest<UploadUrlResponse>('POST', '/api/objects/upload');
      const put = await putFile<Partial<UploadPutResponse>>(uploadURL, file);
      outcome.successful.push({
        objectPath: put.objectPath ?? uploadUrlToObjectPath(uploadURL),
        name: file.name,
        size: file.size,
      });
    } catch (error) {
      outcome.failed.push({ name: file.name, error });
    }
  }
  return outcome;
}

export function processPrediction(imageUrls: string[]): Promise<PredictionResult> {
  return apiRequest<PredictionResult>('POST', '/api/predictions/process', { imageUrls });
}
