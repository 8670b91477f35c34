import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, startTestApp, type TestApp } from './support/test-app';
import { authed, signUp } from './support/accounts';
import { newId } from '../../server/src/lib/ids';

describe.each(DB_KINDS)('which subscription record decides the plan (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.dispose());

  it('an active record wins over a more recently updated cancelled one', async () => {
    const jar = await signUp(t, 'two-records@example.com');
    const user = (await t.repos.users.findByEmail('two-records@example.com'))!;
    const future = new Date(Date.now() + 20 * 86_400_000).toISOString();
    const base = {
      user_id: user.id,
      provider_customer: null,
      cancel_at_period_end: 0,
      payment_method_ref: null,
      created_at: new Date().toISOString(),
    };
    await t.repos.subscriptions.insert({
      ...base,
      id: newId(),
      provider: 'stripe',
      provider_ref: 'sub_live',
      status: 'active',
      current_period_end: future,
      updated_at: '2026-01-01T00:00:00.000Z',
    });
    await t.repos.subscriptions.insert({
      ...base,
      id: newId(),
      provider: 'stripe',
      provider_ref: 'sub_old',
      status: 'cancelled',
      current_period_end: null,
      updated_at: '2026-06-01T00:00:00.000Z',
    });
    const stats = (await t.app.inject({ url: '/api/user/stats', headers: authed(jar) })).json();
    expect(stats).toMatchObject({
      hasSubscription: true,
      remainingPredictions: null,
      unlimited: true,
      subscription: { status: 'active' },
    });
  });
});
