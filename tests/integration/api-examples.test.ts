import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, ORIGIN, startTestApp, type TestApp } from './support/test-app';
import { authed, uploadImage, verifyEmail } from './support/accounts';
import { EVENT, sample } from './support/review';

/*
 * The API reference (GET /api/openapi.json, rendered at /api) against the running server (issue 50): every example
 * it documents is sent as it stands, in the order a client would make the calls, and must get the documented
 * success status with a body the documented schema accepts. A path parameter, and an upload's object path, are the
 * real ones of the account the examples create (the documented ones are placeholders). The statements the issue
 * found wrong are checked against the server's behaviour too.
 */
type AjvCtor = new (opts: object) => {
  compile(schema: object): ((data: unknown) => boolean) & { errors?: unknown };
};
const requireFromFastify = createRequire(createRequire(import.meta.url).resolve('@fastify/ajv-compiler'));
const Ajv2020 = (requireFromFastify('ajv/dist/2020') as { default: AjvCtor }).default;
const addFormats = requireFromFastify('ajv-formats') as (ajv: unknown) => void;

type Media = { schema?: object; example?: unknown };
type Operation = {
  security: Record<string, string[]>[];
  parameters: { name: string; in: string; example?: string }[];
  description?: string;
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { description: string; content?: Record<string, Media> }>;
};
type Doc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, object> } };

const EXAMPLE_EMAIL = 'you@example.com'; // the sign-up example of auth.api.ts

describe('every example of the API reference, played against the server', () => {
  let t: TestApp;
  let doc: Doc;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const jar = new CookieJar();

  beforeAll(async () => {
    // The example account is made admin (the settings example) and Pro (the API key example) on the way.
    t = await startTestApp('sqlite', { ADMIN_EMAILS: EXAMPLE_EMAIL });
    doc = (await t.app.inject({ url: '/api/openapi.json?lang=en' })).json() as Doc;
  }, 60_000);
  afterAll(async () => t?.dispose());

  /** The documented success answer of an operation: its status and its JSON schema, if it has one. */
  function success(op: Operation): { status: number; schema: object | undefined; example: unknown } {
    const [status, res] = Object.entries(op.responses).find(([s]) => /^[23]/.test(s))!;
    const media = res.content?.['application/json'];
    return { status: Number(status), schema: media?.schema, example: media?.example };
  }

  function validate(schema: object | undefined, body: unknown, what: string): void {
    if (!schema) return;
    const check = ajv.compile({ ...schema, components: doc.components } as object);
    expect(check(body), `${what}: ${JSON.stringify(check.errors)}`).toBe(true);
  }

  /** The documented examples, in the order a client makes the calls. */
  const examples = () => {
    const out: { method: string; path: string; op: Operation; body: unknown }[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const body = op.requestBody?.content['application/json']?.example;
        const queryExample = op.parameters.some((p) => p.example !== undefined);
        if (body !== undefined || success(op).example !== undefined || queryExample) out.push({ method, path, op, body });
      }
    }
    const rank = (p: string) => (p === '/api/auth/signup' ? 0 : p === '/api/auth/signin' ? 1 : p.includes('{id}') ? 3 : 2);
    return out.sort((a, b) => rank(a.path) - rank(b.path));
  };

  it('documents examples to play', () => {
    const listed = examples().map((e) => `${e.method.toUpperCase()} ${e.path}`);
    expect(listed).toEqual(expect.arrayContaining(['POST /api/auth/signup', 'POST /api/predictions/process']));
    expect(listed.length).toBeGreaterThanOrEqual(10);
  });

  it('each example gets the documented status and a body its schema accepts', async () => {
    const ids: Record<string, string> = {};
    let objectPath = '';
    for (const { method, path, op, body } of examples()) {
      // After sign-up, before the calls that need them: the address confirmed (admin), Pro (API keys), an upload.
      if (path !== '/api/auth/signup' && !ids['ready']) {
        await verifyEmail(t, EXAMPLE_EMAIL);
        await becomePro();
        objectPath = (await uploadImage(t, jar, sample(EVENT))).put.json().objectPath as string;
        ids['ready'] = 'yes';
      }
      if (path.includes('{id}') && !ids['prediction']) {
        const made = await t.app.inject({
          method: 'POST',
          url: '/api/predictions/process',
          payload: {
            match: { teams: ['Arsenal', 'Chelsea'], odds: { home: '2.10', draw: '3.40', away: '3.60' }, oddsFormat: 'decimal' },
          },
          headers: authed(jar),
        });
        ids['prediction'] = made.json().id as string;
      }
      const query = new URLSearchParams(
        op.parameters.filter((p) => p.in === 'query' && p.example !== undefined).map((p) => [p.name, p.example!]),
      ).toString();
      const url = path.replace('{id}', ids['prediction'] ?? '') + (query ? `?${query}` : '');
      const payload = body === undefined ? undefined : withRealObjects(body, objectPath);
      const res = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url,
        ...(payload !== undefined ? { payload: payload as object } : {}),
        headers: authed(jar),
      });
      jar.store(res.headers['set-cookie']);
      const want = success(op);
      expect(res.statusCode, `${method.toUpperCase()} ${path}: ${res.body.slice(0, 300)}`).toBe(want.status);
      const json = String(res.headers['content-type'] ?? '').includes('application/json') ? (res.json() as unknown) : undefined;
      validate(want.schema, json, `${method.toUpperCase()} ${path} answer`);
      // A documented answer example is one the schema accepts too.
      if (want.example !== undefined) validate(want.schema, want.example, `${method.toUpperCase()} ${path} example`);
    }
  }, 120_000);

  it('says what the server does: the upload call answers only uploadURL; the PUT needs the same credentials', async () => {
    const grant = await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: authed(jar) });
    expect(Object.keys(grant.json())).toEqual(['uploadURL']);
    const create = doc.paths['/api/objects/upload']!['post']!;
    validate(success(create).schema, grant.json(), 'upload URL');
    expect(create.description).toContain('only `uploadURL`');

    const url = new URL(grant.json().uploadURL as string);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: url.pathname + url.search,
      payload: sample(EVENT),
      headers: { origin: ORIGIN, 'content-type': 'image/png' },
    });
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'UNAUTHORIZED']);
    const put = doc.paths['/uploads/{id}']!['put']!;
    // Documented as needing the session or the API key, with 401 among its answers; the reference page words the
    // security as "signed-in session or a personal API key", never "public".
    expect(put.security).toEqual([{ cookieAuth: [] }, { bearerAuth: [] }]);
    expect(Object.keys(put.responses)).toContain('401');
    expect(put.description).toContain('401');
  });

  it("Pro's allowance is null with unlimited: true, as documented (it was -1)", async () => {
    const stats = await t.app.inject({ url: '/api/user/stats', headers: authed(jar) });
    expect(stats.json()).toMatchObject({ hasSubscription: true, remainingPredictions: null, unlimited: true });
    validate(success(doc.paths['/api/user/stats']!['get']!).schema, stats.json(), 'stats');
  });

  /** The sandbox checkout, as the web app's Pro button goes through it. */
  async function becomePro(): Promise<void> {
    const checkout = await t.app.inject({ method: 'POST', url: '/api/create-checkout-session', headers: authed(jar) });
    const pay = `${new URL(checkout.json().url as string).pathname}/pay`;
    const paid = await t.app.inject({
      method: 'POST',
      url: pay,
      payload: '',
      headers: authed(jar, { 'content-type': 'application/x-www-form-urlencoded' }),
    });
    expect(paid.statusCode).toBe(303);
  }
});

/** An example's placeholder upload paths replaced by a real one of the same account. */
function withRealObjects(value: unknown, objectPath: string): unknown {
  if (typeof value === 'string') return /^\/objects\/uploads\//.test(value) ? objectPath : value;
  if (Array.isArray(value)) return value.map((v) => withRealObjects(v, objectPath));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withRealObjects(v, objectPath)]));
  return value;
}
