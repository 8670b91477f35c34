import type { z } from 'zod';
import type { ErrorCode } from '@shared/errors';

/** Text of the reference in both interface languages; the document is served per language (?lang=en|ru). */
export interface Localized {
  en: string;
  ru: string;
}

/**
 * Who may call a route. `user` and `admin` mean a signed-in session cookie; `optional` reads the session when there
 * is one; `signature` is a payment provider's signed webhook; `signedUrl` is the upload URL the server handed out.
 */
export type RouteAuth = 'none' | 'optional' | 'user' | 'admin' | 'signature' | 'signedUrl';

export type ApiTag = 'auth' | 'account' | 'predictions' | 'uploads' | 'billing' | 'webhooks' | 'admin' | 'system';

export interface ResponseDoc {
  status?: number;
  /** Absent for an empty body (204) or a redirect. */
  schema?: z.core.$ZodType;
  /** Defaults to application/json. */
  contentType?: string;
  description?: Localized;
  example?: unknown;
}

/**
 * One route's entry in the API reference. Routes pass it as `config.doc`; the OpenAPI document is built from what
 * Fastify actually registered, so a route without one is caught by the integration test rather than left out.
 */
export interface RouteDoc {
  tag: ApiTag;
  summary: Localized;
  description?: Localized;
  auth: RouteAuth;
  /** A personal API key (`Authorization: Bearer`) is accepted as well as the session cookie. */
  apiKey?: boolean;
  params?: z.core.$ZodType;
  query?: z.core.$ZodType;
  /** Query values of the documented example call (each parameter's `example`); played by api-examples.test.ts. */
  queryExample?: Record<string, string>;
  body?: z.core.$ZodType;
  /** Defaults to application/json when `body` is set. */
  bodyType?: string;
  bodyExample?: unknown;
  response: ResponseDoc;
  /** Codes this route raises itself; auth, validation and rate-limit codes are added from the fields above. */
  errors?: ErrorCode[];
  /** Browser navigation endpoints (redirects) are listed but marked as not meant for programs. */
  browserOnly?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    doc?: RouteDoc;
  }
}

/** Identity helper: type-checks a declaration where it is written. */
export function routeDoc(doc: RouteDoc): RouteDoc {
  return doc;
}
