import path from 'node:path';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, startTestApp, type TestApp } from './support/test-app';
import { authed, signUp, uploadImage } from './support/accounts';

const SAMPLE = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../../shared/corpus/synthetic-dev/dev-001-desktopEvent.png'),
);
const HOUR = 3_600_000;

describe.each(DB_KINDS)('housekeeping (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  }, 60_000);
  afterAll(async () => t?.dispose());

  const objectId = (objectPath: string) => objectPath.split('/').pop()!;

  it('deletes images no analysis consumed after an hour, and keeps newer ones', async () => {
    const jar = await signUp(t, `sweep-${kind}@example.com`);
    const old = (await uploadImage(t, jar, SAMPLE)).put.json().objectPath as string;
    const fresh = (await uploadImage(t, jar, SAMPLE)).put.json().objectPath as string;
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR).toISOString();
    await t.db.updateTable('uploads').set({ created_at: twoHoursAgo }).where('id', '=', objectId(old)).execute();

    const result = await t.services.housekeeping.run();
    expect(result.abandonedUploads).toBe(1);
    expect((await t.app.inject({ url: old, headers: authed(jar) })).statusCode).toBe(404);
    expect(await t.services.storage.get(`uploads/${objectId(old)}`)).toBeNull();
    expect((await t.app.inject({ url: fresh, headers: authed(jar) })).statusCode).toBe(200);
    // A second sweep finds nothing more.
    expect((await t.services.housekeeping.run()).abandonedUploads).toBe(0);
  });

  it('removes expired session rows and leaves live ones signed in', async () => {
    const expired = await signUp(t, `expired-${kind}@example.com`);
    const live = await signUp(t, `live-${kind}@example.com`);
    const expiredId = (await t.repos.users.findByEmail(`expired-${kind}@example.com`))!.id;
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - HOUR).toISOString() })
      .where('user_id', '=', expiredId)
      .execute();

    expect((await t.services.housekeeping.run()).expiredSessions).toBe(1);
    const left = await t.db.selectFrom('sessions').select('id').where('user_id', '=', expiredId).execute();
    expect(left).toEqual([]);
    expect((await t.app.inject({ url: '/api/auth/user', headers: authed(expired) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/user', headers: authed(live) })).statusCode).toBe(200);
  });
});

describe('housekeeping with RETAIN_UPLOADS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { RETAIN_UPLOADS: 'true' });
  }, 60_000);
  afterAll(async () => t?.dispose());

  it('keeps old uploads when retention is configured', async () => {
    const jar = await signUp(t, 'keeper@example.com');
    const kept = (await uploadImage(t, jar, SAMPLE)).put.json().objectPath as string;
    await t.db
      .updateTable('uploads')
      .set({ created_at: new Date(Date.now() - 5 * HOUR).toISOString() })
      .where('id', '=', kept.split('/').pop()!)
      .execute();
    expect((await t.services.housekeeping.run()).abandonedUploads).toBe(0);
    expect((await t.app.inject({ url: kept, headers: authed(jar) })).statusCode).toBe(200);
  });
});
