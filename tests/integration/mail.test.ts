import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { ORIGIN, startTestApp, type TestApp } from './support/test-app';
import { freePort } from './support/free-port';
import { parseMail, type SentMail } from './support/outbox';

/**
 * Account mail through a real SMTP server started in-process (smtp-server), over TLS: implicit TLS (smtps://) and
 * STARTTLS (smtp:// with requireTLS), with a self-signed certificate made for this run.
 */

function selfSignedCert(dir: string): { key: string; cert: string } {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { key: fs.readFileSync(key, 'utf8'), cert: fs.readFileSync(cert, 'utf8') };
}

interface Received extends SentMail {
  secure: boolean;
  user: string | undefined;
}

async function startSmtp(tls: { key: string; cert: string }, secure: boolean) {
  const received: Received[] = [];
  const port = await freePort();
  const options: SMTPServerOptions = {
    secure,
    key: tls.key,
    cert: tls.cert,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, cb) {
      if (auth.username === 'mailer' && auth.password === 's3cret') cb(null, { user: auth.username });
      else cb(new Error('bad credentials'));
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          ...parseMail(Buffer.concat(chunks).toString('utf8')),
          secure: session.secure,
          user: session.user as string | undefined,
        });
        cb();
      });
    },
  };
  const server = new SMTPServer(options);
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('account mail over SMTP with TLS', () => {
  let dir: string;
  let tls: { key: string; cert: string };
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslens-smtp-'));
    tls = selfSignedCert(dir);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  async function signUpThrough(mailUrl: string, email: string, language = 'en') {
    const t: TestApp = await startTestApp('sqlite', { MAIL_URL: mailUrl, MAIL_FROM: 'OddsLens <accounts@oddslens.test>' });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email, password: 'longenough1' },
        headers: { origin: ORIGIN, 'x-language': language },
      });
      expect(res.statusCode).toBe(201);
      await t.services.emails.flush();
      return { t, outbox: fs.existsSync(path.join(t.dataDir, 'outbox')) };
    } catch (err) {
      await t.dispose();
      throw err;
    }
  }

  it('sends the verification mail over implicit TLS (smtps://) with AUTH, and its link verifies', async () => {
    const smtp = await startSmtp(tls, true);
    const { t, outbox } = await signUpThrough(
      `smtps://mailer:s3cret@127.0.0.1:${smtp.port}?tls.rejectUnauthorized=false`,
      'tls@example.com',
    );
    try {
      expect(outbox).toBe(false);
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      expect(mail).toMatchObject({
        secure: true,
        user: 'mailer',
        to: 'tls@example.com',
        subject: 'Confirm your email for OddsLens',
      });
      const token = /\/verify-email\?token=([\w-]+)/.exec(mail.text)![1]!;
      expect(mail.text).toContain(`http://127.0.0.1:3999/verify-email?token=${token}`);
      expect(mail.html).toContain(`href="http://127.0.0.1:3999/verify-email?token=${token}"`);
      const ok = await t.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token },
        headers: { origin: ORIGIN },
      });
      expect(ok.json()).toEqual({ verified: true, email: 'tls@example.com', apiKeysRevoked: 0 });
    } finally {
      await t.dispose();
      await smtp.close();
    }
  });

  it('upgrades a plain smtp:// connection with STARTTLS and writes Russian mail in Russian', async () => {
    const smtp = await startSmtp(tls, false);
    const { t } = await signUpThrough(
      `smtp://mailer:s3cret@127.0.0.1:${smtp.port}?requireTLS=true&tls.rejectUnauthorized=false`,
      'starttls@example.com',
      'ru',
    );
    try {
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatchObject({ secure: true, subject: 'Подтвердите адрес почты для OddsLens' });
      expect(smtp.received[0]!.text).toContain('Ссылка действует один раз в течение 24 часов.');
    } finally {
      await t.dispose();
      await smtp.close();
    }
  });

  it('verifies the server certificate by default: an untrusted one gets no mail, and sign-up still succeeds', async () => {
    const smtp = await startSmtp(tls, true);
    const { t } = await signUpThrough(`smtps://mailer:s3cret@127.0.0.1:${smtp.port}`, 'untrusted@example.com');
    try {
      expect(smtp.received).toHaveLength(0);
    } finally {
      await t.dispose();
      await smtp.close();
    }
  });
});
