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

  it('requires a real session secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).sessionSecret).toBe('x'.repeat(32));
  });

  it('turns on secure cookies behind https', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://oddslens.app' }).secureCookies).toBe(true);
    expect(loadConfig({}).secureCookies).toBe(false);
  });
});
