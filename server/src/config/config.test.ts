import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('defaults to SQLite under ./data with three free predictions', () => {
    const c = loadConfig({});
    expect(c.database.kind).toBe('sqlite');
    expect(c.defaultFreePredictionLimit).toBe(3);
    expect(c.oidc).toBeNull();
    expect(c.stripe).toBeNull();
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).database).toEqual({ kind: 'postgres', url: 'postgres://u@h/db' });
  });

  it('reads WORKER_LOCK_MS as a bounded number of milliseconds, 30 s by default', () => {
    expect(loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40) }).workerLockMs).toBe(30_000);
    expect(loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40), WORKER_LOCK_MS: '2000' }).workerLockMs).toBe(2000);
    for (const bad of ['soon', '999', '600001', '1.5e3x']) {
      expect(() => loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40), WORKER_LOCK_MS: bad })).toThrow(
        /WORKER_LOCK_MS/,
      );
    }
  });

  it('fails fast naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('refuses a half-configured provider instead of silently turning it off', () => {
    try {
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).message).toMatch(/Stripe is partly configured: set STRIPE_WEBHOOK_SECRET/);
    }
  });

  it('takes the operator details all together, or none, and checks the contact address', () => {
    const all = {
      OPERATOR_NAME: 'Example Ltd',
      OPERATOR_REG_NO: '12345678',
      OPERATOR_ADDRESS: '1 Main Street, London',
      OPERATOR_EMAIL: 'legal@example.com',
    };
    expect(loadConfig({}).operator).toBeNull();
    expect(loadConfig(all).operator).toEqual({
      name: 'Example Ltd',
      registrationNumber: '12345678',
      address: '1 Main Street, London',
      email: 'legal@example.com',
    });
    expect(() => loadConfig({ OPERATOR_NAME: 'Example Ltd', OPERATOR_EMAIL: 'legal@example.com' })).toThrow(
      /Operator details is partly configured: set OPERATOR_REG_NO, OPERATOR_ADDRESS too/,
    );
    expect(() => loadConfig({ ...all, OPERATOR_EMAIL: 'not an address' })).toThrow(/OPERATOR_EMAIL/);
  });

  it('without SESSION_SECRET generates a random one in DATA_DIR (0600) and keeps it across starts', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslens-config-'));
    try {
      const first = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir }).sessionSecret;
      expect(first.length).toBeGreaterThanOrEqual(48);
      expect(first).not.toContain(dir);
      expect(fs.statSync(path.join(dir, 'session-secret')).mode & 0o777).toBe(0o600);
      expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
      const other = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslens-config-'));
      expect(loadConfig({ DATA_DIR: other }).sessionSecret).not.toBe(first);
      fs.rmSync(other, { recursive: true });
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).sessionSecret).toBe('x'.repeat(32));
  });

  it('runs the sandbox only without a real provider or when PAYMENTS_SANDBOX=true, whatever NODE_ENV says', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(loadConfig({}).paymentsSandbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', ...stripe }).paymentsSandbox).toBe(false);
    expect(loadConfig({ PAYMENTS_SANDBOX: 'false' }).paymentsSandbox).toBe(false);
    expect(() => loadConfig({ PAYMENTS_SANDBOX: 'true', ...stripe })).toThrow(/never runs beside a real payment provider/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://oddslens.app' })).toThrow(/PAYMENTS_SANDBOX/);
    expect(loadConfig({ PUBLIC_URL: 'https://oddslens.app', PAYMENTS_SANDBOX: 'true' }).paymentsSandbox).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://oddslens.app', ...stripe }).paymentsSandbox).toBe(false);
  });

  it('reads TRUST_PROXY as a hop count or address list, and true as one hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).trustProxy).toEqual(['10.0.0.1', '192.168.0.0/16']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('turns on secure cookies behind https', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://oddslens.app', PAYMENTS_SANDBOX: 'true' }).secureCookies).toBe(true);
    expect(loadConfig({}).secureCookies).toBe(false);
  });
});
