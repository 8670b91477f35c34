import type { ExtractResponse, ConfirmedMatch } from '@shared/reading';
import type { ProcessResponse, TeamSuggestion } from '@shared/api';
import { ERROR_STATUS, isErrorCode } from '@shared/errors';
import { extractResponseSchema, processResponseSchema, teamSuggestResponseSchema } from '@shared/api-responses';
import { ApiError, parseResponse, postEventStream, requestParsed } from '../../lib/api';

export interface ReadingProgress {
  done: number;
  total: number;
  /** The screenshot just read, where the server knows which. */
  screenshot?: number;
}

/**
 * POST /api/predictions/extract as a server-sent event stream: `progress` events while screenshots are read,
 * then `result` (the reading) or `error` ({code, message}).
 */
export async function extractWithProgress(
  imageUrls: string[],
  onProgress: (p: ReadingProgress) => void,
): Promise<ExtractResponse> {
  let result: unknown = null;
  let failure: ApiError | null = null;
  await postEventStream('/api/predictions/extract', { imageUrls }, ({ event, data }) => {
    if (event === 'progress') {
      const p = JSON.parse(data) as { done?: number; total?: number; screenshot?: number };
      if (typeof p.done === 'number' && typeof p.total === 'number')
        onProgress({ done: p.done, total: p.total, ...(typeof p.screenshot === 'number' ? { screenshot: p.screenshot } : {}) });
    } else if (event === 'result') {
      result = JSON.parse(data) as unknown;
    } else if (event === 'error') {
      const body = JSON.parse(data) as { code?: string };
      failure = new ApiError(isErrorCode(body.code) ? ERROR_STATUS[body.code] : 500, data);
    }
  });
  if (failure) throw failure;
  if (!result) throw new ApiError(500, JSON.stringify({ code: 'INTERNAL', message: 'no result' }));
  // Checked once the stream has ended (a throw inside the event callback would be reported as a network failure).
  // Warnings are checked as strings (see the schema): the one widening to the known codes is here.
  return parseResponse(extractResponseSchema, 'POST', '/api/predictions/extract', result) as ExtractResponse;
}

/** POST /api/predictions/process with the confirmed match; without imageUrls it is a manual entry. */
export function processConfirmed(imageUrls: string[], match: ConfirmedMatch): Promise<ProcessResponse> {
  const body = imageUrls.length > 0 ? { imageUrls, match } : { match };
  // Headline fields checked; the engine's breakdowns keep their types (see fetchPrediction in features/history).
  return requestParsed(processResponseSchema, 'POST', '/api/predictions/process', body) as Promise<ProcessResponse>;
}

export async function suggestTeams(q: string, lang: string, signal?: AbortSignal): Promise<TeamSuggestion[]> {
  const params = new URLSearchParams({ q, lang });
  const res = await fetch(`/api/teams/suggest?${params.toString()}`, { credentials: 'include', signal });
  if (!res.ok) return [];
  return parseResponse(teamSuggestResponseSchema, 'GET', '/api/teams/suggest', await res.json()).teams;
}

/** The review route's address for a set of uploads: /review?images=<comma-separated, each url-encoded>. */
export function reviewPath(imageUrls: readonly string[]): string {
  return `/review?images=${imageUrls.map(encodeURIComponent).join(',')}`;
}

/** Reads the uploads back from the review address; only our own object paths are accepted. */
export function imagesFromSearch(search: string): string[] {
  const raw = new URLSearchParams(search).get('images');
  if (!raw) return [];
  return raw
    .split(',')
    .map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return '';
      }
    })
    .filter((url) => /^\/objects\/[\w./-]+$/.test(url) && !url.includes('..'))
    .slice(0, 5);
}
