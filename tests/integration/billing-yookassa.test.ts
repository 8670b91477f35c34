import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, startTestApp, type CookieJar, type TestApp } from './support/test-app';
import { authed, signUp } from './support/accounts';
import { startFakeYooKassa, type FakeYooKassa } from './support/fake-yookassa';

const SHOP_ID = '123456';
const SECRET = 'test_secret_key_789';

/** YooKassa payments, unsigned notifications and renewals against a local fake of the YooKassa API v3. */
describe.each(DB_KINDS)('YooKassa billing (%s)', (kind) => {
  let t: TestApp;
  let fake: FakeYooKassa;
  beforeAll(async () => {
    fake = await startFakeYooKassa(SHOP_ID, SECRET);
    t = await startTestApp(kind, { YOOKASSA_SHOP_ID: SHOP_ID, YOOKASSA_SECRET_KEY: SECRET, YOOKASSA_API_BASE: fake.apiBase });
  });
  afterAll(async () => {
    await t?.dispose();
    await fake?.close();
  });

  const stats = async (jar: CookieJar) => (await t.app.inject({ url: '/api/user/stats', headers: authed(jar) })).json();
  /** A notification as YooKassa posts it: unsigned JSON whose claims we must not believe. */
  const notify = (paymentId: string, claims: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/webhooks/yookassa',
      payload: {
        type: 'notification',
        event: 'payment.succeeded',
        object: { id: paymentId, status: 'succeeded', paid: true, amount: { value: '499.00', currency: 'RUB' }, ...claims },
      },
    });

  async function startPayment(name: string) {
    const email = `${name}-${kind}@example.com`;
    const jar = await signUp(t, email);
    const user = (await t.repos.users.findByEmail(email))!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/yookassa/create-payment',
      headers: authed(jar, { 'x-language': 'ru' }),
    });
    expect(res.statusCode).toBe(200);
    const paymentId = new URL(res.json().url).searchParams.get('orderId')!;
    return { jar, user, res, paymentId };
  }

  it('reports YooKassa in roubles for Russian, and for English too (never the sandbox beside it)', async () => {
    expect((await t.app.inject({ url: '/api/billing/config?lang=ru' })).json()).toEqual({
      provider: 'yookassa',
      currency: 'RUB',
      price: 499,
      period: 'month',
      testMode: true,
    });
    expect((await t.app.inject({ url: '/api/billing/config?lang=en' })).json().provider).toBe('yookassa');
  });

  it('creates a redirect payment with Basic auth, an Idempotence-Key, 499.00 RUB and the user id', async () => {
    const { res, user } = await startPayment('creator');
    const body = res.json();
    expect(body.hasSubscription).toBe(false);
    expect(body.url).toMatch(/^https:\/\/yoomoney\.test\/checkout\//);
    expect(body.confirmationUrl).toBe(body.url);
    const sent = fake.requests.filter((r) => r.method === 'POST').at(-1)!;
    expect(sent.idempotenceKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.body).toMatchObject({
      amount: { value: '499.00', currency: 'RUB' },
      capture: true,
      save_payment_method: true,
      confirmation: { type: 'redirect', return_url: 'http://127.0.0.1:3999/?success=true' },
      metadata: { userId: user.id },
    });
    expect(typeof sent.body!['description']).toBe('string');
  });

  it('does not activate on a notification for a payment the API says was canceled', async () => {
    const { jar, paymentId } = await startPayment('canceled');
    fake.cancel(paymentId);
    const res = await notify(paymentId);
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('ignored');
    expect((await stats(jar)).hasSubscription).toBe(false);
  });

  it('does not activate on a forged notification claiming success while the API says pending', async () => {
    const { jar, user, paymentId } = await startPayment('forged');
    const res = await notify(paymentId, { metadata: { userId: user.id }, captured_at: new Date().toISOString() });
    expect(res.json().outcome).toBe('ignored');
    expect((await stats(jar)).hasSubscription).toBe(false);
    // A notification naming a payment YooKassa does not know is answered 502 (so a real one would be retried).
    expect((await notify('00000000-aaaa-bbbb-cccc-000000000000')).statusCode).toBe(502);
    // A body without a usable payment id is refused outright.
    const junk = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/yookassa',
      payload: { object: { id: '../../admin' } },
    });
    expect(junk.statusCode).toBe(400);
    expect((await stats(jar)).hasSubscription).toBe(false);
  });

  it('activates for one month from captured_at once the API says succeeded, once only, and extends with a second payment', async () => {
    const { jar, user, paymentId } = await startPayment('payer');
    const capturedAt = '2030-01-31T10:00:00.000Z';
    fake.succeed(paymentId, capturedAt);
    expect((await notify(paymentId)).json().outcome).toBe('applied');
    const s = await stats(jar);
    expect(s).toMatchObject({ hasSubscription: true, remainingPredictions: null, unlimited: true });
    expect(s.subscription).toMatchObject({
      status: 'active',
      provider: 'yookassa',
      currentPeriodEnd: '2030-02-28T10:00:00.000Z',
    });

    expect((await notify(paymentId)).json().outcome).toBe('duplicate');
    expect((await stats(jar)).subscription.currentPeriodEnd).toBe('2030-02-28T10:00:00.000Z');

    const row = (await t.repos.subscriptions.latestForUser(user.id))!;
    expect(row.payment_method_ref).toBe(`pm-${paymentId}`);

    // A second payment while the period runs extends from its end, not from the payment date.
    const second = fake.addPayment({
      status: 'succeeded',
      paid: true,
      amount: { value: '499.00', currency: 'RUB' },
      created_at: '2030-02-10T00:00:00.000Z',
      captured_at: '2030-02-10T00:00:00.000Z',
      metadata: { userId: user.id },
    });
    expect((await notify(second)).json().outcome).toBe('applied');
    expect((await stats(jar)).subscription.currentPeriodEnd).toBe('2030-03-28T10:00:00.000Z');

    // Already subscribed: no second checkout.
    const again = await t.app.inject({ method: 'POST', url: '/api/yookassa/create-payment', headers: authed(jar) });
    expect(again.json()).toEqual({ hasSubscription: true });
  });

  it('renews due subscriptions with the saved payment method and expires those whose charge fails', async () => {
    const renew = await startPayment('renewing');
    fake.succeed(renew.paymentId);
    await notify(renew.paymentId);
    const failing = await startPayment('failing');
    fake.succeed(failing.paymentId);
    await notify(failing.paymentId);

    // Put both periods in the past.
    const past = new Date(Date.now() - 3_600_000).toISOString();
    for (const u of [renew.user, failing.user]) {
      const row = (await t.repos.subscriptions.latestForUser(u.id))!;
      await t.repos.subscriptions.update(row.id, { current_period_end: past });
    }
    expect((await stats(renew.jar)).hasSubscription).toBe(false);

    // Renew one at a time to give each its own outcome.
    const failingRow = (await t.repos.subscriptions.latestForUser(failing.user.id))!;
    await t.repos.subscriptions.update(failingRow.id, { cancel_at_period_end: 1 }); // skip it this round
    fake.setRenewalOutcome('succeeded');
    const first = await t.services.billing.renewDueYooKassaSubscriptions(new Date());
    expect(first).toMatchObject({ renewed: 1, expired: 0 });
    const charge = fake.requests.filter((r) => r.method === 'POST' && r.body?.['payment_method_id']).at(-1)!;
    expect(charge.body).toMatchObject({
      payment_method_id: `pm-${renew.paymentId}`,
      capture: true,
      amount: { value: '499.00', currency: 'RUB' },
      metadata: { userId: renew.user.id },
    });
    expect(charge.idempotenceKey).toMatch(/^renew-/);
    const renewed = await stats(renew.jar);
    expect(renewed.hasSubscription).toBe(true);
    expect(Date.parse(renewed.subscription.currentPeriodEnd)).toBeGreaterThan(Date.now() + 27 * 86_400_000);

    await t.repos.subscriptions.update(failingRow.id, { cancel_at_period_end: 0 });
    fake.setRenewalOutcome('canceled');
    const second = await t.services.billing.renewDueYooKassaSubscriptions(new Date());
    expect(second).toMatchObject({ renewed: 0, expired: 1 });
    expect((await stats(failing.jar)).subscription.status).toBe('expired');
  });

  it('lets a subscriber cancel at period end on the local manage page (no test-mode banner)', async () => {
    const { jar, paymentId } = await startPayment('manager');
    fake.succeed(paymentId);
    await notify(paymentId);
    const portal = await t.app.inject({ method: 'POST', url: '/api/billing/portal', headers: authed(jar) });
    expect(new URL(portal.json().url).pathname).toBe('/billing/manage');
    const page = await t.app.inject({ url: '/billing/manage', headers: authed(jar, { 'x-language': 'ru' }) });
    expect(page.body).toContain('Отменить в конце периода');
    expect(page.body).not.toContain('ТЕСТОВЫЙ РЕЖИМ');
    const res = await t.app.inject({
      method: 'POST',
      url: '/billing/manage/cancel',
      payload: '',
      headers: authed(jar, { 'content-type': 'application/x-www-form-urlencoded' }),
    });
    expect(res.statusCode).toBe(303);
    expect((await stats(jar)).subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    // Not renewed when due: expired by the sweep instead.
    const user = (await t.repos.users.findByEmail(`manager-${kind}@example.com`))!;
    const row = (await t.repos.subscriptions.latestForUser(user.id))!;
    const before = fake.requests.length;
    const result = await t.services.billing.runMaintenance(new Date(Date.parse(row.current_period_end!) + 1000));
    expect(
      fake.requests
        .slice(before)
        .some((r) => r.body?.['metadata'] && (r.body['metadata'] as { userId?: string }).userId === user.id),
    ).toBe(false);
    expect(result.swept).toBeGreaterThanOrEqual(1);
    expect((await stats(jar)).subscription.status).toBe('expired');
  });

  it('answers 502 PAYMENT_PROVIDER_ERROR when YooKassa is down', async () => {
    const jar = await signUp(t, `down-${kind}@example.com`);
    fake.setDown(true);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/yookassa/create-payment',
        headers: authed(jar, { 'x-language': 'ru' }),
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ code: 'PAYMENT_PROVIDER_ERROR', message: 'Платёжный сервис не ответил. Попробуйте ещё раз.' });
    } finally {
      fake.setDown(false);
    }
  });
});
