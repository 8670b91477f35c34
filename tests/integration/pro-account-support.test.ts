import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, startTestApp, type CookieJar, type TestApp } from './support/test-app';
import { authed, signUp } from './support/accounts';
import { proCalls } from './support/pro';

/**
 * Issue 14, "Pro that is worth paying for": bets and keys in the account data export and deletion, and priority
 * support.
 */
describe.each(DB_KINDS)('Pro features (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: `pro-admin-${kind}@example.com`, API_KEY_RATE_LIMIT: '5' });
  }, 60_000);
  afterAll(async () => t?.dispose());

  const { account, prediction, req } = proCalls(() => t, kind);

  describe('account data', () => {
    it('exports bets with the account data, and deleting the account erases its bets and keys', async () => {
      const { jar, id } = await account(true);
      const p = await prediction(id);
      await req(jar, 'PUT', `/api/predictions/${p.id}/bet`, { selection: 'draw', stake: 3, odds: 3.6, result: 'lost' });
      const { token } = (await req(jar, 'POST', '/api/user/api-keys', { name: 'k' })).json();
      const exported = (await req(jar, 'GET', '/api/account/export')).json();
      expect(exported.bets).toEqual([
        expect.objectContaining({ predictionId: p.id, selection: 'draw', stake: 3, result: 'lost' }),
      ]);
      // Deleting the account is not something a key may do.
      const byKey = await t.app.inject({
        method: 'POST',
        url: '/api/account/delete',
        payload: { password: 'longenough1' },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(byKey.json().code).toBe('API_KEY_NOT_ALLOWED');
      const res = await req(jar, 'POST', '/api/account/delete', { password: 'longenough1' });
      expect(res.statusCode).toBe(200);
      expect(await t.db.selectFrom('bets').select('prediction_id').where('user_id', '=', id).execute()).toEqual([]);
      expect(await t.db.selectFrom('api_keys').select('id').where('user_id', '=', id).execute()).toEqual([]);
    });
  });

  describe('priority support', () => {
    it('marks messages from Pro users and lists them first in the admin inbox', async () => {
      const free = await account(false);
      const pro = await account(true);
      const send = (jar: CookieJar, name: string, ip: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/contact',
          remoteAddress: ip,
          payload: { name, email: `${name}@example.com`, message: 'Please help me with my account.' },
          headers: authed(jar),
        });
      expect((await send(pro.jar, 'pro-first', '10.1.0.1')).statusCode).toBe(201);
      expect((await send(free.jar, 'free-later', '10.1.0.2')).statusCode).toBe(201);
      const admin = await signUp(t, `pro-admin-${kind}@example.com`);
      const { messages } = (await t.app.inject({ url: '/api/admin/contact-messages', headers: authed(admin) })).json();
      const names = messages.map((m: { name: string }) => m.name);
      expect(names.indexOf('pro-first')).toBeLessThan(names.indexOf('free-later'));
      expect(messages.find((m: { name: string }) => m.name === 'pro-first').priority).toBe(true);
      expect(messages.find((m: { name: string }) => m.name === 'free-later').priority).toBe(false);
      // Newest first would have put the free message on top: priority is what moved the Pro one up.
      expect(messages[0].name).toBe('pro-first');
    });
  });
});
