import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, ORIGIN, startTestApp, type TestApp } from './support/test-app';
import { authed, signUp } from './support/accounts';

describe.each(DB_KINDS)('contact form (%s)', (kind) => {
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: 'admin@example.com' });
  });
  afterAll(async () => t?.dispose());

  // Each test writes from its own address so the per-IP limit of one test does not spill into another.
  const send = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = `10.0.0.${++ip}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: payload as object,
      remoteAddress,
      headers: { origin: ORIGIN, ...headers },
    });
  const valid = { name: 'Ann', email: 'Ann@Example.com', message: 'How do I cancel my subscription?' };

  it('stores a valid message (signed out) and answers 201', async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
  });

  it('stores the language and the user of a signed-in sender; admins read newest first', async () => {
    const jar = await signUp(t, `writer-${kind}@example.com`);
    const user = (await t.repos.users.findByEmail(`writer-${kind}@example.com`))!;
    const res = await send(
      { name: '  Иван  ', email: 'ivan@example.ru', message: 'Как отменить подписку? Спасибо.' },
      authed(jar, { 'x-language': 'ru' }),
    );
    expect(res.statusCode).toBe(201);

    const admin = await signUp(t, 'admin@example.com');
    const { messages } = (await t.app.inject({ url: '/api/admin/contact-messages', headers: authed(admin) })).json();
    expect(messages[0]).toEqual({
      id: expect.any(String),
      userId: user.id,
      name: 'Иван',
      email: 'ivan@example.ru',
      message: 'Как отменить подписку? Спасибо.',
      language: 'ru',
      createdAt: expect.any(String),
      // A free user's message: no priority (Pro senders are covered in pro-account-support.test.ts).
      priority: false,
    });
    expect(messages[1]).toMatchObject({ userId: null, name: 'Ann', email: 'ann@example.com', language: 'en' });
  });

  it('rejects bad input with 400 VALIDATION_FAILED naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ ...valid, email: 'not-an-email' }, 'email'],
      [{ ...valid, email: 'a@b' }, 'email'],
      [{ ...valid, email: 'two words@example.com' }, 'email'],
      [{ ...valid, message: '' }, 'message'],
      [{ ...valid, message: '   short   ' }, 'message'],
      [{ ...valid, message: 'x'.repeat(5001) }, 'message'],
      [{ ...valid, name: '' }, 'name'],
      [{ ...valid, name: 'n'.repeat(101) }, 'name'],
      [{ email: valid.email, message: valid.message }, 'name'],
      [{ ...valid, email: 42 }, 'email'],
    ];
    for (const [body, field] of cases) {
      const res = await send(body);
      expect([field, res.statusCode, res.json().code]).toEqual([field, 400, 'VALIDATION_FAILED']);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
    }
    const ru = await send({ ...valid, email: 'bad' }, { 'x-language': 'ru' });
    expect(ru.json().message).toBe('Некоторые поля заполнены неверно.');
  });

  it('names each problem with a stable code and bound, worded in the request language, never validator text', async () => {
    const body = { name: '', email: 'bad', message: 'short' };
    const en = (await send(body)).json();
    expect(en.issues).toEqual([
      { path: 'name', code: 'required', message: 'This field is required.' },
      { path: 'email', code: 'invalid_email', message: 'Enter a valid email address.' },
      { path: 'message', code: 'too_short', params: { count: 10 }, message: 'Enter at least 10 characters.' },
    ]);
    const ru = (await send(body, { 'x-language': 'ru' })).json();
    expect(ru.issues.map((i: { message: string }) => i.message)).toEqual([
      'Заполните это поле.',
      'Введите корректный адрес электронной почты.',
      'Введите не меньше 10 символов.',
    ]);
    const missing = (await send({ email: valid.email, message: valid.message, extra: 1 })).json();
    expect(missing.issues).toContainEqual(expect.objectContaining({ path: 'name', code: 'required' }));
    expect(JSON.stringify([en, ru, missing])).not.toMatch(/Too small|expected string|Invalid input/i);
  });

  it('refuses a cross-site post', async () => {
    const res = await send(valid, { origin: 'https://evil.example' });
    expect([res.statusCode, res.json().code]).toEqual([403, 'CSRF_REJECTED']);
  });

  it('rate-limits to 5 messages per 10 minutes per address', async () => {
    const address = '10.9.9.9';
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await send(valid, {}, address)).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await send(valid, {}, address);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is unaffected.
    expect((await send(valid, {}, '10.9.9.10')).statusCode).toBe(201);
  });
});
