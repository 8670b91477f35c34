import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, DB_KINDS, ORIGIN, READINESS_HEADERS, startTestApp, type TestApp } from './support/test-app';
import { authed, signUp, uploadImage, verifyEmail } from './support/accounts';
import { proCalls } from './support/pro';
import { waitForToken } from './support/outbox';
import type { PredictionResult } from '@shared/prediction';
import type { ScreenshotAnalyzer } from '../../server/src/pipeline/screenshot-analyzer';
import { APP_PATHS, isAppPage } from '@shared/app-routes';

/** Issue 47 (trust, round two) and the server side of issue 50. */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(DB_KINDS)('a recovered account is the owner alone (issue 47, finding 2) (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  }, 60_000);
  afterAll(async () => t?.dispose());
  const { account, req } = proCalls(() => t, kind);

  const post = (url: string, body: unknown, jar?: CookieJar) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: body as object,
      headers: { origin: ORIGIN, ...(jar ? { cookie: jar.header() } : {}) },
    });
  const keyWorks = async (token: string) =>
    (await t.app.inject({ url: '/api/predictions/history', headers: bearer(token) })).statusCode === 200;
  async function proWithKey() {
    const a = await account(true);
    const created = await req(a.jar, 'POST', '/api/user/api-keys', { name: 'script' });
    expect(created.statusCode).toBe(201);
    const token = created.json().token as string;
    expect(await keyWorks(token)).toBe(true);
    return { ...a, token };
  }

  it('refuses an API key to an account whose address was never confirmed', async () => {
    const email = `squatter-${kind}@example.com`;
    const jar = new CookieJar();
    const res = await post('/api/auth/signup', { email, password: 'longenough1' });
    jar.store(res.headers['set-cookie']);
    const { grantPro } = proCalls(() => t, kind);
    await grantPro((await t.repos.users.findByEmail(email))!.id);
    const created = await req(jar, 'POST', '/api/user/api-keys', { name: 'takeover' });
    expect([created.statusCode, created.json().code]).toEqual([403, 'EMAIL_NOT_VERIFIED']);
    // Once the address is proved, the same account may make one.
    await verifyEmail(t, email);
    expect((await req(jar, 'POST', '/api/user/api-keys', { name: 'mine' })).statusCode).toBe(201);
  });

  it("the owner's password reset ends the squatter's key, sessions and pending address change", async () => {
    // The squatter's state as today's code let it be made: an unconfirmed account with a key and an address change
    // to the squatter's own mailbox waiting for its link.
    const email = `victim-${kind}@example.com`;
    const squatter = new CookieJar();
    squatter.store((await post('/api/auth/signup', { email, password: 'squatter-pass-1' })).headers['set-cookie']);
    const id = (await t.repos.users.findByEmail(email))!.id;
    const token = 'olk_' + 'k'.repeat(43);
    const { sha256Hex } = await import('../../server/src/lib/ids');
    await t.repos.apiKeys.insert({
      id: crypto.randomUUID(),
      user_id: id,
      name: 'squatter',
      prefix: token.slice(0, 12),
      token_hash: sha256Hex(token),
      created_at: new Date().toISOString(),
      last_used_at: null,
      revoked_at: null,
    });
    const { grantPro } = proCalls(() => t, kind);
    await grantPro(id);
    expect(await keyWorks(token)).toBe(true);
    const change = await post(
      '/api/account/email',
      { email: `squatter-box-${kind}@example.com`, password: 'squatter-pass-1' },
      squatter,
    );
    expect(change.statusCode).toBe(202);
    const changeToken = await waitForToken(t.dataDir, `squatter-box-${kind}@example.com`, 'verify-email');

    // The owner asks for a reset and follows the link.
    expect((await post('/api/auth/password-reset', { email })).statusCode).toBe(202);
    const reset = await waitForToken(t.dataDir, email, 'reset-password');
    const done = await post('/api/auth/password-reset/confirm', { token: reset, password: 'owner-new-pass-1' });
    expect([done.statusCode, done.json()]).toEqual([200, { reset: true, apiKeysRevoked: 1 }]);

    expect(await keyWorks(token)).toBe(false);
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie: squatter.header() } })).statusCode).toBe(401);
    const late = await post('/api/auth/verify-email', { token: changeToken });
    expect([late.statusCode, late.json().code]).toEqual([410, 'TOKEN_USED']);
    expect((await t.repos.users.findById(id))!.email).toBe(email);
  });

  it('a password change revokes every key and says how many (and how many other sessions ended)', async () => {
    const { jar, token } = await proWithKey();
    const res = await post('/api/account/password', { currentPassword: 'longenough1', newPassword: 'another-long-1' }, jar);
    expect([res.statusCode, res.json()]).toEqual([200, { changed: true, sessionsEnded: 0, apiKeysRevoked: 1 }]);
    expect(await keyWorks(token)).toBe(false);
  });

  it('sign-out everywhere revokes every key', async () => {
    const { jar, token } = await proWithKey();
    const res = await post('/api/auth/signout-all', {}, jar);
    expect([res.statusCode, res.json()]).toEqual([200, { ended: 1, apiKeysRevoked: 1 }]);
    expect(await keyWorks(token)).toBe(false);
  });

  it('a confirmed address change revokes every key', async () => {
    const { jar, token, id } = await proWithKey();
    const user = (await t.repos.users.findById(id))!;
    const next = `moved-${kind}-${id.slice(0, 8)}@example.com`;
    expect((await post('/api/account/email', { email: next, password: 'longenough1' }, jar)).statusCode).toBe(202);
    expect(await keyWorks(token)).toBe(true);
    const link = await waitForToken(t.dataDir, next, 'verify-email');
    const res = await post('/api/auth/verify-email', { token: link });
    expect([res.statusCode, res.json()]).toEqual([200, { verified: true, email: next, apiKeysRevoked: 1 }]);
    expect(user.email).not.toBe(next);
    expect(await keyWorks(token)).toBe(false);
  });
});

/** An analyzer that answers at once, reading nothing: the limits, not the OCR, are under test. */
function instantAnalyzer(): ScreenshotAnalyzer {
  // Never shown: a reading with nothing usable is refused (UNREADABLE_IMAGE) before any result is stored.
  const result = {} as PredictionResult;
  const reading = { width: 300, height: 200, matches: [], warnings: [] };
  return {
    analyze: async () => ({ result, usable: false }),
    read: async () => reading,
    analyzeReadings: async () => ({ result, usable: false }),
    analyzeConfirmed: async () => ({ result, usable: true }),
    warm: async () => undefined,
    check: async () => ({ workers: 1, started: true }),
    close: async () => undefined,
  };
}

const textured = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: '#fff', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .png()
    .toBuffer();

describe.each(DB_KINDS)('limits and headers hold on every spelling of a path (issue 47, finding 3) (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { ANALYSIS_MAX_PER_MINUTE: '2' }, { overrides: { analyzer: instantAnalyzer() } });
  }, 60_000);
  afterAll(async () => t?.dispose());

  it('counts POST /api/predictions/%70rocess against the per-user analysis limit', async () => {
    const jar = await signUp(t, `encoded-${kind}@example.com`);
    const objectPath = (await uploadImage(t, jar, await textured())).put.json().objectPath as string;
    const codes: (string | number)[] = [];
    for (const url of ['/api/predictions/%70rocess', '/api/predictions/proces%73', '/api/predictions/%70rocess']) {
      const res = await t.app.inject({ method: 'POST', url, payload: { imageUrls: [objectPath] }, headers: authed(jar) });
      codes.push(res.json().code);
    }
    expect(codes).toEqual(['UNREADABLE_IMAGE', 'UNREADABLE_IMAGE', 'ANALYSIS_LIMIT']);
  });

  it('answers GET /%61pi/account/export with the API headers (no-store, the API policy)', async () => {
    const jar = await signUp(t, `export-${kind}@example.com`);
    for (const url of ['/api/account/export', '/%61pi/account/export', '/%61%70%69/account/export']) {
      const res = await t.app.inject({ url, headers: authed(jar) });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });
});

describe('the web app: unknown pages answer 404, built files are never rate-limited (issue 50)', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslens-dist-'));
  let t: TestApp;
  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>OddsLens</title></head></html>');
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'assets', 'font-abc123.woff2'), 'font');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    t = await startTestApp('sqlite', { SERVE_WEB: 'true', WEB_DIST_DIR: dist, RATE_LIMIT_MAX: '5' });
  }, 60_000);
  afterAll(async () => {
    await t?.dispose();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers the document with 200 on each page of the web router and 404 elsewhere', async () => {
    const pages = ['/', '/history', '/history/', '/predictions/abc-123', '/reset-password?token=x', '/HELP-CENTER', '/api'];
    const unknown = ['/no-such-page', '/history/extra', '/predictions/', '/predictions/a/b', '/api-docs'];
    for (const [i, url] of [...pages, ...unknown].entries()) {
      const res = await t.app.inject({ url, remoteAddress: `10.9.0.${i + 1}` });
      expect(res.statusCode, url).toBe(pages.includes(url) ? 200 : 404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('<title>OddsLens</title>');
    }
    // The list the server answers from is the one the router routes with.
    const app = fs.readFileSync(path.resolve(__dirname, '../../web/src/App.tsx'), 'utf8');
    for (const key of Object.keys(APP_PATHS)) expect(app, key).toContain(`APP_PATHS.${key}}`);
    expect(isAppPage('/%68istory')).toBe(true);
  });

  it('never counts the built scripts, styles, fonts and images against the per-address limit', async () => {
    const from = { remoteAddress: '10.8.0.1' };
    for (let i = 0; i < 20; i++) {
      for (const url of ['/assets/app-abc123.js', '/assets/font-abc123.woff2', '/favicon.svg']) {
        const res = await t.app.inject({ url, ...from });
        expect(res.statusCode, `${url} #${i}`).toBe(200);
      }
    }
    // The limit still holds for everything else from that address.
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await t.app.inject({ url: '/api/auth/providers', ...from })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

/** Sends raw bytes over a socket and resolves with what came back and how long until the server closed it. */
function rawExchange(port: number, head: string, body: Buffer, waitMs: number) {
  return new Promise<{ text: string; closedAfterMs: number | null }>((resolve) => {
    const started = Date.now();
    let text = '';
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(head);
      socket.write(body);
    });
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closedAfterMs: null });
    }, waitMs);
    socket.on('data', (d) => (text += d.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, closedAfterMs: Date.now() - started });
    });
  });
}

describe.each(DB_KINDS)('no request can hold the server (issue 47, finding 4) (%s)', (kind) => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    t = await startTestApp(kind, { REQUEST_TIMEOUT_MS: '1500' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as net.AddressInfo).port;
  }, 60_000);
  afterAll(async () => t?.dispose());

  const putHead = (pathAndQuery: string, length: number, cookie = '') =>
    `PUT ${pathAndQuery} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${ORIGIN}\r\nContent-Type: image/png\r\n` +
    `Content-Length: ${length}\r\n${cookie ? `Cookie: ${cookie}\r\n` : ''}\r\n`;

  it('refuses an upload without a session before reading its body, and closes the connection', async () => {
    const jar = await signUp(t, `early-${kind}@example.com`);
    const url = new URL(
      (await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: authed(jar) })).json().uploadURL,
    );
    // 9 MB announced, 1 kB sent: the answer must not wait for the rest.
    const res = await rawExchange(port, putHead(url.pathname + url.search, 9 * 1024 * 1024), Buffer.alloc(1024), 5000);
    expect(res.text).toMatch(/^HTTP\/1\.1 401/);
    expect(res.text).toContain('"code":"UNAUTHORIZED"');
    expect(res.closedAfterMs).not.toBeNull();
    expect(res.closedAfterMs!).toBeLessThan(3000);
  });

  it('refuses a forged or foreign signed URL before reading the body', async () => {
    const jar = await signUp(t, `forged-${kind}@example.com`);
    const other = await signUp(t, `other-${kind}@example.com`);
    const url = new URL(
      (await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: authed(other) })).json().uploadURL,
    );
    const res = await rawExchange(
      port,
      putHead(url.pathname + url.search, 9 * 1024 * 1024, jar.header()),
      Buffer.alloc(1024),
      5000,
    );
    expect(res.text).toMatch(/^HTTP\/1\.1 403/);
    expect(res.text).toContain('"code":"UPLOAD_URL_INVALID"');
    expect(res.closedAfterMs!).toBeLessThan(3000);
  });

  it('ends a signed-in upload whose body stops arriving, at the request timeout', async () => {
    const jar = await signUp(t, `slow-${kind}@example.com`);
    const url = new URL(
      (await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: authed(jar) })).json().uploadURL,
    );
    const res = await rawExchange(
      port,
      putHead(url.pathname + url.search, 1024 * 1024, jar.header()),
      Buffer.alloc(1024),
      15_000,
    );
    expect(res.closedAfterMs).not.toBeNull();
    expect(res.closedAfterMs!).toBeGreaterThan(1000);
    expect(res.closedAfterMs!).toBeLessThan(12_000);
    // The user's upload slot was given back: the next upload goes through.
    expect((await uploadImage(t, jar, await textured())).put.statusCode).toBe(200);
  }, 30_000);
});

describe.each(DB_KINDS)('decoding is bounded per user (issue 47, finding 5) (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { UPLOAD_MAX_PER_MINUTE: '3' });
  }, 60_000);
  afterAll(async () => t?.dispose());

  it('refuses a 6000 x 6000 image by its header and keeps a phone-length scrolling screenshot', async () => {
    const jar = await signUp(t, `pixels-${kind}@example.com`);
    const square = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const { put } = await uploadImage(t, jar, square);
    expect([put.statusCode, put.json().code]).toEqual([400, 'IMAGE_DIMENSIONS']);
    const tall = await sharp({ create: { width: 1080, height: 16_000, channels: 3, background: '#ffffff' } })
      .composite([{ input: await textured(600, 400), top: 100, left: 100 }])
      .png()
      .toBuffer();
    const kept = await uploadImage(t, jar, tall);
    expect(kept.put.statusCode).toBe(200);
  });

  it("limits one user's uploads per minute with a coded 429 before the body is read, other users unaffected", async () => {
    const jar = await signUp(t, `budget-${kind}@example.com`);
    const image = await textured();
    const codes: (number | string)[] = [];
    for (let i = 0; i < 4; i++) {
      const { put } = await uploadImage(t, jar, image);
      codes.push(put.statusCode === 200 ? 200 : put.json().code);
      if (i === 3) expect(Number(put.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(codes).toEqual([200, 200, 200, 'UPLOAD_LIMIT']);
    const other = await signUp(t, `budget-other-${kind}@example.com`);
    expect((await uploadImage(t, other, image)).put.statusCode).toBe(200);
  });
});

describe.each(DB_KINDS)('sign-out by GET is our own pages only (issue 47, low) (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  }, 60_000);
  afterAll(async () => t?.dispose());

  it('keeps the session on a cross-site navigation to /api/logout and ends it on a same-origin one', async () => {
    const jar = await signUp(t, `logout-${kind}@example.com`);
    const me = async () => (await t.app.inject({ url: '/api/auth/user', headers: { cookie: jar.header() } })).statusCode;
    const cross = await t.app.inject({ url: '/api/logout', headers: { cookie: jar.header(), 'sec-fetch-site': 'cross-site' } });
    expect(cross.statusCode).toBe(302);
    expect(await me()).toBe(200);
    const own = await t.app.inject({ url: '/api/logout', headers: { cookie: jar.header(), 'sec-fetch-site': 'same-origin' } });
    expect(own.statusCode).toBe(302);
    expect(await me()).toBe(401);
  });
});

describe('/readyz tells what runs here only to admins and monitoring (issue 47, low)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { ADMIN_EMAILS: 'ready-admin@example.com' });
  }, 60_000);
  afterAll(async () => t?.dispose());

  it('answers each component status without its detail to anyone else', async () => {
    const anyone = (await t.app.inject({ url: '/readyz' })).json();
    expect(anyone.status).toBe('ready');
    for (const c of Object.values(anyone.components) as { detail: string }[]) expect(c.detail).toBe('');
    const monitor = (await t.app.inject({ url: '/readyz', headers: READINESS_HEADERS })).json();
    expect(monitor.components.db).toEqual({ status: 'ok', detail: 'sqlite' });
    const wrong = (await t.app.inject({ url: '/readyz', headers: { 'x-readiness-token': 'x'.repeat(30) } })).json();
    expect(wrong.components.db.detail).toBe('');
    const admin = await signUp(t, 'ready-admin@example.com');
    const asAdmin = (await t.app.inject({ url: '/readyz', headers: authed(admin) })).json();
    expect(asAdmin.components.ocr.detail).toContain('tesseract');
  });
});
