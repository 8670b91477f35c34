import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '../../server/src/adapters/storage/s3-storage';
import { startFakeS3 } from './support/fake-s3';
import { freePort } from './support/free-port';
import { READINESS_HEADERS, startTestApp, type TestApp } from './support/test-app';
import { authed, signUp, uploadImage } from './support/accounts';

const creds = { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret/test/key', region: 'eu-central-1', bucket: 'oddslens' };

describe('uploads on S3-compatible storage', () => {
  const s3 = startFakeS3(creds);
  let endpoint: string;
  let t: TestApp;

  beforeAll(async () => {
    const port = await freePort();
    await s3.listen(port);
    endpoint = `http://127.0.0.1:${port}`;
    t = await startTestApp('sqlite', {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: creds.bucket,
      S3_ACCESS_KEY_ID: creds.accessKeyId,
      S3_SECRET_ACCESS_KEY: creds.secretAccessKey,
      S3_REGION: creds.region,
    });
  });
  afterAll(async () => {
    await t?.dispose();
    await s3.close();
  });

  it('stores the validated image in the bucket and serves it back to the owner', async () => {
    const jar = await signUp(t, 'sam@example.com');
    const png = await sharp({
      create: { width: 50, height: 40, channels: 3, background: '#123456', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
    })
      .png()
      .toBuffer();
    const { put } = await uploadImage(t, jar, png);
    expect(put.statusCode).toBe(200);
    const key = put.json().objectPath.replace('/objects/', '');
    expect(s3.objects.get(key)?.type).toBe('image/png');
    const back = await t.app.inject({ url: put.json().objectPath, headers: authed(jar) });
    expect(back.statusCode).toBe(200);
    expect((await sharp(back.rawPayload).metadata()).width).toBe(50);
    expect(s3.rejectedCount()).toBe(0);
  });

  it('reports S3 storage in /readyz', async () => {
    const body = (await t.app.inject({ url: '/readyz', headers: READINESS_HEADERS })).json();
    expect(body.components.storage).toEqual({ status: 'ok', detail: 's3' });
  });

  it('signs the payload: a body changed on the way is refused, and get and delete work on what was stored', async () => {
    const key = 'uploads/00000000-0000-4000-8000-00000000beef';
    const tampering: typeof fetch = async (input, init) => {
      const req = new Request(input, init);
      return fetch(new Request(req, { body: 'not the image', duplex: 'half' } as RequestInit));
    };
    await expect(s3Storage({ ...creds, endpoint }, tampering).put(key, Buffer.from('image'), 'image/png')).rejects.toThrow(/403/);
    expect(s3.objects.has(key)).toBe(false);

    const storage = s3Storage({ ...creds, endpoint });
    await storage.put(key, Buffer.from('image'), 'image/png');
    expect((await storage.get(key))?.toString()).toBe('image');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('surfaces a wrong secret as an error instead of pretending success', async () => {
    const wrong = s3Storage({ ...creds, secretAccessKey: 'not-the-secret', endpoint });
    await expect(wrong.put('uploads/00000000-0000-0000-0000-000000000000', Buffer.from('x'), 'image/png')).rejects.toThrow(/403/);
    await expect(wrong.check()).rejects.toThrow(/SignatureDoesNotMatch/);
  });
});
