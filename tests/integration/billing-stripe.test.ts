import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, ORIGIN, startTestApp, type CookieJar, type TestApp } from './support/test-app';
import { authed, signUp } from './support/accounts';
import { startFakeStripe, type FakeStripe, type FakeSubscription } from './support/fake-stripe';

const SECRET_KEY = 'sk_test_fake_key_123';
const WEBHOOK_SECRET = 'whsec_test_secret_456';
const signer = new Stripe(SECRET_KEY);

/** Stripe checkout, portal and webhooks against a local fake of the Stripe API. */
describe.each(DB_KINDS)('Stripe billing (%s)', (kind) => {
  let t: TestApp;
  let fake: FakeStripe;
  let seq = 0;
  beforeAll(async () => {
    fake = await startFakeStripe(SECRET_KEY);
    t = await startTestApp(kind, {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
    });
  });
  afterAll(async () => {
    await t?.dispose();
    await fake?.close();
  });

  const stats = async (jar: CookieJar) => (await t.app.inject({ url: '/api/user/stats', headers: authed(jar) })).json();

  function deliver(type: string, object: Record<string, unknown>, opts: { id?: string; secret?: string; tamper?: boolean } = {}) {
    const event = {
      id: opts.id ?? `evt_${kind}_${++seq}`,
      object: 'event',
      api_version: '2025-03-31.basil',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    };
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? WEBHOOK_SECRET });
    return t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload: opts.tamper ? payload.replace('"livemode":false', '"livemode":true') : payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
  }

  const subscription = (id: string, userId: string, patch: Partial<FakeSubscription> = {}): FakeSubscription => ({
    id,
    status: 'active',
    customer: `cus_${id}`,
    cancel_at_period_end: false,
    metadata: { userId },
    current_period_end: Math.floor(Date.now() / 1000) + 30 * 86_400,
    ...patch,
  });

  async function subscribedUser(name: string) {
    const email = `${name}-${kind}@example.com`;
    const jar = await signUp(t, email);
    const user = (await t.repos.users.findByEmail(email))!;
    const res = await t.app.inject({ method: 'POST', url: '/api/create-checkout-session', headers: authed(jar) });
    const sessionId = new URL(res.json().url).pathname.split('/').at(-1)!;
    const sub = subscription(`sub_${name}_${kind}`, user.id);
    fake.completeCheckout(sessionId, sub);
    return { jar, user, sessionId, sub };
  }

  it('reports Stripe for English and test mode for test keys', async () => {
    expect((await t.app.inject({ url: '/api/billing/config?lang=en' })).json()).toEqual({
      provider: 'stripe',
      currency: 'USD',
      price: 9.99,
      period: 'month',
      testMode: true,
    });
    // No YooKassa keys: the Russian side uses Stripe too, never the sandbox beside a real provider (issue 12).
    expect((await t.app.inject({ url: '/api/billing/config?lang=ru' })).json()).toMatchObject({
      provider: 'stripe',
      currency: 'USD',
    });
  });

  it('creates a subscription-mode Checkout Session with the inline USD 9.99 monthly price', async () => {
    const jar = await signUp(t, `buyer-${kind}@example.com`);
    const user = (await t.repos.users.findByEmail(`buyer-${kind}@example.com`))!;
    const res = await t.app.inject({ method: 'POST', url: '/api/create-checkout-session', headers: authed(jar) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      hasSubscription: false,
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/),
    });

    const sent = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions').at(-1)!.form;
    expect(sent.get('mode')).toBe('subscription');
    expect(sent.get('client_reference_id')).toBe(user.id);
    expect(sent.get('customer_email')).toBe(user.email);
    expect(sent.get('success_url')).toBe('http://127.0.0.1:3999/?success=true');
    expect(sent.get('cancel_url')).toBe('http://127.0.0.1:3999/?canceled=true');
    expect(sent.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(sent.get('line_items[0][price_data][unit_amount]')).toBe('999');
    expect(sent.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(sent.get('subscription_data[metadata][userId]')).toBe(user.id);
    // Nothing changes until a verified webhook says so.
    expect((await stats(jar)).hasSubscription).toBe(false);
  });

  it('activates from checkout.session.completed by re-fetching the session and the subscription', async () => {
    const { jar, sessionId, sub } = await subscribedUser('paid');
    const res = await deliver('checkout.session.completed', { id: sessionId, object: 'checkout.session' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'applied' });
    const s = await stats(jar);
    expect(s).toMatchObject({ hasSubscription: true, remainingPredictions: null, unlimited: true });
    expect(s.subscription).toEqual({
      status: 'active',
      provider: 'stripe',
      currentPeriodEnd: new Date(sub.current_period_end * 1000).toISOString(),
      cancelAtPeriodEnd: false,
    });
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${sessionId}`)).toBe(true);
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === `/v1/subscriptions/${sub.id}`)).toBe(true);

    // The customer portal opens for the Stripe customer.
    const portal = await t.app.inject({ method: 'POST', url: '/api/billing/portal', headers: authed(jar) });
    expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    expect(fake.requests.at(-1)!.form.get('customer')).toBe(sub.customer);
  });

  it('rejects a bad signature with 400 and changes nothing', async () => {
    const { jar, sessionId } = await subscribedUser('forger');
    const before = fake.requests.length;
    for (const opts of [{ secret: 'whsec_wrong' }, { tamper: true }]) {
      const res = await deliver('checkout.session.completed', { id: sessionId, object: 'checkout.session' }, opts);
      expect([res.statusCode, res.json().code]).toEqual([400, 'WEBHOOK_SIGNATURE_INVALID']);
    }
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload: JSON.stringify({ id: 'evt_x', type: 'checkout.session.completed', data: { object: { id: sessionId } } }),
      headers: { 'content-type': 'application/json' },
    });
    expect([unsigned.statusCode, unsigned.json().code]).toEqual([400, 'WEBHOOK_SIGNATURE_INVALID']);
    expect(fake.requests.length).toBe(before); // not even a re-fetch
    expect((await stats(jar)).hasSubscription).toBe(false);
  });

  it('applies a replayed event once', async () => {
    const { jar, sessionId, sub } = await subscribedUser('replay');
    const id = `evt_replay_${kind}`;
    expect((await deliver('checkout.session.completed', { id: sessionId }, { id })).json().outcome).toBe('applied');
    const end = (await stats(jar)).subscription.currentPeriodEnd;

    // The subscription changes at Stripe; replaying the old event must not re-apply anything.
    fake.setSubscription({ ...sub, status: 'canceled' });
    const fetchesBefore = fake.requests.length;
    const replay = await deliver('checkout.session.completed', { id: sessionId }, { id });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().outcome).toBe('duplicate');
    expect(fake.requests.length).toBe(fetchesBefore);
    expect((await stats(jar)).subscription).toMatchObject({ status: 'active', currentPeriodEnd: end });
  });

  it('trusts the API, not the event body, and never moves a period end backwards', async () => {
    const { jar, sessionId, sub, user } = await subscribedUser('order');
    await deliver('checkout.session.completed', { id: sessionId });

    // The body claims "active"; the API says cancel at period end, with a renewed period.
    const later = sub.current_period_end + 30 * 86_400;
    fake.setSubscription({ ...sub, cancel_at_period_end: true, current_period_end: later });
    await deliver('customer.subscription.updated', {
      id: sub.id,
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: false,
    });
    expect((await stats(jar)).subscription).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date(later * 1000).toISOString(),
    });

    // An older event delivered late, while a stale read reports the earlier period: the newer end stays.
    fake.setSubscription({ ...sub, current_period_end: sub.current_period_end });
    await deliver('invoice.paid', {
      id: 'in_old',
      object: 'invoice',
      parent: { subscription_details: { subscription: sub.id } },
    });
    expect((await stats(jar)).subscription.currentPeriodEnd).toBe(new Date(later * 1000).toISOString());

    // Past due: no access; paid again: access; deleted: cancelled.
    fake.setSubscription({ ...sub, status: 'past_due', current_period_end: later });
    await deliver('customer.subscription.updated', { id: sub.id });
    expect(await stats(jar)).toMatchObject({ hasSubscription: false, subscription: { status: 'inactive' } });
    fake.setSubscription({ ...sub, status: 'active', current_period_end: later });
    await deliver('invoice.paid', { id: 'in_new', object: 'invoice', subscription: sub.id });
    expect((await stats(jar)).hasSubscription).toBe(true);
    fake.setSubscription({ ...sub, status: 'canceled', current_period_end: later });
    await deliver('customer.subscription.deleted', { id: sub.id });
    expect(await stats(jar)).toMatchObject({ hasSubscription: false, subscription: { status: 'cancelled' } });

    // A renewal after cancellation reuses the Stripe customer.
    await t.app.inject({ method: 'POST', url: '/api/create-checkout-session', headers: authed(jar) });
    const sent = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.form;
    expect(sent.get('customer')).toBe(sub.customer);
    expect(user.id).toBeTruthy();
  });

  it('ignores events it does not handle and subscriptions of unknown users', async () => {
    expect((await deliver('customer.created', { id: 'cus_1' })).json().outcome).toBe('ignored');
    fake.setSubscription(subscription(`sub_ghost_${kind}`, '00000000-0000-0000-0000-000000000000'));
    expect((await deliver('customer.subscription.created', { id: `sub_ghost_${kind}` })).json().outcome).toBe('ignored');
  });

  it('turns provider failures into 502 PAYMENT_PROVIDER_ERROR without internals, and a failed event can be retried', async () => {
    const { jar, sessionId } = await subscribedUser('outage');
    const id = `evt_outage_${kind}`;
    fake.setDown(true);
    try {
      const other = await signUp(t, `outage2-${kind}@example.com`);
      const checkout = await t.app.inject({ method: 'POST', url: '/api/create-checkout-session', headers: authed(other) });
      expect(checkout.statusCode).toBe(502);
      expect(checkout.json()).toEqual({
        code: 'PAYMENT_PROVIDER_ERROR',
        message: 'The payment provider did not respond. Please try again.',
      });
      const hook = await deliver('checkout.session.completed', { id: sessionId }, { id });
      expect(hook.statusCode).toBe(502); // Stripe retries non-2xx deliveries
    } finally {
      fake.setDown(false);
    }
    expect((await deliver('checkout.session.completed', { id: sessionId }, { id })).json().outcome).toBe('applied');
    expect((await stats(jar)).hasSubscription).toBe(true);
  });

  it('needs no Origin header on the webhook (CSRF check exempt) but keeps it on checkout', async () => {
    const jar = await signUp(t, `csrf-${kind}@example.com`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: { cookie: jar.header(), origin: 'https://evil.example' },
    });
    expect(res.json().code).toBe('CSRF_REJECTED');
    expect(ORIGIN).toBeTruthy();
  });
});
