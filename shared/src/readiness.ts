import * as z from 'zod/mini';

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

/** The body of GET /readyz (200 or 503), for the status page to parse. */
export const readinessSchema = z.looseObject({
  status: z.enum(['ready', 'not-ready']),
  components: z.record(
    z.string(),
    z.discriminatedUnion('status', [
      z.looseObject({ status: z.enum(['ok', 'disabled']), detail: z.string() }),
      z.looseObject({ status: z.literal('error'), code: z.enum(READINESS_CODES), detail: z.string() }),
    ]),
  ),
}) satisfies z.ZodMiniType<Readiness>;
