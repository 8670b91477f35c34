import path from 'node:path';
import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, startTestApp, type TestApp } from './support/test-app';
import { authed, signUp, uploadImage } from './support/accounts';

const CORPUS = path.resolve(import.meta.dirname, '../../../shared/corpus/synthetic-dev');
const sample = (name: string) => fs.readFileSync(path.join(CORPUS, name));

describe.each(DB_KINDS)('predictions through the real pipeline (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { OCR_WORKERS: '2' });
  }, 60_000);
  afterAll(async () => t?.dispose());

  it('analyses an uploaded screenshot, stores it, and deletes the original', async () => {
    const jar = await signUp(t, `reader-${kind}@example.com`);
    const { put } = await uploadImage(t, jar, sample('dev-001-desktopEvent.png'));
    const objectPath = put.json().objectPath as string;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/predictions/process',
      payload: { imageUrls: [objectPath] },
      headers: authed(jar, { 'x-language': 'ru' }),
    });
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.language).toBe('ru');
    expect(result.extractedData.homeOdds).toBe('2.28');
    expect(result.marketAnalysis.margin).toBeGreaterThan(0);
    expect(result.warnings.length).toBeGreaterThan(0);

    // "Never stored": the original is gone after analysis.
    expect((await t.app.inject({ url: objectPath, headers: authed(jar) })).statusCode).toBe(404);

    const history = (await t.app.inject({ url: '/api/predictions/history', headers: authed(jar) })).json();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ id: result.id, mainRecommendation: result.mainRecommendation });
    expect(history[0].extractedData.odds.home).toBe('2.28');

    const stats = (await t.app.inject({ url: '/api/user/stats', headers: authed(jar) })).json();
    expect(stats).toMatchObject({ remainingPredictions: 2, hasSubscription: false, usedPredictions: 1 });

    const mark = await t.app.inject({
      method: 'POST',
      url: `/api/predictions/${result.id}/outcome`,
      payload: { outcome: 'home' },
      headers: authed(jar),
    });
    expect(mark.statusCode).toBe(200);
    const stored = await t.repos.predictions.findById(result.id);
    expect(stored?.outcome).toBe('home');
  });

  it('answers 400 for no images, foreign images and unreadable images, without charging', async () => {
    const jar = await signUp(t, `empty-${kind}@example.com`);
    const other = await signUp(t, `other-${kind}@example.com`);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/predictions/process',
      payload: { imageUrls: [] },
      headers: authed(jar),
    });
    expect([none.statusCode, none.json().code]).toEqual([400, 'NO_IMAGES']);

    const theirs = (await uploadImage(t, other, sample('dev-001-desktopEvent.png'))).put.json().objectPath;
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/predictions/process',
      payload: { imageUrls: [theirs] },
      headers: authed(jar),
    });
    expect([foreign.statusCode, foreign.json().code]).toEqual([400, 'NO_IMAGES']);

    // A flat image is refused at upload (BLANK_IMAGE, issue 12); a gradient passes but has nothing to read.
    const blank = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><defs><linearGradient id="g">' +
          '<stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#999"/></linearGradient></defs>' +
          '<rect width="400" height="300" fill="url(#g)"/></svg>',
      ),
    )
      .png()
      .toBuffer();
    const blankPath = (await uploadImage(t, jar, blank)).put.json().objectPath;
    const unreadable = await t.app.inject({
      method: 'POST',
      url: '/api/predictions/process',
      payload: { imageUrls: [blankPath] },
      headers: authed(jar),
    });
    expect([unreadable.statusCode, unreadable.json().code]).toEqual([400, 'UNREADABLE_IMAGE']);

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/predictions/process',
      payload: { imageUrls: 'nope' },
      headers: authed(jar),
    });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_FAILED']);

    const stats = (await t.app.inject({ url: '/api/user/stats', headers: authed(jar) })).json();
    expect(stats.usedPredictions).toBe(0);
  });

  it('requires a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/predictions/process', payload: { imageUrls: [] } });
    expect(res.statusCode).toBe(401);
  });
});

describe.each(DB_KINDS)('free allowance under concurrency (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Retention on, so 50 requests can share one uploaded image.
    t = await startTestApp(kind, { OCR_WORKERS: '2', RETAIN_UPLOADS: 'true' });
  }, 60_000);
  afterAll(async () => t?.dispose());

  it('lets exactly 3 of 50 parallel requests through, and the rest get 403 QUOTA_EXHAUSTED', async () => {
    const jar = await signUp(t, `racer-${kind}@example.com`);
    const objectPath = (await uploadImage(t, jar, sample('dev-001-desktopEvent.png'))).put.json().objectPath;
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/predictions/process',
          payload: { imageUrls: [objectPath] },
          headers: authed(jar),
        }),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(responses.find((r) => r.statusCode !== 200 && r.statusCode !== 403)?.body).toBeUndefined();
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 403)).toHaveLength(47);
    expect(responses.filter((r) => r.statusCode === 403).every((r) => r.json().code === 'QUOTA_EXHAUSTED')).toBe(true);
    expect(await t.repos.predictions.countForUser((await t.repos.users.findByEmail(`racer-${kind}@example.com`))!.id)).toBe(3);
  }, 120_000);
});
