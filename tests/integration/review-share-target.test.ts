import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, ORIGIN, startTestApp, type CookieJar, type TestApp } from './support/test-app';
import { authed, signUp } from './support/accounts';
import { countingAnalyzer } from './support/reading';
import { EVENT, reviewCalls, sample } from './support/review';

/**
 * The share target (issue 11): shared screenshots become the user's uploads and land on the review screen.
 * Real OCR, real database.
 */
describe.each(DB_KINDS)('review before analysis (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    const { analyzer } = countingAnalyzer();
    t = await startTestApp(kind, {}, { overrides: { analyzer } });
  }, 60_000);
  afterAll(async () => t?.dispose());

  const { post, stats, userId } = reviewCalls(() => t);

  describe('share target', () => {
    async function multipart(files: { name: string; data: Buffer; type: string }[], field = 'screenshots') {
      const form = new FormData();
      form.append('title', 'shared');
      for (const f of files) form.append(field, new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
      const req = new Request('http://x/', { method: 'POST', body: form });
      return { payload: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type')! };
    }
    const share = async (
      jar: CookieJar | null,
      files: { name: string; data: Buffer; type: string }[],
      headers: Record<string, string> = {},
    ) => {
      const body = await multipart(files);
      return t.app.inject({
        method: 'POST',
        url: '/share-target',
        payload: body.payload,
        headers: { ...(jar ? { cookie: jar.header() } : {}), 'content-type': body.contentType, ...headers },
      });
    };
    const png = (name: string) => ({ name, data: sample(EVENT), type: 'image/png' });

    it('stores shared screenshots as the user’s uploads and lands on the review screen', async () => {
      const email = `share-${kind}@example.com`;
      const jar = await signUp(t, email);
      const res = await share(jar, [png('a.png'), png('b.png')], { 'sec-fetch-site': 'none', origin: 'null' });
      expect(res.statusCode).toBe(303);
      const location = new URL(res.headers.location as string, ORIGIN);
      expect(location.pathname).toBe('/review');
      const images = location.searchParams.get('images')!.split(',');
      expect(images).toHaveLength(2);
      const owner = await userId(email);
      for (const image of images) {
        expect(image).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
        const row = await t.repos.uploads.findLive(image.split('/').pop()!);
        expect(row?.owner_id).toBe(owner);
        expect((await t.app.inject({ url: image, headers: authed(jar) })).statusCode).toBe(200);
      }
      // Nothing was analysed or charged.
      expect(await stats(jar)).toMatchObject({ usedPredictions: 0, totalPredictions: 0 });
      // The review screen can extract them straight away.
      expect((await post(jar, '/api/predictions/extract', { imageUrls: images })).statusCode).toBe(200);
    }, 60_000);

    it('takes phone-sized screenshots (megabytes, above the JSON body limit) and refuses one over 10 MB', async () => {
      const jar = await signUp(t, `share-big-${kind}@example.com`);
      const noise = (w: number, h: number) =>
        sharp({
          create: { width: w, height: h, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
        })
          .png({ compressionLevel: 0 })
          .toBuffer();
      const phone = await noise(1080, 1000);
      expect(phone.length).toBeGreaterThan(2_000_000);
      const ok = await share(jar, [{ name: 'phone.png', data: phone, type: 'image/png' }]);
      expect([ok.statusCode, ok.headers.location]).toEqual([303, expect.stringMatching(/^\/review\?images=/)]);
      const huge = await noise(2000, 1900);
      expect(huge.length).toBeGreaterThan(10 * 1024 * 1024);
      const tooBig = await share(jar, [{ name: 'huge.png', data: huge, type: 'image/png' }]);
      expect([tooBig.statusCode, tooBig.headers.location]).toEqual([303, '/?share_error=IMAGE_TOO_LARGE']);
    }, 60_000);

    it('sends a signed-out visitor to sign in, and bad files back home with a code, storing nothing', async () => {
      const signedOut = await share(null, [png('a.png')]);
      expect([signedOut.statusCode, signedOut.headers.location]).toEqual([303, '/signin?next=/']);

      const email = `share-bad-${kind}@example.com`;
      const jar = await signUp(t, email);
      const count = async () =>
        Number(
          (
            await t.db
              .selectFrom('uploads')
              .select((eb) => eb.fn.countAll().as('n'))
              .where('owner_id', '=', await userId(email))
              .executeTakeFirst()
          )?.n,
        );
      const text = await share(jar, [
        png('a.png'),
        { name: 'notes.png', data: Buffer.from('not an image at all'), type: 'image/png' },
      ]);
      expect([text.statusCode, text.headers.location]).toEqual([303, '/?share_error=UNSUPPORTED_IMAGE']);
      const six = await share(
        jar,
        Array.from({ length: 6 }, (_, i) => png(`${i}.png`)),
      );
      expect([six.statusCode, six.headers.location]).toEqual([303, '/?share_error=TOO_MANY_FILES']);
      const empty = await share(jar, []);
      expect([empty.statusCode, empty.headers.location]).toEqual([303, '/?share_error=NO_IMAGES']);
      expect(await count()).toBe(0);

      // Another site cannot post into it.
      const cross = await share(jar, [png('a.png')], { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
      expect([cross.statusCode, cross.json().code]).toEqual([403, 'CSRF_REJECTED']);
      const foreignOrigin = await share(jar, [png('a.png')], { origin: 'https://evil.example' });
      expect(foreignOrigin.statusCode).toBe(403);
      expect(await count()).toBe(0);
    }, 60_000);
  });
});
