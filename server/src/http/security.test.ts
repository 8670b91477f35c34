import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { registerSecurity } from './security';

/** Issue 15: a route relaxes the CSRF check only by saying so in its own config; every other route is checked. */
describe('CSRF rule per route', () => {
  let app: FastifyInstance;
  const publicUrl = 'http://oddslens.example';

  beforeAll(async () => {
    app = Fastify();
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: publicUrl, SESSION_SECRET: 'x'.repeat(40) });
    await registerSecurity(app, config);
    app.post('/api/webhooks/plain', async () => ({ ok: true }));
    app.post('/api/webhooks/signed', { config: { csrf: 'provider-signed' } }, async () => ({ ok: true }));
    app.post('/share', { config: { csrf: 'share-target' } }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (url: string, headers: Record<string, string>) => app.inject({ method: 'POST', url, headers });
  const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
  const shareSheet = { origin: 'null', 'sec-fetch-site': 'none' };

  it('checks a route without the config, even under the webhook prefix', async () => {
    const res = await post('/api/webhooks/plain', evil);
    expect([res.statusCode, res.json().code]).toEqual([403, 'CSRF_REJECTED']);
    expect((await post('/api/webhooks/plain', shareSheet)).statusCode).toBe(403);
    expect((await post('/api/webhooks/plain', { origin: publicUrl })).statusCode).toBe(200);
  });

  it("skips the check on a route declaring 'provider-signed'", async () => {
    expect((await post('/api/webhooks/signed', evil)).statusCode).toBe(200);
    expect((await post('/api/webhooks/signed?x=1', { origin: 'https://api.stripe.com' })).statusCode).toBe(200);
  });

  it("lets 'share-target' take the share sheet's opaque origin and nothing else", async () => {
    expect((await post('/share', shareSheet)).statusCode).toBe(200);
    expect((await post('/share', evil)).statusCode).toBe(403);
    expect((await post('/share', { origin: 'null', 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await post('/share', { origin: 'https://evil.example' })).statusCode).toBe(403);
  });
});
