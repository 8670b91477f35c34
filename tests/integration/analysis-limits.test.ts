import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, startTestApp, type CookieJar, type TestApp } from './support/test-app';
import { authed, signUp, uploadImage } from './support/accounts';
import type { ScreenshotAnalyzer } from '../../server/src/pipeline/screenshot-analyzer';
import type { PredictionResult } from '@shared/prediction';
import { storedPredictionRow } from '../../server/src/modules/predictions/fixtures.test-helpers';
import { newId, sha256Hex } from '../../server/src/lib/ids';

/**
 * The OCR stage, held at a gate so tests decide when analyses finish and whether they read anything. Everything
 * around it (routes, limits, quota, storage, database) is the real app.
 */
function gatedAnalyzer() {
  let open: () => void = () => undefined;
  let gate = Promise.resolve();
  const state = { calls: 0, usable: true };
  const result = JSON.parse(storedPredictionRow('x').result_json) as PredictionResult;
  const reading = { width: 300, height: 200, matches: [], warnings: [] };
  const analyzer: ScreenshotAnalyzer = {
    async analyze() {
      state.calls++;
      await gate;
      return { result, usable: state.usable };
    },
    async read() {
      state.calls++;
      await gate;
      return reading;
    },
    analyzeReadings: async () => ({ result, usable: state.usable }),
    analyzeConfirmed: async () => ({ result, usable: true }),
    warm: async () => undefined,
    check: async () => ({ workers: 1, started: true }),
    close: async () => undefined,
  };
  return {
    analyzer,
    state,
    close() {
      gate = new Promise<void>((r) => (open = r));
    },
    open: () => open(),
  };
}

const textured = () =>
  sharp({
    create: { width: 300, height: 200, channels: 3, background: '#fff', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .png()
    .toBuffer();

const until = async (check: () => boolean) => {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe.each(DB_KINDS)('per-user analysis limits and large or blank images (issue 12, finding 3) (%s)', (kind) => {
  let t: TestApp;
  const ocr = gatedAnalyzer();
  beforeAll(async () => {
    t = await startTestApp(
      kind,
      { ANALYSIS_MAX_IN_FLIGHT: '2', ANALYSIS_MAX_PER_MINUTE: '3' },
      { overrides: { analyzer: ocr.analyzer } },
    );
  });
  afterAll(async () => t?.dispose());

  const processAs = (jar: CookieJar, objectPath: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/predictions/process',
      payload: { imageUrls: [objectPath] },
      headers: authed(jar, headers),
    });

  it('bounds analyses in flight and per minute for each user, failed ones included, with a coded 429', async () => {
    const alice = await signUp(t, `limits-a-${kind}@example.com`);
    const bob = await signUp(t, `limits-b-${kind}@example.com`);
    const a = (await uploadImage(t, alice, await textured())).put.json().objectPath as string;
    const b = (await uploadImage(t, bob, await textured())).put.json().objectPath as string;
    ocr.close();
    ocr.state.usable = false;
    ocr.state.calls = 0;
    const first = processAs(alice, a);
    const second = processAs(alice, a);
    await until(() => ocr.state.calls === 2);
    const third = await processAs(alice, a);
    expect([third.statusCode, third.json().code]).toEqual([429, 'ANALYSIS_LIMIT']);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    // Another user is not held back by Alice.
    const other = processAs(bob, b);
    await until(() => ocr.state.calls === 3);
    ocr.open();
    for (const res of await Promise.all([first, second, other])) expect(res.json().code).toBe('UNREADABLE_IMAGE');

    // Nothing in flight now, and the two failures still count: one more start this minute, then 429.
    expect((await processAs(alice, a)).json().code).toBe('UNREADABLE_IMAGE');
    const over = await processAs(alice, a);
    expect([over.statusCode, over.json().code]).toEqual([429, 'ANALYSIS_LIMIT']);
    // Failed analyses are refunded: the free allowance is intact.
    expect((await t.app.inject({ url: '/api/user/stats', headers: authed(alice) })).json().usedPredictions).toBe(0);
  });

  it('refuses a blank image at upload with its own code, and scales a huge one down before OCR', async () => {
    const jar = await signUp(t, `blank-${kind}@example.com`);
    const blank = await sharp({ create: { width: 4000, height: 4000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const { put } = await uploadImage(t, jar, blank);
    expect([put.statusCode, put.json().code]).toEqual([400, 'BLANK_IMAGE']);

    const huge = await sharp({
      create: { width: 4500, height: 1500, channels: 3, background: '#fff', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .jpeg({ quality: 40 })
      .toBuffer();
    const stored = await uploadImage(t, jar, huge, 'image/jpeg');
    expect(stored.put.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('uploads')
      .selectAll()
      .where('owner_id', '=', (await t.repos.users.findByEmail(`blank-${kind}@example.com`))!.id)
      .executeTakeFirstOrThrow();
    expect([row.width, row.height]).toEqual([4096, 1365]);
  });
});

describe.each(DB_KINDS)('Idempotency-Key race (issue 12, finding 6) (%s)', (kind) => {
  let t: TestApp;
  const ocr = gatedAnalyzer();
  beforeAll(async () => {
    t = await startTestApp(kind, {}, { overrides: { analyzer: ocr.analyzer } });
  });
  afterAll(async () => t?.dispose());

  it('answers two parallel calls with one key with the same stored prediction, never a 500', async () => {
    const jar = await signUp(t, `race-${kind}@example.com`);
    const objectPath = (await uploadImage(t, jar, await textured())).put.json().objectPath as string;
    ocr.close();
    ocr.state.usable = true;
    ocr.state.calls = 0;
    const call = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/predictions/process',
        payload: { imageUrls: [objectPath] },
        headers: authed(jar, { 'idempotency-key': 'same-key-0001' }),
      });
    const both = Promise.all([call(), call()]);
    await until(() => ocr.state.calls >= 1);
    ocr.open();
    const [one, two] = await both;
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(two.json().id).toBe(one.json().id);
    expect(ocr.state.calls).toBe(1);
    const stats = (await t.app.inject({ url: '/api/user/stats', headers: authed(jar) })).json();
    expect([stats.totalPredictions, stats.usedPredictions]).toEqual([1, 1]);
  });

  it('answers with the stored result when another process stored the key first', async () => {
    const jar = await signUp(t, `race2-${kind}@example.com`);
    const user = (await t.repos.users.findByEmail(`race2-${kind}@example.com`))!;
    const objectPath = (await uploadImage(t, jar, await textured())).put.json().objectPath as string;
    ocr.close();
    ocr.state.calls = 0;
    const pending = t.app.inject({
      method: 'POST',
      url: '/api/predictions/process',
      payload: { imageUrls: [objectPath] },
      headers: authed(jar, { 'idempotency-key': 'other-process-01' }),
    });
    await until(() => ocr.state.calls === 1);
    // Meanwhile "another app process" finished the same request and stored it under the key.
    const winner = { ...storedPredictionRow(user.id), id: newId(), request_id: sha256Hex(`${user.id}:other-process-01`) };
    await t.repos.predictions.insert(winner);
    ocr.open();
    const res = await pending;
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(winner.id);
    // The loser's reserved free prediction was given back: only the winner's charge remains.
    expect((await t.repos.users.findById(user.id))!.free_used).toBe(0);
  });
});
