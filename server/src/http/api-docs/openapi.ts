import { z } from 'zod';
import { ERROR_STATUS, VALIDATION_ISSUE_CODES, type ErrorCode } from '@shared/errors';
import type { Language } from '@shared/prediction';
import { SESSION_COOKIE } from '../../modules/auth/session';
import type { Localized, RouteDoc } from './route-doc';
import { TAGS } from './tags';

/** A route as Fastify registered it, with the declaration it was given (if any). */
export interface RegisteredRoute {
  method: string;
  url: string;
  doc: RouteDoc | undefined;
}

type JsonSchema = Record<string, unknown>;

/**
 * zod 4 writes JSON Schema 2020-12, which is exactly OpenAPI 3.1's schema dialect, so no translation layer is
 * needed. Request schemas are described as the client sends them (`input`: a query's "20" before it becomes 20),
 * responses as the server produces them.
 */
export function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  delete out.$schema;
  // A local "#/$defs" reference would resolve against the whole OpenAPI document, not this schema.
  if ('$defs' in out) throw new Error('API schemas must not be recursive or registered (no $defs)');
  return out;
}

const text = (l: Localized | undefined, lang: Language) => (l ? l[lang] : undefined);

const UI = {
  en: {
    title: 'OddsLens API',
    description:
      'The JSON API the OddsLens web app uses. Every error answers with a stable `code` and a `message` in the ' +
      "request's language (X-Language header, the language cookie, then Accept-Language).",
    cookie: 'The session cookie set by POST /api/auth/signin or /api/auth/signup.',
    bearer: 'A personal API key (Pro), sent as `Authorization: Bearer <key>`.',
    errors: 'Error codes',
    ok: 'Success',
    browser: 'A browser navigation endpoint (answers with a redirect), not meant for programs.',
    signature: "Called by the payment provider; the body is checked against the provider's signature.",
    signedUrl:
      'Called with the signed URL returned by POST /api/objects/upload and the same credentials that asked for it (the session cookie or the API key): the signature is bound to that account and expires. Without them the answer is 401 UNAUTHORIZED.',
  },
  ru: {
    title: 'API OddsLens',
    description:
      'JSON API, которым пользуется веб-приложение OddsLens. Каждая ошибка возвращает постоянный `code` и `message` ' +
      'на языке запроса (заголовок X-Language, cookie языка, затем Accept-Language).',
    cookie: 'Cookie сессии, которую устанавливают POST /api/auth/signin и /api/auth/signup.',
    bearer: 'Личный API-ключ (Pro) в заголовке `Authorization: Bearer <ключ>`.',
    errors: 'Коды ошибок',
    ok: 'Успех',
    browser: 'Адрес для перехода в браузере (отвечает перенаправлением), не для программ.',
    signature: 'Вызывается платёжным провайдером; тело проверяется по подписи провайдера.',
    signedUrl:
      'Вызывается по подписанному адресу из POST /api/objects/upload с теми же учётными данными, с которыми он получен (cookie сессии или API-ключ): подпись привязана к этому аккаунту и истекает. Без них ответ — 401 UNAUTHORIZED.',
  },
} as const;

/** Codes implied by the declaration itself, so each route lists only what is particular to it. */
export function errorCodesOf(doc: RouteDoc, method: string): ErrorCode[] {
  const codes = new Set<ErrorCode>();
  if (doc.auth === 'user' || doc.auth === 'admin' || doc.auth === 'signedUrl') codes.add('UNAUTHORIZED');
  if (doc.auth === 'admin') codes.add('ADMIN_REQUIRED');
  if (doc.body || doc.query || doc.params) codes.add('VALIDATION_FAILED');
  if (doc.body && (doc.bodyType ?? 'application/json') === 'application/json') codes.add('INVALID_JSON');
  // State-changing browser requests from another site are refused (http/security.ts); webhooks are exempt.
  if (method !== 'GET' && doc.auth !== 'signature') codes.add('CSRF_REJECTED');
  for (const c of doc.errors ?? []) codes.add(c);
  codes.add('RATE_LIMITED');
  codes.add('INTERNAL');
  return [...codes];
}

function security(doc: RouteDoc): Record<string, string[]>[] {
  // A signed upload URL is no credential by itself: the account that asked for it sends its own with the PUT.
  if (doc.auth === 'user' || doc.auth === 'admin' || doc.auth === 'signedUrl')
    return doc.apiKey ? [{ cookieAuth: [] }, { bearerAuth: [] }] : [{ cookieAuth: [] }];
  // An empty requirement object means "no credentials needed".
  if (doc.auth === 'optional') return [{}, { cookieAuth: [] }];
  return [];
}

function parameters(doc: RouteDoc, openApiPath: string): JsonSchema[] {
  const out: JsonSchema[] = [];
  const pathSchema = doc.params ? jsonSchema(doc.params, 'input') : null;
  const pathProps = (pathSchema?.properties ?? {}) as Record<string, JsonSchema>;
  for (const [, name] of openApiPath.matchAll(/\{(\w+)\}/g)) {
    out.push({ name, in: 'path', required: true, schema: pathProps[name!] ?? { type: 'string' } });
  }
  if (doc.query) {
    const q = jsonSchema(doc.query, 'input');
    const required = new Set((q.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((q.properties ?? {}) as Record<string, JsonSchema>)) {
      const example = doc.queryExample?.[name];
      out.push({ name, in: 'query', required: required.has(name), schema, ...(example !== undefined ? { example } : {}) });
    }
  }
  return out;
}

function errorResponses(codes: ErrorCode[], lang: Language): Record<string, JsonSchema> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const c of codes) byStatus.set(ERROR_STATUS[c], [...(byStatus.get(ERROR_STATUS[c]) ?? []), c]);
  const out: Record<string, JsonSchema> = {};
  for (const [status, list] of [...byStatus].sort((a, b) => a[0] - b[0])) {
    out[String(status)] = {
      description: `${UI[lang].errors}: ${list.join(', ')}`,
      content: {
        'application/json': {
          schema: { allOf: [{ $ref: '#/components/schemas/Error' }, { properties: { code: { enum: list } } }] },
        },
      },
    };
  }
  return out;
}

function operation(route: RegisteredRoute & { doc: RouteDoc }, openApiPath: string, lang: Language): JsonSchema {
  const { doc } = route;
  const notes = [
    text(doc.description, lang),
    doc.browserOnly ? UI[lang].browser : undefined,
    doc.auth === 'signature' ? UI[lang].signature : undefined,
    doc.auth === 'signedUrl' ? UI[lang].signedUrl : undefined,
  ].filter(Boolean);
  const res = doc.response;
  const status = res.status ?? 200;
  const success: JsonSchema = { description: text(res.description, lang) ?? UI[lang].ok };
  if (res.schema) {
    success.content = {
      [res.contentType ?? 'application/json']: {
        schema: jsonSchema(res.schema, 'output'),
        ...(res.example !== undefined ? { example: res.example } : {}),
      },
    };
  }
  const op: JsonSchema = {
    operationId: `${route.method.toLowerCase()}${openApiPath.replace(/[^a-zA-Z0-9]+(\w)?/g, (_m, c: string = '') => c.toUpperCase())}`,
    tags: [doc.tag],
    summary: doc.summary[lang],
    ...(notes.length ? { description: notes.join('\n\n') } : {}),
    security: security(doc),
    parameters: parameters(doc, openApiPath),
    responses: { [String(status)]: success, ...errorResponses(errorCodesOf(doc, route.method), lang) },
  };
  if (doc.body) {
    op.requestBody = {
      required: true,
      content: {
        [doc.bodyType ?? 'application/json']: {
          schema: jsonSchema(doc.body, 'input'),
          ...(doc.bodyExample !== undefined ? { example: doc.bodyExample } : {}),
        },
      },
    };
  }
  return op;
}

/** Fastify's `/a/:id` as OpenAPI's `/a/{id}`. */
export function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

/** The routes the reference covers: everything under /api, plus the two upload object URLs it hands out. */
export function isDocumentedPath(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/uploads/') || url.startsWith('/objects/');
}

/** The OpenAPI 3.1 document, in one language, from the routes Fastify registered and their declarations. */
export function buildOpenApi(routes: RegisteredRoute[], lang: Language, serverUrl: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    // HEAD twins of GET routes are Fastify's own; OPTIONS is not served.
    if (route.method === 'HEAD' || !route.doc || !isDocumentedPath(route.url)) continue;
    const p = openApiPath(route.url);
    (paths[p] ??= {})[route.method.toLowerCase()] = operation(route as RegisteredRoute & { doc: RouteDoc }, p, lang);
  }
  const sorted = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.0',
    info: { title: UI[lang].title, version: '1', description: UI[lang].description },
    servers: [{ url: serverUrl }],
    tags: TAGS.map((t) => ({ name: t.name, description: t.description[lang] })),
    paths: sorted,
    components: {
      securitySchemes: {
        cookieAuth: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: UI[lang].cookie },
        bearerAuth: { type: 'http', scheme: 'bearer', description: UI[lang].bearer },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['code', 'message'],
          properties: {
            code: { type: 'string', enum: Object.keys(ERROR_STATUS) },
            message: { type: 'string' },
            issues: {
              type: 'array',
              items: {
                type: 'object',
                required: ['path', 'message'],
                properties: {
                  path: { type: 'string' },
                  message: { type: 'string' },
                  code: { type: 'string', enum: [...VALIDATION_ISSUE_CODES] },
                  params: { type: 'object', properties: { count: { type: 'number' } } },
                },
              },
            },
          },
        },
      },
    },
  };
}
