import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { isErrorCode, type ErrorBody, type ErrorCode } from '../../../shared/src/errors';
import i18n from '../i18n';

/** A non-2xx response. The message follows the spec: `${status}: ${bodyText}` (section 8). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | null;
  readonly body: ErrorBody | null;

  constructor(status: number, text: string) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
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
  throw new ApiError(res.status, text);
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

/** PUT raw bytes to a signed upload URL. */
export async function putFile<T>(url: string, file: File): Promise<T> {
  const res = await send(url, {
    method: 'PUT',
    headers: { 'content-type': file.type || 'application/octet-stream', 'x-language': currentLanguage() },
    body: file,
  });
  await throwIfNotOk(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : {}) as T;
}

/** Default fetcher: GET on the key parts joined by '/'. */
export function getQueryFn<T>(options: { on401: 'returnNull' | 'throw' }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const url = queryKey.map(String).join('/');
    try {
      return await apiRequest<T>('GET', url);
    } catch (err) {
      if (options.on401 === 'returnNull' && err instanceof ApiError && err.status === 401) return null as T;
      throw err;
    }
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
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
