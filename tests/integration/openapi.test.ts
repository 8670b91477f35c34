import { createRequire } from 'node:module';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, startTestApp, type TestApp } from './support/test-app';
import { authed, signUp } from './support/accounts';
import { isDocumentedPath, openApiPath } from '../../server/src/http/api-docs/openapi';

/*
 * No OpenAPI validator package is installed, so validity is checked here against the rules of OpenAPI 3.1 that the
 * reference could break: every embedded schema compiles as JSON Schema 2020-12 (Ajv, as Fastify ships it), every
 * $ref resolves, path parameters match the path template, operation ids are unique, security names a declared
 * scheme, tags are declared. The documented response schemas are then checked against real answers.
 */
type AjvCtor = new (opts: object) => { compile(schema: object): ((data: unknown) => boolean) & { errors?: unknown } };
const requireFromFastify = createRequire(createRequire(import.meta.url).resolve('@fastify/ajv-compiler'));
const Ajv2020 = (requireFromFastify('ajv/dist/2020') as { default: AjvCtor }).default;
const addFormats = requireFromFastify('ajv-formats') as (ajv: unknown) => void;

type Doc = {
  openapi: string;
  info: { title: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, object> };
};
type Operation = {
  operationId: string;
  summary: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters: { name: string; in: string; schema: object }[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: object }> }>;
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Routes as Fastify's own router lists them (printRoutes), independently of the collector under test. */
function routerRoutes(tree: string): { method: string; url: string }[] {
  const stack: string[] = [];
  const out: { method: string; url: string }[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+) \(([A-Z, ]+)\)$/.exec(line.replace(/\u00a0/g, ' '));
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    const url = (stack[depth - 1] ?? '') + m[2]!;
    stack.push(url);
    for (const method of m[3]!.split(', ')) out.push({ method, url });
  }
  return out;
}

function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, found));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') found.push(v);
      else refsIn(v, found);
    }
  }
  return found;
}

function resolvePointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      doc,
    );
}

describe('OpenAPI reference', () => {
  let t: TestApp;
  const docs: Record<'en' | 'ru', Doc> = {} as never;

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    for (const lang of ['en', 'ru'] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/openapi.json?lang=${lang}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      docs[lang] = res.json();
    }
  });
  afterAll(async () => t.dispose());

  /** Fastify's served /api routes that lack a declaration or are missing from the app's own document. */
  async function coverageGaps(app: TestApp) {
    const served = routerRoutes(app.app.printRoutes({ commonPrefix: false })).filter(
      (r) => r.method !== 'HEAD' && isDocumentedPath(r.url),
    );
    const doc = (await app.app.inject({ method: 'GET', url: '/api/openapi.json?lang=en' })).json() as Doc;
    return {
      served,
      undeclared: served.filter((r) => !app.routes.find((c) => c.method === r.method && c.url === r.url)?.doc),
      undocumented: served.filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]),
    };
  }

  it('declares every /api route Fastify serves, and documents each one', async () => {
    const { served, undeclared, undocumented } = await coverageGaps(t);
    // The parser really read the router: known routes are there.
    expect(served).toContainEqual({ method: 'POST', url: '/api/predictions/process' });
    expect(served).toContainEqual({ method: 'GET', url: '/objects/uploads/:id' });
    expect(served.length).toBeGreaterThan(40);
    expect(undeclared, 'routes without a config.doc declaration (see server/src/http/api-docs)').toEqual([]);
    expect(undocumented).toEqual([]);
  });

  it('covers the routes that exist only with single sign-on configured', async () => {
    // Discovery is lazy, so an issuer nobody answers at still registers the routes.
    const sso = await startTestApp('sqlite', {
      OIDC_ISSUER: 'http://127.0.0.1:9/',
      OIDC_CLIENT_ID: 'oddslens',
      OIDC_CLIENT_SECRET: 'secret',
      OIDC_ALLOW_INSECURE: 'true',
    });
    try {
      const { served, undeclared, undocumented } = await coverageGaps(sso);
      expect(served).toContainEqual({ method: 'GET', url: '/api/auth/oidc/callback' });
      expect([undeclared, undocumented]).toEqual([[], []]);
    } finally {
      await sso.dispose();
    }
  });

  it('is a well-formed OpenAPI 3.1 document in both languages', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    for (const lang of ['en', 'ru'] as const) {
      const doc = docs[lang];
      expect(doc.openapi).toBe('3.1.0');
      expect(doc.components.securitySchemes).toMatchObject({
        cookieAuth: { type: 'apiKey', in: 'cookie', name: 'oddslens_session' },
        bearerAuth: { type: 'http', scheme: 'bearer' },
      });
      for (const ref of refsIn(doc)) expect(resolvePointer(doc, ref), ref).toBeDefined();

      const tags = new Set(doc.tags.map((tg) => tg.name));
      const ids = new Set<string>();
      for (const [path, item] of Object.entries(doc.paths)) {
        expect(path).toMatch(/^\//);
        const templated = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        for (const method of Object.keys(item)) {
          expect(METHODS).toContain(method);
          const op = item[method]!;
          expect(ids.has(op.operationId), op.operationId).toBe(false);
          ids.add(op.operationId);
          expect(op.summary.length).toBeGreaterThan(3);
          if (lang === 'ru') expect(op.summary, `${method} ${path}`).toMatch(/[а-яё]/i);
          for (const tag of op.tags) expect(tags.has(tag), tag).toBe(true);
          for (const req of op.security)
            for (const name of Object.keys(req)) expect(doc.components.securitySchemes).toHaveProperty(name);
          const pathParams = op.parameters
            .filter((p) => p.in === 'path')
            .map((p) => p.name)
            .sort();
          expect(pathParams, `${method} ${path}`).toEqual(templated);
          const schemas = [
            ...op.parameters.map((p) => p.schema),
            ...Object.values(op.requestBody?.content ?? {}).map((c) => c.schema),
            ...Object.values(op.responses).flatMap((r) => Object.values(r.content ?? {}).map((c) => c.schema)),
          ];
          expect(Object.keys(op.responses).length).toBeGreaterThan(1);
          for (const [status, r] of Object.entries(op.responses)) {
            expect(status).toMatch(/^[1-5]\d\d$/);
            expect(r.description.length).toBeGreaterThan(0);
          }
          for (const schema of schemas) {
            // Component references are resolved by the document, not by a stand-alone JSON Schema compiler.
            const standalone = JSON.parse(JSON.stringify(schema).replace(/"#\/components\/schemas\/Error"/g, '"#/$defs/Error"'));
            expect(
              () => ajv.compile({ ...standalone, $defs: { Error: doc.components.schemas['Error'] } }),
              `${method} ${path}`,
            ).not.toThrow();
          }
        }
      }
      expect(ids.size).toBeGreaterThan(40);
    }
  });

  it('lists the error codes a route raises, with the request language wording', () => {
    const op = docs.en.paths['/api/predictions/process']!['post']!;
    expect(op.responses['403']!.description).toContain('QUOTA_EXHAUSTED');
    expect(op.responses['401']!.description).toContain('UNAUTHORIZED');
    expect(op.security).toEqual([{ cookieAuth: [] }, { bearerAuth: [] }]);
    expect(docs.en.paths['/api/admin/users']!['get']!.responses['403']!.description).toContain('ADMIN_REQUIRED');
    expect(docs.en.paths['/api/billing/config']!['get']!.security).toEqual([]);
    expect(docs.ru.paths['/api/predictions/process']!['post']!.responses['403']!.description).toMatch(/^Коды ошибок/);
    const query = docs.en.paths['/api/admin/users']!['get']!.parameters.map((p) => `${p.in}:${p.name}`);
    expect(query).toEqual(['query:q', 'query:page', 'query:pageSize']);
  });

  it('sends the document compressed to clients that accept it, byte for byte the same JSON', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/openapi.json?lang=ru' });
    const br = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json?lang=ru',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('answers in the request language without ?lang, and refuses an unknown one with a coded error', async () => {
    const ru = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-language': 'ru-RU' } });
    expect(ru.json().info.title).toBe('API OddsLens');
    const bad = await t.app.inject({ method: 'GET', url: '/api/openapi.json?lang=de' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });

  it('describes what the routes really answer (documented schemas validate live responses)', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    const jar: CookieJar = await signUp(t, 'reader@example.com');
    const check = async (method: 'GET' | 'POST', url: string, templ: string, payload?: object) => {
      const res = await t.app.inject({ method, url, headers: authed(jar), ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 200)}`).toBeLessThan(300);
      const op = docs.en.paths[templ]![method.toLowerCase()]!;
      const documented = op.responses[String(res.statusCode)];
      expect(documented, `${method} ${url} answered ${res.statusCode}, which is not documented`).toBeDefined();
      const validate = ajv.compile(documented!.content!['application/json']!.schema);
      expect(validate(res.json()), `${method} ${url}: ${JSON.stringify(validate.errors)}`).toBe(true);
      return res.json();
    };
    await check('GET', '/api/auth/user', '/api/auth/user');
    await check('GET', '/api/auth/providers', '/api/auth/providers');
    await check('GET', '/api/user/stats', '/api/user/stats');
    await check('GET', '/api/billing/config?lang=ru', '/api/billing/config');
    await check('GET', '/api/stats/public', '/api/stats/public');
    await check('GET', '/api/locale', '/api/locale');
    await check('GET', '/api/referral-link', '/api/referral-link');
    await check('GET', '/api/user/analysis-settings', '/api/user/analysis-settings');
    await check('POST', '/api/objects/upload', '/api/objects/upload');
    const made = await check('POST', '/api/predictions/process', '/api/predictions/process', {
      match: { teams: ['Arsenal', 'Chelsea'], odds: { home: '2.10', draw: '3.40', away: '3.60' }, oddsFormat: 'decimal' },
    });
    await check('GET', `/api/predictions/${made.id}`, '/api/predictions/{id}');
    await check('POST', `/api/predictions/${made.id}/outcome`, '/api/predictions/{id}/outcome', { outcome: 'home' });
    const history = await check('GET', '/api/predictions/history', '/api/predictions/history');
    expect(history).toHaveLength(1);
    await check('GET', '/api/teams/suggest?q=Arse', '/api/teams/suggest');
    await check('GET', '/api/openapi.json', '/api/openapi.json');
  });

  it('a wrong documented schema would be caught: the live check is not vacuous', () => {
    const ajv = new Ajv2020({ strict: false });
    const schema = docs.en.paths['/api/user/stats']!['get']!.responses['200']!.content!['application/json']!.schema;
    expect(ajv.compile(schema)({ remainingPredictions: 'three' })).toBe(false);
  });
});
