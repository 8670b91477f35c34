import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { CookieJar, DB_KINDS, ORIGIN, startTestApp, type TestApp } from './support/test-app';
import { authed, signUp } from './support/accounts';
import { countMails, waitForToken } from './support/outbox';
import { startFakeYooKassa, type FakeYooKassa } from './support/fake-yookassa';

/**
 * Issue 47, the low items (docs/decisions/0055): sign-in lockout and enumeration, password spraying, address-change
 * mail, a deleted account in the audit log, YooKassa's amount and the sandbox's stacked checkouts.
 */

describe.each(DB_KINDS)('sign-in throttling holds back the guesser, never the owner (issue 47, low) (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // The default per-address budget across accounts (test-app raises it for the other suites).
    t = await startTestApp(kind, { SIGNIN_FAILURES_PER_ADDRESS: '10' });
  }, 60_000);
  afterAll(async () => t?.dispose());

  const signIn = (email: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password },
      remoteAddress: ip,
      headers: { origin: ORIGIN },
    });
  /** What a caller can tell one answer from another by. */
  const seen = (res: LightMyRequestResponse) => ({
    status: res.statusCode,
    code: res.json().code,
    message: res.json().message,
    waits: res.headers['retry-after'] !== undefined,
  });

  it('six wrong passwords from one address hold back that address only: the owner signs in from another', async () => {
    const email = `owner-${kind}@example.com`;
    await signUp(t, email, 'owners-password-1');
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await signIn(email, `guess-${i}-wrong`, '10.47.0.1')).json().code);
    expect(answers).toEqual([...Array(5).fill('INVALID_CREDENTIALS'), 'SIGNIN_LOCKED']);
    // Before this round the account itself was locked, from everywhere: 429 SIGNIN_LOCKED here.
    const owner = await signIn(email, 'owners-password-1', '10.47.0.2');
    expect(owner.statusCode).toBe(200);
    // The guessing address waits, right password or not, and is told how long.
    const held = await signIn(email, 'owners-password-1', '10.47.0.1');
    expect([held.statusCode, held.json().code]).toEqual([429, 'SIGNIN_LOCKED']);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a password reset starts the count afresh, even at the address that was held back', async () => {
    const email = `forgetful-${kind}@example.com`;
    await signUp(t, email, 'old-password-1');
    for (let i = 0; i < 6; i++) await signIn(email, `not-it-${i}-x`, '10.47.2.1');
    expect((await signIn(email, 'old-password-1', '10.47.2.1')).json().code).toBe('SIGNIN_LOCKED');
    await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, headers: { origin: ORIGIN } });
    const token = await waitForToken(t.dataDir, email, 'reset-password');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'new-password-2' },
      headers: { origin: ORIGIN },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(email, 'new-password-2', '10.47.2.1')).statusCode).toBe(200);
  });

  it('answers an address with no account exactly as one with an account, waits included', async () => {
    const email = `exists-${kind}@example.com`;
    await signUp(t, email, 'a-real-password-1');
    const known = [];
    const unknown = [];
    for (let i = 0; i < 7; i++) {
      known.push(seen(await signIn(email, `wrong-${i}-pass`, '10.47.3.1')));
      unknown.push(seen(await signIn(`nobody-${kind}@example.com`, `wrong-${i}-pass`, '10.47.3.2')));
    }
    // Before this round: from the sixth attempt 429 SIGNIN_LOCKED for the account, 401 for the unknown address.
    expect(unknown).toEqual(known);
    expect(known.map((a) => a.code)).toEqual([...Array(5).fill('INVALID_CREDENTIALS'), 'SIGNIN_LOCKED', 'SIGNIN_LOCKED']);
  });

  it('stops one address spraying one password across accounts after 10 failures in 15 minutes', async () => {
    const emails = [];
    for (let i = 0; i < 12; i++) {
      const email = `spray-${i}-${kind}@example.com`;
      await signUp(t, email, `own-password-${i}`);
      emails.push(email);
    }
    const codes = [];
    for (const email of emails) codes.push((await signIn(email, 'Summer2026!', '10.47.4.1')).json().code);
    // Before this round: twelve INVALID_CREDENTIALS (only the global per-address request limit applied).
    expect(codes).toEqual([...Array(10).fill('INVALID_CREDENTIALS'), 'SIGNIN_ADDRESS_LIMITED', 'SIGNIN_ADDRESS_LIMITED']);
    // From there every sign-in from that address waits, the right password too: a different answer would confirm it.
    const right = await signIn(emails[11]!, 'own-password-11', '10.47.4.1');
    expect([right.statusCode, right.json().code]).toEqual([429, 'SIGNIN_ADDRESS_LIMITED']);
    const wait = Number(right.headers['retry-after']);
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    // An IPv6 host moving inside its /64 is the same address.
    for (let i = 0; i < 10; i++) await signIn(emails[i]!, 'Winter2026!', `2001:db8:47:1::${i + 1}`);
    expect((await signIn(emails[11]!, 'own-password-11', '2001:db8:47:1:ffff::9')).json().code).toBe('SIGNIN_ADDRESS_LIMITED');
    // Other addresses are not affected.
    expect((await signIn(emails[11]!, 'own-password-11', '10.47.4.2')).statusCode).toBe(200);
    expect((await signIn(emails[11]!, 'own-password-11', '2001:db8:47:2::1')).statusCode).toBe(200);
  });
});

describe.each(DB_KINDS)('address-change mail is capped per account and per target (issue 47, low) (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  }, 60_000);
  afterAll(async () => t?.dispose());

  const changeTo = (jar: CookieJar, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/email',
      payload: { email, password: 'longenough1' },
      headers: authed(jar),
    });
  const mailsTo = async (email: string) => {
    await t.services.emails.flush();
    return countMails(t.dataDir, email, 'verify-email');
  };

  it('sends one account at most 5 confirmation mails an hour, then answers 429 EMAIL_CHANGE_LIMITED', async () => {
    const jar = await signUp(t, `mover-${kind}@example.com`);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await changeTo(jar, `where-${i}-${kind}@example.net`)).statusCode);
    // Before this round: six 202s (and about 600 an hour, the route's request limit).
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    const refused = await changeTo(jar, `where-9-${kind}@example.net`);
    expect(refused.json().code).toBe('EMAIL_CHANGE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(55 * 60);
    expect(await mailsTo(`where-5-${kind}@example.net`)).toBe(0);
    const ru = await t.app.inject({
      method: 'POST',
      url: '/api/account/email',
      payload: { email: `where-8-${kind}@example.net`, password: 'longenough1' },
      headers: authed(jar, { 'x-language': 'ru' }),
    });
    expect(ru.json().message).toBe('Отправлено слишком много писем для смены адреса. Попробуйте снова через час.');
  });

  it('sends one target address at most 3 an hour, whichever accounts ask', async () => {
    const target = `inbox-${kind}@example.org`;
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const jar = await signUp(t, `flooder-${i}-${kind}@example.com`);
      const res = await changeTo(jar, target);
      statuses.push(res.statusCode === 429 ? res.json().code : res.statusCode);
    }
    // Before this round: four 202s and four mails.
    expect(statuses).toEqual([202, 202, 202, 'EMAIL_CHANGE_LIMITED']);
    expect(await mailsTo(target)).toBe(3);
  });
});

describe.each(DB_KINDS)("a deleted account's address leaves the audit log (issue 47, low) (%s)", (kind) => {
  const admin = `audit-admin-${kind}@example.com`;
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: admin });
  }, 60_000);
  afterAll(async () => t?.dispose());

  const call = (method: 'GET' | 'POST', url: string, jar: CookieJar, payload?: object) =>
    t.app.inject({ method, url, headers: authed(jar), ...(payload ? { payload } : {}) });
  const signIn = async (email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password: 'longenough1' },
      headers: { origin: ORIGIN },
    });
    expect(res.statusCode).toBe(200);
    const jar = new CookieJar();
    jar.store(res.headers['set-cookie']);
    return jar;
  };

  it('keeps the ban and unban entries, their actor and the id, without the address it had then or last', async () => {
    const adminJar = await signUp(t, admin);
    const first = `banned-once-${kind}@example.com`;
    const later = `moved-on-${kind}@example.com`;
    await signUp(t, first);
    const id = (await t.repos.users.findByEmail(first))!.id;
    expect((await call('POST', `/api/admin/users/${id}/ban`, adminJar, { reason: 'spam' })).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/users/${id}/unban`, adminJar, {})).statusCode).toBe(200);
    // The account moves to another address, is banned and unbanned again under it, then leaves.
    const jar = await signIn(first);
    expect((await call('POST', '/api/account/email', jar, { email: later, password: 'longenough1' })).statusCode).toBe(202);
    const token = await waitForToken(t.dataDir, later, 'verify-email');
    await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token }, headers: { origin: ORIGIN } });
    await call('POST', `/api/admin/users/${id}/ban`, adminJar, {});
    await call('POST', `/api/admin/users/${id}/unban`, adminJar, {});
    expect((await call('POST', '/api/account/delete', await signIn(later), { password: 'longenough1' })).statusCode).toBe(200);

    const { entries } = (await call('GET', '/api/admin/audit', adminJar)).json();
    const about = entries.filter((e: { details: { userId?: string } | null }) => e.details?.userId === id);
    expect(about.map((e: { action: string }) => e.action)).toEqual(['user.unban', 'user.ban', 'user.unban', 'user.ban']);
    // Before this round both addresses stayed as the entries' targets.
    for (const e of about) expect(e).toMatchObject({ target: null, actorEmail: admin });
    expect(JSON.stringify(entries)).not.toContain(first);
    expect(JSON.stringify(entries)).not.toContain(later);
  });
});

describe.each(DB_KINDS)("a YooKassa payment buys Pro only at the plan's price (issue 47, low) (%s)", (kind) => {
  let t: TestApp;
  let fake: FakeYooKassa;
  beforeAll(async () => {
    fake = await startFakeYooKassa('47047', 'test_low_items_secret');
    t = await startTestApp(kind, {
      YOOKASSA_SHOP_ID: '47047',
      YOOKASSA_SECRET_KEY: 'test_low_items_secret',
      YOOKASSA_API_BASE: fake.apiBase,
    });
  }, 60_000);
  afterAll(async () => {
    await t?.dispose();
    await fake?.close();
  });

  const notify = (id: string) =>
    t.app.inject({ method: 'POST', url: '/api/webhooks/yookassa', payload: { event: 'payment.succeeded', object: { id } } });
  const paid = (userId: string, value: string, currency: string) =>
    fake.addPayment({
      status: 'succeeded',
      paid: true,
      amount: { value, currency },
      created_at: new Date().toISOString(),
      captured_at: new Date().toISOString(),
      metadata: { userId },
    });

  it('refuses a succeeded payment of another amount or currency, and grants the one at RUB 499.00', async () => {
    const email = `cheap-${kind}@example.com`;
    const jar = await signUp(t, email);
    const userId = (await t.repos.users.findByEmail(email))!.id;
    const pro = async () => (await t.app.inject({ url: '/api/user/stats', headers: authed(jar) })).json().hasSubscription;
    // Before this round each of these was 'applied' and bought a month of Pro.
    for (const [value, currency] of [
      ['1.00', 'RUB'],
      ['498.99', 'RUB'],
      ['499.00', 'USD'],
      ['499.00', 'KZT'],
    ] as const) {
      const res = await notify(paid(userId, value, currency));
      expect([value, currency, res.statusCode, res.json()]).toEqual([
        value,
        currency,
        200,
        { received: true, outcome: 'refused' },
      ]);
      expect(await pro()).toBe(false);
    }
    expect(await t.repos.subscriptions.latestForUser(userId)).toBeUndefined();
    expect((await notify(paid(userId, '499.00', 'RUB'))).json().outcome).toBe('applied');
    expect(await pro()).toBe(true);
  });
});

describe.each(DB_KINDS)('sandbox checkouts opened before paying buy one month, not one each (issue 47, low) (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  }, 60_000);
  afterAll(async () => t?.dispose());

  const open = async (jar: CookieJar) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/create-checkout-session', headers: authed(jar) });
    expect(res.json().hasSubscription).toBe(false);
    return new URL(res.json().url as string).pathname;
  };
  const pay = (jar: CookieJar, path: string) =>
    t.app.inject({
      method: 'POST',
      url: `${path}/pay`,
      payload: '',
      headers: authed(jar, { 'content-type': 'application/x-www-form-urlencoded' }),
    });

  it('refuses a second checkout completed while the month the first bought runs, and takes it once that month is over', async () => {
    const email = `stacker-${kind}@example.com`;
    const jar = await signUp(t, email);
    const userId = (await t.repos.users.findByEmail(email))!.id;
    const sessions = [await open(jar), await open(jar), await open(jar)];
    expect((await pay(jar, sessions[0]!)).statusCode).toBe(303);
    const periodEnd = (await t.repos.subscriptions.latestForUser(userId))!.current_period_end!;
    // Before this round each of these answered 303 and added a month (three months for one).
    for (const path of [sessions[1]!, sessions[2]!, sessions[1]!]) {
      const res = await pay(jar, path);
      expect([res.statusCode, res.json().code]).toEqual([409, 'ALREADY_SUBSCRIBED']);
    }
    expect((await t.repos.subscriptions.latestForUser(userId))!.current_period_end).toBe(periodEnd);
    // Paying the first one again is still the same payment.
    expect((await pay(jar, sessions[0]!)).statusCode).toBe(303);
    expect((await t.repos.subscriptions.latestForUser(userId))!.current_period_end).toBe(periodEnd);

    // Once no period runs, a session still open buys a month from its payment.
    const row = (await t.repos.subscriptions.latestForUser(userId))!;
    await t.repos.subscriptions.update(row.id, { current_period_end: new Date(Date.now() - 60_000).toISOString() });
    expect((await pay(jar, sessions[1]!)).statusCode).toBe(303);
    const renewed = (await t.repos.subscriptions.latestForUser(userId))!.current_period_end!;
    const days = (Date.parse(renewed) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
  });
});
