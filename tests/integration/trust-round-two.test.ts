import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, DB_KINDS, ORIGIN, startTestApp, type TestApp } from './support/test-app';
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
