import { newId } from '../../../server/src/lib/ids';
import { storedPredictionRow } from '../../../server/src/modules/predictions/fixtures.test-helpers';
import { authed, signUp } from './accounts';
import type { CookieJar, DbKind, TestApp } from './test-app';

/**
 * What the Pro suites (pro-*.test.ts) share: accounts with or without Pro, stored predictions, and an authenticated
 * request, against the suite's app (looked up on each call, once beforeAll has started it).
 */
export function proCalls(app: () => TestApp, kind: DbKind) {
  let n = 0;
  async function account(pro: boolean): Promise<{ jar: CookieJar; id: string }> {
    const t = app();
    const email = `pro-${kind}-${++n}@example.com`;
    const jar = await signUp(t, email);
    const id = (await t.repos.users.findByEmail(email))!.id;
    if (pro) await grantPro(id);
    return { jar, id };
  }
  async function grantPro(userId: string) {
    const t = app();
    const now = new Date().toISOString();
    await t.repos.subscriptions.insert({
      id: newId(),
      user_id: userId,
      provider: 'sandbox',
      provider_ref: null,
      provider_customer: null,
      status: 'active',
      current_period_end: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      cancel_at_period_end: 0,
      payment_method_ref: null,
      created_at: now,
      updated_at: now,
    });
    t.services.changes.publish(userId);
  }
  async function prediction(userId: string, variant = 0) {
    const row = storedPredictionRow(userId, { variant });
    await app().repos.predictions.insert(row);
    return row;
  }
  const req = (jar: CookieJar, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object, headers = {}) =>
    app().app.inject({ method, url, headers: authed(jar, headers), ...(payload ? { payload } : {}) });
  return { account, grantPro, prediction, req };
}
