import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, ORIGIN, startTestApp, type TestApp, type CookieJar } from './support/test-app';
import { authed, signUp } from './support/accounts';

/** The whole sandbox journey through HTTP: paywall -> test checkout -> Pro -> cancel at period end -> expired. */
describe.each(DB_KINDS)('sandbox billing (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.dispose());

  const get = (url: string, jar?: CookieJar, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: jar ? authed(jar, headers) : headers });
  const post = (url: string, jar?: CookieJar, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: jar ? authed(jar, headers) : { origin: ORIGIN, ...headers } });
  /** A browser submitting one of the sandbox pages' plain forms. */
  const submitForm = (path: string, jar: CookieJar) =>
    t.app.inject({
      method: 'POST',
      url: path,
      payload: '',
      headers: authed(jar, { 'content-type': 'application/x-www-form-urlencoded' }),
    });
  const stats = async (jar: CookieJar) => (await get('/api/user/stats', jar)).json();
  const pathOf = (url: string) => new URL(url).pathname;

  it('describes the price each language would pay', async () => {
    expect((await get('/api/billing/config?lang=en')).json()).toEqual({
      provider: 'sandbox',
      currency: 'USD',
      price: 9.99,
      period: 'month',
      testMode: true,
    });
    expect((await get('/api/billing/config?lang=ru')).json()).toMatchObject({ provider: 'sandbox', currency: 'RUB', price: 499 });
    expect((await get('/api/billing/config', undefined, { 'x-language': 'ru' })).json().currency).toBe('RUB');
    const bad = await get('/api/billing/config?lang=de');
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('requires sign-in to check out', async () => {
    for (const url of ['/api/create-checkout-session', '/api/yookassa/create-payment', '/api/billing/portal']) {
      const res = await post(url);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 401, 'UNAUTHORIZED']);
    }
  });

  it('goes from an exhausted free quota to Pro and, after cancelling at period end, to expired', async () => {
    const email = `payer-${kind}@example.com`;
    const jar = await signUp(t, email);
    const user = (await t.repos.users.findByEmail(email))!;
    await t.repos.users.update(user.id, { free_used: await t.services.settings.freePredictionLimit() });
    expect(await stats(jar)).toMatchObject({ remainingPredictions: 0, hasSubscription: false, subscription: null });

    const checkout = await post('/api/create-checkout-session', jar);
    expect(checkout.statusCode).toBe(200);
    expect(checkout.json().hasSubscription).toBe(false);
    const checkoutPath = pathOf(checkout.json().url);
    expect(checkoutPath).toMatch(/^\/sandbox\/checkout\//);

    const page = await get(checkoutPath, jar);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('TEST MODE — no real payment');
    expect(page.body).toContain('$9.99');
    expect(page.body).toContain('USD');
    expect(page.body).toContain(`action="${checkoutPath}/pay"`);
    expect(page.body).not.toMatch(/<script/i);

    const paid = await submitForm(`${checkoutPath}/pay`, jar);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('/?success=true');

    const pro = await stats(jar);
    expect(pro).toMatchObject({ hasSubscription: true, remainingPredictions: null, unlimited: true });
    expect(pro.subscription).toMatchObject({ status: 'active', provider: 'sandbox', cancelAtPeriodEnd: false });
    const periodEnd = pro.subscription.currentPeriodEnd as string;
    const days = (Date.parse(periodEnd) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);

    // Submitting the same checkout twice (double click, back button) buys one month, not two.
    expect((await submitForm(`${checkoutPath}/pay`, jar)).statusCode).toBe(303);
    expect((await stats(jar)).subscription.currentPeriodEnd).toBe(periodEnd);

    // Already subscribed: both checkout routes say so instead of charging again.
    expect((await post('/api/create-checkout-session', jar)).json()).toEqual({ hasSubscription: true });
    expect((await post('/api/yookassa/create-payment', jar)).json()).toEqual({ hasSubscription: true });

    const portal = await post('/api/billing/portal', jar);
    expect(portal.statusCode).toBe(200);
    expect(pathOf(portal.json().url)).toBe('/sandbox/portal');
    const portalPage = await get('/sandbox/portal', jar);
    expect(portalPage.body).toContain('TEST MODE');
    expect(portalPage.body).toContain('Cancel at period end');

    const cancelled = await submitForm('/sandbox/portal/cancel', jar);
    expect([cancelled.statusCode, cancelled.headers.location]).toEqual([303, '/sandbox/portal']);
    expect((await stats(jar)).subscription).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: periodEnd,
    });
    expect((await get('/sandbox/portal', jar)).body).toContain('Reactivate');

    await submitForm('/sandbox/portal/reactivate', jar);
    expect((await stats(jar)).subscription.cancelAtPeriodEnd).toBe(false);
    await submitForm('/sandbox/portal/cancel', jar);

    // Still Pro until the period ends...
    await t.services.billing.runMaintenance(new Date(Date.parse(periodEnd) - 60_000));
    expect((await stats(jar)).hasSubscription).toBe(true);
    // ...and expired after it.
    const sweep = await t.services.billing.runMaintenance(new Date(Date.parse(periodEnd) + 60_000));
    expect(sweep.swept).toBe(1);
    const after = await stats(jar);
    expect(after).toMatchObject({ hasSubscription: false, remainingPredictions: 0 });
    expect(after.subscription.status).toBe('expired');

    // An expired subscriber can buy again, and the new month starts from the payment.
    const again = await post('/api/create-checkout-session', jar);
    expect(again.json().hasSubscription).toBe(false);
  });

  it('reads a lapsed period as expired even before the sweep runs', async () => {
    const email = `lapsed-${kind}@example.com`;
    const jar = await signUp(t, email);
    const url = (await post('/api/create-checkout-session', jar)).json().url as string;
    await submitForm(`${pathOf(url)}/pay`, jar);
    const user = (await t.repos.users.findByEmail(email))!;
    const sub = (await t.repos.subscriptions.latestForUser(user.id))!;
    await t.repos.subscriptions.update(sub.id, { current_period_end: new Date(Date.now() - 1000).toISOString() });
    const s = await stats(jar);
    expect(s.hasSubscription).toBe(false);
    expect(s.subscription.status).toBe('expired');
    expect((await post('/api/create-checkout-session', jar)).json().hasSubscription).toBe(false);
  });

  it('serves the Russian checkout in roubles, in Russian, with a confirmationUrl', async () => {
    const jar = await signUp(t, `rus-${kind}@example.com`);
    const res = await post('/api/yookassa/create-payment', jar, { 'x-language': 'ru' });
    const body = res.json();
    expect(body.hasSubscription).toBe(false);
    expect(body.confirmationUrl).toBe(body.url);
    const page = await get(pathOf(body.url), jar);
    expect(page.body).toContain('ТЕСТОВЫЙ РЕЖИМ — без реальной оплаты');
    expect(page.body).toContain('RUB');
    expect(page.body).toMatch(/499/);
    expect(page.body).toContain('lang="ru"');

    const cancel = await submitForm(`${pathOf(body.url)}/cancel`, jar);
    expect([cancel.statusCode, cancel.headers.location]).toEqual([303, '/?canceled=true']);
    expect((await stats(jar)).hasSubscription).toBe(false);
  });

  it('refuses forged sandbox sessions and events', async () => {
    const owner = await signUp(t, `owner-${kind}@example.com`);
    const other = await signUp(t, `other-${kind}@example.com`);
    const url = (await post('/api/create-checkout-session', owner)).json().url as string;
    const path = pathOf(url);

    // Someone else cannot pay (and so activate) another account's checkout.
    const foreign = await submitForm(`${path}/pay`, other);
    expect([foreign.statusCode, foreign.json().code]).toEqual([403, 'FORBIDDEN']);

    // A token edited by hand fails its signature.
    const [payload, sig] = path.split('/').at(-1)!.split('.');
    const tampered = `/sandbox/checkout/${payload!.slice(0, -2)}AA.${sig}`;
    expect((await get(tampered, owner)).statusCode).toBe(404);
    expect((await get('/sandbox/checkout/not-a-session', owner)).statusCode).toBe(404);

    // The sandbox webhook takes only events signed with the server's key.
    const ownerUser = (await t.repos.users.findByEmail(`owner-${kind}@example.com`))!;
    const event = JSON.stringify({
      id: 'evt_forged',
      type: 'checkout.completed',
      session: path.split('/').at(-1),
      created: new Date().toISOString(),
    });
    for (const signature of [undefined, 'f'.repeat(64), 'zz']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/sandbox',
        payload: event,
        headers: { 'content-type': 'application/json', ...(signature ? { 'x-sandbox-signature': signature } : {}) },
      });
      expect([res.statusCode, res.json().code]).toEqual([400, 'WEBHOOK_SIGNATURE_INVALID']);
    }
    expect(await t.repos.subscriptions.latestForUser(ownerUser.id)).toBeUndefined();
    expect((await stats(other)).hasSubscription).toBe(false);
  });

  it('has no portal for someone who never subscribed', async () => {
    const jar = await signUp(t, `nobody-${kind}@example.com`);
    const res = await post('/api/billing/portal', jar);
    expect([res.statusCode, res.json().code]).toEqual([404, 'NOT_FOUND']);
    expect((await get('/sandbox/portal', jar)).body).toContain('You have no subscription.');
    expect((await submitForm('/sandbox/portal/cancel', jar)).statusCode).toBe(404);
  });
});

/**
 * Issue 12, finding 2: the sandbox never stands in beside a real provider, whatever NODE_ENV says (development is
 * what `npm start` runs with): it would hand out Pro for free.
 */
describe.each(DB_KINDS)('sandbox switched off beside a real provider, even in development (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, {
      NODE_ENV: 'development',
      STRIPE_SECRET_KEY: 'sk_live_unused',
      STRIPE_WEBHOOK_SECRET: 'whsec_unused',
      STRIPE_API_BASE: 'http://127.0.0.1:9',
    });
  });
  afterAll(async () => t?.dispose());

  it('routes Russian checkout to the real provider and refuses sandbox checkouts', async () => {
    expect((await t.app.inject({ url: '/api/billing/config?lang=ru' })).json()).toEqual({
      provider: 'stripe',
      currency: 'USD',
      price: 9.99,
      period: 'month',
      testMode: false,
    });
    const jar = await signUp(t, `prod-${kind}@example.com`);
    const user = (await t.repos.users.findByEmail(`prod-${kind}@example.com`))!;
    const { sandbox } = t.services.billing;
    const token = sandbox.createSessionToken({
      userId: user.id,
      currency: 'USD',
      amountMinor: 999,
      language: 'en',
      expiresAt: Date.now() + 60_000,
    });
    expect((await t.app.inject({ url: `/sandbox/checkout/${token}`, headers: authed(jar) })).statusCode).toBe(404);

    // Even a correctly signed sandbox payment event buys nothing here.
    const { body, signature } = sandbox.signEvent(sandbox.checkoutCompletedEvent(token));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/sandbox',
      payload: body,
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
    });
    expect(res.json()).toEqual({ received: true, outcome: 'ignored' });
    expect((await t.app.inject({ url: '/api/user/stats', headers: authed(jar) })).json().hasSubscription).toBe(false);
    expect((await t.app.inject({ url: '/api/auth/providers' })).json().paymentsSandbox).toBe(false);
  });
});

describe.each(DB_KINDS)('payments switched off: no provider and PAYMENTS_SANDBOX=false (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { NODE_ENV: 'production', PAYMENTS_SANDBOX: 'false' });
  });
  afterAll(async () => t?.dispose());

  it('answers checkout with a coded 503 and never grants Pro through the sandbox', async () => {
    const jar = await signUp(t, `nopay-${kind}@example.com`);
    const res = await t.app.inject({ method: 'POST', url: '/api/create-checkout-session', headers: authed(jar) });
    expect([res.statusCode, res.json().code]).toEqual([503, 'PAYMENTS_UNAVAILABLE']);
    const user = (await t.repos.users.findByEmail(`nopay-${kind}@example.com`))!;
    const { sandbox } = t.services.billing;
    const token = sandbox.createSessionToken({
      userId: user.id,
      currency: 'USD',
      amountMinor: 999,
      language: 'en',
      expiresAt: Date.now() + 60_000,
    });
    const { body, signature } = sandbox.signEvent(sandbox.checkoutCompletedEvent(token));
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/sandbox',
      payload: body,
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
    });
    expect(hook.json()).toEqual({ received: true, outcome: 'ignored' });
    expect((await t.app.inject({ url: '/api/auth/providers' })).json().paymentsSandbox).toBe(false);
  });
});
