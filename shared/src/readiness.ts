/**
 * GET /readyz: 200 when every component works, 503 with the same body otherwise. The endpoint is public, so a failed
 * component answers a stable code and the kind of backend, never the error's text (hosts, paths, driver messages);
 * the text goes to the server log.
 */
export const READINESS_CODES = [
  'DB_UNREACHABLE',
  'OCR_UNAVAILABLE',
  'QUEUE_UNREACHABLE',
  'STORAGE_UNREACHABLE',
  'IDENTITY_PROVIDER_UNREACHABLE',
] as const;
export type ReadinessCode = (typeof READINESS_CODES)[number];

export type ComponentState =
  { status: 'ok' | 'disabled'; detail: string } | { status: 'error'; code: ReadinessCode; detail: string };

export interface Readiness {
  status: 'ready' | 'not-ready';
  components: Record<string, ComponentState>;
}
