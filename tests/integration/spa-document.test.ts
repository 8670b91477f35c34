import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';

/** The web app's document: "/" and client-side routes answer index.html from memory, compressed, revalidated by ETag. */
describe('the SPA document', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslens-dist-'));
  const html = `<!doctype html><html><head><title>OddsLens</title></head><body>${'<div id="root"></div>'.repeat(80)}</body></html>`;
  let t: TestApp;

  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), html);
    fs.writeFileSync(path.join(dist, 'index.html.br'), zlib.brotliCompressSync(html));
    // A gzip copy older than the document (a build without precompress): it must not be served.
    fs.writeFileSync(path.join(dist, 'index.html.gz'), zlib.gzipSync('<html>yesterday</html>'));
    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(path.join(dist, 'index.html.gz'), past, past);
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await startTestApp('sqlite', { SERVE_WEB: 'true', WEB_DIST_DIR: dist });
  }, 60_000);
  afterAll(async () => {
    await t?.dispose();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers / and client-side routes with the document, brotli when offered, and 304 for a known ETag', async () => {
    // Unknown pages answer the same document with 404 (issue 50): trust-round-two.test.ts.
    for (const url of ['/', '/history', '/account?x=1']) {
      const plain = await t.app.inject({ url });
      expect([plain.statusCode, plain.body], url).toEqual([200, html]);
      expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(plain.headers['cache-control']).toBe('no-cache');
      expect(plain.headers['content-security-policy']).toContain("script-src 'self'");

      const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(html);

      const etag = plain.headers['etag'] as string;
      expect(etag).toMatch(/^W\/"[0-9a-f]{20}"$/);
      for (const ifNoneMatch of [etag, etag.slice(2), `"other", ${etag}`]) {
        const again = await t.app.inject({ url, headers: { 'if-none-match': ifNoneMatch } });
        expect([again.statusCode, again.body]).toEqual([304, '']);
      }
      const changed = await t.app.inject({ url, headers: { 'if-none-match': 'W/"some-older-build"' } });
      expect(changed.statusCode).toBe(200);
    }
  });

  it('serves Russian visitors (cookie or Accept-Language) a Russian lang, title and description', async () => {
    const html2 =
      '<!doctype html><html lang="en"><head><title>OddsLens</title><meta name="description" content="English." /></head></html>';
    const { localizeDocument } = await import('@shared/document-meta');
    const ru = localizeDocument(html2, 'ru');
    expect(ru).toContain('<html lang="ru">');
    expect(ru).toContain('<title>OddsLens — анализ коэффициентов по скриншоту</title>');
    expect(ru).toMatch(/<meta name="description" content="OddsLens читает скриншоты[^"]*" \/>/);

    const en = await t.app.inject({ url: '/history' });
    for (const headers of [{ cookie: 'oddslens-language=ru' }, { 'accept-language': 'ru-RU,ru;q=0.9' }]) {
      const res = await t.app.inject({ url: '/history', headers: { ...headers, 'accept-encoding': 'br' } });
      const body = zlib.brotliDecompressSync(res.rawPayload).toString();
      expect(body).toBe(localizeDocument(html, 'ru'));
      expect(body).toContain('<html lang="ru">');
      expect(res.headers['etag']).not.toBe(en.headers['etag']);
      expect(res.headers['vary']).toContain('cookie');
    }
    expect(en.body).toBe(html);
  });

  it('does not serve a compressed copy older than the document', async () => {
    const res = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect([res.headers['content-encoding'], res.body]).toEqual([undefined, html]);
  });

  it('keeps API misses as coded JSON errors and serves hashed assets as immutable files', async () => {
    const api = await t.app.inject({ url: '/api/nothing-here' });
    expect([api.statusCode, api.json().code]).toEqual([404, 'NOT_FOUND']);
    const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect([asset.statusCode, asset.body]).toEqual([200, 'console.log(1)']);
    expect(asset.headers['cache-control']).toContain('immutable');
  });
});
