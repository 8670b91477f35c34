import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';

const OPERATOR = {
  OPERATOR_NAME: 'Пример ООО',
  OPERATOR_REG_NO: '1234567890123',
  OPERATOR_ADDRESS: 'ул. Примерная, 1, Москва',
  OPERATOR_EMAIL: 'legal@example.com',
};

describe('GET /api/operator', () => {
  let t: TestApp | null = null;
  afterEach(async () => {
    await t?.dispose();
    t = null;
  });

  it('serves the configured operator to anyone, signed in or not', async () => {
    t = await startTestApp('sqlite', OPERATOR);
    const res = await t.app.inject({ method: 'GET', url: '/api/operator' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      operator: {
        name: 'Пример ООО',
        registrationNumber: '1234567890123',
        address: 'ул. Примерная, 1, Москва',
        email: 'legal@example.com',
      },
    });
  });

  it('answers null when no operator is configured, never a placeholder', async () => {
    t = await startTestApp('sqlite');
    expect((await t.app.inject({ method: 'GET', url: '/api/operator' })).json()).toEqual({ operator: null });
  });

  it('refuses to start with part of the details', async () => {
    await expect(startTestApp('sqlite', { OPERATOR_NAME: 'Example Ltd' })).rejects.toThrow(
      /Operator details is partly configured/,
    );
  });
});
