import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, startTestApp, type TestApp } from './support/test-app';
import { authed, signUp } from './support/accounts';
import type { CookieJar } from './support/test-app';
import { storedPredictionRow } from '../../server/src/modules/predictions/fixtures.test-helpers';

/**
 * The per-process stats and history views (docs/decisions/0010): changes made through the app show at once even
 * with a lifetime far longer than the test, changes made behind the app's back show when the lifetime ends, and
 * browsers get the history compressed.
 */
describe.each(DB_KINDS)('user views (%s)', (kind) => {
  let t: TestApp;
  let admin: CookieJar;
  beforeAll(async () => {
    t = await startTestApp(kind, { USER_CACHE_MS: '60000', ADMIN_EMAILS: `boss-${kind}@example.com` });
    admin = await signUp(t, `boss-${kind}@example.com`);
  }, 60_000);
  afterAll(async () => t?.dispose());

  const get = (jar: CookieJar, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: authed(jar, headers) });
  const stats = async (jar: CookieJar) => (await get(jar, '/api/user/stats')).json();
  const userId = async (email: string) => (await t.repos.users.findByEmail(email))!.id;

  async function seed(email: string, count: number) {
    const jar = await signUp(t, email);
    const id = await userId(email);
    for (let i = 0; i < count; i++) await t.repos.predictions.insert(storedPredictionRow(id, { variant: i * 7 }));
    return { jar, id };
  }

  it("shows the user's own write at once: an outcome entered appears in history and the track record", async () => {
    const { jar } = await seed(`outcome-${kind}@example.com`, 2);
    const before = (await get(jar, '/api/predictions/history')).json();
    expect(before.map((i: { outcome: unknown }) => i.outcome)).toEqual([null, null]);
    expect((await stats(jar)).trackRecord).toMatchObject({ settled: 0, correct: 0, results: 0 });

    const mark = await t.app.inject({
      method: 'POST',
      url: `/api/predictions/${before[0].id}/outcome`,
      payload: { outcome: 'away' },
      headers: authed(jar),
    });
    expect(mark.statusCode).toBe(200);
    const after = (await get(jar, '/api/predictions/history')).json();
    expect(after[0]).toMatchObject({ id: before[0].id, outcome: 'away' });
    // Every seeded row recommends an option (or no bet); a settled no-bet is not counted.
    const record = (await stats(jar)).trackRecord;
    const stored = await t.repos.predictions.findById(before[0].id);
    expect(record.settled).toBe(stored!.recommended_option === 'no-bet' ? 0 : 1);
    // Every recorded result counts in the record, suggested bet or not (issue 48).
    expect(record.results).toBe(1);
  });

  it("shows an admin's change of the free limit in every user's stats at once", async () => {
    const jar = await signUp(t, `limit-${kind}@example.com`);
    expect((await stats(jar)).remainingPredictions).toBe(3);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { freePredictionLimit: 7 },
      headers: authed(admin),
    });
    expect(put.statusCode).toBe(200);
    expect((await stats(jar)).remainingPredictions).toBe(7);
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { freePredictionLimit: 3 },
      headers: authed(admin),
    });
    expect((await stats(jar)).remainingPredictions).toBe(3);
  });

  it('keeps serving a view while nothing announced a change (a write behind the app waits for the lifetime)', async () => {
    const { jar, id } = await seed(`behind-${kind}@example.com`, 1);
    expect((await stats(jar)).totalPredictions).toBe(1);
    await t.repos.predictions.insert(storedPredictionRow(id, { variant: 50 }));
    expect((await stats(jar)).totalPredictions).toBe(1);
    t.services.changes.publish(id); // what any write through the app does
    expect((await stats(jar)).totalPredictions).toBe(2);
  });

  it('sends the history compressed to browsers, the same JSON in every coding', async () => {
    const { jar } = await seed(`coded-${kind}@example.com`, 12);
    const plain = await get(jar, '/api/predictions/history');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toContain('accept-encoding');
    const items = plain.json();
    expect(items).toHaveLength(12);

    const br = await get(jar, '/api/predictions/history', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(items);

    const gz = await get(jar, '/api/predictions/history', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(items);

    const empty = await signUp(t, `empty-${kind}@example.com`);
    const none = await get(empty, '/api/predictions/history', { 'accept-encoding': 'br' });
    expect([none.headers['content-encoding'], none.body]).toEqual([undefined, '[]']);
  });

  it("never serves one user's views to another", async () => {
    const a = await seed(`mine-${kind}@example.com`, 3);
    const b = await seed(`yours-${kind}@example.com`, 1);
    expect((await get(a.jar, '/api/predictions/history')).json()).toHaveLength(3);
    expect((await get(b.jar, '/api/predictions/history')).json()).toHaveLength(1);
    expect((await stats(a.jar)).totalPredictions).toBe(3);
    expect((await stats(b.jar)).totalPredictions).toBe(1);
  });
});
