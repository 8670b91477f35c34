import { QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { isErrorCode, type ErrorBody, type ErrorCode } from '@shared/errors';
import i18n from '../i18n';

/** A non-2xx response. The message follows the spec: `${status}: ${bodyText}` (section 8). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | null;
  readonly body: ErrorBody | null;
  /** Seconds the server asked to wait before trying again (a 429's Retry-After), else null. */
  readonly retryAfter: number | null;

  constructor(status: number, text: string, retryAfter: number | null = null) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.retryAfter = retryAfter;
    let body: ErrorBody | null = null;
    try {
      const parsed = JSON.parse(text) as unknown;
      if (parsed && typeof parsed === 'object' && 'code' in parsed) body = parsed as ErrorBody;
    } catch {
      body = null;
    }
    this.body = body;
    this.code = body && isErrorCode(body.code) ? body.code : null;
  }
}

/**
 * A 2xx response whose body is not what the shared schema says the server sends: the client and the server have
 * drifted apart. Thrown at the edge, with the path of every wrong field, instead of a TypeError deep in a component.
 */
export class ResponseShapeError extends Error {
  constructor(method: string, url: string, error: z.core.$ZodError) {
    super(`${method} ${url}: the response does not match its schema:\n${z.prettifyError(error)}`);
    this.name = 'ResponseShapeError';
  }
}

/** Checks a response body against its shared schema (see ResponseShapeError). */
export function parseResponse<S extends z.ZodMiniType>(schema: S, method: string, url: string, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw new ResponseShapeError(method, url, result.error);
  return result.data;
}

/** Thrown when fetch itself fails (offline, DNS, CORS). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'network error');
    this.name = 'NetworkError';
  }
}

export function currentLanguage(): 'en' | 'ru' {
  return (i18n.resolvedLanguage ?? i18n.language ?? 'en').startsWith('ru') ? 'ru' : 'en';
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => '')) || res.statusText;
  const wait = Number(res.headers.get('retry-after'));
  throw new ApiError(res.status, text, Number.isFinite(wait) && wait > 0 ? Math.ceil(wait) : null);
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { credentials: 'include', ...init });
  } catch (err) {
    throw new NetworkError(err);
  }
}

/** JSON request to our API: credentials, x-language, JSON body only when one exists. */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { 'x-language': currentLanguage() };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await send(url, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  await throwIfNotOk(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** apiRequest whose answer is checked against the endpoint's shared zod schema: features call the API this way. */
export async function requestParsed<S extends z.ZodMiniType>(
  schema: S,
  method: string,
  url: string,
  body?: unknown,
): Promise<z.output<S>> {
  return parseResponse(schema, method, url, await apiRequest<unknown>(method, url, body));
}

/** GET of a parsed response (see requestParsed). */
export function getParsed<S extends z.ZodMiniType>(schema: S, url: string): Promise<z.output<S>> {
  return requestParsed(schema, 'GET', url);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // No default queryFn: every query comes from a feature hook that names its fetcher and parses the answer
      // (docs/decisions/0022), so a key alone fetches nothing.
      queries: {
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/** Queries the spec says refresh when the language changes (their texts are localised by the server). */
export function isLanguageDependentKey(key: readonly unknown[]): boolean {
  const first = String(key[0] ?? '');
  return first.startsWith('/api/predictions') || first.startsWith('/api/user') || first.startsWith('/api/billing');
}

/**
 * PUT raw bytes to a signed upload URL with XMLHttpRequest, because fetch reports no upload progress.
 * onProgress gets the bytes sent so far of this file. Resolves with the parsed JSON body ({} when empty), for the
 * caller to check against its schema.
 */
export function putFileWithProgress(url: string, file: File, onProgress: (sent: number) => void): Promise<unknown> {
  return new Promise<unknown>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('x-language', currentLanguage());
    xhr.upload.onprogress = (e) => onProgress(e.loaded);
    xhr.onerror = () => reject(new NetworkError(new Error('upload failed')));
    xhr.onabort = () => reject(new NetworkError(new Error('upload aborted')));
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText));
        return;
      }
      onProgress(file.size);
      try {
        resolve(xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : {});
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    };
    xhr.send(file);
  });
}

export interface ServerEvent {
  event: string;
  data: string;
}

/**
 * Splits a text/event-stream into events (WHATWG HTML, server-sent events): lines `event:` and `data:` up to a
 * blank line. Returns the complete events and the unfinished remainder to prepend to the next chunk.
 */
export function parseEventStream(buffer: string): { events: ServerEvent[]; rest: string } {
  const events: ServerEvent[] = [];
  const normalised = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0 || event !== 'message') events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/**
 * POSTs JSON asking for server-sent events (EventSource cannot POST) and hands each event to onEvent as it
 * arrives. A server that answers plain JSON instead is reported as one `result` event.
 */
export async function postEventStream(url: string, body: unknown, onEvent: (e: ServerEvent) => void): Promise<void> {
  const res = await send(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-language': currentLanguage() },
    body: JSON.stringify(body),
  });
  await throwIfNotOk(res);
  if (!(res.headers.get('content-type') ?? '').includes('text/event-stream') || !res.body) {
    onEvent({ event: 'result', data: await res.text() });
    return;
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      const parsed = parseEventStream(buffer + value);
      buffer = parsed.rest;
      parsed.events.forEach(onEvent);
    }
  } catch (err) {
    throw new NetworkError(err);
  }
  parseEventStream(`${buffer}\n\n`).events.forEach(onEvent);
}
