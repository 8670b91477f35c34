import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, DB_KINDS, ORIGIN, startTestApp, type TestApp } from './support/test-app';
import { authed, signUp, uploadImage } from './support/accounts';
import { waitForToken } from './support/outbox';
import { storedPredictionRow } from '../../server/src/modules/predictions/fixtures.test-helpers';
import { newId, nowIso } from '../../server/src/lib/ids';

/** Issue 12, finding 8: change password, change email (re-verified), export my data, delete my account. */
describe.each(DB_KINDS)('account controls (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.dispose());

  const post = (url: string, body: unknown, jar?: CookieJar) =>
    t.app.inject({ method: 'POST', url, payload: body as object, headers: jar ? authed(jar) : { origin: ORIGIN } });
  const me = (jar: CookieJar) => t.app.inject({ url: '/api/auth/user', headers: { cookie: jar.header() } });
  const signIn = async (email: string, password: string) => {
    const res = await post('/api/auth/signin', { email, password });
    const jar = new CookieJar();
    jar.store(res.headers['set-cookie']);
    return { res, jar };
  };

  it('changes the password only with the current one, and ends the other sessions', async () => {
    const a = await signUp(t, 'pw@example.com', 'first-password-1');
    const { jar: b } = await signIn('pw@example.com', 'first-password-1');
    const wrong = await post('/api/account/password', { currentPassword: 'nope-nope-1', newPassword: 'second-password-2' }, a);
    expect([wrong.statusCode, wrong.json().code]).toEqual([403, 'WRONG_PASSWORD']);
    const ok = await post('/api/account/password', { currentPassword: 'first-password-1', newPassword: 'second-password-2' }, a);
    expect(ok.statusCode).toBe(200);
    a.store(ok.headers['set-cookie']);
    expect((await me(a)).statusCode).toBe(200);
    expect((await me(b)).statusCode).toBe(401);
    expect((await signIn('pw@example.com', 'first-password-1')).res.statusCode).toBe(401);
    expect((await signIn('pw@example.com', 'second-password-2')).res.statusCode).toBe(200);
  });

  it('changes the email only when the new address is verified', async () => {
    const jar = await signUp(t, 'old@example.com');
    const taken = await post('/api/account/email', { email: 'pw@example.com', password: 'longenough1' }, jar);
    expect(taken.json().code).toBe('EMAIL_TAKEN');
    const wrong = await post('/api/account/email', { email: 'new@example.com', password: 'bad-password-9' }, jar);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    const res = await post('/api/account/email', { email: 'New@Example.com', password: 'longenough1' }, jar);
    expect(res.statusCode).toBe(202);
    expect((await me(jar)).json().email).toBe('old@example.com');
    const token = await waitForToken(t.dataDir, 'new@example.com', 'verify-email');
    expect((await post('/api/auth/verify-email', { token })).json()).toEqual({
      verified: true,
      email: 'new@example.com',
      apiKeysRevoked: 0,
    });
    expect((await me(jar)).json()).toMatchObject({ email: 'new@example.com', emailVerified: true });
    expect((await signIn('old@example.com', 'longenough1')).res.statusCode).toBe(401);
    expect((await signIn('new@example.com', 'longenough1')).res.statusCode).toBe(200);
  });

  it('exports account, predictions, outcomes and subscription as a JSON file', async () => {
    const jar = await signUp(t, 'export@example.com');
    const user = (await t.repos.users.findByEmail('export@example.com'))!;
    await t.repos.predictions.insert(storedPredictionRow(user.id, { outcome: 'home' }));
    await t.repos.predictions.insert(storedPredictionRow(user.id, { variant: 5 }));
    await t.repos.subscriptions.insert({
      id: newId(),
      user_id: user.id,
      provider: 'sandbox',
      provider_ref: user.id,
      provider_customer: null,
      status: 'active',
      current_period_end: '2099-01-01T00:00:00.000Z',
      cancel_at_period_end: 0,
      payment_method_ref: null,
      created_at: nowIso(),
      updated_at: nowIso(),
    });
    const res = await t.app.inject({ url: '/api/account/export', headers: { cookie: jar.header() } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="oddslens-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const body = res.json();
    expect(body.account).toMatchObject({ email: 'export@example.com', id: user.id });
    expect(body.predictions).toHaveLength(2);
    expect(body.predictions[0].result.matches ?? body.predictions[0].result).toBeTruthy();
    expect(body.outcomes).toEqual([expect.objectContaining({ outcome: 'home' })]);
    expect(body.subscription).toEqual([expect.objectContaining({ provider: 'sandbox', status: 'active' })]);
    expect(JSON.stringify(body)).not.toContain('password');
    expect((await t.app.inject({ url: '/api/account/export' })).statusCode).toBe(401);
  });

  it('deletes the account: predictions and uploads erased, payment records kept without personal data', async () => {
    const jar = await signUp(t, 'leaving@example.com');
    const user = (await t.repos.users.findByEmail('leaving@example.com'))!;
    const image = await sharp({
      create: { width: 200, height: 120, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .png()
      .toBuffer();
    const { uploadURL, put } = await uploadImage(t, jar, image);
    expect(put.statusCode).toBe(200);
    const key = (await t.db.selectFrom('uploads').select('storage_key').where('owner_id', '=', user.id).executeTakeFirstOrThrow())
      .storage_key;
    expect(await t.services.storage.get(key)).not.toBeNull();
    await t.repos.predictions.insert(storedPredictionRow(user.id));
    await t.repos.subscriptions.insert({
      id: newId(),
      user_id: user.id,
      provider: 'stripe',
      provider_ref: 'sub_kept_for_accounts',
      provider_customer: 'cus_personal',
      status: 'cancelled',
      current_period_end: '2026-01-01T00:00:00.000Z',
      cancel_at_period_end: 0,
      payment_method_ref: 'pm_card',
      created_at: nowIso(),
      updated_at: nowIso(),
    });

    const wrong = await post('/api/account/delete', { password: 'not-my-password' }, jar);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    const res = await post('/api/account/delete', { password: 'longenough1' }, jar);
    expect([res.statusCode, res.json()]).toEqual([200, { deleted: true }]);

    expect((await me(jar)).statusCode).toBe(401);
    expect(await t.repos.users.findByEmail('leaving@example.com')).toBeUndefined();
    expect(await t.db.selectFrom('predictions').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('uploads').select('id').where('owner_id', '=', user.id).execute()).toEqual([]);
    expect(await t.services.storage.get(key)).toBeNull();
    expect((await t.app.inject({ url: new URL(uploadURL).pathname })).statusCode).not.toBe(200);
    const kept = await t.db
      .selectFrom('payment_records')
      .selectAll()
      .where('provider_ref', '=', 'sub_kept_for_accounts')
      .execute();
    expect(kept).toHaveLength(1);
    for (const personal of ['leaving@example.com', 'cus_personal', 'pm_card', user.id])
      expect(JSON.stringify(kept)).not.toContain(personal);
    // The address is free again.
    expect((await post('/api/auth/signup', { email: 'leaving@example.com', password: 'longenough1' })).statusCode).toBe(201);
  });

  it('lets an SSO-only account (no password) confirm changes by typing its address', async () => {
    const user = await t.repos.users.create({
      email: 'sso@example.com',
      passwordHash: null,
      oidcSubject: 'sub-sso',
      emailVerified: true,
    });
    const token = await t.repos.sessions.create(user.id, 1, {});
    const jar = new CookieJar();
    jar.store(`oddslens_session=${token}; Path=/`);
    expect((await me(jar)).json()).toMatchObject({ email: 'sso@example.com', hasPassword: false, emailVerified: true });
    const wrong = await post('/api/account/delete', { confirmEmail: 'someone@example.com' }, jar);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    const ok = await post('/api/account/delete', { confirmEmail: ' SSO@example.com ' }, jar);
    expect(ok.statusCode).toBe(200);
    expect(await t.repos.users.findByEmail('sso@example.com')).toBeUndefined();
  });
});
