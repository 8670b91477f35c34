import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, startTestApp, type TestApp, type CookieJar } from './support/test-app';
import { authed, signUp, uploadImage } from './support/accounts';

const png = (w = 120, h = 60) =>
  // Textured: a flat colour is refused as blank (issue 12).
  sharp({
    create: { width: w, height: h, channels: 3, background: '#224466', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
  })
    .png()
    .toBuffer();

/** A PNG whose header claims 30000x30000 pixels, compressed to a few hundred kilobytes: a decompression bomb. */
function pngBomb(): Buffer {
  const w = 30_000;
  const h = 30_000;
  const crc = (buf: Buffer) => {
    let c = ~0;
    for (const b of buf) {
      c ^= b;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return (~c >>> 0) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 0; // greyscale
  const row = Buffer.alloc(w + 1);
  const idat = zlib.deflateSync(Buffer.concat(Array.from({ length: 200 }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function storedFiles(t: TestApp): string[] {
  const dir = path.join(t.dataDir, 'uploads', 'uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

describe.each(DB_KINDS)('signed uploads (%s)', (kind) => {
  let t: TestApp;
  let alice: CookieJar;
  let bob: CookieJar;
  beforeAll(async () => {
    t = await startTestApp(kind);
    alice = await signUp(t, 'alice@example.com');
    bob = await signUp(t, 'bob@example.com');
  });
  afterAll(async () => t?.dispose());

  it('needs a session to get an upload URL', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/objects/upload' });
    expect(res.statusCode).toBe(401);
  });

  it('stores a real image and serves it to its owner only', async () => {
    const { uploadURL, put } = await uploadImage(t, alice, await png());
    expect(uploadURL).toMatch(/^http:\/\/127\.0\.0\.1:3999\/uploads\/[0-9a-f-]{36}\?expires=\d+&signature=/);
    expect(put.statusCode).toBe(200);
    const { objectPath } = put.json();
    expect(objectPath).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);

    const mine = await t.app.inject({ url: objectPath, headers: authed(alice) });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect((await sharp(mine.rawPayload).metadata()).width).toBe(120);

    const theirs = await t.app.inject({ url: objectPath, headers: authed(bob) });
    expect(theirs.statusCode).toBe(404);
    expect((await t.app.inject({ url: objectPath })).statusCode).toBe(401);
  });

  it('refuses a URL replayed after use, forged or expired, and one used by another user', async () => {
    const { uploadURL, put } = await uploadImage(t, alice, await png());
    expect(put.statusCode).toBe(200);
    const u = new URL(uploadURL);
    const again = await t.app.inject({
      method: 'PUT',
      url: u.pathname + u.search,
      payload: await png(),
      headers: authed(alice, { 'content-type': 'image/png' }),
    });
    expect(again.json().code).toBe('UPLOAD_URL_INVALID');

    const grant = (await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: authed(alice) })).json()
      .uploadURL as string;
    const g = new URL(grant);
    const asBob = await t.app.inject({
      method: 'PUT',
      url: g.pathname + g.search,
      payload: await png(),
      headers: authed(bob, { 'content-type': 'image/png' }),
    });
    expect([asBob.statusCode, asBob.json().code]).toEqual([403, 'UPLOAD_URL_INVALID']);

    g.searchParams.set('expires', String(Number(g.searchParams.get('expires')) + 3600));
    const forged = await t.app.inject({
      method: 'PUT',
      url: g.pathname + g.search,
      payload: await png(),
      headers: authed(alice, { 'content-type': 'image/png' }),
    });
    expect(forged.json().code).toBe('UPLOAD_URL_INVALID');

    const expired = new URL(grant);
    expired.searchParams.set('expires', '1000');
    const old = await t.app.inject({
      method: 'PUT',
      url: expired.pathname + expired.search,
      payload: await png(),
      headers: authed(alice, { 'content-type': 'image/png' }),
    });
    expect(old.json().code).toBe('UPLOAD_URL_INVALID');
  });

  it('lets exactly one of two concurrent PUTs to one URL store its image; the other gets a coded 4xx', async () => {
    const grant = (await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: authed(alice) })).json()
      .uploadURL as string;
    const u = new URL(grant);
    const [a, b] = await Promise.all(
      [await png(70, 40), await png(90, 40)].map((body) =>
        t.app.inject({
          method: 'PUT',
          url: u.pathname + u.search,
          payload: body,
          headers: authed(alice, { 'content-type': 'image/png' }),
        }),
      ),
    );
    const codes = [a!.statusCode, b!.statusCode].sort();
    expect(codes).toEqual([200, 403]);
    const winner = a!.statusCode === 200 ? a! : b!;
    const loser = a!.statusCode === 200 ? b! : a!;
    expect(loser.json().code).toBe('UPLOAD_URL_INVALID');
    const stored = await t.app.inject({ url: winner.json().objectPath, headers: authed(alice) });
    expect(stored.statusCode).toBe(200);
    expect((await sharp(stored.rawPayload).metadata()).width).toBe(winner.json().width);
  });

  it('refuses bad files with clear codes and stores nothing', async () => {
    const before = storedFiles(t).length;
    const full = await sharp({
      create: { width: 400, height: 400, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 50 } },
    })
      .jpeg()
      .toBuffer();
    const cases: [Buffer, string, string][] = [
      [Buffer.from('just some text pretending to be a png'), 'image/png', 'UNSUPPORTED_IMAGE'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'image/svg+xml', 'UNSUPPORTED_IMAGE'],
      [Buffer.from('GIF89a\x01\x00\x01\x00'), 'image/gif', 'UNSUPPORTED_IMAGE'],
      [full.subarray(0, full.length / 3), 'image/jpeg', 'UNREADABLE_IMAGE'],
      [pngBomb(), 'image/png', 'IMAGE_DIMENSIONS'],
      [await png(8, 8), 'image/png', 'IMAGE_DIMENSIONS'],
      [Buffer.alloc(0), 'image/png', 'UNSUPPORTED_IMAGE'],
    ];
    for (const [body, type, code] of cases) {
      const { put } = await uploadImage(t, alice, body, type);
      expect([code, put.json().code]).toEqual([code, code]);
      expect(put.statusCode).toBeGreaterThanOrEqual(400);
      expect(put.statusCode).toBeLessThan(500);
    }
    expect(storedFiles(t).length).toBe(before);
  });

  it('refuses an oversized body with 413', async () => {
    const { put } = await uploadImage(t, alice, Buffer.alloc(10 * 1024 * 1024 + 10, 1));
    expect(put.statusCode).toBe(413);
    expect(put.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('does not serve paths outside the upload area', async () => {
    for (const url of [
      '/objects/uploads/..%2F..%2Foddslens.sqlite',
      '/objects/../oddslens.sqlite',
      '/objects/uploads/%2e%2e/%2e%2e/etc/passwd',
      '/objects/uploads/not-a-uuid',
    ]) {
      const res = await t.app.inject({ url, headers: authed(alice) });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('SQLite');
    }
  });
});
